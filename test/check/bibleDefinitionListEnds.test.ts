import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Where a definition list's entry ends ("Hester Quayle" then ": Narrator…"): at the file's end with no newline after
 * its last line, and at the next line that is no definition and no indented run-on, even with no blank line
 * before it: a term typed with two spaces between the names, or another person's labelled lines
 * (src/check/bibleDialects.ts). Bibles written for these tests.
 */

const HESTER = 'Hester Quayle\n: Narrator. Schoolmistress, 34. Grey eyes.\n';
const read = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    c.line,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
  ]);

describe('a definition list’s entry', () => {
  it('is read to the end of a file with no newline after its last line', () => {
    expect(read(HESTER.trimEnd())).toEqual([['Hester Quayle', 1, { age: '34 @2', eyes: 'Grey @2' }]]);
  });

  it('ends at a term typed with two spaces between the names: that is a person of their own', () => {
    expect(read(`${HESTER}Tomas  Hale\n: Her brother, 30. Brown eyes.\n`)).toEqual([
      ['Hester Quayle', 1, { age: '34 @2', eyes: 'Grey @2' }],
      ['Tomas Hale', 3, { age: '30 @4', eyes: 'Brown @4' }],
    ]);
  });

  it('ends at a labelled line that names another person, whose fields stay theirs', () => {
    expect(read(`${HESTER}Name: Tomas Hale\nEyes: brown\nAge: 30\n`)).toEqual([
      ['Hester Quayle', 1, { age: '34 @2', eyes: 'Grey @2' }],
      ['Tomas Hale', 3, { age: '30 @5', eyes: 'brown @4' }],
    ]);
  });
});
