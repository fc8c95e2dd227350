import type { Content, FunctionCall, Part } from '@google/genai';
import { hasFunctionCalls } from '../model/parts.js';
import type { TokenUsage } from '../model/types.js';
import { interruptedCallResponse } from './intents.js';
import type { IntentRecord, JournalRecord, SessionRecord } from './journal.js';

export interface ReplayedSession {
  session: SessionRecord | undefined;
  history: Content[];
  iteration: number;
  /** The most recent compression summary, if any. */
  lastSummary: string | undefined;
  /** Each recorded request's usage, in order. */
  usages: TokenUsage[];
  /** Results already recorded for a model turn whose response turn never completed, by call index. */
  danglingResults: Part[];
  /** The target length now: the session's, unless a later resume (a revision) set another. */
  targetWords: number | undefined;
  /** Write intents journaled for calls of that turn. */
  danglingIntents: IntentRecord[];
  /** The last reply's promptTokenCount and how many messages of `history` it covered: an exact size to resume from. */
  lastPrompt?: { tokens: number; coveredMessages: number };
  /** Each file's last journaled write intent in the whole session, for telling a repeated append. */
  lastWrites: Map<string, IntentRecord>;
}

/** Rebuild the session's state from its journal records, exactly as it was sent. */
export function replayJournal(records: readonly JournalRecord[]): ReplayedSession {
  let session: SessionRecord | undefined;
  let history: Content[] = [];
  let iteration = 0;
  let lastSummary: string | undefined;
  let danglingResults: Part[] = [];
  let targetWords: number | undefined;
  let danglingIntents: IntentRecord[] = [];
  const usages: TokenUsage[] = [];
  let lastPrompt: ReplayedSession['lastPrompt'];
  const lastWrites = new Map<string, IntentRecord>();
  for (const record of records) {
    switch (record.type) {
      case 'session':
        session ??= record;
        targetWords ??= record.targetWords;
        break;
      case 'message':
        if (record.usage && record.usage.promptTokens > 0)
          lastPrompt = { tokens: record.usage.promptTokens, coveredMessages: history.length };
        history.push(record.content);
        danglingResults = [];
        danglingIntents = [];
        if (record.usage) usages.push(record.usage);
        iteration = Math.max(iteration, record.iteration);
        break;
      case 'tool_result':
        // By index: a lost line must not shift the results after it onto the wrong calls.
        danglingResults[record.index] = record.part;
        break;
      case 'intent':
        danglingIntents.push(record);
        lastWrites.set(record.file, record);
        break;
      case 'compression': {
        const kept = record.kept ?? (record.keptMessages > 0 ? history.slice(-record.keptMessages) : []);
        history = [record.summaryMessage, ...kept];
        lastPrompt = undefined;
        lastSummary = record.summary;
        iteration = Math.max(iteration, record.iteration);
        break;
      }
      case 'usage':
        usages.push(record.usage);
        break;
      case 'end':
        // An iteration cut short (Ctrl+C mid-turn) was counted by its run: count it here too, so the runs add up.
        iteration = Math.max(iteration, record.iteration);
        break;
      case 'resume':
        if (record.reset) {
          history = [];
          danglingResults = [];
          danglingIntents = [];
          lastPrompt = undefined;
        }
        iteration = Math.max(iteration, record.iteration);
        if (record.targetWords !== undefined) targetWords = record.targetWords;
        break;
    }
  }
  const last = history[history.length - 1];
  if (last?.role !== 'model' || !hasFunctionCalls(last)) {
    danglingResults = [];
    danglingIntents = [];
  }
  return {
    session,
    history,
    iteration,
    lastSummary,
    usages,
    danglingResults,
    danglingIntents,
    targetWords,
    ...(lastPrompt ? { lastPrompt } : {}),
    lastWrites,
  };
}

/**
 * Answer every call of an interrupted model turn: results already recorded
 * are used as they were; for a call that never reported, `answer` gives the
 * response (recovery reads the disk for calls with an intent), else an error
 * saying it may not have completed. Without this the next request would carry
 * calls with no responses, which the API rejects.
 */
export function completeInterruptedTurn(
  modelTurn: Content,
  recorded: readonly (Part | undefined)[],
  answer: (call: FunctionCall, index: number) => Part = (call) =>
    interruptedCallResponse(call, undefined, undefined, false),
): Content {
  const calls = (modelTurn.parts ?? []).flatMap((part) => (part.functionCall ? [part.functionCall] : []));
  const parts: Part[] = calls.map((call, index) => recorded[index] ?? answer(call, index));
  return { role: 'user', parts };
}
