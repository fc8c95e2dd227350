import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  promptOf,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { runPrinted } from '../support/printed.js';

/**
 * A mistyped command, option or config key is refused before any request,
 * with the name it was most likely meant to be; a prompt that reads like a
 * command is still possible, after -- or with --prompt.
 */

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  // Each run: a project and its one story in the first turn, the end in the second.
  server = await startGeminiServer({
    replies: (request) =>
      contentsOf(request).some((content) => content.role === 'model')
        ? turnReply([{ text: 'The story is written.' }])
        : turnReply([
            functionCallPart('create_project', { project_name: 'Story' }),
            functionCallPart('write_file', { filename: 'story.md', content: 'Rain fell. '.repeat(30), mode: 'create' }),
          ]),
  });
  const cwd = tempDir();
  return { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } };
}

describe('a mistyped command is not a paid prompt', () => {
  it.each([
    [['stauts'], 'stauts', 'status', '-- stauts'],
    [['exprot', 'output/x'], 'exprot', 'export', "-- 'exprot output/x'"],
    [['revize', 'output/x'], 'revize', 'revise', "-- 'revize output/x'"],
    [['hlep'], 'hlep', 'help', '-- hlep'],
  ])('writer -o drafts %j: exit 2, one suggestion, no request, no folder', async (words, typed, meant, escaped) => {
    const { cwd, env } = await setUp();
    const result = await runInProcess(['-o', 'drafts', ...words], { cwd, env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Unknown command "${typed}". Did you mean "${meant}"?`);
    // The way to mean it, with this command line's options.
    expect(result.stderr).toContain(`--output-dir drafts ${escaped}`);
    expect(result.stdout).toBe('');
    expect(server?.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'drafts'))).toBe(false);
  });

  it('a longer prompt, or one far from any command, is a prompt', async () => {
    const { cwd, env } = await setUp();
    expect((await runInProcess(['-o', 'drafts', 'dragons'], { cwd, env })).code).toBe(0);
    expect((await runInProcess(['-o', 'drafts2', 'stauts', 'of', 'the', 'dragons'], { cwd, env })).code).toBe(0);
    expect(new Set(server?.turns().map(promptOf))).toEqual(new Set(['dragons', 'stauts of the dragons']));
  });

  it('--prompt takes it as written; with words beside it, it is a usage error', async () => {
    const { cwd, env } = await setUp();
    const meant = await runInProcess(['--prompt', 'stauts', '-o', 'drafts'], { cwd, env });
    expect(meant.code).toBe(0);
    expect(promptOf(server?.turns()[0])).toBe('stauts');
    const both = await runInProcess(['--prompt', 'stauts', 'Write a story'], { cwd, env });
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/Give the prompt once/);
    expect(server?.turns()).toHaveLength(2);
  });

  it('the printed way to mean it works as printed: after --, in the folder and with the model given', async () => {
    const { cwd, env } = await setUp();
    // In this process, which prints `writer …` as an installed writer does; the printed line is read and run by sh
    // (test/support/printed.ts).
    const refused = await runInProcess(['-o', 'my drafts', '-m', 'gemini-2.5-pro', 'stauts'], { cwd, env });
    expect(refused.code).toBe(2);
    const printed = /To write about it, give the prompt after --: (.+)/.exec(refused.stderr)?.[1] as string;
    expect(printed).toMatch(/ --model gemini-2\.5-pro --output-dir 'my drafts' -- stauts$/);
    const ran = await runPrinted(printed, { cwd, env });
    expect(ran.code).toBe(0);
    expect(new Set(server?.turns().map(promptOf))).toEqual(new Set(['stauts']));
    expect(server?.turns()[0]?.model).toBe('gemini-2.5-pro');
    expect(ran.stdout).toContain(`output ${path.join(cwd, 'my drafts')}`);
  });
});

describe('did you mean, for help, options and config keys', () => {
  it('writer help nosuch is a usage error naming the commands; a near miss gets a suggestion', async () => {
    const { cwd, env } = await setUp();
    const nosuch = await runInProcess(['help', 'nosuch'], { cwd, env });
    expect(nosuch.code).toBe(2);
    expect(nosuch.stdout).toBe('');
    expect(nosuch.stderr.trim().split('\n')).toHaveLength(1);
    expect(nosuch.stderr).toMatch(
      /Unknown command "nosuch"\. The commands: status, .*export, .*revise, .*batch, config/,
    );
    const near = await runInProcess(['help', 'statsu'], { cwd, env });
    expect(near.code).toBe(2);
    expect(near.stderr).toContain('Unknown command "statsu". Did you mean "status"?');
    const status = await runInProcess(['help', 'status'], { cwd, env });
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Usage: writer status/);
    const all = await runInProcess(['help'], { cwd, env });
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^Usage: writer \[options\] \[command\]/);
    expect(all.stdout).toMatch(/help \[command\] +show help for a command/);
    expect(server?.requests).toHaveLength(0);
  });

  it('an unknown option and an unknown config key name the one meant, before any request', async () => {
    const { cwd, env } = await setUp();
    const option = await runInProcess(['--modle', 'gemini-2.5-pro', 'Write a story about rain'], { cwd, env });
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(/unknown option '--modle'\s+\(Did you mean --model\?\)/);
    writeFileSync(path.join(cwd, 'my.yaml'), 'output_dir: drafts\nmax_iteration: 5\n');
    const key = await runInProcess(['-c', 'my.yaml', 'Write a story about rain'], { cwd, env });
    expect(key.code).toBe(2);
    expect(key.stderr).toContain('my.yaml:2: unknown setting "max_iteration". Did you mean "max_iterations"?');
    expect(server?.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'drafts'))).toBe(false);
  });

  it.each([
    ['status'],
    ['list'],
    ['check'],
    ['config'],
    ['revise', 'Tide', 'Make it darker'],
    ['batch', 'drafts.yaml'],
  ])('`writer %s` with a bad setting says where it is, in one line, exit 2', async (...args) => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: Write about otters\n');
    writeFileSync(path.join(cwd, 'my.yaml'), 'output_dir: drafts\nmax_iterations: none\n');
    const result = await runInProcess([...args, '-c', 'my.yaml'], { cwd, env: { GEMINI_API_KEY: 'test-key' } });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/my\.yaml:2: .*max_iterations/)]);
    expect(result.stdout).toBe('');
  });
});
