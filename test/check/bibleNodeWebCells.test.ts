import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { nodeWebAsMarkdown } from '../../src/check/bibleNodeWeb.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A character web's cells as a person's facts: an age, another name, a feature, or a note left as it is. */

const web = (...nodes: string[]) =>
  parseBible(
    ['== NODES ==', '', ...nodes, '', '== EDGES ==', '', 'Nora Keane -> Tom Hanlon: cousin'].join('\n'),
    ENGLISH,
  );

const OTHERS = ['(Tom Hanlon)      58 | eyes blue-grey | hair white', '(Con Walsh)       81 | bald | brown eyes'];

describe('a character web’s cells', () => {
  it('takes a number alone for the age, and no cell that only begins with one', () => {
    const bible = web('(Nora Keane)      2 brothers in Boston | 34 | eyes green', ...OTHERS);
    expect(bible.characters.find((c) => c.name === 'Nora Keane')?.fields.age?.value).toBe('34');
  });

  it('takes a cell opening on "=" for another name, with or without a space after it, and no "=" inside a cell', () => {
    const bible = web('(Nora Keane)      34 | =Honora Keane | sister = Maura Keane', ...OTHERS);
    const nora = bible.characters.find((c) => c.name === 'Nora Keane');
    expect(nora?.names).toContain('Honora Keane');
    expect(nora?.names).not.toContain('Maura Keane');
  });

  it('reads a feature written with its own colon as it stands', () => {
    const bible = web('(Nora Keane)      34 | eyes: green | hair: dark red', ...OTHERS);
    const nora = bible.characters.find((c) => c.name === 'Nora Keane');
    expect([nora?.fields.eyes?.value, nora?.fields.hair?.value]).toEqual(['green', 'dark red']);
  });

  it('reads a name typed with a space inside its brackets as the name', () => {
    const bible = web('(Nora Keane )     34 | eyes green | editor', ...OTHERS);
    expect(bible.characters.map((c) => c.name)).toEqual(['Nora Keane', 'Tom Hanlon', 'Con Walsh']);
  });

  it('reads "eyes" or "hair" at the head of a cell as the feature, with any spaces after it, and nowhere else', () => {
    const words = { characters: 'Characters', record: ENGLISH.bible.record };
    expect(nodeWebAsMarkdown('(Nora Keane)      34 | eyes   green | grey hair thinning', words)).toBe(
      '### Nora Keane — age: 34; eyes: green; grey hair thinning',
    );
  });

  it('passes over an empty cell', () => {
    const bible = web('(Nora Keane)      34 |  | eyes green', ...OTHERS);
    const nora = bible.characters.find((c) => c.name === 'Nora Keane');
    expect([nora?.fields.age?.value, nora?.fields.eyes?.value]).toEqual(['34', 'green']);
  });

  it('writes an empty cell as no part of the heading', () => {
    const words = { characters: 'Characters', record: ENGLISH.bible.record };
    expect(nodeWebAsMarkdown('(Nora Keane)      34 |  | eyes green', words)).toBe(
      '### Nora Keane — age: 34; eyes: green',
    );
  });

  it('reads each cell of a run-on line as its own fact', () => {
    const bible = web('(Nora Keane)      34 | editor', '                  eyes green | hair dark red', ...OTHERS);
    const nora = bible.characters.find((c) => c.name === 'Nora Keane');
    expect([nora?.fields.eyes?.value, nora?.fields.hair?.value]).toEqual(['green', 'dark red']);
  });
});

describe('a character web’s sections', () => {
  it('reads the nodes right under their "== NODES ==" line', () => {
    const bible = parseBible(['== NODES ==', '(Nora Keane)      34 | eyes green', ...OTHERS].join('\n'), ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Nora Keane', 'green'],
      ['Tom Hanlon', 'blue-grey'],
      ['Con Walsh', 'brown'],
    ]);
  });

  it('gives what the edges say to no one, though "==EDGES==" lacks its spaces', () => {
    const bible = parseBible(
      [
        '== NODES ==',
        '',
        '(Nora Keane)      34 | eyes green',
        ...OTHERS,
        '',
        '==EDGES==',
        '',
        'Con Walsh -> Nora Keane: calls her "Nonie"',
      ].join('\n'),
      ENGLISH,
    );
    expect(bible.characters.flatMap((c) => c.names)).not.toContain('Nonie');
  });
});
