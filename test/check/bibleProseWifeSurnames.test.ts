import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** "Frost's wife, Lillian": the family's name goes to her when the prose gives it, and no other family's name. */

const cast = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.fields.eyes?.value, c.fields.eyes?.line]);

describe('a wife named after her husband by his surname', () => {
  it("takes the surname the prose gives: Frost's wife is Lillian Frost", () => {
    expect(
      cast(
        "Edwin Frost is sixty and has grey eyes.\n\nFrost's wife, Lillian, keeps the post office. She has brown eyes.\n",
      ),
    ).toEqual([
      ['Edwin Frost', ['Edwin Frost', 'Edwin', 'Frost'], 'grey', 1],
      ['Lillian Frost', ['Lillian Frost', 'Lillian', 'Frost'], 'brown', 3],
    ]);
  });

  it('takes no surname of another family for the wife of a man the prose gives none', () => {
    expect(
      cast(
        "Edwin Frost is sixty and has grey eyes.\n\nTom's wife, Ada, keeps the inn on the quay. She has brown eyes.\n",
      ),
    ).toEqual([
      ['Edwin Frost', ['Edwin Frost', 'Edwin', 'Frost'], 'grey', 1],
      ['Ada', ['Ada'], 'brown', 3],
    ]);
  });
});
