import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { opensInPastPerfect } from '../../src/check/verbs.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A paragraph read as memory when it is the story's present (the twenty-first blind set: "Aurelio came in from the
 * balcony … and said that the boy had always whistled too much", a dead man acting, went unseen as memory). Texts
 * written for these tests.
 */

const memoryOf = (text: string) =>
  manuscriptOf(chaptersOf(text)).chapters[0]?.paragraphs.find((p) => p.kind === 'prose')?.memory;

describe('a paragraph that is no memory', () => {
  it('reads "since before she could remember" and "as long as I can remember" as always, not as memory', () => {
    const m = manuscriptOf(
      chaptersOf('Nives Ricci had come up here since before she could remember. She had grey eyes.'),
    );
    expect(m.chapters[0]?.paragraphs.find((p) => p.kind === 'prose')?.memory).toBe(false);
    const remembered = manuscriptOf(chaptersOf('Nives Ricci could remember the day. She had grey eyes.'));
    expect(remembered.chapters[0]?.paragraphs.find((p) => p.kind === 'prose')?.memory).toBe(true);
  });

  it('keeps a paragraph of past perfects the story’s present when one of its sentences says "now"', () => {
    const before = 'Her mother had wept. Her father had washed it at the spring. The chip had come off like a wasp.';
    expect(memoryOf(before)).toBe(true);
    expect(memoryOf(`${before} She touched the scar now and pushed back the hair the wind had blown.`)).toBe(false);
  });
});

describe('a sentence in the past perfect', () => {
  it('is one whose first verb in the past is a past perfect, not a simple past with one later', () => {
    expect(opensInPastPerfect('Mr. Marsh had brought it out on his bicycle.', ENGLISH)).toBe(true);
    expect(opensInPastPerfect('With the advance, which he had paid in cash, the bank could be paid.', ENGLISH)).toBe(
      true,
    );
    expect(opensInPastPerfect('That was how she had known.', ENGLISH)).toBe(true);
    expect(opensInPastPerfect('Teresa took the letter back when Nives had finished.', ENGLISH)).toBe(false);
    expect(opensInPastPerfect('Aurelio came in and said the boy had always whistled.', ENGLISH)).toBe(false);
    expect(opensInPastPerfect('She walked to the shop.', ENGLISH)).toBe(false);
    // No verb in the past at all: no past perfect.
    expect(opensInPastPerfect('She walks to the shop.', ENGLISH)).toBe(false);
  });

  it('leaves a paragraph the story’s present when one sentence tells it in the simple past', () => {
    const told =
      'Nives had finished the letter. Aurelio came in and said the boy had always whistled. Teresa had wept.';
    expect(memoryOf(told)).toBe(false);
    expect(memoryOf(told.replace('Aurelio came in', 'Aurelio had come in'))).toBe(true);
  });
});
