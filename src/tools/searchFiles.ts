import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles, type WordCountCache } from '../project/files.js';
import { errorMessage } from '../util/errors.js';
import { formatNumber } from '../util/words.js';
import { type CompiledGlob, compileGlobs, matchGlobs } from './glob.js';
import { type LineHit, type ScanResult, scanPlain, scanRegex } from './lineScan.js';
import { defineTool, failure, reply, type ToolDefinition, type ToolOutcome } from './registry.js';
import { WorkerAborted, WorkerTimeout } from './worker.js';

/**
 * search_files is for continuity: where a character was last seen, what
 * colour her eyes were in chapter 2, which threads are still open. It looks
 * only at the work's files: names starting with "." (writer's journal in
 * .writer/, the .context_summary_* files) are never listed, so never searched.
 */

export interface SearchLimits {
  /** Matches shown; the rest are counted. */
  maxMatches: number;
  /** A regular expression that runs longer than this is stopped. */
  timeoutMs: number;
  /** Files larger than this are skipped (a chapter is a few hundred kilobytes). */
  maxFileBytes: number;
  /** Text searched in one call at most. */
  maxTotalBytes: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  maxMatches: 50,
  timeoutMs: 3_000,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

/** Longest line shown in a result; a long paragraph is cut around the match. */
const MAX_SHOWN_CHARS = 300;

/** `line`, or the part of it around `around` when it is too long; a cut end is marked "…". */
function clip(line: string, around: number): string {
  // A short line starts at 0 and ends within the window: it comes back whole.
  const start = Math.max(0, Math.min(around - MAX_SHOWN_CHARS / 3, line.length - MAX_SHOWN_CHARS));
  const end = start + MAX_SHOWN_CHARS;
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}

/**
 * Matches as `file:line: text`, each with the line before and after as
 * `file:line- text`; overlapping context is shown once and separate groups
 * are divided by "--", as grep does. `hits` are in file and line order, as the scans find them.
 */
export function formatHits(hits: readonly LineHit[], files: ReadonlyArray<{ path: string; lines: string[] }>): string {
  const groups: string[] = [];
  const byFile = new Map<number, number[]>();
  for (const hit of hits) byFile.set(hit.file, [...(byFile.get(hit.file) ?? []), hit.line]);
  const starts = new Map(hits.map((hit) => [`${hit.file}:${hit.line}`, hit.at]));
  for (const [fileIndex, matched] of byFile) {
    const file = files[fileIndex] as { path: string; lines: string[] };
    const hitLines = new Set(matched);
    let group: string[] = [];
    // Stryker disable next-line UnaryOperator: last is only read once group holds a line, and by then it was set
    let last = -2;
    const shown = new Set<number>();
    for (const line of matched)
      for (const n of [line - 1, line, line + 1]) if (n >= 0 && n < file.lines.length) shown.add(n);
    // Hits come in line order, so the set is too: a new line is either in it or below all of it.
    for (const n of shown) {
      if (n !== last + 1 && group.length > 0) {
        groups.push(group.join('\n'));
        group = [];
      }
      const text = file.lines[n] as string; // n < file.lines.length
      const mark = hitLines.has(n) ? ':' : '-';
      group.push(`${file.path}:${n + 1}${mark} ${clip(text, starts.get(`${fileIndex}:${n}`) ?? 0)}`);
      last = n;
    }
    // Every hit's line or the line before it is in the file, so the last group is never empty.
    groups.push(group.join('\n'));
  }
  return groups.join('\n--\n');
}

/** A file's lines, without the empty "line" after a final newline. */
function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

interface Pattern {
  scan(texts: readonly string[], keep: number, signal?: AbortSignal): Promise<ScanResult>;
}

function compile(query: string, regex: boolean, caseSensitive: boolean, limits: SearchLimits): Pattern | string {
  if (!regex) {
    return {
      scan: async (texts, keep) => scanPlain(query, caseSensitive, texts, keep),
    };
  }
  let compiled: RegExp | undefined;
  let problem = '';
  // The "u" flag folds case across scripts, but rejects some loose escapes; fall back to plain flags for those.
  for (const flags of caseSensitive ? ['u', ''] : ['iu', 'i']) {
    try {
      compiled = new RegExp(query, flags);
      break;
    } catch (error) {
      problem ||= errorMessage(error);
    }
  }
  if (!compiled)
    return `The regular expression does not compile: ${problem}. Fix it, or search plain text with regex false.`;
  const pattern = compiled;
  return {
    scan: (texts, keep, signal) => scanRegex(pattern.source, pattern.flags, texts, keep, limits.timeoutMs, signal),
  };
}

/** Control characters a text file may hold (tab, line and page breaks); many others mean it is not text. */
const ODD_CONTROL = /(?![\t\n\r\f])\p{Cc}/gu;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A file's bytes as text, or undefined when they are not UTF-8 text (a picture, a zip, a Latin-1 file). */
export function asText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return undefined;
  }
  if (text.includes('\u0000')) return undefined;
  const odd = text.match(ODD_CONTROL)?.length ?? 0;
  return odd > Math.max(2, text.length / 100) ? undefined : text;
}

interface Candidates {
  files: Array<{ path: string; text: string }>;
  skipped: string[];
}

/** The files to search, read, with what was skipped and why. */
async function readCandidates(dir: string, names: readonly ListedFile[], limits: SearchLimits): Promise<Candidates> {
  const files: Array<{ path: string; text: string }> = [];
  const skipped: string[] = [];
  let bytes = 0;
  for (const file of names) {
    if (file.bytes > limits.maxFileBytes) {
      skipped.push(`${file.path} (${formatNumber(file.bytes)} bytes, too large to search)`);
      continue;
    }
    if (bytes + file.bytes > limits.maxTotalBytes) {
      skipped.push(
        `${file.path} (the search reached its ${formatNumber(limits.maxTotalBytes / 1024 / 1024)} MB limit)`,
      );
      continue;
    }
    const text = asText(await fs.readFile(path.join(dir, file.path)));
    if (text === undefined) {
      skipped.push(`${file.path} (not UTF-8 text)`);
      continue;
    }
    bytes += file.bytes;
    files.push({ path: file.path, text });
  }
  return { files, skipped };
}

type ListedFile = Awaited<ReturnType<typeof listProjectFiles>>[number];

/** The project files a `files` pattern names (all without one), or the failure to give back. */
async function chooseFiles(
  dir: string,
  patterns: string | undefined,
  limits: SearchLimits,
  cache: WordCountCache | undefined,
  signal?: AbortSignal,
): Promise<ListedFile[] | ToolOutcome> {
  const all = await listProjectFiles(dir, cache);
  if (!patterns) return all;
  let globs: CompiledGlob[];
  try {
    globs = compileGlobs(patterns);
  } catch {
    return failure(
      'invalid_arguments',
      `"${patterns}" is not a file pattern I can read. Use patterns like "chapter_*.md" or "chapters/**".`,
    );
  }
  try {
    const matched = new Set(
      await matchGlobs(
        globs,
        all.map((file) => file.path),
        limits.timeoutMs,
        signal,
      ),
    );
    return all.filter((file) => matched.has(file.path));
  } catch (error) {
    if (error instanceof WorkerAborted) return failure('interrupted', 'The search was interrupted.');
    if (!(error instanceof WorkerTimeout)) throw error;
    return failure(
      'pattern_timeout',
      `The file pattern "${patterns}" was stopped after ${limits.timeoutMs / 1000} s: many "*" in one name ` +
        '(such as *a*a*a*b) can take forever to match. Use a simpler pattern, such as "chapter_*.md" or "chapters/**".',
    );
  }
}

/** search_files with its limits; tests pass smaller ones. */
export function searchFilesToolWith(limits: SearchLimits): ToolDefinition {
  return defineTool({
    name: 'search_files',
    description:
      'Search the files of the active project for a word or phrase, to keep facts consistent: where a character was ' +
      'last seen, what colour her eyes were, what was promised earlier. Case is ignored unless case_sensitive is true. ' +
      'Each match comes back as "file:line: text" with the line before and after as "file:line- text". ' +
      `At most ${limits.maxMatches} matches are shown, with a count of the rest.`,
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'The text to find (or a regular expression when regex is true).' },
        regex: { type: 'boolean', description: 'Treat query as a JavaScript regular expression (default false).' },
        files: {
          type: 'string',
          description:
            'Only files matching this pattern, e.g. "chapter_*.md", "chapters/**", "{outline,bible}.md" (default: all).',
        },
        case_sensitive: { type: 'boolean', description: 'Match upper and lower case exactly (default false).' },
      },
      required: ['query'],
    },
    describe: (args) => `search_files "${args.query}"${args.files ? ` in ${args.files}` : ''}`,
    async run(args, context, signal) {
      const project = context.project;
      if (!project) return failure('no_project', 'No active project. Call create_project first.');
      if (args.query === '') return failure('invalid_arguments', 'The query is empty. Give a word or phrase to find.');
      if (args.query.includes('\n'))
        return failure(
          'invalid_arguments',
          'The query spans lines; matches are found line by line. Search for one line of it.',
        );
      const pattern = compile(args.query, args.regex === true, args.case_sensitive === true, limits);
      if (typeof pattern === 'string') return failure('invalid_arguments', pattern);

      const chosen = await chooseFiles(project.dir, args.files, limits, context.wordCache, signal);
      if (!Array.isArray(chosen)) return chosen;
      const { files, skipped } = await readCandidates(project.dir, chosen, limits);
      if (files.length === 0) {
        if (skipped.length > 0)
          return failure('nothing_to_search', `Nothing was searched: ${skipped.join('; ')}.`, undefined);
        return failure(
          'nothing_to_search',
          args.files
            ? `No project file matches "${args.files}". Call list_files to see the file names.`
            : 'The project has no files to search yet.',
        );
      }
      let result: ScanResult;
      try {
        result = await pattern.scan(
          files.map((file) => file.text),
          limits.maxMatches,
          signal,
        );
      } catch (error) {
        if (error instanceof WorkerAborted) return failure('interrupted', 'The search was interrupted.');
        if (!(error instanceof WorkerTimeout)) throw error;
        return failure(
          'pattern_timeout',
          `The regular expression was stopped after ${limits.timeoutMs / 1000} s: patterns with nested repeats ` +
            'such as (a+)+ or (\\w+\\s?)* can take forever on long lines. Use a simpler pattern, or search plain text ' +
            'with regex false.',
        );
      }
      const lines = files.map((file) => ({ path: file.path, lines: textLines(file.text) }));
      const more = result.total - result.hits.length;
      return reply({
        total_matches: result.total,
        files_matched: result.files,
        files_searched: files.length,
        matches: formatHits(result.hits, lines),
        ...(more > 0
          ? { more: `${formatNumber(more)} more matches not shown; narrow the query or limit the files.` }
          : {}),
        ...(result.total === 0 ? { message: `No matches in ${files.length} files.` } : {}),
        ...(skipped.length > 0 ? { skipped } : {}),
      });
    },
  });
}

export const searchFilesTool = searchFilesToolWith(SEARCH_LIMITS);
