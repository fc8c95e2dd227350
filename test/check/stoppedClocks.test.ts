import { describe, expect, it } from 'vitest';
import { stoppedClocks } from '../../src/check/checks/clocks.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A stopped clock keeps its time (src/check/checks/clocks.ts): the church clock told stopped at ten to four in two
 * chapters, then once "still said half past six". A clock that goes, a time told once with no word of its standing
 * still, and clocks of other places stay quiet. Texts written for these tests.
 */

const STOPPED = [
  'We passed the church, where the clock on the tower said ten to four, as it had said since the flood.',
  'The rain came on. The clock on the tower said ten to four. Nobody had wound it in years.',
];

const found = (...later: string[]) =>
  stoppedClocks(manuscriptOf(chaptersOf(...STOPPED, ...later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a stopped clock', () => {
  it('reports another time told of it as stopped', () => {
    expect(found('Nothing had changed: the clock on its tower still said half past six.')).toEqual([
      "chapter_03.md:3 the stopped clock (the tower's) says half past six here; chapter_02.md:3 and 1 more have it stopped at ten to four",
    ]);
  });

  it('stays quiet on the same time, a time told with no word of its standing, and another clock', () => {
    for (const later of [
      'Nothing had changed: the clock on its tower still said ten to four.',
      'Nothing had changed: the clock on its tower still said ten minutes to four.',
      'They had mended it at last, and the clock on the tower said half past six.',
      'In the hall the clock on the wall still said half past six.',
    ])
      expect(found(later), later).toEqual([]);
  });

  it('stays quiet on a clock that goes', () => {
    const going = [
      'The clock on the tower said ten to four when we came in.',
      'By the time we left the clock on the tower said ten to four again, by chance.',
      'The clock on the tower still said half past six when the bus came.',
    ];
    expect(stoppedClocks(manuscriptOf(chaptersOf(...going)), ENGLISH)).toEqual([]);
  });

  it('names a clock told by its kind in small letters, however the sentence writes it', () => {
    const kitchen = [
      'The Kitchen clock said ten to four, as it had said since the flood.',
      'The rain came on. The kitchen clock said ten to four. Nobody had wound it in years.',
      'Nothing had changed: the KITCHEN clock still said half past six.',
    ];
    expect(
      stoppedClocks(manuscriptOf(chaptersOf(...kitchen)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`),
    ).toEqual([
      "chapter_03.md:3 the stopped clock (the kitchen's) says half past six here; chapter_02.md:3 and 1 more have it stopped at ten to four",
    ]);
  });
});
