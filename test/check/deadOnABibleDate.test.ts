import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { chapterOfDeathDay, datedDeath } from '../../src/check/checks/deathDay.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A death the bible dates with no chapter, placed by the days the text tells. Written for these tests. */

const CHAPTERS = {
  'chapter_01.md': '# One\n\nOn Thursday, the first of October, 1936, Greta Holtz came down to breakfast.\n',
  'chapter_02.md': '# Two\n\nThe wind got up in the night and nobody slept.\n',
  'chapter_03.md': '# Three\n\nOn Friday, the ninth of October, the doctor came twice.\n',
  'chapter_04.md': '# Four\n\nOn Wednesday, the fourteenth of October, they buried her at eleven.\n',
  'chapter_05.md':
    '# Five\n\nOn Thursday, the twenty-second of October, Greta Holtz sat down at the table and poured the tea.\n',
};

const bible = (fate: string) => `## Characters\n\n### Greta Holtz\n\n- Age: 74\n- ${fate}\n`;
const place = (day: number, month: number, year?: number) =>
  chapterOfDeathDay(manuscriptOf(CHAPTERS, bible('Role: owner')), ENGLISH, { day, month, ...(year ? { year } : {}) });

describe("a bible's dated death", () => {
  it('reads the day from a fate with no chapter, and none from a survival or a fate with a chapter', () => {
    const on = (fate: string) => parseBible(bible(fate), ENGLISH).characters[0]?.diesOn;
    expect(on('Died: Sun 11 Oct 1936')).toEqual({ value: { day: 11, month: 10, year: 1936 }, line: 6 });
    expect(on('Status: dies 11 October, before dawn')).toEqual({ value: { day: 11, month: 10 }, line: 6 });
    expect(on('Status: survives the fever of 11 October')).toBeUndefined();
    expect(parseBible(bible('Died: 11 October, in chapter 3'), ENGLISH).characters[0]?.diesIn?.value).toBe(3);
    expect(on('Died: in chapter 3, on 11 October')).toBeUndefined();
    expect(on('Status: missing since 11 October')).toBeUndefined();
    expect(on('Death: faked on 11 October')).toBeUndefined();
    expect(on('Fate: died in the war, and her letter of Sunday 12 June 1949 is kept')).toBeUndefined();
    expect(on('Fate: her father, Tom Rennie, died on Sunday 12 June 1949')).toBeUndefined();
    expect(on('Fate: she died on Sunday 12 June 1949, in her sleep')).toEqual({
      value: { day: 12, month: 6, year: 1949 },
      line: 6,
    });
    expect(on('Fate: on Sunday 12 June 1949 she died')).toEqual({ value: { day: 12, month: 6, year: 1949 }, line: 6 });
    expect(on('Fate: a letter of Sunday 12 June 1949 is all she kept; she died')).toBeUndefined();
  });

  it('is placed in the last chapter that opens on a day not after it, an undated chapter after one included', () => {
    expect(place(11, 10, 1936)).toBe(2);
    expect(place(3, 10)).toBe(1);
    expect(place(9, 10, 1936)).toBe(2);
    expect(place(30, 10, 1936)).toBe(4);
    expect(place(2, 6, 1931)).toBe(-1);
    expect(place(30, 9, 1936)).toBe(-1);
  });

  it("reads no day said in dialogue as a chapter's first", () => {
    const said = {
      ...CHAPTERS,
      'chapter_02.md': '# Two\n\n"On the twentieth of October, 1936, we sail," Greta Holtz said. Nobody slept.\n',
    };
    const m = manuscriptOf(said, bible('Role: owner'));
    expect(chapterOfDeathDay(m, ENGLISH, { day: 11, month: 10, year: 1936 })).toBe(2);
  });

  it("is placed nowhere in a book that tells no days, and a backstory date is no chapter's first day", () => {
    const undated = { 'chapter_01.md': '# One\n\nGreta came down.\n', 'chapter_02.md': '# Two\n\nShe sat.\n' };
    expect(chapterOfDeathDay(manuscriptOf(undated, ''), ENGLISH, { day: 11, month: 10, year: 1936 })).toBeUndefined();
    const yearless = { 'chapter_01.md': '# One\n\nOn the first of October Greta came down.\n' };
    expect(chapterOfDeathDay(manuscriptOf(yearless, ''), ENGLISH, { day: 11, month: 10, year: 1936 })).toBeUndefined();
    const backstory = {
      ...CHAPTERS,
      'chapter_01.md':
        '# One\n\nShe had come on the fourth of April, 1927. On Thursday, the first of October, 1936, Greta Holtz came down.\n',
    };
    expect(chapterOfDeathDay(manuscriptOf(backstory, ''), ENGLISH, { day: 2, month: 6, year: 1931 })).toBe(-1);
  });

  it('makes her acts in a later chapter a finding that names the date and the chapter it falls in', () => {
    const findings = checkDead(manuscriptOf(CHAPTERS, bible('Died: Sun 11 Oct 1936')), ENGLISH).findings;
    expect(findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_05.md:3 Greta Holtz acts ("Greta Holtz sat") here, but the bible has them die on 11 October 1936, in chapter 3 (bible.md:6); not marked as memory, dream or flashback',
    ]);
  });

  it("says a date before the first chapter's day falls before the story opens", () => {
    const findings = checkDead(manuscriptOf(CHAPTERS, bible('Died: Wed 30 Sep 1936')), ENGLISH).findings;
    expect(findings.map((f) => f.message)).toContain(
      'Greta Holtz acts ("Greta Holtz sat") here, but the bible has them die on 30 September 1936, before the story opens (bible.md:6); not marked as memory, dream or flashback',
    );
  });

  it('gives way to a chapter the bible gives too', () => {
    const m = manuscriptOf(CHAPTERS, bible('Died: Sun 11 Oct 1936'));
    const greta = m.bible.characters[0];
    expect(greta && datedDeath(m, ENGLISH, greta)?.chapter).toBe(2);
    expect(greta && datedDeath(m, ENGLISH, { ...greta, diesIn: { value: 4, line: 6 } })).toBeUndefined();
  });

  it('gives way to a death the text tells', () => {
    const told = {
      ...CHAPTERS,
      'chapter_04.md': '# Four\n\nOn Wednesday, the fourteenth of October, Greta Holtz died.\n',
    };
    const findings = checkDead(manuscriptOf(told, bible('Died: Sun 11 Oct 1936')), ENGLISH).findings;
    expect(findings.map((f) => f.against?.file)).toEqual(['chapter_04.md']);
  });
});
