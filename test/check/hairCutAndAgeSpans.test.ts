import { describe, expect, it } from 'vitest';
import { agrees, checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair cut and its plait in one paragraph, a beard back after a shave as the copy editor reads the finding, and a
 * bible's age whose first number is the age however the line goes on ("40 in chapters 1-3"). Written for these tests.
 */

const GENDERS =
  'Marta Hollis came up the path. She carried the post. Oskar Brandt waited at the gate. He held the dog.';

describe('hair cut short and the long plait cut off, in one paragraph', () => {
  it('is one moment told, no hair grown back', () => {
    const m = manuscriptOf(
      chaptersOf(
        GENDERS,
        'Marta Hollis had her hair cut short. Her long plait lay on the table.',
        'Marta Hollis slept.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});

describe('a beard after the text shaved it off', () => {
  it('says where the shave was told and that nothing tells the beard grown back', () => {
    const m = manuscriptOf(
      chaptersOf(
        `${GENDERS}\n\nOskar Brandt had a long grey beard.`,
        'On the Friday Oskar Brandt shaved off his beard.',
        'Oskar Brandt sat down. He tugged at his beard.',
      ),
    );
    const [found, ...more] = checkAttributes(m, ENGLISH).findings;
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      file: 'chapter_03.md',
      line: 3,
      message:
        'Oskar Brandt has a beard here; chapter_02.md:3 has it shaved off, and nothing between tells it grown back',
      confidence: 0.7,
      against: { file: 'chapter_02.md', line: 3, evidence: 'On the Friday Oskar Brandt shaved off his beard.' },
    });
  });
});

describe('an age in the bible with more after it', () => {
  it('takes its first number as the age, not a span of chapters after it', () => {
    expect(agrees('age', '40', '40 in chapters 1-3', ENGLISH)).toBe(true);
    expect(agrees('age', '2', '40 in chapters 1-3', ENGLISH)).toBe(false);
  });

  it('takes a span of years that opens it, with a word before or a note after, as the span', () => {
    expect(agrees('age', '44', '40-45, looks older', ENGLISH)).toBe(true);
    expect(agrees('age', '44', 'about 40–45', ENGLISH)).toBe(true);
    expect(agrees('age', '47', '40-45, looks older', ENGLISH)).toBe(false);
  });
});
