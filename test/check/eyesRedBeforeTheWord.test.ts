import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Eyes red or pink said before the word ("her red eyes", "his pink eyes") are eyes that wept or smarted, no eye
 * colour: a colour said of them elsewhere stands. Texts written for these tests.
 */

describe('"red eyes" before the word', () => {
  it('is no eye colour, and no slip beside green eyes said before', () => {
    expect(attributesOf('Lise Amber wept all night. Her red eyes stung in the morning.')).toEqual([]);
    const m = manuscriptOf(
      chaptersOf(
        'Lise Amber came in. Her green eyes were tired.',
        'Lise Amber wept all night. Her red eyes stung in the morning.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it('leaves a colour said with it: "pink, grey eyes" are grey', () => {
    expect(attributesOf("Tomas Hale came in. Tomas Hale's pink, grey eyes blinked at the smoke.")).toEqual([
      'Tomas Hale eyes grey',
    ]);
  });
});
