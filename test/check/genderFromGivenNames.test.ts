import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The gender a given name tells, and what it settles (issue 29, the twenty-first blind set's misreadings): a woman's
 * name misread as a man's by a "his" that was another's, a surname two people share, a pronoun between two of one
 * gender. Texts written for these tests.
 */

const genderOf = (text: string, name: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).characters.find((c) => c.name === name)?.gender;

describe('a given name that tells a gender', () => {
  it('makes "Grace Whitlow" a woman though a "his" after her name is another man’s', () => {
    const text =
      'Gerald Whitlow sat at his desk. He wrote. Grace Whitlow came to the office with his pills. Grace Whitlow held his head.';
    expect(genderOf(text, 'Grace Whitlow')).toBe('female');
    // A name borne by women and men alike tells nothing: the same "his" reads as before.
    expect(genderOf(text.replaceAll('Grace', 'Kit'), 'Kit Whitlow')).toBe('male');
  });

  it('gives a woman’s name alone, and a bible character the bible gives no gender, theirs', () => {
    expect(genderOf('Tilly came up the lane. Tilly knocked.', 'Tilly')).toBe('female');
    const m = manuscriptOf(chaptersOf('Isobel Crerar came in.'), '## Characters\n\n### Isobel Crerar\n- Age: 40\n');
    expect(readFacts(m, ENGLISH).characters.find((c) => c.name === 'Isobel Crerar')?.gender).toBe('female');
  });

  it('reads no gender from the one word after a title alone: "Dr. Hope" is a surname', () => {
    expect(genderOf('Dr. Hope came in. Dr. Hope sat down.', 'Dr. Hope')).toBeUndefined();
    expect(genderOf('Dr. Ruth Ames came in. Dr. Ruth Ames sat down.', 'Dr. Ruth Ames')).toBe('female');
    // "Rev." tells no gender of its own: a woman may be a minister.
    expect(genderOf('Rev. Ruth Ames came in. Rev. Ruth Ames sat down.', 'Rev. Ruth Ames')).toBe('female');
  });

  it('gives a woman her look through "Her" once her name tells she is one', () => {
    const text =
      'Gerald Whitlow walked in. Grace Whitlow came to the office with his pills. Her green eyes were tired.';
    expect(attributesOf(text)).toContain('Grace Whitlow eyes green');
  });
});

describe('a surname a man and a woman share', () => {
  const book = [
    'Donald McKechnie came to the estate in 1959. Margaret McKechnie stayed at home in Dundee.',
    'McKechnie laughed at the gearbox. He sat down on the sacks.',
  ].join(' ');

  it('is the one whose gender its own pronouns tell, used alone', () => {
    const facts = readFacts(manuscriptOf(chaptersOf(book)), ENGLISH);
    expect(facts.characters.find((c) => c.name === 'Donald McKechnie')?.names).toContain('McKechnie');
    // Used alone far more than the full names, with a "Mr. McKechnie" and a "Mrs. McKechnie" beside them: his too.
    const often = `${book} Mr. McKechnie was the engineer. Mrs. McKechnie wrote. ${'McKechnie smoked a pipe. '.repeat(16)}`;
    const read = readFacts(manuscriptOf(chaptersOf(often)), ENGLISH).characters;
    expect(read.find((c) => c.names.includes('Donald McKechnie'))?.names).toContain('McKechnie');
  });

  it('is the woman’s when her "She" follows it', () => {
    const facts = readFacts(manuscriptOf(chaptersOf(book.replace('He sat', 'She sat'))), ENGLISH);
    expect(facts.characters.find((c) => c.name === 'Margaret McKechnie')?.names).toContain('McKechnie');
    expect(facts.characters.find((c) => c.name === 'Donald McKechnie')?.names).not.toContain('McKechnie');
  });

  it('is not the other one’s', () => {
    const facts = readFacts(manuscriptOf(chaptersOf(book)), ENGLISH);
    const donald = facts.characters.find((c) => c.name === 'Donald McKechnie');
    expect(donald?.names).toContain('McKechnie');
    expect(facts.characters.find((c) => c.name === 'Margaret McKechnie')?.names).not.toContain('McKechnie');
  });

  it('names neither when its pronouns come only after the full names, or when a gender is untold', () => {
    const full =
      'Donald McKechnie came to the estate. He sat down. Margaret McKechnie stayed at home. McKechnie laughed.';
    const facts = readFacts(manuscriptOf(chaptersOf(full)), ENGLISH);
    expect(facts.characters.find((c) => c.name === 'Donald McKechnie')?.names).not.toContain('McKechnie');
    const untold = readFacts(manuscriptOf(chaptersOf(book.replace('Margaret', 'Kit'))), ENGLISH);
    expect(untold.characters.find((c) => c.name === 'Donald McKechnie')?.names).not.toContain('McKechnie');
  });
});

describe('a pronoun after two people of one gender', () => {
  it('is neither’s after two clause subjects: "Ruth read it aloud, and Ottilie laughed. … Her brown hair …"', () => {
    const text =
      'Ruth Ainley came in. Ottilie Marsh was at the counter. Ruth Ainley read the packet aloud, and Ottilie Marsh laughed. When it was dry she looked in the glass. Her brown hair was black.';
    expect(attributesOf(text).filter((a) => a.includes('hair'))).toEqual([]);
    // One subject: the pronoun is hers.
    expect(attributesOf(text.replace(', and Ottilie Marsh laughed', ''))).toContain('Ruth Ainley hair black');
  });

  it('is the sentence’s subject’s in a later clause, past a name that is no clause’s subject', () => {
    const text =
      'Lidia Franchi came in. Anna Ricci was at the desk. Lidia Franchi was nineteen and worked with Anna Ricci in the office, and she had plain brown hair.';
    expect(attributesOf(text)).toContain('Lidia Franchi hair brown');
    expect(attributesOf(text).filter((a) => a.startsWith('Anna'))).toEqual([]);
  });

  it('is no one’s after an opening pronoun of its gender and a name between', () => {
    const text =
      'Nives Ricci waited on the platform. She was the tallest woman Nives Ricci had ever seen, and she was fifty-two.';
    expect(attributesOf(text).filter((a) => a.includes('age'))).toEqual([]);
  });
});

describe('a look told as inherited', () => {
  it('is the subject’s: "She had her mother’s grey eyes", "Dario had his father’s blue eyes"', () => {
    expect(attributesOf('Nives Ricci came up the path. She had her mother’s grey eyes.')).toContain(
      'Nives Ricci eyes grey',
    );
    expect(attributesOf("Dario Ricci had his father's blue eyes.")).toContain('Dario Ricci eyes blue');
    // The mother's own eyes, with no "had" before them, are no one's named here.
    expect(attributesOf('Nives Ricci came up the path. Her mother’s grey eyes were on her.')).toEqual([]);
  });
});
