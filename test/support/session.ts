import { type RunOutcome, runSession } from '../../src/agent/loop.js';
import { Session } from '../../src/agent/session.js';
import { checkForReview } from '../../src/check/reviewPass.js';
import { sessionResumeCommand } from '../../src/cli/resume.js';
import type { RunSettings } from '../../src/config/runSettings.js';
import type { SpendAccount } from '../../src/cost/budget.js';
import type { ModelClient } from '../../src/model/types.js';
import { defaultTools } from '../../src/tools/index.js';
import type { ToolRegistry } from '../../src/tools/registry.js';
import { type Reporter, type SessionEvent, silentReporter } from '../../src/ui/reporter.js';
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

/** Events a run reported, for assertions: `of('notice')` gives each notice's message, and so on. */
export class RecordingReporter {
  readonly events: Array<[string, unknown]> = [];
  /** `full`: keep the streaming progress figures too, and whole tool-call reports (not only their line). */
  constructor(private readonly full = false) {}
  readonly report: Reporter = (event: SessionEvent) => {
    const kept = recorded(event, this.full);
    if (kept) this.events.push(kept);
  };
  of(kind: string): unknown[] {
    return this.events.filter(([k]) => k === kind).map(([, v]) => v);
  }
}

/** What a test looks at in an event, under a short name. */
function recorded(event: SessionEvent, full: boolean): [string, unknown] | undefined {
  switch (event.type) {
    case 'iteration':
      return ['iteration', { iteration: event.iteration, max: event.maxIteration, tokens: event.tokens }];
    case 'text':
      return ['delta', event.delta];
    case 'thought':
      return ['thought', event.delta];
    case 'progress':
      return full ? ['progress', [event.chars, event.words]] : undefined;
    case 'turn':
      return ['turn', event.report];
    case 'tool_call':
      return ['call', full ? event.call : event.call.description];
    case 'tool_result':
      return ['result', { name: event.name, result: event.result, ...(event.failed ? { failed: event.failed } : {}) }];
    case 'compression':
      return ['compression', event.report];
    case 'notice':
      return ['notice', event.message];
    case 'detail':
      return ['detail', event.message];
    case 'saved':
      return ['saved', event.report];
  }
}

/** A test passes a recorder or a plain reporter. */
export function reporterOf(reporter: Reporter | RecordingReporter | undefined): Reporter {
  if (reporter === undefined) return silentReporter;
  return typeof reporter === 'function' ? reporter : reporter.report;
}

export async function runScripted(
  model: ModelClient,
  options: {
    prompt?: string;
    settings?: Partial<RunSettings>;
    session?: Session;
    signal?: AbortSignal;
    reporter?: Reporter | RecordingReporter;
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
    reporter: reporterOf(options.reporter),
    // As the CLI runs it: the review starts from the checker's findings.
    reviewFindings: checkForReview,
    systemInstruction: 'You are a writer.',
    signal: options.signal ?? new AbortController().signal,
    resumeCommand: sessionResumeCommand,
    ...(options.account ? { account: options.account } : {}),
  });
  return { session, outcome };
}
