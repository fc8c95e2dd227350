import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, cliPath, runCli, tempDir, track } from '../support/cli.js';
import { realSignatures } from '../support/fixtures.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type Json,
  modelChunk,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { guard } from '../support/guard.js';
import { runInProcess } from '../support/inProcess.js';
import { hasScript, startInPty } from '../support/pty.js';

const [SIG_A, SIG_B, SIG_C] = realSignatures() as [string, string, string];

const CHAPTER_START = 'The lamp had burned for forty years without a night off.\n';
const CHAPTER_MORE = 'Then, one grey morning, a bottle knocked against the rocks.\n';
const OUTLINE_V1 = '# Outline\n\n1. The Lamp\n';
const OUTLINE_V2 = '# Outline\n\n1. The Lamp\n2. The Bottle\n';

/** The model turns of a short scripted session, in order. */
function scriptedTurns(): Json[][] {
  return [
    [
      modelChunk(
        [functionCallPart('create_project', { project_name: 'The Lighthouse Keeper' }, { signature: SIG_A })],
        { finishReason: 'STOP' },
      ),
    ],
    // Parallel calls: only the first is signed, as on the real API; ids are echoed back.
    [
      modelChunk(
        [
          functionCallPart(
            'write_file',
            { filename: 'outline', content: OUTLINE_V1, mode: 'create' },
            { id: 'call-1', signature: SIG_B },
          ),
          functionCallPart(
            'write_file',
            { filename: 'chapter_01.md', content: CHAPTER_START, mode: 'create' },
            { id: 'call-2' },
          ),
        ],
        { finishReason: 'STOP' },
      ),
    ],
    [
      modelChunk([{ text: 'Continuing the first chapter.' }]),
      modelChunk([
        functionCallPart(
          'write_file',
          { filename: 'chapter_01.md', content: CHAPTER_MORE, mode: 'append' },
          { signature: SIG_C },
        ),
      ]),
      modelChunk([{ text: '' }], { finishReason: 'STOP' }),
    ],
    [
      modelChunk([functionCallPart('write_file', { filename: 'outline.md', content: OUTLINE_V2, mode: 'overwrite' })], {
        finishReason: 'STOP',
      }),
    ],
    [
      modelChunk([{ text: 'The novella is complete: ' }]),
      modelChunk([{ text: 'two chapters in outline.' }], { finishReason: 'STOP' }),
    ],
  ];
}

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('writer "<prompt>" end to end against a local Gemini-compatible server', () => {
  // One run of the built CLI, not on a terminal and with NO_COLOR unset, that each test below reads.
  const turns = scriptedTurns();
  let main: { server: GeminiServer; cwd: string; result: CliResult };
  beforeAll(async () => {
    const mainServer = await startGeminiServer({ replies: turns.map((chunks) => ({ chunks })) });
    const cwd = tempDir();
    const result = await runCli(['Write a novella about a lighthouse keeper'], {
      cwd,
      env: { NO_COLOR: undefined, GOOGLE_GEMINI_BASE_URL: mainServer.url },
    });
    main = { server: mainServer, cwd, result };
  });
  afterAll(() => main?.server.close());

  it('writes the project, echoes every signature and call id, and exits 0', () => {
    const { cwd, result } = main;
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    expect(result.code).toBe(0);
    const project = path.join(cwd, 'output', 'The_Lighthouse_Keeper');
    expect(readFileSync(path.join(project, 'outline.md'), 'utf8')).toBe(OUTLINE_V2);
    expect(readFileSync(path.join(project, 'chapter_01.md'), 'utf8')).toBe(CHAPTER_START + CHAPTER_MORE);
    expect(result.stdout).toContain('The novella is complete: two chapters in outline.');
    expect(result.stdout).toContain(project);

    const sent = main.server.turns();
    expect(sent).toHaveLength(5);
    expect(sent.every((request) => request.apiKey === 'test-key-123456')).toBe(true);
    // Each request carries every earlier model turn exactly as the server sent it.
    for (let i = 1; i < sent.length; i++) {
      const contents = contentsOf(sent[i]);
      const modelTurns = contents.filter((content) => content.role === 'model');
      const expected = turns.slice(0, i).map((chunks) => ({
        role: 'model',
        parts: chunks.flatMap(
          (chunk) => ((chunk.candidates as Json[])[0]?.content as { parts: Json[] } | undefined)?.parts ?? [],
        ),
      }));
      expect(modelTurns).toEqual(expected);
    }
    const last = contentsOf(sent[4]);
    const signatures = JSON.stringify(last).match(/"thoughtSignature":"([^"]+)"/g) ?? [];
    expect(signatures).toHaveLength(3);
    // The parallel calls were answered in one user turn, in order, with their ids.
    const parallelAnswer = last[4] as { role: string; parts: Array<{ functionResponse: Json }> };
    expect(parallelAnswer.role).toBe('user');
    expect(parallelAnswer.parts.map((p) => [p.functionResponse.id, p.functionResponse.name])).toEqual([
      ['call-1', 'write_file'],
      ['call-2', 'write_file'],
    ]);
    expect((parallelAnswer.parts[0]?.functionResponse.response as Json | undefined)?.file).toBe('outline.md');
  });

  it("never writes into an earlier run's folder", async () => {
    const cwd = tempDir();
    for (let run = 0; run < 2; run++) {
      server = await startGeminiServer({
        replies: [
          turnReply([functionCallPart('create_project', { project_name: 'Same Name' })]),
          turnReply([functionCallPart('write_file', { filename: 'a.md', content: `run ${run}`, mode: 'create' })]),
          turnReply([{ text: 'Done.' }]),
        ],
      });
      const result = await runInProcess(['Write a story'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
      expect(result.code).toBe(0);
      await server.close();
      server = undefined;
    }
    const output = path.join(cwd, 'output');
    expect(readdirSync(output).sort()).toEqual(['Same_Name', 'Same_Name-2']);
    expect(readFileSync(path.join(output, 'Same_Name', 'a.md'), 'utf8')).toBe('run 0');
    expect(readFileSync(path.join(output, 'Same_Name-2', 'a.md'), 'utf8')).toBe('run 1');
  });

  it('refuses to start without an API key, naming GEMINI_API_KEY, and makes no request', async () => {
    server = await startGeminiServer({ replies: [] });
    const cwd = tempDir();
    const result = await runInProcess(['Write a story'], {
      cwd,
      env: { GEMINI_API_KEY: '', GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('GEMINI_API_KEY');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(server.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });

  it.skipIf(!hasScript)('asks for the prompt on a terminal when none is given, then writes it', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Rain' })]),
        turnReply([
          functionCallPart('write_file', { filename: 'haiku.md', content: 'Rain on the tin roof.', mode: 'create' }),
        ]),
        turnReply([{ text: 'The haiku is written.' }]),
      ],
    });
    const cwd = tempDir();
    const run = startInPty(['--output-dir', 'poems'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    await run.waitFor(/What should I write\?/);
    run.type('Write a haiku about rain\r');
    const { code, output } = await run.result;
    expect(output).toContain('The haiku is written.');
    expect(contentsOf(server.turns()[0])[0]).toEqual({ role: 'user', parts: [{ text: 'Write a haiku about rain' }] });
    expect(readFileSync(path.join(cwd, 'poems', 'Rain', 'haiku.md'), 'utf8')).toBe('Rain on the tin roof.');
    // writer's own exit code (script -e passes it on), not the wrapper's.
    expect(code).toBe(0);
  });

  it('is a usage error to give no prompt without a terminal', async () => {
    const result = await runInProcess([], { cwd: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No prompt given/);
  });

  it('the built CLI is executable, so `npx writer` runs it', () => {
    expect(statSync(cliPath).mode & 0o111).not.toBe(0);
    expect(readFileSync(cliPath, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('a reader that closes the pipe early (writer --help | head) gets no crash', async () => {
    const child = track(spawn(process.execPath, [cliPath, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] }));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.destroy(); // the reader is gone before writer writes a byte
    const code = await guard(
      new Promise<number | null>((resolve) => child.on('close', resolve)),
      'writer --help with a closed stdout',
      { onFire: () => child.kill('SIGKILL') },
    );
    expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(0);
  });

  it('--help lists the options and exits 0', async () => {
    const result = await runInProcess(['--help'], { cwd: tempDir() });
    expect(result.code).toBe(0);
    for (const option of [
      '--model',
      '--max-iterations',
      '--output-dir',
      '--base-url',
      '--recover',
      '--token-limit',
      '--compress-at',
      '--keep-recent',
      '--backup-every',
    ]) {
      expect(result.stdout).toContain(option);
    }
  });

  it('prints plain lines (no ANSI codes) when not on a terminal', () => {
    const { result } = main;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Iteration 1/300');
    // eslint-disable-next-line no-control-regex
    expect(result.stdout + result.stderr).not.toMatch(/\u001b\[/);
  });
});
