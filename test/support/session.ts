import { type RunOutcome, runSession } from '../../src/agent/loop.js';
import { Session } from '../../src/agent/session.js';
import { sessionResumeCommand } from '../../src/cli/resume.js';
import type { RunSettings } from '../../src/config/runSettings.js';
import type { SpendAccount } from '../../src/cost/budget.js';
import type { ModelClient } from '../../src/model/types.js';
import { defaultTools } from '../../src/tools/index.js';
import type { ToolRegistry } from '../../src/tools/registry.js';
import { type Reporter, silentReporter, type ToolCallReport, type TurnReport } from '../../src/ui/reporter.js';
import { tempDir } from './cli.js';

export function testSettings(overrides: Partial<RunSettings> = {}): RunSettings {
  return {
    model: 'gemini-3-flash-preview',
    outputDir: tempDir(),
    maxIterations: 50,
    tokenLimit: 1_000_000,
    compressAt: 0.9,
    keepRecent: 10,
    backupEvery: 0,
    ...overrides,
  };
}

/** Events a run reported, for assertions. */
export class RecordingReporter implements Reporter {
  readonly events: Array<[string, unknown]> = [];
  iterationStart(iteration: number, max: number, tokens: unknown) {
    this.events.push(['iteration', { iteration, max, tokens }]);
  }
  streamText(delta: string) {
    this.events.push(['delta', delta]);
  }
  streamThought(delta: string) {
    this.events.push(['thought', delta]);
  }
  streamProgress() {}
  turnEnd(report: TurnReport) {
    this.events.push(['turn', report]);
  }
  toolCall(call: ToolCallReport) {
    this.events.push(['call', call.description]);
  }
  toolResult(name: string, result: unknown) {
    this.events.push(['result', { name, result }]);
  }
  compression(report: unknown) {
    this.events.push(['compression', report]);
  }
  notice(message: string) {
    this.events.push(['notice', message]);
  }
  detail(message: string) {
    this.events.push(['detail', message]);
  }
  saved(report: unknown) {
    this.events.push(['saved', report]);
  }
  of(kind: string): unknown[] {
    return this.events.filter(([k]) => k === kind).map(([, v]) => v);
  }
}

export async function runScripted(
  model: ModelClient,
  options: {
    prompt?: string;
    settings?: Partial<RunSettings>;
    session?: Session;
    signal?: AbortSignal;
    reporter?: Reporter;
    tools?: ToolRegistry;
    /** The spend account of a batch (or a book) that the run's budget draws on. */
    account?: SpendAccount;
  } = {},
): Promise<{ session: Session; outcome: RunOutcome }> {
  const session =
    options.session ?? Session.start(options.prompt ?? 'Write a short story.', testSettings(options.settings));
  const outcome = await runSession(session, {
    model,
    tools: options.tools ?? defaultTools(),
    reporter: options.reporter ?? silentReporter,
    systemInstruction: 'You are a writer.',
    signal: options.signal ?? new AbortController().signal,
    resumeCommand: sessionResumeCommand,
    ...(options.account ? { account: options.account } : {}),
  });
  return { session, outcome };
}
