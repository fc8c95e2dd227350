import { defineTool, failure, isOutcome, reply } from './registry.js';
import { readTarget, targetFile } from './target.js';

export const DEFAULT_READ_LINES = 200;
export const MAX_READ_LINES = 1_000;
/** Characters returned by one read at most, whatever the line count: one result must never flood the context. */
export const MAX_READ_CHARS = 60_000;

export interface ReadWindow {
  /** The numbered lines shown. */
  content: string;
  /** Last line shown (whole or in part). */
  toLine: number;
  /** Where the next read starts, when the file goes on. */
  next?: { line: number; char: number };
}

/**
 * Lines `offset`… of `lines` as numbered text, within the line and character
 * caps. A line too long for one read is cut inside and continued at
 * `next.char`, so even a file that is one 3 MB line can be paged through.
 */
export function readWindow(lines: readonly string[], offset: number, limit: number, startChar: number): ReadWindow {
  const width = String(Math.min(lines.length, offset + limit - 1)).length;
  const shown: string[] = [];
  let chars = 0;
  for (let n = offset; n <= lines.length && n < offset + limit; n++) {
    const full = lines[n - 1] as string; // n <= lines.length
    const from = n === offset ? startChar : 0;
    const prefix = `${String(n).padStart(width)}| `;
    const room = MAX_READ_CHARS - chars - prefix.length;
    const rest = full.length - from;
    if (rest > room) {
      // Whole lines fit no more: stop before this one, unless nothing is shown yet (then cut inside it).
      if (shown.length > 0) return { content: shown.join('\n'), toLine: n - 1, next: { line: n, char: 0 } };
      const end = from + Math.max(room, 1);
      return { content: prefix + full.slice(from, end), toLine: n, next: { line: n, char: end } };
    }
    shown.push(prefix + full.slice(from));
    chars += prefix.length + rest + 1;
  }
  const toLine = Math.min(lines.length, offset + limit - 1);
  return {
    content: shown.join('\n'),
    toLine,
    ...(toLine < lines.length ? { next: { line: toLine + 1, char: 0 } } : {}),
  };
}

/**
 * read_file lets the model check what it wrote (names, facts, the end of the
 * last chapter) instead of trusting a summary. Lines are numbered so it can
 * page through a long chapter with offset and limit.
 */
export const readFileTool = defineTool({
  name: 'read_file',
  description:
    'Read a file of the active project, as numbered lines. Use it to check what you wrote before continuing. ' +
    `offset is the first line (from 1), limit the number of lines (default ${DEFAULT_READ_LINES}, at most ${MAX_READ_LINES}). ` +
    `One read returns at most ${MAX_READ_CHARS.toLocaleString('en-US')} characters; when the file goes on, the result ` +
    'gives next_offset (and next_char inside a very long line) for the next read.',
  parameters: {
    type: 'object',
    properties: {
      filename: { type: 'string', description: 'Path relative to the project folder, e.g. "chapter_01.md".' },
      offset: { type: 'integer', minimum: 0, description: 'First line to read, from 1 (0 also means the start).' },
      limit: { type: 'integer', minimum: 1, description: `How many lines (at most ${MAX_READ_LINES}).` },
      char_offset: {
        type: 'integer',
        minimum: 0,
        description: 'Character position inside the first line to start from (the next_char of a previous read).',
      },
    },
    required: ['filename'],
  },
  describe: (args) => `read_file ${args.filename}${args.offset ? ` from line ${args.offset}` : ''}`,
  async run(args, context) {
    const project = context.project;
    if (!project) return failure('no_project', 'No active project. Call create_project first.');
    const target = await targetFile(project.dir, args.filename);
    if (isOutcome(target)) return target;
    const text = await readTarget(target);
    if (isOutcome(text)) return text;
    const lines = text.split('\n');
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    // Models count from 0 as often as from 1: both mean the start.
    const offset = Math.max(args.offset ?? 1, 1);
    const limit = Math.min(args.limit ?? DEFAULT_READ_LINES, MAX_READ_LINES);
    if (offset > lines.length)
      return failure(
        'invalid_arguments',
        `"${target.relative}" has ${lines.length} lines; offset ${offset} is past its end.`,
      );
    const startChar = args.char_offset ?? 0;
    const window = readWindow(lines, offset, limit, startChar);
    return reply({
      file: target.relative,
      total_lines: lines.length,
      from_line: offset,
      ...(startChar > 0 ? { from_char: startChar } : {}),
      to_line: window.toLine,
      ...(window.next ? { next_offset: window.next.line } : {}),
      ...(window.next && window.next.char > 0 ? { next_char: window.next.char } : {}),
      content: window.content,
    });
  },
});
