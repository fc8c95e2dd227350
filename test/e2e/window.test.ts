import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The window is a hard ceiling: no request the server receives may be over
 * --token-limit, nor over a --compress-at token count, even when the text is
 * "dense" (the API counts three times the tokens writer estimates) and the
 * compression cannot reach its target.
 */

const chapter = (i: number) =>
  `Chapter ${i}. ${'The keeper climbed the stair and trimmed the wick while the gale rose. '.repeat(56)}`;
const writeChapter = (i: number): GenerateReply =>
  turnReply([
    functionCallPart('write_file', {
      filename: `chapter_${String(i).padStart(2, '0')}.md`,
      content: chapter(i),
      mode: 'create',
    }),
  ]);

let servers: GeminiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/**
 * Enough chapters for a compression nearly every turn once the window fills (dense text: 11 in the first run, 13 in the second),
 * and few enough that the run stays cheap.
 */
const CHAPTERS = 15;

async function denseRun(args: string[], limit: number) {
  const replies = [
    turnReply([functionCallPart('create_project', { project_name: 'Dense' })]),
    ...Array.from({ length: CHAPTERS }, (_, i) => writeChapter(i + 1)),
    turnReply([{ text: 'Done.' }]),
  ];
  const server = await startGeminiServer({ replies, tokenScale: 3, inputTokenLimit: limit });
  servers.push(server);
  const result = await runInProcess([...args, '--no-review', 'Write a novella about a lighthouse'], {
    cwd: tempDir(),
    env: { GOOGLE_GEMINI_BASE_URL: server.url },
  });
  const sizes = server.requests.filter((r) => r.action === 'streamGenerateContent').map((r) => r.tokens ?? 0);
  const counts = server.requests.filter((r) => r.action === 'countTokens').length;
  return { result, server, sizes, counts };
}

describe('the window is a ceiling', () => {
  it('--token-limit 20000 with text three times denser than estimated: no request over the window, few counts', async () => {
    const { result, server, sizes, counts } = await denseRun(['--token-limit', '20000'], 20_000);
    expect(result.code).toBe(0);
    expect(server.rejected).toEqual([]);
    // As the server counts them, every request (turns and summaries) stays inside the window.
    expect(sizes.length).toBeGreaterThan(CHAPTERS);
    expect(sizes.filter((tokens) => tokens > 20_000)).toEqual([]);
    // Compressions keep recent messages verbatim (as many of --keep-recent as stay under the threshold), never none.
    const kept = [...result.stdout.matchAll(/Context compressed .* (\d+) kept\./g)].map((m) => Number(m[1]));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((n) => n > 0)).toBe(true);
    // countTokens only where the estimate could cross the threshold within one turn's growth: in a window this small,
    // where the kept chapters leave the history near the threshold after each compression, about every other request.
    expect(counts / sizes.length).toBeLessThanOrEqual(0.5);
  });

  it('--compress-at 12k is a ceiling too: no request reaches it, though the window is far larger', async () => {
    const { result, server, sizes } = await denseRun(['--compress-at', '12k'], 1_048_576);
    expect(result.code).toBe(0);
    expect(server.rejected).toEqual([]);
    expect(sizes.filter((tokens) => tokens >= 12_000)).toEqual([]);
    expect(result.stdout).toMatch(/Context compressed/);
  });
});
