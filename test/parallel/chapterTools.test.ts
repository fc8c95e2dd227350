import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chapterTools } from '../../src/parallel/chapterTools.js';
import { TestToolContext } from '../support/toolContext.js';

async function project(): Promise<{ context: TestToolContext; dir: string }> {
  const context = new TestToolContext();
  const dir = path.join(context.outputDir, 'Book');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n- Mara\n');
  writeFileSync(path.join(dir, 'chapter_01.md'), 'The lamp was lit.\n');
  await context.activateProject({ name: 'Book', dir });
  return { context, dir };
}

const signal = new AbortController().signal;

describe('chapter session tools', () => {
  it('write only the chapter of the session; every other file is refused with what to do instead', async () => {
    const { context, dir } = await project();
    const tools = chapterTools('chapter_02.md');
    const own = await tools.execute(
      { name: 'write_file', args: { filename: 'chapter_02.md', content: 'The bottle came in.', mode: 'create' } },
      context,
      signal,
    );
    expect(own.response.ok).toBe(true);
    expect(readFileSync(path.join(dir, 'chapter_02.md'), 'utf8')).toBe('The bottle came in.');

    for (const args of [
      { filename: 'bible.md', content: '- Jonas', mode: 'append' },
      { filename: 'chapter_01.md', content: 'More.', mode: 'append' },
      { filename: './chapter_03', content: 'Ahead.', mode: 'create' },
    ]) {
      const refused = await tools.execute({ name: 'write_file', args }, context, signal);
      expect(String(refused.response.error)).toMatch(/You may write only chapter_02\.md;.*propose_bible_change/);
    }
    const edit = await tools.execute(
      { name: 'edit_file', args: { filename: 'bible.md', old_text: 'Mara', new_text: 'Mara Venn' } },
      context,
      signal,
    );
    expect(String(edit.response.error)).toContain('You may write only chapter_02.md');
    expect(readFileSync(path.join(dir, 'bible.md'), 'utf8')).toBe('# Bible\n- Mara\n');
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe('The lamp was lit.\n');
    expect(existsSync(path.join(dir, 'chapter_03.md'))).toBe(false);
  });

  it('read every file, and hand bible facts back as proposals; no project to create', async () => {
    const { context } = await project();
    const tools = chapterTools('chapter_02.md');
    const read = await tools.execute({ name: 'read_file', args: { filename: 'bible.md' } }, context, signal);
    expect(JSON.stringify(read.response)).toContain('Mara');
    const proposal = await tools.execute(
      { name: 'propose_bible_change', args: { change: '  Jonas Pell, harbourmaster  ' } },
      context,
      signal,
    );
    expect(proposal.response).toMatchObject({ ok: true, recorded: 'Jonas Pell, harbourmaster' });
    const names = tools.declarations().map((declaration) => declaration.name);
    expect(names).not.toContain('create_project');
    expect(names).toEqual(
      expect.arrayContaining(['write_file', 'edit_file', 'read_file', 'search_files', 'propose_bible_change']),
    );
  });

  it('an empty proposal is refused with what to give; a proposal is shown by its first 60 characters', async () => {
    const { context } = await project();
    const tools = chapterTools('chapter_02.md');
    const empty = await tools.execute({ name: 'propose_bible_change', args: { change: '   ' } }, context, signal);
    expect(String(empty.response.error)).toContain('The change is empty: give the fact as one line for bible.md.');
    const long = `Jonas Pell ${'x'.repeat(80)}`;
    expect(tools.describe({ name: 'propose_bible_change', args: { change: long } })).toBe(
      `propose_bible_change "${long.slice(0, 60)}"`,
    );
  });

  it('a path outside the project is refused as the write tool refuses it, before the own-file rule', async () => {
    const { context, dir } = await project();
    const tools = chapterTools('chapter_02.md');
    const outside = await tools.execute(
      { name: 'write_file', args: { filename: '../escape.md', content: 'x', mode: 'create' } },
      context,
      signal,
    );
    expect(String(outside.response.error)).toContain('leaves the project folder');
    expect(existsSync(path.join(path.dirname(dir), 'escape.md'))).toBe(false);
  });

  it('its own chapter named another way (./chapter_02.md) is still its own', async () => {
    const { context, dir } = await project();
    const tools = chapterTools('chapter_02.md');
    const own = await tools.execute(
      { name: 'write_file', args: { filename: './chapter_02.md', content: 'The bottle.', mode: 'create' } },
      context,
      signal,
    );
    expect(own.response.ok).toBe(true);
    expect(readFileSync(path.join(dir, 'chapter_02.md'), 'utf8')).toBe('The bottle.');
  });
});
