import path from 'node:path';
import type { FunctionCall } from '@google/genai';
import { BIBLE_FILE, isPlanFile, OUTLINE_FILE } from '../project/outline.js';
import { checkPlan, formatPlanProblems, type PlanCheck } from '../project/planCheck.js';
import { failure, type ToolContext, type ToolDefinition, type ToolOutcome, ToolRegistry } from '../tools/registry.js';
import type { Reporter } from '../ui/reporter.js';
import { readTextIfExists } from '../util/files.js';
import type { Ending } from './loop.js';
import type { Session } from './session.js';

/**
 * The plan must add up before money goes on chapters. In every run from a
 * prompt (one loop, --parallel, `writer plan`) and in `writer draft`, the
 * gate holds every chapter write (and, with --parallel, every chapter
 * session) until outline.md passes checkPlan. A plan that fails goes back
 * to the model with what is wrong: as the result of the chapter write it
 * refuses, or (when the plan is otherwise complete: --parallel, plan) as a
 * note; after MAX_PLAN_FAILURES failed plans the run stops, incomplete.
 *
 * `writer plan` stops once the plan passes: a chapter write is refused and
 * ends the run. `writer draft` writes only the chapters the outline on disk
 * names, and never a chapter it found written (the author's edits and kept
 * chapters are the truth, not the model's memory of an older plan).
 */

export const MAX_PLAN_FAILURES = 2;
export const PLAN_MARKER = '[PLAN]';

export type GateMode = 'run' | 'plan' | 'draft';

export interface PlanGateOptions {
  mode: GateMode;
  /** Chapter sessions draft the chapters: the plan needs its seams. */
  parallel: boolean;
  targetWords: number | undefined;
  reporter: Reporter;
  /** The draft's kept chapters (written before it began): never written again. */
  kept?: ReadonlySet<string>;
  /** The plan passed before this run (a resumed run whose chapters are begun, a draft of a checked plan). */
  passed?: boolean;
}

const WRITE_TOOLS = new Set(['write_file', 'edit_file']);

/** The project-relative file a write call names, normalized; undefined for anything else. */
export function writtenFile(call: FunctionCall): string | undefined {
  if (!WRITE_TOOLS.has(call.name ?? '')) return undefined;
  const name = call.args?.filename;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return path.posix.normalize(name.trim().replace(/\\/g, '/')).replace(/^\.\//, '');
}

/** A write to a chapter (anything but the plan files). */
function isChapterWrite(file: string | undefined): file is string {
  return file !== undefined && !isPlanFile(file);
}

/** An outline of free prose: it names no chapter file and has no line that reads as a chapter. */
function isNoPlan(check: PlanCheck): boolean {
  return (
    check.chapters.length === 0 &&
    check.problems.every((problem) => problem.kind === 'no-chapters' || problem.kind === 'sum')
  );
}

export class PlanGate {
  private passedCheck: boolean;
  private failures = 0;
  private lastFailedIteration = -1;
  private stopping: Ending | undefined;
  /** `writer plan`: the plan passed and the run is over. */
  private planDone = false;
  /** The last check made, for the run's closing lines. */
  last: PlanCheck | undefined;

  constructor(private readonly options: PlanGateOptions) {
    this.passedCheck = options.passed === true;
  }

  get passed(): boolean {
    return this.passedCheck;
  }

  /** The run stopped because the plan did not add up. */
  get stopped(): boolean {
    return this.stopping !== undefined;
  }

  /** outline.md checked as it is on disk now; undefined when there is no outline yet. */
  async check(session: Session): Promise<PlanCheck | undefined> {
    const dir = session.project?.dir;
    if (!dir) return undefined;
    const text = await readTextIfExists(path.join(dir, OUTLINE_FILE)).catch(() => undefined);
    if (text === undefined || text.trim() === '') return undefined;
    const check = checkPlan(text, { targetWords: this.options.targetWords, parallel: this.options.parallel });
    this.last = check;
    if (check.ok) this.passedCheck = true;
    return check;
  }

  /** A failed plan, counted once per model turn; the stop once there have been too many. */
  private fail(session: Session, check: PlanCheck): { count: number; final: boolean } {
    if (this.lastFailedIteration !== session.iteration) {
      this.lastFailedIteration = session.iteration;
      this.failures++;
      this.options.reporter({
        type: 'notice',
        message: `The plan does not add up (${check.problems.length === 1 ? '1 problem' : `${check.problems.length} problems`}); ${this.failures >= MAX_PLAN_FAILURES ? 'the run stops' : 'it goes back to the model'}.`,
      });
    }
    const final = this.failures >= MAX_PLAN_FAILURES;
    if (final && !this.stopping)
      this.stopping = {
        status: 'incomplete',
        message: `The plan in ${OUTLINE_FILE} did not add up after ${MAX_PLAN_FAILURES} tries, so no chapter was written.`,
        missing: check.problems.map((problem) => problem.message),
      };
    return { count: this.failures, final };
  }

  private problemsText(check: PlanCheck, final: boolean): string {
    const next = final
      ? 'This was the last try: the run stops.'
      : `Fix ${OUTLINE_FILE} (write_file "overwrite" with the whole corrected outline), then go on.`;
    return `${PLAN_MARKER} [writer] No chapter is written until the plan in ${OUTLINE_FILE} adds up. What is wrong:\n${formatPlanProblems(check)}\n${next}`;
  }

  /** The guard of a write call: a refusal for the model, or undefined to let it run. */
  async guard(call: FunctionCall, session: Session): Promise<ToolOutcome | undefined> {
    const file = writtenFile(call);
    if (this.options.mode === 'draft' && file === OUTLINE_FILE)
      return failure(
        'plan_refused',
        `Not written: ${OUTLINE_FILE} is the author's plan and writer draft drafts it as it is. Write the chapters it names.`,
      );
    if (!isChapterWrite(file)) return undefined;
    if (this.options.mode === 'draft') {
      const refused = await this.draftRefusal(call, file, session);
      if (refused) return refused;
    }
    if (this.options.mode === 'plan' && (this.passedCheck || this.planDone)) {
      this.planDone = true;
      return failure(
        'plan_refused',
        `Not written: this run (writer plan) writes only outline.md and bible.md, and the plan is done. The author drafts the chapters with writer draft. Do not write ${file}.`,
      );
    }
    if (this.passedCheck) return undefined;
    const check = await this.check(session);
    if (check === undefined || isNoPlan(check)) {
      // The one loop may write a short work without a plan of chapters (the check is of outline.md once it is one).
      if (this.options.mode === 'run') return undefined;
      if (check === undefined)
        return failure(
          'plan_refused',
          `Not written: write ${OUTLINE_FILE} first (one line per chapter with its file and word budget).`,
        );
    }
    if (check.ok) {
      if (this.options.mode === 'plan') {
        this.planDone = true;
        return failure(
          'plan_refused',
          `Not written: this run (writer plan) writes only outline.md and bible.md, and the plan is done. Do not write ${file}.`,
        );
      }
      return undefined;
    }
    const { final } = this.fail(session, check);
    return failure('plan_refused', `Not written: ${this.problemsText(check, final)}`);
  }

  /** `writer draft`: only the chapters the outline on disk names, and never one that was kept. */
  private async draftRefusal(call: FunctionCall, file: string, session: Session): Promise<ToolOutcome | undefined> {
    if (this.options.kept?.has(file) && call.name === 'write_file')
      return failure(
        'plan_refused',
        `Not written: ${file} was written before this draft and is kept as it is. Write only the chapters that are missing; fix a seam with edit_file.`,
      );
    const dir = session.project?.dir;
    const text = dir ? await readTextIfExists(path.join(dir, OUTLINE_FILE)).catch(() => undefined) : undefined;
    const planned = text === undefined ? [] : checkPlan(text).chapters.map((chapter) => chapter.file);
    if (!planned.includes(file))
      return failure(
        'plan_refused',
        `Not written: ${file} is not a chapter of ${OUTLINE_FILE} as it is on disk now (the author's edits are the plan). Its chapters: ${planned.join(', ') || 'none'}. Read ${OUTLINE_FILE} again and write the chapters it names.`,
      );
    return undefined;
  }

  /**
   * The loop's interlude: the stop after too many failed plans; the end of `writer plan` once its plan
   * passes; with --parallel or `writer plan`, the check as soon as outline.md and bible.md are both there.
   */
  readonly interlude = async (session: Session): Promise<'ran' | Ending | undefined> => {
    if (this.stopping) return this.stopping;
    if (this.planDone) return { status: 'done', message: 'The plan is written.' };
    if (this.passedCheck) {
      if (this.options.mode !== 'plan') return undefined;
      this.planDone = true;
      return { status: 'done', message: 'The plan is written.' };
    }
    // One loop: checked at the first chapter write (the model may still be writing the outline in pieces).
    if (!this.options.parallel && this.options.mode !== 'plan') return undefined;
    // The model has not answered the last note yet.
    if (this.lastFailedIteration === session.iteration) return undefined;
    const dir = session.project?.dir;
    if (!dir) return undefined;
    const bible = await readTextIfExists(path.join(dir, BIBLE_FILE)).catch(() => undefined);
    if (!bible?.trim()) return undefined;
    const check = await this.check(session);
    if (check === undefined) return undefined;
    if (check.ok) return this.interlude(session);
    const { final } = this.fail(session, check);
    if (final) return this.stopping;
    session.appendMessage({ role: 'user', parts: [{ text: this.problemsText(check, false) }] });
    return 'ran';
  };

  /** The run's tools with this gate in front of every write. */
  tools(definitions: readonly ToolDefinition[]): ToolRegistry {
    return new GatedTools(definitions, (call, context) => this.guard(call, context as Session));
  }
}

/** A registry whose write calls pass the gate first; a refusal is the call's result, and nothing is written. */
class GatedTools extends ToolRegistry {
  constructor(
    definitions: readonly ToolDefinition[],
    private readonly gate: (call: FunctionCall, context: ToolContext) => Promise<ToolOutcome | undefined>,
  ) {
    super(definitions);
  }

  override async execute(call: FunctionCall, context: ToolContext, signal: AbortSignal): Promise<ToolOutcome> {
    let refused: ToolOutcome | undefined;
    try {
      refused = await this.gate(call, context);
    } catch (error) {
      refused = failure('plan_refused', `Not written: the plan could not be checked (${String(error)}).`);
    }
    return refused ?? super.execute(call, context, signal);
  }
}
