import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Session } from '../../src/agent/session.js';
import { loadRecovery, resumeSession } from '../../src/recovery.js';
import { editFileTool } from '../../src/tools/editFile.js';
import { createProjectTool } from '../../src/tools/project.js';
import type { WriteIntent } from '../../src/tools/registry.js';
import { writeFileTool } from '../../src/tools/writeFile.js';
import { testSettings } from '../support/session.js';
import { mountTinyDisk, tinyDiskUnavailable } from '../support/tinyDisk.js';
import { TestToolContext } from '../support/toolContext.js';

/**
 * What an edit or an append must never do to the user's file: re-encode bytes
 * it did not change, lose what another program wrote meanwhile, change its
 * permissions, or double a text the model repeats.
 */

const signal = new AbortController().signal;
let context: TestToolContext;
let dir: string;
const file = (name: string) => path.join(dir, name);

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context, signal);
  dir = context.project?.dir as string;
});

/** Another program appending a line to the file, for real, right when the tool has read it and journals its write. */
class RacedContext extends TestToolContext {
  constructor(
    private readonly target: () => string,
    private times: number,
  ) {
    super();
  }
  override recordIntent(intent: WriteIntent): void {
    super.recordIntent(intent);
    if (this.times-- <= 0) return;
    const done = spawnSync('sh', ['-c', 'printf "line from another program\\n" >> "$1"', 'sh', this.target()]);
    if (done.status !== 0) throw new Error(`the other program failed: ${done.stderr}`);
  }
}

async function racedProject(times: number): Promise<RacedContext> {
  const raced = new RacedContext(() => file('chapter_01.md'), times);
  await createProjectTool.run({ project_name: 'Raced' }, raced, signal);
  dir = raced.project?.dir as string;
  writeFileSync(file('chapter_01.md'), 'Mara had grey eyes.\n');
  return raced;
}

describe('a file that is not UTF-8', () => {
  const latin1 = Buffer.from('Caf\xe9 au lait.\nLa m\xe8re dort.\n', 'latin1');

  it('is not edited, and the refusal says why; its bytes stay as they were', async () => {
    writeFileSync(file('notes.md'), latin1);
    const { response } = await editFileTool.run(
      { filename: 'notes.md', old_text: 'au lait', new_text: 'noir' },
      context,
      signal,
    );
    expect(String(response.error)).toMatch(/^"notes\.md" is not UTF-8 text \(line 1 holds bytes of another encoding/);
    expect(readFileSync(file('notes.md')).equals(latin1)).toBe(true);
    expect(context.intents).toEqual([]);
  });

  it('is not appended to either', async () => {
    writeFileSync(file('notes.md'), latin1);
    const { response } = await writeFileTool.run(
      { filename: 'notes.md', content: 'More.', mode: 'append' },
      context,
      signal,
    );
    expect(String(response.error)).toMatch(/is not UTF-8 text/);
    expect(readFileSync(file('notes.md')).equals(latin1)).toBe(true);
  });
});

describe('another program writing to the file meanwhile', () => {
  it('loses nothing of an edit: the edit is made again on what the file holds now', async () => {
    const raced = await racedProject(1);
    const { response } = await editFileTool.run(
      { filename: 'chapter_01.md', old_text: 'grey', new_text: 'green' },
      raced,
      signal,
    );
    expect(response).toMatchObject({ ok: true, replacements: 1 });
    expect(readFileSync(file('chapter_01.md'), 'utf8')).toBe('Mara had green eyes.\nline from another program\n');
    // The journal's last intent is the write that landed.
    expect(raced.intents.at(-1)?.after).toBe('Mara had green eyes.\nline from another program\n');
  });

  it('loses nothing of an append', async () => {
    const raced = await racedProject(1);
    const { response } = await writeFileTool.run(
      { filename: 'chapter_01.md', content: 'She left.', mode: 'append' },
      raced,
      signal,
    );
    expect(response).toMatchObject({ ok: true });
    expect(readFileSync(file('chapter_01.md'), 'utf8')).toBe(
      'Mara had grey eyes.\nline from another program\nShe left.',
    );
  });

  it('gives up after three tries on a file that keeps changing, leaving what the other program wrote', async () => {
    const raced = await racedProject(10);
    const { response } = await editFileTool.run(
      { filename: 'chapter_01.md', old_text: 'grey', new_text: 'green' },
      raced,
      signal,
    );
    expect(String(response.error)).toMatch(/kept changing while it was being edited \(another program is writing/);
    expect(String(response.error)).toMatch(
      /, 3 times; it was left as that program wrote it\. Try again when it is still\.$/,
    );
    expect(readFileSync(file('chapter_01.md'), 'utf8')).toBe(
      `Mara had grey eyes.\n${'line from another program\n'.repeat(3)}`,
    );
  });
});

describe('permissions', () => {
  it('keeps a private file private through an edit and an append', async () => {
    writeFileSync(file('diary.md'), 'Dear diary.\n');
    chmodSync(file('diary.md'), 0o600);
    await editFileTool.run({ filename: 'diary.md', old_text: 'Dear', new_text: 'My dear' }, context, signal);
    expect(statSync(file('diary.md')).mode & 0o777).toBe(0o600);
    await writeFileTool.run({ filename: 'diary.md', content: 'Rain again.', mode: 'append' }, context, signal);
    expect(statSync(file('diary.md')).mode & 0o777).toBe(0o600);
    expect(readFileSync(file('diary.md'), 'utf8')).toBe('My dear diary.\nRain again.');
  });
});

describe('a repeated append', () => {
  const piece = 'The lamp turned all night.\n';
  const append = (session: Session) =>
    writeFileTool.run({ filename: 'chapter_01.md', content: piece, mode: 'append' }, session, signal);

  it('is not appended again, in the session and after a resume from its journal', async () => {
    const settings = testSettings();
    const session = Session.start('Write a story', settings);
    await createProjectTool.run({ project_name: 'Lamp' }, session, signal);
    const projectDir = session.project?.dir as string;
    const chapter = path.join(projectDir, 'chapter_01.md');
    session.beginIteration();
    session.beginIteration();
    expect((await append(session)).response).toMatchObject({ ok: true, file_words: 5 });
    session.beginIteration();
    const again = (await append(session)).response;
    expect(again).toMatchObject({ ok: true, appended: false });
    expect(again.message).toBe(
      'Already appended at iteration 2; not appended again ("chapter_01.md" already ends with this exact text).',
    );
    expect(readFileSync(chapter, 'utf8')).toBe(piece);
    await session.end('interrupted');

    const resumed = await resumeSession(await loadRecovery(projectDir), settings);
    expect((await append(resumed)).response.message).toMatch(/^Already appended at iteration 2; not appended again/);
    expect(readFileSync(chapter, 'utf8')).toBe(piece);
    // Once something else ends the file, the same text is a new append.
    await writeFileTool.run({ filename: 'chapter_01.md', content: 'Dawn.\n', mode: 'append' }, resumed, signal);
    expect((await append(resumed)).response).toMatchObject({ ok: true });
    expect(readFileSync(chapter, 'utf8')).toBe(`${piece}Dawn.\n${piece}`);
    await resumed.end('done');
  });
});

const noMount = tinyDiskUnavailable();

describe.skipIf(noMount)(`a read-only file system${noMount ? ` (skipped: ${noMount})` : ''}`, () => {
  it('is named as read-only, for a new file, a new folder, an append and an edit', async () => {
    const disk = mountTinyDisk('256k');
    try {
      const readOnly = new TestToolContext(disk.dir);
      await createProjectTool.run({ project_name: 'Frozen' }, readOnly, signal);
      const frozen = readOnly.project?.dir as string;
      writeFileSync(path.join(frozen, 'chapter_01.md'), 'Snow.\n');
      disk.readOnly();
      const calls = [
        writeFileTool.run({ filename: 'chapter_02.md', content: 'x', mode: 'create' }, readOnly, signal),
        writeFileTool.run({ filename: 'part2/chapter_03.md', content: 'x', mode: 'create' }, readOnly, signal),
        writeFileTool.run({ filename: 'chapter_01.md', content: 'x', mode: 'append' }, readOnly, signal),
        editFileTool.run({ filename: 'chapter_01.md', old_text: 'Snow', new_text: 'Ice' }, readOnly, signal),
      ];
      for (const { response } of await Promise.all(calls))
        expect(String(response.error)).toMatch(/^The file system is read-only; ".+" was not written\.$/);
    } finally {
      disk.remove();
    }
  });
});
