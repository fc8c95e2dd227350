import { countWords, formatNumber } from '../util/words.js';

/**
 * One manuscript file cut into its chapters at their headings: "Chapter 1",
 * "CHAPTER IV. THE STORM", "# Title", "Part One", "Prologue". Pure: the text
 * in, the chapters out, every line of the text in exactly one of them (or in
 * the front matter), so no word can be lost or added by the cut.
 */

export type HeadingKind = 'chapter' | 'part' | 'named' | 'markdown' | 'custom';

export interface Heading {
  /** 0-based line of the heading in the text. */
  line: number;
  /** The heading as it reads, markdown markers taken off. */
  text: string;
  kind: HeadingKind;
}

export interface SplitChapter {
  /** The heading the chapter starts at (none for a chapter taken whole, without a heading). */
  heading?: Heading;
  /** A part heading (and its subtitle) standing right before the chapter's own heading. */
  part?: string[];
  /** The chapter's title for the outline. */
  title: string;
  /** The chapter file's text: its heading as `# …`, then its lines as written. */
  text: string;
  words: number;
}

export interface Split {
  chapters: SplitChapter[];
  /** Lines before the first heading. */
  front: string[];
  /** How the headings were found, in words (for the person). */
  rule: string;
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final';
const NUMBER = `(?:\\d{1,4}|[ivxlcdm]{1,8}|(?:${NUMBER_WORDS})(?:[- ](?:${NUMBER_WORDS}))?)`;
/** What may follow the number: nothing, a separator, or a capitalised title ("Chapter 3 The Storm"). */
const REST = /^(?:\s*$|\s*[.:—–-]|\s+[\p{Lu}\d"“'‘(_*])/u;
// The word and number in any case; what follows them case-sensitively (under "i", \p{Lu} would match any letter).
const CHAPTER = new RegExp(`^(?:chapter|chap\\.)\\s+${NUMBER}(?![\\p{L}\\d])`, 'iu');
const PART = new RegExp(`^(?:part|book|volume)\\s+${NUMBER}(?![\\p{L}\\d])`, 'iu');

/** A line that begins with `start` and goes on as a heading does (nothing, a separator, a capitalised title). */
function opensWith(start: RegExp, text: string): boolean {
  const m = start.exec(text);
  return m !== null && REST.test(text.slice(m[0].length));
}
const NAMED = /^(?:prologue|epilogue|interlude|preface|foreword|afterword|introduction)\s*(?:$|[.:—–-])/iu;
const MARKDOWN = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** A heading line is short: a title, not a paragraph that begins with the word "Chapter". */
const MAX_HEADING_CHARS = 120;
/** Words that may stand between a part heading and the chapter heading under it (its subtitle). */
const PART_SUBTITLE_WORDS = 15;

/** Markers a heading line may carry around it in a text file: `**Chapter 1**`, `_Part Two_`. */
function bare(line: string): string {
  return line
    .trim()
    .replace(/^[*_]+|[*_]+$/g, '')
    .trim();
}

function markdownHeading(line: string): { level: number; text: string } | undefined {
  const m = MARKDOWN.exec(line);
  return m ? { level: (m[1] as string).length, text: bare(m[2] as string) } : undefined;
}

/** The kind of heading a line is by the built-in rules, if any. */
export function headingKind(line: string): Exclude<HeadingKind, 'custom'> | undefined {
  if (line.length > MAX_HEADING_CHARS || line.trim() === '') return undefined;
  const md = markdownHeading(line);
  const text = md?.text ?? bare(line);
  if (opensWith(CHAPTER, text)) return 'chapter';
  if (opensWith(PART, text)) return 'part';
  if (NAMED.test(text)) return 'named';
  return md ? 'markdown' : undefined;
}

/** Whether a line may begin a heading: first in the text or after a blank line (a wrapped paragraph's line is not one). */
function startsBlock(lines: readonly string[], i: number): boolean {
  return i === 0 || (lines[i - 1] as string).trim() === '' || MARKDOWN.test(lines[i] as string);
}

/** Every line that the built-in rules take as a heading candidate. */
export function candidates(lines: readonly string[]): Heading[] {
  const found: Heading[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const kind = headingKind(line);
    if (!kind || !startsBlock(lines, i)) continue;
    found.push({ line: i, text: markdownHeading(line)?.text ?? bare(line), kind });
  }
  return found;
}

function levelOf(lines: readonly string[], heading: Heading): number {
  return markdownHeading(lines[heading.line] as string)?.level ?? 0;
}

/**
 * Which candidates are the chapters' headings: "Chapter …" lines when there
 * are any (with Prologue, Epilogue and parts beside them); else markdown
 * headings of the shallowest level that occurs more than once (a single
 * heading above it is the book's title); else parts; else none.
 */
export function chooseHeadings(
  lines: readonly string[],
  found: readonly Heading[],
): { headings: Heading[]; rule: string } {
  const chapters = found.filter((h) => h.kind === 'chapter');
  const parts = found.filter((h) => h.kind === 'part');
  const named = found.filter((h) => h.kind === 'named');
  if (chapters.length > 0) {
    // A markdown file may also carry "## Scene" headings inside chapters: they stay inside.
    const headings = [...chapters, ...named, ...parts].sort((a, b) => a.line - b.line);
    return { headings, rule: 'lines that begin with "Chapter" and a number (and Part, Prologue, Epilogue lines)' };
  }
  const markdown = found.filter((h) => h.kind === 'markdown' || h.kind === 'named');
  const levels = new Map<number, number>();
  for (const h of markdown) levels.set(levelOf(lines, h), (levels.get(levelOf(lines, h)) ?? 0) + 1);
  const level = [...levels.entries()]
    .filter(([, count]) => count > 1)
    .map(([l]) => l)
    .sort((a, b) => a - b)[0];
  if (level !== undefined) {
    const headings = [...markdown.filter((h) => levelOf(lines, h) === level), ...parts].sort((a, b) => a.line - b.line);
    return { headings, rule: `markdown headings of level ${level} (${'#'.repeat(level)} Title) and Part lines` };
  }
  if (parts.length > 0) return { headings: parts, rule: 'lines that begin with "Part" and a number' };
  return { headings: [], rule: 'no heading found: the text is one chapter' };
}

/** The chapter's title for the outline: what follows "Chapter 3." when there is any, else the whole heading. */
export function titleOf(heading: string): string {
  const m = new RegExp(`^(?:chapter|chap\\.|part|book|volume)\\s+${NUMBER}\\s*[.:—–-]?\\s*(.*)$`, 'iu').exec(heading);
  const rest = m?.[1]?.replace(/^[*_]+|[*_]+$/g, '').trim();
  return rest ? rest : heading.trim();
}

function trimBlankEnds(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] as string).trim() === '') start++;
  while (end > start && (lines[end - 1] as string).trim() === '') end--;
  return lines.slice(start, end);
}

/**
 * A part heading whose only followers before the next heading are blank lines
 * or a short subtitle belongs to that next chapter (it opens the part), rather
 * than being a chapter of a few words.
 */
function opensNext(lines: readonly string[], from: Heading, next: Heading | undefined): boolean {
  if (from.kind !== 'part' || next === undefined || next.kind === 'part') return false;
  const between = lines.slice(from.line + 1, next.line).join('\n');
  return countWords(between) <= PART_SUBTITLE_WORDS;
}

/** Cut `text` at `headings` (sorted by line). */
export function splitAt(text: string, headings: readonly Heading[], rule: string): Split {
  const lines = text.split('\n');
  const front = headings.length === 0 ? [] : trimBlankEnds(lines.slice(0, (headings[0] as Heading).line));
  if (headings.length === 0) {
    const body = trimBlankEnds(lines);
    const whole = `${body.join('\n')}\n`;
    return { chapters: [{ title: '', text: whole, words: countWords(whole) }], front: [], rule };
  }
  const chapters: SplitChapter[] = [];
  let part: string[] | undefined;
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i] as Heading;
    const next = headings[i + 1];
    const end = next ? next.line : lines.length;
    if (opensNext(lines, heading, next)) {
      part = trimBlankEnds(lines.slice(heading.line, end).map((line, k) => (k === 0 ? line.trim() : line)));
      continue;
    }
    const body = trimBlankEnds(lines.slice(heading.line + 1, end));
    // The part's own lines stand above the chapter's heading, as plain lines: the chapter's title stays its first heading.
    const above = part ? [...part, ''] : [];
    const chapterText = `${[...above, `# ${heading.text}`, ...(body.length > 0 ? ['', ...body] : [])].join('\n')}\n`;
    chapters.push({
      heading,
      ...(part ? { part } : {}),
      title: titleOf(heading.text),
      text: chapterText,
      words: countWords(chapterText),
    });
    part = undefined;
  }
  return { chapters, front, rule };
}

/** The built-in split of a text: its heading candidates, the chosen ones, the cut. */
export function splitManuscript(text: string): Split {
  const lines = text.split('\n');
  const { headings, rule } = chooseHeadings(lines, candidates(lines));
  return splitAt(text, headings, rule);
}

/** Limits past which a split is taken to be wrong rather than the book's. */
export const SPLIT_LIMITS = { maxChapterWords: 40_000, maxChapters: 250, smallChapters: 20, minMedianWords: 150 };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Why a split looks wrong (a heading missed, or lines taken for headings that are none), or undefined when it looks like a book. */
export function splitProblem(split: Split): string | undefined {
  const { chapters } = split;
  const longest = chapters.reduce<SplitChapter | undefined>((a, c) => (a && a.words >= c.words ? a : c), undefined);
  if (longest && longest.words > SPLIT_LIMITS.maxChapterWords) {
    const which = longest.heading ? `the chapter "${longest.heading.text}"` : 'the whole text';
    return chapters.length === 1
      ? `no chapter headings were found, so ${which} would be one chapter of ${formatNumber(longest.words)} words`
      : `${which} would be one chapter of ${formatNumber(longest.words)} words: a heading was probably missed`;
  }
  if (chapters.length > SPLIT_LIMITS.maxChapters)
    return `${formatNumber(chapters.length)} chapters were found: more than ${SPLIT_LIMITS.maxChapters}, so lines that are not headings were probably taken for headings`;
  const middle = median(chapters.map((c) => c.words));
  if (chapters.length >= SPLIT_LIMITS.smallChapters && middle < SPLIT_LIMITS.minMedianWords)
    return `${formatNumber(chapters.length)} chapters of ${formatNumber(middle)} words each (the median) were found, so lines that are not headings were probably taken for headings`;
  return undefined;
}
