import { describe, expect, it } from 'vitest';
import { featureColours } from '../../src/check/checks/colours.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A place's painted feature ("the yellow house", "the green shutters") told in another colour once. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

// The house the book calls by its colour, over three chapters.
const HOUSE = [
  'Father sat in the window of the yellow house and looked at the fjord.',
  'I have started the tooth. I have done the yellow house, the steps and the window.',
  'The yellow house is very quiet except for his breathing.',
];

describe('a painted feature of a place', () => {
  it('told in another colour once is found, with the kept colour on the other side', () => {
    const found = featureColours(book(...HOUSE, 'From the hill I could see the white house with its rowan.'), ENGLISH);
    expect(found).toEqual([
      {
        file: 'chapter_04.md',
        line: 3,
        category: 'place',
        message: 'the white house here; chapter_03.md:3 and 2 more tell the yellow house',
        evidence: 'From the hill I could see the white house with its rowan.',
        confidence: 0.6,
        against: {
          file: 'chapter_03.md',
          line: 3,
          evidence: 'The yellow house is very quiet except for his breathing.',
        },
      },
    ]);
    // The places check reports it, with no place it knows by name.
    const places = checkPlaces(book(...HOUSE, 'The white house with a blue door.'), ENGLISH).findings;
    expect(places.map((f) => [f.file, f.message])).toEqual([
      ['chapter_04.md', 'the white house here; chapter_03.md:3 and 2 more tell the yellow house'],
    ]);
  });

  it('holds a feature told through its owner, kept in two chapters', () => {
    const shutters = [
      'Casa Kravos was a tall narrow house, painted a yellow that had faded, with green shutters, all of them open.',
      'At Casa Kravos we closed the green shutters at ten in the morning.',
      'Kravos died in the night, with the first bora hammering on her blue shutters.',
    ];
    expect(featureColours(book(...shutters), ENGLISH).map((f) => f.message)).toEqual([
      'the blue shutters here; chapter_02.md:3 and 1 more tell the green shutters',
    ]);
    // Someone's, told in a paragraph that names no one the kept colour's paragraphs name: another house.
    const hale = 'Mrs Hale sat behind her blue shutters.';
    expect(featureColours(book(shutters[0] as string, shutters[1] as string, hale), ENGLISH)).toEqual([]);
    // A title or a common word opening both is no name they share.
    const kept = ['Mrs Kravos closed the green shutters.', 'She opened the green shutters at six.'];
    expect(featureColours(book(...kept, 'Mrs Hale sat behind her blue shutters.'), ENGLISH)).toEqual([]);
    expect(featureColours(book(...kept, 'She sat behind her blue shutters.'), ENGLISH)).toEqual([]);
    // An owner's name before it: the Merrows' house is the one told in the Merrows' paragraphs.
    const merrow = ['The Merrows lived in the yellow house.', 'Clara Merrow went up to the yellow house.'];
    const merrows = "From the wharf she saw the Merrows' white house.";
    expect(featureColours(book(...merrow, merrows), ENGLISH).map((f) => f.message)).toEqual([
      'the white house here; chapter_02.md:3 and 1 more tell the yellow house',
    ]);
    expect(featureColours(book(...merrow, "From the wharf she saw the Hales' white house."), ENGLISH)).toEqual([]);
    // Told in one chapter only, the colour is not yet kept.
    expect(featureColours(book(`${shutters[0]} ${shutters[1]}`, shutters[2] as string), ENGLISH)).toEqual([]);
  });

  it('is left alone for another of its kind, a comparison, a repainting, or a book of no known words', () => {
    // "a white house": another house, brought in.
    expect(featureColours(book(...HOUSE, 'Down the road stood a white house.'), ENGLISH)).toEqual([]);
    // Told twice: a second house the book keeps.
    const twice = 'Ida lived in the white house. The white house had no light in it.';
    expect(featureColours(book(...HOUSE, twice), ENGLISH)).toEqual([]);
    // Two colours each kept over chapters: two houses.
    const two = ['The white house stood on the Point.', 'Nobody went to the white house in winter.'];
    expect(featureColours(book(...HOUSE, ...two, 'The red house here.'), ENGLISH)).toEqual([]);
    // Both colours in one paragraph: a comparison.
    const both = `${HOUSE[2]} It had been the white house once, before the war.`;
    expect(featureColours(book(HOUSE[0] as string, HOUSE[1] as string, both), ENGLISH)).toEqual([]);
    // A repainting told before, or beside it: a change.
    const painted = 'In May they painted the house white, every board of it.';
    expect(featureColours(book(...HOUSE, painted, 'We came home to the white house.'), ENGLISH)).toEqual([]);
    const coat = 'In May it had a new coat of paint, white this time.';
    expect(featureColours(book(...HOUSE, coat, 'We came home to the white house.'), ENGLISH)).toEqual([]);
    // The repainting told just after, in the same paragraph.
    const after = 'We came home to the white house. Father had painted it white that spring.';
    expect(featureColours(book(...HOUSE, after), ENGLISH)).toEqual([]);
    const door = [
      'He sat behind the green door.',
      'The green door was shut.',
      'I painted the door yesterday. The yellow house with the blue door.',
    ];
    expect(featureColours(book(...door), ENGLISH)).toEqual([]);
    // "painted yellow" describes the house; it is no change.
    const described = 'It is a tall square house, painted yellow.';
    expect(featureColours(book(described, ...HOUSE, 'I saw the white house.'), ENGLISH)).toHaveLength(1);
    expect(featureColours(book(...HOUSE, 'I saw the white house.'), wordlessLanguage('xx', 'X'))).toEqual([]);
  });
});
