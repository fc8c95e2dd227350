import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A definition list typed as Pandoc sets it, three spaces after the colon (":   Narrator…"), and a record whose
 * heading's brackets repeat its own name beside a nickname (src/check/bibleDialects.ts, personRecordAt).
 */

const looks = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]);

describe('a definition list with spaces after its colons', () => {
  it('reads each term as the person its definitions describe', () => {
    const bible =
      'Hester Quayle\n:   Narrator. Schoolmistress, 34.\n:   Grey eyes, red hair.\n\nTom Hale\n:   The ferryman, 40.\n:   Brown eyes.\n';
    expect(looks(bible)).toEqual([
      ['Hester Quayle', 1, '34', 'Grey'],
      ['Tom Hale', 5, '40', 'Brown'],
    ]);
  });
});

describe('a heading whose brackets repeat its name', () => {
  it('gives the nickname beside it as another name, and the name itself only once', () => {
    const bible = '### Tom Hale Jr. (Tom Hale Jr., Tommy)\n\n- Age: 40\n- Eyes: grey\n';
    const [tom] = parseBible(bible, ENGLISH).characters;
    expect(tom?.name).toBe('Tom Hale Jr.');
    expect(tom?.names).toContain('Tommy');
    expect(tom?.names.filter((n) => n.startsWith('Tom Hale'))).toEqual(['Tom Hale Jr.']);
  });
});
