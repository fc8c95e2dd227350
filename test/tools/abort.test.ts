import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { editFileTool } from '../../src/tools/editFile.js';
import { createProjectTool } from '../../src/tools/project.js';
import { NOT_RUN } from '../../src/tools/registry.js';
import { SEARCH_LIMITS, searchFilesToolWith } from '../../src/tools/searchFiles.js';
import { writeFileTool } from '../../src/tools/writeFile.js';
import { TestToolContext } from '../support/toolContext.js';

let context: TestToolContext;
let dir: string;

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context);
  dir = context.project?.dir as string;
  writeFileSync(path.join(dir, 'chapter_01.md'), 'Mara had green eyes.\n');
});

function aborted(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

describe('the run signal reaches the tools', () => {
  it('a call made after Ctrl+C does nothing and says it did not run', async () => {
    const { response } = await writeFileTool.run(
      { filename: 'chapter_02.md', content: 'x', mode: 'create' },
      context,
      aborted(),
    );
    expect(response).toEqual({ error: NOT_RUN });
    expect(existsSync(path.join(dir, 'chapter_02.md'))).toBe(false);
    expect(context.intents).toEqual([]);
  });

  it.each([
    ['create', { filename: 'chapter_02.md', content: 'New.', mode: 'create' }],
    ['append', { filename: 'chapter_01.md', content: 'More.', mode: 'append' }],
    ['overwrite', { filename: 'chapter_01.md', content: 'Other.', mode: 'overwrite' }],
  ])('write_file %s interrupted after its intent, before the rename: the file as it was', async (_mode, args) => {
    const controller = new AbortController();
    const wrapped = Object.create(context) as TestToolContext;
    wrapped.recordIntent = (intent) => {
      context.recordIntent(intent);
      controller.abort(); // Ctrl+C between the journaled intent and the atomic rename
    };
    const { response } = await writeFileTool.run(args, wrapped, controller.signal);
    expect(String(response.error)).toMatch(/was not written: the run was interrupted first\. Nothing on disk/);
    expect(context.intents).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe('Mara had green eyes.\n');
    expect(existsSync(path.join(dir, 'chapter_02.md'))).toBe(false);
    // No temporary file is left behind either.
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('edit_file interrupted after its intent but before the rename leaves the file as it was', async () => {
    const controller = new AbortController();
    const wrapped = Object.create(context) as TestToolContext;
    wrapped.recordIntent = (intent) => {
      context.recordIntent(intent);
      controller.abort(); // between the journaled intent and the atomic rename
    };
    const { response } = await editFileTool.run(
      { filename: 'chapter_01.md', old_text: 'green', new_text: 'grey' },
      wrapped,
      controller.signal,
    );
    expect(String(response.error)).toMatch(/"chapter_01\.md" was not written: the run was interrupted first/);
    expect(context.intents).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe('Mara had green eyes.\n');
  });

  it('Ctrl+C stops a long regular expression search at once, not after its timeout', async () => {
    writeFileSync(path.join(dir, 'trap.md'), `${'a'.repeat(40)}!\n`);
    // A timeout far beyond the test's own: only the signal can end this search in time.
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, timeoutMs: 600_000 });
    const controller = new AbortController();
    const search = tool.run({ query: '^(a+)+$', regex: true }, context, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const { response } = await search;
    expect(response).toEqual({ error: 'The search was interrupted.' });
  }, 20_000);
});
