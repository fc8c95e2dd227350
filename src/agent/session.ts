import path from 'node:path';
import type { Content, FunctionCall, Part } from '@google/genai';
import type { RunSettings } from '../config/runSettings.js';
import { fileState, sha256 } from '../journal/intents.js';
import {
  type CompressionRecord,
  type IntentRecord,
  JOURNAL_VERSION,
  Journal,
  type JournalFailure,
  type SessionRecord,
} from '../journal/journal.js';
import type { CollectedTurn } from '../model/turn.js';
import type { TokenUsage } from '../model/types.js';
import { addUsage, emptyUsage } from '../model/usage.js';
import type { ActiveProject } from '../project/active.js';
import { WordCountCache } from '../project/files.js';
import { acquireLock, type HeldLock, projectLockPath } from '../project/lock.js';
import { removeStaleTempFiles } from '../project/staleTemps.js';
import type { LastWrite, ToolContext, WriteIntent } from '../tools/registry.js';

export interface SessionSeed {
  prompt: string;
  history: Content[];
  iteration: number;
  project?: ActiveProject;
  usages?: TokenUsage[];
  lastSummary?: string;
  startedAt?: string;
  /** The last reply's exact prompt size, from the journal: the context manager resumes its accounting from it. */
  lastPrompt?: { tokens: number; coveredMessages: number };
  /** Each file's last journaled write, from the journal. */
  lastWrites?: ReadonlyMap<string, IntentRecord>;
}

/** Which batch draft a session is, journaled so a rerun can find the draft's folder even without its marker. */
export interface DraftIdentity {
  batchFile: string;
  key: string;
}

/**
 * A session nested in a project another session holds (a chapter session
 * inside its book's main session): the other holds the project's lock; this
 * one keeps its journal and summary files in its own folder of the project.
 */
export interface NestedPlace {
  /** Relative to the project folder, e.g. ".writer/chapters/chapter_05". */
  stateDir: string;
  /** The chapter this session writes, recorded in its journal. */
  chapter: { file: string; budget?: number };
}

function sessionRecord(
  prompt: string,
  settings: RunSettings,
  startedAt: string,
  draft?: DraftIdentity,
  nested?: NestedPlace,
): SessionRecord {
  return {
    type: 'session',
    version: JOURNAL_VERSION,
    prompt,
    model: settings.model,
    startedAt,
    ...(settings.targetWords ? { targetWords: settings.targetWords } : {}),
    ...(draft ? { draft } : {}),
    // Stryker disable next-line ConditionalExpression: the record is only ever read as JSON, where `parallel: undefined` is no field at all
    ...(settings.parallel !== undefined ? { parallel: settings.parallel } : {}),
    ...(nested ? { chapter: nested.chapter } : {}),
  };
}

/**
 * The state of one writing session. Nothing of it lives in module globals:
 * batch runs many sessions in one process. The session is also the tools'
 * view of the world (ToolContext).
 */
export class Session implements ToolContext {
  readonly prompt: string;
  readonly settings: RunSettings;
  readonly journal: Journal;
  /** Token totals of every request of the session (earlier runs included). */
  readonly usage: TokenUsage;
  /** Each request's usage, for costs that depend on the prompt size of each. */
  readonly usages: TokenUsage[];
  /** The iteration this run started from (non-zero after a recovery). */
  readonly startIteration: number;
  /** Continued from a journal or a summary file. */
  resumed = false;
  readonly lastPrompt: { tokens: number; coveredMessages: number } | undefined;
  /** The history as sent to the model; changed only by appendMessage and applyCompression, which journal it. */
  private messages: Content[];
  /** The current iteration; moved only by beginIteration and abandonIteration. */
  private currentIteration: number;
  /** Text of the latest compression summary, folded into the next one. */
  lastSummary: string | undefined;
  private compressionRequested = false;
  /** Files written in this run, with their word counts after the last write. */
  readonly filesWritten = new Map<string, number>();
  readonly wordCache = new WordCountCache();
  private activeProject: ActiveProject | undefined;
  private lock: HeldLock | undefined;
  /** Things to tell the person at the start of the run (stale temp files removed, a repaired journal). */
  private notices: string[] = [];
  /** The call being run, for its intent record. */
  private currentCall: { index: number; id?: string } | undefined;
  /** Each file's last write intent in the session (earlier runs included), for telling a repeated append. */
  private readonly lastWrites: Map<string, IntentRecord>;

  /** Set for a chapter session: where it keeps its own state (see NestedPlace). */
  readonly nested: NestedPlace | undefined;

  private constructor(settings: RunSettings, seed: SessionSeed, journal = new Journal(), nested?: NestedPlace) {
    this.journal = journal;
    this.nested = nested;
    this.settings = settings;
    this.prompt = seed.prompt;
    this.messages = seed.history;
    this.currentIteration = seed.iteration;
    this.startIteration = seed.iteration;
    this.activeProject = seed.project;
    this.usages = [...(seed.usages ?? [])];
    this.usage = emptyUsage();
    for (const usage of this.usages) addUsage(this.usage, usage);
    this.lastSummary = seed.lastSummary;
    this.lastPrompt = seed.lastPrompt;
    this.lastWrites = new Map(seed.lastWrites ?? []);
  }

  /** A fresh session: the prompt is the first message. */
  static start(
    prompt: string,
    settings: RunSettings,
    options: { now?: Date; draft?: DraftIdentity; journal?: Journal; nested?: NestedPlace } = {},
  ): Session {
    const session = new Session(settings, { prompt, history: [], iteration: 0 }, options.journal, options.nested);
    session.journal.append(
      sessionRecord(prompt, settings, (options.now ?? new Date()).toISOString(), options.draft, options.nested),
    );
    session.appendMessage({ role: 'user', parts: [{ text: prompt }] });
    return session;
  }

  /**
   * A session continued from saved state; its journal continues in the
   * project folder. `additions` join the history (and the journal) first.
   */
  static async resume(
    settings: RunSettings,
    seed: SessionSeed & { project: ActiveProject },
    resume: {
      from: string;
      reset: boolean;
      additions: Content[];
      revise?: string;
      notices?: string[];
      nested?: NestedPlace;
    },
  ): Promise<Session> {
    const session = new Session(settings, seed, undefined, resume.nested);
    session.resumed = true;
    await session.claimProject(seed.project.dir);
    session.notices.push(...(resume.notices ?? []));
    session.journal.append({
      type: 'resume',
      iteration: seed.iteration,
      at: new Date().toISOString(),
      from: resume.from,
      reset: resume.reset,
      ...(settings.targetWords ? { targetWords: settings.targetWords } : {}),
      ...(resume.revise ? { revise: resume.revise } : {}),
    });
    if (resume.reset)
      session.journal.append(
        sessionRecord(seed.prompt, settings, seed.startedAt ?? new Date().toISOString(), undefined, resume.nested),
      );
    for (const message of resume.additions) session.appendMessage(message);
    return session;
  }

  get iteration(): number {
    return this.currentIteration;
  }

  /** A new model turn is about to be asked for: it is the next iteration. Returns its number. */
  beginIteration(): number {
    this.currentIteration++;
    return this.currentIteration;
  }

  /** The turn begun last was never sent (the budget refused it): it does not count as an iteration. */
  abandonIteration(): void {
    this.currentIteration--;
  }

  /**
   * What of the session the journal could not write (a full disk), after
   * trying once more to write every record still waiting; undefined when all
   * of it is on disk (a journal that caught up goes on).
   */
  journalFailure(): JournalFailure | undefined {
    return this.journal.flush() ? undefined : this.journal.failure;
  }

  get history(): readonly Content[] {
    return this.messages;
  }

  get targetWords(): number | undefined {
    return this.settings.targetWords;
  }

  get outputDir(): string {
    return this.settings.outputDir;
  }

  get project(): ActiveProject | undefined {
    return this.activeProject;
  }

  /** Where summary files go: the project folder, or a nested session's own folder. */
  get summaryDir(): string | undefined {
    const dir = this.activeProject?.dir;
    return dir !== undefined && this.nested ? path.join(dir, this.nested.stateDir) : dir;
  }

  get maxIteration(): number {
    return this.startIteration + this.settings.maxIterations;
  }

  async activateProject(project: ActiveProject): Promise<void> {
    await this.claimProject(project.dir);
    this.activeProject = project;
  }

  /**
   * Make a project folder this session's: lock it against other writer
   * processes (throws LockError), clear temp files a killed run left there,
   * and continue the journal in it.
   */
  private async claimProject(dir: string): Promise<void> {
    if (this.nested) {
      // The main session holds the lock and cleared the temp files; this one only continues its own journal.
      await this.journal.attach(dir, path.join(dir, this.nested.stateDir, 'session.jsonl'));
      return;
    }
    if (this.lock) return;
    this.lock = await acquireLock(projectLockPath(dir), `the project folder ${dir}`);
    const removed = await removeStaleTempFiles(dir);
    if (removed.length > 0)
      this.notices.push(`Removed ${removed.length} temporary file(s) left by a run that was killed mid-write.`);
    await this.journal.attach(dir);
  }

  /** Notices for the person, once. */
  takeNotices(): string[] {
    const notices = this.notices;
    this.notices = [];
    return notices;
  }

  /** The loop is about to run this call (its intent, if it writes, names it). */
  beginCall(index: number, call: FunctionCall): void {
    // Stryker disable next-line ConditionalExpression: currentCall is private and read only by recordIntent, which treats `id: undefined` as no id
    this.currentCall = { index, ...(call.id !== undefined ? { id: call.id } : {}) };
  }

  /**
   * Journal a write before it happens, so a crash between the write and its
   * result can be answered truthfully on recovery. Throws when the journal
   * cannot take it (a full disk): the write must not happen then.
   */
  recordIntent(intent: WriteIntent): void {
    const call = this.currentCall ?? { index: 0 };
    const record: IntentRecord = {
      type: 'intent',
      iteration: this.iteration,
      index: call.index,
      // Stryker disable next-line ConditionalExpression: the intent is journaled as JSON (`callId: undefined` is no field) and lastWriteTo exposes no callId
      ...(call.id !== undefined ? { callId: call.id } : {}),
      tool: intent.tool,
      file: intent.file,
      mode: intent.mode,
      contentHash: sha256(intent.content),
      contentBytes: Buffer.byteLength(intent.content, 'utf8'),
      before: intent.before === undefined ? null : fileState(intent.before),
      after: fileState(intent.after),
    };
    this.journal.appendNow(record);
    this.lastWrites.set(intent.file, record);
  }

  lastWriteTo(file: string): LastWrite | undefined {
    return this.lastWrites.get(file);
  }

  requestCompression(): void {
    this.compressionRequested = true;
  }

  /** Whether the model asked for a compression since the last time this was asked; clears the request. */
  takeCompressionRequest(): boolean {
    const requested = this.compressionRequested;
    this.compressionRequested = false;
    return requested;
  }

  noteWrite(file: string, words: number): void {
    this.filesWritten.set(file, words);
  }

  private countUsage(usage: TokenUsage): void {
    this.usages.push(usage);
    addUsage(this.usage, usage);
  }

  /** Count (and journal) the tokens of a request whose reply joins no history: a summarizer call, an empty or blocked turn. */
  recordUsage(usage: TokenUsage): void {
    this.countUsage(usage);
    this.journal.append({ type: 'usage', iteration: this.iteration, usage });
  }

  /** Add a message to the history and the journal, exactly as given, with the usage of the reply it is. */
  appendMessage(content: Content, usage?: TokenUsage): void {
    this.messages.push(content);
    if (usage) this.countUsage(usage);
    this.journal.append({ type: 'message', iteration: this.iteration, content, ...(usage ? { usage } : {}) });
  }

  /**
   * A model turn has come in: it joins the history exactly as received, with
   * its usage. A turn that cannot be sent back (no parts: the API rejects
   * empty content) or that stopped the run (refused) joins nothing, but its
   * tokens were spent and still count.
   */
  recordTurn(turn: CollectedTurn, joinsHistory: boolean): void {
    if (joinsHistory && (turn.content.parts ?? []).length > 0) this.appendMessage(turn.content, turn.usage);
    else if (turn.usage) this.recordUsage(turn.usage);
  }

  /** Replace the history with a compressed one and journal the compression, so a replay reaches the same state. */
  applyCompression(history: Content[], record: Omit<CompressionRecord, 'type' | 'iteration'>): void {
    this.messages = history;
    this.lastSummary = record.summary;
    this.journal.append({ type: 'compression', iteration: this.iteration, ...record });
  }

  /** The run is over: journal how it ended (and the resume command it printed, if any) and let go of the journal. */
  async end(status: string, resumeCommand?: string): Promise<void> {
    const at = new Date().toISOString();
    this.journal.append({
      type: 'end',
      iteration: this.iteration,
      at,
      status,
      ...(resumeCommand ? { resumeCommand } : {}),
    });
    this.journal.close();
    await this.lock?.release();
  }

  /** Journal one function response as soon as it exists, before its turn is complete. */
  recordToolResult(index: number, part: Part): void {
    this.journal.append({ type: 'tool_result', iteration: this.iteration, index, part });
  }
}
