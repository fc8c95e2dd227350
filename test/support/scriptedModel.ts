import type { Content, Part } from '@google/genai';
import type { ModelClient, TokenUsage, TurnChunk, TurnRequest } from '../../src/model/types.js';

/**
 * A ModelClient that replays a script of turns and records every request,
 * for driving the loop in milliseconds without any network.
 */

export type Step = TurnChunk[] | ((request: TurnRequest) => TurnChunk[] | Promise<TurnChunk[]>) | Error;

export interface RecordedTurnRequest {
  model: string;
  systemInstruction: string;
  toolNames: string[];
  /** A deep copy of the contents as they were when sent. */
  contents: Content[];
  /** The request's output cap, when it had one. */
  maxOutputTokens?: number;
}

/**
 * Like the real API: a reply is cut off at the request's maxOutputTokens
 * (thinking counts toward it), ending MAX_TOKENS with usage at the cap.
 */
export function capOutput(chunk: TurnChunk, maxOutputTokens: number | undefined): TurnChunk {
  const used = chunk.usage;
  if (maxOutputTokens === undefined || !used || used.outputTokens + used.thoughtTokens <= maxOutputTokens) return chunk;
  const thoughtTokens = Math.min(used.thoughtTokens, maxOutputTokens);
  const outputTokens = maxOutputTokens - thoughtTokens;
  return {
    ...chunk,
    finishReason: 'MAX_TOKENS',
    usage: { ...used, outputTokens, thoughtTokens, totalTokens: used.promptTokens + outputTokens + thoughtTokens },
  };
}

export function usage(promptTokens: number, outputTokens = 10): TokenUsage {
  return { promptTokens, cachedTokens: 0, outputTokens, thoughtTokens: 0, totalTokens: promptTokens + outputTokens };
}

export function call(
  name: string,
  args: Record<string, unknown>,
  extra: { id?: string; signature?: string } = {},
): Part {
  return {
    functionCall: { name, args, ...(extra.id ? { id: extra.id } : {}) },
    ...(extra.signature ? { thoughtSignature: extra.signature } : {}),
  };
}

/**
 * One turn as a single chunk ending with STOP. Without `promptTokens` the
 * usage reports 0 prompt tokens, which the loop ignores, so token accounting
 * rests on the estimate and on countTokens, as consistent as a fake can be.
 */
export function turn(parts: Part[], options: { finishReason?: string; promptTokens?: number } = {}): TurnChunk[] {
  return [{ parts, finishReason: options.finishReason ?? 'STOP', usage: usage(options.promptTokens ?? 0) }];
}

export function text(value: string): TurnChunk[] {
  return turn([{ text: value }]);
}

export class ScriptedModel implements ModelClient {
  readonly requests: RecordedTurnRequest[] = [];
  countCalls = 0;
  limitCalls = 0;

  constructor(
    private readonly steps: Step[],
    private readonly options: {
      inputTokenLimit?: number;
      countTokens?: (contents: Content[]) => number;
      /** Answers summarizer calls (requests without tools) without using the script. */
      summarize?: (request: TurnRequest) => TurnChunk[];
    } = {},
  ) {}

  /** Requests made by the summarizer (no tools declared). */
  readonly summaryRequests: TurnRequest[] = [];

  get remaining(): number {
    return this.steps.length;
  }

  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    if (request.tools.length === 0 && this.options.summarize) {
      const { signal: _signal, ...plain } = request;
      this.summaryRequests.push(structuredClone(plain));
      yield* this.options.summarize(request);
      return;
    }
    // Like the real API: user and model turns must alternate.
    request.contents.forEach((content, i) => {
      if (i > 0 && content.role === request.contents[i - 1]?.role)
        throw new Error('Please ensure that multiturn requests alternate between user and model.');
    });
    this.requests.push({
      model: request.model,
      systemInstruction: request.systemInstruction,
      toolNames: request.tools.map((tool) => tool.name ?? ''),
      contents: structuredClone(request.contents),
      ...(request.maxOutputTokens !== undefined ? { maxOutputTokens: request.maxOutputTokens } : {}),
    });
    const step = this.steps.shift();
    if (step === undefined) throw new Error('the script has no more turns');
    if (step instanceof Error) throw step;
    const chunks = typeof step === 'function' ? await step(request) : step;
    for (const chunk of chunks) {
      request.signal?.throwIfAborted();
      yield capOutput(chunk, request.maxOutputTokens);
    }
  }

  async countTokens(_model: string, contents: Content[]): Promise<number> {
    this.countCalls++;
    return this.options.countTokens
      ? this.options.countTokens(contents)
      : Math.ceil(JSON.stringify(contents).length / 4);
  }

  async inputTokenLimit(): Promise<number | undefined> {
    this.limitCalls++;
    return this.options.inputTokenLimit;
  }
}
