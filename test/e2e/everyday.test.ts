import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

const script = (): GenerateReply[] => [
  turnReply([functionCallPart('create_project', { project_name: 'Daily' })]),
  turnReply([
    { text: 'Writing the first chapter now.' },
    functionCallPart('write_file', { filename: 'chapter_01.md', content: 'Morning. '.repeat(100), mode: 'create' }),
  ]),
  turnReply([{ text: 'All written.' }]),
];

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(args: string[], env: Record<string, string | undefined> = {}, cwd = tempDir()) {
  server = await startGeminiServer({ replies: script() });
  const result = await runInProcess(args, { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url, ...env } });
  return { result, cwd };
}

describe('everyday use', () => {
  it('--json prints one event per line that follows the run', async () => {
    const { result, cwd } = await run(['--json', 'Write a story']);
    expect(result.code).toBe(0);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('done');
    expect(types.filter((t) => t === 'iteration')).toHaveLength(3);
    expect(types).toEqual(expect.arrayContaining(['turn', 'usage', 'tool_call', 'tool_result']));
    expect(events.every((e) => typeof e.time === 'string')).toBe(true);
    const call = events.find((e) => e.type === 'tool_call' && e.name === 'write_file')!;
    expect(call.args).toEqual({ filename: 'chapter_01.md', content: { chars: 900 }, mode: 'create' });
    const result2 = events.find((e) => e.type === 'tool_result' && e.name === 'write_file')!;
    expect(result2.result).toMatchObject({ file: 'chapter_01.md', words_written: 100 });
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      status: 'done',
      project: path.join(cwd, 'output', 'Daily'),
      work_words: 100,
      iterations: { run: 3, total: 3 },
      files_written: [{ path: 'chapter_01.md', words: 100 }],
    });
    // One naming style: every field name snake_case, at every depth (tool arguments and results are the model's own).
    const names = (value: unknown): string[] =>
      value === null || typeof value !== 'object'
        ? []
        : Object.entries(value).flatMap(([key, inner]) =>
            key === 'args' || key === 'result' ? [key] : [key, ...names(inner)],
          );
    const bad = events.flatMap((event) => names(event)).filter((name) => !/^[a-z0-9_]+$/.test(name));
    expect(bad).toEqual([]);
    // Costs are rounded: no floating-point tails like 0.05539500000000001.
    const cost = done.cost as { run: number; total: number };
    expect(String(cost.total)).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(cost.run).toBe(cost.total);
  });

  it('--quiet prints the final line only', async () => {
    const { result, cwd } = await run(['--quiet', 'Write a story']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Done: ${path.join(cwd, 'output', 'Daily')} (100 words)\n`);
  });

  it('--verbose adds request timings and token accounting; the summary has tokens and an estimated cost', async () => {
    const { result } = await run(['--verbose', 'Write a story']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /request \d+\.\d\ds · prompt [\d,]+ \(cached 0\) · output 20 · thinking 0 · finish STOP/,
    );
    expect(result.stdout).toContain('Writing the first chapter now.');
    expect(result.stdout).toMatch(
      /Tokens: [\d,]+ prompt \(0 cached\), 60 output, 0 thinking · estimated cost \$0\.\d{4}/,
    );
  });

  it('takes settings from flags, environment and writer.config.yaml in that order', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'model: from-file\nmax_iterations: 40\noutput_dir: drafts\n');
    const { result } = await run(['--max-iterations', '7', 'Write a story'], { WRITER_MODEL: 'from-env' }, cwd);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Iteration 1/7');
    expect(server!.turns()[0]!.model).toBe('from-env');
    expect(result.stdout).toContain(path.join(cwd, 'drafts', 'Daily'));
  });

  it('reports a bad config value with its file and line, before any request', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'model: x\nkeep_recent: 0\n');
    const { result } = await run(['Write a story'], {}, cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${path.join(cwd, 'writer.config.yaml')}:2: keep_recent must be a whole number of at least 1`,
    );
    expect(server!.requests).toHaveLength(0);
  });

  it('reads the key from a .env file', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), 'GEMINI_API_KEY=key-from-dotenv-42\n');
    const { result } = await run(['Write a story'], { GEMINI_API_KEY: undefined }, cwd);
    expect(result.code).toBe(0);
    expect(server!.turns()[0]!.apiKey).toBe('key-from-dotenv-42');
  });

  it('writer config shows each setting with its source and masks the key', async () => {
    const cwd = tempDir();
    const home = path.join(cwd, 'home');
    mkdirSync(path.join(home, 'writer'), { recursive: true });
    writeFileSync(path.join(home, 'writer', 'config.yaml'), 'keep_recent: 12\n');
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'max_wait: 5m\n');
    const result = await runInProcess(['config'], {
      cwd,
      env: { XDG_CONFIG_HOME: home, WRITER_MODEL: 'gemini-2.5-pro', GEMINI_API_KEY: 'AIzaSySECRET-abcdefgh' },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/model\s+gemini-2\.5-pro\s+WRITER_MODEL/);
    expect(result.stdout).toMatch(/keep_recent\s+12\s+.*home\/writer\/config\.yaml:1/);
    expect(result.stdout).toMatch(/max_wait\s+5m\s+.*writer\.config\.yaml:1/);
    expect(result.stdout).toMatch(/max_iterations\s+300\s+default/);
    expect(result.stdout).toMatch(/api_key\s+AIza…efgh\s+GEMINI_API_KEY/);
    expect(result.stdout).not.toContain('SECRET');
  });

  it('help mentions every option of every command, with examples', async () => {
    const cwd = tempDir();
    const main = await runInProcess(['--help'], { cwd });
    for (const option of [
      '--model',
      '--max-iterations',
      '--words',
      '--output-dir',
      '--base-url',
      '--token-limit',
      '--compress-at',
      '--keep-recent',
      '--backup-every',
      '--max-retries',
      '--max-wait',
      '--request-timeout',
      '--retry-delay',
      '--show-thinking',
      '--config',
      '--quiet',
      '--verbose',
      '--json',
      '--recover',
      '--version',
    ]) {
      expect(main.stdout).toContain(option);
    }
    expect(main.stdout).toContain('Examples:');
    for (const [command, options] of [
      ['status', ['--output-dir']],
      ['export', ['--out']],
      ['config', ['--config']],
    ] as const) {
      const help = await runInProcess([command, '--help'], { cwd });
      expect(help.code).toBe(0);
      for (const option of options) expect(help.stdout).toContain(option);
      expect(help.stdout).toContain('Examples:');
    }
    const versionOut = await runInProcess(['--version'], { cwd });
    expect(versionOut.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
