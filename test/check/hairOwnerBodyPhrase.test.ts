import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair told with the body it falls on ("her long hair down her back", src/check/facts.ts, featuresIn): the body's
 * pronoun names the owner only when nothing before the hair did. "Mara's long hair fell over his shoulders" is
 * Mara's, not the man's whose shoulders they are; "The woman beside Wren smiled, her long hair down her back" is the
 * unnamed woman's, so no one's in the cast.
 */

const BIBLE =
  '## Characters\n### Mara Voss\n- gender: female\n### Tom Hale\n- gender: male\n### Wren Hollis\n- gender: female\n';

/** Each character's hair lengths: "Name value via line". */
const lengthsOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH).facts.cast.flatMap((c) =>
    (c.hairLengths ?? []).map((h) => `${c.name} ${h.value} ${h.via} ${h.at.file}:${h.at.line}`),
  );

describe('hair told with the body it falls on', () => {
  it("is the named owner's, whoever the body's pronoun is", () => {
    expect(
      lengthsOf(
        "Tom Hale knelt by the fire. Mara Voss rested her head on him.\n\nMara's long hair fell over his shoulders.",
      ),
    ).toEqual(['Mara Voss long name chapter_01.md:5']);
  });

  it('is no named woman\'s when "her" follows an unnamed woman', () => {
    expect(
      lengthsOf('Wren Hollis came in and sat down.\n\nThe woman beside Wren smiled, her long hair down her back.'),
    ).toEqual([]);
  });
});
