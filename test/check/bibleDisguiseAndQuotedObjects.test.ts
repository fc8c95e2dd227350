import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A character's gender told by the entry itself outlasts a title among the names they go by (a woman in a man's
 * disguise, "Mr. Cesario"), and an object whose name carries quotes or a mark is called by the bare word
 * (src/check/bible.ts, character and storyObject).
 */

const genders = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.gender]);

describe('a name with a title the entry contradicts', () => {
  it('keeps the gender the prose tells: a woman going by "Mr. Cesario" stays female', () => {
    const bible =
      '## Characters\n\n### Viola\n- Names: Viola; Mr. Cesario (her disguise)\n- She washes ashore; she serves the Duke.\n';
    expect(genders(bible)).toEqual([['Viola', ['Viola', 'Mr. Cesario'], 'female']]);
  });

  it('keeps the gender a field gives: a man the village calls "Aunt Jo" stays male', () => {
    const bible = '## Characters\n\n### Joe Pike\n- gender: male\n- Names: Aunt Jo\n';
    expect(genders(bible)).toEqual([['Joe Pike', ['Joe Pike', 'Joe', 'Pike', 'Aunt Jo'], 'male']]);
  });
});

describe('an object whose name carries marks', () => {
  it('is called by the word without its quotes or mark', () => {
    const bible =
      "## Objects\n\n### The 'Gull'\n- the boat Tomas rows.\n\n### Grandad's fob-watch!\n- stopped at noon.\n";
    expect(parseBible(bible, ENGLISH).objects.map((o) => [o.noun, o.line])).toEqual([
      ['gull', 3],
      ['fob-watch', 6],
    ]);
  });
});
