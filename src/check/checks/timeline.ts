import { mentions } from '../cast.js';
import {
  calendarHint,
  type DateMention,
  dateHeading,
  datesIn,
  dayCount,
  daysOfMonthIn,
  daysOfThisMonthIn,
  monthNamedIn,
  monthOfWeekday,
  nextMonth,
  previousMonth,
  seasonIn,
  seasonOfMonth,
  validDay,
  weekdayDaysIn,
  weekdayOf,
  weekdaysIn,
} from '../dates.js';
import { lineAt, readFacts, spokenOf, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { chapterStrands, chapterYear, flashbackChapters } from '../storyYears.js';
import { evidenceOf, lineIn } from '../text.js';
import type { Chapter, Character, Finding, Manuscript, Paragraph, Sentence, Skipped, TimelineEntry } from '../types.js';
import { tenseOf } from '../verbs.js';
import { frameChapters } from './attributes.js';
import { numberedEntries, numberingSlips } from './numbering.js';
import { storyCalendar, weekdayBeside, yearlessAgree } from './storyCalendar.js';
import { absenceReader } from './timelineAbsences.js';
import {
  cap,
  dateOfDays,
  dayCountIn,
  dayName,
  dayReaders,
  monthName,
  nextWeekday,
  type Reckoning,
  type ToldDay,
  weekdayOfDays,
  yearOf,
  yearOfWeekday,
} from './timelineDays.js';
import { deathReader } from './timelineDeaths.js';
import { goingReader } from './timelineGoings.js';
import { newsBeforeDeath, spanBetweenDates, spanEdgeAfter, summedDaysOff } from './timelineSpans.js';
import { protagonistOf, stayReader } from './timelineStays.js';

export { storyYear, yearlessAgree, yearlessFit } from './storyCalendar.js';
export { dayCountIn, daysForward, yearOf } from './timelineDays.js';

/**
 * Timeline: a weekday that does not fall on the date beside it, and the
 * narration's "It was Sunday", "It was late autumn", "on the third day" or
 * a calendar date against the bible's Timeline for that chapter and against
 * the dates earlier chapters reached. Dialogue, memory and flashback may name
 * any day; only the narrator saying what day it is now is compared.
 */

interface Asserted {
  weekday?: number;
  season?: string;
  day?: number;
}

const assertions = new WeakMap<Language, { weekday: RegExp; season: RegExp; day: RegExp }>();

function assertionPatterns(lang: Language): { weekday: RegExp; season: RegExp; day: RegExp } {
  let found = assertions.get(lang);
  if (!found) {
    const days = lang.weekdays.map(cap).join('|');
    const ordinal = [...lang.ordinals.keys()].join('|');
    found = {
      weekday: new RegExp(`\\b${lang.weekdayNow}(${days})\\b`),
      season: lang.seasonNow,
      day: new RegExp(
        `\\b${lang.dayNow} (${ordinal}|\\d{1,3}${lang.ordinalSuffix}) ${lang.dayWord}\\b|\\b${lang.dayCounted}\\b`,
      ),
    };
    assertions.set(lang, found);
  }
  return found;
}

/** What a sentence of narration asserts about the story's present. */
export function assertedIn(narration: string, lang: Language): Asserted {
  const out: Asserted = {};
  const patterns = assertionPatterns(lang);
  const weekday = patterns.weekday.exec(narration);
  if (weekday) out.weekday = lang.weekdays.indexOf((weekday[1] as string).toLowerCase());
  const season = patterns.season.exec(narration);
  if (season) out.season = lang.seasons.get(season[1] as string) as string;
  const day = patterns.day.exec(narration);
  if (day) {
    const n = day[2] ? Number(day[2]) : (lang.ordinals.get(day[1] as string) ?? Number.parseInt(day[1] as string, 10));
    if (Number.isFinite(n)) out.day = n;
  }
  return out;
}

/**
 * The bible's Timeline entries for a chapter that give it a day or a season. An entry that names more than one
 * chapter ("Walter dies | ch. 1–2", "round the light | ch. 4, 9") says where an event is told, not the chapter's
 * own day, and counts only when no entry names this chapter alone.
 */
function entriesFor(m: Manuscript, chapter: Chapter, lang: Language): TimelineEntry[] {
  const dated = m.bible.timeline.filter(
    (e) => e.chapter === chapter.number && (e.weekday !== undefined || e.date || e.season || e.day),
  );
  const chapters = (e: TimelineEntry) => (e.text.match(lang.bible.chapterRefs.every) ?? []).length;
  const alone = dated.filter((e) => chapters(e) <= 1 && !lang.bible.chapterSpan.test(e.text));
  return alone.length > 0 ? alone : dated;
}

/**
 * The first of a chapter's entries that gives a value the narration's differs from, when none gives the narration's:
 * a chapter that spans a Thursday and a Saturday is on either.
 */
function againstAll<T>(
  entries: readonly TimelineEntry[],
  value: T | undefined,
  of: (e: TimelineEntry) => T | undefined,
) {
  if (value === undefined) return undefined;
  const given = entries.filter((e) => of(e) !== undefined);
  return given.some((e) => of(e) === value) ? undefined : given[0];
}

function seasonOf(entry: TimelineEntry): string | undefined {
  return entry.season ?? (entry.date ? seasonOfMonth(entry.date.month) : undefined);
}

function weekdayOfEntry(entry: TimelineEntry): number | undefined {
  if (entry.weekday !== undefined) return entry.weekday;
  return entry.date?.year ? weekdayOf(entry.date.year, entry.date.month, entry.date.day) : undefined;
}

/** What the reading of one time of the story has reached, kept while the other time's chapters are read. */
type Clock = Pick<Reckoning, 'latest' | 'lastTold' | 'last' | 'reckon'> & { frame: number | undefined };

/** Years after the story's own beyond which a dated day is the narrator's later present, not the story's. */
const FRAME_YEARS = 5;

/**
 * Reads the book in order, moving the story's day on as the narration tells and counts it (`t`, the reckoning). What
 * a sentence tells of deaths, absences and goings is read by timelineDeaths.ts, timelineAbsences.ts and
 * timelineGoings.ts, each against the same reckoning; this loop calls them where the day they need is known.
 */
export function checkTimeline(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const skipped: Skipped[] =
    m.bible.timeline.length === 0
      ? [{ check: 'timeline (against the bible)', reason: 'the bible has no Timeline with chapter numbers' }]
      : [];
  const hint = calendarHint(lang);
  const { year: storyBase, backstory } = storyCalendar(m, lang);
  /** The year dates without one are read in: the story's, or in a book told in two times the chapter's time's. */
  let baseYear = storyBase;
  const { cast } = readFacts(m, lang);
  const findings: Finding[] = [];
  const t: Reckoning = {
    lang,
    cast,
    baseYear,
    findings,
    add: (chapter, s, message, confidence, against) => {
      findings.push({
        file: chapter.file,
        line: s.line,
        category: 'timeline',
        message,
        evidence: evidenceOf(s.text),
        confidence,
        ...(against ? { against } : {}),
      });
    },
    latest: undefined,
    lastTold: undefined,
    last: undefined,
    reckon: undefined,
    firstDay: undefined,
  };
  const { add } = t;
  const days = dayReaders(t);
  const { ownDay, paperDay, logEntries } = days;
  const deaths = deathReader(t, days);
  const absences = absenceReader(t);
  const goings = goingReader(t, days);
  const stays = stayReader(t, days, protagonistOf(m.chapters, cast));
  /**
   * What a sentence says of days with its own dates, in the narration, in speech, in a paper quoted alike: a span said
   * with the two days it runs between, a message sent before the death it tells of.
   */
  const ownDays = (chapter: Chapter, s: Sentence) => {
    const news = newsBeforeDeath(s.text, lang, baseYear);
    if (news)
      add(
        chapter,
        s,
        `"${news.words}": the message is sent on ${dateOfDays(news.sent, lang)}, before the death it tells of on ${dateOfDays(news.died, lang)}`,
        0.7,
      );
    const span = spanBetweenDates(s.text, lang, baseYear);
    if (span)
      add(
        chapter,
        s,
        `"${span.words}": ${span.between} days run between those two days, not the ${span.said} the span says`,
        0.7,
      );
  };
  /** The days the narration told with a date, by day count: what a letter's "the 23rd" with no month may be. */
  const toldDays = new Set<number>();
  /**
   * A letter headed with its date ("Regina, Friday, August 20th, 1937") that tells of a later day as past ("to
   * confirm what I told you on the evening of the 23rd"): a letter is written after what it tells of, so its date or
   * the day it names is wrong. A day with no month is in the heading's month, and read so only when the story told
   * that day: a letter of the 20th may mean the 23rd of the month before.
   */
  /** The day a letter's heading dates it (its year, else the story's), and the paragraph's first sentence. */
  const datedLetter = (p: Paragraph, heading: ReturnType<typeof letterHeadingIn>) => {
    const first = p.sentences[0];
    if (!heading || !first) return undefined;
    const { date } = heading;
    const year = date.year ?? yearOf(date, t.latest, baseYear);
    return year === undefined ? undefined : { first, date, year, written: dayCount(year, date.month, date.day) };
  };
  const letterAhead = (chapter: Chapter, p: Paragraph) => {
    const heading = letterHeadingIn(p.text, lang);
    const dated = datedLetter(p, heading);
    if (!heading || !dated) return;
    const { first, date, year, written } = dated;
    const line = p.line + heading.line;
    for (const s of p.sentences)
      for (const d of pastDaysOn(s.text, lang)) {
        const days = dayCount(d.year ?? year, d.month ?? date.month, d.day);
        if (days <= written || (d.month === undefined && !toldDays.has(days))) continue;
        const words = s.text.slice(d.index, d.index + d.length);
        add(
          chapter,
          { ...first, line },
          `this letter is dated ${dateOfDays(written, lang)}, but it tells of ${dateOfDays(days, lang)} as past ("${words}", ${chapter.file}:${lineAt(s, d.index)}): it is written before what it tells of`,
          0.7,
          { file: chapter.file, line: lineAt(s, d.index), evidence: evidenceOf(s.text) },
        );
        return;
      }
  };
  /**
   * A letter quoted on the day the chapter told, headed with a later date ("*Timaru. Saturday, 15th August 1908.*" over
   * "*My dear Margaret,*", read on Friday the 14th): it is read before it is written, so its date or the day is wrong.
   * Only the heading over a letter's greeting, brought in by the narration of the scene ("The letter was in Frank's
   * hand."), and only when the chapter has told its own day: letters one after another are the story told in letters,
   * each written on its own day.
   */
  const letterUnwritten = (
    chapter: Chapter,
    p: Paragraph,
    before: Paragraph | undefined,
    next: Paragraph | undefined,
    here: { days: number; file: string; line: number; evidence: string } | undefined,
  ) => {
    const broughtIn = before?.kind === 'prose' && before.scene === p.scene && before.memoryFrom > 0;
    if (!here || !broughtIn || !next || !opensLetter(next.text, lang)) return;
    const heading = letterHeadingIn(p.text, lang) ?? addressDateIn(p.text, lang);
    const dated = datedLetter(p, heading);
    if (!heading || !dated) return;
    const { first, written } = dated;
    const today = Math.max(here.days, t.reckon ?? here.days);
    if (written <= today) return;
    add(
      chapter,
      { ...first, line: p.line + heading.line },
      `this letter is dated ${dateOfDays(written, lang)}, but it is read on ${dateOfDays(today, lang)}, the day ${here.file}:${here.line} tells: it is read before it is written`,
      0.65,
      { file: here.file, line: here.line, evidence: here.evidence },
    );
  };
  /** Weekdays beside dates with no year, while the story gives none: they must agree with each other. */
  const yearless: Array<{ weekday: number; month: number; day: number; file: string; line: number; text: string }> = [];
  /** A weekday said beside a date that falls on another (either reading of a date in figures that reads both ways). */
  const misdated = (
    chapter: Chapter,
    s: Sentence,
    weekday: number,
    date: { day: number; month: number; year?: number; alt?: { day: number; month: number } },
    year: number,
  ) => {
    const actual = weekdayOf(year, date.month, date.day);
    if (weekday === actual || (date.alt && weekdayOf(year, date.alt.month, date.alt.day) === weekday)) return;
    add(
      chapter,
      s,
      date.year
        ? `${dayName(lang, weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} ${date.year}, a ${dayName(lang, actual)}`
        : `${dayName(lang, weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} in the story's year (${year}), a ${dayName(lang, actual)}`,
      date.year ? 0.95 : 0.8,
    );
  };
  /**
   * "The funeral was on Sunday the sixteenth" in January 1988, the month the story last told: a weekday and a day
   * with no month that fall together neither in that month (the 16th is a Saturday) nor in the next. "Friday the
   * thirteenth" is a saying, no day of the calendar.
   */
  const weekdayOff = (
    chapter: Chapter,
    s: Sentence,
    d: { weekday: number; day: number },
    told: { year: number; month: number; file: string; line: number; evidence: string },
    /** A letter's day may be in the month before its heading's too: that month is named first. */
    before = false,
  ) => {
    if (d.weekday === 5 && d.day === 13) return;
    const fallsOn = (c: { year: number; month: number }) =>
      `${d.day} ${monthName(lang, c.month)} ${c.year} ${validDay(c.year, c.month, d.day) ? `is a ${dayName(lang, weekdayOf(c.year, c.month, d.day))}` : 'is no day'}`;
    add(
      chapter,
      s,
      `${dayName(lang, d.weekday)} the ${d.day} here, in no month near: ${before ? `${fallsOn(previousMonth(told))}, ` : ''}${fallsOn(told)} (the month ${told.file}:${told.line} is in), and ${fallsOn(nextMonth(told))}`,
      0.7,
      { file: told.file, line: told.line, evidence: told.evidence },
    );
  };
  /** The year of the narrator's present when the story is told from years later (FRAME_YEARS), once a date tells it. */
  let frame: number | undefined;
  /**
   * A date more than a month before the day the story last reached: an entry on it is a document quoted (a dead
   * man's notebook read in chapter three), not the narrator's diary going back. A diary's slip is days, not months.
   */
  const longBefore = (date: { day: number; month: number; year?: number }) => {
    const year = date.year ?? yearOf(date, t.latest, baseYear);
    return (
      t.lastTold !== undefined && year !== undefined && dayCount(year, date.month, date.day) < t.lastTold.days - 31
    );
  };
  /** The day reckoned catches up with the day counted or told last (a day told never moves it back). */
  const catchUp = (now: { days: number } | undefined) => {
    if (now) t.reckon = now.days;
    else if (
      t.lastTold &&
      // (Inside the condition: a disable comment before an "else" is not read by Stryker.)
      // Stryker disable next-line EqualityOperator: on the same day, the day reckoned is set to the day it already is
      (t.reckon === undefined || t.lastTold.days > t.reckon)
    )
      t.reckon = t.lastTold.days;
  };
  /** The tense of a word as a verb after a subject ("came," "mends"), its marks taken off. */
  const verbOf = (w: string) => tenseOf(w.replace(/[^\p{L}'’]/gu, ''), 'third-singular', lang);
  /** Words with one verb among them, in the past, and no pronoun after the first word: the main clause's own. */
  const oneVerbBefore = (words: readonly string[]) => {
    const verbs = words.map(verbOf).filter((t) => t !== undefined);
    return verbs.length === 1 && verbs[0] === 'past' && words.every((w, i) => i === 0 || !subjectGender(w, lang));
  };
  const voice = readFacts(m, lang).facts.voice;
  const frameOf = frameChapters(m, lang);
  // A book told in two times (1926 and 1976 in alternate chapters): each time keeps its own clock, so a chapter of one
  // is held to the days its own time reached, not to the other's, and its dates without a year are in its own years.
  const strands = chapterStrands(m.chapters, lang);
  // A chapter told as a flashback under a heading that dates it ("# March 1952" in a story of 1953–54) keeps a clock of
  // its heading's year, which its dates without a year are in: the story's own clock stands still while it is read, and
  // the story's next chapter is held to the days the story reached, not to the flashback's.
  const flashbacks = strands.every((s) => s === undefined) ? flashbackChapters(m.chapters, lang) : new Set<number>();
  const timeOf = (chapter: Chapter): { key: string; year: number | undefined } | undefined => {
    const strand = strands[chapter.index];
    if (strand !== undefined) return { key: String(strand), year: strand };
    if (flashbacks.size === 0) return undefined;
    const year = flashbacks.has(chapter.index) ? chapterYear(chapter) : undefined;
    return year === undefined ? { key: 'story', year: storyBase } : { key: `flashback ${year}`, year };
  };
  const clocks = new Map<string, Clock>();
  let strandNow: string | undefined;
  for (const chapter of m.chapters) {
    const time = timeOf(chapter);
    if (time !== undefined && time.key !== strandNow) {
      if (strandNow !== undefined)
        clocks.set(strandNow, { latest: t.latest, lastTold: t.lastTold, last: t.last, reckon: t.reckon, frame });
      const clock = clocks.get(time.key);
      t.latest = clock?.latest;
      t.lastTold = clock?.lastTold;
      t.last = clock?.last;
      t.reckon = clock?.reckon;
      frame = clock?.frame;
      baseYear = time.year;
      t.baseYear = time.year;
      strandNow = time.key;
    }
    // Dates are held to what earlier chapters reached; a chapter may move about within itself.
    const reached = t.latest;
    // A chapter told in the present tells what is over in the past: "the shutter that Tomás fixed on the first".
    const presentChapter = (voice.chapters[chapter.index]?.voice.tense ?? voice.book.tense) === 'present';
    // A chapter of the frame the story is told from years later (attributes.ts, frameChapters): its days without a
    // year are not in the story's year, and the days it tells are remembered, not reached.
    const frameChapter = frameOf.has(chapter.index);
    const bibleEntries = entriesFor(m, chapter, lang);
    const bibleEntry = bibleEntries[0];
    const where = (e: TimelineEntry) => `bible.md:${e.line}`;
    const bibleSide = (e: TimelineEntry) => ({ file: 'bible.md', line: e.line, evidence: e.text });
    /** The narration's present as counted within the chapter: a stated date, then "the next morning"… */
    let now:
      | {
          days: number;
          from: string;
          paragraph: number;
          season?: string;
          /** The day count that brought the present here ("three days later"), while a date told may be held to it. */
          counted?: { words: string; line: number; paragraph: number; sentence: number };
        }
      | undefined;
    /** Whether the scene has told no day yet: its opening count ("Two days later") counts from the scene before. */
    let fresh = true;
    /** Whether no paragraph of narration has been read in the scene yet: its first sentence may tell the scene's day. */
    let sceneOpening = true;
    /**
     * The writer of the document being read (its "From:" line); the one the last paragraph named first; and of each
     * gender, the one a paragraph named first last (a "She looks round her kitchen" after "Dr. Pryce says" is the
     * woman the talk was with).
     */
    let author: Character | undefined;
    let named: Character | undefined;
    const firstOf = new Map<string, Character>();
    /** The ones named in the narration paragraph told last, and in it and the one before. */
    let namedBefore = new Set<Character>();
    let near = new Set<Character>();
    /** A scene's weekday with no date ("On Tuesday she drove in"), and a count from it ("Two days later"). */
    let weekNow:
      | {
          weekday: number;
          from: string;
          paragraph: number;
          counted?: { words: string; paragraph: number; sentence: number };
        }
      | undefined;
    /** The latest narration date this chapter has told so far, and in which paragraph. */
    let here: (ToldDay & { paragraph: number }) | undefined;
    /**
     * The day the chapter last told a thing beginning ("on the Tuesday, the fourth, the railways stopped"), and one it
     * told that thing over on after it: a count of days summed up just after is held to the two (summedDaysOff).
     */
    let began: { days: number; line: number; evidence: string } | undefined;
    let ended: { days: number; paragraph: number; from: { days: number; line: number; evidence: string } } | undefined;
    /**
     * Things told as over ("The telegram had come on Thursday, the fifth of April") dated after the day the chapter
     * had told: a slip unless the chapter goes on to reach that day.
     */
    const already: Array<{ days: number; s: Sentence; told: ToldDay }> = [];
    /** The chapter's papers with their dates (an e-mail's "Date:" line, a message's stamp), in reading order. */
    const papers: Array<{ days: number; line: number; text: string }> = [];
    /**
     * The day of the diary entry being read: a day before it told in the entry ("We crossed the river on the morning of
     * Wednesday the 2nd", under "Sunday, January 6"; "On Monday, December 10, I wrote…") is the diarist looking back.
     */
    let entryDays: number | undefined;
    let paragraphIndex = -1;
    /** Paragraphs told, not spoken: a talk ("'She used to say,' he says") passes no day, so "the next morning" after
     * it still counts from the date before. */
    let toldIndex = -1;
    let scene = -1;
    /**
     * With no date in the scene, its weekday: "On Tuesday she drove in. … Two days later, on the Friday, …" — the
     * count lands on Thursday. A weekday said as the story's day ("On Tuesday", "That Friday", "It was Monday")
     * anchors; a count moves it on; the weekday its own sentence or the next says must be where it lands.
     */
    const weekCount = (
      chapter: Chapter,
      s: Sentence,
      count: { days: number; words: string },
      paragraph: number,
      sentence: number,
    ) => {
      const said = lang.countedWeekday.exec(s.narration);
      const weekday = said ? lang.weekdays.indexOf((said[1] as string).toLowerCase()) : -1;
      const plain = weekday >= 0 && datesIn(s.narration, lang, true).length === 0;
      if (count.days !== 0) {
        weekNow =
          weekNow && toldIndex - weekNow.paragraph <= 2
            ? {
                weekday: (((weekNow.weekday + count.days) % 7) + 7) % 7,
                from: weekNow.from,
                paragraph: toldIndex,
                counted: { words: count.words, paragraph, sentence },
              }
            : undefined;
      } else if (lang.timePasses.test(s.narration)) weekNow = undefined;
      const counted = weekNow?.counted;
      if (
        weekNow &&
        counted &&
        plain &&
        counted.paragraph === paragraph &&
        sentence - counted.sentence <= 1 &&
        weekday !== weekNow.weekday &&
        !lang.notNow.test(s.narration.replace(counted.words, ''))
      ) {
        add(
          chapter,
          s,
          `"${counted.words}" counts from ${weekNow.from} to ${dayName(lang, weekNow.weekday)}, but the narration says ${dayName(lang, weekday)}`,
          0.65,
        );
        weekNow = undefined;
        return;
      }
      if (count.days === 0 && plain && !lang.notNow.test(s.narration))
        weekNow = { weekday, from: `${dayName(lang, weekday)} (${chapter.file}:${s.line})`, paragraph: toldIndex };
    };
    /** The month the chapter's text named last, headings and papers too ("since the 18th of August"). */
    let monthNamed: { month: number; year?: number } | undefined;
    for (const p of chapter.paragraphs) {
      paragraphIndex++;
      const monthAbove = monthNamed;
      monthNamed = monthNamedIn(p.text, lang) ?? monthNamed;
      const paper = paperDay(p);
      if (paper) papers.push(paper);
      papers.push(...logEntries(p));
      const nextParagraph = chapter.paragraphs[paragraphIndex + 1];
      if (!/^\s*["“]/.test(p.text)) toldIndex++;
      // A count holds within its scene while nothing says time has passed: days pass unsaid between scenes.
      if (p.scene !== scene) {
        scene = p.scene;
        now = undefined;
        weekNow = undefined;
        fresh = true;
        sceneOpening = true;
        author = undefined;
        named = undefined;
        firstOf.clear();
      }
      // "# Tuesday, 10 March 1908": a chapter titled by its day tells that day, as a date opening its narration would.
      // Its weekday must fall on it; the story is there from the chapter's first line.
      const titled = p.kind === 'heading' && !frameChapter ? dateHeading(p.text, lang) : undefined;
      if (titled) {
        const year =
          titled.year ??
          (titled.weekday === undefined
            ? yearOf(titled, t.latest, baseYear)
            : yearOfWeekday(titled, titled.weekday, t.latest, baseYear));
        if (year === undefined) continue;
        const line = { text: p.text, narration: p.text, line: p.line };
        if (titled.weekday !== undefined) misdated(chapter, line, titled.weekday, titled, year);
        const days = dayCount(year, titled.month, titled.day);
        const point = {
          ...line,
          days,
          year,
          month: titled.month,
          day: titled.day,
          file: chapter.file,
          evidence: p.text,
        };
        t.last = { year, month: titled.month, file: chapter.file, line: p.line, evidence: p.text };
        if (!t.latest || days >= t.latest.days) t.latest = point;
        t.firstDay ??= { ...point, chapter };
        here = { ...point, paragraph: paragraphIndex };
        now = {
          days,
          from: `${titled.day} ${monthName(lang, titled.month)} (${chapter.file}:${p.line})`,
          paragraph: toldIndex,
        };
        t.lastTold = { days, from: now.from };
        toldDays.add(days);
        fresh = false;
        catchUp(now);
        continue;
      }
      // A block quote opening on a weekday and a date in italics ("> *Thursday 12 November 1908.* Will came…") is the
      // narrator's diary entry, written on the day it names: its dates are the narration's, not a quotation's. A
      // letter's heading names a place ("*Ipswich, 3 October 1891.*") and stays a quotation.
      const first = p.sentences[0];
      const opening = first ? datesIn(first.text, lang)[0] : undefined;
      const diary =
        first !== undefined &&
        opening !== undefined &&
        /^[\s>]*[*_]{1,2}\s*\p{L}+,?\s+$/u.test(first.text.slice(0, opening.index)) &&
        weekdaysIn(first.text.slice(0, opening.index), lang).length === 1 &&
        !longBefore(opening);
      // An email's or a message's header, a letter quoted: a document, not the narration's time; its weekdays beside
      // dates with a year must still be right.
      // "**TELEGRAM.** Handed in at Los Álamos, 14 March 1934": a paper headed by its kind is one too, quoted or not.
      const document = !diary && (p.kind === 'quote' || lang.documentHead.test(p.text));
      if (document) {
        // A log's entry opening on its weekday and date ("> Wed. 23 Sept. 1903. 9h. Bar. …") is written on the day it
        // names: the story is there, when that day follows the last one told within a month. A letter's heading, in
        // italics and after a place ("> *Harrogate, 2nd March 1903.*"), is not.
        const head = first ? datesIn(first.text, lang, true)[0] : undefined;
        const opener = first && head ? first.text.slice(0, head.index) : '';
        if (
          first &&
          head &&
          !head.alt &&
          /^[\s>]*\p{L}+\.?,?\s+$/u.test(opener) &&
          // Stryker disable next-line EqualityOperator: the date opens on its day or month, where no weekday starts
          weekdaysIn(first.text, lang).filter((w) => w.index < head.index).length === 1
        ) {
          const year = head.year ?? yearOf(head, t.latest, baseYear);
          const days = year === undefined ? undefined : dayCount(year, head.month, head.day);
          if (days !== undefined && (!t.lastTold || (days >= t.lastTold.days && days <= t.lastTold.days + 31))) {
            t.lastTold = { days, from: `${head.day} ${monthName(lang, head.month)} (${chapter.file}:${first.line})` };
            t.last = {
              year: year as number,
              month: head.month,
              file: chapter.file,
              line: first.line,
              evidence: evidenceOf(first.text),
            };
          }
        }
        const sender = lang.documentFrom.exec(p.text)?.[1];
        if (sender) author = mentions(sender, cast)[0]?.character;
        // The day an e-mail is sent (its "Date:" line) is its "today": "I couldn't be at the funeral today".
        // The finding stands on that line: the date is what is wrong, or the "today".
        const sent = lang.documentDate.exec(p.text);
        const sentDay = sent ? ownDay(sent[1] as string) : undefined;
        const sentLine = lineIn(p, sent?.index ?? 0);
        deaths.deathInPaper(chapter, p);
        letterAhead(chapter, p);
        for (const s of p.sentences) ownDays(chapter, s);
        if (sentDay !== undefined)
          for (const s of p.sentences) deaths.afterDeathDated(chapter, { ...s, line: sentLine }, sentDay);
        absences.ownAbsence(author, p.text, chapter, p.line);
        for (const s of p.sentences) {
          if (!hint.test(s.text)) continue;
          const weekdays = weekdaysIn(s.text, lang);
          for (const date of datesIn(s.text, lang, true)) {
            const near = weekdayBeside(s.text, date, weekdays, lang);
            if (!near) continue;
            if (date.year) misdated(chapter, s, near.weekday, date, date.year);
            // A text message's "Sun, Oct 20" with no year: the story's year, when the day is near the story's own
            // (a letter of years before names its year, or is not held to this one). A day told has a year, so the
            // story has one unless its years are backstory.
            else if (!backstory && t.lastTold) {
              const year = yearOf(date, t.latest, baseYear);
              if (year !== undefined && Math.abs(dayCount(year, date.month, date.day) - t.lastTold.days) <= 60)
                misdated(chapter, s, near.weekday, date, year);
            }
          }
        }
        // "We came into the bay on Friday, the eleventh," in a letter headed 14 October 1928: a letter tells of days
        // just past as well as to come, so the 11th is in the month its heading is in, the month before or the one
        // after. Not in a paper of another time (a date of its own more than two months off the story's).
        const last = t.last;
        const lastTold = t.lastTold;
        const ofNow =
          last !== undefined &&
          lastTold !== undefined &&
          !backstory &&
          datesIn(p.text, lang, true).every((d) => {
            const year = d.year ?? yearOf(d, t.latest, baseYear);
            return year !== undefined && Math.abs(dayCount(year, d.month, d.day) - lastTold.days) <= 60;
          });
        if (ofNow && last)
          for (const s of p.sentences)
            for (const d of weekdayDaysIn(s.narration, lang))
              if (!monthOfWeekday(d.day, d.weekday, previousMonth(last)) && !monthOfWeekday(d.day, d.weekday, last))
                weekdayOff(chapter, s, d, last, true);
        continue;
      }
      if (p.kind !== 'prose' && !diary) continue;
      const memory = p.memory && !diary;
      letterUnwritten(chapter, p, chapter.paragraphs[paragraphIndex - 1], nextParagraph, here);
      // A day told in the paragraph before is the day this speech is said on ("It was Monday, the seventh." then
      // "I'm back Wednesday the sixteenth," he said).
      if (!memory) catchUp(now);
      // One's own word of an absence, in speech: the speaker tagged ("Pruitt said"), else the one the paragraph's
      // narration names first, else (a pronoun: "He looks at Will") the one the paragraph before named first.
      if (!memory && t.reckon !== undefined && absences.told() < 50) {
        // Stryker disable next-line StringLiteral: a sentence ends on its narration's stop, which spokenOf gives as a space
        const spoken = p.sentences.map((x) => spokenOf(x)).join(' ');
        if (lang.ownReturn.test(spoken) || lang.ownAway.test(spoken)) {
          const told = p.sentences.map((x) => x.narration).join(' ');
          const names = mentions(told, cast);
          const tag = names.find((n) => {
            const after = /^\s+(\p{Ll}+)/u.exec(told.slice(n.index + n.name.length))?.[1];
            const before = /(\p{Ll}+)\s+$/u.exec(told.slice(0, n.index))?.[1];
            return (after && lang.speech.has(after)) || (before && lang.speech.has(before));
          });
          // "He looks at Will's hand": a pronoun opening the narration is the one named before, of that gender.
          // Stryker disable next-line Regex: [^\p{L}]* takes every non-letter before the first letter, so unanchored the first
          // match still opens at 0, and with no letter there is none either way
          const opening = /^[^\p{L}]*(\p{L}+)/u.exec(told)?.[1];
          const gender = opening ? subjectGender(opening, lang) : undefined;
          const before = gender
            ? (firstOf.get(gender) ?? ((named?.gender ?? gender) === gender ? named : undefined))
            : undefined;
          absences.ownAbsence(tag?.character ?? (gender ? before : names[0]?.character), spoken, chapter, p.line);
        }
      }
      // Who a later speech's pronoun may be: the one the narration of the present named last, before a day is known
      // too ("Colm kept the box." then the date, then '"I'll be away …," he said').
      if (!memory) {
        const here = mentions(p.sentences.map((x) => x.narration).join(' '), cast);
        // Whom a stay counted of "she" may be: one named in this paragraph or the one told before it.
        near = new Set([...namedBefore, ...here.map((n) => n.character)]);
        namedBefore = new Set(here.map((n) => n.character));
        named = here[0]?.character ?? named;
        for (const g of ['female', 'male'] as const) {
          const first = here.find((n) => n.character.gender === g);
          if (first) firstOf.set(g, first.character);
        }
      }
      let sentenceIndex = -1;
      for (const s of p.sentences) {
        sentenceIndex++;
        // '"Nine days," said my uncle, that night': the days of the thing told over a paragraph or two before.
        if (ended && sentenceIndex === 0 && paragraphIndex > ended.paragraph) {
          if (paragraphIndex - ended.paragraph > 2) ended = undefined;
          else {
            const off = summedDaysOff(s.text, ended.from.days, ended.days, lang);
            if (off)
              add(
                chapter,
                s,
                `"${off.words}": from ${dateOfDays(ended.from.days, lang)}, when it began (${chapter.file}:${ended.from.line}), to ${dateOfDays(ended.days, lang)}, when it was over, are ${off.days} days counting both, not ${off.said}`,
                0.6,
                { file: chapter.file, line: ended.from.line, evidence: ended.from.evidence },
              );
            if (lang.daysSummed.test(s.text)) ended = undefined;
          }
        }
        // "The wool went down on the first of the month, a Wednesday": a day of the month the chapter told it is in,
        // beside its weekday, must fall on it. Only once the chapter has told its day: days pass unsaid between
        // chapters, and a month with them.
        if (!memory && here) {
          const { month, year } = here;
          for (const d of daysOfThisMonthIn(s.narration, lang)) {
            const near = weekdayBeside(s.text, d, weekdaysIn(s.text, lang), lang);
            if (near) misdated(chapter, s, near.weekday, { day: d.day, month }, year);
          }
        }
        // The day reckoned: the day told or counted last, moved on to a weekday the narration names as its day.
        if (!memory) {
          catchUp(now);
          // Stryker disable next-line ConditionalExpression: a quick skip; the day is used only below, where t.reckon must be set too
          const day = t.reckon !== undefined ? lang.countedWeekday.exec(s.narration) : null;
          // Only a weekday that opens the sentence ("On Friday evening they eat", "At noon on Friday Will takes") sets
          // the day: one further on may look back ("the scab where it broke open on Wednesday").
          // A scene's first sentence tells its day after its first verb, in the past ("The woman from Grand Rapids came
          // on Thursday, a little after two"); not after a later one or a pronoun's ("Nell mends the rope she broke on
          // Wednesday").
          // Stryker disable next-line ArrayDeclaration: with no day, no sentence opens on one, whatever words are before
          const before = day ? s.narration.slice(0, day.index).trim().split(/\s+/) : [];
          // "The Nebbiolo came in on Thursday": the verb's particle after it is the verb's.
          const verbWords = lang.verbParticles.has((before.at(-1) ?? '').toLowerCase()) ? before.slice(0, -1) : before;
          const opens =
            day !== null &&
            (before.length <= 3 ||
              (sceneOpening &&
                sentenceIndex === 0 &&
                verbOf(verbWords.at(-1) ?? '') === 'past' &&
                verbWords
                  .slice(0, -1)
                  .every((w, i) => verbOf(w) === undefined && (i === 0 || !subjectGender(w, lang)))) ||
              // "The wind came round to the northeast a little after nine on Wednesday morning": the one verb's day.
              (sceneOpening && sentenceIndex === 0 && oneVerbBefore(before)));
          if (
            day &&
            opens &&
            t.reckon !== undefined &&
            // An hour ("a little after nine", "until noon") says when in the day, not another day than now.
            !lang.notNow.test(
              (
                s.narration.slice(0, day.index + day[0].length) +
                (s.narration.slice(day.index + day[0].length).split(/[,;:—–]/)[0] ?? '')
              )
                // Stryker disable next-line StringLiteral: the hour is put out of notNow's sight; any stand-in free of notNow's words reads as nothing does
                .replace(lang.clockTime, ''),
            ) &&
            datesIn(s.narration, lang).length === 0
          ) {
            const weekday = lang.weekdays.indexOf((day[1] as string).toLowerCase());
            if (weekday >= 0 && weekday !== weekdayOfDays(t.reckon)) t.reckon = nextWeekday(t.reckon, weekday);
          }
          absences.cameBack(s);
          absences.awayYetHere(chapter, s);
          absences.undatedGoing(chapter, p, s);
          absences.goneFor(chapter, p, s);
          deaths.sinceDeath(chapter, s);
          goings.sinceArrival(chapter, s);
          // A count with no date of its own is said on the day reckoned, when this chapter has told a day: across
          // chapters, days pass unsaid, and a count may be right of a day the story never names.
          const reckoned = here ? t.reckon : undefined;
          deaths.sinceBurial(chapter, s, reckoned);
          deaths.countFromDeath(chapter, s, reckoned);
          goings.goneCount(chapter, s, reckoned);
          goings.sinceGone(chapter, s, reckoned);
          goings.agoInMonth(chapter, s, reckoned);
          stays(chapter, s, reckoned, near);
          goings.leftTold(chapter, s, now?.days);
        }
        // A burial or a going told with its own date is a day of the story, in memory too ("They buried Con on the
        // Saturday, the fifteenth of October" in a chapter looking back).
        else {
          if (ownDay(s.narration) !== undefined) goings.leftTold(chapter, s, undefined);
        }
        if (p.kind === 'prose') {
          deaths.burialTold(chapter, s);
          deaths.willDated(chapter, s);
          ownDays(chapter, s);
        }
        sceneOpening = false;
        // Most sentences name no day at all: look closer only at those with a digit, a day or a month name.
        // A day in words after "on" ("came on the twenty-first") has none of those, in a chapter told in the past.
        const calendar =
          hint.test(s.text) || (!presentChapter && t.last !== undefined && pastDaysOn(s.narration, lang).length > 0);
        const count = memory ? { days: 0, words: '' } : dayCountIn(s.narration, lang);
        // "The next morning" counts from a date close before it; further on, days may have passed unsaid
        // ("on the second morning of it"), and the count lapses. A scene that opens on a count ("Three days later")
        // counts from the last day the narration told, in the scene or the chapter before.
        const base = now ?? (fresh && t.lastTold ? { ...t.lastTold, paragraph: toldIndex } : undefined);
        if (count.days !== 0) fresh = false;
        if (base && count.days !== 0)
          now =
            toldIndex - base.paragraph > 2
              ? undefined
              : {
                  days: base.days + count.days,
                  from: base.from,
                  paragraph: toldIndex,
                  counted: { words: count.words, line: s.line, paragraph: paragraphIndex, sentence: sentenceIndex },
                };
        else if (now && !memory && lang.timePasses.test(s.narration)) now = undefined;
        // A count is held to the day its own sentence or the next one of its paragraph tells.
        const counting =
          now?.counted &&
          now.counted.paragraph === paragraphIndex &&
          sentenceIndex - now.counted.sentence <= 1 &&
          !/^\s*["“]/.test(p.text)
            ? { ...now.counted, days: now.days, from: now.from }
            : undefined;
        if (!memory && !now && !/^\s*["“]/.test(p.text)) {
          if (calendar || count.days !== 0) weekCount(chapter, s, count, paragraphIndex, sentenceIndex);
          else if (weekNow && lang.timePasses.test(s.narration)) weekNow = undefined;
        } else if (now) weekNow = undefined;
        if (!memory) {
          // A diary's entry is in italics, which the narration blanks: its words are the writer's telling of its day.
          const entryYear = diary && opening ? (opening.year ?? yearOf(opening, t.latest, baseYear)) : undefined;
          const entryDay =
            opening && entryYear !== undefined ? dayCount(entryYear, opening.month, opening.day) : undefined;
          deaths.deathToday(
            chapter,
            diary ? { ...s, narration: s.text } : s,
            entryDay ?? now?.days ?? t.lastTold?.days,
          );
          deaths.afterDeathDated(chapter, s, now?.days);
        }
        if (!calendar) {
          if (now && !memory) deaths.seenAlive(s, now.days, chapter.file);
          continue;
        }
        if (p.kind === 'prose') deaths.deathDated(chapter, s);
        // A dated entry of a diary or a log ("*4 January 1959.* Wind N 9") is written on the day it names.
        const entry = /^\s*>?\s*[*_]/.test(p.text) && s === p.sentences[0] ? datesIn(s.text, lang)[0] : undefined;
        if (entry && entry.index <= 2) {
          const year = entry.year ?? yearOf(entry, t.latest, baseYear);
          if (year) {
            now = {
              days: dayCount(year, entry.month, entry.day),
              from: `${entry.day} ${monthName(lang, entry.month)} (${chapter.file}:${s.line})`,
              paragraph: toldIndex,
            };
            t.lastTold = { days: now.days, from: now.from };
            fresh = false;
          }
        }
        const weekdays = weekdaysIn(s.text, lang);
        // A weekday beside a date must be that date's weekday, wherever it is said; with no year, in the story's year.
        for (const date of datesIn(s.text, lang, true)) {
          const near = weekdayBeside(s.text, date, weekdays, lang);
          const latest = memory ? undefined : t.latest;
          const year =
            date.year ?? (near ? yearOfWeekday(date, near.weekday, latest, baseYear) : yearOf(date, latest, baseYear));
          if (!year) {
            // No year anywhere: "Saturday the twelfth of May" and "Wednesday, the fifteenth of May" cannot both be.
            // Only the narration's own dates: a letter or a speech quoted may be of another year, or mistaken.
            if (!near || memory || !/\S/.test(s.narration.slice(date.index, date.index + date.length))) continue;
            const pair = { weekday: near.weekday, month: date.month, day: date.day, file: chapter.file, line: s.line };
            const before = yearlessAgree(yearless);
            if (before.length > 0 && yearlessAgree([...yearless, { ...pair, text: '' }]).length === 0) {
              const first = yearless[0] as (typeof yearless)[number];
              add(
                chapter,
                s,
                `${dayName(lang, near.weekday)} ${date.day} ${monthName(lang, date.month)} cannot fall in the same year as ${dayName(lang, first.weekday)} ${first.day} ${monthName(lang, first.month)} (${first.file}:${first.line})`,
                0.75,
                { file: first.file, line: first.line, evidence: first.text },
              );
            } else yearless.push({ ...pair, text: evidenceOf(s.text) });
            continue;
          }
          // A day of the frame, told again without its year ("Saturday the twenty-eighth of March" of 1998 in a story
          // of 1961): its weekday falls right in the narrator's present.
          const ofFrame =
            frame !== undefined && !date.year && near && weekdayOf(frame, date.month, date.day) === near.weekday;
          if (near && !ofFrame && !(frameChapter && !date.year)) misdated(chapter, s, near.weekday, date, year);
        }
        // timeline.ts: memory, dream and flashback may name any day; only the narrator's present is compared below.
        // A past perfect is over by the story's day: "had come on" a day after the one the chapter told is a slip (a
        // week or two on: a date months away is another year's, or the frame's).
        if (p.kind === 'prose' && here)
          for (const d of datesIn(s.narration, lang)) {
            if (!lang.pastPerfectOn.test(s.narration.slice(0, d.index))) continue;
            const year = d.year ?? yearOf(d, t.latest, baseYear);
            const days = year === undefined ? undefined : dayCount(year, d.month, d.day);
            if (days !== undefined && days > here.days + 1 && days - here.days <= 60)
              already.push({ days, s, told: here });
          }
        if (memory) continue;
        const said = assertedIn(s.narration, lang);
        /** A count and a date in one sentence: the date is held to the count below, the weekday not again. */
        const miscounted = counting !== undefined && datesIn(s.narration, lang, true).length > 0;
        if (bibleEntry) {
          const onDay = againstAll(bibleEntries, said.weekday, weekdayOfEntry);
          if (onDay && said.weekday !== undefined)
            add(
              chapter,
              s,
              `the narration says it is ${dayName(lang, said.weekday)}; the Timeline (${where(onDay)}) has this chapter on a ${dayName(lang, weekdayOfEntry(onDay) as number)}`,
              0.8,
              bibleSide(onDay),
            );
          const inSeason = againstAll(bibleEntries, said.season, seasonOf);
          if (inSeason && said.season)
            add(
              chapter,
              s,
              `the narration says it is ${said.season}; the Timeline (${where(inSeason)}) has this chapter in ${seasonOf(inSeason)}`,
              0.8,
              bibleSide(inSeason),
            );
          const onDayNumber = againstAll(bibleEntries, said.day, (e) => e.day);
          if (onDayNumber && said.day !== undefined)
            add(
              chapter,
              s,
              `the narration says it is day ${said.day}; the Timeline (${where(onDayNumber)}) has this chapter on day ${onDayNumber.day}`,
              0.75,
              bibleSide(onDayNumber),
            );
        }
        // "It was deep winter" in the scene that said "early spring" with its date, and no time passed.
        const season = seasonIn(s.narration, lang);
        if (said.season && now?.season && said.season !== now.season && !bibleEntry)
          add(
            chapter,
            s,
            `the narration says it is ${said.season}, but ${now.from} says ${now.season} and no time has passed`,
            0.7,
          );
        // "Two days later, on the Saturday": a weekday the count lands on, with no date beside it.
        const countedDay = lang.countedWeekday.exec(s.narration);
        if (counting && said.weekday === undefined && countedDay && !datesIn(s.narration, lang, true).length) {
          const weekday = lang.weekdays.indexOf((countedDay[1] as string).toLowerCase());
          const landed = (((counting.days + 4) % 7) + 7) % 7;
          if (weekday >= 0 && weekday !== landed && !lang.notNow.test(s.narration.replace(counting.words, '')))
            add(
              chapter,
              s,
              `"${counting.words}" counts from ${counting.from} to ${dayName(lang, landed)} ${dateOfDays(counting.days, lang)}, but the narration says ${dayName(lang, weekday)}`,
              0.7,
            );
        }
        // "It was Friday" after a date and "the next morning": the count must fall on that day (once: a date beside it
        // that the count missed was said above).
        if (said.weekday !== undefined && now && !bibleEntry && !miscounted) {
          const counted = (((now.days + 4) % 7) + 7) % 7;
          if (counted !== said.weekday)
            add(
              chapter,
              s,
              `the narration says it is ${dayName(lang, said.weekday)}, but counting from ${now.from} it is ${dayName(lang, counted)}`,
              0.7,
            );
        }
        // Dates of the narration's present: a date going back before one an earlier chapter reached.
        // An entry's heading date is the day it is written, whatever its first sentence says ("The last night of the year").
        const heading = diary && s === first && opening ? [opening] : undefined;
        // What makes a date no "now" ("had", "born", "until") is read in its own clause: the sentence up to the date
        // and on to the next comma. "…on Thursday 25 October, as though she had been away a year" is the present.
        const clauseOf = (d: { index: number; length: number }) => {
          const end = d.index + d.length;
          return s.narration.slice(0, end) + (s.narration.slice(end).split(/[,;:—–()]/)[0] ?? '');
        };
        // A line that leads into a paper quoted below it ("From the Gazette, Monday, 28 January 1957, Deaths:") dates
        // the paper, not the narration: a run of papers set down as kept need not be in the order of their days.
        const leadIn = s === p.sentences.at(-1) && /:\s*$/.test(s.text) && nextParagraph?.kind === 'quote';
        // "It is from the first of August" (a voicemail), "a card postmarked the 3rd": the date of a thing, not of now.
        // "Four weeks was the fifth of November": a day a count lands on, worked out in someone's head, not a day told.
        // "He died at a quarter to five on the morning of Tuesday the eighth of July": a death told on the day the
        // story reached or the next is the story going on to that day; a death of months before is one of record.
        const deathGoesOn = (d: DateMention, clause: string) => {
          const year = d.year ?? yearOf(d, t.latest, baseYear);
          const days = year === undefined ? undefined : dayCount(year, d.month, d.day);
          return (
            days !== undefined &&
            t.lastTold !== undefined &&
            days - t.lastTold.days >= 0 &&
            days - t.lastTold.days <= 1 &&
            lang.notNowDeath.test(clause) &&
            !lang.notNow.test(clause.replace(lang.notNowDeath, ' '))
          );
        };
        const notNow = (d: { index: number; length: number }, date?: DateMention) =>
          (lang.notNow.test(clauseOf(d)) && !(date && deathGoesOn(date, clauseOf(d)))) ||
          lang.dateOfThing.test(s.narration.slice(0, d.index)) ||
          lang.dateReckoned.test(s.narration.slice(0, d.index)) ||
          (presentChapter && toldInPast(s.narration, d, lang));
        const told = leadIn ? [] : (heading ?? datesIn(s.narration, lang, true).filter((d) => !d.alt && !notNow(d, d)));
        // "On the Monday, the nineteenth,": a day beside its weekday, in the month the story was last in or the next.
        const bare =
          heading || leadIn
            ? []
            : weekdayDaysIn(s.narration, lang).flatMap((d) => {
                if (
                  notNow(d) ||
                  !t.last ||
                  // Stryker disable next-line ArrowFunction,ConditionalExpression,LogicalOperator,EqualityOperator,ArithmeticOperator: in English no date overlaps a weekday's day (punctuation or the end follows the day, and only a time of day stands between it and the weekday), kept for a language whose words between let a month in
                  told.some((t) => t.index <= d.index + d.length && d.index < t.index + t.length)
                )
                  return [];
                // "I went back in June 1994, on Sunday the twelfth": a month and year the sentence names before the
                // day are its own, not the month the story was last in.
                const named = monthNamedIn(s.narration.slice(0, d.index), lang);
                if (named?.year !== undefined) {
                  const own = { ...t.last, year: named.year, month: named.month };
                  if (weekdayOf(own.year, own.month, d.day) === d.weekday && validDay(own.year, own.month, d.day))
                    return [{ ...d, year: own.year, month: own.month }];
                  weekdayOff(chapter, s, d, own);
                  return [];
                }
                // "On Saturday the eighteenth of August … On the Friday, the twenty-fourth,": the month last named.
                const before = p.sentences
                  .slice(0, sentenceIndex)
                  .map((x) => x.text)
                  .concat(s.text.slice(0, d.index))
                  .join(' ');
                const lastNamed = monthNamedIn(before, lang) ?? monthAbove;
                const at = monthOfWeekday(d.day, d.weekday, t.last, lastNamed);
                if (at) return [{ ...d, year: at.year, month: at.month }];
                weekdayOff(chapter, s, d, t.last, lastNamed?.month === previousMonth(t.last).month);
                // With the weekday wrong, a month named since the story's (a witness's August, told in September)
                // leaves the day's month unknown: it dates nothing.
                const story = t.last;
                if (lastNamed && ![story, nextMonth(story)].some((c) => c.month === lastNamed.month)) return [];
                // The weekday is wrong, the day of the month still dates the scene: "The funeral was on Sunday the
                // sixteenth" in a January whose 16th is a Saturday is at the 16th, in the month the story was last in
                // or the next, whichever is not before the day last told. A scene after it dated the 11th goes back.
                const month = [t.last, nextMonth(t.last)].find(
                  (c) =>
                    validDay(c.year, c.month, d.day) &&
                    (!t.lastTold || dayCount(c.year, c.month, d.day) >= t.lastTold.days),
                );
                return month ? [{ ...d, year: month.year, month: month.month }] : [];
              });
        // "The answer came on the twenty-first": in a chapter told in the past, a day after "on" with no month and no
        // weekday, later in the month the story was last in than the day it last told, is the story going on to it.
        const last = t.last;
        const lastTold = t.lastTold;
        const onDays =
          heading || leadIn || presentChapter || !last || !lastTold
            ? []
            : pastDaysOn(s.narration, lang).flatMap((d) => {
                if (d.month !== undefined || notNow(d) || !validDay(last.year, last.month, d.day)) return [];
                if ([...told, ...bare].some((x) => x.index <= d.index + d.length && d.index < x.index + x.length))
                  return [];
                const days = dayCount(last.year, last.month, d.day);
                return days > lastTold.days ? [{ ...d, year: last.year, month: last.month }] : [];
              });
        for (const date of frameChapter ? [] : [...told, ...bare, ...onDays]) {
          // A date beside its weekday is in the year that weekday fits (yearOfWeekday): a spring the story has not come to.
          const near = 'weekday' in date ? undefined : weekdayBeside(s.text, date, weekdays, lang);
          const year =
            date.year ??
            (near ? yearOfWeekday(date, near.weekday, t.latest, baseYear) : yearOf(date, t.latest, baseYear));
          if (year === undefined) continue;
          // A year stated before the story's own ("he drowned on the nineteenth of October 2002") is backstory told,
          // and so is a date after one in its sentence ("the *Oban Times* of 5th February 1953, about the gale of
          // Saturday 31st January").
          const stated = date.year ?? ('yearBeside' in date ? date.yearBeside : undefined);
          if (stated && (backstory || (baseYear && stated < baseYear))) continue;
          // A year stated long after the story's own ("It is Saturday, the twenty-first of March 1998" in a story of
          // 1961, told by the old man it happened to) is the narrator's present, the frame the story is told from:
          // not a day the story reached, nor the year its dates without one are in.
          if (date.year && baseYear && date.year - baseYear > FRAME_YEARS) {
            frame = date.year;
            continue;
          }
          const days = dayCount(year, date.month, date.day);
          if (heading) entryDays = days;
          else if (entryDays !== undefined && days <= entryDays) continue;
          // "Three days later, on Monday, October 14": the count from the day told before must land on it.
          if (counting && days !== counting.days) {
            add(
              chapter,
              s,
              `"${counting.words}" counts from ${counting.from} to ${dateOfDays(counting.days, lang)}, but the narration says ${date.day} ${monthName(lang, date.month)} ${year}`,
              0.7,
            );
            now = undefined;
          }
          /** The narration gone back before a day it had told (`how`: "reached", "told earlier in this chapter"). */
          const wentBack = (before: ToldDay, how: string, confidence: number) =>
            add(
              chapter,
              s,
              `the narration is at ${date.day} ${monthName(lang, date.month)} ${year}, before ${before.day} ${monthName(lang, before.month)} ${before.year} that ${before.file}:${before.line} ${how}, and is not marked as memory or flashback`,
              confidence,
              { file: before.file, line: before.line, evidence: before.evidence },
            );
          if (reached && days < reached.days - 1) wentBack(reached, 'reached', 0.7);
          // Within the chapter, a later paragraph dated before a day an earlier one told: a scene may not go back
          // unmarked ("On the Saturday, the twenty-fourth, …" and then "On the Monday, the nineteenth, … brought the
          // outboards back"). A date in the past perfect, or "before"/"since", is not the present (notNow above).
          else if (here && here.paragraph !== paragraphIndex && days < here.days)
            wentBack(here, 'told earlier in this chapter', 0.65);
          toldDays.add(days);
          // What the day begins or ends: the words after it, up to the next day the sentence tells.
          const nextDay = [...told, ...bare, ...onDays].map((d) => d.index).filter((i) => i > date.index);
          const edge = spanEdgeAfter(
            s.narration.slice(date.index + date.length, nextDay.length > 0 ? Math.min(...nextDay) : undefined),
            lang,
          );
          if (edge === 'began') began = { days, line: s.line, evidence: evidenceOf(s.text) };
          else if (edge === 'ended' && began && days > began.days)
            ended = { days, paragraph: paragraphIndex, from: began };
          const point = {
            days,
            year,
            month: date.month,
            day: date.day,
            file: chapter.file,
            line: s.line,
            evidence: evidenceOf(s.text),
          };
          t.last = { year, month: date.month, file: point.file, line: point.line, evidence: point.evidence };
          if (!here || days >= here.days) here = { ...point, paragraph: paragraphIndex };
          now = {
            days,
            from: `${date.day} ${monthName(lang, date.month)} (${chapter.file}:${s.line})`,
            paragraph: toldIndex,
            ...(season ? { season } : {}),
          };
          if (!t.latest || days >= t.latest.days) t.latest = point;
          t.firstDay ??= { ...point, chapter };
          t.lastTold = { days, from: now.from };
          fresh = false;
        }
        // One away, acting in the sentence that tells its day or counts to it ("On Wednesday, 12 October 1983, Ewan
        // Rudd came in"): held to that day, not only to the one reckoned before it (above; each absence is told once).
        catchUp(now);
        absences.awayYetHere(chapter, s);
        absences.toldGoing(chapter, p, s);
        if (now) deaths.seenAlive(s, now.days, chapter.file);
      }
    }
    // A run of papers in the order of their days ("**Sat 24 Jul, 14:20.**", "**Date:** Mon, 26 Jul 2004"), one of them
    // dated days before the paper before it and the one after it: it is out of its place, or misdated. One of months
    // before is an old paper quoted.
    papers.forEach((paper, i) => {
      const before = papers[i - 1];
      const after = papers[i + 1];
      if (!before || !after || after.days < before.days) return;
      if (paper.days >= before.days - 1 || before.days - paper.days > 31) return;
      add(
        chapter,
        { text: paper.text, narration: paper.text, line: paper.line },
        `this paper is dated ${dateOfDays(paper.days, lang)}, days before the one above it (${chapter.file}:${before.line}, ${dateOfDays(before.days, lang)}) and the one after it (${chapter.file}:${after.line}, ${dateOfDays(after.days, lang)})`,
        0.6,
        { file: chapter.file, line: before.line, evidence: before.text },
      );
    });
    for (const a of already)
      if (here && here.days < a.days - 1)
        add(
          chapter,
          a.s,
          `this tells as already over a day, ${dateOfDays(a.days, lang)}, after the chapter's own day, ${dateOfDays(a.told.days, lang)} (${a.told.file}:${a.told.line}), which the chapter does not go on to reach`,
          0.6,
          { file: a.told.file, line: a.told.line, evidence: a.told.evidence },
        );
  }
  deaths.afterDeathsDone();
  // A series the book numbers as it goes (letters, entries): its order is the order of their days.
  findings.push(...numberingSlips(numberedEntries(m, lang)));
  return { findings, skipped };
}

/**
 * A paragraph that is a letter's address and date and nothing else ("*Harland & Tripp, Solicitors, Sophia Street,
 * Timaru. Saturday, 15th August 1908.*"): a date ending it, every word before it a name's (a sentence has words in lower
 * case). Read only over a letter's greeting (letterHeadingIn takes a heading of a place and a weekday anywhere).
 */
export function addressDateIn(text: string, lang: Language): { date: DateMention; line: number } | undefined {
  const bare = text.replace(/^[\s>*_]+|[\s.,*_]+$/g, '');
  if (bare.includes('\n')) return undefined;
  const date = datesIn(bare, lang).at(-1);
  if (!date?.year || date.index + date.length !== bare.length) return undefined;
  const before = bare.slice(0, date.index).match(/\p{L}+/gu) ?? [];
  return before.every((w) => /^\p{Lu}/u.test(w)) ? { date, line: 0 } : undefined;
}

/** A paragraph opening a letter ("*My dear Margaret,*", "Dear Mr. Hale,"), its emphasis marks aside. */
export function opensLetter(text: string, lang: Language): boolean {
  const bare = text.replace(/^[\s>*_]+|[\s*_]+$/g, '');
  return lang.letterOpening.test(bare) || lang.messages.greeting.test(bare);
}

/**
 * A letter's heading: the date on one of its first three lines, standing alone there after at most a place and a
 * weekday ("> Regina, Friday, August 20th, 1937", "*Penticton B.C., 17 August*"), and that line's place in the text.
 */
export function letterHeadingIn(text: string, lang: Language): { date: DateMention; line: number } | undefined {
  const lines = text.split('\n').slice(0, 3);
  for (const [line, raw] of lines.entries()) {
    const bare = raw.replace(/^[\s>*_#]+/, '');
    const date = datesIn(bare, lang)[0];
    if (!date) continue;
    // Stryker disable next-line ArrayDeclaration: no word before the date and one are both at most four, so a heading
    const before = bare.slice(0, date.index).match(/\p{L}+/gu) ?? [];
    if (before.length <= 4 && /^[\s.,*_]*$/.test(bare.slice(date.index + date.length))) return { date, line };
  }
  return undefined;
}

const dayAfterOn = new WeakMap<Language, { leadOnly: RegExp; bareDay: RegExp }>();
/** The words before a date after "on" and nothing else ("the "); a day alone after them ("the 23rd.", "the twenty-third,"). */
function dayAfterOnPatterns(lang: Language): { leadOnly: RegExp; bareDay: RegExp } {
  let p = dayAfterOn.get(lang);
  if (!p) {
    p = {
      leadOnly: new RegExp(`^${lang.dateBefore}$`, 'u'),
      bareDay: new RegExp(`^${lang.dateBefore}[\\p{L}\\d-]+(?=[,.;:!?)]|\\s*$)`, 'u'),
    };
    dayAfterOn.set(lang, p);
  }
  return p;
}

/**
 * The days a text tells in the past after "on" ("what I told you on the evening of the 23rd", "when we met on 2
 * May"): the day of the month, its month and year when written, and where its words stand. A day to come ("I will
 * call on the 23rd") or one its clause tells in the present is none.
 */
export function pastDaysOn(
  text: string,
  lang: Language,
): Array<{ day: number; month?: number; year?: number; index: number; length: number }> {
  const out: Array<{ day: number; month?: number; year?: number; index: number; length: number }> = [];
  const { leadOnly, bareDay } = dayAfterOnPatterns(lang);
  for (const m of text.matchAll(lang.onDayLead)) {
    const at = (m.index ?? 0) + m[0].length;
    const piece = text.slice(at, at + 40);
    const date = datesIn(piece, lang)[0];
    let found: { day: number; month?: number; year?: number; length: number } | undefined;
    if (date && leadOnly.test(piece.slice(0, date.index)))
      found = {
        day: date.day,
        month: date.month,
        ...(date.year ? { year: date.year } : {}),
        length: date.index + date.length,
      };
    else {
      const bare = bareDay.exec(piece);
      const day = bare ? daysOfMonthIn(bare[0], lang)[0] : undefined;
      if (bare && day !== undefined) found = { day, length: bare[0].length };
    }
    if (!found) continue;
    const index = m.index ?? 0;
    const length = m[0].length + found.length;
    const clause =
      text
        .slice(0, index)
        .split(/[,;:—–()]/)
        .at(-1) ?? '';
    if (lang.dayAheadBefore.test(clause) || !toldInPast(text, { index, length }, lang)) continue;
    const { length: _, ...day } = found;
    out.push({ ...day, index, length });
  }
  return out;
}

/**
 * Whether a date in present-tense narration belongs to a verb in the past: the verb nearest before it in its clause
 * ("the shutter that Tomás fixed on the first of October hangs still"), or, when there is none or it tells no tense
 * ("where I put it on the sixth"), the first after it ("…and forgot it"). Such a date is a day already over, not the
 * narration's present. The clause runs between marks (a comma, a dash, a bracket): "On the ninth, we leave" is now.
 */
export function toldInPast(narration: string, d: { index: number; length: number }, lang: Language): boolean {
  const before = verbsIn(
    narration
      .slice(0, d.index)
      .split(/[,;:—–()]/)
      // Stryker disable next-line StringLiteral: split always gives a last part, so the fallback is never read
      .at(-1) ?? '',
    lang,
  );
  const nearest = before.at(-1);
  if (nearest === 'past' || nearest === 'present') return nearest === 'past';
  // After the date only a verb that goes on from the one before ("and forgot it"): "in the burial ground" holds a
  // word that is a verb's past ("ground") and no verb.
  const after = verbsIn(narration.slice(d.index + d.length).split(/[,;:—–()]/)[0] ?? '', lang, true);
  return after.find((t) => t !== 'untold') === 'past';
}

/**
 * The verbs of a stretch of text in order, each with its tense after the word before it ("I put": untold); with
 * `joined`, only those right after the word that joins two verbs ("and").
 */
function verbsIn(text: string, lang: Language, joined = false): Array<'past' | 'present' | 'untold'> {
  const words = text.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  return words.flatMap((w, i) => {
    const before = words[i - 1] ?? '';
    if (joined && !lang.reading.coordinator.test(before)) return [];
    const subject = lang.subjects.get(before.toLowerCase()) ?? 'third-singular';
    const tense = tenseOf(w, subject, lang);
    if (tense) return [tense];
    if (tenseOf(w, 'third-singular', lang)) return ['untold' as const];
    // "that Tomás fixed", "where we posted it": a past the tables do not hold, right after a name or a pronoun.
    const lower = before.toLowerCase();
    const afterSubject = lang.subjects.has(lower) || (/^\p{Lu}/u.test(before) && !lang.stopWords.has(lower));
    return afterSubject && lang.regularPast.test(w) ? ['past' as const] : [];
  });
}
