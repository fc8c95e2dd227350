import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { stayCounted } from '../../src/check/checks/timelineStays.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "She had been forty days on the island": a stay the narration counts of the protagonist, whose coming the story's
 * first day tells, runs from that day to the day the narration has reached.
 */

describe('a stay counted', () => {
  it('reads its subject, days and unit when it says where', () => {
    expect(stayCounted('She had been forty days on the island.', ENGLISH)).toMatchObject({
      subject: 'She',
      days: 40,
      place: 'island',
    });
    expect(stayCounted('By then Ada had been here three weeks.', ENGLISH)).toMatchObject({
      subject: 'Ada',
      days: 21,
      unit: 'weeks',
    });
  });

  it('reads no stay in a count with no place or a hedge', () => {
    expect(stayCounted('There had been ten days of frost.', ENGLISH)).toBeUndefined();
    expect(stayCounted('She had been nearly forty days on the island.', ENGLISH)).toBeUndefined();
  });
});

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const ARRIVAL =
  'The ferry came in to the island on Monday, the third of May 1920. Ada Quill stepped off it with one bag.\n\nAda Quill walked up to the school. Ada Quill slept that night in the loft.';
const later = (count: string) =>
  `On Saturday, the twelfth of June, Ada Quill rang the bell. Ada Quill counted the children.\n\nShe had been ${count} days on the island. Ada Quill wrote to her mother.`;

describe("the protagonist's stay", () => {
  it('is quiet when it counts the days since the first day', () => {
    expect(timeline(ARRIVAL, later('forty'))).toEqual([]);
  });

  it('is reported when it counts another number', () => {
    expect(timeline(ARRIVAL, later('thirty'))).toEqual([
      'chapter_02.md:5 "She had been thirty days on the island" counts 30 days, but Ada Quill came on the story\'s first day, 3 May 1920 (chapter_01.md:3), 40 days before 12 June 1920',
    ]);
  });

  it('is quiet when the one counted is not the protagonist, who may have come later', () => {
    const other = later('thirty').replace('She had been', 'Tom Reid had been');
    expect(timeline(ARRIVAL, other)).toEqual([]);
  });

  it('is quiet on a stay somewhere the first day never names: a journey after it', () => {
    expect(timeline(ARRIVAL, later('thirty').replace('on the island', 'in Glasgow'))).toEqual([]);
  });

  it('is quiet when the first day tells no coming', () => {
    const home = ARRIVAL.replace('The ferry came in to the island', 'The wind blew on the island');
    expect(timeline(home, later('thirty'))).toEqual([]);
  });
});
