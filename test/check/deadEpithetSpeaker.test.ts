import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The dead man" after a paragraph that names two men: the one a speech verb tags ("“Gone,” said Bo Lind") is
 * alive, so the other is the dead man, the verb written in capitals for a shout ("SAID") as well. Written for these
 * tests.
 */

const OPENING =
  'Tomas Reyes walks the lamp line every night. He counts the wicks and trims them. Bo Lind mends the nets on the slip. He whistles.';
const CALM = 'The harbour is still. The boats ride at anchor.';

describe('the speaker beside "the dead man"', () => {
  it('gives the death to the one no speech verb tags, whatever the case of the verb', () => {
    const deathsIn = (paragraph: string) =>
      readFacts(manuscriptOf(chaptersOf(OPENING, `${CALM}\n\n${paragraph}`)), ENGLISH)
        .facts.cast.filter((c) => c.death)
        .map((c) => c.name);
    const about = 'Nobody here knows much about Tomas Reyes.';
    const boots = 'The dead man’s boots are still wet.';
    expect(deathsIn(`${about} “Gone,” said Bo Lind. ${boots}`)).toEqual(['Tomas Reyes']);
    expect(deathsIn(`${about} “GONE!” SAID Bo Lind. ${boots}`)).toEqual(['Tomas Reyes']);
    // Neither speaks nor acts: the dead man may be either.
    expect(deathsIn(`${about} “Gone,” and Bo Lind. ${boots}`)).toEqual([]);
    // Someone new after "the dead man" in its sentence comes too late to be him.
    expect(
      deathsIn(`${about} “Gone,” said Bo Lind. The dead man’s boots are still wet where the boy left them.`),
    ).toEqual(['Tomas Reyes']);
  });

  it('gives no death to the one a wish or a dream names: they may be anyone, alive or dead', () => {
    const deathsIn = (paragraph: string) =>
      readFacts(manuscriptOf(chaptersOf(OPENING, `${CALM}\n\n${paragraph}`)), ENGLISH)
        .facts.cast.filter((c) => c.death)
        .map((c) => c.name);
    expect(deathsIn('She wished Tomas Reyes were here. The dead man’s boots are still wet.')).toEqual([]);
  });
});
