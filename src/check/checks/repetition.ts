import { datesIn } from '../dates.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp, evidenceOf } from '../text.js';
import type { Chapter, Finding, Manuscript, Paragraph, Skipped } from '../types.js';
import { isActionVerb } from '../verbs.js';

/**
 * Repetition: the same distinctive run of 8 or more words in two chapters
 * (a striking simile used twice, a paragraph pasted again), and the phrases
 * of writer's own fatigue list. A run is distinctive when at least four of
 * its words are not stop words, names or words of speech, so "and I will not
 * be waiting, Tomas said" is not one; headings and block quotes (an epigraph,
 * a refrain on purpose) are left out. A refrain is a motif, not a slip: a run
 * the book uses three times or more (a motto, a running joke), or one that
 * stands in dialogue or italics in either place (a saying, an inscription,
 * scripture, a letter quoted again) is not reported: only the narrator's own
 * words said twice are, unless the later sentence says it repeats on purpose ("and this time…", "as always"), or
 * the run names a fixed thing again inside a new sentence (where something is kept, a scar: isThingNamedAgain), a
 * dated thing with its year (isDateNamedAgain), or the book's last page calls back its first (isBookend).
 */

export const SHINGLE = 8;
/** Words in a run of SHINGLE that must be neither stop words, names nor words of speech. */
export const DISTINCT = 4;

/** A word said at most this often in the book is rare; a short run needs STRIKING rare words to be a striking phrase. */
const RARE = 3;
const STRIKING = 2;

interface Place {
  chapter: Chapter;
  line: number;
  sentence: string;
  /** The sentence with dialogue and italics blanked (text.ts). */
  narration: string;
  /** Its paragraph, read only for the rare run that may be a callback. */
  paragraph?: Paragraph;
}

/** A text's words, lower case, one space apart, with a space at each end: phrases are found as " a b c ". */
export function wordLine(text: string): string {
  const words = text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
  return ` ${words.join(' ')} `;
}

/** How many times a phrase (its words one space apart) stands in a text of wordLine form. */
export function occurrences(haystack: string, phrase: string): number {
  const needle = ` ${phrase} `;
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) n++;
  return n;
}

/** A refrain: three times or more in the book, or a quotation (not the narrator's words) in either place. */
export function isRefrain(phrase: string, places: readonly Place[], book: () => string): boolean {
  if (places.some((p) => occurrences(wordLine(p.narration), phrase) === 0)) return true;
  return occurrences(book(), phrase) >= 3;
}

/** A run this long is a copy however it is punctuated; a shorter one re-punctuated is the writer saying it again. */
export const REWORDED_BELOW = 12;

/** The marks between a run's words where it stands in a sentence ("," / " "), or undefined when it does not stand there. */
function marksBetween(phrase: string, sentence: string): string[] | undefined {
  const words = phrase.split(' ').map(escapeRegExp);
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('([^\\p{L}\\p{N}]+)')}(?![\\p{L}\\p{N}])`, 'iu').exec(
    sentence.replace(/’/g, "'"),
  );
  return m ? m.slice(1).map((x) => x.replace(/\s+/g, ' ')) : undefined;
}

/**
 * A callback: a short run whose punctuation differs between its places ("she draws the stop and plays" and
 * "she draws the stop, and plays") was written again, not pasted; a pasted phrase keeps its commas.
 */
export function isRewritten(phrase: string, places: readonly Place[]): boolean {
  if (phrase.split(' ').length >= REWORDED_BELOW) return false;
  const [a, b] = places.map((p) => marksBetween(phrase, p.sentence));
  return a !== undefined && b !== undefined && a.join('|') !== b.join('|');
}

/**
 * A callback: the later sentence says it repeats on purpose ("…says the figures aloud, and this time there is
 * someone to hear them") where the earlier one did not; a sentence pasted twice carries the same words in both.
 */
export function isCallback(later: Place, earlier: Place, lang: Language): boolean {
  if (lang.callback.test(later.narration) && !lang.callback.test(earlier.narration)) return true;
  // Words seen again where the paragraph says it remembers ("broke, just as she remembered, into pieces… a line of
  // silver where it met the sky"): the echo of what was told before, written so on purpose.
  const recalls = (p?: Paragraph) => p?.sentences.some((x) => lang.recalled.test(x.narration)) === true;
  return recalls(later.paragraph) && !recalls(earlier.paragraph);
}

/** A run this long is a passage, copied whatever its words: a thing named again is a phrase of a line or so. */
export const PASSAGE = 16;

/**
 * A fixed thing described again on purpose: where something is kept ("on the shelf over the range, between the salt
 * box and the clock"), a mark ("the inside of his right forearm, from elbow almost to wrist"), how often a story was
 * told. Such a run names a thing and tells nothing happening: it holds no verb and no likeness ("like", "as if": a
 * striking image said twice is the writer's habit), and it stands inside new sentences: under two thirds of each, and
 * under half of one, built around it. A careless copy is a sentence or more, with its verbs, or the bulk of a sentence
 * said again.
 */
export function isThingNamedAgain(phrase: string, places: readonly Place[], lang: Language): boolean {
  // A language whose verbs this checker cannot read has no run it knows to be verbless.
  if (!lang.readsWords) return false;
  const words = phrase.split(' ');
  if (words.length >= PASSAGE || phrase.search(lang.simile) >= 0) return false;
  // A verb's form after a determiner is an adjective: "his left hand", "the cracked jug" tell nothing happening.
  const determiner = new RegExp(`^(?:${lang.givenDeterminers}|${lang.introDeterminers})$`);
  const verb = (w: string, i: number) =>
    (isActionVerb(w, lang) || lang.verbForm.test(w)) && !determiner.test(words[i - 1] ?? '');
  if (words.some(verb)) return false;
  const lengths = places.map((p) => wordLine(p.sentence).trim().split(' ').length);
  return lengths.every((n) => words.length * 3 < n * 2) && lengths.some((n) => words.length * 2 < n);
}

/**
 * An echo: the run is under two thirds of the sentence it stands in, in either place, so the writer built a new
 * sentence around it ("…the horns are sounding, one long note from the breakwater, two short from…"). A model that
 * loops, or a paragraph pasted twice, repeats whole sentences.
 */
export function isEcho(length: number, places: readonly Place[]): boolean {
  return places.some((p) => length * 3 < wordLine(p.sentence).trim().split(' ').length * 2);
}

/** The paragraphs of the book's opening and of its close that an echo may join: the first two, the last three. */
const OPENING = 2;
const CLOSE = 3;

/**
 * A bookend: the book's last paragraphs call back an image of its first ("the horns are sounding, one long note from
 * the breakwater…" on the last page, as on the first). A novelist closes on the opening on purpose; a copy is a
 * passage (PASSAGE words or more) whatever its place.
 */
export function isBookend(phrase: string, later: Place, earlier: Place, m: Manuscript): boolean {
  // A book of two chapters has no middle for its ends to close round.
  if (phrase.split(' ').length >= PASSAGE || m.chapters.length < 3) return false;
  const prose = (c: Chapter | undefined) => c?.paragraphs.filter((p) => p.kind === 'prose') ?? [];
  const first = prose(m.chapters[0]).slice(0, OPENING);
  const last = prose(m.chapters.at(-1)).slice(-CLOSE);
  return (
    earlier.paragraph !== undefined &&
    later.paragraph !== undefined &&
    first.includes(earlier.paragraph) &&
    last.includes(later.paragraph)
  );
}

/**
 * A dated thing named again: a run that holds a whole date, its year too ("on the day the hotel opened, the twelfth
 * of September 1904"), keeps a fact of the story straight, as a name is kept; a careless copy is a passage.
 */
export function isDateNamedAgain(phrase: string, at: Place, lang: Language): boolean {
  if (phrase.split(' ').length >= PASSAGE) return false;
  const words = phrase.split(' ').map(escapeRegExp);
  const run = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu').exec(
    at.sentence.replace(/’/g, "'"),
  );
  if (!run) return false;
  const [start, end] = [run.index, run.index + run[0].length];
  return datesIn(at.sentence, lang, true).some((d) => d.year && d.index >= start && d.index + d.length <= end);
}

/** One chapter's words as numbers (the same word, the same number), each with its sentence; -1 ends a sentence. */
interface Tokens {
  ids: number[];
  words: string[];
  places: Place[];
}

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;

/**
 * A paragraph set as short lines, not sentences ("Tom Lindqvist | Executive Director" over "Port Avery Maritime
 * Museum"): a signature, an address, a letterhead, a verse. Each line of eight words or fewer, and no line but the
 * last ending a sentence. The same block again is the same document's form, not a phrase copied.
 */
export function setAsLines(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return (
    lines.length >= 2 &&
    lines.every((l) => l.trim().split(/\s+/).length <= 8) &&
    lines.slice(0, -1).every((l) => !/[.!?]["”’)]?\s*$/.test(l))
  );
}

function tokens(chapter: Chapter, dictionary: Map<string, number>): Tokens {
  const out: Tokens = { ids: [], words: [], places: [] };
  for (const p of chapter.paragraphs) {
    if (p.kind !== 'prose' || setAsLines(p.text)) continue;
    for (const s of p.sentences) {
      const place = { chapter, line: s.line, sentence: s.text, narration: s.narration, paragraph: p };
      for (const m of s.text.toLowerCase().replace(/’/g, "'").matchAll(WORD)) {
        const word = m[0];
        let id = dictionary.get(word);
        if (id === undefined) {
          id = dictionary.size;
          dictionary.set(word, id);
        }
        out.ids.push(id);
        out.words.push(word);
        out.places.push(place);
      }
      // A run never crosses a sentence: the same words across a full stop are chance, not a copied phrase.
      out.ids.push(-1);
      out.words.push('');
      out.places.push(place);
    }
  }
  return out;
}

/** A hash of the SHINGLE word ids from i, small enough to stay a small integer (collisions are checked word by word). */
function key(ids: readonly number[], i: number): number {
  let h = 0x811c9dc5;
  for (let k = i; k < i + SHINGLE; k++) h = Math.imul(h ^ (ids[k] as number), 0x01000193);
  return h & 0x3fffffff;
}

function same(a: readonly number[], i: number, b: readonly number[], j: number): boolean {
  for (let k = 0; k < SHINGLE; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}

interface Seen {
  tokens: Tokens;
  index: number;
}

export function checkRepetition(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const findings: Finding[] = [];
  const dictionary = new Map<string, number>();
  const stop = new Set<number>();
  const plain = new Set([
    ...lang.stopWords,
    ...lang.speech,
    // Stryker disable next-line Regex: a bible's names are single-spaced (bible.ts trims them)
    ...m.bible.characters.flatMap((c) => c.names.flatMap((n) => n.toLowerCase().split(/\s+/))),
  ]);
  // The whole book's words, block quotes and all, built once when a run is first found.
  let whole: string | undefined;
  const book = () => {
    whole ??= m.chapters
      .map((c) => wordLine(c.lines.join('\n')))
      // Each chapter's word line has a space at each end, and no run spans two chapters: any joint will do.
      // Stryker disable next-line StringLiteral: see above
      .join(' ');
    return whole;
  };
  /**
   * Whether a run's words other than stop words and names are the book's staples: fewer than STRIKING of them are
   * rare (said at most RARE times in the book, the run's two places included). A striking phrase said twice ("the
   * copper kettle sang beside the cracked blue window") is made of words the book seldom uses. (Asked only of runs
   * under 12 words: a longer one is a copy whatever its words.)
   */
  let counts: Map<string, number> | undefined;
  const staple = (phrase: string) => {
    if (!counts) {
      counts = new Map();
      for (const w of book().split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    const known = counts;
    const rare = phrase.split(' ').filter((w) => !plain.has(w) && (known.get(w) ?? 0) <= RARE).length;
    return rare < STRIKING;
  };
  /** The first place each run of SHINGLE words was used, by hash. */
  const first = new Map<number, Seen>();
  for (const chapter of m.chapters) {
    const t = tokens(chapter, dictionary);
    // Stop words, the characters' names and the words of speech say nothing about whether a phrase is distinctive.
    for (const word of plain) {
      const id = dictionary.get(word);
      if (id !== undefined) stop.add(id);
    }
    let run: { start: number; end: number; earlier: Place } | undefined;
    const flush = () => {
      if (!run) return;
      const at = t.places[run.start] as Place;
      const length = run.end - run.start;
      const phrase = t.words.slice(run.start, run.end).join(' ');
      // A thing named again in a new sentence is the writer's own description, kept on purpose.
      if (isThingNamedAgain(phrase, [at, run.earlier], lang)) {
        run = undefined;
        return;
      }
      if (
        isBookend(phrase, at, run.earlier, m) ||
        isDateNamedAgain(phrase, at, lang) ||
        isRefrain(phrase, [at, run.earlier], book) ||
        isRewritten(phrase, [at, run.earlier]) ||
        isCallback(at, run.earlier, lang)
      ) {
        run = undefined;
        return;
      }
      findings.push({
        file: chapter.file,
        line: at.line,
        category: 'repetition',
        message: `${length} words repeated from ${run.earlier.chapter.file}:${run.earlier.line}: "${phrase.length > 120 ? `${phrase.slice(0, 119)}…` : phrase}"`,
        evidence: evidenceOf(at.sentence),
        // The shortest runs are the likeliest to be chance (measured: most 8- and 9-word repeats on the generated
        // manuscripts were); sure only from 10 words on. A short run made of the book's staple words is the book
        // saying a plain thing again ("took the silver case out of his pocket" in a story about the case), and a
        // run carried into a new sentence is an echo (measured: every one of them false on the ten sets written
        // blind, at their first contact; a loop or a paste repeats the sentence): both shown only when asked for
        // (below DEFAULT_MIN_CONFIDENCE).
        confidence:
          staple(phrase) || isEcho(length, [at, run.earlier]) ? 0.45 : length >= 12 ? 0.9 : length >= 10 ? 0.8 : 0.6,
        against: { file: run.earlier.chapter.file, line: run.earlier.line, evidence: evidenceOf(run.earlier.sentence) },
      });
      run = undefined;
    };
    const windows: number[] = [];
    let nextEnd = -1;
    // Every sentence's words end in -1, so the ids do too: the last windows hold it, and any bound from
    // length - SHINGLE on gives the same windows.
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: see above
    for (let i = 0; i + SHINGLE <= t.ids.length; i++) {
      // A window that holds a sentence end is no phrase. (nextEnd is kept only to save looking again: there is
      // always a -1 from i on.)
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a cache of where the sentence ends
      if (nextEnd < i) nextEnd = t.ids.indexOf(-1, i);
      if (nextEnd < i + SHINGLE) continue;
      const k = key(t.ids, i);
      windows.push(i, k);
      const earlier = first.get(k);
      if (!earlier || !same(earlier.tokens.ids, earlier.index, t.ids, i)) continue;
      let content = 0;
      for (let j = i; j < i + SHINGLE; j++) if (!stop.has(t.ids[j] as number)) content++;
      // Only a window overlapping the run continues it: one that merely abuts it matched other words of the earlier text.
      if (run && i < run.end) run.end = i + SHINGLE;
      else if (content >= DISTINCT) {
        flush();
        run = { start: i, end: i + SHINGLE, earlier: earlier.tokens.places[earlier.index] as Place };
      }
    }
    flush();
    // This chapter's runs count for the chapters after it, not for itself.
    // Stryker disable next-line EqualityOperator: one step past the end sets a key of undefined, never looked up
    for (let w = 0; w < windows.length; w += 2) {
      const k = windows[w + 1] as number;
      if (!first.has(k)) first.set(k, { tokens: t, index: windows[w] as number });
    }
  }
  for (const chapter of m.chapters) findings.push(...doubled(chapter, plain));
  findings.push(...fatigue(m, lang));
  return { findings, skipped: [] };
}

/**
 * A sentence said twice in a row: the same words, SHINGLE or more of them with DISTINCT that are not stop words,
 * names or words of speech, in two sentences one after the other (in one paragraph or across a paragraph break).
 * Nobody writes a long sentence again straight after itself on purpose; a paste or an edit left undone does. A short
 * one said twice ("I will go up. I will go up.") is a voice insisting, and stays unread, as does any sentence said three
 * times or more in a row (a chant, a refrain). Pure: the sentences of one
 * chapter's prose in order, and the words that say nothing; gives the index of each second sentence.
 */
export function doubledSentences(sentences: readonly string[], plain: ReadonlySet<string>): number[] {
  const out: number[] = [];
  const lines = sentences.map(wordLine);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line !== lines[i - 1]) continue;
    // Three or more in a row ("The tide came in. The tide came in. The tide came in.") is a chant the author meant:
    // only a sentence said exactly twice is a paste.
    if (lines[i - 2] === line || lines[i + 1] === line) continue;
    const words = line.trim().split(' ');
    if (words.length >= SHINGLE && words.filter((w) => !plain.has(w)).length >= DISTINCT) out.push(i);
  }
  return out;
}

function doubled(chapter: Chapter, plain: ReadonlySet<string>): Finding[] {
  const prose = chapter.paragraphs.filter((p) => p.kind === 'prose' && !setAsLines(p.text)).flatMap((p) => p.sentences);
  return doubledSentences(
    prose.map((s) => s.text),
    plain,
  ).map((i) => {
    const [earlier, at] = [prose[i - 1] as Paragraph['sentences'][number], prose[i] as Paragraph['sentences'][number]];
    return {
      file: chapter.file,
      line: at.line,
      category: 'repetition' as const,
      message: `the same sentence twice in a row (as at ${chapter.file}:${earlier.line}): "${evidenceOf(at.text)}"`,
      evidence: evidenceOf(at.text),
      confidence: 0.8,
      against: { file: chapter.file, line: earlier.line, evidence: evidenceOf(earlier.text) },
    };
  });
}

function fatigue(m: Manuscript, lang: Language): Finding[] {
  // A language with no fatigue list (one this checker has no words for) has no worn phrases to find.
  if (lang.fatigue.length === 0) return [];
  const pattern = new RegExp(`\\b(?:${lang.fatigue.join('|')})\\b`, 'gi');
  const out: Finding[] = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const s of p.sentences)
        for (const match of s.text.matchAll(pattern))
          out.push({
            file: chapter.file,
            line: s.line,
            category: 'repetition',
            message: `a worn phrase from writer's fatigue list: "${match[0]}"`,
            evidence: evidenceOf(s.text),
            confidence: 0.6,
          });
  return out;
}
