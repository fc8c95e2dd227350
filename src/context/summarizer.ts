import type { Content } from '@google/genai';
import { type CollectedTurn, collectTurn } from '../model/turn.js';
import type { ModelClient, TokenUsage } from '../model/types.js';
import { SUMMARY_SYSTEM_PROMPT, summaryRequest } from '../prompts/summary.js';
import { estimateContentsTokens, estimateTextTokens } from './tokens.js';

/**
 * One summarizer call, made complete. A summary cut off at the output limit
 * (finishReason MAX_TOKENS) lacks its last sections (the next steps, most
 * often), and a session continued from it would not know them: it is never
 * taken as it is. The model is asked to go on where it stopped; when that
 * cannot work (nothing came back, or it is still cut off), the transcript is
 * summarized again in two halves, each folded into the next.
 */

/** Continuations asked for one summary before it is redone in smaller parts. */
export const MAX_SUMMARY_CONTINUATIONS = 2;
/** Halvings of a transcript whose summary keeps being cut off. */
const MAX_SPLITS = 2;
/** A transcript shorter than this is not split further. */
const MIN_SPLIT_CHARS = 2_000;

const CONTINUE_NOTE =
  'Your summary was cut off at the output limit. Continue it exactly where it stopped, without repeating anything, and finish every section.';

export class SummaryCutOffError extends Error {}

/** What a budget says about one request: refused (and why), or sent with at most `maxOutputTokens` of reply. */
export interface RequestPermit {
  refused?: string;
  maxOutputTokens?: number;
}

export interface SummarizerDeps {
  model: ModelClient;
  modelName: string;
  originalPrompt: string;
  /** The summarizer's tokens are spent too: they belong in the run's totals (and its budget). */
  recordUsage(usage: TokenUsage): void;
  /** Asked before each request (the budget): go ahead, with at most how many output tokens, or why not. */
  beforeRequest?(promptTokens: number): Promise<RequestPermit>;
  signal?: AbortSignal | undefined;
}

async function request(contents: Content[], deps: SummarizerDeps): Promise<CollectedTurn> {
  const permit = await deps.beforeRequest?.(
    estimateContentsTokens(contents) + estimateTextTokens(SUMMARY_SYSTEM_PROMPT),
  );
  if (permit?.refused !== undefined) throw new Error(permit.refused);
  const turn = await collectTurn(
    deps.model.streamTurn({
      model: deps.modelName,
      systemInstruction: SUMMARY_SYSTEM_PROMPT,
      tools: [],
      contents,
      ...(deps.signal ? { signal: deps.signal } : {}),
      ...(permit?.maxOutputTokens !== undefined ? { maxOutputTokens: permit.maxOutputTokens } : {}),
    }),
  );
  if (turn.usage) deps.recordUsage(turn.usage);
  return turn;
}

/** The summary of one transcript, continued while it is cut off; throws SummaryCutOffError when it stays cut off. */
async function completeSummary(
  transcript: string,
  previous: string | undefined,
  deps: SummarizerDeps,
): Promise<string> {
  const contents: Content[] = [
    { role: 'user', parts: [{ text: summaryRequest(transcript, previous, deps.originalPrompt) }] },
  ];
  let summary = '';
  for (let continuation = 0; ; continuation++) {
    const turn = await request(contents, deps);
    summary += turn.text;
    if (turn.finishReason !== 'MAX_TOKENS') break;
    // An empty cut-off reply (all of it thinking) has nothing to continue from.
    if (turn.text.trim() === '' || continuation >= MAX_SUMMARY_CONTINUATIONS)
      throw new SummaryCutOffError(
        `the summary was cut off at the output limit${continuation > 0 ? ` (also after ${continuation} continuation${continuation > 1 ? 's' : ''})` : ''}`,
      );
    contents.push(turn.content, { role: 'user', parts: [{ text: CONTINUE_NOTE }] });
  }
  if (summary.trim() === '') throw new Error('the summarizer returned an empty summary');
  return summary.trim();
}

/** Split near the middle, at a line break when there is one. */
function halves(transcript: string): [string, string] {
  const middle = Math.floor(transcript.length / 2);
  const at = transcript.lastIndexOf('\n', middle);
  const cut = at > transcript.length / 4 ? at : middle;
  return [transcript.slice(0, cut), transcript.slice(cut)];
}

/** The summary of `transcript` with `previous` folded in: complete, or an error saying why not. */
export async function summarizeTranscript(
  transcript: string,
  previous: string | undefined,
  deps: SummarizerDeps,
  splits = 0,
): Promise<string> {
  try {
    return await completeSummary(transcript, previous, deps);
  } catch (error) {
    if (!(error instanceof SummaryCutOffError) || splits >= MAX_SPLITS || transcript.length < MIN_SPLIT_CHARS)
      throw error;
    const [first, second] = halves(transcript);
    const folded = await summarizeTranscript(first, previous, deps, splits + 1);
    return summarizeTranscript(second, folded, deps, splits + 1);
  }
}
