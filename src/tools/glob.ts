import picomatch from 'picomatch';
import { runInWorker } from './worker.js';

/**
 * File-name patterns for search_files: `*` (within a folder), `**` (across
 * folders), `?`, `[abc]`, `[!abc]`, `{a,b}`, and several patterns separated
 * by commas. A pattern without "/" also matches a file's own name in any
 * folder, as .gitignore does, so "chapter_*.md" finds "chapters/chapter_01.md".
 *
 * picomatch turns a pattern into a regular expression, and such a regular
 * expression can backtrack for ever: "*a*a*a…*b" against a long name is
 * exponential. So a pattern is compiled here (cheap, linear) but matched in
 * a worker thread with a time limit (worker.ts), never in writer's thread.
 */

export interface CompiledGlob {
  source: string;
  flags: string;
  /** No "/" in the pattern: it may also match a file's name alone. */
  byName: boolean;
}

export class GlobError extends Error {}

/** Split on commas that are not inside braces: "a.md,{b,c}.md" → ["a.md", "{b,c}.md"]. */
function splitTopLevel(patterns: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of patterns) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Compile comma-separated patterns; throws GlobError for one that is not a pattern. */
export function compileGlobs(patterns: string): CompiledGlob[] {
  const globs = splitTopLevel(patterns);
  if (globs.length === 0) throw new GlobError('empty pattern');
  return globs.map((glob) => {
    // "[!a]" is the shell's negated class; picomatch spells it "[^a]".
    const clean = glob.replace(/^\.\//, '').replace(/\[!/g, '[^');
    let regex: RegExp;
    try {
      regex = picomatch.makeRe(clean, { debug: true });
    } catch (error) {
      throw new GlobError(error instanceof Error ? error.message : String(error));
    }
    return { source: regex.source, flags: regex.flags, byName: !clean.includes('/') };
  });
}

/**
 * Which of `paths` match any of `globs`. It runs in the worker (as its
 * source text, so it must stay self-contained plain JavaScript) and, for
 * patterns known to be harmless, in tests.
 */
export function filterByGlobs(globs: readonly CompiledGlob[], paths: readonly string[]): string[] {
  const tests = globs.map((glob) => ({ regex: new RegExp(glob.source, glob.flags), byName: glob.byName }));
  const name = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  return paths.filter((p) => tests.some((t) => t.regex.test(p) || (t.byName && t.regex.test(name(p)))));
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.postMessage((${filterByGlobs.toString()})(workerData.globs, workerData.paths));
`;

/**
 * The paths (relative, forward slashes) that match any of the globs, in
 * their order. Rejects with WorkerTimeout after `timeoutMs`, and with
 * WorkerAborted when `signal` fires.
 */
export function matchGlobs(
  globs: readonly CompiledGlob[],
  paths: readonly string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string[]> {
  return runInWorker<string[]>(WORKER_SOURCE, { globs, paths }, timeoutMs, signal);
}
