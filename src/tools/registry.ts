import type { FunctionCall, FunctionDeclaration } from '@google/genai';
import type { ActiveProject } from '../project/active.js';
import type { WordCountCache } from '../project/files.js';
import { errorMessage } from '../util/errors.js';
import { type ArgsOf, type ObjectSchema, validateArgs, validated } from './schema.js';

/**
 * Tools are registry entries: a declaration the model sees beside the handler
 * that runs it, its arguments typed from the declared schema. A handler never
 * throws; a failure has a kind from one vocabulary (ToolErrorType, for writer:
 * the console, --json, tests) and a message the model reads ({"error": "..."})
 * to correct itself. What writer itself must act on (a full disk) travels
 * apart, as effects, never inside what the model sees.
 */

/**
 * Every way a tool call can fail, one vocabulary for all tools (as gemini-cli's ToolErrorType): writer
 * tells failures apart by this, never by the wording of the message the model reads.
 */
export type ToolErrorType =
  /** The model called a tool that does not exist. */
  | 'unknown_tool'
  /** Arguments the schema or the tool refuses (an empty query, an offset past the end, a bad pattern). */
  | 'invalid_arguments'
  /** A project tool called before create_project. */
  | 'no_project'
  /** A file name the project does not allow (absolute, outside, reserved, a link, a folder, another's chapter). */
  | 'invalid_path'
  | 'file_not_found'
  /** create mode on a file that exists. */
  | 'file_exists'
  /** edit_file's old_text is not in the file. */
  | 'text_not_found'
  /** edit_file's old_text is in the file more than once. */
  | 'ambiguous_match'
  /** The content, or the file after the change, is over the size one write may have. */
  | 'file_too_large'
  /** The file holds bytes that are not UTF-8: changing it would damage them. */
  | 'not_utf8'
  /** Another program kept writing the file while the tool changed it. */
  | 'file_changing'
  /** A file pattern or regular expression stopped at its time limit. */
  | 'pattern_timeout'
  /** No file to search (none matches, or none could be read). */
  | 'nothing_to_search'
  /** The run's interruption (Ctrl+C, a timeout) reached the call before it changed anything. */
  | 'interrupted'
  /** The disk (or the journal) could not take the write: full, or over quota. */
  | 'storage_full'
  /** Another error of the file system. */
  | 'io_error'
  /** A chapter write the plan does not allow yet (writer plan, writer draft, a plan that does not add up). */
  | 'plan_refused'
  /** The handler threw (a bug): the call did nothing the model can rely on. */
  | 'execution_failed';

/** What the model gets back from a call. */
export type ToolResponse = Record<string, unknown>;

/** Consequences of a call that are meant for writer, not for the model. */
export interface ToolEffects {
  /**
   * The disk refused a write: it is full (or over quota), or the journal could
   * not record the write's intent. The loop saves the context while a save may still fit.
   */
  storageFailure?: boolean;
}

export interface ToolOutcome {
  response: ToolResponse;
  effects?: ToolEffects;
  /** The kind of failure, when the call failed (its message is the response's `error`). */
  failed?: ToolErrorType;
}

/**
 * A write a tool is about to make, for the journal: the file's whole text
 * before (undefined: no such file) and after. Any tool that changes a file
 * calls `recordIntent` with it right before the atomic write, so recovery can
 * tell whether a write cut off by a crash landed (exactly-once writes).
 */
export interface WriteIntent {
  tool: string;
  /** Relative to the project folder. */
  file: string;
  /** The tool's mode ("create", "append", "overwrite", "edit", ...). */
  mode: string;
  /** What the call writes (the appended text, the replacement, ...). */
  content: string;
  before: string | undefined;
  after: string;
}

/** A write the session journaled: enough to tell whether a new call repeats it (sizes and hashes, not texts). */
export interface LastWrite {
  iteration: number;
  mode: string;
  contentHash: string;
  after: { size: number; hash: string };
}

/** What a handler may see and change of the session that called it. */
export interface ToolContext {
  readonly outputDir: string;
  readonly project: ActiveProject | undefined;
  activateProject(project: ActiveProject): Promise<void>;
  /** Ask the context manager to compress before the next model turn. */
  requestCompression(): void;
  /** Called after every successful write, so the session can track progress. */
  noteWrite?(file: string, words: number): void;
  /** Remembers word counts between listings of the project. */
  readonly wordCache?: WordCountCache;
  /** The length the whole work aims at, when known. */
  readonly targetWords?: number | undefined;
  /**
   * Journal a write before making it; throws when the journal cannot take it
   * (then do not write). Required: a tool that writes without it could not be
   * answered truthfully after a crash.
   */
  recordIntent(intent: WriteIntent): void;
  /** The last write this session (earlier runs included) made to `file`, relative to the project folder. */
  lastWriteTo?(file: string): LastWrite | undefined;
}

export interface ToolSpec<S extends ObjectSchema> {
  name: string;
  description: string;
  parameters: S;
  /**
   * `signal` is the run's: it aborts on Ctrl+C or a timeout, and a long
   * search or a write not yet begun stops on it (answering that it did not run).
   */
  run(args: ArgsOf<S>, context: ToolContext, signal: AbortSignal): Promise<ToolOutcome>;
  /** A one-line description of a call for the console (never whole chapters). */
  describe?(args: ArgsOf<S>): string;
  /**
   * The tool journals an intent (context.recordIntent) before every write. A
   * call of such a tool cut off by a crash without an intent never wrote.
   */
  recordsIntents?: boolean;
}

/** A tool with its schema erased, as the registry holds it; `run` validates before it calls the handler. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: ObjectSchema;
  /** Without a signal (a test calling a handler directly) the call cannot be aborted. */
  run(args: Record<string, unknown>, context: ToolContext, signal?: AbortSignal): Promise<ToolOutcome>;
  describe(args: Record<string, unknown>): string;
  recordsIntents: boolean;
}

/**
 * Declare a tool: the handler's argument type is inferred from `parameters`,
 * and the arguments are validated against it before the handler runs.
 */
export function defineTool<const S extends ObjectSchema>(spec: ToolSpec<S>): ToolDefinition {
  return {
    name: spec.name,
    description: spec.description,
    parameters: spec.parameters,
    recordsIntents: spec.recordsIntents === true,
    async run(args, context, signal = new AbortController().signal) {
      if (signal.aborted) return failure('interrupted', NOT_RUN);
      const problem = validateArgs(spec.parameters, args);
      if (problem) return failure('invalid_arguments', `Invalid arguments for ${spec.name}: ${problem}`);
      return spec.run(validated(spec.parameters, args), context, signal);
    },
    describe(args) {
      // Arguments shown before validation may be anything: describe only what fits the schema.
      if (spec.describe && validateArgs(spec.parameters, args) === undefined) {
        return spec.describe(validated(spec.parameters, args));
      }
      return `${spec.name}(${Object.keys(args).join(', ')})`;
    },
  };
}

/** The answer to a call that the run's interruption (Ctrl+C, a timeout) reached before it changed anything. */
export const NOT_RUN = 'The run was interrupted before this call changed anything. Repeat it if it is still needed.';

/** A result for the model. */
export function reply(response: ToolResponse, effects?: ToolEffects): ToolOutcome {
  return effects ? { response, effects } : { response };
}

/** A failure: its kind for writer, and the message the model reads and can act on. */
export function failure(type: ToolErrorType, message: string, effects?: ToolEffects): ToolOutcome {
  return { ...reply({ error: message }, effects), failed: type };
}

/** Tells a helper's value from the failure it hands back instead (every tool helper returns one or the other). */
export function isOutcome(value: object | string | undefined): value is ToolOutcome {
  // An array (a helper's list of segments) never holds 'response': no need to tell it apart first.
  return typeof value === 'object' && 'response' in value;
}

export function isErrorResponse(response: ToolResponse): response is { error: string } {
  return typeof response.error === 'string';
}

export class ToolRegistry {
  private readonly tools = new Map<string, ToolDefinition>();

  constructor(definitions: readonly ToolDefinition[]) {
    for (const definition of definitions) this.tools.set(definition.name, definition);
  }

  declarations(): FunctionDeclaration[] {
    return [...this.tools.values()].map((tool) => ({
      name: tool.name,
      description: tool.description,
      parametersJsonSchema: tool.parameters,
    }));
  }

  /** Whether calls of `name` journal an intent before they write (see ToolSpec.recordsIntents). */
  recordsIntents(name: string | undefined): boolean {
    return name !== undefined && this.tools.get(name)?.recordsIntents === true;
  }

  describe(call: FunctionCall): string {
    const tool = call.name ? this.tools.get(call.name) : undefined;
    const args = call.args ?? {};
    return tool ? tool.describe(args) : `${call.name ?? '(unnamed)'}(${Object.keys(args).join(', ')})`;
  }

  /** Run one call. Never throws: every failure becomes an error result; an aborted `signal` stops it where it can stop. */
  async execute(call: FunctionCall, context: ToolContext, signal: AbortSignal): Promise<ToolOutcome> {
    const tool = call.name ? this.tools.get(call.name) : undefined;
    if (!tool) {
      const known = [...this.tools.keys()].join(', ');
      return failure('unknown_tool', `Unknown tool "${call.name ?? ''}". Available tools: ${known}.`);
    }
    try {
      return await tool.run(call.args ?? {}, context, signal);
    } catch (error) {
      return failure('execution_failed', `${tool.name} failed: ${errorMessage(error)}`);
    }
  }
}
