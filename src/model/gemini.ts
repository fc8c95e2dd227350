import type { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import type { ModelClient, TokenUsage, TurnChunk, TurnRequest } from './types.js';

export interface GeminiClientOptions {
  apiKey: string;
  /** Overrides GOOGLE_GEMINI_BASE_URL (which the SDK reads by itself). */
  baseUrl?: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

export function usageFrom(response: GenerateContentResponse): TokenUsage | undefined {
  const u = response.usageMetadata;
  if (!u) return undefined;
  return {
    promptTokens: u.promptTokenCount ?? 0,
    cachedTokens: u.cachedContentTokenCount ?? 0,
    outputTokens: u.candidatesTokenCount ?? 0,
    thoughtTokens: u.thoughtsTokenCount ?? 0,
    totalTokens: u.totalTokenCount ?? 0,
  };
}

/** Map one SDK response chunk to the loop's chunk, keeping parts untouched. */
export function chunkFrom(response: GenerateContentResponse): TurnChunk {
  const candidate = response.candidates?.[0];
  const chunk: TurnChunk = { parts: candidate?.content?.parts ?? [] };
  if (candidate?.finishReason !== undefined) chunk.finishReason = String(candidate.finishReason);
  const usage = usageFrom(response);
  if (usage) chunk.usage = usage;
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason !== undefined) chunk.blockReason = String(blockReason);
  return chunk;
}

/**
 * A signal for one request that follows the session's signal. The SDK adds
 * an abort listener to the signal it is given and never removes it; handing
 * it the long-lived session signal would pile up one listener per request.
 */
function requestSignal(parent: AbortSignal | undefined): { signal: AbortSignal | undefined; release: () => void } {
  if (!parent) return { signal: undefined, release: () => {} };
  const controller = new AbortController();
  if (parent.aborted) controller.abort(parent.reason);
  const forward = () => controller.abort(parent.reason);
  parent.addEventListener('abort', forward, { once: true });
  return { signal: controller.signal, release: () => parent.removeEventListener('abort', forward) };
}

/** The ModelClient over @google/genai. The SDK is loaded on first use to keep start-up fast. */
export class GeminiClient implements ModelClient {
  private sdk: Promise<GoogleGenAI> | undefined;

  constructor(private readonly options: GeminiClientOptions) {}

  private client(): Promise<GoogleGenAI> {
    this.sdk ??= import('@google/genai').then(({ GoogleGenAI }) => {
      const httpOptions: { baseUrl?: string; timeout?: number } = {};
      if (this.options.baseUrl) httpOptions.baseUrl = this.options.baseUrl;
      if (this.options.timeoutMs) httpOptions.timeout = this.options.timeoutMs;
      return new GoogleGenAI({ apiKey: this.options.apiKey, httpOptions });
    });
    return this.sdk;
  }

  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    const ai = await this.client();
    const config: Parameters<GoogleGenAI['models']['generateContentStream']>[0]['config'] = {
      systemInstruction: request.systemInstruction,
    };
    if (request.tools.length > 0) config.tools = [{ functionDeclarations: request.tools }];
    if (request.includeThoughts) config.thinkingConfig = { includeThoughts: true };
    const { signal, release } = requestSignal(request.signal);
    if (signal) config.abortSignal = signal;
    try {
      const stream = await ai.models.generateContentStream({
        model: request.model,
        contents: request.contents,
        config,
      });
      for await (const response of stream) yield chunkFrom(response);
    } finally {
      release();
    }
  }

  async countTokens(model: string, contents: TurnRequest['contents'], parent?: AbortSignal): Promise<number> {
    const ai = await this.client();
    const { signal, release } = requestSignal(parent);
    try {
      const result = await ai.models.countTokens({
        model,
        contents,
        ...(signal ? { config: { abortSignal: signal } } : {}),
      });
      return result.totalTokens ?? 0;
    } finally {
      release();
    }
  }

  async inputTokenLimit(model: string, parent?: AbortSignal): Promise<number | undefined> {
    const ai = await this.client();
    const { signal, release } = requestSignal(parent);
    try {
      const info = await ai.models.get({ model, ...(signal ? { config: { abortSignal: signal } } : {}) });
      return info.inputTokenLimit;
    } finally {
      release();
    }
  }
}
