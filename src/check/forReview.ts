import type { Finding } from './types.js';

/**
 * review.md as the checker reads and writes it, in one place: the review pass,
 * `writer check` and the studio all go through these functions, so a finding
 * dismissed in one stays dismissed in the others.
 *
 * A checker finding in review.md is one line:
 *
 *   - [dismissed] [check] chapter_04.md:7 — names — "Marta" is not a name…; did you mean "Mara"? [id:3f9a21c0] — her nickname
 *
 * The id is derived from what the finding rests on (its category, its file,
 * its message with every line number taken out, and the evidence on both
 * sides), never from line numbers alone: a paragraph added above moves the
 * line but keeps the id, while a change to the words it rests on gives a new
 * id, and the finding is shown again. Everything after the id's " — " is the
 * author's reason. A dismissal without an id (typed by hand from the terminal
 * line) matches a finding of the same file, category and message.
 */

/** The marks a review line can carry (as src/craft/review.ts reads them). */
export type ReviewMark = 'open' | 'fixed' | 'left' | 'dismissed';

const MARK_TEXT: Record<ReviewMark, string> = { open: ' ', fixed: 'fixed', left: 'left', dismissed: 'dismissed' };

/** "file.md:12" and "file.md:12-14" anywhere in a text: the parts of a message that move when lines are added. */
const LINE_NUMBERS = /(\.md):\d+(?:-\d+)?/g;

function normalize(text: string): string {
  return (
    text
      // Stryker disable next-line StringLiteral: the ids written by earlier versions keep the ".md"; either way no number is left
      .replace(LINE_NUMBERS, '$1')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/** FNV-1a over UTF-16 code units from a given basis: small, pure, the same in Node and in a browser. */
function fnv(text: string, basis: number): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A finding's stable id: 10 hex digits from its category, file, message (line numbers out) and evidence. */
export function findingId(
  f: Pick<Finding, 'file' | 'category' | 'message' | 'evidence' | 'against'> & { line?: number },
): string {
  const key = [f.category, f.file, normalize(f.message), normalize(f.evidence), normalize(f.against?.evidence ?? '')]
    .join('\u0000')
    .toLowerCase();
  const a = fnv(key, 0x811c9dc5).toString(16).padStart(8, '0');
  const b = fnv(key, 0x01234567).toString(16).padStart(8, '0');
  return `${a}${b.slice(0, 2)}`;
}

/** The finding with its id set (a copy). */
export function withId(f: Finding): Finding {
  return { ...f, id: findingId(f) };
}

function oneLine(text: string): string {
  // Control characters and line breaks from a hostile file never break the one-line form.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/**
 * A finding as the review pass (and the studio) writes it into review.md:
 * `- [dismissed] [check] chapter_04.md:7 — names — message [id:…] — reason`.
 */
export function reviewLine(f: Finding, mark: ReviewMark = 'open', reason?: string): string {
  return `- [${MARK_TEXT[mark]}] [check] ${findingText(f, reason)}`;
}

/** The finding's part of its review line: `chapter_04.md:7 — names — message [id:…]`, and the reason after it. */
export function findingText(f: Finding, reason?: string): string {
  const id = f.id ?? findingId(f);
  const why = reason?.trim() ? ` — ${oneLine(reason.trim())}` : '';
  return `${f.file}:${f.line} — ${f.category} — ${oneLine(f.message)} [id:${id}]${why}`;
}

/** A checker finding's line in review.md, as read back. */
export interface ReviewEntry {
  mark: ReviewMark;
  id?: string;
  file: string;
  line?: number;
  category: string;
  /** The message as written, the reason and the id taken out when there is an id. */
  message: string;
  reason?: string;
  /** 1-based line of review.md. */
  at: number;
}

const ENTRY = /^\s*[-*+]\s*\[\s*(fixed|left|dismissed|x|)\s*\]\s*(?:\[\s*check\s*\]\s*)?(.*)$/i;
const PLACE = /^(\S+?)(?::(\d+)(?:-\d+)?)?\s+[—–-]+\s+([a-z]+)\s+[—–-]+\s+(.*)$/i;
const ID = /\s*\[id:\s*([0-9a-f]{6,16})\]/i;

/** Every line of review.md in a finding's form (checker or not: the category is whatever stands there). */
export function parseReviewEntries(text: string): ReviewEntry[] {
  const out: ReviewEntry[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const m = ENTRY.exec(raw);
    if (!m) return;
    const markText = (m[1] as string).toLowerCase();
    const mark: ReviewMark =
      markText === 'x' || markText === 'fixed'
        ? 'fixed'
        : markText === 'left'
          ? 'left'
          : markText === 'dismissed'
            ? 'dismissed'
            : 'open';
    // ENTRY's spaces before it and PLACE's (.*) take the spaces around it; the message is trimmed below.
    const place = PLACE.exec(m[2] as string);
    if (!place) return;
    let message = (place[4] as string).trim();
    const entry: ReviewEntry = {
      mark,
      file: place[1] as string,
      category: (place[3] as string).toLowerCase(),
      message,
      at: i + 1,
    };
    if (place[2]) entry.line = Number(place[2]);
    const id = ID.exec(message);
    if (id) {
      entry.id = (id[1] as string).toLowerCase();
      const after = message.slice((id.index ?? 0) + id[0].length);
      // ID's \s* took the spaces before the id.
      message = message.slice(0, id.index);
      const reason = after
        .trim()
        .replace(/^[—–-]+/, '')
        .trim();
      if (reason) entry.reason = reason;
    }
    entry.message = message;
    out.push(entry);
  });
  return out;
}

/**
 * review.md with a checker finding marked (fixed, or dismissed with the
 * author's reason) in reviewLine's form: the line that already names the
 * finding (by its id, else by file, category and message) is replaced,
 * else the line is added at the end. Every other line stays as it was.
 * The studio's "Fixed" and "Dismiss" write through this.
 */
export function markInReview(reviewText: string, f: Finding, mark: ReviewMark, reason?: string): string {
  const id = f.id ?? findingId(f);
  const message = normalize(f.message);
  const entries = parseReviewEntries(reviewText);
  const same =
    entries.find((e) => e.id === id) ??
    entries.find(
      (e) =>
        e.id === undefined &&
        e.file === f.file &&
        e.category === f.category.toLowerCase() &&
        normalize(e.message).startsWith(message),
    );
  const line = reviewLine({ ...f, id }, mark, reason);
  const lines = reviewText === '' ? [] : reviewText.replace(/\r?\n$/, '').split('\n');
  if (same) lines[same.at - 1] = line;
  else lines.push(line);
  return `${lines.join('\n')}\n`;
}

/** The entry of review.md that dismisses this finding, if any: by id, else by file, category and message. */
export function dismissalOf(f: Finding, entries: readonly ReviewEntry[]): ReviewEntry | undefined {
  const id = f.id ?? findingId(f);
  const message = normalize(f.message);
  return entries.find(
    (e) =>
      e.mark === 'dismissed' &&
      (e.id !== undefined
        ? e.id === id
        : e.file === f.file && e.category === f.category.toLowerCase() && normalize(e.message).startsWith(message)),
  );
}

/** Findings split into those still to show and those the author dismissed in review.md. */
export function applyDismissals(
  findings: readonly Finding[],
  reviewText: string | undefined,
): { shown: Finding[]; dismissed: Finding[] } {
  const entries = reviewText === undefined ? [] : parseReviewEntries(reviewText);
  const shown: Finding[] = [];
  const dismissed: Finding[] = [];
  for (const f of findings) (dismissalOf(f, entries) ? dismissed : shown).push(f);
  return { shown, dismissed };
}

/** The categories a finding can have (an ignore entry "category: phrase" names one of these). */
export const CATEGORIES = [
  'names',
  'attribute',
  'dead',
  'pov',
  'tense',
  'timeline',
  'place',
  'object',
  'repetition',
  'length',
  'thread',
];

/**
 * The project's ignore list (`check: { ignore: [...] }` in writer.config.yaml):
 * an entry is a category ("repetition"), or a name or phrase the finding's
 * message or evidence holds ("Tilly", "keep the hour"), or both as
 * "category: phrase" ("repetition: keep the hour").
 */
export function ignoredBy(f: Finding, ignore: readonly string[]): string | undefined {
  const category = f.category.toLowerCase();
  // Stryker disable next-line StringLiteral: a finding with no other side; any filler there is no phrase an author ignores
  const text = normalize(`${f.message} ${f.evidence} ${f.against?.evidence ?? ''}`);
  return ignore.find((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === category) return true;
    // Only a whole category before the colon scopes the phrase ("the dead: Walter" is a phrase); normalize trims it.
    const prefix = /^([a-z]+)\s*:(.+)/.exec(entry);
    const scoped = prefix && CATEGORIES.includes(prefix[1] as string) ? prefix : undefined;
    if (scoped && scoped[1] !== category) return false;
    const phrase = normalize(scoped ? (scoped[2] as string) : entry);
    // An empty entry, or punctuation alone, would match every finding.
    if (!/[a-z0-9]/.test(phrase)) return false;
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
  });
}
