import type { Content, FunctionCall, Part } from '@google/genai';
import { functionResponse } from '../model/parts.js';

/**
 * Making a replayed history well formed again after journal damage. A lost
 * line can leave function responses whose call is gone (an overwritten model
 * turn), calls with no responses (a lost response turn) or a model turn with
 * no prompt before it; the API rejects every such request with a 400, so a
 * recovery would fail forever. The repair keeps every message it can, as it
 * was, and changes only what the API cannot take:
 * - a response without its call becomes a text note carrying its result;
 * - calls left unanswered before the next model turn get an error response
 *   saying their result was lost (the files on disk show what happened);
 * - empty messages are dropped; a history opening with a model turn gets the
 *   session's prompt back in front of it.
 * Calls of the very last model turn are left open: recovery answers them from
 * the journaled results and intents (see completeInterruptedTurn).
 */

export interface RepairedHistory {
  history: Content[];
  /** One line per change, for the person resuming (empty: the history was well formed). */
  repairs: string[];
}

const LOST_RESULT =
  'The result of this call was lost from the damaged session journal. Check the file list (list_files, read_file) before repeating it.';

function orphanNote(part: Part): Part {
  const response = part.functionResponse;
  const result = JSON.stringify(response?.response ?? {});
  const shown = result.length > 2_000 ? `${result.slice(0, 2_000)}…` : result;
  return {
    text: `[writer] A function result whose call was lost from the damaged session journal (${response?.name ?? 'unknown tool'}): ${shown}`,
  };
}

/** Calls of the latest model turn still waiting for their responses. */
class OpenCalls {
  private calls: FunctionCall[] = [];
  private answered: boolean[] = [];

  open(calls: FunctionCall[]): void {
    this.calls = calls;
    this.answered = calls.map(() => false);
  }

  get pending(): FunctionCall[] {
    return this.calls.filter((_, i) => !this.answered[i]);
  }

  get anyAnswered(): boolean {
    return this.answered.some(Boolean);
  }

  /** Match a response to an open call: by id when it has one, else the first unanswered call of that name. */
  take(part: Part): boolean {
    const response = part.functionResponse;
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: take is only called for parts that hold a functionResponse, so this guard never decides
    if (!response) return false;
    const index = this.calls.findIndex(
      (call, i) =>
        !this.answered[i] && (response.id !== undefined ? call.id === response.id : call.name === response.name),
    );
    if (index < 0) return false;
    this.answered[index] = true;
    return true;
  }

  /** Error responses for every call still open, and close them. */
  closeLost(): Part[] {
    const parts = this.pending.map((call) => functionResponse(call, { error: LOST_RESULT }));
    this.open([]);
    return parts;
  }
}

const callsOf = (content: Content): FunctionCall[] =>
  (content.parts ?? []).flatMap((part) => (part.functionCall ? [part.functionCall] : []));

export function repairHistory(history: readonly Content[], prompt?: string): RepairedHistory {
  const out: Content[] = [];
  const repairs: string[] = [];
  const open = new OpenCalls();
  const answerLost = () => {
    const parts = open.closeLost();
    if (parts.length === 0) return;
    out.push({ role: 'user', parts });
    repairs.push(`answered ${parts.length} call(s) whose results were lost with an error saying so`);
  };

  for (const message of history) {
    const parts = message.parts ?? [];
    if (parts.length === 0) {
      repairs.push(`dropped an empty ${message.role ? `${message.role} ` : ''}message`);
      continue;
    }
    if (message.role === 'model') {
      if (out.length === 0) {
        if (prompt !== undefined) {
          out.push({ role: 'user', parts: [{ text: prompt }] });
          repairs.push('put the original prompt back in front of the first model turn');
        } else repairs.push('the history opens with a model turn');
      }
      answerLost();
      out.push(message);
      open.open(callsOf(message));
      continue;
    }
    let changed = false;
    const kept = parts.map((part) => {
      if (!part.functionResponse || open.take(part)) return part;
      changed = true;
      return orphanNote(part);
    });
    if (changed) {
      repairs.push('turned function results whose call was lost into a note');
      out.push({ ...message, parts: kept });
    } else out.push(message);
  }
  // A user turn answered only part of the last calls: the rest were lost with it.
  const last = out[out.length - 1];
  if (
    last &&
    // Stryker disable next-line ConditionalExpression: when the last message is a model turn its calls were just opened, so none is answered and the role test never decides
    last.role === 'user' &&
    open.pending.length > 0 &&
    open.anyAnswered
  ) {
    const parts = open.closeLost();
    out[out.length - 1] = { ...last, parts: [...(last.parts ?? []), ...parts] };
    repairs.push(`answered ${parts.length} call(s) whose results were lost with an error saying so`);
  } else if (last && last.role === 'user') {
    answerLost(); // a user turn that answered none of the last calls (answers nothing when none is pending)
  }
  return { history: out, repairs };
}
