import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/** Every draft or run: write story.md, then finish. */
const story = (): GenerateReply[] => [
  turnReply([functionCallPart('write_file', { filename: 'story.md', content: 'Once. '.repeat(60), mode: 'create' })]),
  turnReply([{ text: 'Finished.' }]),
];

/** A single run: a project, its story, the end. */
const run = (): GenerateReply[] => [
  turnReply([functionCallPart('create_project', { project_name: 'Heron' })]),
  ...story(),
];

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Options given after a subcommand belong to it; every value differs from its default, so an ignored one shows.
describe('subcommands take the options their --help lists', () => {
  it('writer batch FILE --output-dir --model --max-iterations -q', async () => {
    server = await startGeminiServer({ replies: () => story()[0] as GenerateReply });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: "Write a story about a heron"\n');
    const result = await runInProcess(
      ['batch', 'drafts.yaml', '--output-dir', 'drafts', '--model', 'gemini-2.5-pro', '--max-iterations', '2', '-q'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    // Two turns allowed, and the model never stops calling tools: stopped at the cap.
    expect(result.code).toBe(3);
    expect(server.turns()).toHaveLength(2);
    expect(server.turns().every((turn) => turn.model === 'gemini-2.5-pro')).toBe(true);
    expect(readdirSync(path.join(cwd, 'drafts'))).toContain('heron');
    expect(result.stdout).toMatch(/^0 of 1 draft done\. Report: .*drafts\/batch-.*\.json\n$/);
  });

  it('writer status -o DIR finds the newest project there', async () => {
    server = await startGeminiServer({ replies: run() });
    const cwd = tempDir();
    const first = await runInProcess(['-o', 'books', 'Write a story'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(first.code).toBe(0);
    const status = await runInProcess(['status', '-o', 'books'], { cwd });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(path.join(cwd, 'books'));
    expect(status.stdout).toContain('story.md (60 words)');
  });

  it('writer status OUTPUT (the output folder itself) shows its newest project, not the folder as one', async () => {
    server = await startGeminiServer({ replies: run() });
    const cwd = tempDir();
    await runInProcess(['-o', 'books', 'Write a story'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    const [project] = readdirSync(path.join(cwd, 'books'));
    const status = await runInProcess(['status', 'books'], { cwd });
    expect(status.code).toBe(0);
    expect(status.stdout.split('\n')[0]).toContain(path.join(cwd, 'books', project as string));
    expect(status.stdout).toMatch(/^(Resume|Revise): /m);
    expect(status.stdout).not.toContain('nothing to resume');
  });

  it('writer config -c FILE -m X shows them, the flag named as the source', async () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'conf'));
    writeFileSync(path.join(cwd, 'conf', 'mine.yaml'), 'keep_recent: 7\n');
    const result = await runInProcess(
      ['config', '-c', 'conf/mine.yaml', '-m', 'gemini-2.5-flash', '--max-iterations', '45'],
      {
        cwd,
      },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/keep_recent\s+7\s+.*conf\/mine\.yaml:1/);
    expect(result.stdout).toMatch(/model\s+gemini-2\.5-flash\s+--model/);
    expect(result.stdout).toMatch(/max_iterations\s+45\s+--max-iterations/);
  });

  it('writer help batch shows the help of batch; no prompt is sent', async () => {
    server = await startGeminiServer({ replies: [] });
    const result = await runInProcess(['help', 'batch'], {
      cwd: tempDir(),
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: writer batch');
    expect(result.stdout).toContain('--concurrency');
    expect(server.requests).toHaveLength(0);
  });
});

describe('writer config', () => {
  it('names every source: no "undefined", GOOGLE_GEMINI_BASE_URL, a key from .env', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), 'GEMINI_API_KEY=AIzaFromDotEnv-9876\n');
    const result = await runInProcess(['config', '--words', '12000'], {
      cwd,
      env: { GEMINI_API_KEY: undefined, GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9/' },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('undefined');
    expect(result.stdout).toMatch(/base_url\s+http:\/\/127\.0\.0\.1:9\/\s+GOOGLE_GEMINI_BASE_URL/);
    expect(result.stdout).toMatch(/words\s+12000\s+--words/);
    expect(result.stdout).toMatch(/token_limit\s+\(the model's input limit\)\s+default/);
    expect(result.stdout).toMatch(new RegExp(`api_key\\s+AIza…9876\\s+GEMINI_API_KEY in ${path.join(cwd, '.env')}`));
  });

  it('a bad nested price names its own line', async () => {
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, 'writer.config.yaml'),
      'prices:\n  gemini-3-pro-preview:\n    input: -1\n    output: 12\n',
    );
    const result = await runInProcess(['config'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('writer.config.yaml:3: prices of gemini-3-pro-preview: input must be');
  });
});

describe('batch reports', () => {
  it('labels name the subject, columns line up, and one draft is "1 draft"', async () => {
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, 'drafts.yaml'),
      'drafts:\n  - prompt: "Write a 600-word short story about a lighthouse keeper"\n  - prompt: "Write a poem about rain"\n',
    );
    const dry = await runInProcess(['batch', 'drafts.yaml', '--dry-run', '--max-iterations', '1'], { cwd });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('2 drafts from drafts.yaml');
    expect(dry.stdout).toContain('1 iteration');
    const rows = dry.stdout.split('\n').filter((line) => /gemini-/.test(line));
    expect(rows.map((row) => row.trim().split(/\s+/)[0])).toEqual(['lighthouse_keeper', 'rain']);
    // The model column starts at the same place in every row.
    expect(new Set(rows.map((row) => row.indexOf('gemini-'))).size).toBe(1);

    writeFileSync(path.join(cwd, 'one.yaml'), 'drafts:\n  - prompt: "Write about an otter"\n');
    const one = await runInProcess(['batch', 'one.yaml', '--dry-run'], { cwd });
    expect(one.stdout).toContain('1 draft from one.yaml');
  });

  it('an unknown key in a draft lists prompt, name and count among the known', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: "x"\n    nmae: y\n');
    const result = await runInProcess(['batch', 'drafts.yaml', '--dry-run'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /drafts\.yaml:3: unknown setting "nmae"\. Did you mean "name"\? \(known: prompt, name, count, model/,
    );
  });
});

describe('refused before any request', () => {
  it('--token-limit 100 is too small to hold the system prompt and tools', async () => {
    server = await startGeminiServer({ replies: story() });
    const cwd = tempDir();
    const result = await runInProcess(['--token-limit', '100', 'Write a story'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/token limit 100 \(from --token-limit\) is too small.*at least [\d,]+ tokens/);
    expect(server.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });
});

describe('batch with a closed stdout', () => {
  it('stops every draft with its context saved and a non-zero exit', async () => {
    // Drafts that never finish: an append every turn.
    server = await startGeminiServer({
      replies: (_request, index) =>
        index < 60
          ? turnReply([
              functionCallPart('write_file', { filename: 'a.md', content: `line ${index}\n`, mode: 'append' }),
            ])
          : { hang: true },
    });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: "Write about a heron"\n');
    const run = startCli(['batch', 'drafts.yaml'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    await run.waitFor(/iter(ation)? 2\//);
    run.child.stdout?.destroy();
    const result = await run.result;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('Output closed');
    expect(readdirSync(path.join(cwd, 'output', 'heron')).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });
});
