import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTools } from '../../src/tools/index.js';
import type { ToolErrorType } from '../../src/tools/registry.js';
import { tempDir } from '../support/cli.js';
import { TestToolContext } from '../support/toolContext.js';

/** Each way a call fails, through the registry as the loop calls it: the kind writer reads, the message the model reads. */
async function failureOf(name: string, args: Record<string, unknown>, withProject = true, aborted = false) {
  const context = new TestToolContext();
  if (withProject) {
    const dir = path.join(tempDir(), 'Book');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'a.md'), 'The tide came in. The tide went out.\n');
    writeFileSync(path.join(dir, 'latin.md'), Buffer.from('Caf\xe9\n', 'latin1'));
    await context.activateProject({ name: 'Book', dir });
  }
  const controller = new AbortController();
  if (aborted) controller.abort();
  return defaultTools().execute({ name, args }, context, controller.signal);
}

describe('one failure vocabulary for every tool', () => {
  it.each<[ToolErrorType, string, Record<string, unknown>, boolean?]>([
    ['unknown_tool', 'no_such_tool', {}],
    ['invalid_arguments', 'write_file', { filename: 'a.md' }],
    ['invalid_arguments', 'search_files', { query: '' }],
    ['no_project', 'list_files', {}, false],
    ['invalid_path', 'write_file', { filename: '../x.md', content: 'x', mode: 'create' }],
    ['invalid_path', 'read_file', { filename: '/etc/passwd' }],
    ['file_not_found', 'read_file', { filename: 'none.md' }],
    ['file_exists', 'write_file', { filename: 'a.md', content: 'x', mode: 'create' }],
    ['text_not_found', 'edit_file', { filename: 'a.md', old_text: 'the moon', new_text: 'x' }],
    ['ambiguous_match', 'edit_file', { filename: 'a.md', old_text: 'The tide', new_text: 'A tide' }],
    ['not_utf8', 'edit_file', { filename: 'latin.md', old_text: 'Caf', new_text: 'x' }],
    ['nothing_to_search', 'search_files', { query: 'tide', files: 'none_*.md' }],
  ])('%s from %s', async (kind, name, args, withProject = true) => {
    const outcome = await failureOf(name, args, withProject);
    expect(outcome.failed).toBe(kind);
    expect(typeof outcome.response.error).toBe('string');
  });

  it('interrupted: a call the run stopped before it began', async () => {
    const outcome = await failureOf('write_file', { filename: 'b.md', content: 'x', mode: 'create' }, true, true);
    expect(outcome.failed).toBe('interrupted');
  });

  it('a call that worked has no kind', async () => {
    const outcome = await failureOf('read_file', { filename: 'a.md' });
    expect(outcome.failed).toBeUndefined();
    expect(outcome.response.error).toBeUndefined();
  });
});
