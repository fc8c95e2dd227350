import type { SpendStatus } from '../cost/budget.js';
import { redact } from '../util/secrets.js';
import type { Reporter, SessionEvent, TokenStatus } from './reporter.js';

/** Arguments in events: long strings (chapter text) are cut to their length, never printed whole. */
function briefArgs(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > 200 ? { chars: value.length } : value,
    ]),
  );
}

/** "promptTokens" → "prompt_tokens". */
function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Every field name in snake_case, however the code spells it. Tool arguments
 * and results are the model's and the tools' own words, passed as they are.
 */
export function snakeKeys(value: unknown, keep: ReadonlySet<string> = new Set(['args', 'result'])): unknown {
  if (Array.isArray(value)) return value.map((item) => snakeKeys(item, keep));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [snake(key), keep.has(key) ? inner : snakeKeys(inner, keep)]),
  );
}

/** USD so far: this run, in all, and the run's budget (null without one). */
function spendFields(spend: SpendStatus): Record<string, unknown> {
  return { cost_run: spend.run, cost_total: spend.total, budget: spend.budget ?? null };
}

/**
 * `--json`: one JSON object per line on stdout, for scripts. Every event has
 * a `type` and a `time`; text arrives once per turn (in `turn`), not as deltas.
 * Field names are snake_case throughout.
 */
export class JsonReporter {
  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly secret?: string,
    /** Fields every event of this reporter carries (a chapter session's `chapter`). */
    private readonly always: Record<string, unknown> = {},
  ) {}

  /** The same stream, every event of it carrying `fields` too (e.g. { chapter: "chapter_05.md" }). */
  with(fields: Record<string, unknown>): JsonReporter {
    return new JsonReporter(this.out, this.secret, { ...this.always, ...fields });
  }

  emit(type: string, fields: Record<string, unknown> = {}): void {
    const event = snakeKeys({ type, time: new Date().toISOString(), ...this.always, ...fields });
    this.out.write(`${redact(JSON.stringify(event), this.secret)}\n`);
  }

  /** The session's events, as JSON lines (streamed text arrives whole, in `turn`). */
  readonly report: Reporter = (event: SessionEvent) => {
    switch (event.type) {
      case 'iteration':
        return this.iteration(event.iteration, event.maxIteration, event.tokens);
      case 'turn':
        this.emit('turn', {
          ms: event.report.ms,
          text: event.report.text,
          finish_reason: event.report.finishReason ?? null,
        });
        if (event.report.usage) this.emit('usage', { ...event.report.usage });
        return;
      case 'tool_call':
        return this.emit('tool_call', { name: event.call.name, args: briefArgs(event.call.args) });
      case 'tool_result':
        return this.emit('tool_result', {
          name: event.name,
          result: briefArgs(event.result),
          ...(event.failed ? { error_type: event.failed } : {}),
        });
      case 'compression':
        return this.emit('compression', { ...event.report });
      case 'notice':
        return this.emit('notice', { message: event.message });
      case 'saved':
        return this.emit('saved', { ...event.report });
      default:
        return;
    }
  };

  private iteration(iteration: number, maxIteration: number, tokens: TokenStatus): void {
    this.emit('iteration', {
      iteration,
      max_iteration: maxIteration,
      tokens: tokens.tokens,
      token_limit: tokens.limit,
      ...(tokens.spend ? spendFields(tokens.spend) : {}),
    });
  }
}
