import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Two events after a death in one sentence: each dated by the day said after it, not by the next one's. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const death =
  'Tobias Marr keeps the light on Inchmore. On Wednesday 12 March 1902 the ferry is late. Tobias Marr dies at midnight, in the lamp room.';

describe('an inquest and a funeral said in one breath', () => {
  it('names the funeral, dated before the death, and not the inquest said for tomorrow', () => {
    expect(
      timeline(
        death,
        'On Thursday 13 March the boat comes. "The inquest is tomorrow; the funeral is Saturday the eighth."',
      ),
    ).toEqual([
      "chapter_02.md:3 Tobias Marr's funeral is dated 8 March 1902 here, before the death chapter_01.md:3 tells on 12 March 1902",
    ]);
  });
});
