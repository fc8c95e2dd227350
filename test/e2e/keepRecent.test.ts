import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  type Json,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * --keep-recent is kept: in a small window whose system prompt and tools
 * take a third of it (dense text), a compression keeps the last N messages
 * verbatim; it keeps fewer only when they alone would leave the next request
 * over the threshold.
 */

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const scene = (i: number) => `Scene ${i}. ${'Rain on the lamp room glass. '.repeat(8)}`;
const write = (i: number): GenerateReply =>
  turnReply([
    functionCallPart('write_file', {
      filename: `chapter_${String(i).padStart(2, '0')}.md`,
      content: scene(i),
      mode: 'create',
    }),
  ]);
const firstText = (contents: Json[]) => String((contents[0]?.parts as Json[] | undefined)?.[0]?.text ?? '');

describe('--keep-recent under a heavy system prompt', () => {
  it('a 60,000-token window, 21,600 of them system prompt: the compression keeps the 10 recent messages', async () => {
    const replies = [
      turnReply([functionCallPart('create_project', { project_name: 'Heavy' })]),
      ...Array.from({ length: 40 }, (_, i) => write(i + 1)),
      turnReply([{ text: 'Done.' }]),
    ];
    // Text twenty times denser than the estimate: the system prompt and first message come to about 21,600 tokens.
    server = await startGeminiServer({ replies, tokenScale: 20, inputTokenLimit: 60_000 });
    const result = await runInProcess(
      [
        '--token-limit',
        '60000',
        '--keep-recent',
        '10',
        '--no-review',
        '-o',
        'heavy',
        'Write a novella about a lighthouse',
      ],
      { cwd: tempDir(), env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(0);
    expect(server.rejected).toEqual([]);
    const turns = server.turns();
    // The overhead as the server counts it: about a third of the window, well over the target's share.
    expect(turns[0]?.tokens).toBeGreaterThan(20_000);
    expect(turns[0]?.tokens).toBeLessThan(24_000);
    const compressed =
      /Context compressed \([^)]*\): [\d,]+ → [\d,]+ tokens, (\d+) messages summarized, (\d+) kept\./.exec(
        result.stdout,
      );
    expect(compressed?.[2]).toBe('10');
    // The first request after it: the summary, then the ten messages exactly as they were sent before.
    const index = turns.findIndex((r) => firstText(contentsOf(r)).startsWith('[CONTEXT SUMMARY]'));
    expect(index).toBeGreaterThan(0);
    const after = contentsOf(turns[index]);
    expect(after).toHaveLength(11);
    const before = contentsOf(turns[index - 1]);
    expect(after.slice(1, 9)).toEqual(before.slice(-8));
    // And it is under the threshold (0.9 of the window).
    expect(turns[index]?.tokens).toBeLessThan(54_000);
  });
});
