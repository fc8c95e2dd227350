import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a death the text told with its day ("two weeks and a day after Marc Gagnon went into the river"), said
 * on the day its own sentence names; the death told in a diary's entry, past what is said of the dead between commas.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const entry =
  'On Monday, the twentieth of January 1896, the thaw came.\n\n*Thursday, 23rd January 1896, rain and thaw: Marc Gagnon, channel man, of St. Georges, drowned in saving the mare. Recovered at the wharf.*';
const dies = (count: string) =>
  timeline(
    entry,
    `The Captain dies on Friday the fourteenth of February 1896, in the afternoon, ${count} after Marc Gagnon went into the river.`,
  );

describe('a count from a death told with its day', () => {
  it('finds a count that misses the death, told in a diary past what is said of the dead', () => {
    expect(dies('two weeks and a day')).toEqual([
      'chapter_02.md:3 "two weeks and a day after Marc Gagnon went into the river" counts back from 14 February 1896 to 30 January 1896, but Marc Gagnon died on 23 January 1896 (chapter_01.md:5)',
    ]);
  });

  it('reads no death past the commas when what follows them is another’s', () => {
    expect(
      timeline(
        entry.replace('drowned in saving the mare', 'pulled out a boy who had nearly drowned'),
        'The Captain dies on Friday the fourteenth of February 1896, in the afternoon, two weeks and a day after Marc Gagnon went into the river.',
      ),
    ).toEqual([]);
  });

  it('says nothing of a count that lands on the death', () => {
    expect(dies('three weeks and a day')).toEqual([]);
    expect(dies('twenty-two days')).toEqual([]);
  });
});

describe("a death told in a diary's entry a year on", () => {
  it("falls in the entry's own year, not the year told last", () => {
    expect(
      timeline(
        'On Monday, the twentieth of January 1896, the thaw came.\n\n*Saturday, 23rd January 1897, rain and thaw: Marc Gagnon, channel man, of St. Georges, drowned in saving the mare. Recovered at the wharf.*',
        'The Captain dies on Saturday the sixth of February 1897, in the afternoon, two weeks after Marc Gagnon went into the river.',
      ),
    ).toEqual([]);
  });
});
