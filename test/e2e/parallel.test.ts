import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOK_DIR,
  type BookOptions,
  bookPieces,
  bookReply,
  chapterFile,
  chapterOfRequest,
} from '../support/bookAuthor.js';
import { runCli, tempDir } from '../support/cli.js';
import { type GeminiServer, type RecordedRequest, startGeminiServer } from '../support/geminiServer.js';

const BOOK: BookOptions = { chapters: 4, pieces: 3, words: 40 };

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chapterTurns = (requests: RecordedRequest[], n: number) =>
  requests.filter((r) => Array.isArray(r.body.tools) && chapterOfRequest(r) === n);
const toolNames = (request: RecordedRequest | undefined) =>
  JSON.stringify(request?.body.tools ?? []).match(/"name":"(\w+)"/g) ?? [];

describe('--parallel: chapters drafted by chapter sessions, then stitched', () => {
  it('plans, drafts every chapter in parallel sessions, stitches the seams and reviews; each piece once, in order', async () => {
    // Chapter replies take a while, so sessions overlap as they would against the API.
    server = await startGeminiServer({
      replies: (request) => ({ ...bookReply(request, BOOK), ...(chapterOfRequest(request) ? { delayMs: 40 } : {}) }),
    });
    const cwd = tempDir();
    const result = await runCli(
      ['Write a novel in four parts', '--parallel', '3', '-o', 'books', '--model', 'gemini-2.5-flash'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const dir = path.join(cwd, 'books', BOOK_DIR);
    const pieces = bookPieces(dir, BOOK);
    expect(pieces.counts).toEqual(Array.from({ length: BOOK.chapters }, () => Array(BOOK.pieces).fill(1)));
    expect(pieces.inOrder.every(Boolean)).toBe(true);
    expect(server.rejected).toEqual([]);

    const turns = server.turns();
    expect(turns.every((turn) => turn.model === 'gemini-2.5-flash')).toBe(true);
    // Chapter sessions ran at once, never more than asked for (plus nothing of the main session meanwhile).
    expect(server.maxInFlight).toBeGreaterThan(1);
    expect(server.maxInFlight).toBeLessThanOrEqual(3);
    for (let n = 1; n <= BOOK.chapters; n++) {
      const mine = chapterTurns(turns, n);
      const first = JSON.stringify(mine[0]?.body.contents);
      expect(first).toContain(`Write \`${chapterFile(n)}\``);
      expect(first).toContain('Mara Venn'); // the bible
      // Its tools: no project to create; its own file to write; proposals to hand back.
      expect(toolNames(mine[0])).not.toContain('"name":"create_project"');
      expect(toolNames(mine[0])).toContain('"name":"propose_bible_change"');
      expect(existsSync(path.join(dir, '.writer', 'chapters', `chapter_0${n}`, 'session.jsonl'))).toBe(true);
    }
    // The stitch: one main request carries every seam and the proposals.
    const stitch = turns.find((turn) => JSON.stringify(turn.body.contents).includes('[STITCH]'));
    const note = JSON.stringify(stitch?.body.contents);
    for (let n = 1; n < BOOK.chapters; n++) expect(note).toContain(`${chapterFile(n)} → ${chapterFile(n + 1)}`);
    expect(note).toContain('Jonas Pell, harbourmaster, seen in chapter 4');
    expect(readFileSync(path.join(dir, 'bible.md'), 'utf8')).toContain('## Minor characters');
    expect(existsSync(path.join(dir, 'review.md'))).toBe(true);
    expect(result.stdout).toMatch(/Chapter sessions: .* prompt/);
    expect(result.stdout).toMatch(/chapter_04\.md\s+done/);
  });
});
