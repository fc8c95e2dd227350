import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A maimed hand keeps its side however the sentence names it; "Dr." and "Doctor" before one surname are one
 * person; a kin noun tells a gender; someone asked for is not in the room; "a tall fair young man" tells his
 * hair. Short texts written for these tests.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

const INTRO =
  'Walter Penhale came aboard at noon. When he took the rope I saw that his right hand was missing the two smallest fingers.';

describe('a maimed hand that changes side', () => {
  const later = [
    'Walter Penhale waved to us with his bad hand, the left one with the two fingers gone.',
    'Walter Penhale held the mug in his left hand, with the short forefinger hooked through the handle.',
    'Walter Penhale laid his own hand, the left one, with the thumb that stopped short at the knuckle, on the chart.',
    'Walter Penhale sat down. His left forefinger, which had lost its top joint to a winch, tapped the glass.',
    'Walter Penhale turned the key with the stump of his left forefinger.',
    'Walter Penhale came aboard. The top joint of his left forefinger was missing.',
    'Walter Penhale had lost the top joint of the little finger of his left hand to a winch.',
    'Walter Penhale put out his hand, the left hand, with its short finger, and took the chart.',
  ];
  for (const text of later)
    it(`is reported: ${text.slice(15, 60)}…`, () => {
      expect(findings(INTRO, text)).toEqual([
        "chapter_02.md:3 0.8 Walter Penhale's missing finger (hand) is on the left here; chapter_01.md:3 puts it on the right | chapter_01.md:3",
      ]);
    });

  const quiet = [
    // The same side, said another way.
    'Walter Penhale waved to us with his bad hand, the right one with the two fingers gone.',
    // The good hand is the other one, and a hand named without a maiming is only a hand.
    'Walter Penhale took the wheel in his left hand and waved with the other.',
    // Another side named between the hand and the maiming: the maimed one is that other.
    'Walter Penhale held the rope in his left hand; the right, missing its fingers, he kept in his pocket.',
    // A grip lost is no finger lost, and a knife that was missing is not the hand.
    'Walter Penhale lost his grip with the fingers of his left hand and fell.',
    'Walter Penhale searched with his left hand. The knife was missing.',
  ];
  for (const text of quiet)
    it(`stays quiet: ${text.slice(15, 60)}…`, () => {
      expect(findings(INTRO, text)).toEqual([]);
    });
});

describe('a doctor written "Dr." and "Doctor" beside his full name', () => {
  it('is one man, so his hair in one place answers his hair in another', () => {
    const book = [
      'Doctor Ames came at noon. Rupert Ames was the surgeon that year, a tall fair young man of thirty.',
      'Dr. Ames listened to the chest.',
      'Doctor Ames came up at one, with his spectacles pushed up into his dark hair.',
    ];
    expect(findings(...book)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 0\.75 Rupert Ames's hair is "dark" here; chapter_01\.md:3 says "fair"/),
    ]);
  });

  it('reads "a tall fair man", "a fair, tall man": one other word of looks beside it, as his hair', () => {
    for (const looks of ['a tall fair man', 'a fair, tall man', 'a fair,tall man']) {
      const { facts } = readFacts(manuscriptOf(chaptersOf(`Rupert Ames came in. Rupert Ames was ${looks}.`)), ENGLISH);
      expect(facts.cast.flatMap((c) => c.attributes.map((a) => [a.field, a.value]))).toEqual([['hair', 'blond']]);
    }
  });

  it('reads "a fair man" alone, or "a fair and honest man", as no hair', () => {
    const { facts } = readFacts(
      manuscriptOf(
        chaptersOf('Rupert Ames came in. Rupert Ames was a fair and honest man. Rupert Ames was a fair man.'),
      ),
      ENGLISH,
    );
    expect(facts.cast.flatMap((c) => c.attributes.map((a) => a.field))).toEqual([]);
  });
});

describe('who a pronoun means', () => {
  const genderOf = (text: string, name: string) =>
    readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).characters.find((c) => c.name === name)?.gender;

  it('takes a kin noun before a name as the gender, over a stray pronoun', () => {
    const kit = 'Kit came home. I thought about my brother Kit. She was asleep by then, the nurse. Kit slept.';
    expect(genderOf(kit, 'Kit')).toBe('male');
    expect(genderOf('Robin wrote. We wrote to her sister, Robin, every week. Robin came.', 'Robin')).toBe('female');
  });

  it('does not give a pronoun to someone only asked for, not in the room', () => {
    const text = [
      'Nurse Hale came on at ten. She was new. Agnes had written again.',
      'At four Nurse Hale and I stood at the window. The ward was quiet, bed six asking for his wife, Agnes.',
      '"It will snow," she said. She turned her head. Her eyes were very green.',
    ].join('\n\n');
    const { facts } = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH);
    const eyes = facts.cast.flatMap((c) => c.attributes.filter((a) => a.field === 'eyes').map(() => c.name));
    expect(eyes).toEqual(['Nurse Hale']);
  });
});
