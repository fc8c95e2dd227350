import { describe, expect, it } from 'vitest';
import { checkRepetition } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two runs said twice on purpose: the book's close calling back an image of
 * its opening (a bookend), and a dated fact named again with its year ("the
 * night the mill burned, the fourth of March 1921"). The same run elsewhere,
 * or without its date, is still the narrator saying a thing twice (inside a new sentence, an echo at 0.45).
 */

const IMAGE = 'the gulls went over the harbour wall crying like rusty gates';
const MIDDLE = [
  'Nobody came to the shop that week. I mended the awning and I wrote to my sister.',
  'On Sunday the rain stopped. I walked out to the point and back again before dinner.',
  'The carrier brought flour on the Tuesday, and a letter that I did not open.',
  'By the end of the month I had paid the coal man and the rent.',
].join('\n\n');

const found = (...texts: string[]) =>
  checkRepetition(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`,
  );

describe('the last page calling back the first', () => {
  it('is quiet on an image of the opening paragraph said again in the closing ones', () => {
    expect(
      found(
        `I came to Porthcarrow in the spring, and ${IMAGE}.\n\n${MIDDLE}`,
        MIDDLE,
        `${MIDDLE}\n\nI stood at the door with the key in my hand, and ${IMAGE}, and I went in.\n\nThat was all.`,
      ),
    ).toEqual([]);
  });

  it('still tells the image said again in the middle of the book, or in a book of two chapters', () => {
    expect(
      found(
        `I came to Porthcarrow in the spring, and ${IMAGE}.\n\n${MIDDLE}`,
        `${MIDDLE}\n\nI stood at the door with the key in my hand, and ${IMAGE}, and I went in.\n\nThat was all.`,
      ).filter((f) => f.includes('gulls')),
    ).toHaveLength(1);
    expect(
      found(
        `I came to Porthcarrow in the spring, and ${IMAGE}.\n\n${MIDDLE}`,
        `I stood at the door with the key in my hand, and ${IMAGE}, and I went in.\n\n${MIDDLE}`,
        MIDDLE,
      ),
    ).toEqual([expect.stringMatching(/^chapter_02\.md:3 0\.45 \d+ words repeated from chapter_01\.md:3/)]);
  });
});

describe('a dated fact named again', () => {
  const FACT = 'on the night the mill burned, the fourth of March 1921';
  it('is quiet on the event and its day, year and all', () => {
    expect(
      found(
        `${MIDDLE}\n\nOur father came home ${FACT}, and the yard was full of carts.`,
        MIDDLE,
        `Ned Hosken lost his hand ${FACT}, at the top of the hoist.\n\n${MIDDLE}`,
      ),
    ).toEqual([]);
  });

  it('still tells the same run with no date in it', () => {
    const run = 'on the night the mill burned down to its black stone walls';
    expect(
      found(
        `${MIDDLE}\n\nOur father came home ${run}, and the yard was full of carts.`,
        MIDDLE,
        `Ned Hosken lost his hand ${run}, at the top of the hoist.\n\n${MIDDLE}`,
      ),
    ).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 0\.45 10 words repeated from chapter_01\.md:11: "night the mill/),
    ]);
  });
});
