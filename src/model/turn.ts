import type { Content, FunctionCall, Part } from '@google/genai';
import type { TokenUsage, TurnChunk } from './types.js';

/** A whole model turn assembled from its streamed chunks. */
export interface CollectedTurn {
  /** The turn exactly as received: every part of every chunk, in order, untouched. */
  content: Content;
  calls: FunctionCall[];
  /** The visible (non-thought) text of the turn. */
  text: string;
  finishReason?: string;
  usage?: TokenUsage;
  blockReason?: string;
}

function partSize(part: Part): number {
  let size = part.text?.length ?? 0;
  if (part.functionCall) size += JSON.stringify(part.functionCall.args ?? {}).length;
  return size;
}

/**
 * Drain a streamed turn. Parts are appended as they come, never merged or
 * rebuilt: thought signatures, empty text parts and call ids must reach the
 * next request byte for byte.
 */
export interface TurnListener {
  /** A part arrived; `chars` counts the turn so far. */
  part?(part: Part, chars: number): void;
  /** The stream broke and starts over: what was shown of it is void. */
  restart?(): void;
}

export async function collectTurn(
  stream: AsyncIterable<TurnChunk>,
  listener: TurnListener = {},
): Promise<CollectedTurn> {
  const parts: Part[] = [];
  const turn: CollectedTurn = { content: { role: 'model', parts }, calls: [], text: '' };
  let chars = 0;
  for await (const chunk of stream) {
    if (chunk.restart) {
      parts.length = 0;
      turn.calls = [];
      turn.text = '';
      chars = 0;
      delete turn.finishReason;
      delete turn.usage;
      delete turn.blockReason;
      listener.restart?.();
    }
    for (const part of chunk.parts) {
      parts.push(part);
      chars += partSize(part);
      if (part.functionCall) turn.calls.push(part.functionCall);
      else if (part.text && !part.thought) turn.text += part.text;
      listener.part?.(part, chars);
    }
    if (chunk.finishReason !== undefined) turn.finishReason = chunk.finishReason;
    if (chunk.usage) turn.usage = chunk.usage;
    if (chunk.blockReason !== undefined) turn.blockReason = chunk.blockReason;
  }
  return turn;
}
