import { promises as fs } from 'node:fs';
import { resolveProjectFile } from './paths.js';
import { errorResult, type ToolDefinition } from './registry.js';

export const DEFAULT_READ_LINES = 200;
export const MAX_READ_LINES = 1_000;
/** Characters returned by one read at most, whatever the line count. */
export const MAX_READ_CHARS = 60_000;

/**
 * read_file lets the model check what it wrote (names, facts, the end of the
 * last chapter) instead of trusting a summary. Lines are numbered so it can
 * page through a long chapter with offset and limit.
 */
export const readFileTool: ToolDefinition = {
  name: 'read_file',
  description:
    'Read a file of the active project, as numbered lines. Use it to check what you wrote before continuing. ' +
    `offset is the first line (from 1), limit the number of lines (default ${DEFAULT_READ_LINES}, at most ${MAX_READ_LINES}).`,
  parameters: {
    type: 'object',
    properties: {
      filename: { type: 'string', description: 'Path relative to the project folder, e.g. "chapter_01.md".' },
      offset: { type: 'integer', minimum: 1, description: 'First line to read, from 1.' },
      limit: { type: 'integer', minimum: 1, description: `How many lines (at most ${MAX_READ_LINES}).` },
    },
    required: ['filename'],
  },
  describe: (args) => `read_file ${String(args.filename)}${args.offset ? ` from line ${String(args.offset)}` : ''}`,
  async run(args, context) {
    const project = context.project;
    if (!project) return errorResult('No active project. Call create_project first.');
    const target = await resolveProjectFile(project.dir, args.filename as string);
    if (!target.ok) return errorResult(target.error);
    let text: string;
    try {
      text = await fs.readFile(target.absolute, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return errorResult(`"${target.relative}" does not exist. Call list_files to see the project's files.`);
      return errorResult(`Could not read "${target.relative}": ${(error as Error).message}`);
    }
    const lines = text.split('\n');
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    const offset = (args.offset as number | undefined) ?? 1;
    const limit = Math.min((args.limit as number | undefined) ?? DEFAULT_READ_LINES, MAX_READ_LINES);
    if (offset > lines.length)
      return errorResult(`"${target.relative}" has ${lines.length} lines; offset ${offset} is past its end.`);
    const width = String(Math.min(lines.length, offset + limit - 1)).length;
    const shown: string[] = [];
    let chars = 0;
    let last = offset - 1;
    for (let n = offset; n <= lines.length && n < offset + limit; n++) {
      const line = `${String(n).padStart(width)}| ${lines[n - 1]}`;
      if (chars + line.length > MAX_READ_CHARS && shown.length > 0) break;
      shown.push(line);
      chars += line.length + 1;
      last = n;
    }
    return {
      file: target.relative,
      total_lines: lines.length,
      from_line: offset,
      to_line: last,
      ...(last < lines.length ? { next_offset: last + 1 } : {}),
      content: shown.join('\n'),
    };
  },
};
