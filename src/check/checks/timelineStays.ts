import { type Cast, mentions } from '../cast.js';
import { isNarration, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp } from '../text.js';
import type { Chapter, Character, Sentence } from '../types.js';
import { countOf, type DayReaders, dateOfDays, type Reckoning, toldIn, unitDays } from './timelineDays.js';

/**
 * A stay the narration counts: "She had been forty days on the mountain", "Ada had been here a fortnight": its
 * subject as written, its days, its unit (what rounding it allows), its words and the place's word ("mountain"; none
 * for "here"). None for a count with no place
 * ("There had been ten days of frost": the frost's, no one's stay) or hedged ("nearly forty days": no exact count).
 */
export function stayCounted(
  narration: string,
  lang: Language,
): { subject: string; days: number; unit: string; words: string; place?: string } | undefined {
  if (!lang.countHint.test(narration)) return undefined;
  const m = lang.stayFor.exec(narration);
  if (!m || (m[2] === undefined && m[6] === undefined)) return undefined;
  const days = countOf(m[3] as string, lang) * unitDays(m[4] as string, lang) + (m[5] ? countOf(m[5], lang) : 0);
  if (days === 0) return undefined;
  const stay = { subject: m[1] as string, days, unit: m[4] as string, words: m[0].trim() };
  return m[7] ? { ...stay, place: m[7] } : stay;
}

/**
 * The book's protagonist: the one its narration names in the most paragraphs, half again as many as anyone else. A
 * stay the narration counts of "she" with no other name near is hers, as a reader takes it.
 */
export function protagonistOf(chapters: readonly Chapter[], cast: Cast): Character | undefined {
  const paragraphs = new Map<Character, number>();
  for (const chapter of chapters)
    for (const p of chapter.paragraphs) {
      if (!isNarration(p)) continue;
      const named = new Set(mentions(p.sentences.map((s) => s.narration).join(' '), cast).map((n) => n.character));
      for (const c of named) paragraphs.set(c, (paragraphs.get(c) ?? 0) + 1);
    }
  const [first, second] = [...paragraphs].sort((a, b) => b[1] - a[1]);
  return first && (!second || first[1] >= 1.5 * second[1]) ? first[0] : undefined;
}

/**
 * "She had been forty days on the mountain": when the story opens on the protagonist's coming (its first day's
 * chapter names them and tells a coming), a stay of theirs the narration counts on a day it has told runs from that
 * first day, and must count the days since it (a day either way for a count of days, half a week for weeks, which
 * narration rounds), when it is "here" or somewhere that chapter names. The subject is the protagonist by name, or
 * as "she" or "he" of their gender when the paragraph or the one before names them.
 */
export function stayReader(t: Reckoning, { slack }: DayReaders, protagonist: Character | undefined) {
  const { lang, cast, add } = t;
  /** Whether the first day's chapter tells the protagonist coming: read once, when the first day is known. */
  let cameFirst: boolean | undefined;
  return (chapter: Chapter, s: Sentence, reckoned: number | undefined, near: ReadonlySet<Character>) => {
    const firstDay = t.firstDay;
    if (!protagonist || !firstDay || reckoned === undefined) return;
    const stay = stayCounted(s.narration, lang);
    if (!stay || lang.countNotToday.test(s.narration)) return;
    const gender = subjectGender(stay.subject, lang);
    const who = gender
      ? gender === protagonist.gender && near.has(protagonist)
      : mentions(stay.subject, cast).some((n) => n.character === protagonist);
    if (!who) return;
    // "She had been a week in London": a stay somewhere the first day never names began later, on a journey.
    if (stay.place && !namesWord(firstDay.chapter, stay.place)) return;
    cameFirst ??=
      lang.comingVerbs.some((verb) => toldIn(firstDay.chapter, verb, lang)) &&
      firstDay.chapter.paragraphs.some((p) =>
        p.sentences.some((x) => mentions(x.narration, cast).some((n) => n.character === protagonist)),
      );
    const since = reckoned - firstDay.days;
    if (!cameFirst || since <= 0 || Math.abs(since - stay.days) <= slack(stay.unit, false)) return;
    add(
      chapter,
      s,
      `"${stay.words}" counts ${stay.days} days, but ${protagonist.name} came on the story's first day, ${dateOfDays(firstDay.days, lang)} (${firstDay.file}:${firstDay.line}), ${since} days before ${dateOfDays(reckoned, lang)}`,
      0.6,
      { file: firstDay.file, line: firstDay.line, evidence: firstDay.evidence },
    );
  };
}

/** Whether a chapter's prose names a word ("the mountain"), in any case. */
function namesWord(chapter: Chapter, word: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu');
  return chapter.paragraphs.some((p) => p.kind === 'prose' && pattern.test(p.text));
}
