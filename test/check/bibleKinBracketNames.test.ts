import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Prose that names someone beside their kin word ("Her sister, Margaret "Peg(gy)" Mare, is…") or gives their other
 * names in brackets ("Harold Pennock (Hal,Skip, "Pen")"): the sentence is the named person's, not the one before,
 * and each name in the brackets is theirs however it is spaced or quoted (src/check/bibleDialects.ts, proseLines).
 */

const who = (bible: string, name: string) => parseBible(bible, ENGLISH).characters.find((c) => c.name === name);

describe('a kin word before a name with brackets in it', () => {
  it('does not give the kin’s eyes to the one named before when a nickname holds brackets ("Peg(gy)")', () => {
    const bible =
      'Constance Mare is forty-one and keeps the glasshouse keys.\n\nHer sister, Margaret "Peg(gy)" Mare, is thirty-six and has grey eyes.\n';
    expect(who(bible, 'Constance Mare')?.fields).toEqual({ age: { value: '41', line: 1 } });
    expect(who(bible, 'Constance Mare')?.gender).toBeUndefined();
  });

  it('does not give them to her either when the name has other names in brackets and quotes', () => {
    const bible =
      'Constance Mare is forty-one and keeps the glasshouse keys.\n\nHer brother, Felix (Flick) "Fee" Mare, is thirty-six and has grey eyes.\n';
    expect(who(bible, 'Constance Mare')?.fields).toEqual({ age: { value: '41', line: 1 } });
  });
});

describe('names in brackets after a name', () => {
  it('reads each, with or without a space after the comma, quoted or not', () => {
    const bible = 'Harold Pennock (Hal,Skip, "Pen") is sixty-eight.\n';
    expect(who(bible, 'Harold Pennock')?.names).toEqual(['Harold Pennock', 'Harold', 'Pennock', 'Hal', 'Skip', 'Pen']);
    expect(who(bible, 'Harold Pennock')?.fields.age).toEqual({ value: '68', line: 1 });
  });
});
