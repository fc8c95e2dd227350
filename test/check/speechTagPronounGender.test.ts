import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * A turn of an exchange whose narration names its speaker and tags a pronoun too ("Ada asked. … she said") is that
 * speaker's when the pronoun is of her gender, whatever its case (src/check/facts.ts, paragraphSpeaker): the line of
 * speech alone two turns later is hers again.
 */

const PEOPLE = 'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too.';

describe('a speaker named and tagged by a pronoun in one paragraph', () => {
  it('is the named one when the pronoun is hers ("she said"), so the line alone after the next turn is hers', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked. "Out," she said.\n\n"Out where?" Tom said.\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual(['Ada Marsh age 16']);
  });

  it('is no one when the pronoun is of the other gender ("he said"): the line alone is no one\'s', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked. "Out," he said.\n\n"Out where?" Tom said.\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual([]);
  });
});
