import { parseBible } from '../check/bible.js';
import { calendarHint, datesIn } from '../check/dates.js';
import { buildFactBase } from '../check/facts.js';
import { ENGLISH, type Language } from '../check/lang/en.js';
import { chapterOf, lowerWordsOf } from '../check/manuscript.js';
import type { CharacterField, Gender, Manuscript } from '../check/types.js';

/**
 * What the text itself says about its people, places and days, for a bible
 * the author then corrects: the cast (each name with its other forms, its
 * first appearance, what the narration states of it: eyes, hair, age, role,
 * home, and a death the text tells), the places, the days named, and the
 * narration's person and tense. Read from the chapters alone by the
 * checker's own fact base (buildFactBase in src/check/facts.ts), the one
 * `writer check` holds the text against, so the bible says what the checker reads.
 */

export interface Where {
  file: string;
  line: number;
}

export interface CastMember {
  name: string;
  /** The other forms the text uses ("Elizabeth" for "Elizabeth Bennet"). */
  aliases: string[];
  mentions: number;
  first: Where;
  attributes: Array<{ field: CharacterField; value: string; at: Where }>;
  gender?: Gender;
  /** Where the text tells their death. */
  death?: Where;
}

export interface FactPlace {
  name: string;
  mentions: number;
  first: Where;
}

export interface FactDate {
  text: string;
  at: Where;
}

export interface DraftFacts {
  cast: CastMember[];
  places: FactPlace[];
  dates: FactDate[];
  /** The narration's person and tense by majority, and the chapters told otherwise. */
  voice: { person?: 'first' | 'second' | 'third'; tense?: 'past' | 'present'; differ: string[] };
}

const MAX_CAST = 30;

/** The narration's person as the drafted bible's Style line says it (and bible.md reads it back). */
const PERSON_WORD = { first: 'First', second: 'Second', third: 'Third' } as const;
const MAX_PLACES = 20;
const MAX_DATES = 40;

/** The chapters as the checker reads a manuscript (no bible, no outline: the text alone). */
function manuscriptOf(chapters: ReadonlyArray<{ file: string; text: string }>, lang: Language): Manuscript {
  const read = chapters.map((c, i) => chapterOf(c.file, c.text, i, i + 1, lang));
  let lower: Set<string> | undefined;
  return {
    chapters: read,
    bible: parseBible('', lang),
    writtenLower: (word) => {
      lower ??= lowerWordsOf(read);
      return lower.has(word);
    },
    finished: true,
    outline: { lines: [], missing: [] },
  };
}

/** The checker's fact base, read from the chapters alone, as the facts a drafted bible gives. */
export function draftFacts(
  chapters: ReadonlyArray<{ file: string; text: string }>,
  lang: Language = ENGLISH,
): DraftFacts {
  const base = buildFactBase(manuscriptOf(chapters, lang), lang);
  const cast: CastMember[] = [...base.cast]
    .sort((a, b) => b.appearances.length - a.appearances.length)
    .slice(0, MAX_CAST)
    .map((member) => {
      const attributes: CastMember['attributes'] = [];
      for (const a of member.attributes)
        if (!attributes.some((known) => known.field === a.field))
          attributes.push({ field: a.field, value: a.said, at: { file: a.at.file, line: a.at.line } });
      return {
        name: member.name,
        aliases: member.names.filter((name) => name !== member.name),
        mentions: member.appearances.length,
        first: member.first,
        attributes,
        ...(member.gender ? { gender: member.gender } : {}),
        ...(member.death ? { death: { file: member.death.at.file, line: member.death.at.line } } : {}),
      };
    });
  const places = [...base.places]
    .sort((a, b) => b.appearances.length - a.appearances.length)
    .slice(0, MAX_PLACES)
    .map((place) => ({ name: place.name, mentions: place.appearances.length, first: place.first }));
  const { book, chapters: byChapter } = base.voice;
  const differ = byChapter
    .filter(
      // A book told to "you" has chapters that read third (the others are "he" and "she"): none differs for that.
      (c) =>
        (c.voice.person &&
          c.voice.person !== book.person &&
          !(book.person === 'second' && c.voice.person === 'third')) ||
        (c.voice.tense && c.voice.tense !== book.tense),
    )
    .map((c) => c.file);
  return {
    cast,
    places,
    dates: datesOf(chapters, lang),
    voice: {
      ...(book.person ? { person: book.person } : {}),
      ...(book.tense ? { tense: book.tense } : {}),
      differ,
    },
  };
}

function datesOf(chapters: ReadonlyArray<{ file: string; text: string }>, lang: Language): FactDate[] {
  const hint = calendarHint(lang);
  const seen = new Set<string>();
  const out: FactDate[] = [];
  for (const chapter of chapters)
    for (const [i, line] of chapter.text.split('\n').entries()) {
      if (!hint.test(line)) continue;
      for (const d of datesIn(line, lang)) {
        const text = line.slice(d.index, d.index + d.length).trim();
        if (seen.has(text) || out.length >= MAX_DATES) continue;
        seen.add(text);
        out.push({ text, at: { file: chapter.file, line: i + 1 } });
      }
    }
  return out;
}

const at = (w: Where) => `${w.file}:${w.line}`;

/** bible.md as the checker reads it (Characters, Places), with what the author should correct said at the top. */
export function bibleFromFacts(facts: DraftFacts, source: string): string {
  const lines = [
    '# Bible',
    '',
    `Drafted by writer import from ${source}, from the text alone: correct it. Names the text uses are listed with their other forms, where they first appear and what the narration says of them; add what the book holds true (pronouns, fates, a Style section with the person and tense, Open threads), and remove what is no character or place.`,
    '',
    '## Characters',
  ];
  if (facts.cast.length === 0) lines.push('', '(none found: add them)');
  for (const c of facts.cast) {
    lines.push('', `### ${c.name}`);
    if (c.aliases.length > 0) lines.push(`- aliases: ${c.aliases.join(', ')}`);
    if (c.gender) lines.push(`- pronouns: ${c.gender === 'female' ? 'she/her' : 'he/him'} (as the text reads them)`);
    for (const a of c.attributes) lines.push(`- ${a.field}: ${a.value} (${at(a.at)})`);
    // Not a "fate:" line: the checker would hold every later chapter to it, and a namesake's death is not theirs.
    if (c.death)
      lines.push(`- a death the text tells: ${at(c.death)} (write "fate: dies in chapter N" if it is theirs)`);
    lines.push(`- first appears: ${at(c.first)} (${c.mentions} ${c.mentions === 1 ? 'mention' : 'mentions'})`);
  }
  lines.push('', '## Places');
  if (facts.places.length === 0) lines.push('', '(none found: add them)');
  for (const p of facts.places)
    lines.push(
      '',
      `### ${p.name}`,
      `- first named: ${at(p.first)}${p.mentions > 1 ? ` (${p.mentions} mentions)` : ''}`,
    );
  // Not a Timeline section: a date a chapter names (a letter's, a memory's) is not the day the chapter happens on.
  lines.push('', '## Days the text names', '');
  if (facts.dates.length === 0) lines.push('(none found)');
  for (const d of facts.dates) lines.push(`- ${d.text} (${at(d.at)})`);
  const { voice } = facts;
  if (voice.person || voice.tense) {
    const said = [voice.person ? `${PERSON_WORD[voice.person]} person` : '', voice.tense ? `${voice.tense} tense` : '']
      .filter(Boolean)
      .join(', ');
    lines.push(
      '',
      '## Narration',
      '',
      `${voice.differ.length === 0 ? 'The chapters read' : 'Most chapters read'}: ${said}${voice.differ.length > 0 ? `; told otherwise: ${voice.differ.join(', ')}` : ''}. This is a guess from the text: a Style section (e.g. "## Style" then "- ${said}") makes writer check every chapter against it.`,
    );
  }
  lines.push(
    '',
    'To have writer check the days, write a Timeline section: `- Chapter 3 — Monday 4 March 1924`, one line per chapter.',
    '',
  );
  return lines.join('\n');
}
