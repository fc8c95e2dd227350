import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Bible } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A numbered chapter outline with the facts inside it ("1. The Crossing
 * (Monday 2 March)", then "   1.1 …" items): each item is read as prose of
 * its own, a person in brackets or with a nickname keeps the names they go by,
 * a town is not a character, and a change an item tells is the chapter's.
 */

const OUTLINE = `The Ferry: an outline

Kirkwall, a harbour town on Orkney, and the Stromness road, spring 1998. Told in the first person, past tense, by Ishbel Rae.

1. The Crossing (Monday 2 March)
   1.1 Aunt Mags (Margaret Rae, aged 52, grey eyes, short white hair, runs the post office) meets the boat.
   1.2 The narrator is Ishbel Rae, called Bel. She is 30 and has brown hair and green eyes.
   1.3 Callum "Cal" Rae, 40, her cousin, has hazel eyes. He calls her Ishbel.
   1.4 Grandad (Hector Rae, dead since 1990) haunts the croft in every story Mags tells.

2. The Croft (Tuesday 3 to Friday 6 March)
   2.1 The letter from Jean Muir (Gran, once Jean Rae) is on the table.
   2.2 Gran sees the RED hair and says nothing.
   2.3 Mags dyes Bel's hair red for the dance.
   2.4 Fergus Rae is 70, with blue eyes.
   2.5 At the dance. She has black hair tonight and a borrowed dress.
`;

const byName = (b: Bible, name: string) => b.characters.find((c) => c.names.includes(name));

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('a numbered outline', () => {
  const bible = () => parseBible(OUTLINE, ENGLISH);

  it('reads the people in its items, with the names in their brackets and nicknames', () => {
    const mags = byName(bible(), 'Mags');
    expect(mags?.names).toEqual(expect.arrayContaining(['Margaret Rae']));
    expect(mags?.fields).toMatchObject({ eyes: { value: 'grey' }, hair: { value: 'white' }, age: { value: '52' } });
    expect(byName(bible(), 'Cal')?.name).toBe('Callum Rae');
    expect(byName(bible(), 'Bel')?.fields).toMatchObject({ eyes: { value: 'green' }, hair: { value: 'brown' } });
    // "He calls her Ishbel": the name is hers, not Callum's.
    expect(byName(bible(), 'Callum Rae')?.names).not.toContain('Ishbel');
    expect(byName(bible(), 'Gran')?.name).toBe('Jean Muir');
    expect(byName(bible(), 'Hector Rae')?.diesIn?.value).toBe(0);
    // Two of one family are two people, not one.
    expect(byName(bible(), 'Fergus Rae')?.fields.eyes?.value).toBe('blue');
    // "She" in the next item is not the man the item before named.
    expect(byName(bible(), 'Fergus Rae')?.fields.hair).toBeUndefined();
    expect(byName(bible(), 'Callum Rae')?.fields.eyes?.value).toBe('hazel');
  });

  it('takes no town for a person, and hair someone sees for no one’s', () => {
    expect(bible().characters.map((c) => c.name)).not.toContain('Kirkwall');
    expect(byName(bible(), 'Gran')?.fields.hair).toBeUndefined();
    // With the hair her own, it is hers.
    expect(
      byName(parseBible(OUTLINE.replace('sees the RED hair', 'has RED hair'), ENGLISH), 'Gran')?.fields.hair?.value,
    ).toBe('RED');
  });

  it('records the change an item tells in its chapter, and a chapter of one day on the Timeline', () => {
    expect(bible().changes).toEqual([
      expect.objectContaining({ character: 'Ishbel Rae', field: 'hair', value: 'red', chapter: 2 }),
    ]);
    expect(bible().timeline.map((e) => [e.chapter, e.weekday])).toEqual([[1, 1]]);
  });

  it('keeps a text that agrees with it quiet, and finds one that does not', () => {
    const text = (eyes: string) => ({
      'chapter_01.md': `# One\n\nAunt Mags was at the pier in Kirkwall with her grey eyes screwed up against the wind. Callum had come too, and Jean Muir's letter was in his pocket.\n\nBel, she called me, as she always had. Fergus Rae waved from the car, his ${eyes} eyes creased.\n`,
    });
    const found = (eyes: string) => [
      ...checkAttributes(manuscriptOf(text(eyes), OUTLINE), ENGLISH).findings.map((f) => f.message),
      ...checkNames(manuscriptOf(text(eyes), OUTLINE), ENGLISH).findings.map((f) => f.message),
    ];
    expect(found('blue')).toEqual([]);
    expect(found('brown')).toEqual([expect.stringContaining('Fergus Rae\'s eyes are "brown" here')]);
  });
});
