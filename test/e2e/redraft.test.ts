import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pathWithWriter, runShell, startCli, tempDir } from '../support/cli.js';
import {
  byTurn,
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { until } from '../support/guard.js';
import { runInProcess } from '../support/inProcess.js';
import { runPrinted } from '../support/printed.js';

/**
 * `writer redraft` and `writer restore` end to end, on a project made with
 * `writer import` in a non-default output folder, with a fake model that
 * misbehaves (it rewrites a neighbour), a kill -9 in the middle of a redraft,
 * and hostile chapter names. Every command writer prints is run as printed.
 */

const prose = (word: string, n: number) => `${`The ${word} light turned over the black water. `.repeat(n).trim()}\n`;
const MANUSCRIPT = `Chapter 1\n\n${prose('first', 20)}\nChapter 2\n\n${prose('second', 20)}\nChapter 3\n\n${prose('third', 20)}`;
const NEW_TEXT = `# Chapter 2\n\n${prose('darker', 20)}`;
const call = (name: string, args: Record<string, unknown>) => turnReply([functionCallPart(name, args)]);
const say = (text: string) => turnReply([{ text }]);

const servers: GeminiServer[] = [];
async function server(script: Array<GenerateReply | GenerateReply[]>, from = 0): Promise<GeminiServer> {
  const started = await startGeminiServer({ replies: byTurn(script, { from }) });
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A three-chapter manuscript imported into drafts/Gull (not ./output). */
async function imported(): Promise<{ cwd: string; project: string }> {
  const cwd = tempDir();
  writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
  const result = await runInProcess(['import', 'gull.txt', '-o', 'drafts', '--name', 'Gull'], { cwd });
  expect(result.code, result.stderr).toBe(0);
  return { cwd, project: path.join(cwd, 'drafts', 'Gull') };
}

const read = (project: string, file: string) => readFileSync(path.join(project, file), 'utf8');
const printed = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
/** What the model was told in answer to its calls: every function response of the last request. */
const responses = (gemini: GeminiServer) => JSON.stringify(contentsOf(gemini.turns().at(-1)));

describe('writer redraft', () => {
  it('redrafts only its chapter: a write to a neighbour is refused, the old text is kept and comes back as printed', async () => {
    const { cwd, project } = await imported();
    const before = { one: read(project, 'chapter_01.md'), two: read(project, 'chapter_02.md') };
    const gemini = await server([
      call('write_file', { filename: 'chapter_01.md', content: 'Hijacked.', mode: 'overwrite' }),
      call('write_file', { filename: 'chapter_02.md', content: NEW_TEXT, mode: 'overwrite' }),
      say('Made chapter 2 darker.'),
    ]);
    // In this process, which prints `writer …` as an installed writer does: the shell finds one on its PATH.
    const env = { GOOGLE_GEMINI_BASE_URL: gemini.url, PATH: pathWithWriter() };
    const result = await runInProcess(
      ['redraft', 'drafts/Gull', 'chapter_02.md', 'Make it darker', '--model', 'gemini-2.5-flash', '-o', 'drafts'],
      { cwd, env },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read(project, 'chapter_01.md')).toBe(before.one);
    expect(read(project, 'chapter_02.md')).toBe(NEW_TEXT);
    expect(responses(gemini)).toContain('You may write only chapter_02.md');
    // The brief: the note, and the actual text at both seams.
    const brief = JSON.stringify(contentsOf(gemini.turns()[0])[0]);
    expect(brief).toContain('Make it darker');
    expect(brief).toContain('The first light turned');
    expect(brief).toContain('The third light turned');
    expect(gemini.turns()[0]?.model).toBe('gemini-2.5-flash');
    expect(read(project, '.writer/versions/chapter_02/v1.md')).toBe(before.two);
    expect(result.stdout).toMatch(/Redrafted chapter_02\.md/);
    expect(result.stdout).toMatch(/Seams: /);

    const status = await runInProcess(['status', 'drafts/Gull'], { cwd, env });
    expect(status.stdout).toMatch(/chapter_02\.md: v1 \d+ words/);
    // The redraft's requests count in the project's spend: its chapter session's journal is read too.
    expect(status.stdout).toMatch(/Spent: \$[\d.]+ in all \(3 requests, \$[\d.]+ of it by chapter sessions/);

    // Undo, as printed (by the built CLI: restore's own end to end): the old text back, the redrafted one kept in turn.
    const undo = await runShell(printed(result.stdout, /Undo with: (.+)/) as string, { cwd, env });
    expect(undo.code, undo.stderr).toBe(0);
    expect(read(project, 'chapter_02.md')).toBe(before.two);
    const again = await runPrinted(printed(undo.stdout, /kept as version \d+: (.+) brings it back/) as string, {
      cwd,
      env,
    });
    expect(again.code, again.stderr).toBe(0);
    expect(read(project, 'chapter_02.md')).toBe(NEW_TEXT);
    // Nothing was doubled: two texts, two versions.
    expect(readdirSync(path.join(project, '.writer/versions/chapter_02')).filter((n) => n.endsWith('.md'))).toEqual([
      'v1.md',
      'v2.md',
    ]);
  });

  it('after kill -9 mid-redraft, the same command resumes it: the version kept once, every write once', async () => {
    const { cwd, project } = await imported();
    const original = read(project, 'chapter_02.md');
    const head = `# Chapter 2\n\n${prose('storm', 10)}`;
    const tail = prose('calm', 10);
    const first = await server([
      call('write_file', { filename: 'chapter_02.md', content: head, mode: 'overwrite' }),
      { hang: true },
    ]);
    const args = ['redraft', 'drafts/Gull', 'chapter_02.md', 'Add a storm', '-o', 'drafts'];
    const run = startCli(args, { cwd, env: { GOOGLE_GEMINI_BASE_URL: first.url } });
    await until(() => first.turns().length >= 2, 'the second turn of the redraft');
    run.child.kill('SIGKILL');
    await run.result;
    expect(read(project, 'chapter_02.md')).toBe(head);

    const second = await server(
      [call('write_file', { filename: 'chapter_02.md', content: tail, mode: 'append' }), say('A storm now.')],
      1,
    );
    // The same command again (in this process: the kill -9 above is the one a real process was needed for).
    const resumed = await runInProcess(args, { cwd, env: { GOOGLE_GEMINI_BASE_URL: second.url } });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toMatch(/Resuming the unfinished redraft/);
    expect(resumed.stdout).toMatch(/Kept: the text before as version 1\. Undo with: .+ --version 1/);
    expect(read(project, 'chapter_02.md')).toBe(`${head}${tail}`);
    expect(readdirSync(path.join(project, '.writer/versions/chapter_02')).filter((n) => n.endsWith('.md'))).toEqual([
      'v1.md',
    ]);
    expect(read(project, '.writer/versions/chapter_02/v1.md')).toBe(original);
    // A kill and a resume: on a machine shared by other work this takes more than the usual 30 s.
  }, 60_000);

  it.each([
    ['../outside.md', /leaves the project folder/],
    ['chapter_*.md', /is a pattern/],
    ['chapter_0\u0007.md', /control character/],
    ['/etc/passwd', /absolute path/],
    ['.writer/session.jsonl', /writer's own files/],
    ['chapter_09.md', /is not a chapter of .*its chapters are chapter_01\.md, chapter_02\.md, chapter_03\.md/],
  ])('refuses the chapter name %j before any request, changing nothing', async (name, why) => {
    const { cwd, project } = await imported();
    const gemini = await server([say('never asked')]);
    const env = { GOOGLE_GEMINI_BASE_URL: gemini.url };
    const result = await runInProcess(['redraft', 'drafts/Gull', name, 'Anything'], { cwd, env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(why);
    expect(gemini.requests).toHaveLength(0);
    expect(existsSync(path.join(project, '.writer/versions'))).toBe(false);
    const restore = await runInProcess(['restore', 'drafts/Gull', name], { cwd });
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(why);
  });

  it('sends a chapter that is not written to writer draft, and that command works as printed', async () => {
    const { cwd, project } = await imported();
    rmSync(path.join(project, 'chapter_02.md'));
    const gemini = await server(
      [
        call('write_file', { filename: 'chapter_02.md', content: NEW_TEXT, mode: 'create' }),
        say('Chapter 2 is drafted.'),
        say('Reviewed: nothing to fix.'),
        say('Done.'),
      ],
      1,
    );
    const env = { GOOGLE_GEMINI_BASE_URL: gemini.url };
    const refused = await runInProcess(['redraft', 'drafts/Gull', 'chapter_02.md', 'Darker'], { cwd, env });
    expect(refused.code).toBe(2);
    expect(gemini.turns()).toHaveLength(0);
    const draft = printed(refused.stderr, /Draft it with: (.+)/) as string;
    // As printed, with the writer it calls in this process (writer draft's own printed run by the built CLI is in
    // test/e2e/steer.test.ts).
    const drafted = await runPrinted(draft, { cwd, env });
    expect(drafted.code, drafted.stderr).toBe(0);
    expect(read(project, 'chapter_02.md')).toBe(NEW_TEXT);
  });

  it('--dry-run gives the estimate and sends no model request', async () => {
    const { cwd, project } = await imported();
    const gemini = await server([say('never asked')]);
    const result = await runInProcess(['redraft', 'drafts/Gull', 'chapter_02.md', 'Darker', '--dry-run'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: gemini.url },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Estimate: about \$[\d.]+ .* in \d+/);
    expect(gemini.turns()).toHaveLength(0);
    expect(existsSync(path.join(project, '.writer/versions'))).toBe(false);
  });
});
