import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  promptOf,
  type RecordedRequest,
  startGeminiServer,
  turnOf,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** "Write about X": project X, one story of a few words, then done. */
function story(request: RecordedRequest): GenerateReply {
  const name = promptOf(request).replace('Write about ', '');
  const turn = turnOf(request);
  if (turn === 0) return turnReply([functionCallPart('create_project', { project_name: name })]);
  if (turn === 1)
    return turnReply([
      functionCallPart('write_file', { filename: 'story.md', content: `A story about ${name}.`, mode: 'create' }),
    ]);
  return turnReply([{ text: 'Done.' }]);
}

describe('writer list', () => {
  it('every project in the output folder with its state, words, spend and last change, newest first', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const run = (args: string[]) => runInProcess(['-o', 'books', '-m', 'gemini-2.5-flash', ...args], { cwd, env });
    expect((await run(['Write about Herons'])).code).toBe(0);
    expect((await run(['--max-iterations', '1', 'Write about Eels'])).code).toBe(3);
    expect((await run(['Write about Moths'])).code).toBe(0);
    // Moths is being written now: its lock is held by a live process (this one).
    writeFileSync(
      path.join(cwd, 'books', 'Moths', '.writer', 'lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
    );
    // A folder writer never ran in.
    mkdirSync(path.join(cwd, 'books', 'notes'));

    const result = await runInProcess(['list', '-o', 'books'], { cwd });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`4 projects in ${path.join(cwd, 'books')}:`);
    const row = (name: string) => lines.find((line) => line.startsWith(`  ${name} `)) ?? '';
    expect(row('Herons')).toMatch(/^ {2}Herons +finished +4 words +\$0\.\d{4} +\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(row('Eels')).toMatch(/^ {2}Eels +stopped at the cap +0 words +\$0\.\d{4} /);
    expect(row('Moths')).toContain(`being written (pid ${process.pid})`);
    expect(row('notes')).toMatch(/^ {2}notes +no session +0 words +\d{4}-/);
    // Newest change first: the lock just written makes Moths the newest.
    expect(lines[1]).toMatch(/^ {2}(Moths|notes) /);

    const json = await runInProcess(['list', '--json', '-o', 'books'], { cwd });
    expect(json.code).toBe(0);
    const listed = JSON.parse(json.stdout) as { projects: Array<{ name: string; state: string; words: number }> };
    expect(listed.projects.find((p) => p.name === 'Herons')).toMatchObject({ state: 'finished', words: 4 });

    const none = await runInProcess(['list', '-o', 'nowhere'], { cwd });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`No output folder ${path.join(cwd, 'nowhere')}`);
  });
});
