import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "Ada, whose eyes were green": the eyes are the name's right before the comma, however the spaces around the comma
 * were typed; with other words between ("Ada stood by the girl, whose eyes…") they are someone else's. Texts
 * written for these tests.
 */

const NAMED = 'Ada Quell came in.';

describe('"whose" eyes after a name and a comma', () => {
  it('are the name’s with a space typed before the comma, two after it, or none', () => {
    for (const said of [
      'I met Ada , whose eyes were green.',
      'I met Ada,  whose eyes were green.',
      'I met Ada,whose eyes were green.',
    ])
      expect(attributesOf(`${NAMED} ${said}`), said).toEqual(['Ada Quell eyes green']);
  });

  it('are not the name’s when other words stand between the name and "whose"', () => {
    for (const said of [
      'Ada stood by the girl, whose eyes were green.',
      'I met Ada, and the girl whose eyes were green.',
    ])
      expect(attributesOf(`${NAMED} ${said}`), said).toEqual([]);
  });
});
