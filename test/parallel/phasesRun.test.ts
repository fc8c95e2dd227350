import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/agent/session.js';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { SpendAccount } from '../../src/cost/budget.js';
import type { ChapterResult } from '../../src/parallel/chapterSession.js';
import type { DraftDeps } from '../../src/parallel/draft.js';
import { draftStop, ParallelBook, SEQUENTIAL_MARKER } from '../../src/parallel/phases.js';
import { STITCH_MARKER } from '../../src/parallel/stitch.js';
import type { SessionEvent } from '../../src/ui/reporter.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { outlineText } from '../support/bookAuthor.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel, type Step, text, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/**
 * The parallel phases driven in-process: the interlude of a main session
 * (a stand-in with its project, history and journal) drafting real chapter
 * sessions, each on its own scripted model.
 */

const result = (file: string, status: ChapterResult['status'], message = ''): ChapterResult => ({
  file,
  status,
  message,
  skipped: false,
  resumed: false,
  words: 0,
  iterations: 0,
  runIterations: 0,
  filesWritten: [],
  usages: { run: [], total: [] },
  model: 'm',
  proposals: [],
});

describe('draftStop: why a run stops when some chapter did not finish', () => {
  it('every chapter in (done or ended short): the run goes on to the stitch', () => {
    expect(draftStop([result('a.md', 'done'), result('b.md', 'incomplete')])).toBeUndefined();
    expect(draftStop([])).toBeUndefined();
  });

  it('an interrupt comes first, then a failure (naming the first failed chapter and why)', () => {
    expect(draftStop([result('a.md', 'failed', 'x'), result('b.md', 'interrupted')])).toEqual({
      status: 'interrupted',
      message: 'Interrupted.',
    });
    expect(
      draftStop([
        result('a.md', 'max-iterations'),
        result('b.md', 'failed', 'the API refused'),
        result('c.md', 'failed', 'a disk error'),
      ]),
    ).toEqual({ status: 'failed', message: 'Chapter session b.md failed: the API refused' });
  });

  it('a chapter stopped at the budget gives its own message; chapters never started are named', () => {
    expect(
      draftStop([result('a.md', 'not started (budget)'), result('b.md', 'budget', 'Stopped: $0.09 of $0.09 spent.')]),
    ).toEqual({ status: 'budget', message: 'Stopped: $0.09 of $0.09 spent.' });
    expect(
      draftStop([
        result('a.md', 'done'),
        result('b.md', 'not started (budget)'),
        result('c.md', 'not started (budget)'),
      ]),
    ).toEqual({ status: 'budget', message: 'Stopped at the budget before drafting b.md, c.md.' });
    // The budget ranks above the chapter cap: the run could not have gone on either way.
    expect(draftStop([result('a.md', 'max-iterations'), result('b.md', 'not started (budget)')])?.status).toBe(
      'budget',
    );
  });

  it('the chapter iteration cap names every chapter that reached it', () => {
    expect(
      draftStop([result('a.md', 'max-iterations'), result('b.md', 'done'), result('c.md', 'max-iterations')]),
    ).toEqual({
      status: 'max-iterations',
      message: 'Stopped: a.md, c.md reached the chapter iteration cap (--chapter-max-iterations) before its end.',
    });
  });

  it('a chapter left unstarted (an interrupt before its turn) stops the run as interrupted', () => {
    expect(draftStop([result('a.md', 'done'), result('b.md', 'not started')])).toEqual({
      status: 'interrupted',
      message: 'Interrupted.',
    });
  });
});

const file = (n: number) => `chapter_0${n}.md`;

function mainSession(options: { outline?: string; bible?: string; history?: Content[]; journal?: string } = {}) {
  const dir = path.join(tempDir(), 'Book');
  mkdirSync(dir, { recursive: true });
  if (options.outline !== undefined) writeFileSync(path.join(dir, 'outline.md'), options.outline);
  if (options.bible !== undefined) writeFileSync(path.join(dir, 'bible.md'), options.bible);
  const journal = path.join(dir, 'main.jsonl');
  writeFileSync(journal, options.journal ?? '');
  const history: Content[] = options.history ?? [];
  const session = {
    project: { name: 'Book', dir },
    history,
    journal: { path: journal },
    appendMessage: (content: Content) => history.push(content),
  } as unknown as Session;
  return { session, dir, history };
}

const planned = { outline: outlineText({ chapters: 2, pieces: 1, words: 60 }), bible: '# Bible\n\nMara.\n' };

/** A chapter session's script: writes `words` words into its chapter, proposes a fact, ends. */
function chapterScript(chapter: string, words: number): Step[] {
  return [
    turn([call('write_file', { filename: chapter, content: `${'tide '.repeat(words)}\n`, mode: 'create' })]),
    turn([call('propose_bible_change', { change: `${chapter} fact` })]),
    text('Written.'),
  ];
}

function book(
  dir: string,
  scripts: Record<string, Step[]>,
  extra: {
    skip?: Set<string>;
    fresh?: boolean;
    account?: SpendAccount;
    onState?: DraftDeps['onState'];
  } = {},
) {
  const notices: string[] = [];
  const drafting: Array<{ files: string[]; onDisk: Array<[string, number]> }> = [];
  const asked: string[] = [];
  const models = new Map(Object.entries(scripts).map(([name, steps]) => [name, new ScriptedModel(steps)]));
  const parallel = new ParallelBook({
    reporter: (event: SessionEvent) => {
      if (event.type === 'notice') notices.push(event.message);
    },
    ...(extra.skip ? { skip: extra.skip } : {}),
    ...(extra.fresh ? { fresh: true } : {}),
    draftDeps: async (project, signal): Promise<DraftDeps> => ({
      project,
      settings: testSettings({ outputDir: path.dirname(dir), review: false }),
      modelFor: (name) => {
        asked.push(name);
        const model = models.get(name);
        if (!model) throw new Error(`no script for ${name}`);
        return model;
      },
      reporterFor: () => silentReporter,
      signal,
      prices: DEFAULT_PRICES,
      resumeCommand: 'writer --recover Book',
      concurrency: 1,
      ...(extra.account ? { account: extra.account } : {}),
      ...(extra.onState ? { onState: extra.onState } : {}),
    }),
    drafting: (chapters, onDisk) => drafting.push({ files: chapters.map((c) => c.file), onDisk: [...onDisk] }),
  });
  return { parallel, notices, drafting, asked };
}

const textOf = (content: Content | undefined) => content?.parts?.[0]?.text ?? '';

describe('the interlude of a book drafted in parallel', () => {
  it('before outline.md and bible.md both hold something, it does nothing (the main session plans on)', async () => {
    for (const files of [
      {},
      { outline: planned.outline },
      { outline: planned.outline, bible: ' \n' },
      { bible: 'x', outline: '\n' },
    ]) {
      const { session, dir, history } = mainSession(files);
      const { parallel, drafting } = book(dir, {});
      expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
      expect(drafting).toEqual([]);
      expect(history).toEqual([]);
    }
  });

  it('no project yet: nothing to draft', async () => {
    const { session, dir } = mainSession(planned);
    const { parallel } = book(dir, {});
    expect(
      await parallel.interlude({ ...session, project: undefined } as unknown as Session, new AbortController().signal),
    ).toBeUndefined();
  });

  it('drafts every chapter in its own session, then sends the stitch note once, with the proposals', async () => {
    const { session, dir, history } = mainSession(planned);
    const { parallel, drafting, asked } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: chapterScript(file(2), 60),
    });
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    expect(asked.sort()).toEqual([file(1), file(2)]);
    expect(drafting).toEqual([
      {
        files: [file(1), file(2)],
        onDisk: [
          [file(1), 0],
          [file(2), 0],
        ],
      },
    ]);
    expect(parallel.results.map((r) => [r.file, r.status])).toEqual([
      [file(1), 'done'],
      [file(2), 'done'],
    ]);
    expect(history).toHaveLength(1);
    const note = textOf(history[0]);
    expect(note.startsWith(STITCH_MARKER)).toBe(true);
    expect(note).toContain(`### ${file(1)}\n- ${file(1)} fact`);
    expect(readFileSync(path.join(dir, file(2)), 'utf8')).toContain('tide');
    // Settled: the next ending of the main session goes on to the review, drafting nothing again.
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
    expect(history).toHaveLength(1);
  });

  it('an outline that cannot be drafted in parallel: one notice, one note sending the main session on alone', async () => {
    const { session, dir, history } = mainSession({ outline: '# Book\n\nA story in one breath.\n', bible: 'x' });
    const { parallel, notices, drafting } = book(dir, {});
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    expect(drafting).toEqual([]);
    expect(notices).toEqual([
      'outline.md names no chapter files: writing the chapters one after another instead of in parallel.',
    ]);
    expect(textOf(history[0])).toBe(
      `${SEQUENTIAL_MARKER} [writer] outline.md names no chapter files, so the chapters cannot be drafted in parallel. Write them yourself, one after another, as the outline names them.`,
    );
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
    expect(history).toHaveLength(1);
  });

  it('a history that holds the stitch or the fallback note already (a recovery) drafts nothing', async () => {
    for (const marker of [STITCH_MARKER, SEQUENTIAL_MARKER]) {
      const { session, dir, history } = mainSession({
        ...planned,
        history: [
          { role: 'user', parts: [{ text: 'Write a book' }] },
          { role: 'user', parts: [{ text: 'x' }, { text: `${marker} earlier` }] },
        ],
      });
      const { parallel, drafting } = book(dir, {});
      expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
      expect(drafting).toEqual([]);
      expect(history).toHaveLength(2);
    }
  });

  it('a marker only quoted inside a message (not at its start) is not the note', async () => {
    const { session, dir } = mainSession({
      ...planned,
      history: [
        { role: 'user', parts: [{ text: `Quoting ${STITCH_MARKER} here` }] },
        // Parts without text (a call) and a content without parts are read past, not tripped on.
        { role: 'model', parts: [{ functionCall: { name: 'read_file', args: {} } }] },
        { role: 'user' },
      ],
      journal: `${JSON.stringify({ type: 'message', content: { role: 'user', parts: [{ text: `see "${STITCH_MARKER}"` }] } })}\n`,
    });
    const { parallel, drafting } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: chapterScript(file(2), 60),
    });
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    expect(drafting).toHaveLength(1);
  });

  it('the fallback note that a compression took out of the history, but the journal holds, is not sent again', async () => {
    const note = { type: 'message', content: { role: 'user', parts: [{ text: `${SEQUENTIAL_MARKER} [writer] x` }] } };
    const { session, dir, history } = mainSession({ ...planned, journal: `${JSON.stringify(note)}\n` });
    const { parallel, drafting } = book(dir, {});
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
    expect(drafting).toEqual([]);
    expect(history).toEqual([]);
  });

  it('a main session without a journal file reads no journal and drafts', async () => {
    const { session, dir } = mainSession(planned);
    const { parallel, drafting } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: chapterScript(file(2), 60),
    });
    const noJournal = { ...session, journal: { path: undefined } } as unknown as Session;
    expect(await parallel.interlude(noJournal, new AbortController().signal)).toBe('ran');
    expect(drafting).toHaveLength(1);
  });

  it('writer draft (fresh): an earlier stitch in the history or journal does not stop a new drafting phase', async () => {
    const stitch = { role: 'user', parts: [{ text: `${STITCH_MARKER} an earlier draft` }] };
    const { session, dir, history } = mainSession({
      ...planned,
      history: [stitch],
      journal: `${JSON.stringify({ type: 'message', content: stitch })}\n`,
    });
    const { parallel, drafting } = book(
      dir,
      { [file(2)]: chapterScript(file(2), 60) },
      { fresh: true, skip: new Set([file(1)]) },
    );
    writeFileSync(path.join(dir, file(1)), `${'lamp '.repeat(70)}\n`);
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    // The chapter kept is not drafted, but its words on disk are known (and it is at the seam).
    expect(drafting).toEqual([
      {
        files: [file(2)],
        onDisk: [
          [file(1), 70],
          [file(2), 0],
        ],
      },
    ]);
    expect(history).toHaveLength(2);
    expect(textOf(history[1])).toContain('lamp');
    // This run's own stitch note, once sent, settles it.
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
  });

  it('a chapter session that failed stops the run, naming it, without a stitch note', async () => {
    const { session, dir, history } = mainSession(planned);
    const { parallel } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: [new Error('the connection dropped')],
    });
    const ending = await parallel.interlude(session, new AbortController().signal);
    expect(ending).toMatchObject({ status: 'failed' });
    expect((ending as { message: string }).message).toMatch(/^Chapter session chapter_02\.md failed: /);
    expect(history).toEqual([]);
    // Not settled: a later call (the resume) drafts what is left.
  });

  it('an interrupt during the drafting ends the run as interrupted, without a stitch note', async () => {
    const { session, dir, history } = mainSession(planned);
    const controller = new AbortController();
    const { parallel } = book(dir, {
      [file(1)]: [
        () => {
          controller.abort();
          return turn([call('write_file', { filename: file(1), content: 'tide '.repeat(60), mode: 'create' })]);
        },
        text('Written.'),
      ],
      [file(2)]: chapterScript(file(2), 60),
    });
    expect(await parallel.interlude(session, controller.signal)).toEqual({
      status: 'interrupted',
      message: 'Interrupted.',
    });
    expect(history).toEqual([]);
  });

  it('a budget spent before drafting: no chapter started, the run stops at the budget naming them', async () => {
    const { session, dir, history } = mainSession(planned);
    const { parallel, asked } = book(dir, {}, { account: new SpendAccount(0, undefined, 'the budget') });
    expect(await parallel.interlude(session, new AbortController().signal)).toEqual({
      status: 'budget',
      message: `Stopped at the budget before drafting ${file(1)}, ${file(2)}.`,
    });
    expect(asked).toEqual([]);
    expect(history).toEqual([]);
  });

  it('once the stitch note is sent, the book is settled: a compression that takes the note out of the history drafts nothing again', async () => {
    const { session, dir, history } = mainSession(planned);
    const { parallel, drafting } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: chapterScript(file(2), 60),
    });
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    expect(history[0]?.role).toBe('user');
    history.splice(0);
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
    expect(drafting).toHaveLength(1);
    expect(history).toEqual([]);
  });

  it('the same for the fallback note, and for a note found in the history at the first look', async () => {
    const fallback = mainSession({ outline: '# Book\n', bible: 'x' });
    const one = book(fallback.dir, {});
    expect(await one.parallel.interlude(fallback.session, new AbortController().signal)).toBe('ran');
    expect(fallback.history[0]?.role).toBe('user');
    fallback.history.splice(0);
    expect(await one.parallel.interlude(fallback.session, new AbortController().signal)).toBeUndefined();
    expect(fallback.history).toEqual([]);
    const found = mainSession({ ...planned, history: [{ role: 'user', parts: [{ text: `${STITCH_MARKER} x` }] }] });
    const two = book(found.dir, {});
    expect(await two.parallel.interlude(found.session, new AbortController().signal)).toBeUndefined();
    found.history.splice(0);
    expect(await two.parallel.interlude(found.session, new AbortController().signal)).toBeUndefined();
    expect(two.drafting).toEqual([]);
  });

  it('a journal path whose file is missing reads as no note: the book is drafted', async () => {
    const { session, dir } = mainSession(planned);
    const { parallel, drafting } = book(dir, {
      [file(1)]: chapterScript(file(1), 60),
      [file(2)]: chapterScript(file(2), 60),
    });
    const missing = { ...session, journal: { path: path.join(dir, 'gone.jsonl') } } as unknown as Session;
    expect(await parallel.interlude(missing, new AbortController().signal)).toBe('ran');
    expect(drafting).toHaveLength(1);
  });

  it('without drafting and drafted listeners (writer draft --json), the phases run the same', async () => {
    const { session, dir, history } = mainSession(planned);
    const parallel = new ParallelBook({
      reporter: silentReporter,
      draftDeps: async (project, signal) => ({
        project,
        settings: testSettings({ outputDir: path.dirname(dir), review: false }),
        modelFor: (name) => new ScriptedModel(chapterScript(name, 60)),
        reporterFor: () => silentReporter,
        signal,
        prices: DEFAULT_PRICES,
        resumeCommand: 'writer --recover Book',
        concurrency: 2,
      }),
    });
    expect(await parallel.interlude(session, new AbortController().signal)).toBe('ran');
    expect(textOf(history[0]).startsWith(STITCH_MARKER)).toBe(true);
  });

  it('an interrupt that comes as the last chapter finishes stops the run before the stitch (a resume sends it)', async () => {
    const { session, dir, history } = mainSession(planned);
    const controller = new AbortController();
    const { parallel } = book(
      dir,
      { [file(1)]: chapterScript(file(1), 60), [file(2)]: chapterScript(file(2), 60) },
      { onState: (name, state) => (name === file(2) && state === 'done' ? controller.abort() : undefined) },
    );
    expect(await parallel.interlude(session, controller.signal)).toEqual({
      status: 'interrupted',
      message: 'Interrupted.',
    });
    expect(parallel.results.map((r) => r.status)).toEqual(['done', 'done']);
    expect(history).toEqual([]);
  });
});
