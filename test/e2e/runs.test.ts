import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath, runShell, startCli, tempDir, testPath } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  modelChunk,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { runPrinted } from '../support/printed.js';

/** A project, a chapter, the end: three turns. */
const threeTurns = (): GenerateReply[] => [
  turnReply([functionCallPart('create_project', { project_name: 'Tide' })]),
  turnReply([
    functionCallPart('write_file', { filename: 'chapter_01.md', content: 'Wave. '.repeat(100), mode: 'create' }),
  ]),
  turnReply([{ text: 'All written.' }]),
];

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const baseEnv = (url: string) => ({ GOOGLE_GEMINI_BASE_URL: url });

/** Run a command line through sh, exactly as a person would paste it. */
const shell = (command: string, cwd: string, env: Record<string, string>) => runShell(command, { cwd, env });

const resumeLine = (stdout: string) => /Resume with: (.+)\n/.exec(stdout)?.[1];

describe('printed commands work as printed', () => {
  it('started as node …/writer.js, the resume command names that invocation, and it resumes', async () => {
    server = await startGeminiServer({ replies: threeTurns() });
    const cwd = tempDir();
    const env = { ...baseEnv(server.url), GEMINI_API_KEY: 'test-key-123456' };
    const first = await shell(`node ${cliPath} --max-iterations 2 "Write a tide story"`, cwd, env);
    expect(first.code).toBe(3);
    const command = resumeLine(first.stdout);
    expect(command).toBe(`node ${cliPath} --recover ${path.join(cwd, 'output', 'Tide')} --max-iterations 2`);
    // As printed, read by sh; the writer it starts runs in this process (the first run above was the built CLI's).
    const again = await runPrinted(command as string, { cwd, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Done.');
  });

  it('started as `writer` from PATH, it prints `writer --recover …`', async () => {
    server = await startGeminiServer({ replies: threeTurns() });
    const cwd = tempDir();
    const bin = path.join(cwd, 'bin');
    mkdirSync(bin);
    symlinkSync(cliPath, path.join(bin, 'writer')); // what npm link makes
    const env = { ...baseEnv(server.url), GEMINI_API_KEY: 'test-key-123456', PATH: `${bin}:${testPath()}` };
    const first = await shell('writer --max-iterations 2 "Write a tide story"', cwd, env);
    expect(first.code).toBe(3);
    const command = resumeLine(first.stdout);
    expect(command).toBe(`writer --recover ${path.join(cwd, 'output', 'Tide')} --max-iterations 2`);
    expect((await runPrinted(command as string, { cwd, env })).code).toBe(0);
  });
});

describe('after a resume', () => {
  it('gives each figure for this run and in all, and prints "Resume with:" once', async () => {
    server = await startGeminiServer({ replies: threeTurns() });
    const cwd = tempDir();
    const first = await runInProcess(['--max-iterations', '2', 'Write a tide story'], {
      cwd,
      env: baseEnv(server.url),
    });
    expect(first.code).toBe(3);
    expect(first.stdout.match(/Resume with:/g)).toHaveLength(1);
    const second = await runInProcess(['--recover', path.join(cwd, 'output', 'Tide')], {
      cwd,
      env: baseEnv(server.url),
    });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Iterations: 1 in this run, 3 in all');
    expect(second.stdout).toContain('Files: 0 files written in this run; 1 file in all');
    expect(second.stdout).toContain('Work: 100 words in 1 chapter');
    expect(second.stdout).toMatch(/Tokens in this run: [\d,]+ prompt/);
    expect(second.stdout).toMatch(/Tokens in all: [\d,]+ prompt/);
  });

  it('Ctrl+C (SIGINT) mid-turn: exit 130 with the context saved, and the iterations add up across it', async () => {
    let hang = true;
    server = await startGeminiServer({
      replies: (_request, index) =>
        index < 2
          ? (threeTurns()[index] as GenerateReply)
          : hang
            ? { hang: true }
            : turnReply([{ text: 'All written.' }]),
    });
    const cwd = tempDir();
    const first = startCli(['Write a tide story'], { cwd, env: baseEnv(server.url) });
    await first.waitFor(/Iteration 3\//);
    first.child.kill('SIGINT');
    const stopped = await first.result;
    expect(stopped.code).toBe(130);
    expect(stopped.stdout).toContain('Iterations: 3 in this run, 3 in all');
    const project = path.join(cwd, 'output', 'Tide');
    expect(stopped.stdout).toContain(`writer.js --recover ${project}`);
    const summaries = readdirSync(project).filter((name) => name.startsWith('.context_summary_'));
    expect(summaries).toHaveLength(1);
    expect(readFileSync(path.join(project, summaries[0] as string), 'utf8')).toContain('Reason: interrupted');
    expect(readFileSync(path.join(project, 'chapter_01.md'), 'utf8')).toBe('Wave. '.repeat(100));
    hang = false;
    const second = await runInProcess(['--recover', project], {
      cwd,
      env: baseEnv(server.url),
    });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Iterations: 1 in this run, 4 in all');
  });

  it('from a summary file, the token totals carry on', async () => {
    server = await startGeminiServer({ replies: threeTurns() });
    const cwd = tempDir();
    const first = await runInProcess(['--json', '--max-iterations', '2', 'Write a tide story'], {
      cwd,
      env: baseEnv(server.url),
    });
    expect(first.code).toBe(3);
    const firstDone = JSON.parse(first.stdout.trim().split('\n').at(-1) as string) as {
      tokens: { total: { prompt_tokens: number } };
    };
    const project = path.join(cwd, 'output', 'Tide');
    const summary = readdirSync(project).find((name) => name.startsWith('.context_summary_')) as string;
    const second = await runInProcess(['--json', '--recover', path.join(project, summary)], {
      cwd,
      env: baseEnv(server.url),
    });
    expect(second.code).toBe(0);
    const done = JSON.parse(second.stdout.trim().split('\n').at(-1) as string) as {
      tokens: { run: { prompt_tokens: number }; total: { prompt_tokens: number } };
    };
    expect(done.tokens.total.prompt_tokens).toBe(firstDone.tokens.total.prompt_tokens + done.tokens.run.prompt_tokens);
  });
});

describe('stops', () => {
  it('a run that ends with nothing written exits 4 (ended incomplete), and -q does not call it an error', async () => {
    server = await startGeminiServer({ replies: () => turnReply([{ text: 'Nothing to add.' }]) });
    const result = await runInProcess(['-q', 'Write a tide story'], { cwd: tempDir(), env: baseEnv(server.url) });
    expect(result.code).toBe(4);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('Done');
  });

  it('-q does not call an ordinary stop an error', async () => {
    server = await startGeminiServer({ replies: threeTurns() });
    const result = await runInProcess(['-q', '--max-iterations', '1', 'Write a tide story'], {
      cwd: tempDir(),
      env: baseEnv(server.url),
    });
    expect(result.code).toBe(3);
    expect(result.stderr).not.toContain('Error');
    expect(result.stdout).toContain('Resume with:');
  });

  it('a failure goes to stderr, not stdout', async () => {
    server = await startGeminiServer({
      replies: [{ status: 400, error: { error: { code: 400, message: 'Bad thing.', status: 'INVALID_ARGUMENT' } } }],
    });
    const result = await runInProcess(['Write a tide story'], { cwd: tempDir(), env: baseEnv(server.url) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Bad thing.');
    expect(result.stdout).not.toContain('Bad thing.');
  });

  it('a closed stdout (writer … | head) stops with the context saved and a non-zero exit', async () => {
    // A long run: a project, then a short append every turn.
    server = await startGeminiServer({
      replies: (_request, index) =>
        index === 0
          ? turnReply([functionCallPart('create_project', { project_name: 'Tide' })])
          : index < 40
            ? turnReply([
                functionCallPart('write_file', { filename: 'a.md', content: `line ${index}\n`, mode: 'append' }),
              ])
            : { hang: true },
    });
    const cwd = tempDir();
    const run = startCli(['Write a tide story'], { cwd, env: baseEnv(server.url) });
    await run.waitFor(/Iteration 2\//);
    run.child.stdout?.destroy(); // the reader is gone, as when head has its lines
    const result = await run.result;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('Output closed');
    expect(result.stderr).toMatch(/Resume with: .* --recover /);
    const project = path.join(cwd, 'output', 'Tide');
    expect(readdirSync(project).some((name) => name.startsWith('.context_summary_'))).toBe(true);
  });
});

describe('the API key is masked everywhere', () => {
  it('in streamed text split across parts, and in summary files', async () => {
    const key = 'test-key-123456';
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Tide' })]),
        {
          chunks: [
            modelChunk([{ text: `My key is ${key.slice(0, 11)}` }]),
            modelChunk([{ text: `${key.slice(11)} and the first ha` }]),
            modelChunk([
              { text: 'lf is done.' },
              functionCallPart('write_file', { filename: 'a.md', content: 'x', mode: 'create' }),
            ]),
            modelChunk([], { finishReason: 'STOP' }),
          ],
        },
        turnReply([{ text: 'More.' }]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['--max-iterations', '2', 'Write a tide story'], {
      cwd,
      env: { ...baseEnv(server.url), GEMINI_API_KEY: key },
    });
    expect(result.code).toBe(3);
    expect(result.stdout).not.toContain(key);
    expect(result.stdout).toContain('My key is test…3456 and the first half is done.');
    const project = path.join(cwd, 'output', 'Tide');
    const file = readdirSync(project).find((name) => name.startsWith('.context_summary_')) as string;
    const summary = readFileSync(path.join(project, file), 'utf8');
    expect(summary).not.toContain(key);
    // Streamed parts joined as the model sent them: no line break inside "half".
    expect(summary).toContain('My key is test…3456 and the first half is done.');
  });
});
