import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Deaths told a sentence or more after the name: in speech, sentences that open on the name's pronoun go on telling
 * of them ("Giacomo came home in April. He lived twenty-six years more. He died in that chair"). Texts written for
 * these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const opening = 'Maddalena Rovere poured the coffee. Tomaso Rovere sat down at the table with me.';

describe('a death told in speech by the pronoun of a name said before it', () => {
  it('is the named man’s, two sentences on', () => {
    expect(
      dead(
        `${opening}\n\n"Giacomo came home in April," she said. "He lived nearly twenty years more. He died in that chair."`,
        'Giacomo came out onto the loggia with his pipe and went back inside.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is no one’s when another name comes between', () => {
    expect(
      dead(
        `${opening}\n\n"Giacomo came home in April." She looked at me. "He met Tomaso at the station. He died in that chair."`,
        'Giacomo came out onto the loggia with his pipe and went back inside.',
      ),
    ).toEqual([]);
  });

  it('is no one’s when another who could be "he" is in the name’s own sentence', () => {
    expect(
      dead(
        `${opening}\n\n"Giacomo came home in April with Tomaso." She looked at me. "He died in that chair."`,
        'Giacomo came out onto the loggia with his pipe and went back inside.',
      ),
    ).toEqual([]);
  });

  it('is no one’s when a sentence opening on someone else comes between', () => {
    expect(
      dead(
        `${opening}\n\n"Giacomo came home in April." She looked at me. "I was at school. He died in that chair."`,
        'Giacomo came out onto the loggia with his pipe and went back inside.',
      ),
    ).toEqual([]);
  });
});
