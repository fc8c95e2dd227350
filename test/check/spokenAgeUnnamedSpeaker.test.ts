import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An exchange of two that someone unnamed breaks into ("'Who?' The girl at the window laughed."): that turn's
 * narration names no one, so it is no one's known turn, and the line of speech alone after it is no longer read as
 * the turn before last's. Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';
const EXCHANGE = '"Where were you?" Ada asked.\n\n"Out," Tom said.\n\n"Out where?"';

describe('an age in speech alone in an exchange', () => {
  it('is the speaker’s of the turn before last while the two take turns', () => {
    expect(attributesOf(`${PEOPLE}\n\n${EXCHANGE}\n\n"Nowhere."\n\n"I'm sixteen."`)).toEqual(['Ada Marsh age 16']);
  });

  it('is nobody’s after a turn whose narration names no one', () => {
    for (const turn of ['"Who?" The girl at the window laughed.', '"Who?" the girl at the window asked.'])
      expect(attributesOf(`${PEOPLE}\n\n${EXCHANGE}\n\n${turn}\n\n"I'm sixteen."`), turn).toEqual([]);
  });
});
