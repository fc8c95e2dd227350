import type { Content } from '@google/genai';
import { Session } from '../src/agent/session.js';
import { estimateContentsTokens } from '../src/context/tokens.js';
import type { ModelClient, TurnChunk, TurnRequest } from '../src/model/types.js';

/**
 * An instant in-process model for measuring the loop's own cost: each turn
 * writes one small file (a new name each time), summaries come back at once,
 * and countTokens answers with the local estimate without serializing anything.
 */
export class InstantModel implements ModelClient {
  private turn = 0;

  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    if (request.tools.length === 0) {
      yield {
        parts: [{ text: '## Progress\nThe first part is written.\n## Next steps\nWrite the rest.' }],
        finishReason: 'STOP',
      };
      return;
    }
    this.turn++;
    const args = { filename: `notes/n${this.turn}.md`, content: 'A short note.', mode: 'create' };
    yield {
      parts: [{ functionCall: { name: 'write_file', args } }],
      finishReason: 'STOP',
      usage: { promptTokens: 0, cachedTokens: 0, outputTokens: 10, thoughtTokens: 0, totalTokens: 10 },
    };
  }

  private counted: { length: number; tokens: number } | undefined;

  /** Like the API, the cost of a count is not the caller's: estimate once, then only what was added. */
  async countTokens(_model: string, contents: Content[]): Promise<number> {
    if (!this.counted || contents.length < this.counted.length)
      this.counted = { length: contents.length, tokens: estimateContentsTokens(contents) };
    else if (contents.length > this.counted.length) {
      this.counted = {
        length: contents.length,
        tokens: this.counted.tokens + estimateContentsTokens(contents.slice(this.counted.length)),
      };
    }
    return this.counted.tokens;
  }

  async inputTokenLimit(): Promise<number | undefined> {
    return 1_048_576;
  }
}

/** A history of about `tokens` tokens: call/response pairs writing chapters of prose. */
export function syntheticHistory(tokens: number): Content[] {
  const chapter =
    'The lamp turned above the black water, and the keeper counted the seconds between the flashes. '.repeat(300);
  const history: Content[] = [{ role: 'user', parts: [{ text: 'Write a long novel about a lighthouse.' }] }];
  for (let i = 1; estimateContentsTokens(history) < tokens; i++) {
    history.push({
      role: 'model',
      parts: [
        {
          functionCall: { name: 'write_file', args: { filename: `chapter_${i}.md`, content: chapter, mode: 'create' } },
          thoughtSignature: 'c2lnbmF0dXJl',
        },
      ],
    });
    history.push({
      role: 'user',
      parts: [
        {
          functionResponse: {
            name: 'write_file',
            response: { ok: true, file: `chapter_${i}.md`, words_written: 4800 },
          },
        },
      ],
    });
  }
  return history;
}

/** A session resumed over a synthetic history of about `tokens` tokens, its project in `dir`, for in-process measurements. */
export function benchSession(tokens: number, dir: string, maxIterations: number): Promise<Session> {
  const settings = {
    model: 'gemini-3-flash-preview',
    outputDir: dir,
    maxIterations,
    compressAt: 0.9,
    keepRecent: 10,
    backupEvery: 0,
    tokenLimit: 1_048_576,
  };
  return Session.resume(
    settings,
    { prompt: 'Write a long novel.', history: syntheticHistory(tokens), iteration: 0, project: { name: 'Bench', dir } },
    { from: 'bench', reset: false, additions: [] },
  );
}
