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

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const OUTLINE = '# Gull Rock\n\n- `chapter_01.md` — The Lamp — 60 words\n- `chapter_02.md` — The Bottle — 60 words\n';
const BIBLE = '# Bible\n\nElias Marr: the keeper, sixty, grey-eyed. Gull Rock: a stack of granite.\n';
const prose = (n: number) => 'The lamp turned over the water all night. '.repeat(n);
const write = (filename: string, content: string): GenerateReply =>
  turnReply([functionCallPart('write_file', { filename, content, mode: 'create' })]);
const script = (): GenerateReply[] => [
  turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]),
  write('outline.md', OUTLINE),
  write('bible.md', BIBLE),
  write('chapter_01.md', prose(8)),
  write('chapter_02.md', prose(9)),
  turnReply([{ text: 'The novella is complete.' }]),
];
/** The chapters: 8 and 9 times eight words. */
const WORK = 136;

describe('one word count: the work is its chapters, the plan is listed apart', () => {
  it('the run summary, -q, status and export give the same figure', async () => {
    server = await startGeminiServer({ replies: script() });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const run = await runInProcess(['-o', 'books', '-m', 'gemini-2.5-flash', '--no-review', 'Write a novella'], {
      cwd,
      env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✓ chapter_02\.md: 72 words written · file 72 · work 136/);
    expect(run.stdout).toContain(`Work: ${WORK} words in 2 chapters (plan apart: bible.md 13, outline.md 16)`);

    await server.close();
    server = await startGeminiServer({ replies: script() });
    const quiet = await runInProcess(
      ['-o', 'books', '-m', 'gemini-2.5-flash', '--no-review', '-q', 'Write a novella'],
      {
        cwd,
        env: { GOOGLE_GEMINI_BASE_URL: server.url },
      },
    );
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe(`Done: ${path.join(cwd, 'books', 'Gull_Rock-2')} (${WORK} words)\n`);

    const status = await runInProcess(['status', '-o', 'books', path.join('books', 'Gull_Rock')], { cwd });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`Words: ${WORK} in the work`);
    expect(status.stdout).toContain('Plan (not counted): bible.md 13 words, outline.md 16 words');

    const exported = await runInProcess(['export', path.join('books', 'Gull_Rock'), '--out', 'out/gull.md'], { cwd });
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`"Gull Rock", 2 chapters, ${WORK} words`);
  });
});
