import type { Content, Part } from '@google/genai';
import { JOURNAL_VERSION, Journal, type SessionRecord } from '../context/journal.js';
import { addUsage, emptyUsage } from '../context/replay.js';
import type { TokenUsage } from '../model/types.js';
import { WordCountCache } from '../tools/projectFiles.js';
import type { ActiveProject, ToolContext } from '../tools/registry.js';

/** Everything a run is configured with; one per session, so batch can vary it per draft. */
export interface RunSettings {
  model: string;
  outputDir: string;
  /** How many iterations this run may take (a recovered run gets this many more). */
  maxIterations: number;
  /** Overrides the model's input token limit. */
  tokenLimit?: number;
  /** Compress when the history reaches this share of the limit. */
  compressAt: number;
  /** Messages kept verbatim by a compression. */
  keepRecent: number;
  /** Write a summary file every this many iterations (0: never). */
  backupEvery: number;
  /** Target length of the whole work in words (--words, or read from the prompt). */
  targetWords?: number;
}

export interface SessionSeed {
  prompt: string;
  history: Content[];
  iteration: number;
  project?: ActiveProject;
  usages?: TokenUsage[];
  lastSummary?: string;
  startedAt?: string;
}

function sessionRecord(prompt: string, settings: RunSettings, startedAt: string): SessionRecord {
  return {
    type: 'session',
    version: JOURNAL_VERSION,
    prompt,
    model: settings.model,
    startedAt,
    ...(settings.targetWords ? { targetWords: settings.targetWords } : {}),
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
  readonly journal = new Journal();
  /** Token totals of every request of the session (earlier runs included). */
  readonly usage: TokenUsage;
  /** Each request's usage, for costs that depend on the prompt size of each. */
  readonly usages: TokenUsage[];
  /** The iteration this run started from (non-zero after a recovery). */
  readonly startIteration: number;
  /** Continued from a journal or a summary file. */
  resumed = false;
  history: Content[];
  iteration: number;
  /** Text of the latest compression summary, folded into the next one. */
  lastSummary: string | undefined;
  compressionRequested = false;
  /** Files written in this run, with their word counts after the last write. */
  readonly filesWritten = new Map<string, number>();
  readonly wordCache = new WordCountCache();
  private activeProject: ActiveProject | undefined;

  private constructor(settings: RunSettings, seed: SessionSeed) {
    this.settings = settings;
    this.prompt = seed.prompt;
    this.history = seed.history;
    this.iteration = seed.iteration;
    this.startIteration = seed.iteration;
    this.activeProject = seed.project;
    this.usages = [...(seed.usages ?? [])];
    this.usage = emptyUsage();
    for (const usage of this.usages) addUsage(this.usage, usage);
    this.lastSummary = seed.lastSummary;
  }

  /** A fresh session: the prompt is the first message. */
  static start(prompt: string, settings: RunSettings, now = new Date()): Session {
    const session = new Session(settings, { prompt, history: [], iteration: 0 });
    session.journal.append(sessionRecord(prompt, settings, now.toISOString()));
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
    resume: { from: string; reset: boolean; additions: Content[] },
  ): Promise<Session> {
    const session = new Session(settings, seed);
    session.resumed = true;
    await session.journal.attach(seed.project.dir);
    session.journal.append({
      type: 'resume',
      iteration: seed.iteration,
      at: new Date().toISOString(),
      from: resume.from,
      reset: resume.reset,
    });
    if (resume.reset)
      session.journal.append(sessionRecord(seed.prompt, settings, seed.startedAt ?? new Date().toISOString()));
    for (const message of resume.additions) session.appendMessage(message);
    return session;
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

  get maxIteration(): number {
    return this.startIteration + this.settings.maxIterations;
  }

  async activateProject(project: ActiveProject): Promise<void> {
    this.activeProject = project;
    await this.journal.attach(project.dir);
  }

  requestCompression(): void {
    this.compressionRequested = true;
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
    this.history.push(content);
    if (usage) this.countUsage(usage);
    this.journal.append({ type: 'message', iteration: this.iteration, content, ...(usage ? { usage } : {}) });
  }

  /** Journal one function response as soon as it exists, before its turn is complete. */
  recordToolResult(index: number, part: Part): void {
    this.journal.append({ type: 'tool_result', iteration: this.iteration, index, part });
  }
}
