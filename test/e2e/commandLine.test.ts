import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath, runShell, tempDir } from '../support/cli.js';
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
import { hasScript, startInPty } from '../support/pty.js';
import { renderScreen } from '../support/screen.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A short story in three turns: the project, one chapter, the end. */
function story(request: RecordedRequest): GenerateReply {
  const turn = turnOf(request);
  if (turn === 0) return turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]);
  if (turn === 1)
    return turnReply([
      functionCallPart('write_file', { filename: 'story.md', content: 'The lamp turned all night.', mode: 'create' }),
    ]);
  return turnReply([{ text: 'Done.' }]);
}

const COMMANDS = ['', 'status', 'export', 'check', 'revise', 'batch', 'config'];

describe('help and errors', () => {
  it('every help fits 80 columns, words whole', async () => {
    const cwd = tempDir();
    for (const command of COMMANDS) {
      const result = await runInProcess([...(command ? [command] : []), '--help'], { cwd });
      expect(result.code).toBe(0);
      const long = result.stdout.split('\n').filter((line) => line.length > 80);
      expect(long, `writer ${command} --help`).toEqual([]);
    }
  });

  it.skipIf(!hasScript)('writer --help on an 80-column terminal: no line runs past the edge', async () => {
    const run = startInPty(['--help'], { cwd: tempDir(), columns: 80 });
    const { code, output } = await run.result;
    expect(code).toBe(0);
    const { lines, wrapped } = renderScreen(output, 80);
    expect(wrapped).toBe(0);
    // The word the issue saw cut in two ("om" / "itted") is whole.
    expect(lines.some((line) => /\bomitted\b/.test(line))).toBe(true);
  });

  it("a subcommand's mistake points to that subcommand's help", async () => {
    const result = await runInProcess(['export', 'Gull_Rock', '--formt', 'epub'], { cwd: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--formt'");
    expect(result.stderr).toContain('(run writer export --help for usage)');
    const status = await runInProcess(['status', '--words', '3'], { cwd: tempDir() });
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('(run writer status --help for usage)');
  });

  it('--words takes 30k as --compress-at takes 190k, from flags, config files and batch files alike', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'token_limit: 1m\n');
    const result = await runInProcess(['config', '--words', '30k', '-o', 'books', '-m', 'gemini-2.5-pro'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/words\s+30000\s+--words/);
    expect(result.stdout).toMatch(/token_limit\s+1000000\s/);
    const bad = await runInProcess(['config', '--words', '30q'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must be a whole number of at least 1, e.g. 30000 or 30k');
  });

  it('a project name is taken wherever a project folder is: status, export, --recover, revise', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const common = ['-o', 'books', '-m', 'gemini-2.5-flash'];
    const first = await runInProcess([...common, '--max-iterations', '2', 'Write a story about a lamp'], { cwd, env });
    expect(first.code).toBe(3);
    const project = path.join(cwd, 'books', 'Gull_Rock');

    const status = await runInProcess(['status', 'Gull_Rock', '-o', 'books'], { cwd });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(project);

    const exported = await runInProcess(['export', 'Gull_Rock', '-o', 'books', '--out', 'gull.md'], { cwd });
    expect(exported.code).toBe(0);
    expect(readFileSync(path.join(cwd, 'gull.md'), 'utf8')).toContain('The lamp turned all night.');

    const resumed = await runInProcess([...common, '--recover', 'Gull_Rock'], { cwd, env });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${project}`);

    const revised = await runInProcess(['revise', 'Gull_Rock', ...common, 'Make it darker'], { cwd, env });
    expect(revised.code).toBe(0);
    expect(revised.stdout).toContain(`Revising ${project}`);
    // The model answered "Done." without touching a file: said plainly.
    expect(revised.stdout).toContain('Nothing changed: the revision wrote no file.');

    await server.close();
    server = await startGeminiServer({
      replies: [
        turnReply([
          functionCallPart('edit_file', { filename: 'story.md', old_text: 'all night', new_text: 'until dawn' }),
        ]),
        turnReply([{ text: 'Revised.' }]),
      ],
    });
    const edited = await runInProcess(['revise', 'Gull_Rock', ...common, 'Make it end at dawn'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain('Changed: 1 file\n  story.md (+1 −1 lines)\n');

    const requests = server.requests.length;
    const missing = await runInProcess(['revise', 'Gull_Rok', ...common, 'Make it darker'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      `No such project: Gull_Rok (not a folder here, nor a project in ${path.join(cwd, 'books')}).`,
    );
    expect(server.requests.length).toBe(requests);
  });
});

describe('a prompt from a file or from stdin', () => {
  const BRIEF = '# Brief\n\nWrite a story about a lamp.\n\n- one chapter\n- set on Gull Rock\n';

  it('--prompt-file idea.md: the whole file is the prompt', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'idea.md'), BRIEF);
    const result = await runInProcess(['--prompt-file', 'idea.md', '-o', 'books', '-m', 'gemini-2.5-flash'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(promptOf(server.turns()[0])).toBe(BRIEF.trim());
    expect(existsSync(path.join(cwd, 'books', 'Gull_Rock', 'story.md'))).toBe(true);
  });

  it('echo … | writer: what is piped in is the prompt', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    const result = await runInProcess(['-o', 'books', '-m', 'gemini-2.5-flash'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
      stdin: 'Write a story about a lamp\n',
    });
    expect(result.code).toBe(0);
    expect(promptOf(server.turns()[0])).toBe('Write a story about a lamp');
  });

  it('writer < idea.txt, as a shell runs it', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'idea.txt'), BRIEF);
    const result = await runShell(`node ${JSON.stringify(cliPath)} -o books -m gemini-2.5-flash < idea.txt`, {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(promptOf(server.turns()[0])).toBe(BRIEF.trim());
    expect(existsSync(path.join(cwd, 'books', 'Gull_Rock', 'story.md'))).toBe(true);
  });

  it('a prompt file that cannot be used is refused before any request (exit 2, one line)', async () => {
    server = await startGeminiServer({ replies: story });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    writeFileSync(path.join(cwd, 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    writeFileSync(path.join(cwd, 'empty.md'), '\n  \n');
    const cases: Array<[string[], string]> = [
      [['--prompt-file', 'missing.md'], 'Cannot read the prompt file missing.md: no such file.'],
      [['--prompt-file', 'latin1.txt'], 'The prompt file latin1.txt is not UTF-8 text.'],
      [['--prompt-file', 'empty.md'], 'The prompt file empty.md is empty.'],
      [['--prompt-file', 'empty.md', 'Write a story'], 'Give the prompt as words or with --prompt-file, not both.'],
    ];
    for (const [args, message] of cases) {
      const result = await runInProcess([...args, '-o', 'books'], { cwd, env });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toBe(`Error: ${message}\n`);
    }
    expect(server.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'books'))).toBe(false);
  });
});
