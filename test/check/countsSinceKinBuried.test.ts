import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A count from the burial of one named by kin ("nine days after they buried his father"): the man buried last. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const buried =
  'Walter Pike kept the forge. He was a big man and he worked until the end. They buried Walter Pike on Tuesday, the fourth of June 1889, in the rain, and his son Tom walked home alone.';
const left = (count: string, kin = 'his father') =>
  timeline(
    buried,
    `On Tuesday, the eighteenth of June 1889, ${count} after they buried ${kin}, Tom Pike went down to the station.`,
  );

describe('a count from the burial of one named by kin', () => {
  it('finds a count that misses the burial of the man buried last', () => {
    expect(left('nine days')).toEqual([
      'chapter_02.md:3 "nine days after they buried his father" counts back from 18 June 1889 to 9 June 1889, but Walter Pike was buried on 4 June 1889 (chapter_01.md:3)',
    ]);
  });

  it('says nothing of a count that lands on it, or of kin the one buried cannot be', () => {
    expect(left('fourteen days')).toEqual([]);
    expect(left('nine days', 'her mother')).toEqual([]);
  });
});
