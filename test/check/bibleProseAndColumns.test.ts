import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Bibles in writers' own layouts: a table whose name column is not its first and whose timeline heads its dates
 * "Date"; prose that names a character again by the same name, or says "She" in a paragraph of its own; a
 * definition list ("Hester Quayle" over ": Narrator. Schoolmistress, 34.") from the bible's first line.
 */

describe('a table whose columns are named by their headers', () => {
  it('takes the person from the "Character" column wherever it stands, and a "Date" column for the timeline', () => {
    const bible = parseBible(
      '## Characters\n\n| Eyes | Character | Age |\n|---|---|---|\n| grey | Mara Voss | 40 |\n| brown | Tomas Hale | 30 |\n\n## Timeline\n\n| Date | Event |\n|---|---|\n| 2 March 1998 | Mara sails (chapter 1) |\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value, c.line])).toEqual([
      ['Mara Voss', 'grey', '40', 5],
      ['Tomas Hale', 'brown', '30', 6],
    ]);
    expect(bible.timeline.map((t) => [t.chapter, t.text, t.date?.day])).toEqual([
      [1, '2 March 1998 — Mara sails (chapter 1)', 2],
    ]);
  });
});

describe('a character described in prose', () => {
  it('is one character, in the order first named, when named again by the same name after another', () => {
    const bible = parseBible(
      'Mara Voss is a ferry pilot. Tomas Hale is her brother, aged 30. Mara Voss has grey eyes.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value])).toEqual([
      ['Mara Voss', 'grey', undefined],
      ['Tomas Hale', undefined, '30'],
    ]);
  });

  it('is the one "She" means in a paragraph of its own after the one naming her', () => {
    const bible = parseBible('Mara Voss is a ferry pilot.\n\nShe has grey eyes.\n', ENGLISH);
    expect(
      bible.characters.map((c) => [c.name, c.fields.role?.value, c.fields.eyes?.value, c.fields.eyes?.line]),
    ).toEqual([['Mara Voss', 'ferry pilot', 'grey', 3]]);
  });
});

describe('a definition list from the bible’s first line', () => {
  it('reads each term as a person and the lines under it as what is said of them', () => {
    const bible = parseBible(
      'Hester Quayle\n: Narrator. Schoolmistress, 34. Grey eyes.\n\nTomas Hale\n: Her brother, 30. Brown eyes.\n',
      ENGLISH,
    );
    expect(
      bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value, c.fields.eyes?.line]),
    ).toEqual([
      ['Hester Quayle', '34', 'Grey', 2],
      ['Tomas Hale', '30', 'Brown', 5],
    ]);
  });
});
