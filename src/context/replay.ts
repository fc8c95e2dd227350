import type { Content, Part } from '@google/genai';
import type { TokenUsage } from '../model/types.js';
import { hasFunctionCalls } from './cutPoint.js';
import type { JournalRecord, SessionRecord } from './journal.js';

export interface ReplayedSession {
  session: SessionRecord | undefined;
  history: Content[];
  iteration: number;
  /** The most recent compression summary, if any. */
  lastSummary: string | undefined;
  /** Each recorded request's usage, in order. */
  usages: TokenUsage[];
  /** Results already recorded for a model turn whose response turn never completed. */
  danglingResults: Part[];
  /** The target length now: the session's, unless a later resume (a revision) set another. */
  targetWords: number | undefined;
}

/** Rebuild the session's state from its journal records, exactly as it was sent. */
export function replayJournal(records: readonly JournalRecord[]): ReplayedSession {
  let session: SessionRecord | undefined;
  let history: Content[] = [];
  let iteration = 0;
  let lastSummary: string | undefined;
  let danglingResults: Part[] = [];
  let targetWords: number | undefined;
  const usages: TokenUsage[] = [];
  for (const record of records) {
    switch (record.type) {
      case 'session':
        session ??= record;
        targetWords ??= record.targetWords;
        break;
      case 'message':
        history.push(record.content);
        danglingResults = [];
        if (record.usage) usages.push(record.usage);
        iteration = Math.max(iteration, record.iteration);
        break;
      case 'tool_result':
        danglingResults.push(record.part);
        break;
      case 'compression': {
        const kept = record.keptMessages > 0 ? history.slice(-record.keptMessages) : [];
        history = [record.summaryMessage, ...kept];
        lastSummary = record.summary;
        iteration = Math.max(iteration, record.iteration);
        break;
      }
      case 'usage':
        usages.push(record.usage);
        break;
      case 'end':
        break;
      case 'resume':
        if (record.reset) {
          history = [];
          danglingResults = [];
        }
        iteration = Math.max(iteration, record.iteration);
        if (record.targetWords !== undefined) targetWords = record.targetWords;
        break;
    }
  }
  const last = history[history.length - 1];
  if (last?.role !== 'model' || !hasFunctionCalls(last)) danglingResults = [];
  return { session, history, iteration, lastSummary, usages, danglingResults, targetWords };
}

/**
 * Answer every call of an interrupted model turn: results already recorded
 * are used as they were; calls that never reported get an error telling the
 * model they may not have run. Without this the next request would carry
 * calls with no responses, which the API rejects.
 */
export function completeInterruptedTurn(modelTurn: Content, recorded: readonly Part[]): Content {
  const calls = (modelTurn.parts ?? []).flatMap((part) => (part.functionCall ? [part.functionCall] : []));
  const parts: Part[] = calls.map((call, index) => {
    const done = recorded[index];
    if (done) return done;
    return {
      functionResponse: {
        ...(call.id !== undefined ? { id: call.id } : {}),
        name: call.name ?? '',
        response: {
          error:
            'The session was interrupted before this call reported a result; it may not have completed. Check the file list before repeating it.',
        },
      },
    };
  });
  return { role: 'user', parts };
}
