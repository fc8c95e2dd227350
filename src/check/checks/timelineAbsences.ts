import { mentions } from '../cast.js';
import { datesIn, dayCount, daysOfMonthIn, monthOfWeekday, weekdayDaysIn, weekdaysIn } from '../dates.js';
import { subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Character, Paragraph, Sentence } from '../types.js';
import { isActionVerb } from '../verbs.js';
import { bibleAbsences, type Stay } from './absences.js';
import { dateOfDays, nextWeekday, type Reckoning, yearOf } from './timelineDays.js';

/** Longer than this is no absence the story can be held to: as the bible's (bibleAbsence.ts). */
const LONGEST_DAYS = 62;

/**
 * Absences in the story's calendar: one's own word of being away ("I'm back Wednesday the sixteenth") and the bible's
 * record of it, against the absent acting in the narration on a day of the absence.
 */
export function absenceReader(t: Reckoning) {
  const { lang, cast, baseYear, findings } = t;
  /** Absences told in one's own words ("I'm back Wednesday the sixteenth"), by their days. */
  const stays = new Map<Character, Stay>();
  /** Absences the bible records, in the story's year: each is held against the text once. */
  const bibleStays = bibleAbsences(cast, baseYear, lang);
  /**
   * One's own word of being away until a day ("I'll stay down for that and come back up on Monday", "I'm back
   * Wednesday the sixteenth"), said on the day reckoned: away from the next day (or the day said, "away from
   * Wednesday") until that one, three weeks at most.
   */
  const ownAbsence = (speaker: Character | undefined, text: string, chapter: Chapter, line: number) => {
    const reckon = t.reckon;
    if (reckon === undefined || !speaker) return;
    const back = lang.ownReturn.exec(text);
    if (!back) return ownSpanAbsence(speaker, text, chapter, line);
    const weekday = lang.weekdays.indexOf((back[1] as string).toLowerCase());
    const at = (back.index ?? 0) + back[0].length - (back[1] as string).length;
    const dated = weekdayDaysIn(text.slice(at), lang)[0];
    const month = dated && dated.index === 0 && t.last ? monthOfWeekday(dated.day, dated.weekday, t.last) : undefined;
    // The day it begins: "away from Wednesday"; "Monday, with Evan. … I will be back up on the Saturday" (a weekday
    // opening a sentence before the return: the going, the day after which they are away); "away next week".
    const start = lang.ownFrom.exec(text)?.[1];
    // "'Saturday,' he said … 'I'll be back Saturday night'": a weekday opening the speech that is the return's own is
    // the answer to when, not the day of going.
    const said = lang.ownStartDay.exec(text.slice(0, back.index));
    const opening = said && (said[1] as string).toLowerCase() !== (back[1] as string).toLowerCase() ? said : null;
    const from = start
      ? nextWeekday(reckon, lang.weekdays.indexOf(start.toLowerCase()))
      : opening
        ? nextWeekday(reckon, lang.weekdays.indexOf((opening[1] as string).toLowerCase())) + 1
        : lang.ownNextWeek.test(text)
          ? nextWeekday(reckon, 1)
          : reckon + 1;
    // The return is the first such weekday from the start on ("away next week … back on Thursday": that week's).
    const until =
      month && dated ? dayCount(month.year, month.month, dated.day) : nextWeekday(Math.max(reckon, from - 1), weekday);
    if (until <= from || until - from > 21) return;
    stays.set(speaker, { from, until, file: chapter.file, line, evidence: evidenceOf(text) });
  };
  /** A weekday with its day of the month or not ("Monday the fourth", "Friday"): its day, on or after `from`. */
  const spanDay = (part: string, from: number): number | undefined => {
    const dated = weekdayDaysIn(part, lang)[0];
    const month = dated && t.last ? monthOfWeekday(dated.day, dated.weekday, t.last) : undefined;
    if (dated) return month ? dayCount(month.year, month.month, dated.day) : undefined;
    const weekday = weekdaysIn(part, lang)[0];
    return weekday ? nextWeekday(from - 1, weekday.weekday) : undefined;
  };
  /**
   * One's own word of being away for a span of days, with no return said ("I'm away the first week in February.
   * Toronto. Monday the fourth to Friday the eighth."): away from its first day, and taken as back on its last (the
   * last day may be the journey home), three weeks at most, and not begun before the day it is said on.
   */
  const ownSpanAbsence = (speaker: Character | undefined, text: string, chapter: Chapter, line: number) => {
    const reckon = t.reckon;
    if (reckon === undefined || !speaker || !lang.ownAway.test(text)) return;
    const span = lang.ownSpan.exec(text);
    if (!span) return;
    const from = spanDay(span[1] as string, reckon + 1);
    const until = from === undefined ? undefined : spanDay(span[2] as string, from + 1);
    if (from === undefined || until === undefined || from <= reckon || until <= from || until - from > 21) return;
    stays.set(speaker, { from, until, file: chapter.file, line, evidence: evidenceOf(text) });
  };
  /** The absent acting in the narration on a day of their absence: named, then a verb of doing. */
  const awayYetHere = (chapter: Chapter, s: Sentence) => {
    const reckon = t.reckon;
    if (reckon === undefined || (stays.size === 0 && bibleStays.size === 0)) return;
    const far = new RegExp(lang.reading.fromAfar.source, lang.reading.fromAfar.flags.replace('g', ''));
    const named = mentions(s.narration, cast);
    for (const [i, n] of named.entries()) {
      const day = reckon;
      const stay = [stays.get(n.character), ...(bibleStays.get(n.character) ?? [])].find(
        (x) => x !== undefined && day >= x.from && day < x.until,
      );
      if (!stay) continue;
      // "my brother Lucho, who has come up from the port, is carrying them down": the verb after the relative clause.
      // "the foreman himself came down the line": the verb after the word that stresses who.
      const rest = s.narration
        .slice(n.index + n.name.length)
        .replace(lang.reading.relativeAside, ' ')
        .replace(lang.reading.selfAfterName, '');
      // Their own part of the sentence: from the end of the name before theirs to the end of their clause ("Inês
      // called a break, and Rosa sat on the stage, and the boy hummed something from the radio": the call is Inês's,
      // the radio the boy's).
      const prior = named[i - 1];
      const lead = s.narration.slice(prior ? prior.index + prior.name.length : 0, n.index);
      const breaks = [...lead.matchAll(new RegExp(lang.reading.clauseNext.source, 'g'))].at(-1);
      const clauseEnd = lang.reading.clauseNext.exec(rest);
      const own =
        lead.slice(breaks ? (breaks.index ?? 0) + breaks[0].length : 0) +
        rest.slice(0, clauseEnd ? clauseEnd.index : rest.length);
      // "as I had on the night Bento sold me the bicycle": a clause of another time.
      if (lang.reading.anotherTimeBefore.test(lead)) continue;
      const verb = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      // Going about where one is ("came down the stairs from his office") is presence; going to somewhere is not.
      // Where the going goes is in its own clause: "came down the line behind us, and stopped at station fourteen"
      // is about the room, whatever the next clause names.
      const motion = rest.slice(0, clauseEnd ? clauseEnd.index : rest.length);
      const local = lang.localMotion.test(rest) && !lang.journeyOff.test(motion.split(/[.;!?]/)[0] ?? '');
      // "Rosa was sitting on the edge of the stage": there, with "to be"; "Rosa had the script open on her knee".
      const being = lang.reading.presentBeing.test(rest) || lang.reading.presentHolding.test(rest);
      if (!verb || (!local && !being && (!isActionVerb(verb, lang) || lang.speech.has(verb)))) continue;
      // Going or coming is no presence: "On the Tuesday Dr. Bell went to Hobart". Coming somewhere near, then doing
      // a thing there in the same clause is: "came down to the engine house and stood listening", "came over to the
      // bench and said so" (a word said where one has come is said there, no call from afar).
      const ownRest = motion;
      const then = lang.reading.thenActs.exec(ownRest)?.[1];
      const arrivedAndActs =
        then !== undefined &&
        isActionVerb(then, lang) &&
        !lang.journeyVerb.test(then) &&
        !lang.journeyOff.test(ownRest.slice(0, ownRest.indexOf(` ${then}`)));
      if (!local && lang.journeyVerb.test(verb) && !arrivedAndActs) continue;
      // "Pryce telephones from the valley", "writes to her": word from afar; "writes up the readings": a deed here.
      const farVerb = far.test(verb);
      if (farVerb ? lang.fromAfarAfter.test(rest.slice(rest.indexOf(verb) + verb.length)) : far.test(own)) continue;
      findings.push({
        file: chapter.file,
        line: s.line,
        category: 'place',
        message: `${n.name} acts here on ${dateOfDays(reckon, lang)}, but ${stay.file}:${stay.line} has them away from ${dateOfDays(stay.leaves ?? stay.from, lang)} until ${dateOfDays(stay.until, lang)}`,
        evidence: evidenceOf(s.text),
        confidence: 0.65,
        against: { file: stay.file, line: stay.line, evidence: stay.evidence },
      });
      if (stay === stays.get(n.character)) stays.delete(n.character);
      else bibleStays.set(n.character, bibleStays.get(n.character)?.filter((x) => x !== stay) ?? []);
    }
  };
  /**
   * A going told on its day in the narration ("Leo went to the ice a week after the funeral, on Thursday, the tenth
   * of March"), waiting in its paragraph for how long it is to last ("he would be gone, he said, five weeks").
   */
  let going:
    | {
        character: Character;
        from: number;
        file: string;
        line: number;
        evidence: string;
        /** Its paragraph, and the one after it once reached: a hard-wrapped paragraph runs over many lines. */
        paragraph: Paragraph;
        next?: Paragraph;
        /** Told with no day of its own, on the day reckoned: held only by the day of return said with it. */
        undated?: true;
      }
    | undefined;
  /**
   * A sentence that tells its own day ("on Thursday, the tenth of March"): one named in it going off from here on that
   * day. The day is the sentence's, not the one reckoned: a going is often told from a little before or after.
   */
  const toldGoing = (chapter: Chapter, p: Paragraph, s: Sentence) => {
    const from = dayTold(s.narration);
    if (from === undefined) return goneFor(chapter, p, s);
    goneOff(chapter, p, s, from, false);
    goneFor(chapter, p, s);
  };
  /** One named going off from here on a day ("Leo went to the ice", "Bento left on the seven o'clock bus"). */
  const goneOff = (chapter: Chapter, p: Paragraph, s: Sentence, from: number, undated: boolean) => {
    for (const n of mentions(s.narration, cast))
      if (lang.reading.goneOff.test(s.narration.slice(n.index + n.name.length)))
        going = {
          character: n.character,
          from,
          file: chapter.file,
          line: s.line,
          evidence: evidenceOf(s.text),
          paragraph: p,
          ...(undated ? { undated: true as const } : {}),
        };
  };
  /**
   * "**Monday 27 November 1961.** Bento left on the seven o'clock bus": a going with no day of its own is on the day
   * reckoned, and only the day of return told with it ("Back on the eighth, he said") holds it: a length alone ("he
   * would be gone five weeks") may be of another day's going.
   */
  const undatedGoing = (chapter: Chapter, p: Paragraph, s: Sentence) => {
    if (t.reckon === undefined) return;
    // Whether anyone goes first: most sentences tell no going, and the day a sentence tells costs more to read.
    const goes = mentions(s.narration, cast).some((n) =>
      lang.reading.goneOff.test(s.narration.slice(n.index + n.name.length)),
    );
    if (goes && dayTold(s.narration) === undefined) goneOff(chapter, p, s, t.reckon, true);
  };
  /**
   * The one day a sentence tells: a date ("Thursday, the tenth of March"), or a weekday with its day of the month
   * ("On the Monday, the eighteenth") in the month the story last told or the next.
   */
  const dayTold = (text: string): number | undefined => {
    const dates = datesIn(text, lang);
    const date = dates.length === 1 ? dates[0] : undefined;
    const year = date ? (date.year ?? yearOf(date, t.latest, t.baseYear)) : undefined;
    if (date && year !== undefined) return dayCount(year, date.month, date.day);
    const dated = weekdayDaysIn(text, lang);
    const one = dates.length === 0 && dated.length === 1 ? dated[0] : undefined;
    const month = one && t.last ? monthOfWeekday(one.day, one.weekday, t.last) : undefined;
    return one && month ? dayCount(month.year, month.month, one.day) : undefined;
  };
  /**
   * How long the going waiting in this paragraph is to last: away from the day after it until that many days on
   * (the last may be the journey home), at most as long as a bible's absence may be. No one else may be the one gone.
   */
  const goneFor = (chapter: Chapter, p: Paragraph, s: Sentence) => {
    if (!going) return;
    // Its paragraph, or the one after it ("On the Monday the foreman went to Reykjavík." and then why, and for how
    // long).
    if (going.file === chapter.file && going.paragraph !== p && going.next === undefined) going.next = p;
    if (going.file !== chapter.file || (going.paragraph !== p && going.next !== p)) {
      going = undefined;
      return;
    }
    // "Back on the eighth, he said": the day it ends, said of the one gone (no one else named in the sentence).
    const back = returnDay(s.narration, going.from, lang);
    const gone = going.character;
    if (back !== undefined && mentions(s.narration, cast).every((n) => n.character === gone)) {
      stays.set(gone, {
        from: going.from + 1,
        leaves: going.from,
        until: back,
        file: going.file,
        line: going.line,
        evidence: going.evidence,
      });
      going = undefined;
      return;
    }
    if (going.undated) return;
    const length = lang.reading.goneLength.exec(s.narration);
    if (!length) return;
    // The one to be gone is the one who went: "he would be gone" of him, "Rose would be away" of Rose.
    const who = length[1] as string;
    const gender = subjectGender(who, lang);
    const named = mentions(who, cast)[0]?.character;
    const same = named
      ? named === going.character
      : gender !== undefined && (going.character.gender ?? gender) === gender;
    if (!same) return;
    const count = /^\d/.test(length[2] as string)
      ? Number(length[2])
      : (lang.numbers.get((length[2] as string).toLowerCase()) ?? 1);
    const unit = length[3] as string;
    const days =
      count *
      (lang.reading.spanWeek.test(unit)
        ? 7
        : lang.reading.spanFortnight.test(unit)
          ? 14
          : lang.reading.spanMonth.test(unit)
            ? 30
            : 1);
    if (days < 2 || days > LONGEST_DAYS) return;
    stays.set(going.character, {
      from: going.from + 1,
      leaves: going.from,
      until: going.from + days,
      file: going.file,
      line: going.line,
      evidence: going.evidence,
    });
    going = undefined;
  };
  /** One named coming back ("Leo came back early, on the Friday"): an absence told in the text is over. */
  const cameBack = (s: Sentence) => {
    if (stays.size === 0) return;
    for (const n of mentions(s.narration, cast))
      if (lang.reading.cameBack.test(s.narration.slice(n.index + n.name.length))) stays.delete(n.character);
  };
  /** How many absences told in speech are held: past fifty, the book says "back on Monday" of routine, not of a stay. */
  const told = () => stays.size;
  return { ownAbsence, awayYetHere, told, toldGoing, undatedGoing, goneFor, cameBack };
}

/** The most words the day of a return is said in ("Friday the 8th", "the Sunday after, the twenty-fifth" is more). */
const RETURN_WORDS = 4;

/**
 * The day a going from `from` (a day count) ends, when the sentence says it: "Back on the eighth" (the next eighth
 * after it), "back Friday the 8th", "home again on the Friday" (the next Friday after it), within as long as a bible's
 * absence may be. The day must be all the words after "back", to the clause's end: "back on the boat on the eighth"
 * says how, not when.
 */
export function returnDay(text: string, from: number, lang: Language): number | undefined {
  const back = lang.reading.backOn.exec(text);
  if (!back) return undefined;
  const clause = text.slice((back.index ?? 0) + back[0].length).split(/[,.;:!?—–]/)[0] ?? '';
  if (clause.trim() === '' || clause.trim().split(/\s+/).length > RETURN_WORDS) return undefined;
  // The ordinal read alone needs a stop after it ("the eighth,"): the clause is cut there.
  const piece = `${clause.trim()}.`;
  const start = new Date(from * 86_400_000);
  /** The first day after `from` that is this day of the month: in its month, or the month after. */
  const ofMonth = (day: number) => {
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + 1;
    const same = dayCount(year, month, day);
    return same > from && new Date(same * 86_400_000).getUTCDate() === day ? same : dayCount(year, month + 1, day);
  };
  const dated = weekdayDaysIn(piece, lang)[0];
  const monthDay = daysOfMonthIn(piece, lang)[0];
  const weekday = weekdaysIn(piece, lang)[0];
  const until = dated
    ? ofMonth(dated.day)
    : monthDay !== undefined
      ? ofMonth(monthDay)
      : weekday
        ? nextWeekday(from, weekday.weekday)
        : undefined;
  return until !== undefined && until - from >= 2 && until - from <= LONGEST_DAYS ? until : undefined;
}
