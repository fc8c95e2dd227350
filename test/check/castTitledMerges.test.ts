import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * How the cast gathers one person's names (src/check/facts.ts, the drafts of the cast): a title and surname
 * ("Doctor Kitto") joins the one fuller name under the same title, and only that one. A copy editor sees this
 * as the characters a finding names: one person under two forms, or two people kept apart.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

describe('a title and surname beside a fuller name under the same title', () => {
  it('joins "Doctor Kitto" to "Doctor Amos Kitto"', () => {
    expect(
      castOf(
        'Doctor Amos Kitto came at three. Doctor Kitto sat by the fire.',
        'Doctor Kitto came down to the quay in his good hat.',
      ),
    ).toEqual([['Doctor Amos Kitto', 'Amos', 'Doctor Kitto', 'Kitto']]);
  });

  it('joins "Doctor Kitto" to the bible’s "Amos Kitto" through "Doctor Amos Kitto", beside someone else', () => {
    const { facts } = readFacts(
      manuscriptOf(
        chaptersOf('Doctor Amos Kitto came at three. He sat. Doctor Kitto sat by the fire.'),
        '## Characters\n### Amos Kitto\n- gender: male\n',
      ),
      ENGLISH,
    );
    expect(facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()])).toEqual([
      ['Amos Kitto', 'Amos', 'Doctor Amos Kitto', 'Doctor Kitto', 'Kitto'],
    ]);
    expect(
      castOf('Doctor Amos Kitto came at three. Doctor Kitto sat by the fire. Mara Voss came too. Mara Voss sat.'),
    ).toEqual([
      ['Doctor Amos Kitto', 'Amos', 'Doctor Kitto', 'Kitto'],
      ['Mara Voss', 'Mara', 'Voss'],
    ]);
  });

  it('joins "Doctor Kitto" without giving "Kitto" alone when a "Mrs Kitto" shares it', () => {
    expect(
      castOf('Doctor Amos Kitto came at three. Doctor Kitto sat by the fire. Mrs Kitto came after him. Mrs Kitto sat.'),
    ).toEqual([['Doctor Amos Kitto', 'Amos', 'Doctor Kitto'], ['Mrs Kitto']]);
  });

  it('keeps "Doctor Kitto" apart when another Kitto, or another Doctor Kitto, may be the one meant', () => {
    expect(
      castOf(
        'Doctor Amos Kitto came at three. Doctor Kitto sat by the fire. Ruth Kitto came after him. Ruth Kitto sat.',
      ),
    ).toEqual([['Doctor Amos Kitto', 'Amos'], ['Doctor Kitto'], ['Ruth Kitto', 'Ruth']]);
    expect(
      castOf('Doctor Amos Kitto came at three. Doctor Kitto sat by the fire. Doctor Jonas Kitto came after him.'),
    ).toEqual([['Doctor Jonas Kitto', 'Jonas'], ['Doctor Amos Kitto', 'Amos'], ['Doctor Kitto']]);
  });

  it('keeps "Doctor Kitto" apart from a Kitto under another title', () => {
    expect(
      castOf(
        'Captain Amos Kitto came at three. Doctor Kitto sat by the fire.',
        'Doctor Kitto came down to the quay in his good hat. Captain Amos Kitto laughed.',
      ),
    ).toEqual([['Captain Amos Kitto', 'Amos'], ['Doctor Kitto']]);
  });

  it('keeps "Doctor Kitto" apart from a doctor of another surname, even the only other person', () => {
    expect(
      castOf(
        'Doctor Amos Pascoe came at three. Doctor Kitto sat by the fire.',
        'Doctor Kitto came down to the quay in his good hat. Doctor Amos Pascoe laughed.',
      ),
    ).toEqual([
      ['Doctor Amos Pascoe', 'Amos', 'Pascoe'],
      ['Doctor Kitto', 'Kitto'],
    ]);
    expect(
      castOf('Doctor Kitto came at three. Doctor Kitto sat by the fire with Mara Voss. Mara Voss laughed.'),
    ).toEqual([
      ['Doctor Kitto', 'Kitto'],
      ['Mara Voss', 'Mara', 'Voss'],
    ]);
  });
});

describe('a title and surname beside the one full name that ends in that surname', () => {
  const grace = 'Grace Mercer came to the school in May. She taught the little ones. Grace Mercer laughed at the rain.';
  const miss = 'Miss Mercer rang the bell. Miss Mercer said the lesson was over.';

  it('takes "Miss Mercer" for "Grace Mercer", a woman no one else shares the surname with', () => {
    expect(castOf(grace, miss)).toEqual([['Grace Mercer', 'Grace', 'Mercer', 'Miss Mercer']]);
    expect(castOf(`${grace} Mara Voss came too. Mara Voss sat.`, miss)).toEqual([
      ['Grace Mercer', 'Grace', 'Mercer', 'Miss Mercer'],
      ['Mara Voss', 'Mara', 'Voss'],
    ]);
  });

  it('keeps "Miss Mercer" apart when "Kit Mercer" is a man or not told a woman, or a "Mr Mercer" shares the name', () => {
    // "Kit" is borne by women and men alike: only the text's pronouns tell.
    const kit = grace.replaceAll('Grace', 'Kit');
    expect(castOf(kit.replace('She', 'He'), miss)).toEqual([['Miss Mercer'], ['Kit Mercer', 'Kit']]);
    expect(castOf(kit.replace('She taught', 'The headmaster taught'), miss)).toEqual([
      ['Miss Mercer'],
      ['Kit Mercer', 'Kit'],
    ]);
    expect(castOf(`${grace} Mr Mercer came too. Mr Mercer sat down.`, miss)).toEqual([
      ['Grace Mercer', 'Grace'],
      ['Miss Mercer'],
      ['Mr Mercer'],
    ]);
  });

  it('takes "Miss Mercer" for "Grace Mercer" when no pronoun tells: "Grace" is a woman\'s name', () => {
    expect(castOf(grace.replace('She taught', 'The headmaster taught'), miss)).toEqual([
      ['Grace Mercer', 'Grace', 'Mercer', 'Miss Mercer'],
    ]);
    // One "He" does not outweigh the name (a "his" or "He" after a name is often another's).
    expect(castOf(grace.replace('She', 'He'), miss)).toEqual([['Grace Mercer', 'Grace', 'Mercer', 'Miss Mercer']]);
  });

  it('takes "Sergeant Kowalski", a title of no gender, for "Dale Kowalski" only while no one else is a Kowalski', () => {
    const dale = 'Dale Kowalski came to the school in May. Dale Kowalski laughed at the rain.';
    const sergeant = 'Sergeant Kowalski rang the bell. Sergeant Kowalski said the lesson was over.';
    expect(castOf(dale, sergeant)).toEqual([['Dale Kowalski', 'Dale', 'Kowalski', 'Sergeant Kowalski']]);
    expect(castOf(`${dale} Mara Voss came too. Mara Voss sat.`, sergeant)).toEqual([
      ['Dale Kowalski', 'Dale', 'Kowalski', 'Sergeant Kowalski'],
      ['Mara Voss', 'Mara', 'Voss'],
    ]);
    // "Dale" a man, and a "Mrs Kowalski" beside him: the sergeant may be either.
    expect(castOf(`${dale} He sat. Mrs Kowalski came too. Mrs Kowalski sat down.`, sergeant)).toEqual([
      ['Sergeant Kowalski'],
      ['Dale Kowalski', 'Dale'],
      ['Mrs Kowalski'],
    ]);
    expect(castOf(`${dale} Mrs Kowalski came too. Mrs Kowalski sat down.`, sergeant)).toEqual([
      ['Sergeant Kowalski'],
      ['Dale Kowalski', 'Dale'],
      ['Mrs Kowalski'],
    ]);
  });
});

describe('two titles before one given name', () => {
  const aunt = 'Aunt Ada came down the stairs. Aunt Ada poured the tea and said nothing.';

  it('keeps "Miss Ada" from "Aunt Ada" when full names of two Adas stand in the book', () => {
    expect(
      castOf(
        aunt,
        'Dan looked up. Miss Ada nodded to him. Miss Ada went out. Ada Brown and Ada Smith came in from the lane.',
      ),
    ).toEqual([['Ada Brown', 'Brown'], ['Ada Smith', 'Smith'], ['Aunt Ada'], ['Miss Ada']]);
  });

  it('keeps another woman under a title apart from "Aunt Ada"', () => {
    expect(castOf(aunt, 'Dan looked up. Miss Lucas nodded to him. Miss Lucas went out.')).toEqual([
      ['Miss Lucas', 'Lucas'],
      ['Aunt Ada', 'Ada'],
    ]);
  });

  it('keeps "Mr Ada" from "Aunt Ada": their genders differ', () => {
    expect(castOf(aunt, 'Dan looked up. Mr Ada nodded to him. Mr Ada went out. He laughed.')).toEqual([
      ['Aunt Ada'],
      ['Mr Ada'],
    ]);
  });
});

describe('"Mr Darcy" beside the one full name ending in Darcy', () => {
  const mr = 'Mr Darcy waved. Mr Darcy left.';

  it('is that man, or a person of untold gender while no woman bears the name', () => {
    expect(castOf('Fitzwilliam Darcy came at three. Fitzwilliam Darcy sat.', mr)).toEqual([
      ['Fitzwilliam Darcy', 'Darcy', 'Fitzwilliam', 'Mr Darcy'],
    ]);
    expect(castOf('Fitzwilliam Darcy came at three. He sat. Mrs Darcy sang. Mrs Darcy slept.', mr)).toEqual([
      ['Fitzwilliam Darcy', 'Fitzwilliam', 'Mr Darcy'],
      ['Mrs Darcy'],
    ]);
  });

  it('is someone else when a "Mrs Darcy" may be the one the full name names', () => {
    expect(
      castOf('Fitzwilliam Darcy came at three. Fitzwilliam Darcy sat. Mrs Darcy sang. Mrs Darcy slept.', mr),
    ).toEqual([['Fitzwilliam Darcy', 'Fitzwilliam'], ['Mrs Darcy'], ['Mr Darcy']]);
  });

  it('is the man of two full names ending in Bell, not the woman', () => {
    expect(
      castOf('Kit Bell came at three. She sat.\n\nDaniel Bell came too. He sat.', 'Mr Bell waved. Mr Bell left.'),
    ).toEqual([
      ['Daniel Bell', 'Daniel', 'Mr Bell'],
      ['Kit Bell', 'Kit'],
    ]);
  });

  it('leaves "Mrs Bennet" apart from "Jane Bennet": a woman’s title names more than one', () => {
    expect(castOf('Jane Bennet came at three. She sat.', 'Mrs Bennet waved. Mrs Bennet left.')).toEqual([
      ['Jane Bennet', 'Jane'],
      ['Mrs Bennet'],
    ]);
  });
});
