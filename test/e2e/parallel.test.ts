import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BIBLE,
  BOOK_DIR,
  type BookOptions,
  bookPieces,
  bookReply,
  chapterFile,
  chapterOfRequest,
} from '../support/bookAuthor.js';
import { startCli, tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type RecordedRequest,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

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
    const result = await runInProcess(
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
      expect(first).toContain(`Your chapter: \`${chapterFile(n)}\``);
      expect(first).toContain('Mara Venn'); // the bible
      // Its tools: no project to create; its own file to write; proposals to hand back.
      expect(toolNames(mine[0])).not.toContain('"name":"create_project"');
      expect(toolNames(mine[0])).toContain('"name":"propose_bible_change"');
      expect(existsSync(path.join(dir, '.writer', 'chapters', `chapter_0${n}`, 'session.jsonl'))).toBe(true);
    }
    // Every chapter session's first request begins alike: one system prompt, the same tools, then the bible and the
    // outline; the chapter's own part comes last (a prefix the API's implicit cache serves to all but the first).
    const firsts = [1, 2, 3, 4].map((n) => chapterTurns(turns, n)[0] as RecordedRequest);
    const briefOf = (request: RecordedRequest) => JSON.stringify(request.body.contents).split('Your chapter:')[0];
    for (const request of firsts.slice(1)) {
      expect(request.body.systemInstruction).toEqual(firsts[0]?.body.systemInstruction);
      expect(request.body.tools).toEqual(firsts[0]?.body.tools);
      expect(briefOf(request)).toEqual(briefOf(firsts[0] as RecordedRequest));
    }
    expect(briefOf(firsts[0] as RecordedRequest)).toContain('Mara Venn');
    expect(JSON.stringify(firsts[0]?.body.systemInstruction)).not.toContain('chapter_0');
    // The stitch: one main request carries every seam and the proposals.
    const stitch = turns.find((turn) => JSON.stringify(turn.body.contents).includes('[STITCH]'));
    const note = JSON.stringify(stitch?.body.contents);
    for (let n = 1; n < BOOK.chapters; n++) expect(note).toContain(`${chapterFile(n)} → ${chapterFile(n + 1)}`);
    expect(note).toContain('Jonas Pell, harbourmaster, seen in chapter 4');
    expect(readFileSync(path.join(dir, 'bible.md'), 'utf8')).toContain('## Minor characters');
    expect(existsSync(path.join(dir, 'review.md'))).toBe(true);
    expect(result.stdout).toMatch(/Chapter sessions: .* prompt/);
    expect(result.stdout).toMatch(/chapter_04\.md\s+done/);
    // What status and list say was spent is what the run said all its sessions cost, chapter sessions included.
    const all = /Tokens \(all sessions\): .* estimated cost (\$[\d,.]+)/.exec(result.stdout)?.[1];
    expect(all).toMatch(/^\$\d/);
    const status = await runInProcess(['status', dir], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(status.stdout).toMatch(
      new RegExp(`Spent: \\${all} in all \\(\\d+ requests, \\$[\\d.]+ of it by chapter sessions,`),
    );
    const list = await runInProcess(['list', '-o', 'books'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(list.stdout).toContain(` ${all} `);
  });
});

describe('--parallel: events and edges', () => {
  it('--json: every event of a chapter session carries its chapter; done gives each chapter and all sessions', async () => {
    server = await startGeminiServer({ replies: (request) => bookReply(request, BOOK) });
    const cwd = tempDir();
    const result = await runInProcess(['Write a novel in four parts', '--parallel', '4', '--json', '-o', 'out2'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let n = 1; n <= BOOK.chapters; n++) {
      const mine = events.filter((event) => event.chapter === chapterFile(n));
      expect(mine.filter((event) => event.type === 'iteration').length).toBeGreaterThan(0);
      expect(
        mine.some((event) => event.type === 'tool_call' && JSON.stringify(event.args).includes(chapterFile(n))),
      ).toBe(true);
    }
    // The main session's own events carry none.
    expect(events.filter((event) => event.type === 'iteration' && event.chapter === undefined).length).toBeGreaterThan(
      2,
    );
    const done = events.find((event) => event.type === 'done') as {
      chapters: Array<{ file: string; state: string; tokens: { total: { prompt_tokens: number } }; cost: unknown }>;
      main_session: { tokens: { total: { prompt_tokens: number } } };
      cost: { total: number };
      tokens: { total: { prompt_tokens: number } };
    };
    expect(done.chapters.map((chapter) => chapter.file)).toEqual([1, 2, 3, 4].map(chapterFile));
    expect(done.chapters.every((chapter) => chapter.state === 'done' && chapter.tokens.total.prompt_tokens > 0)).toBe(
      true,
    );
    const chapterPrompt = done.chapters.reduce((sum, chapter) => sum + chapter.tokens.total.prompt_tokens, 0);
    // The summary's figures are every session's; the main session's own stand beside them.
    expect(done.tokens.total.prompt_tokens).toBe(done.main_session.tokens.total.prompt_tokens + chapterPrompt);
    expect(done.cost.total).toBeGreaterThan(0);
  });

  it('an outline that names a chapter twice goes back to the model; answered with the same plan, the run stops (exit 4) and no chapter is written', async () => {
    const outline = '# Book\n\n- `chapter_01.md` — One — 60 words\n- `chapter_01.md` — Two — 60 words\n';
    const prose = 'The light turned over the black water. '.repeat(10);
    const write = (filename: string, content: string) =>
      turnReply([functionCallPart('write_file', { filename, content, mode: 'overwrite' })]);
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Twice' })]),
        turnReply([
          functionCallPart('write_file', { filename: 'outline.md', content: outline, mode: 'create' }),
          functionCallPart('write_file', { filename: 'bible.md', content: BIBLE, mode: 'create' }),
        ]),
        // The same plan again (then a chapter anyway, never asked for).
        write('outline.md', outline),
        write('chapter_01.md', prose),
        turnReply([{ text: 'Done.' }]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['Write a story', '--parallel', '4', '-o', 'twice'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(4);
    const dir = path.join(cwd, 'twice', 'Twice');
    expect(existsSync(path.join(dir, 'chapter_01.md'))).toBe(false);
    // No chapter session ran.
    expect(server.turns().every((turn) => chapterOfRequest(turn) === undefined)).toBe(true);
    // What is wrong went back to the model after the plan, naming the line.
    const third = JSON.stringify(server.turns()[2]?.body.contents);
    expect(third).toContain('No chapter is written until the plan in outline.md adds up');
    expect(third).toContain('line 4 names chapter_01.md again (first on line 3)');
    expect(result.stdout).toContain('did not add up after 2 tries');
    // The same plan again was the second failed try: the run stopped before the model's chapter.
    expect(server.turns()).toHaveLength(3);
  });
});

describe('--parallel: stopping and resuming', () => {
  it('Ctrl+C stops every chapter session and saves each; the printed command resumes in parallel mode without redrafting finished chapters', async () => {
    const book: BookOptions = { chapters: 4, pieces: 3, words: 40 };
    let writes = 0;
    let onWrite: (() => void) | undefined;
    server = await startGeminiServer({
      replies: (request) => {
        const reply = bookReply(request, book);
        if (chapterOfRequest(request) !== undefined && JSON.stringify(reply).includes('write_file')) {
          writes++;
          onWrite?.();
        }
        return { ...reply, ...(chapterOfRequest(request) ? { delayMs: 60 } : {}) };
      },
    });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const run = startCli(['Write a novel in four parts', '--parallel', '2', '-o', 'novels'], { cwd, env });
    await new Promise<void>((resolve) => {
      onWrite = () => {
        if (writes >= 8) resolve();
      };
    });
    onWrite = undefined;
    run.child.kill('SIGINT');
    const first = await run.result;
    expect(first.code).toBe(130);
    const dir = path.join(cwd, 'novels', BOOK_DIR);
    const printed = /Resume with: (.+)$/m.exec(first.stdout)?.[1];
    expect(printed).toBeDefined();
    // Every chapter session that was running saved its own state.
    const states = [1, 2, 3, 4].map((n) => readChapterRecordSync(dir, n));
    expect(states.filter((state) => state === 'interrupted').length).toBeGreaterThan(0);

    // writer status shows each chapter session's state from its own journal.
    const status = await runInProcess(['status', dir], { cwd, env });
    expect(status.stdout).toContain('Chapter sessions (--parallel):');
    expect(status.stdout).toMatch(/chapter_0\d\.md\s+stopped \(interrupted\), resumes from its journal/);

    const before = server.turns().length;
    const finishedBefore = [1, 2, 3, 4].filter((n) => readChapterRecordSync(dir, n) === 'done');
    // Two chapters of three pieces were written when the interrupt came: at least one had finished.
    expect(finishedBefore.length).toBeGreaterThan(0);
    const second = await runInProcess(splitCommand(printed as string), { cwd, env });
    expect(second.code).toBe(0);
    const after = server.turns().slice(before);
    // Resumed in parallel mode: chapter sessions, not the one loop.
    expect(after.some((turn) => chapterOfRequest(turn) !== undefined)).toBe(true);
    for (const n of finishedBefore) expect(after.filter((turn) => chapterOfRequest(turn) === n)).toEqual([]);
    const pieces = bookPieces(dir, book);
    expect(pieces.counts).toEqual(Array.from({ length: book.chapters }, () => Array(book.pieces).fill(1)));
    expect(pieces.inOrder.every(Boolean)).toBe(true);
    expect(server.rejected).toEqual([]);
  });
});

describe('--parallel: one budget for every session', () => {
  it('the budget stops every chapter session before its next request; the printed command resumes with a new budget, each piece once', async () => {
    const book: BookOptions = { chapters: 4, pieces: 3, words: 40 };
    server = await startGeminiServer({
      replies: (request) => ({ ...bookReply(request, book), ...(chapterOfRequest(request) ? { delayMs: 20 } : {}) }),
    });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const first = await runInProcess(
      ['Write a novel in four parts', '--parallel', '4', '--budget', '0.036', '-o', 'money'],
      {
        cwd,
        env,
      },
    );
    expect(first.code).toBe(3);
    expect(first.stdout).toMatch(/^Stopped at the budget: /m);
    expect(first.stdout).toMatch(/chapter_0\d\.md: stopped at the budget/);
    const dir = path.join(cwd, 'money', BOOK_DIR);
    // Every chapter session still running stopped at the budget and saved itself (one may have finished first).
    const states = [1, 2, 3, 4].map((n) => readChapterRecordSync(dir, n));
    expect(states.every((state) => ['budget', 'not started', 'done'].includes(state))).toBe(true);
    expect(states.filter((state) => state === 'budget').length).toBeGreaterThan(1);
    const printed = /Resume with: (.+)$/m.exec(first.stdout)?.[1] as string;
    expect(printed).toContain('--recover');
    const second = await runInProcess([...splitCommand(printed), '--budget', '1'], { cwd, env });
    expect(second.code).toBe(0);
    const pieces = bookPieces(dir, book);
    expect(pieces.counts).toEqual(Array.from({ length: book.chapters }, () => Array(book.pieces).fill(1)));
    expect(server.rejected).toEqual([]);
  });
});

describe('--parallel: limits of a chapter session', () => {
  it('a chapter session at its own cap stops the run (exit 3) once the others finish; the recovery gives it more turns', async () => {
    const book: BookOptions = { chapters: 3, pieces: 3, words: 40 };
    server = await startGeminiServer({ replies: (request) => bookReply(request, book) });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const first = await runInProcess(
      ['Write a novel in three parts', '--parallel', '3', '--chapter-max-iterations', '2', '-o', 'capped'],
      { cwd, env },
    );
    expect(first.code).toBe(3);
    expect(first.stdout).toMatch(/chapter_01\.md, chapter_02\.md, chapter_03\.md reached the chapter iteration cap/);
    const dir = path.join(cwd, 'capped', BOOK_DIR);
    expect([1, 2, 3].map((n) => readChapterRecordSync(dir, n))).toEqual(Array(3).fill('max-iterations'));
    // No chapter session took more than its two turns.
    for (let n = 1; n <= 3; n++) expect(chapterTurns(server.turns(), n)).toHaveLength(2);
    const printed = /Resume with: (.+)$/m.exec(first.stdout)?.[1] as string;
    const second = await runInProcess([...splitCommand(printed), '--chapter-max-iterations', '10'], { cwd, env });
    expect(second.code).toBe(0);
    const pieces = bookPieces(dir, book);
    expect(pieces.counts).toEqual(Array.from({ length: book.chapters }, () => Array(book.pieces).fill(1)));
  });

  it('a 429 with a retry delay holds every chapter session back through the one gate', async () => {
    const book: BookOptions = { chapters: 3, pieces: 2, words: 40 };
    let limited: number | undefined;
    server = await startGeminiServer({
      replies: (request) => {
        if (chapterOfRequest(request) === 2 && limited === undefined) {
          limited = Date.now();
          return {
            status: 429,
            error: {
              error: {
                code: 429,
                message: 'Resource has been exhausted (e.g. check quota).',
                status: 'RESOURCE_EXHAUSTED',
                details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '3s' }],
              },
            },
          };
        }
        // The other sessions' first replies take a second: their next requests come well after writer has
        // read the 429, however busy the machine, so they can only be held back by the shared gate.
        const first = (request.body.contents as unknown[]).length === 1;
        return { ...bookReply(request, book), ...(chapterOfRequest(request) ? { delayMs: first ? 1_200 : 30 } : {}) };
      },
    });
    const cwd = tempDir();
    const result = await runInProcess(['Write a novel in three parts', '--parallel', '3', '-o', 'slow'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    const at = limited as number;
    // Requests of any chapter session after the 429 that followed a reply (a session's first request may have
    // left just before writer read the 429): none within the delay the server asked for, then all again.
    const after = server
      .turns()
      .filter(
        (turn) => chapterOfRequest(turn) !== undefined && turn.at > at && (turn.body.contents as unknown[]).length > 1,
      );
    expect(after.filter((turn) => turn.at - at < 2_900)).toEqual([]);
    expect(after.length).toBeGreaterThan(3);
  });
});

/** How a chapter session's journal says its last run ended ('none' without an end record). */
function readChapterRecordSync(dir: string, n: number): string {
  const file = path.join(dir, '.writer', 'chapters', `chapter_0${n}`, 'session.jsonl');
  if (!existsSync(file)) return 'not started';
  const ends = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"type":"end"'));
  const last = ends.at(-1);
  return last ? (JSON.parse(last) as { status: string }).status : 'none';
}

/** A printed command as a shell would split it (writer quotes only what needs it, with single quotes). */
function splitCommand(command: string): string[] {
  const words = command.match(/'[^']*'|\S+/g) ?? [];
  const unquoted = words.map((word) => (word.startsWith("'") ? word.slice(1, -1) : word));
  // The printed command starts with how writer was invoked (node and its entry point): the CLI helper adds those.
  return unquoted.slice(unquoted.findIndex((word) => word.endsWith('writer.js') || word === 'writer') + 1);
}
