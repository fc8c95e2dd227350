import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { bibleFirstNameSlips, bibleSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible kept as JSON Lines (one record a line, of several kinds), names the bible gives with a note after them, a
 * surname changed once against the bible's one person of that first name, and an age told in a dated backstory.
 * Written for these tests.
 */

const JSONL = [
  '{"type": "project", "title": "The Harbour", "setting": "Valparaíso, 1936"}',
  '{"type": "character", "name": "Isabel Rojas", "called": ["Chabela (Greta, Rosa)", "Miss Rojas (Bishop)"], "age": 31, "eyes": "dark brown"}',
  '{"type": "character", "name": "Margarethe Lindemann", "called": ["Doña Greta"], "age": 74, "death": {"date": "Sun 11 Oct 1936", "chapter": "chapter_05.md"}}',
  '{"type": "place", "name": "Hotel Gaviota", "where": "Cerro Alegre"}',
  '{"type": "event", "date": "Sat 3 Oct 1936", "event": "Konrad arrives"}',
].join('\n');

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map(
    (c) => `${c.name}: ${[...c.names].sort().join('|')}${c.diesIn ? ` dies ${c.diesIn.value}` : ''}`,
  );

describe('a bible kept as JSON Lines', () => {
  it("reads its character records as the cast, with the names they are called by and the chapter a death's record names", () => {
    expect(people(JSONL)).toEqual([
      'Isabel Rojas: Chabela|Isabel|Isabel Rojas|Miss Rojas|Rojas',
      'Margarethe Lindemann: Doña Greta|Lindemann|Margarethe|Margarethe Lindemann dies 5',
    ]);
    expect(parseBible(JSONL, ENGLISH).characters[0]?.fields.eyes?.value).toBe('dark brown');
  });

  it('reads records of one kind, or of no kind, as people; a line that is no JSON makes it no JSON bible', () => {
    expect(people('{"name": "Tomás Quiroga", "age": 50}\n{"name": "Rosa Peña", "age": 55}\n')).toEqual([
      'Tomás Quiroga: Quiroga|Tomás|Tomás Quiroga',
      'Rosa Peña: Peña|Rosa|Rosa Peña',
    ]);
    expect(people('{"kind": "NPC", "name": "Tomás Quiroga"}\n{"kind": "item", "name": "Brass Telescope"}\n')).toEqual([
      'Tomás Quiroga: Quiroga|Tomás|Tomás Quiroga',
    ]);
    expect(people('{"name": "Tomás Quiroga", "age": 50}\nRosa Peña, the cook\n')).not.toContain(
      'Tomás Quiroga: Quiroga|Tomás|Tomás Quiroga',
    );
  });
});

describe('a name the bible writes with a note after it', () => {
  it('is the name alone, not the note in lower case', () => {
    expect(people('## Characters\n\n### Frank Bishop (Francis Bishop on the will)\n\n- Age: 61\n')).toEqual([
      'Frank Bishop: Bishop|Francis Bishop|Frank|Frank Bishop',
    ]);
    expect(people('## Characters\n\n### Mary Ward (Mary of the Angels)\n\n- Age: 61\n')).toEqual([
      'Mary Ward: Mary|Mary Ward|Mary of the Angels|Ward',
    ]);
  });

  it('is the whole name however many words it has, a particle inside it too, or a lower-case lead before it', () => {
    expect(people('## Characters\n\n### Frank Bishop (Francis Xavier Bishop on the will)\n\n- Age: 61\n')).toEqual([
      'Frank Bishop: Bishop|Francis Xavier Bishop|Frank|Frank Bishop',
    ]);
    expect(people('## Characters\n\n### Vincent Damme (Vincent van Damme on the deed)\n\n- Age: 61\n')).toEqual([
      'Vincent Damme: Damme|Vincent|Vincent Damme|Vincent van Damme',
    ]);
    expect(people('## Characters\n\n### Frank Bishop (Francis Bishop  on the will)\n\n- Age: 61\n')).toEqual([
      'Frank Bishop: Bishop|Francis Bishop|Frank|Frank Bishop',
    ]);
    expect(people('## Characters\n\n### Frank Bishop\n\n- Also called: the Colonel to his men\n')).toEqual([
      'Frank Bishop: Bishop|Frank|Frank Bishop|the Colonel',
    ]);
  });

  it('reads no slip against a bible name of one word', () => {
    const alone = manuscriptOf(chaptersOf('Mr. Henry Bishop came in.'), '## Characters\n\n### Bishop\n\n- Age: 61\n');
    expect(bibleFirstNameSlips(alone, ENGLISH)).toEqual([]);
  });

  it("lets the bible's other first name for someone stand beside a first name changed once", () => {
    const bible = '## Characters\n\n### Frank Bishop (Francis Bishop)\n\n- Age: 61\n';
    const text = chaptersOf(
      'Frank Bishop read the will. It was signed Francis Bishop. Mr. Bishop folded it.',
      'It was Mr. Henry Bishop himself at the door.',
    );
    expect(
      bibleFirstNameSlips(manuscriptOf(text, bible), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`),
    ).toEqual(['chapter_02.md:3 "Henry Bishop" here, once; the bible\'s only Bishop is "Frank Bishop" (bible.md:3)']);
  });
});

const LAPERLA = '## Characters\n\n### Rosa Benavente\n\n- Age: 40\n\n### Hugo Larraín\n\n- Role: bank manager\n';
const surnameSlips = (bible: string, ...texts: string[]) =>
  bibleSurnameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

describe("a surname changed once against the bible's one person of that first name", () => {
  it('is a slip of that name, with the bible as the other side', () => {
    expect(
      surnameSlips(
        LAPERLA,
        'Rosa Benavente opened the stall at five.',
        "Rosa Benavides came up the hill in her father's yellow jacket.",
      ),
    ).toEqual([
      'chapter_02.md:3 "Rosa Benavides" here, the only Benavides in the book; the bible\'s only Rosa is "Rosa Benavente" (bible.md:3) | bible.md:3',
    ]);
  });

  it('is left alone when the surname opens with another letter, is used again, or names kin or a wedding', () => {
    expect(surnameSlips(LAPERLA, 'Rosa Díaz came up the hill.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'Rosa Benavides came up the hill.', 'The Benavides boy waved.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'Then came his cousin, Rosa Bustos, with the fish.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'At the wedding Rosa Bustos wore white.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'Rosa Benavente, now Rosa Bustos, sold the stall.')).toEqual([]);
  });

  it('is left alone for a word the text writes in lower case, a day, or the surname with accents the bible left off', () => {
    expect(surnameSlips(LAPERLA, 'Rosa Bright came up the hill on a bright morning.')).toEqual([]);
    expect(surnameSlips('### Tom Mayhew\n\n- Age: 40\n', 'Tom March came up the hill.')).toEqual([]);
    expect(surnameSlips('### Tom Mayhew\n\n- Age: 40\n', 'Tom Marsh came up the hill.')).toHaveLength(1);
    expect(surnameSlips(LAPERLA.replace('Larraín', 'Larrain'), 'Hugo Larraín signed the loan.')).toEqual([]);
  });

  it('is left alone when the bible has two of that first name, or the text a third surname for it', () => {
    const two = `${LAPERLA}\n### Rosa Peña\n\n- Age: 55\n`;
    expect(surnameSlips(two, 'Rosa Bustos came up the hill.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'Rosa Bustos came up the hill.', 'Rosa Bravo sold fish.')).toEqual([]);
    expect(surnameSlips(LAPERLA, 'Hugo Lazcano signed the loan.')).toEqual([
      'chapter_01.md:3 "Hugo Lazcano" here, the only Lazcano in the book; the bible\'s only Hugo is "Hugo Larraín" (bible.md:7) | bible.md:7',
    ]);
  });
});

describe('an age told in a backstory the paragraph dates', () => {
  const bible = '## Characters\n\n### Lucho Rojas\n\n- Age: 19\n';
  const check = (backstory: string) =>
    checkAttributes(
      manuscriptOf(
        chaptersOf(
          'On Thursday, the first of October, 1936, Lucho Rojas came up the hill. He was whistling.',
          backstory,
          'On Saturday, the third of October, 1936, the ship sailed.',
        ),
        bible,
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

  it("is not held to the bible's age in a book whose calendar is years later", () => {
    expect(
      check('I had come up on a Monday, the fourth of April, 1927, with a suitcase. Lucho Rojas was ten.'),
    ).toEqual([]);
    expect(check('I had come up on April 4, 1927, with a suitcase. Lucho Rojas was ten.')).toEqual([]);
  });

  it('is held to it when the paragraph names no earlier year', () => {
    expect(check('I had come up on a Monday with a suitcase. Lucho Rojas was ten.')).toEqual([
      "chapter_02.md:3 Lucho Rojas's age is 10 here; bible: 19 (bible.md:5)",
    ]);
  });
});
