import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** An absence the bible records with no year: held in the story's year. */

const found = (away: string, ...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts), `# Characters\n\n## Tom Hanlon\n- Age: 58\n- ${away}\n`), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message} [${f.against?.file}:${f.against?.line} ${f.against?.evidence}]`);

describe('an absence the bible gives no year', () => {
  it('holds the text to it in the story’s year, and not on the day before the first', () => {
    expect(
      found(
        'AWAY: Dublin, Mon 10 – Fri 14 Oct',
        'Nora Keane and Tom Hanlon set the paper. On Sunday 9 October 1983 the rain came. Tom Hanlon sets the type.',
        'On Wednesday the press ran late. Ciarán comes in at six, and Tom behind him.',
      ),
    ).toEqual([
      'chapter_02.md:3 Tom acts here on 12 October 1983, but bible.md:5 has them away from 10 October 1983 until 14 October 1983 [bible.md:5 away 10 October to 14 October]',
    ]);
  });

  it('puts a first day in December in the year before the January the story opens in', () => {
    expect(
      found(
        'AWAY: the Faroes, Tue 29 Dec – Sat 2 Jan',
        'Nora Keane and Tom Hanlon set the paper.',
        'On Friday 1 January 1988 the press ran late. Ciarán comes in at six, and Tom behind him.',
      ),
    ).toHaveLength(1);
  });
});
