import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, tempDir } from '../support/cli.js';
import {
  contentsOf,
  DEFAULT_SUMMARY,
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  type Json,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { until } from '../support/guard.js';
import { runInProcess } from '../support/inProcess.js';

const paragraph = (i: number) =>
  `Chapter ${i}. ${'Waves broke on Gull Rock while Elias trimmed the wick. '.repeat(25)}\n`;
const createProject = turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]);
const writeChapter = (i: number, mode = 'create') =>
  turnReply([
    functionCallPart('write_file', {
      filename: `chapter_${String(i).padStart(2, '0')}.md`,
      content: paragraph(i),
      mode,
    }),
  ]);
const done = turnReply([{ text: 'The novella is finished.' }]);
const firstText = (contents: Json[]) => String((contents[0]?.parts as Json[] | undefined)?.[0]?.text ?? '');

let servers: GeminiServer[] = [];
async function server(
  replies: GenerateReply[] | ((request: never, index: number) => GenerateReply),
  extra: { inputTokenLimit?: number; latencyMs?: number } = {},
) {
  const started = await startGeminiServer({ replies: replies as GenerateReply[], ...extra });
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const projectFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();

describe('context end to end', () => {
  it('compresses past a small --token-limit, continues with the summary and the recent messages that fit, and resumes from the summary file', async () => {
    const replies = [createProject, ...Array.from({ length: 14 }, (_, i) => writeChapter(i + 1)), done];
    const first = await server(replies);
    const cwd = tempDir();
    const result = await runInProcess(['--token-limit', '6000', 'Write a novella about a lighthouse'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: first.url },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Context compressed/);

    const project = path.join(cwd, 'output', 'Gull_Rock');
    const turns = first.turns();
    const index = turns.findIndex((r) => firstText(contentsOf(r)).startsWith('[CONTEXT SUMMARY]'));
    expect(index).toBeGreaterThan(0);
    const after = contentsOf(turns[index]);
    expect(firstText(after)).toContain(DEFAULT_SUMMARY);
    // The recent messages, kept exactly as they were sent before: --keep-recent (10), fewer only where they would
    // leave the request over the threshold (0.9 of the window) in a window this small.
    expect(after.length - 1).toBeGreaterThanOrEqual(4);
    expect(after.length - 1).toBeLessThanOrEqual(12);
    expect(turns[index]!.tokens).toBeLessThan(5_400);
    const before = contentsOf(turns[index - 1]);
    const keptFromBefore = after.slice(1, 1 + (after.length - 1) - 2);
    expect(keptFromBefore).toEqual(before.slice(before.length - keptFromBefore.length));
    // The summarizer was asked without tools, with the old turns inside tags.
    const summarizer = first.requests.find((r) => r.action === 'streamGenerateContent' && !r.body.tools);
    expect(JSON.stringify(summarizer?.body)).toContain('<history>');

    const summaries = readdirSync(project).filter((f) => /^\.context_summary_\d{8}_\d{6}(_\d+)?\.md$/.test(f));
    expect(summaries.length).toBeGreaterThan(0);
    const summaryFile = path.join(project, summaries.sort()[0]!);
    const summaryText = readFileSync(summaryFile, 'utf8');
    expect(summaryText).toContain('Write a novella about a lighthouse');
    expect(summaryText).toContain('Elias Marr');
    expect(projectFiles(project)).toHaveLength(14);

    // --recover <summary file> continues in the same folder, without a new create_project.
    const second = await server([
      turnReply([
        functionCallPart('write_file', { filename: 'chapter_15.md', content: 'The last light.', mode: 'create' }),
      ]),
      done,
    ]);
    const resumed = await runInProcess(['--recover', summaryFile], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: second.url },
    });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('from the summary file');
    expect(readFileSync(path.join(project, 'chapter_15.md'), 'utf8')).toBe('The last light.');
    expect(readdirSync(path.join(cwd, 'output'))).toEqual(['Gull_Rock']);
    const resumedFirst = contentsOf(second.turns()[0]);
    expect(firstText(resumedFirst)).toMatch(/^\[RECOVERED CONTEXT\]/);
    expect(firstText(resumedFirst)).toContain('Elias Marr');
    expect(firstText(resumedFirst)).toContain('Please continue the work from where we left off.');
  });

  it('resumes a run killed with SIGKILL from its journal, losing nothing written', async () => {
    const replies: GenerateReply[] = [createProject, writeChapter(1), writeChapter(2), writeChapter(3), { hang: true }];
    const first = await server(replies);
    const cwd = tempDir();
    const run = startCli(['Write a novella about a lighthouse'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: first.url } });
    await until(() => first.turns().length === 5, 'the fifth turn');
    run.child.kill('SIGKILL');
    const killed = await run.result;
    expect(killed.signal).toBe('SIGKILL');
    const project = path.join(cwd, 'output', 'Gull_Rock');
    expect(projectFiles(project)).toEqual(['chapter_01.md', 'chapter_02.md', 'chapter_03.md']);
    const lastSent = contentsOf(first.turns()[4]);

    const second = await server([writeChapter(4), done]);
    const resumed = await runInProcess(['--recover', project], { cwd, env: { GOOGLE_GEMINI_BASE_URL: second.url } });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('from its journal');
    expect(resumed.stdout).toMatch(/Iteration 5\/304/);
    const resumedFirst = contentsOf(second.turns()[0]);
    // Exactly what was sent before the kill, then a note with the files on disk. The note follows a user
    // turn (the last function responses), so the request joins it to that turn: roles must alternate.
    expect(resumedFirst).toHaveLength(lastSent.length);
    expect(resumedFirst.slice(0, -1)).toEqual(lastSent.slice(0, -1));
    const lastParts = resumedFirst.at(-1)!.parts as Json[];
    expect(lastParts.slice(0, -1)).toEqual(lastSent.at(-1)!.parts);
    expect(String(lastParts.at(-1)!.text)).toMatch(/\[RESUMED\][\s\S]*chapter_03\.md/);
    expect(projectFiles(project)).toEqual(['chapter_01.md', 'chapter_02.md', 'chapter_03.md', 'chapter_04.md']);
    expect(readFileSync(path.join(project, 'chapter_02.md'), 'utf8')).toBe(paragraph(2));
  });

  // Ctrl+C (SIGINT) mid-turn, the context saved and the exit 130: test/e2e/runs.test.ts, with the resume after it.

  it('saves and prints the resume command when --max-iterations is reached', async () => {
    const first = await server([createProject, writeChapter(1), writeChapter(2)]);
    const cwd = tempDir();
    const result = await runInProcess(['--max-iterations', '2', 'Write a novella'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: first.url },
    });
    expect(result.code).toBe(3);
    const project = path.join(cwd, 'output', 'Gull_Rock');
    expect(result.stdout).toContain(`Resume with: `);
    expect(result.stdout).toContain(`writer --recover ${project}`);
    expect(readdirSync(project).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });

  it('uses the model input limit from models.get, looked up once (before the first turn, which checks the model exists)', async () => {
    const first = await server([createProject, writeChapter(1), done], { inputTokenLimit: 200_000, latencyMs: 30 });
    const result = await runInProcess(['Write a novella'], {
      cwd: tempDir(),
      env: { GOOGLE_GEMINI_BASE_URL: first.url },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Iteration 3\/300 tokens [\d,]+ \/ 200,000/);
    // One models.get for the model and its limit, not asked again; no countTokens for a fresh short prompt.
    expect(first.requests.map((r) => r.action).sort()).toEqual([
      'get',
      'streamGenerateContent',
      'streamGenerateContent',
      'streamGenerateContent',
    ]);
  });
});
