import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Real recorded Gemini traffic, copied into test/fixtures/ (sources in SOURCES.md). */

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function fixtureText(name: string): string {
  return readFileSync(`${fixturesDir}${name}`, 'utf8');
}

export function fixtureJson<T = unknown>(name: string): T {
  return JSON.parse(fixtureText(name)) as T;
}

/** The recorded response body of the first interaction of a VCR cassette. */
export function cassetteResponse<T = unknown>(name: string): T {
  const cassette = parse(fixtureText(name)) as { interactions: Array<{ response: { parsed_body: T } }> };
  return (cassette.interactions[0] as { response: { parsed_body: T } }).response.parsed_body;
}

/** The JSON payloads of an SSE body (`data: {...}` events). */
export function sseEvents(body: string): unknown[] {
  return body
    .split(/\r\n\r\n|\n\n/)
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data:'))
    .map((event) => JSON.parse(event.slice('data:'.length)));
}

interface SignedResponse {
  candidates: Array<{ content: { parts: Array<{ thoughtSignature?: string }> } }>;
}

/** Real thought signatures from three recorded responses (Gemini 3 pro/flash). */
export function realSignatures(): string[] {
  const streamed = sseEvents(fixtureText('pydanticai_stream_turn1_gemini-3-pro.sse'))[0] as SignedResponse;
  const parallel = fixtureJson<SignedResponse>('pydanticai_parallel_functionCalls_turn1_response_gemini-3-flash.json');
  const chunked = JSON.parse(
    fixtureText('vercelai_stream_chunks_functionCall_thoughtSignature_gemini-3-pro.chunks.txt').split(
      '\n',
    )[0] as string,
  ) as SignedResponse;
  return [streamed, parallel, chunked].map((response) => {
    const signature = response.candidates[0]?.content.parts[0]?.thoughtSignature;
    if (!signature) throw new Error('fixture without a signature');
    return signature;
  });
}
