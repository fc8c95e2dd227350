import type { GenerateContentResponse } from '@google/genai';
import type { GoogleGenAI } from '@google/genai/web';
import { errorField, errorMessage } from '../util/errors.js';
import { RequestDeadline } from './deadline.js';
import { errorCodes } from './errors.js';
import type { ModelClient, TokenUsage, TurnChunk, TurnRequest } from './types.js';
import { BrokenStreamError, isUnreachableCode, UnreachableError } from './wireErrors.js';

export interface GeminiClientOptions {
  apiKey: string;
  /** Overrides GOOGLE_GEMINI_BASE_URL (which the SDK reads by itself). */
  baseUrl?: string;
  /** Longest silence in milliseconds: no reply, or no chunk of a streaming reply, for this long (--request-timeout). */
  timeoutMs?: number;
  /** Longest a whole request may take, however steadily it streams (--total-timeout). */
  totalTimeoutMs?: number;
  /**
   * Longest wait for countTokens and models.get (default 30s, or less with a
   * smaller timeoutMs): they answer in well under a second and both have a
   * fallback (the local estimate, the default limit), so minutes of waiting
   * would only hold the run up.
   */
  unaryTimeoutCapMs?: number;
  /** Where GOOGLE_GEMINI_BASE_URL is read (default process.env), as the SDK would. */
  env?: NodeJS.ProcessEnv;
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
 * What a failure on the wire means, in the terms the retry layer acts on:
 * our own timeout, an unparseable event, an unreachable user-given URL.
 */
function wireError(error: unknown, deadline: RequestDeadline, customUrl: string | undefined): unknown {
  const explained = deadline.explain(error);
  if (explained !== error) return explained;
  // The SDK parses each SSE event with JSON.parse (SyntaxError), or fails while wrapping one.
  if (error instanceof SyntaxError || /^exception parsing stream chunk/.test(errorMessage(error)))
    return new BrokenStreamError('the reply stream sent an event that is not JSON');
  if (/^Incomplete JSON segment/.test(errorMessage(error)))
    return new BrokenStreamError('the reply stream ended in the middle of an event');
  const badPort = errorField(errorField(error, 'cause'), 'message') === 'bad port';
  const unreachable = badPort ? 'BAD_PORT' : errorCodes(error).find(isUnreachableCode);
  if (customUrl && unreachable) return new UnreachableError(customUrl, unreachable);
  return error;
}

/** The ModelClient over @google/genai. The SDK is loaded on first use to keep start-up fast. */
export class GeminiClient implements ModelClient {
  private sdk: Promise<GoogleGenAI> | undefined;
  /** A base URL the user chose; undefined for Google's own endpoint. */
  private readonly customUrl: string | undefined;

  constructor(private readonly options: GeminiClientOptions) {
    this.customUrl = options.baseUrl || (options.env ?? process.env).GOOGLE_GEMINI_BASE_URL || undefined;
  }

  private client(): Promise<GoogleGenAI> {
    // The SDK's fetch-only build: what writer calls (an API key, generateContentStream, countTokens, models.get) is
    // the same code in both builds, and this one loads in half the CPU (about 160 ms against 350 ms here): the
    // Node build also loads google-auth-library and ws, for Vertex AI and the Live API, which writer does not use.
    // The one difference on the wire is the client label, `gl-node/web` instead of node's version.
    // No httpOptions.timeout: the SDK's would bound the whole stream; our deadline bounds silence instead.
    this.sdk ??= import('@google/genai/web').then(({ GoogleGenAI }) => {
      // The URL the SDK would take from GOOGLE_GEMINI_BASE_URL by itself, passed explicitly so that the
      // request goes where wireError says it went.
      const httpOptions: { baseUrl?: string } = {};
      if (this.customUrl) httpOptions.baseUrl = this.customUrl;
      return new GoogleGenAI({ apiKey: this.options.apiKey, httpOptions });
    });
    return this.sdk;
  }

  /** A unary call under a deadline: "no reply within" the idle limit, capped. */
  private async unary<T>(parent: AbortSignal | undefined, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const configured = this.options.timeoutMs;
    const cap = this.options.unaryTimeoutCapMs ?? 30_000;
    const capped = configured === undefined || configured > cap;
    const deadline = new RequestDeadline(
      capped ? cap : configured,
      this.options.totalTimeoutMs,
      parent,
      capped ? undefined : '--request-timeout',
    );
    try {
      return await call(deadline.signal);
    } catch (error) {
      throw wireError(error, deadline, this.customUrl);
    } finally {
      deadline.release();
    }
  }

  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    const ai = await this.client();
    const config: Parameters<GoogleGenAI['models']['generateContentStream']>[0]['config'] = {
      systemInstruction: request.systemInstruction,
    };
    if (request.tools.length > 0) config.tools = [{ functionDeclarations: request.tools }];
    if (request.includeThoughts) config.thinkingConfig = { includeThoughts: true };
    if (request.maxOutputTokens !== undefined) config.maxOutputTokens = request.maxOutputTokens;
    const deadline = new RequestDeadline(
      this.options.timeoutMs,
      this.options.totalTimeoutMs,
      request.signal,
      '--request-timeout',
    );
    config.abortSignal = deadline.signal;
    let finished = false;
    try {
      const stream = await ai.models.generateContentStream({
        model: request.model,
        contents: request.contents,
        config,
      });
      for await (const response of stream) {
        deadline.touch();
        const chunk = chunkFrom(response);
        if (chunk.finishReason !== undefined || chunk.blockReason !== undefined) finished = true;
        yield chunk;
      }
    } catch (error) {
      throw wireError(error, deadline, this.customUrl);
    } finally {
      deadline.release();
    }
    // The API always ends a reply with a finish reason (or a prompt block); a clean end without one
    // is a stream cut short, e.g. by a proxy, and its text is not the model's last word.
    if (!finished)
      throw new BrokenStreamError('the reply stream ended before the reply was complete (no finishReason)');
  }

  async countTokens(model: string, contents: TurnRequest['contents'], parent?: AbortSignal): Promise<number> {
    const ai = await this.client();
    const result = await this.unary(parent, (abortSignal) =>
      ai.models.countTokens({ model, contents, config: { abortSignal } }),
    );
    return result.totalTokens ?? 0;
  }

  async inputTokenLimit(model: string, parent?: AbortSignal): Promise<number | undefined> {
    const ai = await this.client();
    const info = await this.unary(parent, (abortSignal) => ai.models.get({ model, config: { abortSignal } }));
    return info.inputTokenLimit;
  }
}
