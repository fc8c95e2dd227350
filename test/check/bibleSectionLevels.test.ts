import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast opened by "## Characters" runs to the next heading of its level: a name under it at that level ("##
 * Saltcote") is no entry, and a level-1 title in between ("# Appendix") keeps the cast open without lowering the
 * level that ends it. Under "## Places" a heading with labelled lines is a place, not a person's record. Bibles
 * written for these tests (src/check/bibleDialects.ts).
 */

const castOf = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line]);

describe('the level of the heading that opened the cast', () => {
  it('ends the cast at a heading of that level: the town under it is no character', () => {
    const bible =
      '## Characters\n\n- Mara Voss — the pilot; grey eyes.\n\n## Saltcote\n\nA market town on the estuary.\n';
    expect(castOf(bible)).toEqual([['Mara Voss', 3]]);
  });

  it('stays the level that ends it after a level-1 title in between', () => {
    const bible =
      '# The Salt Road\n\n## Characters\n\n- Mara Voss — the pilot; grey eyes.\n\n# Appendix\n\n## Saltcote\n\nA market town on the estuary.\n';
    expect(castOf(bible)).toEqual([['Mara Voss', 5]]);
  });
});

describe('a heading under Places with labelled lines', () => {
  it('is a place, not a person’s record', () => {
    const bible = parseBible(
      '# Bible\n\n## Places\n\n### Saltcote\n- Age: founded 1820\n- Home of: the Voss family\n',
      ENGLISH,
    );
    expect(bible.characters).toEqual([]);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['Saltcote', 5]]);
  });
});
