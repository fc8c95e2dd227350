import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** "Keogh" alone, where the prose names two Keoghs besides: no one member of the family, before or after them. */

const cast = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value]);

describe('a surname alone in prose naming two of that family', () => {
  it('is a character of its own when it comes first', () => {
    expect(
      cast(
        'Keogh farms the top field at Kilbride. He has grey eyes.\n\nThomas Keogh keeps the post office.\n\nDaniel Keogh is nineteen and has blue eyes.\n',
      ),
    ).toEqual([
      ['Keogh', 'grey', undefined],
      ['Thomas Keogh', undefined, undefined],
      ['Daniel Keogh', 'blue', '19'],
    ]);
  });

  it('is a character of its own when it comes after them', () => {
    expect(
      cast(
        'Daniel Keogh is nineteen and has blue eyes.\n\nThomas Keogh keeps the post office.\n\nKeogh farms the top field at Kilbride. He has grey eyes.\n',
      ),
    ).toEqual([
      ['Daniel Keogh', 'blue', '19'],
      ['Thomas Keogh', undefined, undefined],
      ['Keogh', 'grey', undefined],
    ]);
  });

  it('is the one member when the prose names only that one', () => {
    expect(
      cast(
        'Keogh farms the top field at Kilbride. He has grey eyes.\n\nDaniel Keogh is nineteen and keeps the post office.\n',
      ),
    ).toEqual([['Daniel Keogh', 'grey', '19']]);
  });
});
