import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An object's index card and its chain of keepers ("Ada Hale (1990) → Tom Reyes (ch 2)"): keepers named with a
 * surname, a name typed with two spaces, a chain indented under the card, and a step that opens on no one's name.
 */

const CARDS = `The Harbour — index cards.

---
TOM REYES
the ferryman
eyes brown
---
ADA HALE
the harbourmaster
eyes blue
---
THE BRASS KEY
iron, on a thong
Ada Hale (1990) → Tom Reyes (ch 2)
---
THE LAMP
brass
Tom Reyes (ch 3) → Ada  Hale (ch 4)
---
THE NET
tarred
    Tom Reyes (1990) → Ada Hale
---
THE OAR
ash
Ada Hale (ch 1) → lost off Skerry Head (ch 6)
`;

/** The canonical lines of one object's card: from its heading to the next heading. */
const card = (title: string) => {
  const lines = canonicalBible(CARDS, ENGLISH);
  const at = lines.findIndex((l) => l.text === `### ${title}`);
  const end = lines.findIndex((l, k) => k > at && l.text.startsWith('#'));
  return lines.slice(at + 1, end);
};

// Each test reads its bible itself: a bible read once in a describe body runs before any test.
describe('an object card’s chain of keepers', () => {
  const object = (name: string) => parseBible(CARDS, ENGLISH).objects.find((o) => o.name === name);

  it('names each keeper by first name and surname: the holder, then the one given it', () => {
    expect(card('The Brass Key')).toEqual([
      { text: '- iron, on a thong', line: 13 },
      { text: '- holder: Ada Hale', line: 14 },
      { text: '- given to Tom Reyes in chapter 2', line: 14 },
    ]);
    expect(object('The Brass Key')).toMatchObject({
      holder: 'Ada Hale',
      events: [{ chapter: 2, kind: 'given', line: 14, to: 'Tom Reyes' }],
    });
  });

  it('reads a keeper’s name typed with two spaces as the whole name', () => {
    expect(card('The Lamp').map((l) => l.text)).toEqual([
      '- brass',
      '- given to Tom Reyes in chapter 3',
      '- given to Ada  Hale in chapter 4',
    ]);
  });

  it('makes the first keeper of a chain indented under the card its holder', () => {
    expect(card('The Net').map((l) => l.text)).toEqual(['- tarred', '- holder: Tom Reyes']);
    expect(object('The Net')).toMatchObject({ holder: 'Tom Reyes', events: [] });
  });

  it('gives the object to no one at a step that opens on no name (a place named after is no keeper)', () => {
    expect(card('The Oar').map((l) => l.text)).toEqual(['- ash', '- given to Ada Hale in chapter 1']);
    expect(object('The Oar')?.events).toEqual([{ chapter: 1, kind: 'given', line: 26, to: 'Ada Hale' }]);
  });
});

describe('a chain of keepers in an object’s entry', () => {
  const oar = (chain: string) =>
    parseBible(`## Characters\n\n### Ada Hale\n\n### Mara Voss\n\n## Objects\n\n### The Oar\n\n${chain}\n`, ENGLISH)
      .objects[0];

  it('gives the object on to the one each step opens on', () => {
    expect(oar('Ada Hale (ch 1) → Mara Voss (ch 6)')).toMatchObject({
      holder: 'Ada Hale',
      events: [{ chapter: 6, kind: 'given', line: 9, to: 'Mara Voss' }],
    });
  });

  it('is no chain when a step opens on no name, though a name stands later in it', () => {
    expect(oar('Ada Hale (ch 1) → the widow Mara (ch 6)')).toMatchObject({ events: [] });
    expect(oar('Ada Hale (ch 1) → the widow Mara (ch 6)')?.holder).toBeUndefined();
  });
});
