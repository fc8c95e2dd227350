import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Gemini-compatible HTTP server on 127.0.0.1 for end-to-end tests. It speaks
 * the wire format of the recorded fixtures: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`
 * answered as `data: {...}\r\n\r\n` events, `:countTokens`, and `GET /v1beta/models/{model}`.
 * The built CLI reaches it through GOOGLE_GEMINI_BASE_URL.
 */

export type Json = Record<string, unknown>;

export interface GenerateReply {
  /** GenerateContentResponse objects, each sent as one SSE event. */
  chunks?: Json[];
  /** A raw body sent as is (a fixture's SSE bytes). */
  raw?: string;
  /** A non-200 status; `error` is its JSON body. */
  status?: number;
  error?: unknown;
  contentType?: string;
  /** Wait this long before answering (on top of the server latency). */
  delayMs?: number;
  /** Send this many chunks, then destroy the connection (a reset mid-stream). */
  resetAfter?: number;
  /** Never answer: hold the request open until the client gives up. */
  hang?: boolean;
  /** Send this many chunks, then go silent with the connection open (a stalled stream). */
  stallAfter?: number;
  /** Send this many chunks, then end the response cleanly: the rest, finishReason included, never comes (a proxy closing early). */
  endAfter?: number;
  /** Send this many chunks, then an SSE event whose data is not JSON (e.g. a proxy's `[DONE]` or an HTML error page). */
  notJson?: { after: number; data: string };
  /** Wait this long before each chunk: a slow but steady stream. */
  chunkIntervalMs?: number;
}

export interface RecordedRequest {
  /** When the request arrived (ms since the epoch). */
  at: number;
  method: string;
  path: string;
  model: string;
  action: string;
  apiKey: string | undefined;
  body: Json;
  /** The raw request body, byte for byte. */
  rawBody: string;
  /** A streamGenerateContent request's prompt size as this server counts it (the figure its usage reports). */
  tokens?: number;
  /** The usageMetadata this server answered the request with (what the API bills), once its reply is sent. */
  billed?: Json;
}

export interface GeminiServerOptions {
  /** Replies to agent turns (requests that declare tools), in order, or computed per request. */
  replies: GenerateReply[] | ((request: RecordedRequest, index: number) => GenerateReply);
  /** Replies to summarizer calls (requests without tools); default: a fixed structured summary. */
  summarize?: (request: RecordedRequest) => GenerateReply;
  latencyMs?: number;
  inputTokenLimit?: number;
  /**
   * Tokens per token of the usual count (about 4 characters each): 3 makes text "dense", as a language or
   * a script that tokenizes three times finer than the client's estimate. Applies to usage, countTokens and
   * the input limit alike, as on the real API.
   */
  tokenScale?: number;
  /**
   * The models this server has; any other name is answered as the real API answers an unknown model
   * (404 NOT_FOUND, see modelNotFound). Default: every name is a model.
   */
  models?: readonly string[];
  /** Answer any request (models.get and countTokens included) before the normal handling, e.g. a refused key. */
  intercept?: (request: RecordedRequest) => GenerateReply | undefined;
}

export interface GeminiServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests the server refused as the real API would (a malformed history, over the input limit). */
  rejected: RecordedRequest[];
  /** Agent turns only (requests that declare tools). */
  turns(): RecordedRequest[];
  /** Most requests in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

/**
 * Replies chosen by the turn's place in the conversation (how many model turns
 * its history holds), not by the order requests arrive: a retried turn gets
 * its own reply again. A spurious timeout on a loaded machine then only adds
 * a retry, and a test with a short --request-timeout does not depend on the
 * machine's speed. An array at a place lists what successive attempts at that
 * turn get, the last one repeating: `[{ hang: true }, chapter]` hangs once,
 * then answers. Past the script, a 500 as with a list of replies.
 * `from`: the model turns already in a resumed session's history.
 */
export function byTurn(
  script: Array<GenerateReply | GenerateReply[]>,
  { from = 0 } = {},
): (request: RecordedRequest) => GenerateReply {
  const attempts = new Map<number, number>();
  return (request) => {
    const place = contentsOf(request).filter((content) => content.role === 'model').length - from;
    const entry = script[place];
    if (entry === undefined) return noReplyScripted(place);
    const replies = Array.isArray(entry) ? entry : [entry];
    const attempt = attempts.get(place) ?? 0;
    attempts.set(place, attempt + 1);
    return replies[Math.min(attempt, replies.length - 1)] as GenerateReply;
  };
}

function noReplyScripted(index: number): GenerateReply {
  return {
    status: 500,
    error: {
      error: { code: 500, message: `test server: no reply scripted for turn ${index + 1}`, status: 'INTERNAL' },
    },
  };
}

/** The `contents` a generate request carried. */
export function contentsOf(request: RecordedRequest | undefined): Json[] {
  return (request?.body.contents as Json[] | undefined) ?? [];
}

/** The text of a request's first message: the prompt of the run that sent it. */
export function promptOf(request: RecordedRequest | undefined): string {
  return String((contentsOf(request)[0]?.parts as Json[] | undefined)?.[0]?.text ?? '');
}

/** How many model turns a request's history holds: 0 for a run's first request. */
export function turnOf(request: RecordedRequest): number {
  return contentsOf(request).filter((c) => c.role === 'model').length;
}

/** A rough prompt size, so usageMetadata grows with the history as on the real API. */
export function promptTokensOf(body: Json): number {
  return Math.ceil(
    (JSON.stringify(body.contents ?? []).length + JSON.stringify(body.systemInstruction ?? '').length) / 4,
  );
}

export function modelChunk(parts: Json[], options: { finishReason?: string; usage?: Json } = {}): Json {
  const candidate: Json = { content: { parts, role: 'model' }, index: 0 };
  if (options.finishReason) candidate.finishReason = options.finishReason;
  return {
    candidates: [candidate],
    ...(options.usage ? { usageMetadata: options.usage } : {}),
    modelVersion: 'gemini-3-flash-preview',
    responseId: 'test-response',
  };
}

export function functionCallPart(name: string, args: Json, options: { id?: string; signature?: string } = {}): Json {
  return {
    functionCall: { name, args, ...(options.id ? { id: options.id } : {}) },
    ...(options.signature ? { thoughtSignature: options.signature } : {}),
  };
}

/** One model turn as a single SSE event with finishReason STOP. */
export function turnReply(parts: Json[], finishReason = 'STOP'): GenerateReply {
  return { chunks: [modelChunk(parts, { finishReason })] };
}

export const DEFAULT_SUMMARY = `## Task and constraints
Write the novella requested.
## Decisions
Third person, past tense.
## Files written
- chapter_01.md: opening chapter.
## Continuity
Keeper: Elias Marr, lives alone on Gull Rock.
## Progress
Chapter 1 written.
## Next steps
Write chapter 2.`;

const partsOf = (content: Json | undefined) => (content?.parts as Json[] | undefined) ?? [];

/** The real API's 400s for a malformed history, so a test fails where Gemini would. */
function requestProblem(body: Json): string | undefined {
  const contents = (body.contents as Json[] | undefined) ?? [];
  if (contents.length === 0 || contents.at(-1)?.role !== 'user')
    return 'Please ensure that multiturn requests ends with a user role or a function response.';
  for (let i = 0; i < contents.length; i++) {
    if (partsOf(contents[i]).length === 0)
      return `* GenerateContentRequest.contents[${i}].parts: contents.parts must not be empty.`;
    if (i > 0 && contents[i]?.role === contents[i - 1]?.role)
      return 'Please ensure that multiturn requests alternate between user and model.';
    const calls = partsOf(contents[i - 1]).filter((part) => part.functionCall).length;
    const responses = partsOf(contents[i]).filter((part) => part.functionResponse).length;
    if (i > 0 && contents[i - 1]?.role === 'model' && calls !== responses) {
      return 'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.';
    }
  }
  return undefined;
}

/** The output limit this server's models advertise (models.get `outputTokenLimit`), as Gemini 3's. */
export const OUTPUT_TOKEN_LIMIT = 65_536;

/**
 * generationConfig.maxOutputTokens, when the request sets one: a whole number
 * from 1 to the model's output limit, else a 400 as the API gives for a bad
 * field. (Above the limit this server is stricter than the API may be: writer
 * must never ask for more than the model can write.)
 */
function outputCapProblem(body: Json): string | undefined {
  const cap = (body.generationConfig as Json | undefined)?.maxOutputTokens;
  if (cap === undefined) return undefined;
  if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1)
    return '* GenerateContentRequest.generation_config.max_output_tokens: max_output_tokens must be positive.';
  if (cap > OUTPUT_TOKEN_LIMIT)
    return `* GenerateContentRequest.generation_config.max_output_tokens: max_output_tokens must be at most ${OUTPUT_TOKEN_LIMIT}.`;
  return undefined;
}

/**
 * Like the API, a reply never writes more than the request's maxOutputTokens
 * (thinking included): one scripted longer is cut there, ending MAX_TOKENS.
 */
function capOutput(chunks: Json[], body: Json): Json[] {
  const cap = (body.generationConfig as Json | undefined)?.maxOutputTokens;
  const last = chunks.at(-1);
  const usage = last?.usageMetadata as Json | undefined;
  if (typeof cap !== 'number' || !last || !usage) return chunks;
  const thoughts = Number(usage.thoughtsTokenCount ?? 0);
  const output = Number(usage.candidatesTokenCount ?? 0);
  if (output + thoughts <= cap) return chunks;
  const keptThoughts = Math.min(thoughts, cap);
  const prompt = Number(usage.promptTokenCount ?? 0);
  const candidate = ((last.candidates as Json[] | undefined)?.[0] ?? {}) as Json;
  const cut: Json = {
    ...last,
    candidates: [{ ...candidate, finishReason: 'MAX_TOKENS' }],
    usageMetadata: {
      ...usage,
      candidatesTokenCount: cap - keptThoughts,
      ...(thoughts > 0 ? { thoughtsTokenCount: keptThoughts } : {}),
      totalTokenCount: prompt + cap,
    },
  };
  return [...chunks.slice(0, -1), cut];
}

/** The real API's 400 for a request over the model's input limit (text as gemini-cli users report it). */
export function inputLimitError(tokens: number, limit: number): Json {
  return {
    error: {
      code: 400,
      message: `The input token count (${tokens}) exceeds the maximum number of tokens allowed (${limit}).`,
      status: 'INVALID_ARGUMENT',
    },
  };
}

/**
 * The real API's answer for a model it does not have: the body of the recorded
 * 404 (fixtures/gemini/jsgenai_stream_404_error_text-event-stream.json), its
 * message naming the method asked for.
 */
export function modelNotFound(model: string, method: string): Json {
  return {
    error: {
      code: 404,
      message: `models/${model} is not found for API version v1beta, or is not supported for ${method}. Call ListModels to see the list of available models and their supported methods.`,
      status: 'NOT_FOUND',
    },
  };
}

/** Streamed chunks as the single response the non-streaming endpoint gives. */
function mergeChunks(chunks: Json[]): Json {
  const parts: Json[] = [];
  let finishReason: unknown;
  let usage: unknown;
  for (const chunk of chunks) {
    const candidate = (chunk.candidates as Json[] | undefined)?.[0];
    parts.push(...(((candidate?.content as Json | undefined)?.parts as Json[] | undefined) ?? []));
    if (candidate?.finishReason) finishReason = candidate.finishReason;
    if (chunk.usageMetadata) usage = chunk.usageMetadata;
  }
  return {
    candidates: [{ content: { parts, role: 'model' }, index: 0, ...(finishReason ? { finishReason } : {}) }],
    ...(usage ? { usageMetadata: usage } : {}),
    modelVersion: 'gemini-3-flash-preview',
    responseId: 'test-response',
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function withUsage(chunks: Json[], body: Json, scale = 1): Json[] {
  // Like the real API: the last chunk carries usage covering the whole prompt.
  if (chunks.length === 0 || chunks.some((chunk) => chunk.usageMetadata)) return chunks;
  const promptTokenCount = Math.ceil(promptTokensOf(body) * scale);
  const last = {
    ...chunks[chunks.length - 1],
    usageMetadata: { promptTokenCount, candidatesTokenCount: 20, totalTokenCount: promptTokenCount + 20 },
  };
  return [...chunks.slice(0, -1), last];
}

async function sendReply(
  res: ServerResponse,
  reply: GenerateReply,
  body: Json,
  scale = 1,
  request?: RecordedRequest,
): Promise<void> {
  if (reply.hang) return;
  if (reply.status && reply.status !== 200) {
    res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/json; charset=UTF-8' });
    res.end(
      typeof reply.error === 'string'
        ? reply.error
        : JSON.stringify(reply.error ?? { error: { code: reply.status, message: 'error', status: 'UNKNOWN' } }),
    );
    return;
  }
  res.writeHead(200, { 'Content-Type': reply.contentType ?? 'text/event-stream' });
  if (reply.raw !== undefined) {
    res.end(reply.raw);
    return;
  }
  const chunks = capOutput(withUsage(reply.chunks ?? [], body, scale), body);
  const usage = chunks.at(-1)?.usageMetadata as Json | undefined;
  // Billed only when the usage reaches the client, as the reply's last chunk.
  const billed = () => {
    if (request && usage) request.billed = usage;
  };
  for (const [index, chunk] of chunks.entries()) {
    if (reply.resetAfter !== undefined && index >= reply.resetAfter) {
      res.socket?.destroy();
      return;
    }
    if (reply.stallAfter !== undefined && index >= reply.stallAfter) return;
    if (reply.endAfter !== undefined && index >= reply.endAfter) break;
    if (reply.notJson && index >= reply.notJson.after) {
      res.write(`data: ${reply.notJson.data}\r\n\r\n`);
      break;
    }
    if (reply.chunkIntervalMs) await sleep(reply.chunkIntervalMs);
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
    if (index === chunks.length - 1) billed();
  }
  res.end();
}

/** A base URL where nothing listens: a port taken from a server that is closed again, so connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export async function startGeminiServer(options: GeminiServerOptions): Promise<GeminiServer> {
  const requests: RecordedRequest[] = [];
  const rejected: RecordedRequest[] = [];
  const scale = options.tokenScale ?? 1;
  let turnIndex = 0;
  let inFlight = 0;
  const state = { maxInFlight: 0 };

  const nextTurnReply = (request: RecordedRequest): GenerateReply => {
    const index = turnIndex++;
    if (typeof options.replies === 'function') return options.replies(request, index);
    return options.replies[index] ?? noReplyScripted(index);
  };

  const server = createServer(async (req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rawBody = await readBody(req);
      const match = /^\/v1beta\/models\/([^:/]+)(?::(\w+))?$/.exec(url.pathname);
      const request: RecordedRequest = {
        at: Date.now(),
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        model: match?.[1] ?? '',
        action: match?.[2] ?? (req.method === 'GET' ? 'get' : ''),
        apiKey: (req.headers['x-goog-api-key'] as string | undefined) ?? url.searchParams.get('key') ?? undefined,
        body: rawBody ? (JSON.parse(rawBody) as Json) : {},
        rawBody,
      };
      requests.push(request);
      if (options.latencyMs) await sleep(options.latencyMs);
      if (!match)
        return sendJson(res, 404, {
          error: { code: 404, message: `Unknown path ${url.pathname}`, status: 'NOT_FOUND' },
        });
      const intercepted = options.intercept?.(request);
      if (intercepted) return await sendReply(res, intercepted, request.body);
      if (options.models && !options.models.includes(request.model))
        return sendJson(res, 404, modelNotFound(request.model, request.action));

      switch (request.action) {
        case 'get':
          return sendJson(res, 200, {
            name: `models/${request.model}`,
            displayName: request.model,
            inputTokenLimit: options.inputTokenLimit ?? 1_048_576,
            outputTokenLimit: OUTPUT_TOKEN_LIMIT,
            supportedGenerationMethods: ['generateContent', 'countTokens'],
          });
        case 'countTokens': {
          const totalTokens = Math.ceil(promptTokensOf(request.body) * scale);
          return sendJson(res, 200, {
            totalTokens,
            promptTokensDetails: [{ modality: 'TEXT', tokenCount: totalTokens }],
          });
        }
        case 'streamGenerateContent': {
          const problem = requestProblem(request.body) ?? outputCapProblem(request.body);
          if (problem) {
            rejected.push(request);
            return sendJson(res, 400, { error: { code: 400, message: problem, status: 'INVALID_ARGUMENT' } });
          }
          const limit = options.inputTokenLimit ?? 1_048_576;
          const tokens = Math.ceil(promptTokensOf(request.body) * scale);
          request.tokens = tokens;
          if (tokens > limit) {
            rejected.push(request);
            return sendJson(res, 400, inputLimitError(tokens, limit));
          }
          const isTurn = Array.isArray(request.body.tools) && request.body.tools.length > 0;
          const reply = isTurn
            ? nextTurnReply(request)
            : (options.summarize?.(request) ?? turnReply([{ text: DEFAULT_SUMMARY }]));
          if (reply.delayMs) await sleep(reply.delayMs);
          return await sendReply(res, reply, request.body, scale, request);
        }
        case 'generateContent': {
          // The non-streaming endpoint (used by the benchmark's baseline loop): the same reply as one response.
          const isTurn = Array.isArray(request.body.tools) && request.body.tools.length > 0;
          const reply = isTurn
            ? nextTurnReply(request)
            : (options.summarize?.(request) ?? turnReply([{ text: DEFAULT_SUMMARY }]));
          if (reply.delayMs) await sleep(reply.delayMs);
          if (reply.status && reply.status !== 200) return await sendReply(res, reply, request.body);
          return sendJson(res, 200, mergeChunks(withUsage(reply.chunks ?? [], request.body)));
        }
        default:
          return sendJson(res, 404, {
            error: { code: 404, message: `Unsupported action ${request.action}`, status: 'NOT_FOUND' },
          });
      }
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    rejected,
    turns: () =>
      requests.filter(
        (r) =>
          r.action === 'streamGenerateContent' && Array.isArray(r.body.tools) && (r.body.tools as unknown[]).length > 0,
      ),
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
