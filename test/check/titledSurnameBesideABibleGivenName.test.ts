import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Dr. Mandl" beside "Leopold Mandl" and a bible's "Felix" (also "Dr. Felix Mandl"): two men bear the surname, so the
 * titled surname alone is not Leopold's, however the bible heads Felix's entry.
 */

const bible =
  '# Bible\n\n## Characters\n\n### Felix\n- Also known as: Felix Mandl, Dr. Felix Mandl\n- Age: 52\n\n### Leopold Mandl\n- Age: 47\n';
const chapters = chaptersOf(
  'Leopold Mandl lay on the balcony. On Thursday Leopold Mandl died in his bed.',
  'Dr. Felix Mandl came up on the Saturday train. Dr. Mandl walked into the hall and sat down.',
);

describe('a titled surname two characters bear', () => {
  it('names neither when one of them is headed in the bible by a given name alone', () => {
    const { facts } = readFacts(manuscriptOf(chapters, bible), ENGLISH);
    const leopold = facts.cast.find((c) => c.name === 'Leopold Mandl');
    expect(leopold && [...leopold.names]).not.toContain('Dr. Mandl');
  });

  it('so the brother who lives is not taken for the dead one', () => {
    expect(checkDead(manuscriptOf(chapters, bible), ENGLISH).findings).toEqual([]);
    const dead = chaptersOf(
      'Leopold Mandl lay on the balcony. On Thursday Leopold Mandl died in his bed.',
      'Dr. Felix Mandl came up on the Saturday train. Leopold Mandl walked into the hall and sat down.',
    );
    expect(checkDead(manuscriptOf(dead, bible), ENGLISH).findings.map((f) => f.line)).toEqual([3]);
  });
});
