import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
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
const prose = (n: number) => 'The lamp turned over the water all night. '.repeat(n);
const write = (filename: string, content: string): GenerateReply =>
  turnReply([functionCallPart('write_file', { filename, content, mode: 'create' })]);

describe("what the person reads: writer's notes to the model stay the model's", () => {
  it('a run shows one short line for the early end and for the review pass; the notes themselves go to the model', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]),
        write('outline.md', OUTLINE),
        write('chapter_01.md', prose(8)),
        turnReply([{ text: 'Done!' }]),
        write('chapter_02.md', prose(8)),
        turnReply([{ text: 'The novella is complete.' }]),
        write('review.md', 'No findings.\n'),
        turnReply([{ text: 'Reviewed.' }]),
        // writer check's findings, left unanswered: asked once more, then the end is accepted.
        turnReply([{ text: 'Reviewed.' }]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['-o', 'books', '-m', 'gemini-2.5-pro', 'Write a novella about a lighthouse'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '! Not finished yet (1 of 2 chapters in outline.md are not written yet: chapter_02.md): the model is asked to go on.',
    );
    expect(result.stdout).toContain('! Review pass: the model re-reads the work against the outline and bible\n');
    // The model's own notes are not printed for the person…
    expect(result.stdout).not.toContain('Continue writing until the whole work is done');
    expect(result.stdout).not.toContain('Re-read each chapter');
    // …but they reached the model.
    const turns = server.turns();
    expect(JSON.stringify(contentsOf(turns[4]).at(-1))).toContain('Continue writing until the whole work is done');
    expect(JSON.stringify(contentsOf(turns[6]).at(-1))).toContain('Re-read each chapter');
    expect(existsSync(path.join(cwd, 'books', 'Gull_Rock', 'review.md'))).toBe(true);
  });
});
