import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * A line of speech alone in an exchange of two is spoken by the one who spoke the turn before last
 * (src/check/facts.ts, turnSpeaker): "I'm sixteen now" is Tom's when Ada and Tom have been taking turns. A
 * paragraph with speech in it is a turn, even when a sentence of it is narration ("Tom sat down. He said, 'Out.'");
 * a paragraph of narration alone is no one's turn, so someone who only comes in with a lamp is never the speaker.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('the speaker of a line of speech alone', () => {
  it('is the one of the two who spoke the turn before last', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\n"Out where?"\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('counts a paragraph that opens on narration and then speaks as a turn', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\nTom sat down. He said, "Out."\n\n"Out where?"\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('is still that one when the line names someone else than the one spoken to', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\n"Out where?"\n\n"Ruth kept me at the shop. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('is no one after a paragraph of narration alone, whoever it names', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\nRuth came in with the lamp.\n\n"You're late."\n\n"I'm sixteen. I can stay out."`,
      ),
    ).toEqual([]);
  });
});

describe('a name right before "I\'m sixty-eight" in speech', () => {
  it('is the speaker when it opens the speech or ends a sentence, not when it is the one spoken to', () => {
    expect(attributesOf(`${PEOPLE}\n\n"Ruth Penn, I'm sixty-eight," she told the clerk.`)).toEqual([
      'Ruth Penn age 68',
    ]);
    expect(attributesOf(`${PEOPLE}\n\n"Ruth Penn. I'm sixty-eight," she told the clerk.`)).toEqual([
      'Ruth Penn age 68',
    ]);
    expect(attributesOf(`${PEOPLE}\n\n"Don't argue with me, Ada, I'm sixty-eight," the clerk said.`)).toEqual([]);
  });
});
