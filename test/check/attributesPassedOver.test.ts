import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { castOver, lastOfHadList, ownsAThing, recordAgeIn, unnamedOwnsAThing } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import type { Finding } from '../../src/check/types.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Looks a copy editor reads where the checker passed them over: a sentence of the story's present that holds a
 * habit of another time in a relative clause ("where her grandfather used to stand"), sandy hair, and a horse's
 * coat that a pronoun seems to give a woman, the owner of a thing as the one a pronoun means, and "his right hand, the
 * one with four fingers". Short texts written for these tests.
 */

const attributes = (...texts: string[]): Finding[] =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);

describe('a habit of another time in a relative clause', () => {
  it('marks no memory of the sentence that holds it', () => {
    expect(memoryMarked('He stood where her grandfather used to stand, with his dark hair wet.', ENGLISH)).toBe(false);
    expect(
      memoryMarked('She has grey eyes that her grandmother used to say were the colour of the river.', ENGLISH),
    ).toBe(false);
    expect(memoryMarked('He was the man who used to keep the light.', ENGLISH)).toBe(false);
  });

  it('marks no memory of a thing nobody remembered', () => {
    expect(memoryMarked('You were twenty-three, and nobody remembered until dinner time.', ENGLISH)).toBe(false);
    expect(memoryMarked('No one remembered the kettle.', ENGLISH)).toBe(false);
    expect(memoryMarked('Nobody knew it, but she remembered the war.', ENGLISH)).toBe(true);
  });

  it('still marks a habit told as the sentence’s own time', () => {
    expect(memoryMarked('She used to walk to the mill every morning.', ENGLISH)).toBe(true);
    expect(memoryMarked('When we used to swim there, the water was cold.', ENGLISH)).toBe(true);
  });

  it('leaves the looks of that sentence to be read and compared', () => {
    const first =
      'Clara Merrow came up the bank. She is twenty-four, with grey eyes that her grandmother used to say were the colour of the river.';
    expect(attributesOf(first)).toContain('Clara Merrow eyes grey');
    expect(where(attributes(first, 'Clara Merrow stood by the door. Her brown eyes were dry.'))).toEqual([
      'chapter_02.md:3',
    ]);
  });
});

describe('sandy hair', () => {
  const first = 'Sam Whitlock came down the row. He was thirty-four, with black hair and a broken nose.';

  it('is a fair colour, not a dark one', () => {
    expect(where(attributes(first, 'Sam Whitlock went red to the roots of his sandy hair.'))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('agrees with fair hair', () => {
    const fair = 'Sam Whitlock came down the row. He was thirty-four, with fair hair and a broken nose.';
    expect(attributes(fair, 'Sam Whitlock went red to the roots of his sandy hair.')).toEqual([]);
  });
});

describe('an animal’s coat', () => {
  it('is no hair of the woman a pronoun seems to mean', () => {
    const first = 'Clara Merrow came up the bank. She had dark hair in a knot at the back of her neck.';
    expect(
      attributes(
        first,
        'Clara Merrow came to the gate, and the mare stood beside her in her harness with her dapple-grey head over the wall.',
      ),
    ).toEqual([]);
  });
});

describe('the owner of a thing inside a phrase', () => {
  it('is no one a later pronoun means', () => {
    const first = 'Grace Mercer came in from the yard. Grace Mercer had grey eyes.';
    const later =
      'Grace Mercer and Hugh sat at the table. They ate bread and Mrs. Rowlands’s plum jam, and she told him about the shop. She laughed. Her eyes in the lamplight were green.';
    expect(where(attributes(first, later))).toEqual(['chapter_02.md:3']);
    expect(attributes(first, later.replace('green', 'grey'))).toEqual([]);
  });

  const owns = (sentence: string, name: string) =>
    ownsAThing(sentence, { name, index: sentence.indexOf(name) }, [], ENGLISH);

  it('is passed over after a person who does the sentence', () => {
    expect(owns('He stood with old Jelle’s brass telescope to his eye.', 'Jelle')).toBe(true);
    expect(owns('They ate bread and Mrs. Rowlands’s plum jam.', 'Mrs. Rowlands')).toBe(true);
  });

  it('is not passed over when it opens the sentence, its thing does something, it holds a person or no one else is there', () => {
    expect(owns('Mara’s eyes were grey.', 'Mara')).toBe(false);
    expect(owns('He opened the gate, and Tom’s dog ran out.', 'Tom')).toBe(false);
    expect(owns('She looked at Tom’s wife.', 'Tom')).toBe(false);
    // The person held may come after a word or two, or after a run of spaces.
    expect(owns('She looked at Tom’s young wife.', 'Tom')).toBe(false);
    expect(owns('She looked at Tom’s  wife.', 'Tom')).toBe(false);
    expect(owns('The dog took Karl Weiss’s watch.', 'Karl Weiss')).toBe(false);
  });
});

describe('an unnamed person who only owns a thing ("at her father’s desk")', () => {
  it('brings no one into the scene: the pronouns after it stay with the one the paragraph follows', () => {
    const first = 'Abel Strand came in. Abel Strand had red hair.';
    const later = (desk: string) =>
      `Mina went into the office. Abel Strand was sitting at ${desk}. He had the ledger open in front of him.\n\nHe stood up, and his black hair was wet.`;
    expect(where(attributes(first, later('her father’s desk')))).toEqual(['chapter_02.md:5']);
    expect(where(attributes(first, later('the desk')))).toEqual(['chapter_02.md:5']);
    // A man who comes in is someone the "he" may mean: no one's hair then.
    expect(attributes(first, later('the desk, and her father came in after him'))).toEqual([]);
  });

  const owns = (stretch: string, noun: string) => {
    const at = stretch.indexOf(noun);
    return unnamedOwnsAThing(stretch, at, at + noun.length, ENGLISH);
  };

  it('is read after the clause’s subject only, and not when it holds a person, their body or a thing that acts', () => {
    expect(owns(' was sitting at her father’s desk.', 'her father')).toBe(true);
    expect(owns('He took the old man’s lamp down.', 'the old man')).toBe(true);
    expect(owns('The dog took the old man’s lamp.', 'the old man')).toBe(false);
    expect(owns(' opened the gate, and her father’s dog ran out.', 'her father')).toBe(false);
    expect(owns(' took her father’s hand.', 'her father')).toBe(false);
    expect(owns(' looked at her father’s wife.', 'her father')).toBe(false);
    expect(owns(' saw her father by the gate.', 'her father')).toBe(false);
  });
});

describe('a hand picked out by the fingers it has left', () => {
  const first =
    'Aurelio Conti stood up off the wall. The little finger of his left hand was missing, down to the knuckle.';

  it('keeps its side', () => {
    expect(
      where(attributes(first, 'Aurelio Conti raised his right hand, the one with four fingers, and held it up flat.')),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on the same side, and on fingers only counted', () => {
    expect(attributes(first, 'Aurelio Conti raised his left hand, the one with four fingers, and held it up.')).toEqual(
      [],
    );
    expect(attributes(first, 'Aurelio Conti raised his right hand, four fingers spread, and held it up.')).toEqual([]);
    expect(
      attributes(first, 'Aurelio Conti raised his right hand. The little finger of his left hand was hidden.'),
    ).toEqual([]);
  });
});

describe('the owner of a body or of what is worn', () => {
  it('is still the one a later pronoun means', () => {
    const first = 'Nives Conti came into the yard. Nives Conti had grey eyes.';
    const later =
      'Miss Quill came across the planks. She took Nives’s chin in her hard dry fingers and looked for a long time into her brown eyes.';
    expect(where(attributes(first, later))).toEqual(['chapter_02.md:3']);
  });

  it('is still about her when a clause opens on it', () => {
    expect(
      ownsAThing(
        'She danced with Nora, Bríd’s glass forgotten on the table and her hair coming down.',
        { name: 'Bríd', index: 22 },
        [],
        ENGLISH,
      ),
    ).toBe(false);
  });
});

describe('a man of his age, with a list of his looks', () => {
  it('gives him the eyes at the end of the list', () => {
    const first =
      'Gunnar Hallgrímsson stood by the scales. He was a broad man of fifty-six with a bald head that he kept under a knitted blue cap, a grey moustache, grey eyes that did not miss a fillet, and big hands.';
    expect(attributesOf(first)).toContain('Gunnar Hallgrímsson eyes grey');
    expect(where(attributes(first, 'Gunnar Hallgrímsson came in. His blue eyes went to my hair.'))).toEqual([
      'chapter_02.md:3',
    ]);
  });
});

describe('an age after the name and a colon, and one a dated record gives', () => {
  const first =
    'Two men came tonight from the Beauce. The elder is Marc Gagnon: twenty-seven, black-bearded, quiet. Marc Gagnon does not smile, and Clara Merrow writes his name in the book.';

  it('reads the age after the colon', () => {
    expect(where(attributes(first, 'Marc Gagnon is thirty-five years old.'))).toEqual(['chapter_02.md:3']);
  });

  it('holds the record’s age to it', () => {
    const record =
      'Clara Merrow writes in the ledger.\n\n*Thursday, 23rd January 1896. Rain, thaw. Marc Gagnon, channel man, of St. Georges, drowned in saving her, aged 29 yrs. Recovered at the wharf.*';
    expect(where(attributes(first, record))).toEqual(['chapter_02.md:5']);
    expect(attributes(first, record.replace('aged 29', 'aged 27'))).toEqual([]);
  });

  it('gives the record’s age to the one it names, not a kin in an aside', () => {
    const cast = castOver([
      { name: 'Mara Venn', names: ['Mara Venn'], line: 0, fields: {} },
      { name: 'Tobias Marsh', names: ['Tobias Marsh'], line: 0, fields: {} },
    ]);
    expect(recordAgeIn('Mara Venn, sister of Tobias Marsh, died at home, aged 61 years.', cast, ENGLISH)).toMatchObject(
      {
        character: { name: 'Mara Venn' },
        years: 61,
      },
    );
    expect(recordAgeIn('Mara Venn died at home, and was much aged.', cast, ENGLISH)).toBeUndefined();
    const withPlace = castOver([
      { name: 'Marc Gagnon', names: ['Marc Gagnon'], line: 0, fields: {} },
      { name: 'St. Georges', names: ['St. Georges'], line: 0, fields: {} },
    ]);
    expect(
      recordAgeIn('Marc Gagnon, channel man, of St. Georges, drowned, aged 29 yrs.', withPlace, ENGLISH),
    ).toMatchObject({ character: { name: 'Marc Gagnon' }, years: 29 });
  });
});

describe('a subject told tall and fair', () => {
  const first = 'Will Cobham came down the row. He was tall and fair, bareheaded, in a collarless shirt.';

  it('gives the subject fair hair', () => {
    expect(attributesOf(first)).toContain('Will Cobham hair blond');
    expect(where(attributes(first, 'Will Cobham stood by the hut, and the fire caught his dark hair.'))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('is quiet on fair as just, and on dark with something', () => {
    expect(attributesOf('Will Cobham came down the row. He was kind and fair to everyone.')).toEqual([]);
    expect(attributesOf('Will Cobham came down the row. He was tall and dark with soot.')).toEqual([]);
  });
});

describe('hair told of another time', () => {
  it('is no slip against the colour of now', () => {
    const first = 'Afonso Teles came in at eleven. He was tall and stooped, with white hair worn long.';
    expect(
      attributes(first, 'Afonso Teles had been forty-one then, with black hair that he wore long even then.'),
    ).toEqual([]);
    expect(attributes(first, 'In those days Afonso Teles had black hair.')).toEqual([]);
    expect(where(attributes(first, 'Afonso Teles came in, with black hair to his collar.'))).toEqual([
      'chapter_02.md:3',
    ]);
  });
});

describe('the last of a list the verb of having gives', () => {
  const first = (list: string) => `Mara Voss came in from the yard. ${list}`;

  it('gives the subject the feature', () => {
    expect(attributesOf(first('She had a long face, thin lips and grey eyes.'))).toContain('Mara Voss eyes grey');
    expect(attributesOf(first('Mara Voss had a long face and grey eyes.'))).toContain('Mara Voss eyes grey');
    expect(
      attributesOf(
        first('She had her father’s straight back and her mother’s face, or so Tom told me, and dark brown eyes.'),
      ),
    ).toContain('Mara Voss eyes brown');
  });

  it('is no one’s with a person in the list, a verb of seeing, or no list', () => {
    expect(attributesOf(first('She had a son, a dog and grey eyes.'))).toEqual([]);
    expect(attributesOf(first('She had seen the boat and grey eyes at the window.'))).toEqual([]);
    expect(lastOfHadList('She had been to the mill and grey ', ENGLISH)).toBeUndefined();
    expect(lastOfHadList('She had a long face and grey ', ENGLISH)).toBe('She had grey ');
  });
});

describe('eyes of a colour with words before it', () => {
  it('reads the colour past an adverb or an adjective', () => {
    expect(attributesOf('Mara Voss came in. She had eyes of a very pale blue.')).toContain('Mara Voss eyes blue');
    expect(attributesOf('Mara Voss came in. She had eyes of a startling green.')).toContain('Mara Voss eyes green');
  });

  it('reads no colour past a person or a preposition', () => {
    expect(attributesOf('Mara Voss came in. She had the eyes of a girl in a red coat.')).toEqual([]);
    expect(attributesOf('Mara Voss came in. She had the eyes of an old woman with grey hair.')).toEqual([]);
  });
});

describe('a mark two patterns read in one sentence', () => {
  it('is told once', () => {
    expect(
      where(
        attributes(
          'Tom Hale came in. Tom Hale had lost two fingers of his left hand.',
          'Tom Hale sat down. He was missing two fingers on his right hand.',
        ),
      ),
    ).toEqual(['chapter_02.md:3']);
  });
});
