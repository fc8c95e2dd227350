import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "She sat by her father and put her red head on his shoulder": a person of the other gender between the name and
 * the pronoun ("her father") is no one "her" may mean, so the hair is still hers. One of the same gender ("her
 * mother") may be the one meant: then the hair is no one's. A title of the name itself ("Mr. Cross, who stood …
 * with his wet hazel eyes") is that man, no one else. Texts written for these tests.
 */

const ADA = 'Ada Marsh came in from the yard. She was cold.';

describe('hair given through "her" after a person of the other gender', () => {
  it.each([
    'When the dog had settled she came and sat by her father, and put her red head on his shoulder.',
    'She sat with her uncle for an hour, her red hair loose on her shoulders.',
  ])('is the named woman\'s: "%s"', (sentence) => {
    expect(attributesOf(`${ADA} ${sentence}`)).toEqual(['Ada Marsh hair red']);
  });

  it("is no one's after a person of the same gender", () => {
    expect(attributesOf(`${ADA} She sat by her mother and put her red head on her shoulder.`)).toEqual([]);
  });
});

describe('eyes given through "his" after a titled name', () => {
  it("are the titled man's", () => {
    expect(
      attributesOf(
        'Arthur Cross came in. There was a wreath from Mr. Cross, who stood in the rain with his wet hazel eyes.',
      ),
    ).toEqual(['Arthur Cross eyes hazel']);
  });
});
