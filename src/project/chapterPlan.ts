import { type OutlineEntry, parseOutline, SEAM_LINE } from './outline.js';

/**
 * The plan parallel drafting needs, read from outline.md. Each chapter line
 * (the usual `- \`chapter_05.md\` — Title — purpose — 3,000 words`) may
 * carry its seam on indented lines right under it:
 *
 *   - `chapter_05.md` — The Storm — Mara finds the letter — 3,000 words
 *     - Opens: the lamp room at dusk; Mara alone, Tomas already gone to the mainland; she has not read the letter.
 *     - Ends: the harbour at dawn; Mara has read the letter and decides to follow Tomas.
 *
 * "Opens" says where each character is and what they know as the chapter
 * begins; "Ends" the same as it ends. A chapter session gets its own seam and
 * its neighbours' (the previous chapter's ending, the next one's opening).
 */

export interface ChapterPlan extends OutlineEntry {
  /** How the chapter opens: where each character is, what they know. */
  opens?: string;
  /** How it ends. */
  ends?: string;
}

export type ParallelPlan = { chapters: ChapterPlan[] } | { problem: string };

const LIST_ITEM_FILE = /^\s*(?:[-*+]|\d+[.)])\s*\**`?((?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.md)`?/u;

/** Chapter files named by more than one chapter line: two sessions would write one file. */
function namedTwice(text: string): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const line of text.split('\n')) {
    if (SEAM_LINE.test(line)) continue;
    const file = LIST_ITEM_FILE.exec(line)?.[1];
    if (!file) continue;
    if (seen.has(file)) twice.add(file);
    seen.add(file);
  }
  return [...twice];
}

/** The seams under each chapter line, by the file of the chapter line above them. */
function seams(text: string, files: ReadonlySet<string>): Map<string, { opens?: string; ends?: string }> {
  const found = new Map<string, { opens?: string; ends?: string }>();
  let current: string | undefined;
  for (const line of text.split('\n')) {
    const seam = SEAM_LINE.exec(line);
    if (seam) {
      if (current === undefined) continue;
      const entry = found.get(current) ?? {};
      const said = (seam[2] ?? '').trim();
      if (said === '') continue;
      if ((seam[1] ?? '').toLowerCase() === 'opens') entry.opens = said;
      else entry.ends = said;
      found.set(current, entry);
      continue;
    }
    const file = LIST_ITEM_FILE.exec(line)?.[1];
    if (file && files.has(file)) current = file;
    else if (line.trim() !== '') current = undefined;
  }
  return found;
}

/** The chapters to draft in parallel, or why the outline cannot be drafted that way. */
export function parallelPlan(outlineText: string): ParallelPlan {
  const entries = parseOutline(outlineText);
  if (entries.length === 0) return { problem: 'outline.md names no chapter files' };
  const twice = namedTwice(outlineText);
  if (twice.length > 0) return { problem: `outline.md names ${twice.join(', ')} on more than one chapter line` };
  const found = seams(outlineText, new Set(entries.map((entry) => entry.file)));
  return { chapters: entries.map((entry) => ({ ...entry, ...found.get(entry.file) })) };
}

/** The folder of a chapter session's own state, relative to the project folder. */
export function chapterStateDir(file: string): string {
  return `.writer/chapters/${file.replace(/\.md$/, '').replace(/\//g, '__')}`;
}
