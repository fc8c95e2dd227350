import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJournal } from '../../src/journal/journal.js';
import { authorReply, PROJECT_DIR, pieceCounts } from '../support/author.js';
import { startCli, tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GeminiServerOptions,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { until } from '../support/guard.js';
import { runInProcess } from '../support/inProcess.js';

let servers: GeminiServer[] = [];
async function server(options: GeminiServerOptions): Promise<GeminiServer> {
  const started = await startGeminiServer(options);
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const env = (s: GeminiServer) => ({ GOOGLE_GEMINI_BASE_URL: s.url });
const createProject = turnReply([functionCallPart('create_project', { project_name: 'State' })]);
const write = (filename: string, content: string, mode = 'create') =>
  turnReply([functionCallPart('write_file', { filename, content, mode })]);
const done = turnReply([{ text: 'Finished.' }]);
const book = `${'The whole book in one call, far over the limit. '.repeat(2_000)}`; // ~100k characters

describe('one message larger than the input limit', () => {
  it('a 400 "input token count exceeds" compresses (keeping fewer, shortened) and asks again', async () => {
    const s = await server({
      replies: [createProject, write('book.md', book), write('coda.md', 'The end.'), done],
      inputTokenLimit: 20_000,
    });
    const cwd = tempDir();
    // writer believes the window is 1M (as with a wrong --token-limit); the server knows better.
    const result = await runInProcess(['--token-limit', '1000000', 'Write a book'], { cwd, env: env(s) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/over the model's input limit \(\d+ of 20000 tokens\): compressing and asking again/);
    expect(s.rejected).toHaveLength(1);
    const project = path.join(cwd, 'output', 'State');
    expect(readFileSync(path.join(project, 'book.md'), 'utf8')).toBe(book);
    expect(readFileSync(path.join(project, 'coda.md'), 'utf8')).toBe('The end.');
  });

  it('--recover of a session whose last message is over the limit gets past it', async () => {
    const first = await server({ replies: [createProject, write('book.md', book), { hang: true }] });
    const cwd = tempDir();
    const stopped = await runInProcess(['--max-iterations', '2', 'Write a book'], { cwd, env: env(first) });
    expect(stopped.code).toBe(3);
    const project = path.join(cwd, 'output', 'State');

    const second = await server({ replies: [write('coda.md', 'The end.'), done], inputTokenLimit: 20_000 });
    const resumed = await runInProcess(['--token-limit', '1000000', '--recover', project], { cwd, env: env(second) });
    expect(resumed.code).toBe(0);
    expect(readFileSync(path.join(project, 'coda.md'), 'utf8')).toBe('The end.');
    // And a second recovery replays the shortened history from the journal: no 400 at all.
    const third = await server({ replies: [done], inputTokenLimit: 20_000 });
    const again = await runInProcess(['--recover', project], { cwd, env: env(third) });
    expect(again.code).toBe(0);
    expect(third.rejected).toHaveLength(0);
  });
});

describe('a damaged journal', () => {
  async function stoppedSession() {
    const first = await server({
      replies: [createProject, write('a.md', 'Alpha.'), write('b.md', 'Beta.'), write('c.md', 'Gamma.'), done],
    });
    const cwd = tempDir();
    const stopped = await runInProcess(['--max-iterations', '4', 'Write a story'], { cwd, env: env(first) });
    expect(stopped.code).toBe(3);
    const project = path.join(cwd, 'output', 'State');
    const journal = path.join(project, '.writer', 'session.jsonl');
    return { cwd, project, journal, lines: readFileSync(journal, 'utf8').trimEnd().split('\n') };
  }
  const modelTurnLine = (lines: string[], file: string) =>
    lines.findIndex((line) => line.includes('"role":"model"') && line.includes(`"filename":"${file}"`));

  it('a model turn overwritten in the middle: orphan responses are repaired, and the recovery is accepted', async () => {
    const { cwd, project, journal, lines } = await stoppedSession();
    lines[modelTurnLine(lines, 'b.md')] = 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
    writeFileSync(journal, `${lines.join('\n')}\n`);
    const s = await server({ replies: [done] });
    const resumed = await runInProcess(['--recover', project], { cwd, env: env(s) });
    expect(resumed.code).toBe(0);
    expect(s.rejected).toHaveLength(0);
    expect(resumed.stdout + resumed.stderr).toMatch(
      /The journal was damaged; the history was repaired: turned function results/,
    );
  });

  it('a valid JSON line of the wrong shape is skipped, not a crash', async () => {
    const { cwd, project, journal, lines } = await stoppedSession();
    lines[modelTurnLine(lines, 'b.md')] = JSON.stringify({ type: 'message', iteration: 3 });
    writeFileSync(journal, `${lines.join('\n')}\n`);
    const s = await server({ replies: [done] });
    const resumed = await runInProcess(['--recover', project], { cwd, env: env(s) });
    expect(resumed.stdout + resumed.stderr).not.toMatch(/Cannot read properties/);
    expect(resumed.code).toBe(0);
    expect(s.rejected).toHaveLength(0);
    expect(resumed.stdout + resumed.stderr).toMatch(/Skipped 1 unreadable journal line/);
  });

  it('falls back to the newest summary file when the session record is lost, and says so', async () => {
    const { cwd, project, journal, lines } = await stoppedSession();
    writeFileSync(journal, `${['{"type":"session"}', ...lines.slice(1)].join('\n')}\n`);
    const s = await server({ replies: [done] });
    const resumed = await runInProcess(['--recover', project], { cwd, env: env(s) });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout + resumed.stderr).toMatch(/no readable session record: resumed from the newest summary file/);
  });
});

describe('one writer per project', () => {
  it('refuses a second --recover while the first runs (exit 2), and takes over the lock of a killed one', async () => {
    const first = await server({ replies: [createProject, write('a.md', 'Alpha.'), { hang: true }] });
    const cwd = tempDir();
    expect((await runInProcess(['--max-iterations', '2', 'Write a story'], { cwd, env: env(first) })).code).toBe(3);
    const project = path.join(cwd, 'output', 'State');
    const lockFile = path.join(project, '.writer', 'lock');

    const hanging = await server({ replies: [{ hang: true }] });
    const running = startCli(['--recover', project], { cwd, env: env(hanging) });
    await until(() => hanging.turns().length > 0, 'the first recovery to ask the model');
    const second = await runInProcess(['--recover', project], { cwd, env: env(hanging) });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/Another writer is already working on the project folder .*\(process \d+ on /);
    // Refused first: nothing of a recovery is said before the refusal.
    expect(second.stdout).toBe('');
    expect(hanging.turns()).toHaveLength(1);

    running.child.kill('SIGKILL');
    await running.result;
    expect(existsSync(lockFile)).toBe(true); // a kill -9 leaves it, with a dead pid
    // kill -9 also leaves temp files of writes in flight: they go on the next start.
    const temp = path.join(project, `.a.md.tmp-${running.child.pid}-0a1b2c3d`);
    writeFileSync(temp, 'a whole chapter');
    const later = await server({ replies: [done] });
    // From another folder, whose output folder does not exist: the header names the project's folder.
    const elsewhere = tempDir();
    const resumed = await runInProcess(['--recover', project], { cwd: elsewhere, env: env(later) });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout.split('\n').filter((line) => line.startsWith('writer · '))).toEqual([
      `writer · model gemini-3-flash-preview · project ${project}`,
    ]);
    expect(existsSync(path.join(elsewhere, 'output'))).toBe(false);
    expect(existsSync(temp)).toBe(false);
    expect(resumed.stdout + resumed.stderr).toMatch(/Removed 1 temporary file/);
    expect(existsSync(lockFile)).toBe(false); // released at the end
  });

  it('refuses a batch rerun while the first still runs', async () => {
    const s = await server({ replies: () => ({ hang: true }) });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: Write about otters\n    name: otter\n');
    const firstRun = startCli(['batch', 'drafts.yaml'], { cwd, env: env(s) });
    await until(() => s.turns().length > 0, 'the first batch to ask the model');
    const second = await runInProcess(['batch', 'drafts.yaml'], { cwd, env: env(s) });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/Another writer is already working on the batch drafts\.yaml/);
    firstRun.child.kill('SIGKILL');
    await firstRun.result;
  });
});

describe('exactly-once writes across kill -9', () => {
  it('answers a call interrupted after its write landed with its real outcome', async () => {
    // The first run is killed after the intent and the write, before the result reached the journal:
    // simulated by cutting the journal back to the intent line, exactly what such a kill leaves.
    const s = await server({ replies: (request) => authorReply(request, { pieces: 3 }) });
    const cwd = tempDir();
    expect((await runInProcess(['Write the pieces'], { cwd, env: env(s) })).code).toBe(0);
    const project = path.join(cwd, 'output', PROJECT_DIR);
    const journal = path.join(project, '.writer', 'session.jsonl');
    const lines = readFileSync(journal, 'utf8').trimEnd().split('\n');
    const lastIntent = lines.findLastIndex((line) => line.startsWith('{"type":"intent"'));
    writeFileSync(journal, `${lines.slice(0, lastIntent + 1).join('\n')}\n`);
    expect(pieceCounts(project, 3)).toEqual([1, 1, 1]);

    const again = await server({ replies: (request) => authorReply(request, { pieces: 3 }) });
    const resumed = await runInProcess(['--recover', project], { cwd, env: env(again) });
    expect(resumed.code).toBe(0);
    expect(pieceCounts(project, 3)).toEqual([1, 1, 1]);
    expect(JSON.stringify(again.turns()[0]?.body.contents)).toMatch(/after this write reached the disk/);
    expect(parseJournal(readFileSync(journal, 'utf8')).skippedLines).toEqual([]);
  });
});
