import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUMMARY_MARKER } from '../../src/context/history.js';
import { parseSummaryFile } from '../../src/context/summaryFile.js';
import { journalPath, parseJournal } from '../../src/journal/journal.js';
import { replayJournal } from '../../src/journal/replay.js';
import type { TurnRequest } from '../../src/model/types.js';
import { loadRecovery, resumeSession } from '../../src/recovery.js';
import { call, ScriptedModel, text, turn, usage } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted, testSettings } from '../support/session.js';

const chapterText = (i: number) => `Chapter ${i}. ${'The sea was grey and the lamp was bright. '.repeat(40)}`;
const project = () => turn([call('create_project', { project_name: 'Sea' })]);
const writes = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    turn([call('write_file', { filename: `ch${from + i}.md`, content: chapterText(from + i), mode: 'create' })], {
      promptTokens: 0,
    }),
  );
const promptOf = (request: TurnRequest) => request.contents[0]?.parts?.[0]?.text ?? '';
let summaries = 0;
const summarizer = () => {
  summaries++;
  return text(`Summary number ${summaries}: Elias keeps the lamp on Gull Rock.`);
};

describe('compression', () => {
  it('compresses at the threshold, keeps the recent messages verbatim and writes a summary file', async () => {
    summaries = 0;
    const model = new ScriptedModel([project(), ...writes(12), text('Done.')], { summarize: summarizer });
    const { session, outcome } = await runScripted(model, {
      settings: { tokenLimit: 6_000, compressAt: 0.9, keepRecent: 4 },
    });
    expect(outcome.status).toBe('done');

    expect(model.summaryRequests.length).toBeGreaterThan(0);
    const firstSummaryRequest = promptOf(model.summaryRequests[0]!);
    expect(firstSummaryRequest).toContain('<history>');
    expect(firstSummaryRequest).toContain('Write a short story.');
    expect(model.summaryRequests[0]!.tools).toEqual([]);

    // The request after the first compression starts with the summary, then the kept messages untouched.
    const index = model.requests.findIndex((r) => (r.contents[0]?.parts?.[0]?.text ?? '').startsWith(SUMMARY_MARKER));
    expect(index).toBeGreaterThan(0);
    const before = model.requests[index - 1]!.contents;
    const after = model.requests[index]!.contents;
    // The summary in the new history is the summarizer's last answer for this compression.
    expect(after[0]?.parts?.[0]?.text).toMatch(/Summary number \d+: Elias keeps the lamp on Gull Rock\./);
    expect(after[0]?.parts?.[0]?.text).toMatch(/ch1\.md \(\d+ words\)/);
    const kept = after.slice(1);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept[0]?.role).toBe('model');
    expect(kept[0]?.parts?.[0]?.functionCall).toBeDefined();
    // Everything kept was in the previous request byte for byte (plus what was appended since).
    const tailBefore = before.slice(before.length - (kept.length - 2));
    expect(kept.slice(0, tailBefore.length)).toEqual(tailBefore);

    const files = readdirSync(session.project!.dir).filter((f) => f.startsWith('.context_summary_'));
    const compressions = parseJournal(readFileSync(journalPath(session.project!.dir), 'utf8')).records.filter(
      (r) => r.type === 'compression',
    );
    expect(files.length).toBe(compressions.length);
    const parsed = parseSummaryFile(readFileSync(path.join(session.project!.dir, files.sort()[0]!), 'utf8'));
    expect(parsed.meta).toMatchObject({
      reason: 'compression',
      prompt: 'Write a short story.',
      model: 'gemini-3-flash-preview',
    });
    expect(parsed.meta.tokensAfter).toBeLessThan(parsed.meta.tokensBefore!);
    expect(parsed.summary).toMatch(/^Summary number \d+/);

    // The journal replays to exactly the history the session ended with.
    const journal = parseJournal(readFileSync(journalPath(session.project!.dir), 'utf8'));
    expect(replayJournal(journal.records).history).toEqual(session.history);
  });

  it('folds the previous summary into the next one', async () => {
    summaries = 0;
    const model = new ScriptedModel([project(), ...writes(20), text('Done.')], { summarize: summarizer });
    await runScripted(model, { settings: { tokenLimit: 6_000, keepRecent: 4 } });
    expect(model.summaryRequests.length).toBeGreaterThanOrEqual(2);
    const second = promptOf(model.summaryRequests[1]!);
    expect(second).toMatch(/<previous_summary>\nSummary number \d+/);
    // The old summary message is not summarized again as if it were conversation.
    expect(second.split('<history>')[1]).not.toContain('[CONTEXT SUMMARY]');
  });

  it('compresses when the model calls compress_context', async () => {
    const model = new ScriptedModel([project(), ...writes(6), turn([call('compress_context', {})]), text('Done.')], {
      summarize: summarizer,
    });
    const { session } = await runScripted(model, { settings: { keepRecent: 2 } });
    expect(model.summaryRequests).toHaveLength(1);
    const last = model.requests[model.requests.length - 1]!.contents;
    expect(last[0]?.parts?.[0]?.text).toContain(SUMMARY_MARKER);
    // The compress_context call and its response are kept together.
    expect(last.slice(1).map((c) => c.role)).toEqual(['model', 'user']);
    expect(session.history[0]?.parts?.[0]?.text).toContain(SUMMARY_MARKER);
  });

  it('keeps the history when the summary is not smaller, and does not retry every turn', async () => {
    const model = new ScriptedModel([project(), ...writes(14), text('Done.')], {
      summarize: () => text('x'.repeat(200_000)),
    });
    const reporter = new RecordingReporter();
    const { session, outcome } = await runScripted(model, {
      settings: { tokenLimit: 6_000, keepRecent: 4 },
      reporter,
    });
    expect(session.history[0]?.parts?.[0]?.text).toBe('Write a short story.');
    // At the window itself the run stops rather than send a request the window cannot take.
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(
      /^The next request would be [\d,]+ tokens, over the model's window of 6,000 tokens/,
    );
    // Each attempt is reported; the next waits for the history to grow by keepRecent messages (2 iterations here).
    const attemptsAt: number[] = [];
    let iteration = 0;
    for (const [kind, value] of reporter.events) {
      if (kind === 'iteration') iteration = (value as { iteration: number }).iteration;
      if (kind === 'compression') {
        expect((value as { applied: boolean; reason: string }).applied).toBe(false);
        expect((value as { reason: string }).reason).toMatch(/not smaller/);
        attemptsAt.push(iteration);
      }
    }
    expect(attemptsAt.length).toBeGreaterThan(1);
    // Below the window's edge (the last attempt, made whatever the hold) never one attempt a turn.
    for (let i = 1; i < attemptsAt.length - 1; i++)
      expect(attemptsAt[i]! - attemptsAt[i - 1]!).toBeGreaterThanOrEqual(2);
  });

  it('splits an old part too large for one summarizer call into chunks, folding each into the next', async () => {
    const model = new ScriptedModel([project(), ...writes(10), turn([call('compress_context', {})]), text('Done.')], {
      summarize: summarizer,
    });
    // 4,000 tokens of limit → 6,000 characters per summarizer chunk; the old part is ~20,000.
    await runScripted(model, { settings: { tokenLimit: 4_000, compressAt: 1, keepRecent: 2 } });
    expect(model.summaryRequests.length).toBeGreaterThan(1);
    for (const request of model.summaryRequests) expect(promptOf(request).length).toBeLessThan(12_000);
    expect(promptOf(model.summaryRequests[1]!)).toContain('<previous_summary>');
  });

  it('makes no countTokens round trip in a fresh session far from the threshold', async () => {
    const model = new ScriptedModel([
      project(),
      ...Array.from({ length: 10 }, (_, i) =>
        turn([call('write_file', { filename: `n${i}.md`, content: 'note', mode: 'create' })], {
          promptTokens: 500 + i,
        }),
      ),
      text('Done.'),
    ]);
    await runScripted(model, { settings: { tokenLimit: 1_000_000 } });
    expect(model.requests).toHaveLength(12);
    expect(model.countCalls).toBe(0); // each reply's usage keeps the count exact
  });

  it('counts exactly once after a recovery, then again only near the threshold', async () => {
    const settings = testSettings({ maxIterations: 3, tokenLimit: 1_000_000 });
    const stopped = await runScripted(new ScriptedModel([project(), ...writes(2)]), { settings });
    const session = await resumeSession(await loadRecovery(stopped.session.project!.dir), settings);
    const model = new ScriptedModel([
      ...writes(3, 10).map((steps) => steps.map((chunk) => ({ ...chunk, usage: usage(5_000) }))),
      text('Done.'),
    ]);
    await runScripted(model, { session });
    expect(model.countCalls).toBe(1);
  });
});

describe('the context manager when things fail or change', () => {
  it('goes on with the local estimate when countTokens fails, near the threshold and after a recovery', async () => {
    const failing = { countTokens: () => Promise.reject(new Error('404 countTokens is not supported')) };
    const settings = testSettings({ maxIterations: 3, tokenLimit: 6_000, keepRecent: 4 });
    const stopped = await runScripted(new ScriptedModel([project(), ...writes(2)]), { settings });
    const session = await resumeSession(
      await loadRecovery(stopped.session.project!.dir),
      testSettings({ tokenLimit: 6_000, keepRecent: 4 }),
    );
    const model = new ScriptedModel([...writes(12, 10), text('Done.')], { summarize: summarizer });
    model.countTokens = failing.countTokens;
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { session, reporter });
    expect(outcome.status).toBe('done');
    // Compression still happened on the estimate.
    expect(reporter.of('compression').some((c) => (c as { applied: boolean }).applied)).toBe(true);
  });

  it('after a compression that helped, the next one is not held back by an earlier failed attempt', async () => {
    // The first summary is too big to help (the manager then holds off until the history grows);
    // later ones are short. Once a compression has applied, the hold must be gone.
    let summaries = 0;
    const model: ScriptedModel = new ScriptedModel([project(), ...writes(40), text('Done.')], {
      summarize: () => (++summaries === 1 ? text('x'.repeat(200_000)) : text('Short summary.')),
    });
    const reporter = new RecordingReporter();
    await runScripted(model, { settings: { tokenLimit: 6_000, keepRecent: 4 }, reporter });
    // Once a compression has applied, no turn is sent over the threshold (5,400 of 6,000) without compressing first.
    let appliedOnce = false;
    const overAfterwards: number[] = [];
    for (const [kind, value] of reporter.events) {
      if (kind === 'compression' && (value as { applied: boolean }).applied) appliedOnce = true;
      const status = value as { iteration: number; tokens: { tokens: number } };
      if (kind === 'iteration' && appliedOnce && status.tokens.tokens >= 5_400) overAfterwards.push(status.iteration);
    }
    expect(appliedOnce).toBe(true);
    expect(overAfterwards).toEqual([]);
  });
});
