import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles } from '../project/files.js';
import { plural } from '../ui/plural.js';

/**
 * What a revision changed, for the end of `writer revise`: the project's
 * files read before and after, and per file the lines added and removed
 * (as a multiset of lines, like `diff --stat`), or plainly that nothing changed.
 */

export type Snapshot = Map<string, string>;

export async function snapshotProject(dir: string): Promise<Snapshot> {
  const files = await listProjectFiles(dir).catch(() => []);
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file.path, await fs.readFile(path.join(dir, file.path), 'utf8').catch(() => ''));
  return texts;
}

/** Lines of `a` not matched in `b`, counting repeats. */
function unmatched(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  let count = 0;
  for (const line of a) {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else count++;
  }
  return count;
}

/** A text's lines as a file has them: a final newline ends the last line, it does not begin another. */
export function linesOf(text: string): string[] {
  if (text === '') return [];
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}

/** "Changed: chapter_03.md (+2 −1 lines), new: epilogue.md (12 lines)", or "Nothing changed: …". */
export function describeChanges(before: Snapshot, after: Snapshot): string[] {
  const parts: string[] = [];
  for (const [file, text] of after) {
    const old = before.get(file);
    if (old === text) continue;
    const lines = linesOf(text);
    if (old === undefined) parts.push(`${file} (new, ${plural(lines.length, 'line')})`);
    else {
      const oldLines = linesOf(old);
      parts.push(`${file} (+${unmatched(lines, oldLines)} −${unmatched(oldLines, lines)} lines)`);
    }
  }
  for (const file of before.keys()) if (!after.has(file)) parts.push(`${file} (removed)`);
  if (parts.length === 0) return ['Nothing changed: the revision wrote no file.'];
  return [`Changed: ${plural(parts.length, 'file')}`, ...parts.map((part) => `  ${part}`)];
}
