import { describe, expect, it } from 'vitest';
import {
  assertedIn,
  checkTimeline,
  daysForward,
  storyYear,
  yearlessAgree,
  yearOf,
} from '../../src/check/checks/timeline.js';
import {
  calendarHint,
  datesIn,
  dayCount,
  daysOfMonthIn,
  seasonIn,
  seasonOfMonth,
  weekdaysIn,
} from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { type Language, wordlessLanguage } from '../../src/check/lang/index.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The calendar as a copy editor checks it: the narrator's "It was Sunday"
 * against the bible's Timeline and against the count of days, a weekday
 * against its date, and the narration never going back in time unmarked.
 */

const run = (files: Record<string, string>, bible = '') => checkTimeline(manuscriptOf(files, bible), ENGLISH);
const found = (files: Record<string, string>, bible = ''): Finding[] => run(files, bible).findings;
const lines = (files: Record<string, string>, bible = '') =>
  found(files, bible).map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);

describe('what the narration says of its present', () => {
  it('reads a weekday, a season and a day number, said in the past or the present', () => {
    expect(assertedIn('It was Sunday, and the bells rang.', ENGLISH)).toEqual({ weekday: 0 });
    expect(assertedIn('Today is another Tuesday.', ENGLISH)).toEqual({ weekday: 2 });
    expect(assertedIn('This was a Saturday like the rest.', ENGLISH)).toEqual({ weekday: 6 });
    expect(assertedIn('It is now late autumn.', ENGLISH)).toEqual({ season: 'autumn' });
    expect(assertedIn('It was fall by then.', ENGLISH)).toEqual({ season: 'autumn' });
    expect(assertedIn('It was mid-winter.', ENGLISH)).toEqual({ season: 'winter' });
    expect(assertedIn('On the third day the rain stopped.', ENGLISH)).toEqual({ day: 3 });
    expect(assertedIn('By the 12th day they ran out of water.', ENGLISH)).toEqual({ day: 12 });
    expect(assertedIn('Day 40. Still no ship.', ENGLISH)).toEqual({ day: 40 });
    // "Sunday" alone, "the day", a season named in passing: nothing said about now.
    expect(assertedIn('She thought of Sunday.', ENGLISH)).toEqual({});
    expect(assertedIn('Winter had been long.', ENGLISH)).toEqual({});
    expect(assertedIn('It was the best day.', ENGLISH)).toEqual({});
  });

  it('counts the days the narration moves on', () => {
    expect(daysForward('The following day she left.', ENGLISH)).toBe(1);
    expect(daysForward('Next evening he came back.', ENGLISH)).toBe(1);
    expect(daysForward('The day after, the post came.', ENGLISH)).toBe(1);
    expect(daysForward('Ten days later the boat came.', ENGLISH)).toBe(10);
    expect(daysForward('2 weeks later she wrote.', ENGLISH)).toBe(14);
    expect(daysForward('An hour later she wrote.', ENGLISH)).toBe(0);
    expect(daysForward('One day later, a letter.', ENGLISH)).toBe(1);
    expect(daysForward('12 days later the boat came.', ENGLISH)).toBe(12);
  });

  it('finds the story’s year in the chapters first, then in the bible’s Timeline', () => {
    const yearless = { 'chapter_01.md': '# One\n\nOn 3 March the boat came.\n' };
    expect(storyYear(manuscriptOf(yearless), ENGLISH)).toBeUndefined();
    expect(storyYear(manuscriptOf(yearless, '## Timeline\n- Chapter 1 — 3 March 1924\n'), ENGLISH)).toBe(1924);
    expect(storyYear(manuscriptOf(yearless, '## Timeline\n- Chapter 1 — the spring of 1888\n'), ENGLISH)).toBe(1888);
    const both = { 'chapter_01.md': '# One\n\nOn 3 March 1931 the boat came.\n' };
    expect(storyYear(manuscriptOf(both, '## Timeline\n- Chapter 1 — 3 March 1924\n'), ENGLISH)).toBe(1931);
    expect(storyYear(manuscriptOf(yearless, '## Timeline\n- Chapter 1 — the spring of 2019\n'), ENGLISH)).toBe(2019);
  });

  it('gives a yearless date the year reached, and never moves back a year', () => {
    const june = { days: dayCount(1900, 6, 30), year: 1900 };
    // Six months after the last day reached is still that year; earlier than half a year before is the next.
    expect(yearOf({ day: 1, month: 1 }, june, 1899)).toBe(1900);
    expect(yearOf({ day: 28, month: 12 }, june, 1899)).toBe(1900);
    expect(yearOf({ day: 28, month: 12 }, { days: dayCount(1900, 6, 29) + 190, year: 1900 }, 1899)).toBe(1900);
    // Exactly half a year (183 days) before is still the year reached; a day more is the next.
    const reached = { days: dayCount(1900, 1, 1) + 183, year: 1900 };
    expect(yearOf({ day: 1, month: 1 }, reached, 1899)).toBe(1900);
    expect(yearOf({ day: 1, month: 1 }, { ...reached, days: reached.days + 1 }, 1899)).toBe(1901);
  });

  it('tries every year of the calendar’s cycle, its last (2028) too, for weekdays beside year-less dates', () => {
    // Tuesday the 29th of February falls, within 2001–2028, only in 2028.
    expect(yearlessAgree([{ weekday: 2, month: 2, day: 29 }])).toContain(2028);
  });
});

describe('the narration against the bible’s Timeline', () => {
  const BIBLE = [
    '# Bible',
    '',
    '## Timeline',
    '- Chapter 1 — Monday 3 March 1924',
    '- Chapter 2 — Day 3 on the island',
    '- Chapter 3 — late autumn',
    '- Chapter 4 — 4 January 1925',
  ].join('\n');

  it('reports a weekday, a day number or a season the Timeline does not have, with the Timeline’s line', () => {
    const files = {
      'chapter_01.md': '# One\n\nIt was Tuesday, and the sea was calm.\n',
      'chapter_02.md': '# Two\n\nIt was the fifth day on the island.\n',
      'chapter_03.md': '# Three\n\nIt was high summer.\n',
      'chapter_04.md': '# Four\n\nIt was summer, and a Sunday.\n',
    };
    const all = found(files, BIBLE);
    expect(all.map((f) => [f.file, f.line, f.confidence, f.message, f.against])).toEqual([
      [
        'chapter_01.md',
        3,
        0.8,
        'the narration says it is Tuesday; the Timeline (bible.md:4) has this chapter on a Monday',
        { file: 'bible.md', line: 4, evidence: 'Chapter 1 — Monday 3 March 1924' },
      ],
      [
        'chapter_02.md',
        3,
        0.75,
        'the narration says it is day 5; the Timeline (bible.md:5) has this chapter on day 3',
        { file: 'bible.md', line: 5, evidence: 'Chapter 2 — Day 3 on the island' },
      ],
      [
        'chapter_03.md',
        3,
        0.8,
        'the narration says it is summer; the Timeline (bible.md:6) has this chapter in autumn',
        { file: 'bible.md', line: 6, evidence: 'Chapter 3 — late autumn' },
      ],
      // 4 January 1925 was a Sunday, in winter: the weekday agrees, the season does not.
      [
        'chapter_04.md',
        3,
        0.8,
        'the narration says it is summer; the Timeline (bible.md:7) has this chapter in winter',
        { file: 'bible.md', line: 7, evidence: 'Chapter 4 — 4 January 1925' },
      ],
    ]);
    expect(run(files, BIBLE).skipped).toEqual([]);
  });

  it('holds a chapter to any day its own Timeline entries give, not to an event told in several chapters', () => {
    const bible = [
      '## Timeline',
      '- Sat 17 Aug 1924 — ch. 1–2 — the old man dies',
      '- Sun 11 Aug 1924 — ch. 1, 3 — the boat goes round the light',
      '- Thu 3 Oct 1924 — chapter 1 — she arrives',
      '- Sat 5 Oct 1924 — chapter 1 — the will is read',
    ].join('\n');
    const said = (day: string) => found({ 'chapter_01.md': `# One\n\nIt was ${day}, and the sea was calm.\n` }, bible);
    expect(said('Thursday')).toEqual([]);
    expect(said('Saturday')).toEqual([]);
    expect(said('Monday').map((f) => [f.message, f.against?.line])).toEqual([
      ['the narration says it is Monday; the Timeline (bible.md:4) has this chapter on a Thursday', 4],
    ]);
    // With no entry of its own, an event told in the chapter still dates it.
    const told = found(
      { 'chapter_01.md': '# One\n\nIt was Monday.\n' },
      '## Timeline\n- Sat 17 Aug 1924 — ch. 1–2 — he dies\n',
    );
    expect(told.map((f) => f.against?.line)).toEqual([2]);
  });

  it('is quiet when the narration agrees, and in a letter, a memory or dialogue', () => {
    const files = {
      'chapter_01.md': '# One\n\nIt was Monday, and the sea was calm.\n\n"It was Friday," she said, "when he left."\n',
      'chapter_02.md': '# Two\n\nOn the third day the rain stopped.\n',
      'chapter_03.md': '# Three\n\nIt was autumn.\n\n> It was summer when I wrote this.\n',
      'chapter_04.md': '# Four\n\nIt was winter, and a Sunday.\n',
    };
    expect(lines(files, BIBLE)).toEqual([]);
  });

  it('says the Timeline comparison was not run without a Timeline', () => {
    expect(run({ 'chapter_01.md': '# One\n\nIt was Tuesday.\n' }).skipped).toEqual([
      { check: 'timeline (against the bible)', reason: 'the bible has no Timeline with chapter numbers' },
    ]);
  });
});

describe('a weekday beside its date', () => {
  it('is surer with the year beside it than with the story’s year', () => {
    expect(lines({ 'chapter_01.md': '# One\n\nOn Thursday, 6 March 1924, the ferry sank.\n' })).toEqual([]);
    expect(lines({ 'chapter_01.md': '# One\n\nOn Saturday, 6 March 1924, the ferry sank.\n' })).toEqual([
      'chapter_01.md:3 0.95 Saturday is not the weekday of 6 March 1924, a Thursday',
    ]);
  });

  it('takes "Monday morning, the third of March" as one day, and a weekday elsewhere in the sentence as another', () => {
    const year = '# One\n\nThe letter was dated 1 March 1924.\n\n';
    expect(lines({ 'chapter_01.md': `${year}On Tuesday morning, the third of March, she sailed.\n` })).toEqual([
      "chapter_01.md:5 0.8 Tuesday is not the weekday of 3 March in the story's year (1924), a Monday",
    ]);
    expect(lines({ 'chapter_01.md': `${year}On Monday morning, the third of March, she sailed.\n` })).toEqual([]);
    expect(lines({ 'chapter_01.md': `${year}On Tuesday she sailed, and on the third of March she landed.\n` })).toEqual(
      [],
    );
    // A weekday after the date is not the date's.
    expect(lines({ 'chapter_01.md': `${year}On the third of March she sailed, and on Tuesday she landed.\n` })).toEqual(
      [],
    );
  });

  it('is checked in a memory too, in the story’s year', () => {
    const files = {
      'chapter_01.md':
        '# One\n\nOn 3 March 1924 the boat came.\n\nShe remembered the day. On Tuesday, 4 March, the boat had gone.\n',
    };
    expect(lines(files)).toEqual([]);
    const wrong = {
      'chapter_01.md':
        '# One\n\nOn 3 March 1924 the boat came.\n\nShe remembered the day. On Friday, 4 March, the boat had gone.\n',
    };
    expect(lines(wrong)).toEqual([
      "chapter_01.md:5 0.8 Friday is not the weekday of 4 March in the story's year (1924), a Tuesday",
    ]);
  });
});

describe('the count of days', () => {
  const START = '# One\n\nOn Saturday, 3 January 1959, the gale came.\n\n';

  it('counts "the next morning" and "three days later" to an "It was …" up to two paragraphs on', () => {
    expect(lines({ 'chapter_01.md': `${START}It blew.\n\nThe next morning it was Sunday, and calm.\n` })).toEqual([]);
    expect(
      lines({ 'chapter_01.md': `${START}It blew.\n\nThe next morning the wind dropped. It was Monday.\n` }),
    ).toEqual([
      'chapter_01.md:7 0.7 the narration says it is Monday, but counting from 3 January (chapter_01.md:3) it is Sunday',
    ]);
    expect(lines({ 'chapter_01.md': `${START}Three days later the wind dropped. It was Friday.\n` })).toEqual([
      'chapter_01.md:5 0.7 the narration says it is Friday, but counting from 3 January (chapter_01.md:3) it is Tuesday',
    ]);
    // Three paragraphs on, days may have passed unsaid.
    expect(
      lines({
        'chapter_01.md': `${START}It blew.\n\nIt blew on.\n\nThe next morning the wind dropped. It was Monday.\n`,
      }),
    ).toEqual([]);
  });

  it('does not count a day forward in a memory', () => {
    const files = {
      'chapter_01.md': `${START}She remembered the next morning of her wedding. It was Sunday then, and bright.\n\nIt was Saturday still, and the gale blew.\n`,
    };
    expect(lines(files)).toEqual([]);
  });

  it('leaves the count to the Timeline where there is one', () => {
    const files = { 'chapter_01.md': `${START}The next morning the wind dropped. It was Saturday.\n` };
    expect(lines(files, '## Timeline\n- Chapter 1 — Saturday\n')).toEqual([]);
  });
});

describe('the narration going back in time', () => {
  it('allows a day back, not two, against what an earlier chapter reached', () => {
    const book = (second: string) => ({
      'chapter_01.md': '# One\n\nOn 10 May 1902 the circus came.\n',
      'chapter_02.md': `# Two\n\nOn ${second} May the circus left.\n`,
    });
    expect(lines(book('9'))).toEqual([]);
    expect(lines(book('8'))).toEqual([
      'chapter_02.md:3 0.7 the narration is at 8 May 1902, before 10 May 1902 that chapter_01.md:3 reached, and is not marked as memory or flashback',
    ]);
    expect(found(book('8'))[0]?.against).toEqual({
      file: 'chapter_01.md',
      line: 3,
      evidence: 'On 10 May 1902 the circus came.',
    });
  });

  it('holds a later paragraph to the days its chapter told before, and a chapter to the latest an earlier one reached', () => {
    const files = {
      'chapter_01.md':
        '# One\n\nOn 10 May 1902 the circus came.\n\nOn 20 May 1902 it rained.\n\nOn 12 May 1902 it was dry.\n',
      'chapter_02.md': '# Two\n\nOn 15 May 1902 the circus left.\n',
    };
    expect(lines(files)).toEqual([
      'chapter_01.md:7 0.65 the narration is at 12 May 1902, before 20 May 1902 that chapter_01.md:5 told earlier in this chapter, and is not marked as memory or flashback',
      'chapter_02.md:3 0.7 the narration is at 15 May 1902, before 20 May 1902 that chapter_01.md:5 reached, and is not marked as memory or flashback',
    ]);
  });

  it('reads a date of record or one to come as no present', () => {
    for (const said of [
      'She had left on 2 May.',
      'Since 2 May nothing had changed.',
      'The letter of 2 May lay open.',
      'She was born on 2 May.',
      'Next year, on 2 May, they would marry.',
    ]) {
      const files = {
        'chapter_01.md': '# One\n\nOn 10 May 1902 the circus came.\n',
        'chapter_02.md': `# Two\n\n${said}\n`,
      };
      expect(lines(files)).toEqual([]);
    }
  });
});

describe('dates and seasons in prose', () => {
  // dates.ts builds its patterns once per language object: a copy of English makes each test build them afresh,
  // so that what the building does is what the test sees.
  const fresh = (): Language => ({ ...ENGLISH });
  const read = (text: string, lang: Language = fresh()) => datesIn(text, lang).map((d) => [d.day, d.month, d.year]);

  it('reads a month first or a day first, a year after either, and never "May I" or a lower-case month', () => {
    const lang = fresh();
    expect(datesIn('On March 4th, 1924 and on 5 April.', lang).map((d) => [d.day, d.month, d.year])).toEqual([
      [4, 3, 1924],
      [5, 4, undefined],
    ]);
    expect(datesIn('May I come in? We may march on.', lang)).toEqual([]);
    expect(datesIn('On 32 May and March 40.', lang)).toEqual([]);
    expect(datesIn('the 1st of June', lang)[0]).toMatchObject({ day: 1, month: 6, index: 0 });
    expect(datesIn('the twenty first of June', lang)[0]).toMatchObject({ day: 21, month: 6 });
  });

  it('reads the first and last days of a month, and no day 0 or 32 either way round', () => {
    expect(read('On 1 March, on March 1, on 31 March and on March 31.')).toEqual([
      [1, 3, undefined],
      [1, 3, undefined],
      [31, 3, undefined],
      [31, 3, undefined],
    ]);
    expect(read('On 0 March, on March 0, on 32 March and on March 32.')).toEqual([]);
    // Day first, a lower-case month is a verb ("4 march" read case-blind would be a date).
    expect(read('They were 4 march on.')).toEqual([]);
  });

  it('reads ordinals in words with their tens, and short months only as whole words', () => {
    expect(read('the twenty-eighth of September, the thirty-first of October, the thirtieth of June')).toEqual([
      [28, 9, undefined],
      [31, 10, undefined],
      [30, 6, undefined],
    ]);
    expect(read('On Oct 3, on 4 Sep. and on 5 Sept, 1901.')).toEqual([
      [3, 10, undefined],
      [4, 9, undefined],
      [5, 9, 1901],
    ]);
    expect(read('Octavia 4 and Decker 9 came.')).toEqual([]);
  });

  it('reads a date once where a number follows its month', () => {
    expect(read('On the third of May 4 men came, and on 9 June 12 more.')).toEqual([
      [3, 5, undefined],
      [9, 6, undefined],
    ]);
  });

  it('reads a day of the month alone before punctuation, in words or figures, and no day 0 or past 31', () => {
    expect(
      daysOfMonthIn('On Saturday the seventeenth, and on the twenty-fourth. Then the 31st; the 1st!', fresh()),
    ).toEqual([17, 24, 31, 1]);
    expect(daysOfMonthIn('On 24 April, then the thirtieth.', fresh())).toEqual([24, 30]);
    expect(daysOfMonthIn('The first boat, the 32nd. The 0th. The thirty-ninth.', fresh())).toEqual([]);
    expect(daysOfMonthIn('Le dix-septième.', wordlessLanguage('fr', 'French'))).toEqual([]);
  });

  it('finds no date, weekday or month in a language whose words it does not know', () => {
    const french = wordlessLanguage('fr', 'French');
    expect(datesIn('Le 4 mars 1924, le 5 avril.', french)).toEqual([]);
    expect(weekdaysIn('Lundi 4 mars, puis mardi.', french)).toEqual([]);
  });

  it('names the weekdays said, the season of a month and of a word, and which sentences may name a day', () => {
    expect(weekdaysIn('Monday, then Friday; not monday.', fresh())).toEqual([
      { weekday: 1, index: 0, length: 6 },
      { weekday: 5, index: 13, length: 6 },
    ]);
    // A short weekday only before a day in figures: "Sat" alone is no Saturday.
    expect(weekdaysIn('Thurs 3 Oct. Sat down. Tue, 4 May.', fresh())).toEqual([
      { weekday: 4, index: 0, length: 5 },
      { weekday: 2, index: 23, length: 3 },
    ]);
    expect([1, 2, 3, 5, 6, 8, 9, 11, 12].map(seasonOfMonth)).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'summer',
      'summer',
      'autumn',
      'autumn',
      'winter',
    ]);
    expect(seasonIn('The long Summer ended.', ENGLISH)).toBe('summer');
    expect(seasonIn('The long day ended.', ENGLISH)).toBeUndefined();
    const hint = calendarHint(fresh());
    expect(
      ['At 9 she left.', 'A day passed.', 'In March.', 'On sunday.', 'In winter.'].map((s) => hint.test(s)),
    ).toEqual([true, true, true, true, true]);
    expect(hint.test('She waited by the door.')).toBe(false);
    expect(hint.test('Someday she would go.')).toBe(false);
  });
});

describe('the present against the Timeline, the scene and the day reached', () => {
  it('holds "It was Friday" against a Timeline entry that gives only a weekday, and no day number against none', () => {
    const TUESDAY = '## Timeline\n- Chapter 1 — Tuesday\n';
    expect(lines({ 'chapter_01.md': '# One\n\nIt was Friday and the boat came.\n' }, TUESDAY)).toEqual([
      'chapter_01.md:3 0.8 the narration says it is Friday; the Timeline (bible.md:2) has this chapter on a Tuesday',
    ]);
    expect(lines({ 'chapter_01.md': '# One\n\nIt was the third day of the voyage.\n' }, TUESDAY)).toEqual([]);
  });

  it('lets days pass unsaid across a scene break, and counts them within a scene', () => {
    const text = (brk: string) =>
      `# One\n\nOn Monday 3 March 1924 the boat came.\n\n${brk}It was Sunday and the bells rang.\n`;
    expect(lines({ 'chapter_01.md': text('* * *\n\n') })).toEqual([]);
    expect(lines({ 'chapter_01.md': text('') })).toEqual([
      'chapter_01.md:5 0.7 the narration says it is Sunday, but counting from 3 March (chapter_01.md:3) it is Monday',
    ]);
  });

  it('says a season against the Timeline alone when the Timeline has the chapter', () => {
    const text = { 'chapter_01.md': '# One\n\nOn 3 March 1924 it was early spring.\n\nIt was deep winter now.\n' };
    expect(lines(text, '## Timeline\n- Chapter 1 — 3 March 1924\n')).toEqual([
      'chapter_01.md:5 0.8 the narration says it is winter; the Timeline (bible.md:2) has this chapter in spring',
    ]);
  });

  it('names the last place that reached a day, when the narration goes back before it', () => {
    const f = found({
      'chapter_01.md': '# One\n\nOn 3 March 1924 the boat came.\n\nOn 3 March 1924 the mail came.\n',
      'chapter_02.md': '# Two\n\nOn 1 March 1924 the ferry left.\n',
    });
    expect(f.map((x) => [x.line, x.message, x.against?.line])).toEqual([
      [
        3,
        'the narration is at 1 March 1924, before 3 March 1924 that chapter_01.md:5 reached, and is not marked as memory or flashback',
        5,
      ],
    ]);
  });
});
