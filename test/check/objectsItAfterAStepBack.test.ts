import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "I had wrapped the compass in a handkerchief that morning. … I took it out and gave it to Sam": a paragraph that
 * steps back in time (the past perfect) holds nothing now, but the thing it names is what the next "it" is, so the
 * giving is read and the giver's using it later is a slip. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ruth Amory kept the lock-house. Sam Kerr worked the barges.';
const stepBack =
  "I had wrapped Grandad's compass in a handkerchief that morning. I had thought about it for a week. I had argued both sides of it until the church clock struck three.";

describe('"it" after a step back in time', () => {
  it('is the thing that paragraph named, given away here', () => {
    expect(
      found(
        `${cast}\n\n${stepBack}\n\nWhen Ruth had gone inside, I took it out and gave it to Sam.`,
        "In the morning I opened Grandad's compass on the lock gate and read the bearing.",
      ),
    ).toEqual([
      'chapter_02.md:3 The narrator has the compass here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('reads no holding in the step back itself', () => {
    expect(
      found(
        `${cast} I gave Grandad's compass to Sam at the lock gate.`,
        "I had stood on that gate a hundred times with Grandad's compass in my hand. I had read the bearing off it every morning. I had walked home by it in the fog.",
      ),
    ).toEqual([]);
  });
});
