import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { runPrinted } from '../support/printed.js';

/**
 * Every command writer prints for the person to type repeats the options
 * that change where and how the work runs, and is run here as printed (through
 * sh), with values that are not the defaults: the output folder, the model,
 * the budget, the config file, the iteration cap. Every run is in this
 * process (test/support/inProcess.ts), which prints `writer …` as an installed
 * writer does; each printed line is read and run by sh, and the writer it
 * calls runs in this process (test/support/printed.ts). The printed forms run
 * by the built CLI itself (`writer` found on the PATH, `node …/writer.js`) are
 * in test/e2e/runs.test.ts.
 */

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The line after `label`, up to the end of the line. */
const printed = (text: string, label: RegExp) => label.exec(text)?.[1]?.trim();

describe('printed commands, run as printed', () => {
  it('a stop before any project exists prints a rerun with -o, --model and the config file, and it runs there', async () => {
    // Turn 1 only thinks aloud (no project yet), and the cap of one iteration stops the run there.
    server = await startGeminiServer({
      replies: [
        turnReply([{ text: 'Let me think about the six chapters first.' }]),
        turnReply([functionCallPart('create_project', { project_name: 'Six' })]),
        turnReply([
          functionCallPart('write_file', { filename: 'chapter_01.md', content: 'Rain. '.repeat(80), mode: 'create' }),
        ]),
        turnReply([{ text: 'All six chapters are written.' }]),
      ],
    });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'my.yaml'), 'max_retries: 0\n');
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const first = await runInProcess(
      ['Write six chapters', '-o', 'my out', '-m', 'gemini-2.5-pro', '--max-iterations', '1', '-c', 'my.yaml'],
      { cwd, env },
    );
    expect(first.code).toBe(3);
    const command = printed(first.stdout, /Resume with: (.+)/);
    expect(command).toMatch(/ --output-dir 'my out' /);
    expect(command).toMatch(/ --model gemini-2\.5-pro /);
    expect(command).toMatch(/ --max-iterations 1 /);
    expect(command).toMatch(/ --config my\.yaml /);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);

    // As printed, it runs in the same folder with the same model and settings: one more iteration, no ./output.
    const before = server.requests.length;
    const again = await runPrinted(command as string, { cwd, env });
    expect(again.code).toBe(3);
    const models = new Set(server.requests.slice(before).map((r) => r.model));
    expect(models).toEqual(new Set(['gemini-2.5-pro']));
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
    expect(existsSync(path.join(cwd, 'my out', 'Six'))).toBe(true);

    // Its own resume line resumes the project it made, where it made it, one iteration at a time.
    const resume = printed(again.stdout, /Resume with: (.+)/) as string;
    expect(resume).toContain(`--recover '${path.join(cwd, 'my out', 'Six')}'`);
    expect(resume).toMatch(/ --model gemini-2\.5-pro --max-iterations 1 --output-dir 'my out' --config my\.yaml$/);
    const third = await runPrinted(resume, { cwd, env });
    expect(third.code).toBe(3);
    expect(readFileSync(path.join(cwd, 'my out', 'Six', 'chapter_01.md'), 'utf8')).toContain('Rain.');
    const last = await runPrinted(printed(third.stdout, /Resume with: (.+)/) as string, { cwd, env });
    expect(last.stdout).toContain('Done.');
    expect(last.code).toBe(0);
    expect(new Set(server.requests.map((r) => r.model))).toEqual(new Set(['gemini-2.5-pro']));
  });

  it('a budget stop before the first request prints a rerun that keeps the budget, and as printed it spends nothing', async () => {
    server = await startGeminiServer({ replies: [turnReply([{ text: 'never asked' }])] });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const first = await runInProcess(['-o', 'drafts', '--budget', '0.0001', 'Write a long saga of the sea'], {
      cwd,
      env,
    });
    expect(first.code).toBe(3);
    expect(server.turns()).toHaveLength(0);
    const command = printed(first.stdout, /Resume with: (.+)/);
    expect(command).toMatch(/--output-dir drafts --budget 0\.0001 'Write a long saga of the sea'$/);
    const again = await runPrinted(command as string, { cwd, env });
    expect(again.code).toBe(3);
    expect(server.turns()).toHaveLength(0);
    expect(again.stdout).toMatch(/Stopped at the budget/);
  });
});

describe('batch hints, run as printed', () => {
  /** fox writes its story, then says it is done; eel writes a chapter every turn and never ends. */
  const replies = (request: RecordedRequest): GenerateReply => {
    const turn = turnOf(request);
    if (promptOf(request).includes('eel'))
      return turnReply([
        functionCallPart('write_file', {
          filename: `chapter_${turn + 1}.md`,
          content: 'Eel. '.repeat(20),
          mode: 'create',
        }),
      ]);
    return turn === 0
      ? turnReply([functionCallPart('write_file', { filename: 'story.md', content: 'A fox story.', mode: 'create' })])
      : turnReply([{ text: 'Done.' }]);
  };

  it('`Run "writer batch … --output-dir drafts2 --model …" again` resumes in drafts2, and a draft resumes alone', async () => {
    server = await startGeminiServer({ replies });
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, 'drafts.yaml'),
      'drafts:\n  - prompt: "Write about a fox"\n    name: fox\n  - prompt: "Write about an eel"\n    name: eel\n    model: gemini-3.1-pro-preview\n',
    );
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    // Both drafts stop at the cap of one iteration.
    const first = await runInProcess(
      ['batch', 'drafts.yaml', '--output-dir', 'drafts2', '-m', 'gemini-2.5-pro', '--max-iterations', '1'],
      { cwd, env },
    );
    expect(first.code).toBe(3);
    const again = printed(first.stdout, /Run "(.+)" again to resume/) as string;
    expect(again).toMatch(/ batch drafts\.yaml --model gemini-2\.5-pro --max-iterations 1 --output-dir drafts2$/);

    // As printed: the drafts resume where they are, each with its model; fox ends; nothing goes to ./output.
    const before = server.requests.length;
    const second = await runPrinted(again, { cwd, env });
    expect(second.code).toBe(3);
    expect(second.stdout).toMatch(/fox\s+done \(resumed\)/);
    const models = (from: number, draft: string) =>
      new Set(
        server?.requests
          .slice(from)
          .filter((r) => promptOf(r).includes(draft))
          .map((r) => r.model),
      );
    expect(models(before, 'fox')).toEqual(new Set(['gemini-2.5-pro']));
    expect(models(before, 'eel')).toEqual(new Set(['gemini-3.1-pro-preview']));
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);

    // The eel draft resumed alone, as its line prints it: its folder, its own model, the batch's cap and folder.
    const alone = printed(second.stdout, /Resume: (.+--recover \S+eel .*)/) as string;
    expect(alone).toMatch(/--model gemini-3.1-pro-preview --max-iterations 1 --output-dir drafts2$/);
    const third = await runPrinted(alone, { cwd, env });
    expect(third.code).toBe(3);
    expect(readdirSync(path.join(cwd, 'drafts2', 'eel')).filter((f) => f.startsWith('chapter_'))).toHaveLength(3);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });
});
