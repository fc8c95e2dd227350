import { Chalk, type ChalkInstance } from 'chalk';
import ora, { type Ora } from 'ora';
import { isErrorResult, type ToolResult } from '../tools/registry.js';
import { redact } from '../util/secrets.js';
import { formatNumber, wordsLabel } from '../util/words.js';
import type { CompressionReport, Reporter, SavedReport, TokenStatus } from './reporter.js';

export interface ConsoleOptions {
  out: NodeJS.WriteStream;
  err: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
  /** Never shown: masked in every line printed. */
  secret?: string | undefined;
}

/** Colors only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR === '0') return false;
  return stream.isTTY === true;
}

export function makeChalk(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): ChalkInstance {
  return new Chalk({ level: useColor(stream, env) ? 1 : 0 });
}

const MAX_TEXT_SHOWN = 2_000;

function shortResult(result: ToolResult): string {
  if (typeof result.file === 'string') {
    return `${result.file}: ${wordsLabel(Number(result.words_written))} written · file ${formatNumber(Number(result.file_words))} · project ${formatNumber(Number(result.project_words))}`;
  }
  if (typeof result.message === 'string') return result.message;
  return JSON.stringify(result).slice(0, 200);
}

/** Progress for a person at a terminal (or plain lines in a pipe or log). */
export class ConsoleReporter implements Reporter {
  private readonly c: ChalkInstance;
  private readonly spinnerEnabled: boolean;
  private spinner: Ora | undefined;

  constructor(private readonly options: ConsoleOptions) {
    this.c = makeChalk(options.out, options.env);
    this.spinnerEnabled = options.err.isTTY === true && !options.env.CI;
  }

  line(text = ''): void {
    this.options.out.write(`${redact(text, this.options.secret)}\n`);
  }

  iterationStart(iteration: number, maxIteration: number, tokens: TokenStatus): void {
    const share = tokens.limit > 0 ? ((tokens.tokens / tokens.limit) * 100).toFixed(1) : '0.0';
    this.line();
    this.line(`${this.c.bold(`Iteration ${iteration}/${maxIteration}`)} ${this.c.dim(`tokens ${formatNumber(tokens.tokens)} / ${formatNumber(tokens.limit)} (${share}%)`)}`);
  }

  streamProgress(chars: number, words: number): void {
    if (!this.spinnerEnabled) return;
    const text = `Writing… ${formatNumber(chars)} characters (~${formatNumber(words)} words)`;
    if (this.spinner) this.spinner.text = text;
    else this.spinner = ora({ text, stream: this.options.err }).start();
  }

  streamEnd(): void {
    this.spinner?.stop();
    this.spinner = undefined;
  }

  modelText(text: string): void {
    const trimmed = text.trim();
    const shown = trimmed.length > MAX_TEXT_SHOWN ? `${trimmed.slice(0, MAX_TEXT_SHOWN)}…` : trimmed;
    this.line(this.c.cyan(shown));
  }

  toolCall(description: string): void {
    this.line(`  ${this.c.yellow('→')} ${description}`);
  }

  toolResult(_name: string, result: ToolResult): void {
    if (isErrorResult(result)) this.line(`  ${this.c.red('✗')} ${result.error}`);
    else this.line(`  ${this.c.green('✓')} ${shortResult(result)}`);
  }

  compression(report: CompressionReport): void {
    if (report.applied) {
      this.line(this.c.magenta(`Context compressed (${report.reason}): ${formatNumber(report.tokensBefore)} → ${formatNumber(report.tokensAfter)} tokens, ${report.replacedMessages} messages summarized, ${report.keptMessages} kept.`));
      if (report.summaryFile) this.line(this.c.dim(`Summary saved to ${report.summaryFile}`));
    } else {
      this.line(this.c.yellow(`Context not compressed: ${report.reason}.`));
    }
  }

  notice(message: string): void {
    this.streamEnd();
    this.line(this.c.yellow(`! ${message}`));
  }

  saved(report: SavedReport): void {
    this.streamEnd();
    if (report.file) this.line(`Context saved (${report.reason}) to ${report.file}`);
    this.line(`Resume with: ${this.c.bold(report.resumeCommand)}`);
  }
}
