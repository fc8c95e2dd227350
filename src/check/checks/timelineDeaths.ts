import { mentions } from '../cast.js';
import { datesIn, dayCount, monthOfWeekday, weekdayDaysIn } from '../dates.js';
import { objectGender, subjectGender } from '../facts.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Character, Paragraph, Sentence } from '../types.js';
import { isActionVerb } from '../verbs.js';
import {
  countOf,
  type DayReaders,
  type DayTold,
  dateOfDays,
  monthName,
  type Reckoning,
  unitDays,
  yearOf,
} from './timelineDays.js';

/** How many days before a death "the funeral" naming no one may be dated and still be that death's (a slip). */
const AFTER_DEATH_REACH = 14;

/**
 * Deaths in the story's calendar: a death dated before a day its person was told alive; funerals, burials, inquests and
 * wills dated against the death; counts "since he died", "since we buried her" against the days told.
 */
export function deathReader(t: Reckoning, { countDay, ownDay, spanOf, slack, namedAll }: DayReaders) {
  const { lang, cast, add } = t;
  /** The latest day of the story's present on which each character was told acting (named, then a verb). */
  const alive = new Map<Character, DayTold>();
  const seenAlive = (s: Sentence, days: number, file: string) => {
    for (const n of mentions(s.narration, cast)) {
      const rest = s.narration.slice(n.index + n.name.length);
      const verb = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      if (!verb || !isActionVerb(verb, lang) || lang.deathAfter.test(rest)) continue;
      const was = alive.get(n.character);
      if (!was || days > was.days) alive.set(n.character, { days, file, line: s.line, evidence: evidenceOf(s.text) });
    }
  };
  /** "Ada died on the 16th of March": a death dated before a day the present showed them alive and acting. */
  const deathDated = (chapter: Chapter, s: Sentence) => {
    for (const n of mentions(s.narration, cast)) {
      const end = n.index + n.name.length;
      if (!lang.deathAfter.test(s.narration.slice(end))) continue;
      const was = alive.get(n.character);
      const date = datesIn(s.narration, lang).find((d) => d.index > end);
      if (!was || !date) continue;
      const year = date.year ?? yearOf(date, t.latest, t.baseYear);
      if (year === undefined || dayCount(year, date.month, date.day) >= was.days) continue;
      add(
        chapter,
        s,
        `${n.name}'s death is dated ${date.day} ${monthName(lang, date.month)} ${year} here, but ${was.file}:${was.line} tells them alive and acting on a later day`,
        0.7,
        { file: was.file, line: was.line, evidence: was.evidence },
      );
    }
  };
  /**
   * What follows a name when it goes on to tell the death, from the verb: at once ("Ada died"), or past what is said of
   * them between commas, the fewest that reach the verb ("Marc Gagnon, channel man, of St. Georges, drowned").
   */
  const deathTold = (after: string): string | undefined => {
    if (lang.deathTold.test(after)) return after;
    const chunks = lang.deathApposition.exec(after)?.[0].split(',') ?? [];
    for (let k = 2; k < chunks.length; k++) {
      const rest = after.slice(chunks.slice(0, k).join(',').length + 1);
      if (lang.deathTold.test(rest)) return rest;
    }
    return undefined;
  };
  /** Deaths the narration tells as they happen, with the day of the story they fall on (the first telling). */
  const deaths = new Map<Character, DayTold>();
  /** The death told last, in reading order: whose "the funeral" is, when the sentence names no one. */
  let lastDeath: Character | undefined;
  /** Funerals, burials, inquests dated in the text (speech too): held to the death they follow once all are read. */
  const afterDeaths: Array<{
    days: number;
    owner?: Character;
    recent?: Character;
    what: string;
    chapter: Chapter;
    s: Sentence;
  }> = [];
  /** A death the sentence's narration tells as it happens ("Evan dies at ten to midnight"), on the day told last. */
  const deathToday = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    if (!lang.deathHint.test(s.narration)) return;
    for (const n of mentions(s.narration, cast)) {
      if (deaths.has(n.character)) continue;
      // "Marc Gagnon, channel man, of St. Georges, drowned": the death told past what is said of the one who died.
      const rest = deathTold(s.narration.slice(n.index + n.name.length));
      if (rest === undefined || lang.deathLongAgo.test(s.narration)) continue;
      if (lang.deathDoubt.test(s.narration.slice(0, n.index))) continue;
      const date = datesIn(rest, lang)[0];
      const year = date ? (date.year ?? yearOf(date, t.latest, t.baseYear)) : undefined;
      const days = date ? (year === undefined ? undefined : dayCount(year, date.month, date.day)) : present;
      if (days === undefined) continue;
      deaths.set(n.character, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
      lastDeath = n.character;
    }
  };
  /**
   * A death a paper quoted tells with its day, of the one person it names before ("LINDEMANN, Margarethe. Born in
   * Hamburg, 1862. Died in this city, Sunday 11 October 1936"; "…, died at his stall on Thursday 22 July 2004"): the day
   * the narration did not tell, which a funeral or a count is held to.
   */
  const deathInPaper = (chapter: Chapter, p: Paragraph) => {
    if (!lang.deathHint.test(p.text)) return;
    for (const [i, s] of p.sentences.entries()) {
      const verb = lang.deathInPaper.exec(s.text);
      if (!verb) continue;
      const at = verb.index ?? 0;
      // The one its sentence names nearest before the verb ("Mr. Walsh died peacefully…"); with none, the one the
      // notice's heading names, in a sentence of its own ("**BENAVENTE ARAYA, Elías.** Fisherman…, died…").
      const own = mentions(s.text.slice(0, at), cast).at(-1)?.character;
      const heading = p.sentences
        .slice(0, i)
        .map((x) => x.text)
        .join(' ');
      const before = new Set(mentions(heading, cast).map((n) => n.character));
      const dead = own ?? (before.size === 1 ? [...before][0] : undefined);
      // Its day soon after the verb ("died on 4 May 1889", "died at his home, Rathmore, on the night of Tuesday, the
      // 11th of October"), not one further on.
      const date = datesIn(s.text.slice(at), lang).find((d) => d.index < 80);
      const year = date ? (date.year ?? yearOf(date, t.latest, t.baseYear)) : undefined;
      if (!dead || !date || year === undefined || deaths.has(dead)) return;
      const days = dayCount(year, date.month, date.day);
      deaths.set(dead, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
      lastDeath = dead;
      return;
    }
  };
  /** "It is ten days since Evan Jenkins died": the count from a death told with its day must land on the day reckoned. */
  const sinceDeath = (chapter: Chapter, s: Sentence) => {
    const reckon = t.reckon;
    // Stryker disable next-line ConditionalExpression: with no death told, the lookup below finds none and returns; the test saves the pattern's time
    if (reckon === undefined || deaths.size === 0) return;
    // "Five days after…" opening the sentence: its count in lower case, as the pattern has it.
    const m = lang.sinceDeath.exec(
      s.narration.replace(/^(\s*)(\p{Lu})(?=\p{Ll}+\s)/u, (_, a, b) => a + b.toLowerCase()),
    );
    if (!m) return;
    const [count, unit, who] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    const dead = mentions(who as string, cast)[0]?.character;
    const death = dead ? deaths.get(dead) : undefined;
    if (!dead || !death) return;
    const n = countOf(count as string, lang);
    const expected = death.days + n * unitDays(unit as string, lang);
    // A day either way is the reckoning's, not the text's (a death near midnight, a day told loosely).
    if (n === 0 || Math.abs(expected - reckon) < 2) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts from ${dateOfDays(death.days, lang)} (${death.file}:${death.line}) to ${dateOfDays(expected, lang)}, but the story is at ${dateOfDays(reckon, lang)}`,
      0.6,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  };
  /**
   * "He dies on Friday the fourteenth of February, … two weeks and a day after Marc Gagnon went into the river": a count
   * from a death told with its day, said on the day its sentence names before it (or the day reckoned), must land on
   * that death. A sentence sinceDeath reads is left to it.
   */
  const countFromDeath = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (deaths.size === 0 || !lang.countHint.test(s.narration)) return;
    const m = lang.countFromDeath.exec(s.narration);
    if (
      !m ||
      lang.sinceDeath.test(s.narration.replace(/^(\s*)(\p{Lu})(?=\p{Ll}+\s)/u, (_, a, b) => a + b.toLowerCase()))
    )
      return;
    const dead = namedAll(m[5] as string).find((c) => deaths.has(c));
    const death = dead ? deaths.get(dead) : undefined;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const said = spanOf(m[1], m[2], m[3]);
    if (!dead || !death || day === undefined || said === 0) return;
    const counted = day - said;
    if (Math.abs(counted - death.days) <= slack(m[2], m[4] !== undefined)) return;
    add(
      chapter,
      s,
      `"${m[0]}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(counted, lang)}, but ${dead.name} died on ${dateOfDays(death.days, lang)} (${death.file}:${death.line})`,
      0.65,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  };
  /** Burials told with their day ("They buried Con Walsh on the Saturday, the fifteenth of October"), by the buried. */
  const burials = new Map<Character, DayTold>();
  /** The one buried last, in reading order: whose a count "since they buried his father" is, by the kin word's sex. */
  let lastBurial: Character | undefined;
  const burialTold = (chapter: Chapter, s: Sentence) => {
    // Stryker disable next-line ConditionalExpression: a quick look; buriedOn matches only where "buried" or "to rest" is written
    if (!lang.burialHint.test(s.narration)) return;
    const m = lang.buriedOn.exec(s.narration);
    // Its day is the one the sentence names after the burial: "buried Ada on 4 May", "Ada was buried on the 4th of May".
    const days = m ? ownDay(s.narration.slice(m.index ?? 0)) : undefined;
    if (!m || days === undefined) return;
    for (const who of namedAll((m[1] ?? m[2] ?? m[3]) as string)) {
      if (!burials.has(who)) burials.set(who, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
      lastBurial = who;
    }
  };
  /**
   * "It is seventeen days since we buried her", "a fortnight to the day after we had buried Con": a count from a burial,
   * said on the day reckoned (or the day its sentence names before it). It must land on the burial told with its day;
   * with none told, it may not land before the death of the one buried (the death told last, for "the funeral", or
   * for "her" when the dead is known to be a woman).
   */
  const sinceBurial = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (!lang.burialHint.test(s.text) || !lang.countHint.test(s.text)) return;
    // In speech too: "It's three weeks since we buried him," she said — said on the day reckoned.
    const m = lang.sinceBurial.exec(s.text);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const said = spanOf(m[1], m[2], m[3]);
    if (day === undefined || said === 0) return;
    const named = m[5] ?? m[6] ?? m[7] ?? m[8];
    // "After they buried his father": the one buried last whom the kin word fits ("father" a man).
    const kin = m[9]?.toLowerCase();
    const kinGender = kin
      ? lang.reading.maleNouns.has(kin)
        ? 'male'
        : lang.reading.femaleNouns.has(kin)
          ? 'female'
          : undefined
      : undefined;
    const pronoun = named ? (subjectGender(named, lang) ?? objectGender(named, lang)) : kinGender;
    const recent =
      lastDeath ?? (kin ? lastBurial : undefined) ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined);
    const who =
      named && !pronoun
        ? mentions(named, cast)[0]?.character
        : recent && (!pronoun || recent.gender === pronoun)
          ? recent
          : undefined;
    if (!who) return;
    const counted = day - said;
    const burial = burials.get(who);
    const death = deaths.get(who);
    if (burial) {
      if (Math.abs(counted - burial.days) <= slack(m[2], m[4] !== undefined)) return;
      add(
        chapter,
        s,
        `"${m[0]}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(counted, lang)}, but ${who.name} was buried on ${dateOfDays(burial.days, lang)} (${burial.file}:${burial.line})`,
        0.65,
        { file: burial.file, line: burial.line, evidence: burial.evidence },
      );
    } else if (death && counted < death.days - slack(m[2], m[4] !== undefined))
      add(
        chapter,
        s,
        `"${m[0]}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(counted, lang)}, before ${who.name}'s death on ${dateOfDays(death.days, lang)} (${death.file}:${death.line})`,
        0.6,
        { file: death.file, line: death.line, evidence: death.evidence },
      );
  };
  /**
   * "The will was dated Friday, the fourteenth of October": a will is made by the living, so its date may not fall after
   * the death of the one whose it is (the one named, or for "the will", "his will", the one who died last).
   */
  const willDated = (chapter: Chapter, s: Sentence) => {
    // Stryker disable next-line ConditionalExpression: a quick skip; with no death known, the death looked up below is none and it returns there
    if (deaths.size === 0) return;
    const m = lang.willDated.exec(s.narration);
    if (!m) return;
    const date = datesIn(s.narration.slice((m.index ?? 0) + m[0].length), lang).find((d) => d.index < 40);
    const year = date ? (date.year ?? yearOf(date, t.latest, t.baseYear)) : undefined;
    const whose = m[1]
      ? mentions(m[1], cast)[0]?.character
      : (lastDeath ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined));
    const death = whose ? deaths.get(whose) : undefined;
    if (!date || year === undefined || !whose || !death) return;
    const days = dayCount(year, date.month, date.day);
    if (days <= death.days) return;
    add(
      chapter,
      s,
      `${whose.name}'s will is dated ${dateOfDays(days, lang)}, after the death ${death.file}:${death.line} tells on ${dateOfDays(death.days, lang)}`,
      0.65,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  };
  /** "The funeral is Saturday the nineteenth", "Walter's burial on 4 May", "the inquest will be tomorrow": its day. */
  const afterDeathDated = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: afterDeath matches only where afterDeathHint does, and with no match events is empty and nothing is pushed: the test only saves work
    if (!lang.afterDeathHint.test(s.text) || !lang.afterDeath.test(s.text)) return;
    const events = [...s.text.matchAll(new RegExp(lang.afterDeath.source, `${lang.afterDeath.flags}g`))];
    events.forEach((event, i) => {
      const whose = event[1] as string;
      const owner = /^\p{Lu}/u.test(whose) && whose.length > 3 ? mentions(whose, cast)[0]?.character : undefined;
      // "Mrs. Hale's funeral" of one the cast does not hold is another's.
      if (/['’]s$/.test(whose) && !owner) return;
      // Its day is said after it and before the next such event: "The inquest will be tomorrow; … The funeral is
      // Saturday the twenty-sixth".
      const at = event.index ?? 0;
      const end = events[i + 1]?.index ?? s.text.length;
      const part = s.text.slice(at, end);
      const date = datesIn(part, lang, true).find((d) => !d.alt);
      let days: number | undefined;
      if (date) {
        const year = date.year ?? yearOf(date, t.latest, t.baseYear);
        if (year !== undefined) days = dayCount(year, date.month, date.day);
      } else {
        const day = weekdayDaysIn(part, lang)[0];
        const month = day && t.last ? monthOfWeekday(day.day, day.weekday, t.last) : undefined;
        if (day && month) days = dayCount(month.year, month.month, day.day);
        else if (present !== undefined) {
          const word = (part.match(/\p{L}+/gu) ?? []).find((w) => lang.relativeDays.has(w.toLowerCase()));
          if (word) days = present + (lang.relativeDays.get(word.toLowerCase()) as number);
        }
      }
      if (days === undefined) return;
      afterDeaths.push({
        days,
        what: event[2] as string,
        chapter,
        s,
        ...(owner ? { owner } : {}),
        ...(lastDeath ? { recent: lastDeath } : {}),
      });
    });
  };
  /**
   * Once the book is read: a funeral, a burial, an inquest dated before the death it follows; one naming no one
   * follows the death told last before it (or the book's one death), when it falls within a fortnight of it: one
   * dated long before is another's.
   */
  const afterDeathsDone = () => {
    for (const e of afterDeaths) {
      const whose = e.owner ?? e.recent ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined);
      const death = whose ? deaths.get(whose) : undefined;
      if (!whose || !death || e.days >= death.days) continue;
      if (!e.owner && death.days - e.days > AFTER_DEATH_REACH) continue;
      add(
        e.chapter,
        e.s,
        `${whose.name}'s ${e.what} is dated ${dateOfDays(e.days, lang)} here, before the death ${death.file}:${death.line} tells on ${dateOfDays(death.days, lang)}`,
        e.owner ? 0.75 : 0.65,
        { file: death.file, line: death.line, evidence: death.evidence },
      );
    }
  };
  return {
    seenAlive,
    deathDated,
    deathToday,
    deathInPaper,
    sinceDeath,
    burialTold,
    sinceBurial,
    countFromDeath,
    willDated,
    afterDeathDated,
    afterDeathsDone,
  };
}
