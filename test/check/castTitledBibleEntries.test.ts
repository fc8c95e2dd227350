import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Titled names the bible lists (src/check/facts.ts, the cast's full names): the bible's "Mr. Pike" stays the
 * bible's character beside the text's "Walter Pike", so what the text says of "Mr. Pike" is held to the bible; the
 * text's "Aunt Faith" is the bible's "Faith Halloran", the one full name that opens with her given name, even when
 * the bible lists a niece called plain "Faith" as well.
 */

const findings = (bible: string, ...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message} (${f.confidence})`,
  );

describe('a titled name the bible lists', () => {
  it('keeps the bible\'s "Mr. Pike" beside the text\'s "Walter Pike"', () => {
    expect(
      findings(
        '## Characters\n### Mr. Pike\n- eyes: brown\n',
        'Walter Pike came up the lane, and he whistled.',
        'Mr. Pike had blue eyes.',
      ),
    ).toEqual(['chapter_02.md:3 Mr. Pike\'s eyes are "blue" here; bible: brown (bible.md:3) (0.9)']);
  });

  it('makes "Aunt Faith" the bible\'s Faith Halloran, not her niece Faith', () => {
    expect(
      findings(
        '## Characters\n### Faith Halloran\n- gender: female\n- hair: grey\n### Faith\n- gender: female\n- hair: fair\n',
        'Aunt Faith came up the path.',
        "Aunt Faith's hair was black.",
      ),
    ).toEqual(['chapter_02.md:3 Faith Halloran\'s hair is "black" here; bible: grey (bible.md:4) (0.9)']);
  });
});
