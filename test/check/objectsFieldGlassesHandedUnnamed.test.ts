import { describe, expect, it } from 'vitest';
import { brandNouns, givenAway, noteSubjects } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character, Gender } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Field glasses are binoculars, and their make told of them ("The field glasses were Zeiss") names them after ("his
 * Zeiss glasses"); a thing handed over as "it" before the text names it ("put it into Tom's hands. It was the Zeiss
 * glasses") is given; a thing of one's own after "with" and the words of its phrase ("with his eyes shut and his
 * compass lying on the blanket") is held; and who the next "he" is after a sentence that names others only in a list
 * ("told him about the lake, and Kolya counting") or after "that". Texts written for these tests.
 */

const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};

const OWNED = 'Mr. Ivo Brandt watched the ridge through his field glasses. The field glasses were Zeiss, a gift.';

describe('field glasses and their make', () => {
  it('are binoculars, and the make told of them is theirs', () => {
    expect(makes(OWNED)).toEqual({ zeiss: 'binoculars' });
  });
  it('given away and held again by the giver are a slip, by either name', () => {
    expect(
      findings(
        OWNED,
        'Mr. Ivo Brandt gave the field glasses to Mr. Tom Vass.',
        'Ivo Brandt wound the strap of his Zeiss glasses round his wrist.',
      ),
    ).toEqual([
      'chapter_03.md:3 Mr. Ivo Brandt has the zeiss binoculars here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing handed over before the text names it', () => {
  const HANDED =
    "Mr. Ivo Brandt took a flat leather case out of his coat and put it into Tom Vass's hands. Tom Vass opened the case. It was the Zeiss glasses.";
  it('is given, once the text says what it was', () => {
    expect(findings(OWNED, HANDED, 'Ivo Brandt raised the Zeiss glasses to the ridge.')).toEqual([
      'chapter_03.md:3 Mr. Ivo Brandt has the zeiss binoculars here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing of one’s own after "with" and the words of its phrase', () => {
  it('is held by the subject, wherever it lies', () => {
    expect(
      findings(
        OWNED,
        'Mr. Ivo Brandt gave the field glasses to Mr. Tom Vass.',
        'Ivo Brandt lay with his eyes shut and his Zeiss glasses lying on the sheet.',
      ),
    ).toHaveLength(1);
  });
  it('but not by one whose possessive it is not', () => {
    expect(
      findings(
        OWNED,
        'Mr. Ivo Brandt gave the field glasses to Mr. Tom Vass.',
        'Ivo Brandt lay with his eyes shut and her Zeiss glasses lying on the sheet.',
      ),
    ).toEqual([]);
  });
});

describe('who the next "he" is', () => {
  const person = (name: string, gender: Gender) => ({ name, names: [name], gender }) as unknown as Character;
  const ivo = person('Ivo', 'male');
  const kolya = person('Kolya', 'male');
  const tom = person('Tom', 'male');
  const heAfter = (text: string, named: Character[], before?: Character) => {
    const last = new Map<Gender, Character>(before ? [['male', before]] : []);
    noteSubjects(
      text,
      named.map((character) => ({ character, index: text.indexOf(character.name), name: character.name })),
      last,
      ENGLISH,
    );
    return last.get('male')?.name;
  };
  it('stays the one told of as "him", when the others are named only in a list of what he was told', () => {
    expect(
      heAfter(
        'She sat by his bed and told him about the lake, and Kolya counting, and Tom falling.',
        [kolya, tom],
        ivo,
      ),
    ).toBe('Ivo');
  });
  it('is the subject of a clause after "that"', () => {
    expect(heAfter('It was at noon that Ivo went to find Kolya.', [ivo, kolya])).toBe('Ivo');
  });
});
