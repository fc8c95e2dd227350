import { mentions } from '../cast.js';
import { dayCount, validDay, weekdayOf, weekdaysIn } from '../dates.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Character, Sentence } from '../types.js';
import {
  cap,
  countOf,
  type DayReaders,
  type DayTold,
  dateOfDays,
  dayCountIn,
  dayName,
  type Reckoning,
  toldIn,
  unitDays,
} from './timelineDays.js';

/**
 * Goings and comings in the story's calendar: the days counted since the story's first coming, since one named left,
 * since the going told last, and "not eight weeks ago" counted back into a month, against the days told.
 */
export function goingReader(t: Reckoning, { countDay, ownDay, spanOf, slack, namedAll }: DayReaders) {
  const { lang, cast, add } = t;
  /**
   * "Four weeks to the day since I drove up", "five weeks and three days since he came in", in speech or narration:
   * when the story opened on that coming (its first day's chapter tells it with the same verb: "she drove", "the bus
   * left me at the crossroads"), the count back from the day reckoned must land on that first day. A day either way
   * is the reckoning's (a night that runs past midnight).
   */
  const sinceArrival = (chapter: Chapter, s: Sentence) => {
    const firstDay = t.firstDay;
    const reckon = t.reckon;
    if (reckon === undefined || !firstDay || !lang.countHint.test(s.text)) return;
    const m = lang.sinceArrival.exec(s.text);
    if (!m) return;
    // Its own sentence only: a sentence as read may hold a whole speech ("…since I drove up. I was going to stay").
    const at = m.index ?? 0;
    const own = `${s.text.slice(0, at).split(/[.!?]/).at(-1) ?? ''}${s.text.slice(at).split(/[.!?]/)[0] ?? ''}`;
    if (lang.countNotToday.test(own)) return;
    const days = countOf(m[1] as string, lang) * unitDays(m[2] as string, lang) + (m[3] ? countOf(m[3], lang) : 0);
    const verb = (m[5] ?? m[6]) as string;
    if (days === 0 || !toldIn(firstDay.chapter, verb, lang) || Math.abs(firstDay.days + days - reckon) < 2) return;
    add(
      chapter,
      s,
      `"${m[0]}" counts back from ${dateOfDays(reckon, lang)} to ${dateOfDays(reckon - days, lang)}, but the coming it counts from is the story's first day, ${dateOfDays(firstDay.days, lang)} (${firstDay.file}:${firstDay.line})`,
      0.6,
      { file: firstDay.file, line: firstDay.line, evidence: firstDay.evidence },
    );
  };
  /** The last going away told of each one named, with its day ("Bento left on the seven o'clock bus"). */
  const departures = new Map<Character, DayTold>();
  /** A going away on the day its sentence names, or on the day the scene told or counted (`present`). */
  // Built once for the book: a pattern compiled again for every sentence costs more than reading it.
  const leftOnAll = new RegExp(lang.leftOn.source, `${lang.leftOn.flags.replace('g', '')}g`);
  const leftTold = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    for (const m of s.narration.matchAll(leftOnAll)) {
      const own = ownDay(s.narration);
      // With no date of its own, the going is the present's, moved on by its count ("The next morning Ada left"),
      // unless the sentence names a weekday ("Ada left on Monday": which one is not known) or tells another time
      // ("the morning after Ada left", "since Ada left").
      const at = (m.index ?? 0) + m[0].length;
      const unsure = weekdaysIn(s.narration, lang).length > 0 || lang.notNow.test(s.narration.slice(0, at));
      const days = own ?? (present === undefined || unsure ? undefined : present + dayCountIn(s.narration, lang).days);
      if (days === undefined) continue;
      lastGoing = { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) };
      for (const who of namedAll(m[1] as string)) departures.set(who, lastGoing);
    }
    // A journey with its own date: "Leo went to the ice a week after the funeral, on Thursday, the tenth of March".
    const journey = lang.journeyOn.exec(s.narration);
    const own = journey ? ownDay(s.narration) : undefined;
    if (!journey || own === undefined) return;
    lastGoing = { days: own, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) };
    for (const who of namedAll(journey[1] as string)) departures.set(who, lastGoing);
  };
  /** The going told last, whoever's: what "since he left", "since she had taken them away" counts from. */
  let lastGoing: DayTold | undefined;
  /**
   * "five weeks to the day since she had taken them away": a count since a going that names no one is held to the
   * going told last, on the day its sentence names before it (or the day reckoned).
   */
  const sinceGone = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (!lastGoing || !lang.countHint.test(s.narration)) return;
    const m = lang.sinceGone.exec(s.narration);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const said = spanOf(m[1], m[2], m[3]);
    const left = lastGoing;
    if (day === undefined || said === 0 || day <= left.days) return;
    if (Math.abs(day - left.days - said) <= slack(m[2], m[4] !== undefined)) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(day - said, lang)}, but the going told last is on ${dateOfDays(left.days, lang)} (${left.file}:${left.line})`,
      0.55,
      { file: left.file, line: left.line, evidence: left.evidence },
    );
  };
  /**
   * "Bento had been gone three weeks", "a fortnight since Ada left": the days since the going told with its day must be
   * the days counted, on the day reckoned (or the day its sentence names before the count).
   */
  const goneCount = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (departures.size === 0 || !lang.countHint.test(s.text)) return;
    // In speech too: "Bento's been gone eleven days," Lucia said.
    const m = lang.goneFor.exec(s.text);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const [name, count, unit, extra, toTheDay] =
      m[1] !== undefined ? [m[1], m[2], m[3], m[4], m[5]] : [m[10], m[6], m[7], m[8], m[9]];
    const who = mentions(name as string, cast)[0]?.character;
    const left = who ? departures.get(who) : undefined;
    const said = spanOf(count, unit, extra);
    if (!who || !left || day === undefined || said === 0 || day <= left.days) return;
    if (Math.abs(day - left.days - said) <= slack(unit, toTheDay !== undefined)) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts ${said} days, but ${who.name} left on ${dateOfDays(left.days, lang)} (${left.file}:${left.line}), ${day - left.days} days before ${dateOfDays(day, lang)}`,
      0.6,
      { file: left.file, line: left.line, evidence: left.evidence },
    );
  };
  /**
   * "that Monday in November, not eight weeks ago": counted back from the day reckoned, the count must reach that
   * month (on that weekday, when it names one). "Not", "nearly" bound it from above ("not eight weeks": seven to
   * eight), "over" from below.
   */
  const agoInMonth = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (reckoned === undefined || !lang.countHint.test(s.narration)) return;
    const m = lang.agoInMonth.exec(s.narration);
    if (!m) return;
    const [weekdayWord, monthWord, bound, count, unit, extra] =
      m[2] !== undefined ? [m[1], m[2], m[3], m[4], m[5], m[6]] : [m[11], m[12], m[7], m[8], m[9], m[10]];
    const said = spanOf(count, unit, extra);
    const month = lang.months.indexOf((monthWord as string).toLowerCase()) + 1;
    const weekday = weekdayWord ? lang.weekdays.indexOf(weekdayWord.toLowerCase()) : -1;
    const day = reckoned;
    if (said === 0) return;
    // Stryker disable next-line ConditionalExpression: agoInMonth reads only the month names lang.months lists, so month is never 0
    if (month === 0) return;
    const unitLength = unitDays(unit ?? '', lang);
    const [lo, hi] =
      bound && lang.countsUnder.test(bound)
        ? [said - Math.max(unitLength, 3), said + 1]
        : bound && lang.countsOver.test(bound)
          ? [said - 1, said + Math.max(unitLength, 3)]
          : [said - slack(unit, false), said + slack(unit, false)];
    const year = new Date(day * 86_400_000).getUTCFullYear();
    // The month named, in this year or the one before: every day of it (on its weekday) before the day reckoned.
    const candidates = [year - 1, year].flatMap((y) =>
      Array.from({ length: 31 }, (_, i) => i + 1)
        .filter((d) => validDay(y, month, d) && (weekday < 0 || weekdayOf(y, month, d) === weekday))
        .map((d) => dayCount(y, month, d))
        .filter((d) => d < day && day - d < 366),
    );
    if (candidates.length === 0 || candidates.some((d) => day - d >= lo && day - d <= hi)) return;
    add(
      chapter,
      s,
      // Stryker disable next-line MethodExpression: English's agoInMonth opens on a word and ends on "ago" or a month, so its match has no space at either end to trim
      `"${m[0].trim()}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(day - said, lang)}, not in ${cap(monthWord as string)}${weekday >= 0 ? ` nor on a ${dayName(lang, weekday)}` : ''}`,
      0.6,
    );
  };
  return { sinceArrival, leftTold, sinceGone, goneCount, agoInMonth };
}
