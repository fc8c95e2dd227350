import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The line a bible's voice is held to is the first line that says a person or a tense, even when the tense comes
 * on a later line or not at all (src/check/bible.ts, style).
 */

describe('the line of the voice a style section gives', () => {
  it('is the person’s line when the tense is said on the line after it', () => {
    const bible = '# Bible\n\n## Style\n\n- First person, narrated by Ines.\n- Past tense throughout.\n';
    expect(parseBible(bible, ENGLISH).style).toEqual({ line: 5, pov: 'first', narrator: 'Ines', tense: 'past' });
  });

  it('is the person’s line when no tense is said', () => {
    const bible = '# Bible\n\n## Style\n\n- Written in the first person.\n';
    expect(parseBible(bible, ENGLISH).style).toEqual({ line: 5, pov: 'first' });
  });
});
