/**
 * Finding a passage in a file the way edit_file needs it: exact occurrences
 * with their line numbers, and, when there is none, the passage the model
 * most likely meant. Models copy text from memory, and what they get wrong
 * is rarely the words: it is straight against curly quotes, a dash, or a
 * run of spaces and newlines. Pure functions, no disk.
 */

/** Start offsets of every non-overlapping occurrence of `needle` in `text`. */
export function findOccurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === '') return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

/** The 1-based line number of the character at `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** "12" or "12-14": the lines a passage of `length` characters at `offset` spans. */
export function lineSpan(text: string, offset: number, length: number): string {
  const first = lineAt(text, offset);
  const inside = text.slice(offset, offset + Math.max(length - 1, 0));
  const last = first + (inside.match(/\n/g)?.length ?? 0);
  return last > first ? `${first}-${last}` : String(first);
}

/** "4, 9, 20 and 3 more": line lists for messages, never unbounded. */
export function listLines(lines: readonly string[], max = 20): string {
  const shown = lines.slice(0, max).join(', ');
  return lines.length > max ? `${shown} and ${lines.length - max} more` : shown;
}

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/;
const DASHES = /[\u2010-\u2015\u2212]/;
const SPACE = /\s/u;

/**
 * `text` with quotes made straight, dashes made hyphens, runs of whitespace
 * made one space and (optionally) letters lower-cased; `origin[i]` is the
 * offset in `text` of the normalized character i, so a match maps back.
 */
export function normalizeForMatch(text: string, foldCase: boolean): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    let ch = text[i] as string;
    if (SPACE.test(ch)) {
      if (inSpace) continue;
      inSpace = true;
      ch = ' ';
    } else {
      inSpace = false;
      if (SINGLE_QUOTES.test(ch)) ch = "'";
      else if (DOUBLE_QUOTES.test(ch)) ch = '"';
      else if (DASHES.test(ch)) ch = '-';
      else if (foldCase) ch = ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
    }
    out += ch;
    origin.push(i);
  }
  return { text: out, origin };
}

export interface NearPassage {
  /** The passage exactly as it is in the file, to copy into old_text. */
  text: string;
  /** "12" or "12-14". */
  lines: string;
  /** What likely made the exact match fail. */
  why: string;
}

/** A passage equal to `needle` but for quotes, dashes, whitespace (and then letter case). */
function looseMatch(text: string, needle: string): NearPassage | undefined {
  for (const foldCase of [false, true]) {
    const hay = normalizeForMatch(text, foldCase);
    const wanted = normalizeForMatch(needle, foldCase).text.trim();
    if (wanted === '') return undefined;
    const at = hay.text.indexOf(wanted);
    if (at === -1) continue;
    const start = hay.origin[at] as number;
    const end = (hay.origin[at + wanted.length - 1] as number) + 1;
    return {
      text: text.slice(start, end),
      lines: lineSpan(text, start, end - start),
      why: foldCase
        ? 'it differs in upper and lower case (and perhaps quotes, dashes or spacing)'
        : 'it differs only in quotes, dashes or spacing (straight vs curly quotes, runs of spaces or newlines)',
    };
  }
  return undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return (normalizeForMatch(text, true).text.match(WORD) ?? []) as string[];
}

/** Pairs of neighbouring words: they tell passages apart where single common words ("the", "and") do not. */
function wordPairs(list: readonly string[]): string[] {
  if (list.length < 2) return [...list];
  return list.slice(1).map((word, i) => `${list[i]} ${word}`);
}

/** Share of `wanted`'s word pairs that `candidate` has too (each counted once). */
function containment(wanted: readonly string[], candidate: ReadonlySet<string>): number {
  if (wanted.length === 0) return 0;
  return wanted.filter((pair) => candidate.has(pair)).length / wanted.length;
}

/** Longest file (in lines) the similarity search walks; beyond it only the loose match is tried. */
const MAX_FUZZY_LINES = 20_000;
/** Below this share of shared word pairs a passage is not offered as "nearest". */
const MIN_SIMILARITY = 0.5;
/** Longest passage quoted back in a hint. */
const MAX_HINT_CHARS = 1_500;

/**
 * The passage of `text` most like `needle`: first the same text but for
 * quotes, dashes and spacing; else the run of as many lines as `needle` has
 * that shares most of its word pairs. Undefined when nothing is close.
 */
export function nearestPassage(text: string, needle: string): NearPassage | undefined {
  const loose = looseMatch(text, needle);
  if (loose) return loose;
  const lines = text.split('\n');
  if (lines.length > MAX_FUZZY_LINES) return undefined;
  const wanted = wordPairs(words(needle));
  const span = Math.max(1, needle.trim().split('\n').length);
  let best: { score: number; first: number } | undefined;
  for (let first = 0; first + span <= Math.max(lines.length, span); first++) {
    const window = lines.slice(first, first + span).join('\n');
    const score = containment(wanted, new Set(wordPairs(words(window))));
    if (!best || score > best.score) best = { score, first };
  }
  if (!best || best.score < MIN_SIMILARITY) return undefined;
  const passage = lines.slice(best.first, best.first + span).join('\n');
  return {
    text: passage.length > MAX_HINT_CHARS ? `${passage.slice(0, MAX_HINT_CHARS)}…` : passage,
    lines: span > 1 ? `${best.first + 1}-${best.first + span}` : String(best.first + 1),
    why: `it shares ${Math.round(best.score * 100)}% of old_text's word pairs, but the wording differs`,
  };
}
