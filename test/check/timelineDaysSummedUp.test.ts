import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { spanEdgeAfter, summedDaysOff } from '../../src/check/checks/timelineSpans.js';
import { dayCount } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing the narration tells beginning on one day ("on the Monday, the third, the dockers came out") and over on a
 * later one ("on the Friday, the fourteenth, … and it was over"), then a count of its days summed up just after
 * ('"Twelve days," said Nan'): the count is the days from the one to the other, counting both or not. Texts written
 * for these tests.
 */

// 3 March 1952 a Monday, 14 March 1952 a Friday: 11 days between, 12 counting both.
const STRIKE = (count: string, gap = '') =>
  `On Saturday, 1 March 1952, the notice went up at the gate. On the Monday, the third, the dockers came out, and the cranes stood still along the quay.\n\nNan Ellery kept the shop open and gave tick to everyone. On the Friday, the fourteenth, in the morning, a lad ran up from the harbour shouting, and it was over.\n\n${gap}"${count} days," said Nan, that night, counting the tick in her book.\n`;

const timeline = (text: string) =>
  checkTimeline(manuscriptOf(chaptersOf(text)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a count of days summed up after a thing was told over', () => {
  it('reads what a day begins and what it ends', () => {
    expect(spanEdgeAfter(', the dockers came out, and the cranes stood still', ENGLISH)).toBe('began');
    expect(spanEdgeAfter(', in the morning, a lad ran up from the harbour shouting, and it was over.', ENGLISH)).toBe(
      'ended',
    );
    expect(spanEdgeAfter(', the notice went up at the gate.', ENGLISH)).toBeUndefined();
  });

  it('accepts the days counting both or not', () => {
    const [from, to] = [dayCount(1952, 3, 3), dayCount(1952, 3, 14)];
    expect(summedDaysOff('"Twelve days," said Nan.', from, to, ENGLISH)).toBeUndefined();
    expect(summedDaysOff('"Eleven days," said Nan.', from, to, ENGLISH)).toBeUndefined();
    expect(summedDaysOff('"Fourteen days," said Nan.', from, to, ENGLISH)).toEqual({
      words: 'Fourteen days',
      said: 14,
      days: 12,
    });
    expect(summedDaysOff('It had been a long fortnight, said Nan.', from, to, ENGLISH)).toBeUndefined();
  });

  it('finds a count that is neither, held to the day the thing began', () => {
    expect(timeline(STRIKE('Twelve'))).toEqual([]);
    expect(timeline(STRIKE('Fourteen'))).toEqual([
      'chapter_01.md:7 "Fourteen days": from 3 March 1952, when it began (chapter_01.md:3), to 14 March 1952, when it was over, are 12 days counting both, not 14',
    ]);
  });

  it('does not hold a count said long after to the thing', () => {
    const gap = 'Nan went to bed.\n\nThe rain came in the night.\n\nIn the morning the ships were moving.\n\n';
    expect(timeline(STRIKE('Fourteen', gap))).toEqual([]);
  });
});
