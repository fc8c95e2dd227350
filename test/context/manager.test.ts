import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { RunSettings } from '../../src/config/runSettings.js';
import { RECOVERED_MARKER, recoveredMessage, SUMMARY_MARKER, summaryMessage } from '../../src/context/history.js';
import {
  ContextManager,
  type ContextManagerDeps,
  type ContextSession,
  FALLBACK_TOKEN_LIMIT,
} from '../../src/context/manager.js';
import { parseSummaryFile } from '../../src/context/summaryFile.js';
import { estimateContentsTokens } from '../../src/context/tokens.js';
import { renderTranscript } from '../../src/context/transcript.js';
import { type CompressionRecord, journalPath, parseJournal } from '../../src/journal/journal.js';
import { replayJournal } from '../../src/journal/replay.js';
import type { TokenUsage, TurnChunk, TurnRequest } from '../../src/model/types.js';
import type { ActiveProject } from '../../src/project/active.js';
import { WordCountCache } from '../../src/project/files.js';
import { loadRecovery, resumeSession } from '../../src/recovery.js';
import type { CompressionReport } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
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

// ---------------------------------------------------------------------------------------------------------------
// The context manager driven directly: a fake session whose history the test sets, a scripted model whose
// countTokens agrees with the local estimate (so every figure below is known to the token), and a recording reporter.

/** The system prompt and tool declarations estimate at exactly this many tokens (see `overheadPrompt`). */
const OVERHEAD = 100;
// 99 tokens of system prompt and 1 for the empty tool list ("[]").
const overheadPrompt = 'x'.repeat(4 * 99);

/** A text message that the local estimate puts at exactly `tokens` tokens (6 of framing, 4 characters a token). */
function sized(role: 'user' | 'model', tokens: number, tag: string): Content {
  const length = 4 * (tokens - 6);
  return { role, parts: [{ text: `${tag} `.padEnd(length, '.') }] };
}

/** A prompt, then `n` alternating model/user messages of `tokens` each, tagged m1, m2, ... */
function conversation(n: number, tokens: number, promptTokens = 50): Content[] {
  return [
    sized('user', promptTokens, 'prompt'),
    ...Array.from({ length: n }, (_, i) => sized(i % 2 === 0 ? 'model' : 'user', tokens, `m${i + 1}`)),
  ];
}

const textOf = (content: Content | undefined) => content?.parts?.[0]?.text ?? '';

type Settings = Omit<Partial<RunSettings>, 'tokenLimit'> & { tokenLimit?: number | null };

class FakeSession implements ContextSession {
  settings: RunSettings;
  history: Content[];
  readonly prompt = 'Write a short story.';
  resumed = false;
  readonly iteration = 7;
  project: ActiveProject | undefined;
  summaryDir: string | undefined;
  lastSummary: string | undefined;
  lastPrompt: { tokens: number; coveredMessages: number } | undefined;
  targetWords: number | undefined;
  readonly wordCache = new WordCountCache();
  usage: TokenUsage = usage(0, 0);
  readonly usages: TokenUsage[] = [];
  requested = false;
  /** What applyCompression was given: what the journal records. */
  readonly compressions: Array<Omit<CompressionRecord, 'type' | 'iteration'>> = [];

  constructor(history: Content[], settings: Settings = {}) {
    this.history = history;
    const { tokenLimit = 10_000, ...rest } = settings;
    this.settings = {
      model: 'gemini-test',
      outputDir: '/nowhere',
      maxIterations: 50,
      compressAt: 0.9,
      keepRecent: 4,
      backupEvery: 0,
      ...rest,
      // null: no --token-limit, the model's own limit is asked for.
      ...(tokenLimit === null ? {} : { tokenLimit }),
    };
  }
  takeCompressionRequest(): boolean {
    const requested = this.requested;
    this.requested = false;
    return requested;
  }
  recordUsage(used: TokenUsage): void {
    this.usages.push(used);
  }
  applyCompression(history: Content[], record: Omit<CompressionRecord, 'type' | 'iteration'>): void {
    this.history = history;
    this.lastSummary = record.summary;
    this.compressions.push(record);
  }
}

interface Harness {
  session: FakeSession;
  model: ScriptedModel;
  reporter: RecordingReporter;
  manager: ContextManager;
}

function harness(
  history: Content[],
  options: {
    settings?: Settings;
    summarize?: (request: TurnRequest) => TurnChunk[];
    countTokens?: (contents: Content[]) => number;
    beforeRequest?: ContextManagerDeps['beforeRequest'];
    model?: ScriptedModel;
  } = {},
): Harness {
  const session = new FakeSession(history, options.settings);
  const model =
    options.model ??
    new ScriptedModel([], {
      countTokens: options.countTokens ?? ((contents) => estimateContentsTokens(contents)),
      summarize: options.summarize ?? (() => text('Elias keeps the lamp on Gull Rock.')),
    });
  const reporter = new RecordingReporter();
  const manager = new ContextManager({
    session,
    model,
    reporter: reporter.report,
    systemInstruction: overheadPrompt,
    tools: [],
    ...(options.beforeRequest ? { beforeRequest: options.beforeRequest } : {}),
  });
  manager.init();
  return { session, model, reporter, manager };
}

/** The transcript part of a summarizer request (what it was asked to summarize). */
const historyPart = (request: TurnRequest) => promptOf(request).split('<history>')[1]?.split('</history>')[0] ?? '';

const compressionsOf = (reporter: RecordingReporter) => reporter.of('compression') as CompressionReport[];

describe('ContextManager.beforeTurn', () => {
  it('compresses at the threshold: summarizes only the old messages, keeps the recent ones verbatim', async () => {
    // 100 + 50 + 10 × 900 = 9,150 tokens: over the threshold of 9,000 (0.9 of 10,000).
    const history = conversation(10, 900);
    const { session, model, reporter, manager } = harness(history);
    const status = await manager.beforeTurn();

    // 7 old messages of some 3,600 characters, in chunks of at most 15,000 characters (half the limit, 3 a token).
    expect(model.summaryRequests).toHaveLength(2);
    expect(promptOf(model.summaryRequests[1]!)).toContain('<previous_summary>\nElias keeps the lamp');
    const asked = model.summaryRequests.map(historyPart).join('\n');
    expect(asked).toContain('m1 ');
    expect(asked).toContain('m6 ');
    expect(asked).not.toContain('m7 ');
    expect(session.history.slice(1)).toEqual(history.slice(-4));
    expect(textOf(session.history[0])).toContain('Elias keeps the lamp on Gull Rock.');
    // Without a project folder there is no plan on disk to show.
    expect(textOf(session.history[0])).toContain('No project folder has been created yet.');
    expect(textOf(session.history[0])).not.toContain('The plan as it stands on disk');

    const [record] = session.compressions;
    expect(record).toMatchObject({ replacedMessages: 7, keptMessages: 4, tokensBefore: 9_150 });
    // Nothing kept was shortened: the journal need not hold the kept messages again.
    expect(record).not.toHaveProperty('kept');
    const [report] = compressionsOf(reporter);
    expect(report).toMatchObject({ applied: true, reason: 'context near the limit', replacedMessages: 7 });
    expect(report!.tokensAfter).toBe(OVERHEAD + estimateContentsTokens(session.history));
    expect(status.tokens).toBe(report!.tokensAfter);
    // The target (4,500) was reached on the estimate: no countTokens round trip for the new history.
    expect(model.countCalls).toBe(1);
  });

  it('writes a summary file into the project folder, names it in the journal and the report', async () => {
    const dir = tempDir();
    const { session, reporter, manager } = harness(conversation(10, 900));
    session.project = { name: 'Sea', dir };
    session.targetWords = 50_000;
    session.usage = usage(1_234, 56);
    await manager.beforeTurn();

    const files = readdirSync(dir).filter((f) => f.startsWith('.context_summary_'));
    expect(files).toHaveLength(1);
    const file = path.join(dir, files[0]!);
    expect(session.compressions[0]!.summaryFile).toBe(file);
    expect(compressionsOf(reporter)[0]!.summaryFile).toBe(file);
    const parsed = parseSummaryFile(readFileSync(file, 'utf8'));
    expect(parsed.summary).toContain('Elias keeps the lamp on Gull Rock.');
    expect(parsed.meta).toMatchObject({
      reason: 'compression',
      projectDir: dir,
      iteration: 7,
      tokensBefore: 9_150,
      targetWords: 50_000,
      usage: { promptTokens: 1_234, outputTokens: 56 },
    });
    expect(textOf(session.history[0])).toContain('The active project folder is "Sea".');
  });

  it('goes on with the compression when the summary file cannot be written, and says so', async () => {
    const dir = tempDir();
    const { session, reporter, manager } = harness(conversation(10, 900));
    session.project = { name: 'Sea', dir };
    session.summaryDir = path.join(dir, 'gone');
    await manager.beforeTurn();

    const notices = reporter.of('notice') as string[];
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^The summary file could not be written \(.*ENOENT.*\); the compression goes on without it\.$/,
    );
    expect(session.compressions[0]).not.toHaveProperty('summaryFile');
    const [report] = compressionsOf(reporter);
    expect(report).toMatchObject({ applied: true });
    expect(report).not.toHaveProperty('summaryFile');
    expect(textOf(session.history[0])).toContain(SUMMARY_MARKER);
  });

  it("counts the summarizer's tokens in the session and asks the budget before each summarizer request", async () => {
    const asked: number[] = [];
    const { session, model, manager } = harness(conversation(10, 900), {
      summarize: () => [{ parts: [{ text: 'Short.' }], finishReason: 'STOP', usage: usage(4_000, 300) }],
      beforeRequest: async (promptTokens) => {
        asked.push(promptTokens);
        return {};
      },
    });
    await manager.beforeTurn();
    expect(model.summaryRequests).toHaveLength(2);
    expect(asked).toHaveLength(2);
    expect(session.usages).toEqual([usage(4_000, 300), usage(4_000, 300)]);
  });

  it('keeps the history when the budget refuses the summarizer request, and says why', async () => {
    const history = conversation(10, 900);
    const { session, model, reporter, manager } = harness(history, {
      beforeRequest: async () => ({ refused: 'the budget of $1.00 is spent' }),
    });
    await manager.beforeTurn();
    expect(model.summaryRequests).toHaveLength(0);
    expect(session.history).toBe(history);
    expect(compressionsOf(reporter)).toMatchObject([
      {
        applied: false,
        reason: 'context near the limit: the summary could not be made (the budget of $1.00 is spent)',
      },
    ]);
  });
});

describe('ContextManager token counting', () => {
  it('falls back to the local estimate when countTokens fails, and says so once', async () => {
    // A resumed session counts exactly before every turn until it has an exact figure: here it never gets one.
    const history = conversation(4, 500);
    const { session, model, reporter, manager } = harness(history, {
      countTokens: () => {
        throw new Error('404 countTokens is not supported');
      },
    });
    session.resumed = true;
    const said = ['countTokens failed (404 countTokens is not supported); using the local estimate.'];
    expect(await manager.beforeTurn()).toEqual({ tokens: 2_150, limit: 10_000 });
    expect(reporter.of('detail')).toEqual(said);
    session.history = [...history, sized('model', 500, 'm5')];
    expect(await manager.beforeTurn()).toEqual({ tokens: 2_650, limit: 10_000 });
    expect(model.countCalls).toBe(2);
    expect(reporter.of('detail')).toEqual(said);
  });

  it('lets an interrupt during countTokens end the turn', async () => {
    const controller = new AbortController();
    const { session, reporter, manager } = harness(conversation(4, 500), {
      countTokens: () => {
        controller.abort();
        throw new Error('This operation was aborted');
      },
    });
    session.resumed = true;
    await expect(manager.beforeTurn(controller.signal)).rejects.toThrow('This operation was aborted');
    expect(reporter.of('detail')).toEqual([]);
  });

  it("does not hold the first turns for the model's input limit", async () => {
    const model = new ScriptedModel([]);
    model.inputTokenLimit = () => new Promise<number | undefined>(() => {});
    const { manager } = harness(conversation(2, 100), { model, settings: { tokenLimit: null } });
    const waiting = new Promise((resolve) => setImmediate(() => resolve('still waiting')));
    expect(await Promise.race([manager.beforeTurn(), waiting])).toEqual({ tokens: 350, limit: FALLBACK_TOKEN_LIMIT });
  });

  it("waits for the model's input limit once the history reaches 16,000 tokens", async () => {
    const model = new ScriptedModel([], { countTokens: (contents) => estimateContentsTokens(contents) });
    // The answer comes after the turn's own work (a later macrotask): only a turn that waits for it sees it.
    model.inputTokenLimit = () => new Promise((resolve) => setImmediate(() => resolve(30_000)));
    // 100 + 50 + 15 × 1,000 + 850 = 16,000 tokens exactly.
    const history = [...conversation(15, 1_000), sized('user', 850, 'm16')];
    const { manager } = harness(history, { model, settings: { tokenLimit: null } });
    expect(await manager.beforeTurn()).toEqual({ tokens: 16_000, limit: 30_000 });
  });
});

describe('ContextManager holds, ceilings and the input limit', () => {
  const attempts = (reporter: RecordingReporter) => compressionsOf(reporter).length;
  /** A summarizer that fails its first `failures` calls (a compression that cannot help: held off). */
  const failingFirst = (failures: number) => {
    let calls = 0;
    return () => {
      if (++calls <= failures) throw new Error('503 the model is overloaded');
      return text('Elias keeps the lamp on Gull Rock.');
    };
  };

  it('after a compression that could not help, waits for the history to grow unless the window is near', async () => {
    // The summary fails: with keepRecent 4, no new attempt until the history has 6 messages.
    const { session, reporter, manager } = harness([sized('user', 50, 'prompt'), sized('model', 8_950, 'm1')], {
      summarize: failingFirst(Number.POSITIVE_INFINITY),
    });
    expect(await manager.beforeTurn()).toEqual({ tokens: 9_100, limit: 10_000 });
    expect(compressionsOf(reporter)).toMatchObject([
      {
        applied: false,
        reason: 'context near the limit: the summary could not be made (503 the model is overloaded)',
      },
    ]);
    // Over the threshold (9,000), under 98% of the window (9,800), the history not grown enough: sent as it is.
    session.history = [...session.history, sized('user', 400, 'm2')];
    expect(await manager.beforeTurn()).toEqual({ tokens: 9_500, limit: 10_000 });
    expect(attempts(reporter)).toBe(1);
    // From 98% of the window on, a compression is tried whatever the hold.
    session.history = [...session.history, sized('model', 350, 'm3')];
    expect(await manager.beforeTurn()).toEqual({ tokens: 9_850, limit: 10_000 });
    expect(attempts(reporter)).toBe(2);
  });

  it('with --compress-at as a token count, never sends a request over it, and retries whatever the hold', async () => {
    const { session, reporter, manager } = harness([sized('user', 50, 'prompt'), sized('model', 5_000, 'm1')], {
      settings: { compressAt: 5_000, keepRecent: 2 },
      summarize: failingFirst(1),
    });
    await expect(manager.beforeTurn()).rejects.toThrow(
      'The next request would be 5,150 tokens, over the --compress-at ceiling of 5,000 tokens, and compressing did not bring the context under it (see the compression note): raise --compress-at or --token-limit.',
    );
    expect(attempts(reporter)).toBe(1);
    // Three messages, the hold lasts until four: but the history is at the ceiling, so it is compressed now.
    session.history = [...session.history, sized('user', 100, 'm2')];
    const status = await manager.beforeTurn();
    expect(compressionsOf(reporter)[1]).toMatchObject({ applied: true, replacedMessages: 2, keptMessages: 1 });
    expect(status.tokens).toBeLessThan(5_000);
    expect(session.history.slice(1)).toEqual([sized('user', 100, 'm2')]);
  });

  it("at --compress-at 1 the ceiling is named as the model's window", async () => {
    const { reporter, manager } = harness([sized('user', 50, 'prompt'), sized('model', 9_950, 'm1')], {
      settings: { compressAt: 1 },
      summarize: failingFirst(1),
    });
    await expect(manager.beforeTurn()).rejects.toThrow(
      /^The next request would be 10,100 tokens, over the model's window of 10,000 tokens, and compressing/,
    );
    expect(attempts(reporter)).toBe(1);
  });

  it('after the API refused a request as too big, sizes the kept messages at the real rate', async () => {
    // The estimate says 9,150 tokens; the API counted 18,300: every message weighs twice its estimate.
    const history = conversation(10, 900);
    const { session, reporter, manager } = harness(history, { settings: { keepRecent: 6 } });
    expect(await manager.fitInputLimit({ tokens: 18_300, limit: 10_000 })).toBe(true);
    // The kept messages may weigh 8,449 tokens (under the threshold of 9,000, less the overhead and room for the
    // summary): four messages of 900 estimated tokens, 1,800 each in truth, fit; five would not (at the estimate, all
    // six of --keep-recent would).
    expect(session.history.slice(1)).toEqual(history.slice(-4));
    expect(compressionsOf(reporter)).toMatchObject([
      { applied: true, reason: 'the request was over the input limit', tokensBefore: 18_300, keptMessages: 4 },
    ]);
  });

  it('lets an interrupt during the summary end the turn, with the history as it was', async () => {
    const controller = new AbortController();
    const history = conversation(10, 900);
    const { session, reporter, manager } = harness(history, {
      summarize: () => {
        controller.abort();
        throw new Error('This operation was aborted');
      },
    });
    await expect(manager.beforeTurn(controller.signal)).rejects.toThrow('This operation was aborted');
    expect(session.history).toBe(history);
    expect(compressionsOf(reporter)).toEqual([]);
  });
});

describe('ContextManager summaries', () => {
  const folded = 'Earlier: Elias came to Gull Rock in the autumn.';
  const heads = [
    ['a compression', summaryMessage(folded, [], undefined)],
    ['a recovery', recoveredMessage(folded, [], 'Sea')],
  ] as const;

  it.each(heads)('folds the summary of %s in as the previous summary, not as a message', async (_, head) => {
    const history = [head, ...conversation(10, 900).slice(1), sized('user', 100, 'm11')];
    const { session, model, manager } = harness(history);
    session.lastSummary = folded;
    session.requested = true;
    await manager.beforeTurn();
    expect(model.summaryRequests.length).toBeGreaterThan(0);
    expect(promptOf(model.summaryRequests[0]!)).toContain(`<previous_summary>\n${folded}\n</previous_summary>`);
    const asked = model.summaryRequests.map(historyPart).join('\n');
    expect(asked).toContain('m1 ');
    expect(asked).not.toContain(SUMMARY_MARKER);
    expect(asked).not.toContain(RECOVERED_MARKER);
  });

  it('makes no summarizer call and invents nothing when only an empty recovered context is old', async () => {
    // A recovery from a summary file with no summary in it: nothing is left to summarize or to fold in.
    const history = [recoveredMessage('', [], 'Sea'), ...conversation(4, 900).slice(1)];
    const { session, model, manager } = harness(history);
    session.requested = true;
    await manager.beforeTurn();
    expect(model.summaryRequests).toEqual([]);
    expect(session.compressions).toMatchObject([{ summary: '', replacedMessages: 1, keptMessages: 4 }]);
  });

  it('keeps fewer recent messages when the summary heading the history is long', async () => {
    // The new summary needs as much room as the one it replaces (about 6,000 tokens): under the threshold,
    // 8,999 - 100 - 6,000 leaves room for three messages of 900, not the four of --keep-recent.
    const head = summaryMessage('The lamp burns all night. '.repeat(900), [], undefined);
    const history = [head, ...conversation(9, 900).slice(1)];
    const { session, manager } = harness(history);
    session.lastSummary = 'The lamp burns all night.';
    await manager.beforeTurn();
    expect(session.history.slice(1)).toEqual(history.slice(-3));
  });

  it('summarizes in smaller chunks when the text weighs more tokens than estimated', async () => {
    // Two exact figures tell that the messages since the first cost twice their estimate.
    const history = conversation(4, 900);
    const { session, model, manager } = harness(history, { settings: { keepRecent: 2 } });
    await manager.beforeTurn();
    manager.afterTurn(usage(OVERHEAD + estimateContentsTokens(history)));
    session.history = [...history, sized('model', 500, 'm5'), sized('user', 500, 'm6')];
    await manager.beforeTurn();
    manager.afterTurn(usage(OVERHEAD + estimateContentsTokens(history) + 2_000));
    session.requested = true;
    await manager.beforeTurn();
    // Half the 10,000-token limit at 1.5 characters a token (3 for the estimate, halved): 7,500 characters a call.
    expect(model.summaryRequests).toHaveLength(2);
    for (const request of model.summaryRequests) expect(historyPart(request).length).toBeLessThanOrEqual(7_500);
  });

  it('folds more messages into a summary that came out too long to stay under the threshold', async () => {
    let calls = 0;
    const long = () => text(`Summary ${++calls}. ${'The lamp burns all night. '.repeat(850)}`);
    const history = conversation(10, 900);
    const { session, model, manager } = harness(history, { summarize: long });
    await manager.beforeTurn();
    // Two calls for the 7 old messages; the summary (some 5,500 tokens) and 4 kept messages would reach the
    // threshold of 9,000, so one more message is folded into it.
    expect(model.summaryRequests).toHaveLength(3);
    const third = model.summaryRequests[2]!;
    expect(promptOf(third)).toContain('<previous_summary>\nSummary 2.');
    expect(historyPart(third)).toContain('m7 ');
    expect(historyPart(third)).not.toContain('m6 ');
    expect(historyPart(third)).not.toContain('m8 ');
    expect(session.history.slice(1)).toEqual(history.slice(-3));
    expect(textOf(session.history[0])).toContain('Summary 3.');
    expect(session.compressions).toMatchObject([{ replacedMessages: 8, keptMessages: 3 }]);
  });

  it('shortens a kept chapter the summary leaves no room for, and journals the kept messages as they now are', async () => {
    const chapter = 'The sea was grey and the lamp was bright. '.repeat(290);
    const history = [
      ...conversation(8, 900),
      {
        role: 'model',
        parts: [{ functionCall: { name: 'write_file', args: { filename: 'ch9.md', content: chapter } } }],
      },
      { role: 'user', parts: [{ functionResponse: { name: 'write_file', response: { ok: true } } }] },
    ];
    const { session, manager } = harness(history, {
      settings: { keepRecent: 2 },
      summarize: () => text(`Summary. ${'The lamp burns all night. '.repeat(920)}`),
    });
    await manager.beforeTurn();
    // The last exchange (some 3,000 tokens) fit beside a short summary, not beside this one of 6,000 tokens:
    // the chapter's text is left to the file on disk, the exchange itself stays.
    const kept = session.history.slice(1);
    expect(kept).toHaveLength(2);
    const args = kept[0]?.parts?.[0]?.functionCall?.args;
    expect(args?.filename).toBe('ch9.md');
    expect(args?.content).toBe(
      `[writer] ${chapter.length} characters, left out of the context to fit the model's input limit; "ch9.md" on disk holds them (read_file shows them).`,
    );
    expect(kept[1]).toEqual(history[10]);
    expect(session.compressions).toMatchObject([{ replacedMessages: 9, keptMessages: 2, kept }]);
  });

  it('counts a compression that missed the target exactly, and says how big the summary is', async () => {
    // The tokenizer finds 7 tokens more than the estimate in whatever it counts.
    const history = conversation(10, 900);
    const { session, model, reporter, manager } = harness(history, {
      countTokens: (contents) => estimateContentsTokens(contents) + 7,
      summarize: () => text(`Summary. ${'The lamp burns all night. '.repeat(800)}`),
    });
    const status = await manager.beforeTurn();
    // About 5,200 tokens of summary and 3,600 kept: under the 9,150 before, over the target of 4,500.
    const [report] = compressionsOf(reporter);
    expect(report).toMatchObject({ applied: true, tokensBefore: 9_157, keptMessages: 4 });
    expect(model.countCalls).toBe(2);
    expect(report!.tokensAfter).toBe(OVERHEAD + estimateContentsTokens(session.history) + 7);
    expect(status.tokens).toBe(report!.tokensAfter);
    const said = /the summary is ([\d,]+) tokens/.exec(report!.shortfall ?? '');
    const summaryTokens = Number(said?.[1]?.replace(/,/g, ''));
    expect(Math.abs(summaryTokens - estimateContentsTokens([session.history[0]!]))).toBeLessThan(10);
  });

  it('makes no countTokens round trip for a compression that lands exactly on the target', async () => {
    // A summary message of exactly 800 tokens: 100 + 800 + 4 × 900 = 4,500, the target (half of 9,000).
    let summary = 'x';
    while (estimateContentsTokens([summaryMessage(summary, [], undefined)]) < 800) summary += 'x';
    expect(estimateContentsTokens([summaryMessage(summary, [], undefined)])).toBe(800);
    const { session, model, reporter, manager } = harness(conversation(10, 900), { summarize: () => text(summary) });
    await manager.beforeTurn();
    expect(compressionsOf(reporter)).toMatchObject([{ applied: true, tokensAfter: 4_500 }]);
    expect(compressionsOf(reporter)[0]).not.toHaveProperty('shortfall');
    expect(session.history).toHaveLength(5);
    expect(model.countCalls).toBe(1);
  });
});

describe('ContextManager.saveSnapshot', () => {
  it('saves the last summary, the last keepRecent messages and the files on disk, without calling the model', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'ch1.md'), 'One two three.');
    const history = conversation(5, 100);
    const { session, model, manager } = harness(history, { settings: { keepRecent: 2 } });
    session.project = { name: 'Sea', dir };
    session.lastSummary = 'Elias keeps the lamp on Gull Rock.';
    const file = await manager.saveSnapshot('backup');

    expect(path.dirname(file!)).toBe(dir);
    const parsed = parseSummaryFile(readFileSync(file!, 'utf8'));
    expect(parsed.summary).toBe(
      [
        '### Summary of the earlier work\n\nElias keeps the lamp on Gull Rock.',
        `### Recent activity\n\n${renderTranscript(history.slice(-2))}`,
        '### Files on disk\n\n- ch1.md (3 words)',
      ].join('\n\n'),
    );
    expect(parsed.summary).toContain('m4 ');
    expect(parsed.summary).not.toContain('m3 ');
    // Nothing measured yet: the estimate, 100 + 50 + 5 × 100.
    expect(parsed.meta).toMatchObject({ reason: 'backup', tokensBefore: 650, tokensAfter: 650, iteration: 7 });
    expect(model.summaryRequests).toEqual([]);
  });

  it('starts with the recent activity when there is no summary yet, and saves nothing without a project', async () => {
    const dir = tempDir();
    const history = conversation(1, 100);
    const { session, manager } = harness(history, { settings: { keepRecent: 0 } });
    expect(await manager.saveSnapshot('interrupted')).toBeUndefined();
    session.project = { name: 'Sea', dir };
    const parsed = parseSummaryFile(readFileSync((await manager.saveSnapshot('interrupted'))!, 'utf8'));
    // keepRecent 0 still shows the last message.
    expect(parsed.summary).toBe(
      `### Recent activity\n\n${renderTranscript(history.slice(-1))}\n\n### Files on disk\n\n(no files yet)`,
    );
  });
});
