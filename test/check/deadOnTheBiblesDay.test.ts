import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death the bible dates and places in a chapter ("killed outside Ortona Mon 20 Dec 1943", chapter 2), in a chapter
 * that runs on years past it: a later scene of that chapter set after the bible's day has the dead acting, as one
 * after a death the text tells there has. Texts and bibles written for these tests.
 */

const BEFORE = 'Owen Pryce walked Nell Hart home from the dance. Owen laughed at the gate, and Nell laughed with him.';
const CHAPTER = (who: string) =>
  `Nell had his letters in a box under the bed, and she read them on Sundays.\n\n---\n\nI left the town on Friday, the twenty-first of June 1962, on the morning train.\n\nNell came to the station to see me off. ${who} carried my bag up the steps, and the Reverend Hughes shook my hand.`;
const BIBLE = (fate: string) => `## Characters\n\n### Owen Pryce\n- Fate: ${fate}\n`;

const dead = (fate: string, who = 'Owen Pryce') =>
  checkDead(manuscriptOf(chaptersOf(BEFORE, CHAPTER(who)), BIBLE(fate)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line}`,
  );

describe("a death on the bible's day, in the chapter the bible places it", () => {
  it('has the dead acting in a later scene set after that day', () => {
    expect(dead('killed off Pantelleria Mon 15 Jun 1942 (chapter 2)')).toEqual(['chapter_02.md:9']);
  });

  it('is no slip in a chapter whose scenes all come before the day', () => {
    expect(dead('killed off Pantelleria Mon 15 Jun 1964 (chapter 2)')).toEqual([]);
  });
});

describe("a bible's day of a death", () => {
  const diesOn = (fate: string) => parseBible(BIBLE(fate), ENGLISH).characters[0]?.diesOn?.value;

  it('is read with the chapter it names, and further on in the death word’s own clause', () => {
    expect(diesOn('killed off Pantelleria Mon 15 Jun 1942 (chapter 2)')).toEqual({ day: 15, month: 6, year: 1942 });
  });

  it('is not a day set apart from the death by a comma or a stop', () => {
    expect(diesOn('killed at sea, and his sister married on Mon 15 Jun 1942')).toBeUndefined();
    expect(diesOn('killed at sea. His sister married on Mon 15 Jun 1942')).toBeUndefined();
  });
});
