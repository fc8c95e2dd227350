import { describe, expect, it } from 'vitest';
import {
  labelField,
  namesInList,
  questionAnswer,
  questionFields,
  recordName,
  timelineParts,
} from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The parts of a character's record that are no "label: value" line: a question and its answer
 * ("**Q: How old is she?** A: Forty-one."), the name a record heads with in any markup, the names in a list of
 * them, a dotted key of a data sheet, and a timeline line cut into its events.
 */

describe('a question and its answer', () => {
  it('reads both without the spaces around them', () => {
    expect(questionAnswer('**Q: How old is she?** A: Forty-one.', ENGLISH)).toEqual({
      question: 'How old is she?',
      answer: 'Forty-one.',
    });
    expect(questionAnswer('Q: Age, eyes, hair?  A:  41, grey, red ', ENGLISH)).toEqual({
      question: 'Age, eyes, hair?',
      answer: '41, grey, red',
    });
    // No space between the question and "A:", nor after it.
    expect(questionAnswer('**Q: How old is she?**A:Forty-one.', ENGLISH)).toEqual({
      question: 'How old is she?',
      answer: 'Forty-one.',
    });
  });

  it('asks about the fields in the order it names them, each once', () => {
    expect(questionFields('Age, eyes, hair?', ENGLISH)).toEqual(['age', 'eyes', 'hair']);
    expect(questionFields('Hair and eyes? And how old?', ENGLISH)).toEqual(['hair', 'eyes', 'age']);
    expect(questionFields('How old is she, and what age does she look?', ENGLISH)).toEqual(['age']);
    expect(questionFields('Where does she live, and is she alive?', ENGLISH)).toEqual(['home', 'fate']);
  });
});

describe('a label that is a dotted key of a data sheet', () => {
  it('reads "eye.colour" as eyes', () => {
    expect(labelField('eye.colour', ENGLISH)).toBe('eyes');
  });
});

describe('the name a record heads with', () => {
  it('drops bold, code and wiki-link markup of every kind', () => {
    expect(recordName('**Mara Voss**', ENGLISH)).toBe('Mara Voss');
    expect(recordName('__Mara Voss__', ENGLISH)).toBe('Mara Voss');
    expect(recordName('`Mara Voss`', ENGLISH)).toBe('Mara Voss');
    expect(recordName('[[Mara Voss]]', ENGLISH)).toBe('Mara Voss');
    expect(recordName('Mara Voss (the elder)', ENGLISH)).toBe('Mara Voss');
    expect(recordName('  Mara Voss  ', ENGLISH)).toBe('Mara Voss');
    expect(recordName('The Reverend Edmund Gaunt', ENGLISH)).toBe('Reverend Edmund Gaunt');
    expect(recordName('mara voss', ENGLISH)).toBeUndefined();
  });

  it('is no name for a field, a section, a group of the cast, a place, a day or month, a colour or a number', () => {
    for (const heading of ['Eyes', 'Timeline', 'Places', 'Minor Characters', 'Everyone Else', 'The Old Mill']) {
      expect(recordName(heading, ENGLISH)).toBeUndefined();
    }
    for (const heading of ['Gull Cottage', 'Saturday', 'May', 'Brown', 'Red', 'Forty-one', 'Forty', 'Never']) {
      expect(recordName(heading, ENGLISH)).toBeUndefined();
    }
  });

  it('is a name that only opens on a month, a colour or a number word', () => {
    expect(recordName('June Albright', ENGLISH)).toBe('June Albright');
    expect(recordName('Rose Brown', ENGLISH)).toBe('Rose Brown');
    expect(recordName('One-Eyed Jack', ENGLISH)).toBe('One-Eyed Jack');
  });
});

describe('the names in a list of them', () => {
  it('reads each name past quotes, a remark in brackets, a leading "the" or "old", and stops', () => {
    expect(namesInList('Mrs Alder; Nell; Aunt Nell (Hope only); the Reverend Edmund Gaunt', ENGLISH)).toEqual([
      'Mrs Alder',
      'Nell',
      'Aunt Nell',
      'Reverend Edmund Gaunt',
    ]);
    expect(namesInList('"Nell", “Nellie”', ENGLISH)).toEqual(['Nell', 'Nellie']);
    expect(namesInList('Nell. Nellie.', ENGLISH)).toEqual(['Nell', 'Nellie']);
    expect(namesInList('Nell (as a child); Nan', ENGLISH)).toEqual(['Nell', 'Nan']);
    expect(namesInList('old Tom, young Tom', ENGLISH)).toEqual(['Tom']);
    expect(namesInList('Nellie; Nell...', ENGLISH)).toEqual(['Nellie', 'Nell']);
  });

  it('keeps each name once, and no field word, lower-case word or initial', () => {
    expect(namesInList('Nell; Nell', ENGLISH)).toEqual(['Nell']);
    expect(namesInList('Eyes; Nell', ENGLISH)).toEqual(['Nell']);
    expect(namesInList('nell, Nan', ENGLISH)).toEqual(['Nan']);
    expect(namesInList('J; Jo', ENGLISH)).toEqual(['Jo']);
  });
});

describe('a timeline line cut into its events', () => {
  it('cuts at a middle dot or a bullet, and at a stop before a capital or a date', () => {
    expect(timelineParts('Thu 3 Oct ch. 1 · Sat 5 Oct ch. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct ch. 1',
      'Sat 5 Oct ch. 2',
    ]);
    expect(timelineParts('Thu 3 Oct ch. 1 • Sat 5 Oct ch. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct ch. 1',
      'Sat 5 Oct ch. 2',
    ]);
    expect(
      timelineParts('Monday 7 Oct: chapter 1. Saturday 12 Oct: chapter 2.', ENGLISH.bible.chapterRefs.every),
    ).toEqual(['Monday 7 Oct: chapter 1', 'Saturday 12 Oct: chapter 2.']);
    expect(timelineParts('3 Oct: ch. 1.  5 Oct: ch. 2.', ENGLISH.bible.chapterRefs.every)).toEqual([
      '3 Oct: ch. 1',
      '5 Oct: ch. 2.',
    ]);
    expect(
      timelineParts('Monday 7 Oct: chapter 1.  Saturday 12 Oct: chapter 2.', ENGLISH.bible.chapterRefs.every),
    ).toEqual(['Monday 7 Oct: chapter 1', 'Saturday 12 Oct: chapter 2.']);
    expect(timelineParts('Thu 3 Oct ch. 1  · Sat 5 Oct ch. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct ch. 1',
      'Sat 5 Oct ch. 2',
    ]);
    expect(timelineParts('Thu 3 Oct ch. 1 ·  Sat 5 Oct ch. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct ch. 1',
      'Sat 5 Oct ch. 2',
    ]);
    // A stop after a month of five letters ends a part: it is no abbreviation.
    expect(timelineParts('Funeral on 2 March. 6 March 1998: ch. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Funeral on 2 March',
      '6 March 1998: ch. 2',
    ]);
    expect(timelineParts('Dec 31 1899 (ch. 3). 1 Jan 1900 (ch. 4)', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Dec 31 1899 (ch. 3)',
      '1 Jan 1900 (ch. 4)',
    ]);
  });

  it('does not cut after an abbreviation before a figure ("ch. 1", "Oct. 3", "Sept. 28")', () => {
    expect(timelineParts('Sept. 28 1889 — ch. 1', ENGLISH.bible.chapterRefs.every)).toEqual(['Sept. 28 1889 — ch. 1']);
    expect(timelineParts('Chapter 1. 3 Oct', ENGLISH.bible.chapterRefs.every)).toEqual(['Chapter 1', '3 Oct']);
    expect(timelineParts('Fire at the mill, c. 1880 — ch. 7', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Fire at the mill, c. 1880 — ch. 7',
    ]);
    // Nor after a stop before a word in lower case.
    expect(timelineParts('Thu 3 Oct 1889: ch. 1. the storm breaks', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct 1889: ch. 1. the storm breaks',
    ]);
  });

  it('cuts at a semicolon only when the line names two chapters, in any case', () => {
    expect(timelineParts('Thu 3 Oct CH. 1; Sat 5 Oct CH. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct CH. 1',
      'Sat 5 Oct CH. 2',
    ]);
    expect(timelineParts('Thu 3 Oct CH. 1;  Sat 5 Oct CH. 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct CH. 1',
      'Sat 5 Oct CH. 2',
    ]);
    expect(timelineParts('Thu 3 Oct, ch. 1; funeral Sat 5 Oct', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Thu 3 Oct, ch. 1; funeral Sat 5 Oct',
    ]);
  });
});
