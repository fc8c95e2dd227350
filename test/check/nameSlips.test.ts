import { describe, expect, it } from 'vitest';
import { firstNameSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A surname or a first name slipped beside a surname, read from the text alone (no bible). */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const where = (found: ReturnType<typeof surnameSlips>) => found.map((f) => `${f.file}:${f.line} ${f.confidence}`);

// Tarrant after a first name, a title and a nickname, as a story names a man it does not often name.
const TARRANT =
  'Joe Tarrant came up the hill with his cart.\n\n"Mr Tarrant," said Nell, "you owe threepence."\n\nOld Tarry Tarrant only laughed, and Joe Tarrant paid.';

describe('a surname misspelt by a letter', () => {
  it('is found after a title and a first name it never stood beside, with the right spelling on the other side', () => {
    const found = surnameSlips(book(TARRANT, 'A complaint came from a Mr Joseph Tarrent, carrier, of Stoke.'), ENGLISH);
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'names',
        message: '"Joseph Tarrent" here; chapter_01.md:3 spells the surname "Tarrant" ("Joe Tarrant", 4 times in all)',
        evidence: 'A complaint came from a Mr Joseph Tarrent, carrier, of Stoke.',
        confidence: 0.8,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Joe Tarrant came up the hill with his cart.' },
      },
    ]);
  });

  it('is surer beside the same first name, and found where the slip opens the sentence', () => {
    expect(where(surnameSlips(book(TARRANT, 'Joe Tarrent paid again.'), ENGLISH))).toEqual(['chapter_02.md:3 0.85']);
    const pennock = 'Mr Pennock was at the slip. Mrs Pennock waved. Mr Pennock shouted. Mrs Pennock laughed.';
    expect(where(surnameSlips(book(pennock, 'Margaret Pennick was sixty-six.'), ENGLISH))).toEqual([
      'chapter_02.md:3 0.8',
    ]);
  });

  it('reads a surname that is also a word, after an abbreviated rank ("DS Crane" beside "the old crane")', () => {
    const crane = 'DS Crane was waiting. The old crane stood on the quay. DS Crane looked up. We told DS Crane.';
    expect(where(surnameSlips(book(crane, 'I told DS Craine on the Thursday.'), ENGLISH))).toEqual([
      'chapter_02.md:3 0.85',
    ]);
  });

  it('is less sure of a slip made twice, and takes one made three times as another name', () => {
    const slips = (n: number) =>
      surnameSlips(book(`${TARRANT} ${TARRANT}`, ...Array.from({ length: n }, () => 'Then Joe Tarrent paid.')), ENGLISH)
        .map((f) => f.confidence)
        .join(' ');
    expect(slips(1)).toBe('0.85');
    expect(slips(2)).toBe('0.85 0.85');
    expect(slips(3)).toBe('');
    // Twice, with no first name both share: less sure than once (and the right one seen three times as often).
    const twice = surnameSlips(
      book(`${TARRANT} ${TARRANT}`, 'Mr Joseph Tarrent wrote.', 'Mr Joseph Tarrent wrote again.'),
      ENGLISH,
    );
    expect(twice.map((f) => f.confidence)).toEqual([0.7, 0.7]);
    // Twice beside a surname seen only four times: not three times as often, so perhaps another name.
    expect(surnameSlips(book(TARRANT, 'Mr Joseph Tarrent wrote.', 'Mr Joseph Tarrent wrote again.'), ENGLISH)).toEqual(
      [],
    );
  });

  it('stays quiet on a family, two people of near names, a word written in lower case, and a sentence’s opening word', () => {
    // "the Gardiners" is the family of "Mr Gardiner".
    const family = 'Mr Gardiner came. Mrs Gardiner sat. Mr Gardiner spoke. Then they left.';
    expect(surnameSlips(book(family, 'They met the Miss Gardiners at the door.'), ENGLISH)).toEqual([]);
    // Two surnames each used three times are two families.
    const two = 'Mr Pike came. Mrs Pike sat. Mr Pike spoke. Mr Pyke came. Mrs Pyke sat. Mr Pyke spoke.';
    expect(surnameSlips(book(two), ENGLISH)).toEqual([]);
    // "Then Tarrent" and "Tuesday Tarrent": no first name before it, no surname's place.
    expect(surnameSlips(book(TARRANT, 'Then Tarrent paid.'), ENGLISH)).toEqual([]);
    expect(surnameSlips(book(TARRANT, 'On Tuesday Tarrent paid.'), ENGLISH)).toEqual([]);
    // A slip the text also writes in lower case is a word ("Mr Grey" beside "Mr Gray": names.ts reads that).
    const grey = 'Mr Gray sat. Euan Gray stood. Mr Gray spoke. Her eyes were grey.';
    expect(surnameSlips(book(grey, 'Mr Grey nodded.'), ENGLISH)).toEqual([]);
    // A possessive before it is not a first name: "Joseph's Tarrent" is no name of two words.
    expect(surnameSlips(book(TARRANT, "It was Joseph's Tarrent, the horse."), ENGLISH)).toEqual([]);
    // A middle name stands before a surname, in no surname's place: "Jo Tarrent Bell" is no slip of Tarrant.
    expect(surnameSlips(book(TARRANT, 'She married Jo Tarrent Bell in May.'), ENGLISH)).toEqual([]);
    expect(where(surnameSlips(book(TARRANT, 'She married Jo Tarrent in May.'), ENGLISH))).toEqual([
      'chapter_02.md:3 0.8',
    ]);
  });

  it('is reported by the names check with no bible, once where the text’s own variants see it too', () => {
    const found = checkNames(book(TARRANT, 'Then Joe Tarrent paid.'), ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});

describe('a first name changed before a surname one person bears', () => {
  const vicar = (first: string, later: string) =>
    book(
      `The vicar came at eight, the Reverend ${first} Gaunt, young and tall. Mr Gaunt said a prayer.`,
      `Behind them came ${later} Gaunt the vicar in a long cloak, and Mr Gaunt took out his watch.`,
    );

  it('is told at the first of two names seen once each, with the other on the other side', () => {
    expect(firstNameSlips(vicar('Edward', 'Edmund'), ENGLISH)).toEqual([
      {
        file: 'chapter_01.md',
        line: 3,
        category: 'names',
        message: '"Edward Gaunt" here; chapter_02.md:3 calls them "Edmund Gaunt" (no other Gaunt is named)',
        evidence: 'The vicar came at eight, the Reverend Edward Gaunt, young and tall.',
        confidence: 0.6,
        against: {
          file: 'chapter_02.md',
          line: 3,
          evidence: 'Behind them came Edmund Gaunt the vicar in a long cloak, and Mr Gaunt took out his watch.',
        },
      },
    ]);
  });

  it('is told at the rarer name', () => {
    const found = firstNameSlips(
      book('Edmund Gaunt came. Mr Gaunt sat.', 'Edward Gaunt prayed.', 'Edmund Gaunt left.'),
      ENGLISH,
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });

  it('stays quiet on the same name, names of another opening, a woman of the name, brothers named often', () => {
    expect(firstNameSlips(vicar('Edmund', 'Edmund'), ENGLISH)).toEqual([]);
    // John and James Gaunt are two men, not one misnamed.
    expect(firstNameSlips(vicar('John', 'James'), ENGLISH)).toEqual([]);
    // A Mrs Gaunt and a Mr Gaunt: the surname is a family's, its first names two people's.
    const family = book('Edward Gaunt came with Mrs Gaunt. Mr Gaunt sat.', 'Edmund Gaunt left.');
    expect(firstNameSlips(family, ENGLISH)).toEqual([]);
    // Each name used three times with the surname is a person of their own.
    const brothers = book(
      'Edward Gaunt came. Edmund Gaunt came. Edward Gaunt sat.',
      'Edmund Gaunt sat. Edward Gaunt left. Edmund Gaunt left.',
    );
    expect(firstNameSlips(brothers, ENGLISH)).toEqual([]);
    // A first name the text uses alone too is a character of their own (Edmund and his cousin Edward Gaunt).
    const alone = book('Edward Gaunt came. Edward nodded. Edward sat.', 'Edmund Gaunt left.');
    expect(firstNameSlips(alone, ENGLISH)).toEqual([]);
  });
});
