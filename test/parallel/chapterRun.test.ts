import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { SpendAccount } from '../../src/cost/budget.js';
import type { TurnChunk, TurnRequest } from '../../src/model/types.js';
import { type ChapterDeps, chapterGaps, runChapter } from '../../src/parallel/chapterSession.js';
import { chapterJournalFile, readChapterRecord } from '../../src/parallel/chapterState.js';
import { chapterSystemPrompt } from '../../src/prompts/chapter.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel, type Step, text, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/**
 * A chapter session run in-process (runChapter with a scripted model): the
 * same loop, journal and tools as a `--parallel` run's, without spawning the
 * CLI, so what the drafting path decides is seen by the unit tests.
 */

const FILE = 'chapter_02.md';
const prose = (n: number, word = 'tide') => `${Array.from({ length: n }, () => word).join(' ')}.\n`;

function bookDir(): string {
  const dir = path.join(tempDir(), 'Book');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), '# Book\n\n- `chapter_01.md` — One\n- `chapter_02.md` — Two\n');
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n\nMara Vell keeps the lamp.\n');
  return dir;
}

function depsOf(dir: string, model: ScriptedModel, extra: Partial<ChapterDeps> = {}): ChapterDeps {
  return {
    project: { name: 'Book', dir },
    settings: testSettings({ outputDir: path.dirname(dir), model: 'gemini-2.5-flash', review: false }),
    modelFor: () => model,
    reporterFor: () => silentReporter,
    signal: new AbortController().signal,
    prices: DEFAULT_PRICES,
    resumeCommand: 'writer --recover Book',
    ...extra,
  };
}

const job = (budget?: number) => ({
  chapter: { file: FILE, title: 'Two', ...(budget ? { budget } : {}) },
  previous: { file: 'chapter_01.md', title: 'One' },
  number: 2,
  of: 2,
});

/** Writes the chapter (create), proposes a fact, then ends with a note. */
function drafting(words: number): Step[] {
  return [
    turn([call('write_file', { filename: FILE, content: prose(words), mode: 'create' })]),
    turn([call('propose_bible_change', { change: 'Jonas Pell, harbourmaster' })]),
    text('The chapter is written.'),
  ];
}

describe('a chapter session drafted in this run', () => {
  it('writes its chapter with the chapter tools and system prompt, and reports words, files, spend and proposals', async () => {
    const dir = bookDir();
    const model = new ScriptedModel(drafting(120));
    const result = await runChapter(job(100), depsOf(dir, model));
    expect(result).toMatchObject({
      file: FILE,
      budget: 100,
      status: 'done',
      skipped: false,
      resumed: false,
      words: 120,
      iterations: 3,
      runIterations: 3,
      filesWritten: [{ path: FILE, words: 120 }],
      model: 'gemini-2.5-flash',
      proposals: ['Jonas Pell, harbourmaster'],
    });
    expect(result.usages.run).toHaveLength(3);
    expect(result.usages.total).toHaveLength(3);
    expect(result.message).toBe('The work is done.');
    const first = model.requests[0];
    expect(first?.systemInstruction).toBe(chapterSystemPrompt());
    expect(first?.toolNames).toContain('propose_bible_change');
    // Its brief names its own chapter and its place.
    expect(JSON.stringify(first?.contents)).toContain('Your chapter: `chapter_02.md`, chapter 2 of 2');
    // Its own journal, under the chapter's state folder: the record a later run reads.
    expect(existsSync(chapterJournalFile(dir, FILE))).toBe(true);
    expect((await readChapterRecord(dir, FILE)).state).toBe('done');
    // The journal's session record names the chapter and its budget (what a resume and writer status read).
    const sessionRecord = JSON.parse(readFileSync(chapterJournalFile(dir, FILE), 'utf8').split('\n')[0] as string);
    expect(sessionRecord.chapter).toEqual({ file: FILE, budget: 100 });
  });

  it('a chapter without a budget in the outline has none in its result', async () => {
    const dir = bookDir();
    const result = await runChapter(job(), depsOf(dir, new ScriptedModel(drafting(80))));
    expect(result.status).toBe('done');
    expect('budget' in result).toBe(false);
    const record = JSON.parse(readFileSync(chapterJournalFile(dir, FILE), 'utf8').split('\n')[0] as string);
    expect(record.chapter).toEqual({ file: FILE });
  });

  it('ended with its chapter short: incomplete, the missing part named in its message', async () => {
    const dir = bookDir();
    // The loop asks once more after a short ending; the model ends again without writing.
    const model = new ScriptedModel([...drafting(60), text('Done, truly.'), text('Done.'), text('Done.')]);
    const result = await runChapter(job(1000), depsOf(dir, model));
    expect(result.status).toBe('incomplete');
    expect(result.message).toMatch(
      /^The model ended the work with parts missing\. Missing: chapter_02\.md has 60 words, far below its budget of 1,000$/,
    );
    expect((await readChapterRecord(dir, FILE)).state).toBe('incomplete');
    // Its journal's end keeps the command that resumes the book (chapter sessions are resumed with it).
    const end = readFileSync(chapterJournalFile(dir, FILE), 'utf8').trim().split('\n').at(-1) as string;
    expect(JSON.parse(end)).toMatchObject({ type: 'end', status: 'incomplete' });
    expect(end).toContain('writer --recover Book');
  });

  it('a budget spent before its first request: not started (budget), nothing paid, the chapter untouched', async () => {
    const dir = bookDir();
    const account = new SpendAccount(0, undefined, 'the budget');
    const model = new ScriptedModel(drafting(120));
    const result = await runChapter(job(100), depsOf(dir, model, { account }));
    expect(result.status).toBe('not started (budget)');
    expect(model.requests).toHaveLength(0);
    expect(result.usages.run).toEqual([]);
    expect(existsSync(path.join(dir, FILE))).toBe(false);
  });

  it('a budget spent after some turns is a budget stop, not "not started"', async () => {
    const dir = bookDir();
    const account = new SpendAccount(0.05, undefined, 'the budget');
    const model = new ScriptedModel([
      turn([call('write_file', { filename: FILE, content: prose(60), mode: 'create' })], { promptTokens: 200_000 }),
      ...drafting(60),
    ]);
    const result = await runChapter(job(100), depsOf(dir, model, { account }));
    expect(model.requests).toHaveLength(1);
    expect(result.status).toBe('budget');
    expect(result.runIterations).toBe(1);
    expect(result.usages.run).toHaveLength(1);
  });
});

describe('a chapter session resumed from its own journal', () => {
  it('an unfinished session goes on from its history (not its brief again); earlier spend counts in total, not in run', async () => {
    const dir = bookDir();
    // The first run: the chapter begun, then the run stops (the script ends in an error).
    const first = new ScriptedModel([
      turn([call('write_file', { filename: FILE, content: prose(60), mode: 'create' })]),
      new Error('the connection dropped'),
    ]);
    await runChapter(job(100), depsOf(dir, first)).catch(() => undefined);
    expect((await readChapterRecord(dir, FILE)).state).toBe('unfinished');
    const second = new ScriptedModel([
      turn([call('write_file', { filename: FILE, content: prose(60, 'lamp'), mode: 'append' })]),
      text('The chapter is written.'),
    ]);
    const result = await runChapter(job(100), depsOf(dir, second));
    expect(result).toMatchObject({ status: 'done', resumed: true, skipped: false, words: 120 });
    expect(result.runIterations).toBe(2);
    expect(result.iterations).toBeGreaterThan(result.runIterations);
    expect(result.usages.run).toHaveLength(2);
    expect(result.usages.total.length).toBeGreaterThan(2);
    // The resumed session's first request carries the first run's history: the write it made.
    const sent = JSON.stringify(second.requests[0]?.contents);
    expect(sent).toContain('write_file');
    // The chapter on disk holds the first run's words once, then the second's.
    const chapter = readFileSync(path.join(dir, FILE), 'utf8');
    expect(chapter.match(/tide/g)).toHaveLength(60);
    expect(chapter.match(/lamp/g)).toHaveLength(60);
  });

  it('resumed at a spent budget: a budget stop of a chapter already begun, not "not started"', async () => {
    const dir = bookDir();
    const first = new ScriptedModel([
      turn([call('write_file', { filename: FILE, content: prose(60), mode: 'create' })]),
      new Error('the connection dropped'),
    ]);
    await runChapter(job(100), depsOf(dir, first)).catch(() => undefined);
    const second = new ScriptedModel([text('The chapter is written.')]);
    const account = new SpendAccount(0, undefined, 'the budget');
    const result = await runChapter(job(100), depsOf(dir, second, { account }));
    expect(second.requests).toHaveLength(0);
    expect(result).toMatchObject({ status: 'budget', resumed: true, runIterations: 0, words: 60 });
    expect(result.usages.run).toEqual([]);
    expect(result.usages.total).toHaveLength(1);
  });

  it("resumes on the model its journal names, not the run's default", async () => {
    const dir = bookDir();
    const first = new ScriptedModel([
      turn([call('write_file', { filename: FILE, content: prose(60), mode: 'create' })]),
      new Error('the connection dropped'),
    ]);
    await runChapter(job(100), depsOf(dir, first)).catch(() => undefined);
    const second = new ScriptedModel([text('The chapter is written.')]);
    const deps = depsOf(dir, second);
    const result = await runChapter(job(), { ...deps, settings: { ...deps.settings, model: 'gemini-2.5-pro' } });
    expect(result.model).toBe('gemini-2.5-flash');
    expect(second.requests[0]?.model).toBe('gemini-2.5-flash');
  });

  it('a journal with nothing to resume (killed after its first record) starts the chapter again from its brief', async () => {
    const dir = bookDir();
    const journal = chapterJournalFile(dir, FILE);
    mkdirSync(path.dirname(journal), { recursive: true });
    writeFileSync(
      journal,
      `${JSON.stringify({ type: 'session', version: 1, prompt: 'Write it', model: 'gemini-2.5-flash', startedAt: 'x' })}\n`,
    );
    expect((await readChapterRecord(dir, FILE)).state).toBe('unfinished');
    const model = new ScriptedModel(drafting(120));
    const result = await runChapter(job(100), depsOf(dir, model));
    expect(result).toMatchObject({ status: 'done', resumed: false, words: 120 });
    expect(JSON.stringify(model.requests[0]?.contents)).toContain('Your chapter: `chapter_02.md`');
  });

  it('a journal torn inside its first line is no session: the chapter starts from its brief', async () => {
    const dir = bookDir();
    const journal = chapterJournalFile(dir, FILE);
    mkdirSync(path.dirname(journal), { recursive: true });
    writeFileSync(journal, '{"type":"sess');
    const model = new ScriptedModel(drafting(120));
    const result = await runChapter(job(100), depsOf(dir, model));
    expect(result).toMatchObject({ status: 'done', resumed: false, words: 120 });
  });

  it('an interrupt before its first request is an interrupt, not a budget stop', async () => {
    const dir = bookDir();
    const controller = new AbortController();
    controller.abort();
    const model = new ScriptedModel(drafting(120));
    const result = await runChapter(job(100), depsOf(dir, model, { signal: controller.signal }));
    expect(result.status).toBe('interrupted');
    expect(model.requests).toHaveLength(0);
  });
});

describe('a chapter session with --show-thinking', () => {
  it('asks the model for its thoughts only when the run shows them', async () => {
    for (const showThinking of [true, false]) {
      const dir = bookDir();
      const asked: Array<boolean | undefined> = [];
      const steps = drafting(120).map((step) => (request: TurnRequest) => {
        asked.push(request.includeThoughts);
        return step as TurnChunk[];
      });
      await runChapter(job(100), depsOf(dir, new ScriptedModel(steps), showThinking ? { showThinking } : {}));
      expect(asked).toEqual([showThinking || undefined, showThinking || undefined, showThinking || undefined]);
    }
  });
});

describe('another context for the same loop (writer redraft)', () => {
  it('keeps its journal in its own state folder and starts from its own brief and system prompt', async () => {
    const dir = bookDir();
    const model = new ScriptedModel(drafting(120));
    const context = {
      stateDir: '.writer/redraft/chapter_02',
      brief: async () => 'Redraft chapter_02.md: make the storm louder.',
      systemInstruction: 'You redraft one chapter.',
    };
    const result = await runChapter({ ...job(100), context }, depsOf(dir, model));
    expect(result.status).toBe('done');
    expect(model.requests[0]?.systemInstruction).toBe('You redraft one chapter.');
    expect(JSON.stringify(model.requests[0]?.contents)).toContain('make the storm louder');
    expect((await readChapterRecord(dir, FILE, context.stateDir)).state).toBe('done');
    expect((await readChapterRecord(dir, FILE)).state).toBe('not started');
    // A second run of that context finds its own journal finished: nothing is drafted again.
    const again = await runChapter({ ...job(100), context }, depsOf(dir, new ScriptedModel([])));
    expect(again).toMatchObject({ status: 'done', skipped: true, proposals: ['Jonas Pell, harbourmaster'] });
  });
});

describe('chapterGaps: what a chapter still lacks', () => {
  it('under 50 words is not written; under the done share of its budget is far below it; else nothing', () => {
    expect(chapterGaps(FILE, 0, 1000)).toEqual(['chapter_02.md is not written yet']);
    expect(chapterGaps(FILE, 49, undefined)).toEqual(['chapter_02.md is not written yet']);
    expect(chapterGaps(FILE, 50, undefined)).toEqual([]);
    expect(chapterGaps(FILE, 50, 1000)).toEqual(['chapter_02.md has 50 words, far below its budget of 1,000']);
    expect(chapterGaps(FILE, 799, 1000)).toEqual(['chapter_02.md has 799 words, far below its budget of 1,000']);
    expect(chapterGaps(FILE, 800, 1000)).toEqual([]);
    expect(chapterGaps(FILE, 5000, 1000)).toEqual([]);
  });
});
