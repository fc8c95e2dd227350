import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { byTurn, functionCallPart, type GeminiServer, startGeminiServer, turnReply } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const generated = (s: GeminiServer) => s.requests.filter((r) => /generateContent/i.test(r.action));
const done = turnReply([{ text: 'Finished.' }]);

/** Every file under `dir` (hidden ones included) with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file, 'latin1');
  }
  return files;
}

describe('a model that cannot be used is a configuration error, found before the first paid request', () => {
  it('an unknown model (models.get: 404 NOT_FOUND) under a budget: exit 2, one line naming the known models', async () => {
    server = await startGeminiServer({ replies: [done], models: ['gemini-3-flash-preview', 'gemini-2.5-flash'] });
    const cwd = tempDir();
    const result = await runInProcess(
      ['-o', 'drafts', '-m', 'gemini-unknown', '--budget', '1', 'Write six chapters about rain'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Unknown model "gemini-unknown".*Choose one with -m, e\.g\. .*gemini-2\.5-flash/);
    expect(result.stdout).not.toContain('Resume with');
    // Only the free lookup reached the server; nothing was generated and no project was made.
    expect(server.requests.map((r) => `${r.action} ${r.model}`)).toEqual(['get gemini-unknown']);
    expect(generated(server)).toHaveLength(0);
    // Not even an empty output folder is left behind (it did not exist before the run).
    expect(existsSync(path.join(cwd, 'drafts'))).toBe(false);
  });

  it('a model Google shut down (gemini-3-pro-preview): exit 2, one line naming its replacement, which works as printed', async () => {
    server = await startGeminiServer({
      replies: () => done,
      models: ['gemini-3.1-pro-preview', 'gemini-3-flash-preview'],
    });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const gone = await runInProcess(['-o', 'shelf', '-m', 'gemini-3-pro-preview', '--budget', '1', 'Write a story'], {
      cwd,
      env,
    });
    expect(gone.code).toBe(2);
    expect(gone.stderr.trim().split('\n')).toHaveLength(1);
    expect(gone.stderr).toContain(
      'The model gemini-3-pro-preview is gone: Google shut it down on 2026-03-09. Use gemini-3.1-pro-preview instead (-m gemini-3.1-pro-preview).',
    );
    expect(generated(server)).toHaveLength(0);
    // The replacement as printed: priced (the budget is kept), served.
    const printed = /\((-m \S+)\)/.exec(gone.stderr)?.[1]?.split(' ') ?? [];
    const again = await runInProcess(['-o', 'shelf', ...printed, '--budget', '1', '--no-review', 'Write a story'], {
      cwd,
      env,
    });
    expect(again.stderr).not.toContain('gone');
    expect(generated(server).length).toBeGreaterThan(0);
    expect(generated(server).every((r) => r.model === 'gemini-3.1-pro-preview')).toBe(true);
  });

  it('a 404 whose message names the model to use instead: that name is the one given', async () => {
    server = await startGeminiServer({
      replies: [done],
      intercept: (request) =>
        request.model === 'gemini-2.0-flash'
          ? {
              status: 404,
              error: {
                error: {
                  code: 404,
                  message: 'models/gemini-2.0-flash is no longer available to new users. Please use gemini-2.5-flash.',
                  status: 'NOT_FOUND',
                },
              },
            }
          : undefined,
    });
    const result = await runInProcess(['-o', 'drafts', '-m', 'gemini-2.0-flash', 'Write a story'], {
      cwd: tempDir(),
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(
      /The model gemini-2\.0-flash is gone\. Use gemini-2\.5-flash instead \(-m gemini-2\.5-flash\)\.$/,
    );
  });

  it('a near miss of a known model is suggested', async () => {
    server = await startGeminiServer({ replies: [done], models: ['gemini-2.5-flash'] });
    const result = await runInProcess(['-o', 'drafts', '-m', 'gemini-2.5-flahs', 'Write a story'], {
      cwd: tempDir(),
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Did you mean "gemini-2.5-flash"?');
    expect(generated(server)).toHaveLength(0);
  });

  it('a model the API has but with no price, under a budget: exit 2, says how to add a price', async () => {
    server = await startGeminiServer({ replies: [done], models: ['gemini-exp-1206'] });
    const cwd = tempDir();
    const result = await runInProcess(
      ['-o', 'drafts/december', '-m', 'gemini-exp-1206', '--budget', '2', 'Write a story'],
      {
        cwd,
        env: { GOOGLE_GEMINI_BASE_URL: server.url },
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /--budget needs a model with a known price.*gemini-exp-1206.*prices: in writer\.config\.yaml/,
    );
    expect(result.stdout).not.toContain('Resume with');
    expect(generated(server)).toHaveLength(0);
    // Neither folder of drafts/december is left behind.
    expect(existsSync(path.join(cwd, 'drafts'))).toBe(false);
  });

  it('a lookup that fails for another reason (500) is no answer: the run goes on', async () => {
    server = await startGeminiServer({
      replies: byTurn([done]),
      models: ['gemini-2.5-pro'],
      intercept: (request) =>
        request.action === 'get'
          ? { status: 500, error: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } }
          : undefined,
    });
    const result = await runInProcess(
      ['-o', 'drafts', '-m', 'gemini-2.5-pro', '--retry-delay', '10ms', '--max-iterations', '1', 'Write a story'],
      { cwd: tempDir(), env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).not.toBe(2);
    expect(result.stderr).not.toContain('Unknown model');
    expect(generated(server).length).toBeGreaterThan(0);
  });

  it('--recover with an unknown -m: exit 2 before the project is locked or its journal touched', async () => {
    const first = await startGeminiServer({
      replies: byTurn([turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]), done]),
      models: ['gemini-2.5-pro'],
    });
    const cwd = tempDir();
    const common = ['-o', 'drafts'];
    const begun = await runInProcess([...common, '-m', 'gemini-2.5-pro', '--max-iterations', '1', 'Write a story'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: first.url },
    });
    await first.close();
    expect(begun.code).toBe(3);
    const project = path.join(cwd, 'drafts', 'Gull_Rock');
    const before = snapshot(project);
    server = await startGeminiServer({ replies: [done], models: ['gemini-2.5-pro'] });
    const result = await runInProcess([...common, '-m', 'gemini-unknown', '--recover', 'Gull_Rock'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown model "gemini-unknown"');
    expect(generated(server)).toHaveLength(0);
    expect(snapshot(project)).toEqual(before);
  });
});

describe('writer batch checks every draft’s model before any draft starts', () => {
  /** A batch file in `dir`: a draft on the defaults' model, and one on a model of its own. */
  function drafts(dir: string, ownModel: string, extra = ''): string {
    const file = path.join(dir, 'drafts.yaml');
    writeFileSync(
      file,
      `${extra}drafts:\n  - prompt: "Write about a fox"\n    name: fox\n  - prompt: "Write about a heron"\n    name: heron\n    model: ${ownModel}\n`,
    );
    return file;
  }

  it('one draft with an unknown model: exit 2 naming that draft, no draft generated, no draft folder made', async () => {
    server = await startGeminiServer({ replies: byTurn([done]), models: ['gemini-2.5-flash', 'gemini-2.5-pro'] });
    const cwd = tempDir();
    const result = await runInProcess(
      ['batch', drafts(cwd, 'gemini-2.5-prro'), '-o', 'runs', '-m', 'gemini-2.5-flash'],
      {
        cwd,
        env: { GOOGLE_GEMINI_BASE_URL: server.url },
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/heron: Unknown model "gemini-2\.5-prro".*Did you mean "gemini-2\.5-pro"\?/);
    expect(generated(server)).toHaveLength(0);
    // Each model is looked up once, the fox's before the heron's.
    expect(server.requests.map((r) => `${r.action} ${r.model}`)).toEqual([
      'get gemini-2.5-flash',
      'get gemini-2.5-prro',
    ]);
    expect(existsSync(path.join(cwd, 'runs')) ? readdirSync(path.join(cwd, 'runs')) : []).toEqual([]);
  });

  it('a batch budget with a draft whose model has no price: exit 2 before any request is paid', async () => {
    server = await startGeminiServer({ replies: byTurn([done]), models: ['gemini-2.5-flash', 'gemini-exp-1206'] });
    const cwd = tempDir();
    const result = await runInProcess(
      ['batch', drafts(cwd, 'gemini-exp-1206'), '-o', 'runs', '-m', 'gemini-2.5-flash', '--budget', '3'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/heron: --budget needs a model with a known price.*gemini-exp-1206/);
    expect(generated(server)).toHaveLength(0);
  });

  it('a draft’s own budget in the batch file, on a model with no price, is refused the same way', async () => {
    server = await startGeminiServer({ replies: byTurn([done]), models: ['gemini-2.5-flash', 'gemini-exp-1206'] });
    const cwd = tempDir();
    const file = path.join(cwd, 'drafts.yaml');
    writeFileSync(file, 'drafts:\n  - prompt: "Write about an eel"\n    model: gemini-exp-1206\n    budget: 2\n');
    const result = await runInProcess(['batch', file, '-o', 'runs'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--budget needs a model with a known price');
    expect(generated(server)).toHaveLength(0);
  });
});
