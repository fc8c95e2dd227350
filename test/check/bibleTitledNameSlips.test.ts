import { describe, expect, it } from 'vitest';
import { bibleSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible's person written with a title ("Dr. Hugo Larraín"): the given name is the word after the title, so a
 * surname changed once against it ("Hugo Lazcano") is a slip as it is against "Hugo Larraín". Written for these tests.
 */

const slips = (bible: string, ...texts: string[]) =>
  bibleSurnameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a surname changed once against a titled bible name', () => {
  it('is a slip of the name after its title, with a stop or without', () => {
    for (const title of ['Dr.', 'Dr', 'DR.'])
      expect(
        slips(`## Characters\n\n### ${title} Hugo Larraín\n\n- Role: doctor\n`, 'Hugo Lazcano signed the loan.'),
      ).toEqual([
        `chapter_01.md:3 "Hugo Lazcano" here, the only Lazcano in the book; the bible's only Hugo is "${title} Hugo Larraín" (bible.md:3)`,
      ]);
  });
});
