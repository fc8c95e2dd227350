import type { Content, FunctionDeclaration } from '@google/genai';
import type { RunSettings } from '../config/runSettings.js';
import type { CompressionRecord } from '../journal/journal.js';
import type { ModelClient, TokenUsage } from '../model/types.js';
import type { ActiveProject } from '../project/active.js';
import type { WordCountCache } from '../project/files.js';
import { formatFileList, listProjectFiles, type ProjectFile } from '../project/files.js';
import { planningDocuments } from '../project/outline.js';
import type { CompressionReport, Reporter, TokenStatus } from '../ui/reporter.js';
import { errorMessage, writeProblem } from '../util/errors.js';
import { formatNumber } from '../util/words.js';
import { compressionTarget, judgeCompression } from './compressionGoal.js';
import { compressionTargets, holdLength, planShrink, planSplit, planTurn } from './compressionPlan.js';
import { findCutPoint } from './cutPoint.js';
import { type FittedKept, fitKept } from './fitKept.js';
import { compressedHistory, RECOVERED_MARKER, requestContents, SUMMARY_MARKER, summaryMessage } from './history.js';
import { type RequestPermit, summarizeTranscript } from './summarizer.js';
import { type SummaryReason, writeSummaryFile } from './summaryFile.js';
import {
  compressionThreshold,
  estimateContentsTokens,
  estimateTextTokens,
  needsExactCount,
  TokenAccount,
} from './tokens.js';
import { chunkTranscript, renderTranscript } from './transcript.js';

/** Used when the API does not tell the model's input limit. */
export const FALLBACK_TOKEN_LIMIT = 1_048_576;

/** Below this many tokens no current Gemini model's limit is near: the first turns need not wait for models.get. */
const LIMIT_NEEDED_ABOVE = 16_000;

/** Share of the window a request may fill when the threshold is a share of it: the estimate's error stays inside. */
const WINDOW_MARGIN = 0.98;

/** Share of the limit one summarizer request may use. */
const SUMMARIZER_SHARE = 0.5;
/** Characters per token assumed when sizing summarizer chunks (conservative for prose). */
const CHARS_PER_TOKEN = 3;

/** Token sizes of contents, scaled to the measured size of the whole history (see ContextManager.sizing). */
interface Sizing {
  /** The system prompt and tool declarations. */
  overhead: number;
  /** Contents alone. */
  content(contents: readonly Content[]): number;
  /** Contents with the overhead: a request's size. */
  whole(contents: readonly Content[]): number;
}

/** A summary made for a compression, and the history it gives. */
interface MadeSummary {
  summary: string;
  message: Content;
  candidate: Content[];
  fitted: FittedKept;
}

/** What the context manager needs of a session (the agent's Session is one). */
export interface ContextSession {
  readonly settings: RunSettings;
  readonly history: readonly Content[];
  readonly prompt: string;
  readonly resumed: boolean;
  readonly iteration: number;
  readonly project: ActiveProject | undefined;
  /** Where summary files go when not the project folder itself (a chapter session's own folder). */
  readonly summaryDir?: string | undefined;
  readonly lastSummary: string | undefined;
  /** A resumed session's last exact prompt size (from its journal). */
  readonly lastPrompt?: { tokens: number; coveredMessages: number } | undefined;
  readonly targetWords: number | undefined;
  readonly wordCache: WordCountCache;
  /** Token totals so far and each request's usage: summary files record them, so a resume from one carries them on. */
  readonly usage: TokenUsage;
  readonly usages: readonly TokenUsage[];
  takeCompressionRequest(): boolean;
  recordUsage(usage: TokenUsage): void;
  applyCompression(history: Content[], record: Omit<CompressionRecord, 'type' | 'iteration'>): void;
}

export interface ContextManagerDeps {
  session: ContextSession;
  model: ModelClient;
  reporter: Reporter;
  systemInstruction: string;
  tools: FunctionDeclaration[];
  /** Asked before each summarizer request of about `promptTokens` (the budget): go ahead, how long a reply, or why not. */
  beforeRequest?(promptTokens: number): Promise<RequestPermit>;
}

/**
 * Keeps one session's history inside the model's window: knows its size
 * every turn (cheaply), compresses it when it nears the limit or when the
 * model asks, and writes summary files for people and for recovery.
 */
export class ContextManager {
  private readonly account: TokenAccount;
  private limit = FALLBACK_TOKEN_LIMIT;
  /** models.get in flight (see init). */
  private pendingLimit: Promise<void> | undefined;
  /** After a compression that did not help, wait until the history has grown this long. */
  private holdUntilLength = 0;
  private lastCount = 0;
  /** How many messages the request measured in beforeTurn carried: the reply's promptTokenCount covers them. */
  private sentLength = 0;
  /** countTokens failed once: say so once, and rely on the estimate. */
  private countFailed = false;

  constructor(private readonly deps: ContextManagerDeps) {
    const overhead = estimateTextTokens(deps.systemInstruction) + estimateTextTokens(JSON.stringify(deps.tools));
    this.account = new TokenAccount(overhead);
    // A resumed session's journal holds its last promptTokenCount: with the first count it tells the overhead.
    const last = deps.session.lastPrompt;
    if (last) this.account.rememberPrompt(last.tokens, last.coveredMessages);
  }

  get threshold(): number {
    return compressionThreshold(this.limit, this.deps.session.settings.compressAt);
  }

  /**
   * The size no request may reach: the model's window, or a --compress-at
   * token count (how a user keeps Pro under its 200k price tier). A request
   * at or over it is never sent, whatever an earlier compression's hold.
   */
  get ceiling(): number {
    // Stryker disable next-line EqualityOperator: at compressAt 1 the threshold is floor(limit * 1), the limit itself, so both sides agree
    return this.deps.session.settings.compressAt > 1 ? this.threshold : this.limit;
  }

  /** From this size on a compression is made whatever an earlier one's hold: the ceiling, less the estimate's error. */
  private get mustCompressAt(): number {
    // Stryker disable next-line EqualityOperator: at compressAt 1 the threshold is the limit, and planTurn reads this only when the tokens are at the threshold already, over both values
    return this.deps.session.settings.compressAt > 1 ? this.threshold : Math.floor(this.limit * WINDOW_MARGIN);
  }

  /**
   * Learn the model's input limit (the --token-limit option wins). The
   * models.get request runs beside the first turns instead of before them:
   * the fallback limit serves until the answer comes, and the answer is
   * waited for as soon as the history is big enough for it to matter.
   */
  init(signal?: AbortSignal): void {
    const configured = this.deps.session.settings.tokenLimit;
    if (configured !== undefined) {
      this.limit = configured;
      return;
    }
    this.pendingLimit = this.deps.model
      .inputTokenLimit(this.deps.session.settings.model, signal)
      .then((limit) => {
        this.limit = limit ?? FALLBACK_TOKEN_LIMIT;
      })
      .catch(() => {
        // No answer: the fallback stands (an abort is noticed by the turn itself).
      })
      .finally(
        // Stryker disable next-line BlockStatement: once settled, awaiting the kept promise again in settleLimit changes nothing (the limit was set in then), so clearing it only lets it go
        () => {
          this.pendingLimit = undefined;
        },
      );
  }

  /** Wait for the model's limit when the history is big enough that a smaller limit could matter. */
  private async settleLimit(tokens: number): Promise<void> {
    if (this.pendingLimit && tokens >= LIMIT_NEEDED_ABOVE) await this.pendingLimit;
  }

  /** The history's size now: the last exact figure plus an estimate, counted exactly only near the threshold. */
  async measure(signal?: AbortSignal): Promise<number> {
    const history = this.deps.session.history;
    let tokens = this.account.estimate(history);
    await this.settleLimit(tokens);
    const unverified = this.account.unverified(history);
    if (needsExactCount(tokens, this.threshold, this.account.hasExact, this.deps.session.resumed, unverified)) {
      const counted = await this.countExactly(history, signal);
      if (counted !== undefined) {
        this.account.observeCount(counted, history.length, history);
        tokens = this.account.estimate(history);
      }
    }
    this.lastCount = tokens;
    return tokens;
  }

  /**
   * countTokens is an optimisation: when it fails (404, 500, a timeout) the
   * local estimate serves and the session goes on (an interrupt still ends it).
   */
  private async countExactly(contents: readonly Content[], signal?: AbortSignal): Promise<number | undefined> {
    try {
      return await this.deps.model.countTokens(this.deps.session.settings.model, requestContents(contents), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!this.countFailed) {
        this.deps.reporter({
          type: 'detail',
          message: `countTokens failed (${errorMessage(error)}); using the local estimate.`,
        });
      }
      this.countFailed = true;
      return undefined;
    }
  }

  /** The reply to the request measured in beforeTurn came in: its promptTokenCount is exact. */
  afterTurn(usage: TokenUsage | undefined): void {
    if (usage) this.account.observePrompt(usage.promptTokens, this.sentLength, this.deps.session.history);
  }

  /**
   * The API refused a request as over the model's input limit: that limit is
   * the real one (it wins over --token-limit and models.get), the history is
   * compressed to fit it, and the caller asks again. Returns whether the
   * history was made smaller.
   */
  async fitInputLimit(over: { tokens: number; limit: number }, signal?: AbortSignal): Promise<boolean> {
    this.limit = Math.min(this.limit, over.limit);
    this.lastCount = over.tokens;
    const report = await this.compress('the request was over the input limit', signal);
    return report.applied;
  }

  /** Before each model turn: measure, and compress when due. */
  async beforeTurn(signal?: AbortSignal): Promise<TokenStatus> {
    let tokens = await this.measure(signal);
    const session = this.deps.session;
    const figures = (compressed: boolean, requested: boolean) => ({
      tokens,
      threshold: this.threshold,
      ceiling: this.ceiling,
      mustCompressAt: this.mustCompressAt,
      historyLength: session.history.length,
      holdUntilLength: this.holdUntilLength,
      requested,
      compressed,
    });
    let plan = planTurn(figures(false, session.takeCompressionRequest()));
    if (plan.kind === 'compress') {
      await this.compress(plan.reason, signal);
      tokens = this.lastCount;
      plan = planTurn(
        figures(
          true,
          // Stryker disable next-line BooleanLiteral: planTurn reads `requested` only for a turn not yet compressed, and this one is
          false,
        ),
      );
    }
    if (plan.kind === 'stop') throw new Error(this.overCeiling(tokens));
    // The reply's promptTokenCount will cover exactly the messages sent now.
    this.sentLength = session.history.length;
    return { tokens, limit: this.limit };
  }

  /** Why the next request cannot be sent: even compressed, the history is at the ceiling. */
  private overCeiling(tokens: number): string {
    const compressAt = this.deps.session.settings.compressAt;
    const what =
      compressAt > 1
        ? `the --compress-at ceiling of ${formatNumber(this.ceiling)} tokens`
        : `the model's window of ${formatNumber(this.limit)} tokens`;
    return `The next request would be ${formatNumber(tokens)} tokens, over ${what}, and compressing did not bring the context under it (see the compression note): raise --compress-at or --token-limit.`;
  }

  private async summarize(
    old: readonly Content[],
    signal?: AbortSignal,
    previousSummary = this.deps.session.lastSummary,
  ): Promise<string> {
    let previous = previousSummary;
    // The previous summary (of a compression or a recovery) is folded in through `previous`, not re-summarized as a message.
    const messages = old.filter((message) => {
      // Stryker disable next-line StringLiteral: any text without a marker at its start is kept, as a message without text is
      const text = message.parts?.[0]?.text ?? '';
      return !text.startsWith(SUMMARY_MARKER) && !text.startsWith(RECOVERED_MARKER);
    });
    // Text denser than the estimate (see TokenAccount.density) fits fewer characters in the same share of the window.
    const charsPerToken = CHARS_PER_TOKEN / Math.max(1, this.account.density);
    const maxChars = Math.max(4_000, Math.floor(this.limit * SUMMARIZER_SHARE * charsPerToken));
    for (const chunk of chunkTranscript(messages, maxChars)) {
      previous = await this.summarizeChunk(chunk, previous, signal);
    }
    return previous ?? '';
  }

  private summarizeChunk(transcript: string, previous: string | undefined, signal?: AbortSignal): Promise<string> {
    const session = this.deps.session;
    return summarizeTranscript(transcript, previous, {
      model: this.deps.model,
      modelName: session.settings.model,
      originalPrompt: session.prompt,
      recordUsage: (usage) => session.recordUsage(usage),
      ...(this.deps.beforeRequest ? { beforeRequest: this.deps.beforeRequest } : {}),
      signal,
    });
  }

  /**
   * Replace everything but the last messages with a summary. Keeps the old
   * history when the result would not be smaller, and then waits for the
   * history to grow before trying again (no compression loops). The decisions
   * are compressionPlan's; this does what they say.
   */
  async compress(reason: string, signal?: AbortSignal): Promise<CompressionReport> {
    const history = this.deps.session.history;
    const tokensBefore = this.lastCount || this.account.estimate(history);
    const sizing = this.sizing(history, tokensBefore);
    // Stryker disable next-line StringLiteral: any text without the marker at its start means no summary heads the history, as no text does
    const first = history[0]?.parts?.[0]?.text ?? '';
    const headSummary = first.startsWith(SUMMARY_MARKER) ? sizing.content(history.slice(0, 1)) : undefined;
    const targets = compressionTargets(this.threshold, sizing.overhead, headSummary);
    const split = fitKept(
      history,
      findCutPoint(history, this.deps.session.settings.keepRecent),
      targets.keptBudget,
      sizing.content,
    );
    const unchanged: CompressionReport = {
      tokensBefore,
      tokensAfter: tokensBefore,
      replacedMessages: 0,
      keptMessages: history.length,
      applied: false,
      reason,
    };
    const holdOff = (why: string) => this.holdOff(unchanged, history.length, why);
    const plan = planSplit({
      cut: split.cut,
      keptMessages: split.kept.length,
      keptTokens: sizing.whole(split.kept),
      threshold: this.threshold,
    });
    if (plan.kind === 'hold') return holdOff(plan.reason);
    let made: MadeSummary;
    try {
      made = await this.makeSummary(history, split, sizing, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      return holdOff(`the summary could not be made (${errorMessage(error)})`);
    }
    // Both sides measured the same way, so the comparison is fair whatever the exact figures were.
    const verdict = judgeCompression({
      before: tokensBefore,
      after: sizing.whole(made.candidate),
      threshold: this.threshold,
      summaryTokens: sizing.content([made.message]),
      keptTokens: sizing.whole(made.fitted.kept),
    });
    if (!verdict.apply) return holdOff(verdict.reason);
    return this.applySummary(made, { tokensBefore, reason, target: targets.target, sizing }, verdict, signal);
  }

  /**
   * Give up on this compression: keep the history, report why, and wait for
   * the history to grow before trying again.
   */
  private holdOff(unchanged: CompressionReport, historyLength: number, why: string): CompressionReport {
    this.holdUntilLength = holdLength(historyLength, this.deps.session.settings.keepRecent);
    this.deps.reporter({ type: 'compression', report: { ...unchanged, reason: `${unchanged.reason}: ${why}` } });
    return unchanged;
  }

  /**
   * Sizes from the local estimate, scaled to the measured size of the whole, so they compare with the threshold
   * (text the tokenizer splits finely weighs more than its estimate, and the kept part must be sized as it is).
   */
  private sizing(history: readonly Content[], tokensBefore: number): Sizing {
    const overhead = Math.min(this.account.overhead, tokensBefore);
    const density = (tokensBefore - overhead) / Math.max(1, estimateContentsTokens(history));
    const content = (contents: readonly Content[]) => Math.round(estimateContentsTokens(contents) * density);
    return { overhead, content, whole: (contents) => overhead + content(contents) };
  }

  /** Summarize what is before the cut; when planShrink says so, keep fewer (or shorter) messages and fold in the rest. */
  private async makeSummary(
    history: readonly Content[],
    split: FittedKept,
    sizing: Sizing,
    signal?: AbortSignal,
  ): Promise<MadeSummary> {
    let fitted = split;
    let summary = await this.summarize(history.slice(0, fitted.cut), signal);
    let message = await this.summaryMessageOf(summary);
    let candidate = compressedHistory(message, fitted.kept);
    const shrink = planShrink({
      summaryTokens: sizing.whole([message]),
      candidateTokens: sizing.whole(candidate),
      keptMessages: fitted.kept.length,
      threshold: this.threshold,
    });
    if (shrink.kind === 'shrink') {
      const refit = fitKept(history, fitted.cut, shrink.keptBudget, sizing.content);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: true and >= are equivalent (fitKept never cuts before the cut it is given, and at the same cut the slice is empty, so summarize returns the summary as it was); false and <= are killed by the test that folds more messages in
      if (refit.cut > fitted.cut) {
        summary = await this.summarize(history.slice(fitted.cut, refit.cut), signal, summary);
        message = await this.summaryMessageOf(summary);
      }
      // Stryker disable next-line ConditionalExpression,EqualityOperator: true and the >= forms are equivalent (at the same cut with no more arguments shortened, the refit keeps the very messages fitted kept, a smaller budget never shortening fewer); false and <= are killed by the test that shortens a kept chapter
      if (refit.cut > fitted.cut || refit.replacedArguments > fitted.replacedArguments) {
        fitted = refit;
        candidate = compressedHistory(message, fitted.kept);
      }
    }
    return { summary, message, candidate, fitted };
  }

  /** The compression stands: count it if need be, write the summary file, apply it to the session and report. */
  private async applySummary(
    made: MadeSummary,
    at: { tokensBefore: number; reason: string; target: number; sizing: Sizing },
    verdict: { hold: boolean; shortfall?: string },
    signal?: AbortSignal,
  ): Promise<CompressionReport> {
    const session = this.deps.session;
    const { summary, message, candidate, fitted } = made;
    const { tokensBefore, reason } = at;
    // Counted only when the estimate says the target was missed: otherwise the next reply's usage tells soon enough.
    const counted = at.sizing.whole(candidate) > at.target ? await this.countExactly(candidate, signal) : undefined;
    this.account.reset();
    if (counted !== undefined) this.account.observeCount(counted, candidate.length);
    // The compression stands either way; without an exact count the next reply's usage gives one.
    const tokensAfter = this.account.estimate(candidate);
    const summaryFile = await this.writeCompressionFile(summary, tokensBefore, tokensAfter);
    const kept = fitted.kept;
    session.applyCompression(candidate, {
      summary,
      summaryMessage: message,
      keptMessages: kept.length,
      // Kept messages that were shortened to fit are journaled as they now are, so a replay reaches the same history.
      ...(fitted.replacedArguments > 0 ? { kept } : {}),
      replacedMessages: fitted.cut,
      tokensBefore,
      tokensAfter,
      ...(summaryFile ? { summaryFile } : {}),
    });
    this.lastCount = tokensAfter;
    this.holdUntilLength = verdict.hold ? holdLength(candidate.length, session.settings.keepRecent) : 0;
    const applied: CompressionReport = {
      tokensBefore,
      tokensAfter,
      replacedMessages: fitted.cut,
      keptMessages: kept.length,
      applied: true,
      reason,
      target: compressionTarget(this.threshold),
      ...(summaryFile ? { summaryFile } : {}),
      ...(verdict.shortfall ? { shortfall: verdict.shortfall } : {}),
    };
    this.deps.reporter({ type: 'compression', report: applied });
    return applied;
  }

  /** A full disk must not undo the compression: the journal's compression record holds the summary too. */
  private async writeCompressionFile(summary: string, before: number, after: number): Promise<string | undefined> {
    const session = this.deps.session;
    if (!session.project) return undefined;
    try {
      return await writeSummaryFile(
        session.summaryDir ?? session.project.dir,
        this.meta('compression', before, after),
        summary,
      );
    } catch (error) {
      this.deps.reporter({
        type: 'notice',
        message: `The summary file could not be written (${writeProblem(error)}); the compression goes on without it.`,
      });
      return undefined;
    }
  }

  /** The message a summary becomes: the summary, the files on disk and the planning documents. */
  private async summaryMessageOf(summary: string): Promise<Content> {
    const session = this.deps.session;
    const files = await this.projectFiles();
    const planning = session.project ? await planningDocuments(session.project.dir) : '';
    return summaryMessage(summary, files, session.project?.name, planning);
  }

  private async projectFiles(): Promise<ProjectFile[]> {
    const project = this.deps.session.project;
    return project ? listProjectFiles(project.dir, this.deps.session.wordCache) : [];
  }

  private meta(reason: SummaryReason, tokensBefore: number, tokensAfter: number) {
    const session = this.deps.session;
    return {
      generatedAt: new Date().toISOString(),
      model: session.settings.model,
      prompt: session.prompt,
      // Stryker disable next-line StringLiteral: meta is built only with a project (writeCompressionFile and saveSnapshot return before without one)
      projectDir: session.project?.dir ?? '',
      iteration: session.iteration,
      tokensBefore,
      tokensAfter,
      reason,
      ...(session.targetWords ? { targetWords: session.targetWords } : {}),
      usage: { ...session.usage },
      requests: session.usages.length,
    };
  }

  /**
   * Save a summary file without calling the model (backups, Ctrl+C, errors):
   * the latest summary, the recent activity and the files on disk. Returns
   * undefined when there is no project folder to save into yet.
   */
  async saveSnapshot(reason: SummaryReason): Promise<string | undefined> {
    const session = this.deps.session;
    if (!session.project) return undefined;
    const files = await this.projectFiles();
    const recent = session.history.slice(-Math.max(session.settings.keepRecent, 1));
    // Stryker disable next-line MethodExpression: only the first section can be undefined; join renders it as nothing and renderSummaryFile trims the leading blank lines away
    const sections = [
      session.lastSummary ? `### Summary of the earlier work\n\n${session.lastSummary}` : undefined,
      `### Recent activity\n\n${renderTranscript(recent)}`,
      `### Files on disk\n\n${formatFileList(files)}`,
    ].filter(
      // Stryker disable next-line ConditionalExpression: only the first section can be undefined; join renders it as nothing and renderSummaryFile trims the leading blank lines away
      (s): s is string => s !== undefined,
    );
    const tokens = this.lastCount || this.account.estimate(session.history);
    return writeSummaryFile(
      session.summaryDir ?? session.project.dir,
      this.meta(reason, tokens, tokens),
      sections.join('\n\n'),
    );
  }
}
