import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/agent/session.js';
import { judgeCompression } from '../../src/context/compressionGoal.js';
import { ContextManager } from '../../src/context/manager.js';
import { type SummarizerDeps, summarizeTranscript } from '../../src/context/summarizer.js';
import { estimateContentsTokens, estimateTextTokens } from '../../src/context/tokens.js';
import type { TokenUsage, TurnChunk, TurnRequest } from '../../src/model/types.js';
import { SUMMARY_SYSTEM_PROMPT, summaryRequest } from '../../src/prompts/summary.js';
import type { CompressionReport } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
import { ScriptedModel, usage } from '../support/scriptedModel.js';
import { RecordingReporter, testSettings } from '../support/session.js';

const prose = (i: number) => `Chapter ${i}. ${'The sea was grey and the lamp was bright. '.repeat(60)}`;

/** A session whose history holds `chapters` written chapters (a call and its response each). */
async function sessionWith(chapters: number, settings = {}): Promise<Session> {
  const session = Session.start('Write a novella.', testSettings({ tokenLimit: 20_000, keepRecent: 2, ...settings }));
  const dir = path.join(tempDir(), 'Sea');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir);
  await session.activateProject({ name: 'Sea', dir });
  for (let i = 1; i <= chapters; i++) {
    const args = { filename: `ch${i}.md`, content: prose(i), mode: 'create' };
    session.appendMessage({ role: 'model', parts: [{ functionCall: { name: 'write_file', args } }] });
    session.appendMessage({
      role: 'user',
      parts: [{ functionResponse: { name: 'write_file', response: { ok: true, file: `ch${i}.md` } } }],
    });
  }
  return session;
}

function manager(
  session: Session,
  summarize: (request: TurnRequest) => TurnChunk[],
  reporter = new RecordingReporter(),
  systemInstruction = 'You write.',
) {
  const model = new ScriptedModel([], { summarize });
  const context = new ContextManager({ session, model, reporter: reporter.report, systemInstruction, tools: [] });
  context.init();
  return { context, model, reporter };
}

const cut = (text: string): TurnChunk[] => [{ parts: [{ text }], finishReason: 'MAX_TOKENS' }];
const whole = (text: string): TurnChunk[] => [{ parts: [{ text }], finishReason: 'STOP' }];
const summaryFiles = (session: Session) =>
  readdirSync(session.project!.dir).filter((f) => f.startsWith('.context_summary_'));

describe('summaries cut off at the output limit', () => {
  it('are continued where they stopped, and only the whole summary is used', async () => {
    const session = await sessionWith(8);
    const replies = [
      cut('## Task and constraints\nA novella.\n## Progress\nEight chap'),
      whole('ters written.\n## Next steps\nWrite nine.'),
    ];
    const { context, model } = manager(session, () => replies.shift()!);
    const report = await context.compress('test');
    expect(report.applied).toBe(true);
    expect(session.lastSummary).toBe(
      '## Task and constraints\nA novella.\n## Progress\nEight chapters written.\n## Next steps\nWrite nine.',
    );
    // The continuation carries the cut-off part as the model's turn and asks for the rest.
    const second = model.summaryRequests[1]!;
    expect(second.contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
    expect(second.contents[2]?.parts?.[0]?.text).toMatch(
      /cut off at the output limit\. Continue it exactly where it stopped/,
    );
    expect(readFileSync(path.join(session.project!.dir, summaryFiles(session)[0]!), 'utf8')).toContain('Write nine.');
  });

  it('are never written as complete: a summary that stays cut off leaves the history as it was, and says why', async () => {
    const session = await sessionWith(8);
    const before = session.history.length;
    const { context, model, reporter } = manager(session, () => cut('## Task and constraints\nA nov'));
    const report = await context.compress('test');
    expect(report.applied).toBe(false);
    expect(session.history.length).toBe(before);
    expect(session.lastSummary).toBeUndefined();
    expect(summaryFiles(session)).toEqual([]);
    const reported = reporter.of('compression')[0] as CompressionReport;
    expect(reported.reason).toMatch(/the summary could not be made \(the summary was cut off at the output limit/);
    // Continued, then redone in halves (each continued too), then given up: a bounded number of calls.
    expect(model.summaryRequests.length).toBeGreaterThan(3);
    expect(model.summaryRequests.length).toBeLessThanOrEqual(3 * 7);
  });

  it('an empty cut-off reply (all thinking) is redone in two smaller parts, the first folded into the second', async () => {
    const session = await sessionWith(8);
    const replies = [cut(''), whole('Summary of the first half.'), whole('Summary of both halves.')];
    const { context, model } = manager(session, () => replies.shift()!);
    const report = await context.compress('test');
    expect(report.applied).toBe(true);
    expect(session.lastSummary).toBe('Summary of both halves.');
    const [whole1, half1, half2] = model.summaryRequests.map((r) => r.contents[0]?.parts?.[0]?.text ?? '');
    expect(half1!.length).toBeLessThan(whole1!.length);
    expect(half2).toContain('<previous_summary>\nSummary of the first half.\n</previous_summary>');
  });
});

describe('a compression that pays', () => {
  it('one that cannot get under the threshold says so and why, and spends no summary call', async () => {
    // The kept messages fit (at most half the threshold), but a system prompt of ~1,000 tokens alone passes 900.
    const session = await sessionWith(8, { tokenLimit: 1_000, compressAt: 0.9, keepRecent: 4 });
    const { context, model, reporter } = manager(session, () => whole('A summary.'), undefined, 'Rule. '.repeat(670));
    const report = await context.compress('context near the limit');
    expect(report.applied).toBe(false);
    expect(model.summaryRequests).toHaveLength(0);
    const reported = reporter.of('compression')[0] as CompressionReport;
    expect(reported.reason).toMatch(
      /the \d+ most recent messages, kept verbatim, and the system prompt alone are [\d,]+ tokens, not under the threshold of 900, so no summary of the rest can help/,
    );
  });

  it('one whose summary and kept messages miss the target keeps its --keep-recent messages: only the threshold takes them', async () => {
    // Two chapters kept (~1,300 tokens) and a summary of ~600 pass the target of 1,800, not the threshold of 3,600:
    // the messages the person asked to keep stay, and the report says why the target was missed.
    const session = await sessionWith(8, { tokenLimit: 4_000, compressAt: 0.9, keepRecent: 4 });
    const { context } = manager(session, () => whole(`A summary. ${'Elias keeps the lamp. '.repeat(110)}`));
    const report = await context.compress('context near the limit');
    expect(report.applied).toBe(true);
    expect(report.target).toBe(1_800);
    expect(report.keptMessages).toBe(4);
    expect(report.tokensAfter).toBeGreaterThan(1_800);
    expect(report.tokensAfter).toBeLessThan(3_600);
    expect(report.shortfall).toMatch(/^above the target of 1,800 \(half the threshold\)/);
  });

  it('one whose summary alone passes the target is applied, keeps its messages and says plainly why it fell short', async () => {
    const session = await sessionWith(8, { tokenLimit: 4_000, compressAt: 0.9, keepRecent: 4 });
    const { context } = manager(session, () => whole(`A summary. ${'Elias keeps the lamp. '.repeat(370)}`));
    const report = await context.compress('context near the limit');
    expect(report.applied).toBe(true);
    expect(report.shortfall).toMatch(
      /^above the target of 1,800 \(half the threshold\): the summary is [\d,]+ tokens and the kept messages with the system prompt [\d,]+/,
    );
  });

  it('one that would stay over the threshold keeps fewer messages to get under it, and is not tried again next turn', async () => {
    const session = await sessionWith(8, { tokenLimit: 4_000, compressAt: 0.9, keepRecent: 4 });
    const long = `A summary. ${'Elias keeps the lamp. '.repeat(500)}`;
    const { context, model } = manager(session, () => whole(long));
    const report = await context.compress('context near the limit');
    expect(report.applied).toBe(true);
    expect(report.tokensAfter).toBeLessThan(3_600);
    expect(report.shortfall).toMatch(/^above the target of 1,800/);
    const calls = model.summaryRequests.length;
    // One more short exchange: older messages to summarize again exist, but the same summary would bring the same
    // result, and the history is still well inside the window.
    session.appendMessage({
      role: 'model',
      parts: [{ functionCall: { name: 'write_file', args: { content: 'A note.' } } }],
    });
    session.appendMessage({
      role: 'user',
      parts: [{ functionResponse: { name: 'write_file', response: { ok: true } } }],
    });
    await context.beforeTurn();
    expect(model.summaryRequests).toHaveLength(calls);
  });

  it('one that reaches half the threshold reports no shortfall', async () => {
    const session = await sessionWith(8, { tokenLimit: 20_000, keepRecent: 2 });
    const { context } = manager(session, () => whole('A summary.'));
    const report = await context.compress('test');
    expect(report.applied).toBe(true);
    expect(report.shortfall).toBeUndefined();
  });
});

describe('judgeCompression', () => {
  const sizes = { before: 10_000, threshold: 9_000, summaryTokens: 500, keptTokens: 4_000 };
  it('applies a smaller history, and holds further attempts when it missed the target', () => {
    expect(judgeCompression({ ...sizes, after: 4_000 })).toEqual({ apply: true, hold: false });
    expect(judgeCompression({ ...sizes, after: 6_000 })).toMatchObject({ apply: true, hold: true });
    expect(judgeCompression({ ...sizes, after: 9_500 })).toMatchObject({
      apply: true,
      hold: true,
      shortfall: expect.stringMatching(/^still over the threshold of 9,000/),
    });
    // Exactly at the target: no shortfall; exactly at the threshold: still over it.
    expect(judgeCompression({ ...sizes, after: 4_500 })).toEqual({ apply: true, hold: false });
    expect(judgeCompression({ ...sizes, after: 9_000 })).toMatchObject({
      shortfall: expect.stringMatching(/^still over the threshold of 9,000: /),
    });
    expect(judgeCompression({ ...sizes, after: 8_999 })).toMatchObject({
      shortfall:
        'above the target of 4,500 (half the threshold): the summary is 500 tokens and the kept messages with the system prompt 4,000 (a smaller --keep-recent keeps fewer)',
    });
    // Where the summary is the bigger part, --keep-recent is not the lever.
    expect(judgeCompression({ ...sizes, after: 8_999, summaryTokens: 5_000 })).toMatchObject({
      shortfall: expect.not.stringContaining('--keep-recent'),
    });
    expect(judgeCompression({ ...sizes, after: 10_000 })).toEqual({
      apply: false,
      reason: 'the summary was not smaller; history kept',
    });
  });
});

describe('summarizeTranscript', () => {
  const deps = (replies: TurnChunk[][], extra: Partial<SummarizerDeps> = {}) => {
    const model = new ScriptedModel([], { summarize: () => replies.shift() ?? whole('Unexpected.') });
    const usages: TokenUsage[] = [];
    return {
      model,
      usages,
      deps: {
        model,
        modelName: 'm',
        originalPrompt: 'Write.',
        recordUsage: (u: TokenUsage) => usages.push(u),
        ...extra,
      },
    };
  };
  const short = 'A short transcript.';

  it('says how often a summary that stays cut off was continued', async () => {
    const stays = deps([cut('Part one'), cut(' part two'), cut(' part three')]);
    await expect(summarizeTranscript(short, undefined, stays.deps)).rejects.toThrow(
      /^the summary was cut off at the output limit \(also after 2 continuations\)$/,
    );
    expect(stays.model.summaryRequests).toHaveLength(3);
    const once = deps([cut('Part one'), cut('')]);
    await expect(summarizeTranscript(short, undefined, once.deps)).rejects.toThrow(
      /^the summary was cut off at the output limit \(also after 1 continuation\)$/,
    );
    const never = deps([cut('  ')]);
    await expect(summarizeTranscript(short, undefined, never.deps)).rejects.toThrow(
      /^the summary was cut off at the output limit$/,
    );
    expect(never.model.summaryRequests).toHaveLength(1);
  });

  it('refuses an empty summary, and trims a whole one', async () => {
    await expect(summarizeTranscript(short, undefined, deps([whole('  \n')]).deps)).rejects.toThrow(
      'the summarizer returned an empty summary',
    );
    expect(await summarizeTranscript(short, undefined, deps([whole('\n Summary. \n')]).deps)).toBe('Summary.');
  });

  it('asks the budget before each request, sends no tools, and counts what each request used', async () => {
    const asked: number[] = [];
    const run = deps([[{ parts: [{ text: 'Summary.' }], finishReason: 'STOP', usage: usage(1_234) }]], {
      beforeRequest: async (tokens) => {
        asked.push(tokens);
        return { maxOutputTokens: 2_000 };
      },
    });
    expect(await summarizeTranscript('x'.repeat(4_000), undefined, run.deps)).toBe('Summary.');
    // The request's size: the transcript (about 1,000 tokens) and the summarizer's instructions.
    expect(asked).toHaveLength(1);
    const sent = [{ role: 'user', parts: [{ text: summaryRequest('x'.repeat(4_000), undefined, 'Write.') }] }];
    expect(asked).toEqual([estimateContentsTokens(sent) + estimateTextTokens(SUMMARY_SYSTEM_PROMPT)]);
    const request = run.model.summaryRequests[0]!;
    expect(request.maxOutputTokens).toBe(2_000);
    expect(request.tools).toEqual([]);
    expect(request.model).toBe('m');
    expect(run.usages.map((u) => u.promptTokens)).toEqual([1_234]);
    // A reply without usage counts nothing; a request without a permit's cap has none.
    const bare = deps([whole('Summary.')]);
    await summarizeTranscript(short, undefined, bare.deps);
    expect(bare.usages).toEqual([]);
    expect(bare.model.summaryRequests[0]).not.toHaveProperty('maxOutputTokens');
  });

  it('makes no request the budget refuses', async () => {
    const run = deps([whole('Summary.')], { beforeRequest: async () => ({ refused: 'the budget is spent' }) });
    await expect(summarizeTranscript(short, undefined, run.deps)).rejects.toThrow('the budget is spent');
    expect(run.model.summaryRequests).toHaveLength(0);
  });

  it('redoes a transcript that stays cut off in two halves split at a line break past its first quarter', async () => {
    const first = `${'a'.repeat(1_500)}\n`;
    const transcript = `${first}${'b'.repeat(2_499)}`;
    const run = deps([cut(''), whole('First half.'), whole('Both halves.')]);
    expect(await summarizeTranscript(transcript, 'Earlier.', run.deps)).toBe('Both halves.');
    const texts = run.model.summaryRequests.map((r) => r.contents[0]?.parts?.[0]?.text ?? '');
    expect(texts[1]).toContain(`${'a'.repeat(1_500)}\n</`);
    expect(texts[1]).not.toContain('bbbb');
    expect(texts[1]).toContain('<previous_summary>\nEarlier.\n</previous_summary>');
    expect(texts[2]).toContain('<previous_summary>\nFirst half.\n</previous_summary>');
    // The second half is only what the first left: the model does not read the first half twice.
    expect(texts[2]).toContain(`<history>\n\n${'b'.repeat(2_499)}\n</history>`);
    expect(texts[2]).not.toContain('aaaa');
  });

  it('splits at the middle when the line break is exactly at the first quarter', async () => {
    const transcript = `${'a'.repeat(1_000)}\n${'b'.repeat(2_999)}`;
    const run = deps([cut(''), whole('First half.'), whole('Both halves.')]);
    await summarizeTranscript(transcript, undefined, run.deps);
    const half = run.model.summaryRequests[1]!.contents[0]?.parts?.[0]?.text ?? '';
    expect(half).toContain(`<history>\n${'a'.repeat(1_000)}\n${'b'.repeat(999)}\n</history>`);
  });

  /** A model whose summary is cut off (all thinking) while the history it is given is longer than `most`. */
  const cutAbove = (most: number, cutWhen: (history: string) => boolean = () => true) => {
    const histories: string[] = [];
    const model = new ScriptedModel([], {
      summarize: (request) => {
        const text = request.contents[0]?.parts?.[0]?.text ?? '';
        const history = /<history>\n([\s\S]*)\n<\/history>/.exec(text)?.[1] ?? '';
        histories.push(history);
        return history.length > most && cutWhen(history) ? cut('') : whole(`Summary of ${history.length}.`);
      },
    });
    return { model, histories, deps: { model, modelName: 'm', originalPrompt: 'Write.', recordUsage: () => {} } };
  };

  it('halves a transcript that stays cut off at most twice, then gives up rather than spend more calls', async () => {
    // Quarters of 4,000 characters are still cut off; eighths (2,000) would not be, but are never tried.
    const run = cutAbove(3_000);
    await expect(summarizeTranscript('x'.repeat(16_000), undefined, run.deps)).rejects.toThrow(
      /^the summary was cut off at the output limit$/,
    );
    expect(run.histories.map((h) => h.length)).toEqual([16_000, 8_000, 4_000]);
  });

  it('halves the second half at most once more when only it stays cut off', async () => {
    const transcript = `${'a'.repeat(8_000)}\n${'b'.repeat(7_999)}`;
    const run = cutAbove(3_000, (history) => history.includes('b'));
    await expect(summarizeTranscript(transcript, undefined, run.deps)).rejects.toThrow(/cut off/);
    expect(run.histories.map((h) => h.length)).toEqual([16_000, 8_000, 8_000, 4_000]);
  });

  it('does not redo in halves a summary that failed for another reason than being cut off', async () => {
    const long = 'x'.repeat(8_000);
    let asked = 0;
    const refused = deps([], {
      beforeRequest: async () => {
        asked++;
        return { refused: 'the budget is spent' };
      },
    });
    await expect(summarizeTranscript(long, undefined, refused.deps)).rejects.toThrow('the budget is spent');
    expect(asked).toBe(1);
    const empty = deps([whole(' '), whole('Half.'), whole('Both.')]);
    await expect(summarizeTranscript(long, undefined, empty.deps)).rejects.toThrow('empty summary');
    expect(empty.model.summaryRequests).toHaveLength(1);
  });

  it('stops a summary at once when the run is interrupted, and does not redo it in halves', async () => {
    const controller = new AbortController();
    controller.abort(new Error('interrupted'));
    const model = new ScriptedModel([], {
      summarize: (request) => {
        request.signal?.throwIfAborted();
        return whole('A summary.');
      },
    });
    const run = { model, modelName: 'm', originalPrompt: 'Write.', recordUsage: () => {}, signal: controller.signal };
    await expect(summarizeTranscript('x'.repeat(8_000), undefined, run)).rejects.toThrow('interrupted');
    expect(model.summaryRequests).toHaveLength(1);
  });

  it('splits at the middle when the only line break is in the first quarter, and not below 2,000 characters', async () => {
    const transcript = `${'a'.repeat(500)}\n${'b'.repeat(3_499)}`;
    const run = deps([cut(''), whole('First half.'), whole('Both halves.')]);
    await summarizeTranscript(transcript, undefined, run.deps);
    const half = run.model.summaryRequests[1]!.contents[0]?.parts?.[0]?.text ?? '';
    expect(half).toContain(`${'a'.repeat(500)}\n${'b'.repeat(1_499)}\n</`);
    const least = deps([cut(''), whole('First half.'), whole('Both halves.')]);
    expect(await summarizeTranscript('x'.repeat(2_000), undefined, least.deps)).toBe('Both halves.');
    const small = deps([cut('')]);
    await expect(summarizeTranscript('x'.repeat(1_999), undefined, small.deps)).rejects.toThrow(/cut off/);
    expect(small.model.summaryRequests).toHaveLength(1);
  });
});
