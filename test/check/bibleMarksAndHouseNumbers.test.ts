import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The one character of a bible whose Characters section holds "### Mara Voss" and the lines given. */
function mara(lines: string) {
  const bible = parseBible(`## Characters\n\n### Mara Voss\n${lines}\n`, ENGLISH);
  return { character: bible.characters[0], marks: bible.marks ?? [] };
}

describe("a character entry's marks and home", () => {
  it('names a mark written in the plural, and the part it is on, in the singular', () => {
    expect(mara('- Burns on her left hands from the kiln.').marks).toEqual([
      {
        character: 'Mara Voss',
        mark: 'burn',
        side: 'left',
        part: 'hand',
        line: 4,
        text: '- Burns on her left hands from the kiln.',
      },
    ]);
    expect(mara('- A scar on the right cheek.').marks.map((k) => [k.mark, k.side, k.part])).toEqual([
      ['scar', 'right', 'cheek'],
    ]);
  });

  it('keeps a home that opens with its house number whole, not read as an age', () => {
    const { character } = mara('- Home: 14, Harbour Row\n- Age: 34');
    expect(character?.fields.home?.value).toBe('14, Harbour Row');
    expect(character?.fields.age?.value).toBe('34');
  });
});
