import { describe, expect, it } from 'vitest';
import { givenAway, noteSubjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character, Finding, Gender } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing given away and used again by the one who gave it, text against
 * text, in more of the forms writers use (issue 29, places and objects):
 * put into another's hands, given in a clause after "and", taken from the
 * giver by another, used "with" ("unlocked the loft with Dad's key"),
 * taken down from a shelf. Texts written for these tests, each with traps
 * that must stay quiet.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}`);
const two = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH);

describe('a giving in more forms, then a use by the giver', () => {
  const reported: Array<[string, string, string]> = [
    [
      'put into her hands, first person',
      'Grace Hale came to the window. I took the spyglass out of my coat and put it in her hands.',
      'I took the spyglass from my coat pocket and looked out.',
    ],
    [
      'pressed into a named hand, third person',
      'Mara Vos met Tomas Reyes at the gate. Mara Vos pressed the brass key into Tomas’s hand.',
      'Mara Vos unlocked the chest with the brass key.',
    ],
    [
      'given after "and", with a scene opening on "she"',
      'Ottilie Marsh woke early. She dressed.\n\n* * *\n\n"Keep this for me," she said, and gave him Anselm’s watch. Pieter Haas bowed.',
      'That night she wound Anselm’s watch.',
    ],
    [
      'taken from her by another, then taken down from a shelf',
      'Samuel Crouch came in. He bowed. Nell Alder stood. She waited. He took the ledgers from her and gave her a receipt.',
      'Nell Alder took the ledger down from the shelf and wrote the day’s tolls in it.',
    ],
    [
      'the ledgers given after another gave her a ledger, then one taken down from a shelf',
      'Kit Bell came in. He laughed. Nell Alder stood. She waited. Kit Bell gave the ledger to Nell Alder.\n\nLater Nell Alder gave the ledgers to Samuel Crouch.',
      'Nell Alder took the ledger down from the shelf and wrote in it.',
    ],
    [
      'given, then used "with" a possessive',
      'I came in. I gave Danny May the key. Danny May nodded.',
      'I went up and unlocked the loft with Dad’s key.',
    ],
    [
      'carried "with", taken by another, then carried again',
      'In the afternoon I walk up to the manse with the telescope. Euan Gray takes it out of the case and looks at the Sound.',
      'I have my father’s telescope slung over my shoulder in its case.',
    ],
    [
      'taken down with a particle, then taken by another from her',
      'Jess Marr went to the mantel and took down the clasp-knife. Kit Bell took the knife in both hands.',
      'Jess Marr took the knife out of her apron pocket and cut the twine.',
    ],
  ];
  for (const [name, first, second] of reported)
    it(`reports ${name}, naming both places`, () => {
      const found = two(first, second);
      expect(at(found)).toEqual(['chapter_02.md:3']);
      expect(found[0]?.against?.file).toBe('chapter_01.md');
      expect(found[0]?.confidence).toBe(0.7);
    });
});

describe('quiet where the giver does not have it', () => {
  const quiet: Array<[string, string, string]> = [
    [
      'given back',
      'Mara Vos pressed the brass key into Tomas’s hand.',
      'Tomas Reyes gave the brass key back to her. Mara Vos unlocked the chest with the brass key.',
    ],
    [
      'a second of its kind',
      'Mara Vos pressed the brass key into Tomas’s hand.',
      'Mara Vos unlocked the door with the iron key.',
    ],
    [
      'a memory',
      'Mara Vos pressed the brass key into Tomas’s hand.',
      'Mara Vos remembered the years before, when she had unlocked the chest with the brass key.',
    ],
    [
      'said, not done',
      'Mara Vos pressed the brass key into Tomas’s hand.',
      '"I unlocked the chest with the brass key," Mara Vos said.',
    ],
    ['a bunch of keys of her own', 'I came in. I gave Danny May the key.', 'I stood on the steps with my keys.'],
    [
      'in another’s hand',
      'Mara Vos came in. She laughed. Mara Vos pressed the knife into Tomas’s hand.',
      'Mara Vos sat by the fire, with the knife in his hand.',
    ],
    ['no holding', 'Mara Vos pressed the map into Tomas’s hand.', 'Mara Vos found the table covered with the map.'],
    [
      'another holding it',
      'Grace Hale came. I put the spyglass in her hands.',
      'I saw the man with the spyglass on the quay.',
    ],
    [
      'watched with it by another',
      'Grace Hale came. I put the spyglass in her hands.',
      'I watched her with the spyglass.',
    ],
    [
      'taken back from the one given it',
      'Samuel Crouch came in. He bowed. Nell Alder stood. She waited. He took the ledgers from her.',
      'Nell Alder took the ledger back from Samuel Crouch.',
    ],
    [
      'taken from a shelf with the receiver there',
      'Samuel Crouch came in. He bowed. Nell Alder stood. She waited. He took the ledgers from her.',
      'Nell Alder took the ledger down from the shelf where Samuel Crouch had left it.',
    ],
    [
      'found by the giver, told in a clause of its own',
      'Mara Vos came in. She laughed. Mara Vos gave the brass key to Tomas Reyes.',
      'The brass key, which Tomas Reyes had dropped in the grass, was found by Mara Vos. Mara Vos unlocked the chest with the brass key.',
    ],
    [
      'given back by "it" before the use, in one sentence',
      'Mara Vos came in. She laughed. Mara Vos gave the brass key to Tomas Reyes.',
      'Tomas Reyes held the brass key up. Then he gave it back to her, and Mara Vos unlocked the chest with the brass key.',
    ],
    [
      'a giving told, then told again in detail',
      'On Monday I gave Danny May the key. I took it off my own keyring and held it out to him. He took it and put it in his pocket.',
      'Danny May unlocked the loft with the key.',
    ],
    [
      'put into her own hands',
      'Mara Vos took the brass key and put it in her own hands.',
      'Mara Vos unlocked the chest with the brass key.',
    ],
  ];
  for (const [name, first, second] of quiet)
    it(`keeps quiet: ${name}`, () => {
      expect(two(first, second)).toEqual([]);
    });
});

describe('who the next "she" is', () => {
  const june = { name: 'June', names: ['June'], gender: 'female' } as unknown as Character;
  const nadia = { name: 'Nadia', names: ['Nadia'], gender: 'female' } as unknown as Character;
  const note = (text: string, named: Array<[Character, string]>, before?: Character) => {
    const last = new Map<Gender, Character>(before ? [['female', before]] : []);
    noteSubjects(
      text,
      named.map(([character, name]) => ({ character, index: text.indexOf(name) })),
      last,
      ENGLISH,
    );
    return last.get('female')?.name;
  };
  it('is the name in a subject’s place, not one a pronoun’s verb takes', () => {
    expect(
      note('June hugged Nadia.', [
        [june, 'June'],
        [nadia, 'Nadia'],
      ]),
    ).toBe('June');
    expect(note('She took it out, she told Nadia, and kept it.', [[nadia, 'Nadia']], june)).toBe('June');
    expect(note('Then it was Nadia.', [[nadia, 'Nadia']], june)).toBe('Nadia');
    expect(note('He gave it to Nadia.', [[nadia, 'Nadia']], june)).toBe('Nadia');
  });
});
