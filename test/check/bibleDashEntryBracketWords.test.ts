import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A paragraph "Word (…) — …" among the characters: an entry of someone called by one word only when every part of
 * the bracket is a name ("Lillian (Lil, Lilly) — the baker"); "Later (Next spring) — …" or "Later (Spring, by the
 * sea) — …" is a line of the entry above (src/check/bibleDialects.ts, namesInBracket). Written for these tests.
 */

const people = (line: string) =>
  parseBible(`## Characters\n\nNora Keane — the keeper; grey eyes.\n\n${line}\n`, ENGLISH).characters.map(
    (c) => c.name,
  );

describe('a one-word lead with a bracket before a dash', () => {
  it('is an entry when the bracket holds only names', () => {
    expect(people('Lillian (Lil, Lilly) — the baker.')).toEqual(['Nora Keane', 'Lillian']);
  });

  it('is no entry when the bracket holds a capitalised phrase that is no name', () => {
    expect(people('Later (Next spring) — she sells the farm.')).toEqual(['Nora Keane']);
  });

  it('is no entry when only some of the bracket is a name', () => {
    expect(people('Later (Spring, by the sea) — she sells the farm.')).toEqual(['Nora Keane']);
  });
});
