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

/** Counts work done, for tests that check a search stays linear in its input. */
export interface WorkMeter {
  steps: number;
}

/**
 * The 1-based line number of each offset (ascending), in one pass over the
 * text: 60,000 matches in a 20,000-line file cost one walk, not 60,000.
 */
export function lineNumbers(text: string, offsets: readonly number[], meter?: WorkMeter): number[] {
  const out: number[] = [];
  let line = 1;
  let newline = text.indexOf('\n');
  for (const offset of offsets) {
    while (newline !== -1 && newline < offset) {
      line++;
      newline = text.indexOf('\n', newline + 1);
      if (meter) meter.steps++;
    }
    out.push(line);
  }
  return out;
}

/** Line breaks in a text. */
function newlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** "12" or "12-14": the lines a passage of `length` characters at `offset` spans. */
export function lineSpan(text: string, offset: number, length: number): string {
  return lineSpans(text, [offset], text.slice(offset, offset + length))[0] as string;
}

/**
 * "12" or "12-14" for each occurrence of `passage` at `offsets` (ascending):
 * every occurrence is the same text, so it spans the same number of lines.
 */
export function lineSpans(text: string, offsets: readonly number[], passage: string, meter?: WorkMeter): string[] {
  // A passage ending in a newline ends on the line that newline closes.
  const extra = newlines(passage.slice(0, Math.max(passage.length - 1, 0)));
  return lineNumbers(text, offsets, meter).map((first) => (extra > 0 ? `${first}-${first + extra}` : String(first)));
}

/** "4, 9, 20 and 3 more": line lists for messages, never unbounded, each line named once. */
export function listLines(lines: readonly string[], max = 20): string {
  const unique = [...new Set(lines)];
  const shown = unique.slice(0, max).join(', ');
  return unique.length > max ? `${shown} and ${unique.length - max} more` : shown;
}

/** Characters that stand for one another when a passage is copied from memory: each becomes the plain one. */
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACE = /\s/u;

/**
 * `text` with quotes made straight and dashes made hyphens, and (when the
 * length allows) lower-cased: always the same length as `text`, so an
 * offset in one is the same offset in the other.
 */
export function foldForMatch(text: string, foldCase: boolean): string {
  const plain = text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, '-');
  if (!foldCase) return plain;
  const lower = plain.toLowerCase();
  // A few letters lower-case to two characters (İ); then offsets would drift, so case stays.
  return lower.length === plain.length ? lower : plain;
}

/** Whether a character code is whitespace; past the end of a text (NaN) it is not. */
function isSpace(code: number): boolean {
  return SPACE.test(String.fromCharCode(code));
}

/**
 * Most steps one loose search may take (it runs twice: as written, then
 * ignoring case): far more than any real chapter needs, bounded for a hostile one.
 */
const MAX_LOOSE_STEPS = 1_000_000;

/**
 * Where `parts` (the needle's words, split at whitespace) occur in `hay` with
 * a run of whitespace between each and the next: the needle's whitespace
 * stands for any run. Each try is abandoned at its first difference, and
 * the whole search at MAX_LOOSE_STEPS.
 */
function findLoose(
  hay: string,
  parts: readonly string[],
  meter?: WorkMeter,
): { start: number; end: number } | undefined {
  const [first, ...rest] = parts;
  if (first === undefined) return undefined;
  let steps = 0;
  let found: { start: number; end: number } | undefined;
  for (let at = hay.indexOf(first); at !== -1 && !found && steps <= MAX_LOOSE_STEPS; at = hay.indexOf(first, at + 1)) {
    let end = at + first.length;
    let matched = true;
    for (const part of rest) {
      let next = end;
      while (isSpace(hay.charCodeAt(next))) next++;
      steps += 1 + next - end;
      if (next === end || !hay.startsWith(part, next)) {
        matched = false;
        break;
      }
      end = next + part.length;
    }
    steps++;
    if (matched) found = { start: at, end };
  }
  if (meter) meter.steps += steps;
  return found;
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
function looseMatch(text: string, needle: string, meter?: WorkMeter): NearPassage | undefined {
  for (const foldCase of [false, true]) {
    const parts = foldForMatch(needle, foldCase)
      // At each whitespace character: the empty parts between neighbouring ones are dropped.
      .split(/\s/u)
      .filter((part) => part !== '');
    const found = findLoose(foldForMatch(text, foldCase), parts, meter);
    if (!found) continue;
    return {
      text: text.slice(found.start, found.end),
      lines: lineSpan(text, found.start, found.end - found.start),
      why: foldCase
        ? 'it differs in upper and lower case (and perhaps quotes, dashes or spacing)'
        : 'it differs only in quotes, dashes or spacing (straight vs curly quotes, runs of spaces or newlines)',
    };
  }
  return undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text in lower case (quotes, dashes and spaces are not part of words, so they need no folding). */
function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []) as string[];
}

/** Pairs of neighbouring words: they tell passages apart where single common words ("the", "and") do not. */
function wordPairs(list: readonly string[]): string[] {
  if (list.length < 2) return [...list];
  return list.slice(1).map((word, i) => `${list[i]} ${word}`);
}

/** Longest file (in lines) the similarity search walks; beyond it only the loose match is tried. */
const MAX_FUZZY_LINES = 20_000;
/** Below this share of shared word pairs a passage is not offered as "nearest". */
const MIN_SIMILARITY = 0.5;
/** Longest passage quoted back in a hint. */
const MAX_HINT_CHARS = 1_500;

/** A word pair (or, for a one-word needle, a word) of the text with the lines it starts and ends on. */
interface Gram {
  key: string;
  start: number;
  end: number;
}

/** The word grams of `lines` that `weights` cares about, in text order; one pass over the text. */
function gramsOf(
  lines: readonly string[],
  size: 1 | 2,
  weights: ReadonlyMap<string, number>,
  meter?: WorkMeter,
): Gram[] {
  const grams: Gram[] = [];
  let previous: { word: string; line: number } | undefined;
  lines.forEach((line, index) => {
    for (const word of words(line)) {
      if (meter) meter.steps++;
      const gram =
        size === 1
          ? { key: word, start: index, end: index }
          : previous && { key: `${previous.word} ${word}`, start: previous.line, end: index };
      if (gram && weights.has(gram.key)) grams.push(gram);
      previous = { word, line: index };
    }
  });
  return grams;
}

/**
 * The run of `span` lines sharing the most of `wanted`'s grams (each counted
 * as often as `wanted` has it), found by sliding the run down the text: each
 * gram enters and leaves the run once, so the search is linear in the text
 * and the needle, whatever their sizes (a 1,000-line needle against 10,000
 * lines is 11,000 lines of work, not ten million).
 */
function bestWindow(
  lines: readonly string[],
  wanted: readonly string[],
  size: 1 | 2,
  span: number,
  meter?: WorkMeter,
): { score: number; first: number } {
  const weights = new Map<string, number>();
  for (const gram of wanted) weights.set(gram, (weights.get(gram) ?? 0) + 1);
  const grams = gramsOf(lines, size, weights, meter);
  const inRun = new Map<string, number>();
  let shared = 0;
  let next = 0; // the next gram not yet considered for the run
  let oldest = 0; // the first gram possibly still in the run
  const inside: Gram[] = [];
  // Every text has at least the first run of lines (last >= 0), and any score beats -1.
  let best = { score: -1, first: 0 };
  // Stryker disable next-line ArithmeticOperator: runs starting past the last full one hold fewer of its lines, so they never score higher and (score > best) never win
  const last = Math.max(lines.length, span) - span;
  for (let first = 0; first <= last; first++) {
    if (meter) meter.steps++;
    // Grams that now end inside the run join it (those starting above it never will).
    for (; next < grams.length && (grams[next] as Gram).end < first + span; next++) {
      const gram = grams[next] as Gram;
      if (gram.start < first) continue;
      inside.push(gram);
      const count = inRun.get(gram.key) ?? 0;
      if (count === 0) shared += weights.get(gram.key) ?? 0;
      inRun.set(gram.key, count + 1);
      if (meter) meter.steps++;
    }
    const score = shared / wanted.length;
    if (score > best.score) best = { score, first };
    // Grams starting on the run's first line leave it before it moves down.
    for (; oldest < inside.length && (inside[oldest] as Gram).start <= first; oldest++) {
      const gram = inside[oldest] as Gram;
      const count = (inRun.get(gram.key) ?? 0) - 1;
      inRun.set(gram.key, count);
      if (count === 0) shared -= weights.get(gram.key) ?? 0;
      if (meter) meter.steps++;
    }
  }
  return best;
}

/**
 * The passage of `text` most like `needle`: first the same text but for
 * quotes, dashes and spacing; else the run of as many lines as `needle` has
 * that shares most of its word pairs. Undefined when nothing is close.
 */
export function nearestPassage(text: string, needle: string, meter?: WorkMeter): NearPassage | undefined {
  const loose = looseMatch(text, needle, meter);
  if (loose) return loose;
  const lines = text.split('\n');
  if (lines.length > MAX_FUZZY_LINES) return undefined;
  const needleWords = words(needle);
  if (needleWords.length === 0) return undefined;
  const size = needleWords.length < 2 ? 1 : 2;
  const wanted = wordPairs(needleWords);
  const span = Math.max(1, needle.trim().split('\n').length);
  const best = bestWindow(lines, wanted, size, span, meter);
  if (best.score < MIN_SIMILARITY) return undefined;
  // An old_text of more lines than the file has gets the whole file: name only the lines it has.
  const shown = lines.slice(best.first, best.first + span);
  const passage = shown.join('\n');
  return {
    text: passage.length > MAX_HINT_CHARS ? `${passage.slice(0, MAX_HINT_CHARS)}…` : passage,
    lines: shown.length > 1 ? `${best.first + 1}-${best.first + shown.length}` : String(best.first + 1),
    why: `it shares ${Math.round(best.score * 100)}% of old_text's word pairs, but the wording differs`,
  };
}
