import type { Content } from '@google/genai';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseApiFailure } from '../../src/model/errors.js';
import { GeminiClient } from '../../src/model/gemini.js';
import { collectTurn } from '../../src/model/turn.js';
import { cassetteResponse, fixtureJson, fixtureText, sseEvents } from '../support/fixtures.js';
import { useNock } from '../support/nock.js';

const BASE = 'https://generativelanguage.googleapis.com';
const client = () => new GeminiClient({ apiKey: 'test-key', baseUrl: BASE });
const request = (contents: Content[] = [{ role: 'user', parts: [{ text: 'Write.' }] }]) => ({
  model: 'gemini-3-pro-preview',
  systemInstruction: 'You write.',
  tools: [{ name: 'get_country', description: 'd', parametersJsonSchema: { type: 'object', properties: {} } }],
  contents,
});

/** Answer the next streamed request with one recorded response as a single SSE event. */
function streamOnce(response: unknown, status = 200, contentType = 'text/event-stream'): void {
  nock(BASE)
    .post('/v1beta/models/gemini-3-pro-preview:streamGenerateContent')
    .query({ alt: 'sse' })
    .reply(status, status === 200 ? `data: ${JSON.stringify(response)}\r\n\r\n` : (response as string), {
      'Content-Type': contentType,
    });
}

useNock();

describe('GeminiClient over @google/genai (recorded responses via nock)', () => {
  it('streams a signed function call and keeps every part as received', async () => {
    const body = fixtureText('pydanticai_stream_turn1_gemini-3-pro.sse');
    let sent: Record<string, unknown> | undefined;
    nock(BASE)
      .post('/v1beta/models/gemini-3-pro-preview:streamGenerateContent')
      .query({ alt: 'sse' })
      .reply(
        200,
        (_uri, requestBody) => {
          sent = requestBody as Record<string, unknown>;
          return body;
        },
        { 'Content-Type': 'text/event-stream' },
      );

    const turn = await collectTurn(client().streamTurn(request()));
    const events = sseEvents(body) as Array<{ candidates: Array<{ content: { parts: unknown[] } }> }>;
    const expectedParts = events.flatMap((event) => event.candidates[0]?.content.parts ?? []);
    expect(turn.content).toEqual({ role: 'model', parts: expectedParts });
    expect(turn.content.parts?.[0]?.thoughtSignature).toMatch(/^EpwICpkI/);
    expect(turn.content.parts?.[1]).toEqual({ text: '' }); // the empty text part is kept
    expect(turn.calls).toEqual([{ name: 'get_country', args: {} }]);
    expect(turn.finishReason).toBe('STOP');
    expect(turn.usage).toMatchObject({ promptTokens: 29, thoughtTokens: 202, totalTokens: 241 });
    // The request declared the tools with their JSON schema and the system prompt.
    expect(sent?.systemInstruction).toEqual({ parts: [{ text: 'You write.' }], role: 'user' });
    expect(sent?.tools).toEqual([{ functionDeclarations: [request().tools[0]] }]);
  });

  it('sends a recorded model turn back byte for byte (signature, empty text part)', async () => {
    const turn1 = fixtureText('pydanticai_stream_turn1_gemini-3-pro.sse');
    const turn2 = fixtureText('pydanticai_stream_turn2_gemini-3-pro.sse');
    const bodies: Array<{ contents: unknown[] }> = [];
    nock(BASE)
      .post('/v1beta/models/gemini-3-pro-preview:streamGenerateContent')
      .query({ alt: 'sse' })
      .times(2)
      .reply(
        200,
        (_uri, requestBody) => {
          bodies.push(requestBody as { contents: unknown[] });
          return bodies.length === 1 ? turn1 : turn2;
        },
        { 'Content-Type': 'text/event-stream' },
      );

    const gemini = client();
    const contents: Content[] = [{ role: 'user', parts: [{ text: 'What is the capital of my country?' }] }];
    const first = await collectTurn(gemini.streamTurn(request(contents)));
    const history = [
      ...contents,
      first.content,
      { role: 'user', parts: [{ functionResponse: { name: 'get_country', response: { result: 'Mexico' } } }] },
    ];
    const second = await collectTurn(gemini.streamTurn(request(history)));
    expect(bodies[1]?.contents).toEqual(history);
    expect(second.text).toBe('The capital of Mexico is Mexico City.');
  });

  it('asks for thought summaries only with --show-thinking', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    nock(BASE)
      .post('/v1beta/models/gemini-3-pro-preview:streamGenerateContent')
      .query({ alt: 'sse' })
      .times(2)
      .reply(
        200,
        (_uri, body) => {
          bodies.push(body as Record<string, unknown>);
          return fixtureText('pydanticai_stream_turn2_gemini-3-pro.sse');
        },
        { 'Content-Type': 'text/event-stream' },
      );
    await collectTurn(client().streamTurn({ ...request(), includeThoughts: true }));
    await collectTurn(client().streamTurn(request()));
    expect(bodies[0]?.generationConfig).toMatchObject({ thinkingConfig: { includeThoughts: true } });
    expect(JSON.stringify(bodies[1])).not.toContain('includeThoughts');
  });

  it("sends a budget's output cap as generationConfig.maxOutputTokens, as the recorded requests carry it", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    nock(BASE)
      .post('/v1beta/models/gemini-3-pro-preview:streamGenerateContent')
      .query({ alt: 'sse' })
      .times(2)
      .reply(
        200,
        (_uri, body) => {
          bodies.push(body as Record<string, unknown>);
          return fixtureText('pydanticai_stream_turn2_gemini-3-pro.sse');
        },
        { 'Content-Type': 'text/event-stream' },
      );
    await collectTurn(client().streamTurn({ ...request(), maxOutputTokens: 12_345 }));
    await collectTurn(client().streamTurn(request()));
    // The field where recorded traffic to the real API has it (a request with maxOutputTokens 5).
    const recorded = parse(fixtureText('pydanticai_MAX_TOKENS_empty_content_gemini-2.5-pro.yaml')) as {
      interactions: Array<{ request: { parsed_body: { generationConfig: Record<string, unknown> } } }>;
    };
    expect(Object.keys(recorded.interactions[0]!.request.parsed_body.generationConfig)).toContain('maxOutputTokens');
    expect(bodies[0]?.generationConfig).toMatchObject({ maxOutputTokens: 12_345 });
    expect(JSON.stringify(bodies[1])).not.toContain('maxOutputTokens');
  });

  it('keeps parallel calls where only the first carries a signature', async () => {
    streamOnce(fixtureJson('pydanticai_parallel_functionCalls_turn1_response_gemini-3-flash.json'));
    const turn = await collectTurn(client().streamTurn(request()));
    expect(turn.calls.map((c) => c.name)).toEqual(['generate_topic', 'generate_topic', 'generate_topic']);
    expect(turn.content.parts?.map((p) => p.thoughtSignature !== undefined)).toEqual([true, false, false]);
  });

  it('reports SAFETY with an empty content as a finish reason, not a crash', async () => {
    streamOnce(cassetteResponse('pydanticai_finishReason_SAFETY_gemini-1.5-flash.yaml'));
    const turn = await collectTurn(client().streamTurn(request()));
    expect(turn.finishReason).toBe('SAFETY');
    expect(turn.content.parts).toEqual([]);
    expect(turn.calls).toEqual([]);
  });

  it('reports MAX_TOKENS with a content that has no parts', async () => {
    streamOnce(cassetteResponse('pydanticai_MAX_TOKENS_empty_content_gemini-2.5-pro.yaml'));
    const turn = await collectTurn(client().streamTurn(request()));
    expect(turn.finishReason).toBe('MAX_TOKENS');
    expect(turn.content.parts).toEqual([]);
    expect(turn.usage?.thoughtTokens).toBe(2);
  });

  it('counts tokens and reads the input limit', async () => {
    const recorded = fixtureJson<{ interactions: Array<{ response: { bodySegments: unknown[] } }> }>(
      'jsgenai_countTokens_gemini-2.5-flash.json',
    );
    nock(BASE)
      .post('/v1beta/models/gemini-2.5-flash:countTokens')
      .reply(200, recorded.interactions[0]?.response.bodySegments[0] as object);
    nock(BASE)
      .get('/v1beta/models/gemini-2.5-flash')
      .reply(200, { name: 'models/gemini-2.5-flash', inputTokenLimit: 1048576 });
    const gemini = client();
    expect(
      await gemini.countTokens('gemini-2.5-flash', [
        { role: 'user', parts: [{ text: 'The quick brown fox jumps over the lazy dog.' }] },
      ]),
    ).toBe(11);
    expect(await gemini.inputTokenLimit('gemini-2.5-flash')).toBe(1048576);
  });

  it('surfaces a 429 as an ApiError whose RetryInfo delay can be read', async () => {
    streamOnce(fixtureText('vercelai_429_RESOURCE_EXHAUSTED_retryInfo.json'), 429, 'application/json; charset=UTF-8');
    const error = await collectTurn(client().streamTurn(request())).catch((e: unknown) => e);
    const failure = parseApiFailure(error);
    expect(failure).toMatchObject({ httpStatus: 429, status: 'RESOURCE_EXHAUSTED', retryDelayMs: 34_400 });
    expect(failure.quotaIds).toEqual(['GenerateRequestsPerMinutePerProjectPerModel-FreeTier']);
  });

  it('unwraps an error delivered on the stream endpoint as text/event-stream (JSON inside JSON)', async () => {
    const recorded = fixtureJson<{
      interactions: Array<{ response: { statusCode: number; bodySegments: unknown[] } }>;
    }>('jsgenai_stream_404_error_text-event-stream.json');
    const response = recorded.interactions[0]!.response;
    streamOnce(JSON.stringify(response.bodySegments[0]), response.statusCode);
    const error = await collectTurn(client().streamTurn(request())).catch((e: unknown) => e);
    const failure = parseApiFailure(error);
    expect(failure.httpStatus).toBe(404);
    expect(failure.status).toBe('NOT_FOUND');
    expect(failure.message).toMatch(/is not found for API version v1beta/);
  });
});
