import { Chalk, type ChalkInstance } from 'chalk';
import type { Ora } from 'ora';
import type { SpendStatus } from '../cost/budget.js';
import { isErrorResponse, type ToolResponse } from '../tools/registry.js';
import { usd } from '../util/money.js';
import { redact, StreamRedactor } from '../util/secrets.js';
import { formatNumber, wordsLabel } from '../util/words.js';
import { plural } from './plural.js';
import type {
  CompressionReport,
  Reporter,
  SavedReport,
  SessionEvent,
  TokenStatus,
  ToolCallReport,
  TurnReport,
} from './reporter.js';

export type Verbosity = 'quiet' | 'normal' | 'verbose';

export interface ConsoleOptions {
  out: NodeJS.WriteStream;
  err: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
  verbosity?: Verbosity;
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

function shortResult(result: ToolResponse): string {
  if (typeof result.file === 'string' && typeof result.replacements === 'number') {
    const times = result.replacements === 1 ? '1 replacement' : `${result.replacements} replacements`;
    return `${result.file}: ${times}, line ${String(result.lines_changed)} · file ${wordsLabel(Number(result.file_words))}`;
  }
  if (typeof result.total_matches === 'number')
    return `${plural(result.total_matches, 'match', 'matches')} in ${plural(Number(result.files_matched), 'file')} (${formatNumber(Number(result.files_searched))} searched)`;
  if (typeof result.file === 'string' && result.file_words !== undefined) {
    const progress = typeof result.progress === 'string' ? ` · ${result.progress}` : '';
    return `${result.file}: ${wordsLabel(Number(result.words_written))} written · file ${formatNumber(Number(result.file_words))} · work ${formatNumber(Number(result.work_words))}${progress}`;
  }
  if (typeof result.file === 'string' && typeof result.to_line === 'number')
    return `${result.file}: lines ${String(result.from_line)}-${String(result.to_line)} of ${String(result.total_lines)}`;
  if (typeof result.message === 'string') return result.message;
  if (Array.isArray(result.files))
    return `${plural(result.files.length, 'file')}, ${plural(Number(result.total_words), 'word')}`;
  return JSON.stringify(result).slice(0, 200);
}

/** " · $0.42" (" of $5.00" with a budget, " · $1.30 in all" after earlier runs). */
export function spendLabel(spend: SpendStatus | undefined): string {
  if (!spend) return '';
  const budget = spend.budget !== undefined ? ` of ${usd(spend.budget)}` : '';
  const total = spend.total - spend.run > 0.00005 ? ` · ${usd(spend.total)} in all` : '';
  const sessions = spend.allSessions ? ' (all sessions)' : '';
  return ` · ${usd(spend.run)}${budget}${total}${sessions}`;
}

/**
 * Progress for a person: streamed text as it arrives, a spinner with
 * characters, words and tokens per second while a reply comes in (terminal
 * only), tool calls with short arguments and their results. Quiet shows
 * errors only; verbose adds request timings and token accounting.
 */
export class ConsoleReporter {
  private readonly c: ChalkInstance;
  private readonly spinnerEnabled: boolean;
  private readonly verbosity: Verbosity;
  private spinner: Ora | undefined;
  /** ora loads only for a terminal, in the background: a pipe or a log never pays for it. */
  private makeSpinner: ((text: string) => Ora) | undefined;
  private turnStarted = 0;
  /** Settles once the spinner can show (ora loaded), or at once where there is no spinner. */
  readonly ready: Promise<void>;
  /** What kind of streamed text is on the current line, so the next kind starts a new one. */
  private streaming: 'text' | 'thought' | undefined;
  /** Streamed text is masked across pieces: a key may arrive split in two. */
  private redactor: StreamRedactor;

  constructor(private readonly options: ConsoleOptions) {
    this.c = makeChalk(options.out, options.env);
    this.verbosity = options.verbosity ?? 'normal';
    this.redactor = new StreamRedactor(options.secret);
    // A terminal that reports no width (some ptys) would send ora's line clearing into an endless loop.
    // Both streams on the terminal: with stdout piped (`| tee run.log`) the lines tee echoes to the same screen
    // arrive out of step with the spinner's redraws on stderr, and the two splice into each other.
    this.spinnerEnabled =
      options.err.isTTY === true &&
      options.out.isTTY === true &&
      (options.err.columns ?? 0) > 0 &&
      !options.env.CI &&
      this.verbosity !== 'quiet';
    this.ready = Promise.resolve();
    if (this.spinnerEnabled) {
      const color = useColor(options.err, options.env) ? 'cyan' : false;
      this.ready = import('ora').then(({ default: ora }) => {
        // Enabled or not is decided above (terminal, width, CI, quiet); ora is not asked again.
        // discardStdin stays off: ora's raw mode turns Ctrl+C into a byte it never reads, so ^C did nothing.
        // Its own chalk ignores NO_COLOR, so the color is decided here too.
        this.makeSpinner = (text) =>
          ora({ text, stream: options.err, isEnabled: true, discardStdin: false, color }).start();
      });
    }
  }

  /** The session's events, shown. */
  readonly report: Reporter = (event: SessionEvent) => {
    switch (event.type) {
      case 'iteration':
        return this.iterationStart(event.iteration, event.maxIteration, event.tokens);
      case 'text':
      case 'thought':
        if (this.shows && event.delta !== '') this.write(event.type, event.delta);
        return;
      case 'progress':
        return this.streamProgress(event.chars, event.words);
      case 'turn':
        return this.turnEnd(event.report);
      case 'tool_call':
        return this.toolCall(event.call);
      case 'tool_result':
        return this.toolResult(event.result);
      case 'compression':
        return this.compression(event.report);
      case 'notice':
        return this.notice(event.message);
      case 'detail':
        return this.detail(event.message);
      case 'saved':
        return this.saved(event.report);
    }
  };

  private get shows(): boolean {
    return this.verbosity !== 'quiet';
  }

  line(text = ''): void {
    this.endStream();
    this.options.out.write(`${redact(text, this.options.secret)}\n`);
  }

  /** An error line: shown even when quiet. */
  error(text: string): void {
    this.stopSpinner();
    this.endStream();
    this.options.err.write(`${this.c.red('Error:')} ${redact(text, this.options.secret)}\n`);
  }

  private stopSpinner(): void {
    this.spinner?.stop();
    this.spinner = undefined;
  }

  private endStream(): void {
    if (this.streaming) this.options.out.write(`${this.styled(this.streaming, this.redactor.flush())}\n`);
    this.streaming = undefined;
  }

  private styled(kind: 'text' | 'thought', text: string): string {
    if (text === '') return '';
    return kind === 'thought' ? this.c.dim.italic(text) : this.c.cyan(text);
  }

  private write(kind: 'text' | 'thought', delta: string): void {
    this.stopSpinner();
    if (this.streaming !== kind) {
      this.endStream();
      this.streaming = kind;
      if (kind === 'thought') this.options.out.write(this.c.dim.italic('thinking: '));
    }
    this.options.out.write(this.styled(kind, this.redactor.push(delta)));
  }

  private iterationStart(iteration: number, maxIteration: number, tokens: TokenStatus): void {
    this.turnStarted = Date.now();
    if (!this.shows) return;
    const share = tokens.limit > 0 ? ((tokens.tokens / tokens.limit) * 100).toFixed(1) : '0.0';
    this.line();
    this.line(
      `${this.c.bold(`Iteration ${iteration}/${maxIteration}`)} ${this.c.dim(`tokens ${formatNumber(tokens.tokens)} / ${formatNumber(tokens.limit)} (${share}%)${spendLabel(tokens.spend)}`)}`,
    );
    // Until the first part arrives (a long function call arrives whole, at the end) the spinner shows the wait.
    this.spin('Waiting for Gemini…');
  }

  private spin(text: string): void {
    if (!this.spinnerEnabled) return;
    if (this.spinner) this.spinner.text = text;
    else this.spinner = this.makeSpinner?.(text);
  }

  private streamProgress(chars: number, words: number): void {
    if (!this.spinnerEnabled || this.streaming) return;
    const seconds = Math.max(0.001, (Date.now() - this.turnStarted) / 1000);
    const rate = Math.round(chars / 4 / seconds);
    this.spin(
      `Writing… ${formatNumber(chars)} characters (~${formatNumber(words)} words, ${formatNumber(rate)} tokens/s)`,
    );
  }

  private turnEnd(report: TurnReport): void {
    this.stopSpinner();
    this.endStream();
    if (this.verbosity !== 'verbose') return;
    const u = report.usage;
    const usage = u
      ? ` · prompt ${formatNumber(u.promptTokens)} (cached ${formatNumber(u.cachedTokens)}) · output ${formatNumber(u.outputTokens)} · thinking ${formatNumber(u.thoughtTokens)}`
      : '';
    this.line(
      this.c.dim(
        `  request ${(report.ms / 1000).toFixed(2)}s${usage}${report.finishReason ? ` · finish ${report.finishReason}` : ''}`,
      ),
    );
  }

  private toolCall(call: ToolCallReport): void {
    if (this.shows) this.line(`  ${this.c.yellow('→')} ${call.description}`);
  }

  private toolResult(result: ToolResponse): void {
    if (!this.shows) return;
    if (isErrorResponse(result)) this.line(`  ${this.c.red('✗')} ${result.error}`);
    else this.line(`  ${this.c.green('✓')} ${shortResult(result)}`);
  }

  private compression(report: CompressionReport): void {
    if (!this.shows) return;
    if (report.applied) {
      this.line(
        this.c.magenta(
          `Context compressed (${report.reason}): ${formatNumber(report.tokensBefore)} → ${formatNumber(report.tokensAfter)} tokens, ${report.replacedMessages} messages summarized, ${report.keptMessages} kept.`,
        ),
      );
      if (report.shortfall) this.line(this.c.yellow(`! Compression fell short: ${report.shortfall}.`));
      if (report.summaryFile) this.line(this.c.dim(`Summary saved to ${report.summaryFile}`));
    } else {
      this.line(this.c.yellow(`Context not compressed: ${report.reason}.`));
    }
  }

  /** A warning line (shown unless quiet); the CLI uses it outside sessions too. */
  notice(message: string): void {
    this.stopSpinner();
    if (this.shows) this.line(this.c.yellow(`! ${message}`));
  }

  private detail(message: string): void {
    if (this.verbosity !== 'verbose') return;
    this.stopSpinner();
    this.line(this.c.dim(`  ${message}`));
  }

  private saved(report: SavedReport): void {
    this.stopSpinner();
    if (!this.shows) return;
    // The resume command is printed once, in the closing block of the run.
    if (report.file) this.line(`Context saved (${report.reason}) to ${report.file}`);
  }
}
