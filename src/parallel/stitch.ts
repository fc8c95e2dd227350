import path from 'node:path';
import { formatFinding } from '../check/format.js';
import type { Finding } from '../check/types.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import { edgeWords, SEAM_WORDS } from './brief.js';
import type { ChapterResult } from './chapterSession.js';
import type { ChapterPlan } from './plan.js';

/**
 * The note that sends the main session back to work once every chapter is
 * drafted: merge the chapters' bible proposals, repair each seam (the end of
 * chapter k beside the start of chapter k+1, with the continuity checker's
 * findings there), extend what ended short. Its marker tells a recovery the
 * stitch has begun, so the chapters are never drafted twice.
 */

export const STITCH_MARKER = '[STITCH]';

/** Findings shown at one seam: the most certain; the rest are counted (writer check lists them all). */
const FINDINGS_PER_SEAM = 6;

/** A chapter's seam edges in lines: its opening is lines 1..head (its first ~300 words), its ending the lines after `from`. */
export function seamEdges(text: string): { head: number; from: number } {
  const lines = text.split('\n').length;
  const head = edgeWords(text, SEAM_WORDS, 'start').split('\n').length;
  const tail = edgeWords(text, SEAM_WORDS, 'end').split('\n').length;
  return { head, from: lines - tail };
}

/** The seam a line of a chapter is at: its opening is the seam with the chapter before, its ending the one after; else none. */
export function seamSide(line: number, edge: { head: number; from: number }): 'start' | 'end' | undefined {
  if (line <= edge.head) return 'start';
  return line > edge.from ? 'end' : undefined;
}

interface ChapterText {
  chapter: ChapterPlan;
  text: string;
}

/** Findings of the checker at the seams, by "file#start" and "file#end". */
async function seamFindings(projectDir: string, texts: readonly ChapterText[]): Promise<Map<string, Finding[]>> {
  const byEdge = new Map<string, Finding[]>();
  try {
    // Loaded here, not at the top: the checker is a megabyte of code that a run which never stitches need not compile.
    const { checkProject } = await import('../check/index.js');
    const report = await checkProject(projectDir);
    // Each chapter's edges measured once, not once per finding.
    const edges = new Map(texts.map(({ chapter, text }) => [chapter.file, seamEdges(text)]));
    for (const finding of report.findings) {
      const edge = edges.get(finding.file);
      const side = edge && seamSide(finding.line, edge);
      // A finding in a chapter's middle is at no seam (writer check lists it).
      if (!side) continue;
      const key = `${finding.file}#${side}`;
      byEdge.set(key, [...(byEdge.get(key) ?? []), finding]);
    }
  } catch {
    // A checker that fails leaves the stitch without its findings, never without its seams.
  }
  return byEdge;
}

/** The checker's findings at one seam as lines of the note: the most certain first, at most FINDINGS_PER_SEAM. */
export function seamFindingLines(found: readonly Finding[]): string[] {
  if (found.length === 0) return [];
  const shown = [...found].sort((a, b) => b.confidence - a.confidence).slice(0, FINDINGS_PER_SEAM);
  const more = found.length - shown.length;
  return [
    'The continuity checker at this seam:',
    ...shown.map(formatFinding),
    ...(more > 0 ? [`- (and ${more} more here: \`writer check\` lists them all)`] : []),
  ];
}

function shortOf(result: ChapterResult): string | undefined {
  if (!result.budget || result.words >= result.budget * 0.8) return undefined;
  return `${result.file}: ${formatNumber(result.words)} of ${formatNumber(result.budget)} words`;
}

export async function stitchNote(
  projectDir: string,
  chapters: readonly ChapterPlan[],
  results: readonly ChapterResult[],
): Promise<string> {
  const texts: ChapterText[] = [];
  for (const chapter of chapters)
    texts.push({
      chapter,
      text: (await readTextIfExists(path.join(projectDir, chapter.file)).catch(() => undefined)) ?? '',
    });
  const findings = await seamFindings(projectDir, texts);
  const out: string[] = [
    `${STITCH_MARKER} Every chapter is drafted: ${chapters.length} chapter writers wrote them at the same time, each from outline.md, bible.md and the seams around its chapter. Now make them one book:`,
    '1. Merge the bible proposals below into bible.md (edit_file). Where two disagree, choose one and fix the chapter that used the other.',
    '2. Repair each seam below: the next chapter must open where the one before leaves the characters (place, time, who knows what), with no beat told twice or contradicted, in the same voice and tense. Fix with edit_file, a few sentences at a time; read_file and search_files for more of a chapter.',
    '3. Extend any chapter listed as short with write_file "append" where the story needs it.',
    '4. Then end with a short note without calling a tool.',
  ];
  const proposals = results.filter((result) => result.proposals.length > 0);
  out.push('', '## Bible proposals');
  if (proposals.length === 0) out.push('(none)');
  for (const result of proposals) {
    out.push(`### ${result.file}`);
    for (const proposal of result.proposals) out.push(`- ${proposal}`);
  }
  const short = results.map(shortOf).filter((line): line is string => line !== undefined);
  if (short.length > 0) out.push('', '## Short chapters', ...short.map((line) => `- ${line}`));
  out.push('', '## Seams');
  for (const [k, { chapter: before, text: end }] of texts.entries()) {
    const next = texts[k + 1];
    if (!next) break;
    const { chapter: after, text: start } = next;
    out.push(`### ${before.file} → ${after.file}`);
    if (before.ends || after.opens)
      out.push(`Planned: ${before.file} ends "${before.ends ?? '?'}"; ${after.file} opens "${after.opens ?? '?'}".`);
    out.push(
      `End of ${before.file} (${formatNumber(countWords(end))} words in all):\n<<<\n${edgeWords(end, SEAM_WORDS, 'end') || '(empty)'}\n>>>`,
    );
    out.push(`Start of ${after.file}:\n<<<\n${edgeWords(start, SEAM_WORDS, 'start') || '(empty)'}\n>>>`);
    out.push(
      ...seamFindingLines([
        ...(findings.get(`${before.file}#end`) ?? []),
        ...(findings.get(`${after.file}#start`) ?? []),
      ]),
    );
  }
  return out.join('\n');
}
