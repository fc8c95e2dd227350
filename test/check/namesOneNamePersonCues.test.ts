import { describe, expect, it } from 'vitest';
import { textVariants } from '../../src/check/checks/names.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A person known by one name and never seen doing anything right after it ("Old Hamid, who kept the lane", "I am
 * Hamid, son of Yusuf", "the evidence of the watchman Hamid"): a relative only a person takes ("who", "whose") and
 * one giving their own name tell a person, so the name is one of the cast and a slip of it ("Hamed" once) is read as
 * one (src/check/facts.ts; lang personRelativeAfter, ownNameBefore). Written for these tests.
 */

const chapters = (last: string) =>
  chaptersOf(
    'Old Hamid, who kept the lane at night, came to the door at six. The smoke was thick over the roofs.',
    'I am Hamid, son of Yusuf. I have kept those two lanes for twenty years, and I knew the house well.',
    'The Court heard the evidence of the witness Hamid on that point. It agreed with the letter of the witness Hamid. The Court thanked the witness Hamid.',
    last,
  );

describe('a person known by one name', () => {
  it('is one of the cast when a relative or their own naming tells a person', () => {
    const { cast } = readFacts(manuscriptOf(chapters('Nothing more was heard.')), ENGLISH);
    expect(cast.byName.has('Hamid')).toBe(true);
  });

  it('has a slip of the name read as a slip', () => {
    const found = textVariants(
      manuscriptOf(chapters('The Court thanks the watchman Hamed, whose evidence was clear.')),
      ENGLISH,
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_04.md:3']);
    expect(found[0]?.message).toContain('"Hamed" here');
  });
});
