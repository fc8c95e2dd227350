import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { dateAnchors } from '../../src/check/bibleRecords.js';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A questionnaire's sheet of objects: each question asks who has a thing, each answer names its keeper or a chain
 * of keepers ("Walter -> Nell (ch. 2)"). Read as the bible's objects and the givings the checks compare, where
 * the sheet was once dropped. A chain handed on at a time no chapter names gives no keeper at all, and the
 * sheet's dates do not unsettle the year of the chapters' own dates.
 */

const SHEETS = (objects: string[]) =>
  [
    'CHARACTER QUESTIONNAIRES -- a novel',
    '',
    '----------------------------------------',
    'SHEET 1',
    'Full name?                 Walter Brisk',
    'How old is he?             Sixty.',
    'Family?                    His wife Agnes, dead since 3 June 1931.',
    '',
    'SHEET 2',
    'Full name?                 Nell Aske',
    'Eye colour?                Grey.',
    '',
    'SHEET 3',
    'Full name?                 Tom Fyfe',
    'Hair?                      Red.',
    '',
    '----------------------------------------',
    'OBJECTS SHEET',
    ...objects,
    '',
    'WHEN DOES EACH CHAPTER HAPPEN?',
    'One      Monday 3 March 1952       Nell    the shop',
    'Two      Friday 7 March            Walter  the sale',
    'Three    Tuesday 11 March          Tom     the fair',
  ].join('\n');

const WATCH = 'Who has the pocket watch?  Walter -> Nell, Friday 7 March (ch. 2) -> Tom (chapter 3).';

describe("a questionnaire's sheet of objects", () => {
  it('is read as objects: a keeper, a chain of keepers by chapter, and a chain handed on at no named chapter', () => {
    const bible = parseBible(
      SHEETS([
        WATCH,
        'Who keeps the ledger?      Nell, the whole book; she locks it in the bureau.',
        'Who has the lamp?          Walter -> Nell (ch. 2) -> Tom, some evening in spring.',
        'Who has the cigarette case? Tom -> Walter (ch. 3).',
      ]),
      ENGLISH,
    );
    expect(bible.objects.map((o) => [o.name, o.noun, o.holder, o.events.map((e) => `${e.chapter} ${e.to}`)])).toEqual([
      ['the pocket watch', 'watch', 'Walter Brisk', ['2 Nell Aske', '3 Tom Fyfe']],
      ['the ledger', 'ledger', 'Nell Aske', []],
      // Tom's from some evening no chapter names: no keeper to hold the lamp to.
      ['the lamp', 'lamp', undefined, []],
      // A noun the language's list of things does not hold: the entry's own name says what is handed on.
      ['the cigarette case', 'case', 'Tom Fyfe', ['3 Walter Brisk']],
    ]);
    expect(bible.givings?.map((g) => `${g.giver} ${g.noun} ${g.to} ${g.chapter}`)).toEqual([
      'Walter Brisk watch Nell Aske 2',
      'Nell Aske watch Tom Fyfe 3',
      'Walter Brisk lamp Nell Aske 2',
      'Tom Fyfe case Walter Brisk 3',
    ]);
  });

  it('keeps each question on its own line, an answer run on to the next line joined to it', () => {
    const text = SHEETS([
      WATCH,
      'Who has the ledger?        Nell, the whole book;',
      '                           locked in the bureau.',
    ]);
    const lines = questionnaireAsMarkdown(text, ENGLISH).split('\n');
    expect(lines).toHaveLength(text.split('\n').length);
    // The section's heading on the blank line before the sheet's rule; the run-on line left blank.
    expect(lines.slice(15, 21)).toEqual([
      '# Objects',
      '',
      '',
      '### the pocket watch — Walter -> Nell, Friday 7 March (ch. 2) -> Tom (chapter 3).',
      '### the ledger — holder: Nell, the whole book; locked in the bureau.',
      '',
    ]);
  });

  it('has the checker report a keeper who still has a thing the sheet hands on', () => {
    const bible = SHEETS([WATCH]);
    const files = chaptersOf(
      'Walter wound the pocket watch and set it on the counter.',
      'Nell Aske came in. Walter gave her the watch at the door.',
      'Walter took the watch out of his pocket and looked at it.',
    );
    expect(checkObjects(manuscriptOf(files, bible), ENGLISH).findings.map((f) => `${f.file}:${f.line}`)).toContain(
      'chapter_03.md:3',
    );
    // Nell with it in chapter 2, Tom in chapter 3: as the sheet says.
    const kept = chaptersOf(
      'Walter wound the pocket watch and set it on the counter.',
      'Nell Aske came in. Walter gave her the watch at the door.',
      'Tom Fyfe took the watch out of his pocket and looked at it.',
    );
    expect(checkObjects(manuscriptOf(kept, bible), ENGLISH).findings).toEqual([]);
  });

  it('writes the chapters of its timeline in figures, so that its dates point at them', () => {
    const lines = questionnaireAsMarkdown(SHEETS([]), ENGLISH).split('\n');
    expect(lines.filter((l) => l.startsWith('- Chapter'))).toEqual([
      '- Chapter 1: Monday 3 March 1952; Nell; the shop',
      '- Chapter 2: Friday 7 March; Walter; the sale',
      '- Chapter 3: Tuesday 11 March; Tom; the fair',
    ]);
  });
});

describe('a date the bible gives a chapter without its year', () => {
  const anchors = (...texts: string[]) =>
    dateAnchors(
      texts.map((text, i) => ({ text, line: i + 1 })),
      ENGLISH,
    ).map((a) => `${a.chapter} ${a.year}`);

  it('is in the year named last before it when that is the story’s', () => {
    // "Sat 28 Sept 1889 … Thu 3 Oct ch. 1": the letter's year is the chapters' year, though only the last is dated.
    expect(anchors('Sat 28 Sept 1889 a letter · Thu 3 Oct ch. 1 · Wed 1 Jan 1890 ch. 8')).toEqual(['1 1889', '8 1890']);
    expect(anchors('Thu 3 Oct ch. 1 · Sat 5 Oct ch. 2')).toEqual([]);
  });

  it('is in the year of the chapter dated nearest when the year named last is another time', () => {
    // A widow "since 3 June 1931", then the sheet of objects before the timeline.
    expect(
      anchors('Dead since 3 June 1931.', 'Walter -> Nell, Friday 7 March (ch. 2).', 'Chapter 1: Monday 3 March 1952'),
    ).toEqual(['2 1952', '1 1952']);
  });
});
