import type { FunctionCall, FunctionDeclaration } from '@google/genai';
import type { WordCountCache } from './projectFiles.js';
import { type JsonSchema, validateArgs } from './schema.js';

/**
 * Tools are registry entries: a declaration the model sees beside the handler
 * that runs it. A handler returns a result for the model and never throws;
 * failures go back as {"error": "..."} so the model can correct itself.
 */

export type ToolResult = Record<string, unknown>;

export interface ActiveProject {
  /** Folder name under the output folder. */
  name: string;
  /** Absolute path of the project folder. */
  dir: string;
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
}

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: JsonSchema;
  run(args: Record<string, unknown>, context: ToolContext): Promise<ToolResult>;
  /** A one-line description of a call for the console (never whole chapters). */
  describe?(args: Record<string, unknown>): string;
}

export function errorResult(message: string): ToolResult {
  return { error: message };
}

export function isErrorResult(result: ToolResult): result is { error: string } {
  return typeof result.error === 'string';
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

  describe(call: FunctionCall): string {
    const args = call.args ?? {};
    const tool = call.name ? this.tools.get(call.name) : undefined;
    if (tool?.describe) return tool.describe(args);
    return `${call.name ?? '(unnamed)'}(${Object.keys(args).join(', ')})`;
  }

  /** Run one call. Never throws: every failure becomes an error result. */
  async execute(call: FunctionCall, context: ToolContext): Promise<ToolResult> {
    const tool = call.name ? this.tools.get(call.name) : undefined;
    if (!tool) {
      const known = [...this.tools.keys()].join(', ');
      return errorResult(`Unknown tool "${call.name ?? ''}". Available tools: ${known}.`);
    }
    const args = call.args ?? {};
    const problem = validateArgs(tool.parameters, args);
    if (problem) return errorResult(`Invalid arguments for ${tool.name}: ${problem}`);
    try {
      return await tool.run(args, context);
    } catch (error) {
      return errorResult(`${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
