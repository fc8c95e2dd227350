import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { awayButHere } from '../../src/check/checks/places.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Readings from a blind set written this session (a distillery, 1978–79): one spreadsheet holding every sheet of a
 * bible, its kind in a column; a "status" cell that tells no death; a newspaper cutting's dates in a sentence that
 * gives the cutting's year; "must have posted it on Tuesday, the day after she arrived"; an absence told by a
 * pronoun opening a paragraph. Texts written for these tests.
 */

const sheet = [
  'sheet\tname\talso called\tage\teyes\tstatus / change\tchapters',
  'CAST\tMairi Crerar\tMiss Crerar\t29\tgrey\tstays on Torsa\t1, 4, 7',
  'CAST\tRobert Gillies\tthe manager\t48\t\tAWAY in Glasgow Mon 27 Nov - Fri 1 Dec 1978; back Sat 2 Dec\t1, 2, 4',
  'CAST\tArchibald Crerar\tArchie\t66\tblue\tDIES Sun 10 Dec 1978 in the cooperage\t1-5',
  "OBJECT\tadze\tcooper's adze\t\t\tgiven to Calum Sat 16 Dec 1978\t5, 6",
  'PLACE\tWarehouse No. 3\t\t\t\toldest, nearest the sea, earth floor\t2, 3',
  'TIMELINE\tMon 27 Nov 1978\t\t\t\tGillies to Glasgow\tch 2',
  'TIMELINE\tSun 10 Dec 1978\t\t\t\tArchie dies\tch 5',
].join('\n');

describe('a spreadsheet of every sheet, its kind in a column', () => {
  it('takes the cast from the CAST rows only, and the other rows into their own sections', () => {
    const bible = parseBible(sheet, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Mairi Crerar', 'Robert Gillies', 'Archibald Crerar']);
    expect(bible.places.map((p) => p.name)).toEqual(['Warehouse No. 3']);
    expect(bible.timeline.map((t) => [t.chapter, t.date?.day])).toEqual([
      [2, 27],
      [5, 10],
    ]);
    expect(bible.objects.map((o) => o.name.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringContaining('adze')]),
    );
  });

  it('reads a death from a status cell only when the cell tells one', () => {
    const bible = parseBible(sheet, ENGLISH);
    const of = (name: string) => bible.characters.find((c) => c.name === name);
    expect(of('Robert Gillies')?.diesIn).toBeUndefined();
    expect(of('Mairi Crerar')?.diesIn).toBeUndefined();
    expect(of('Archibald Crerar')?.diesIn?.value).toBe(5);
  });

  it('reads on past an empty row saved as its tabs alone, inside a fence too', () => {
    const rows = sheet.split('\n');
    const gapped = [...rows.slice(0, 2), '\t\t\t\t\t\t', ...rows.slice(2)].join('\n');
    const names = (text: string) => parseBible(text, ENGLISH).characters.map((c) => c.name);
    expect(names(gapped)).toEqual(['Mairi Crerar', 'Robert Gillies', 'Archibald Crerar']);
    expect(parseBible(gapped, ENGLISH).places.map((p) => p.name)).toEqual(['Warehouse No. 3']);
    expect(names(`\`\`\`tsv\n${gapped}\n\`\`\`\n\n## Notes\n\nThe ferry runs on Mondays.`)).toEqual([
      'Mairi Crerar',
      'Robert Gillies',
      'Archibald Crerar',
    ]);
  });

  it('ends at an empty row of tabs that no row follows', () => {
    const ended = `${sheet}\n\t\t\t\t\t\t\nCalum Shaw is the cooper's boy, nineteen.`;
    expect(parseBible(ended, ENGLISH).characters.map((c) => c.name)).toEqual([
      'Mairi Crerar',
      'Robert Gillies',
      'Archibald Crerar',
      'Calum Shaw',
    ]);
  });

  it('keeps a table with no kind column as a table of people', () => {
    const people = 'name\tage\teyes\nMairi Crerar\t29\tgrey\nCalum Shaw\t19\tbrown';
    expect(parseBible(people, ENGLISH).characters.map((c) => c.name)).toEqual(['Mairi Crerar', 'Calum Shaw']);
  });
});

describe('a date with no year after a dated one in its sentence', () => {
  const cutting =
    'Tucked into the back there is a newspaper cutting from the *Oban Times* of Thursday 5th February 1953, about the great gale of Saturday 31st January, when the sea came into the warehouse.';

  it("is of that year: its weekday is that year's, and the narration has not gone back", () => {
    const chapters = {
      'chapter_01.md':
        '# One\n\nIt is Friday the twenty-second of December 1978. Mairi walks home along the Shore Road.\n',
      'chapter_02.md': `# Two\n\nIt is Saturday the thirtieth of December. ${cutting}\n\nMairi reads it twice.\n`,
    };
    expect(checkTimeline(manuscriptOf(chapters), ENGLISH).findings).toEqual([]);
    expect(datesIn(cutting, ENGLISH).map((d) => [d.day, d.month, d.year, d.yearBeside])).toEqual([
      [5, 2, 1953, undefined],
      [31, 1, undefined, 1953],
    ]);
  });

  it('is not of a year written after it, nor of one in the sentence before', () => {
    expect(
      datesIn('Wednesday 4 October: the river wall; memory of Mon 14 Sept 1931', ENGLISH).map((d) => d.yearBeside),
    ).toEqual([undefined, undefined]);
    expect(datesIn('It was 5 February 1953. On 31 January the gale came.', ENGLISH).map((d) => d.yearBeside)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("still has the story's own wrong weekday reported", () => {
    const text =
      '# One\n\nIt is Friday the twenty-second of December 1978. On Saturday the twenty-ninth of December Mairi walks to the pier.\n';
    expect(checkTimeline(manuscriptOf({ 'chapter_01.md': text }), ENGLISH).findings.map((f) => f.line)).toEqual([3]);
  });
});

describe('"must have" is no day the narration moves on to', () => {
  it('is quiet on an inference about the past that counts a day', () => {
    const text =
      '# Seven\n\nIt is Friday the twenty-second of December 1978. The office closes at noon.\n\nThere is a letter from Marsaili on the mat. She must have posted it on Tuesday, the day after she arrived.\n';
    expect(checkTimeline(manuscriptOf({ 'chapter_07.md': text }), ENGLISH).findings).toEqual([]);
  });

  it('still holds "the day after" of the narration to the weekday it names', () => {
    const text =
      '# Seven\n\nIt is Friday the twenty-second of December 1978. The office closes at noon.\n\nThe next morning, a Tuesday, Mairi walks to the pier.\n';
    expect(checkTimeline(manuscriptOf({ 'chapter_07.md': text }), ENGLISH).findings.map((f) => f.line)).toEqual([5]);
  });
});

describe('away, told by a pronoun opening a paragraph', () => {
  const chapter = (away: string) =>
    manuscriptOf({
      'chapter_01.md': [
        '# 1',
        'Bríd Rowan wrote the piece a week ago and left it on my desk. She laughed at the new name.',
        away,
        'I stand at the press with the paper in my hands.',
        'Bríd Rowan puts her head round the door of the back room, in her coat.',
      ].join('\n\n'),
    });

  it("is hers, the scene's last woman named", () => {
    const found = awayButHere(chapter('She is in London until Sunday, with Gerry.'), ENGLISH);
    expect(found.map((f) => `${f.line} ${f.category}`)).toEqual(['9 place']);
    expect(found[0]?.message).toContain('London');
  });

  it('is no one when a later sentence of the paragraph opens with it', () => {
    const away = 'Tom Keane rings that night from the works. She is in London until Sunday, with Gerry.';
    expect(awayButHere(chapter(away), ENGLISH)).toEqual([]);
  });
});
