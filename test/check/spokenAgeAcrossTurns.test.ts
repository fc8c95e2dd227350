import { describe, expect, it } from 'vitest';
import { readFacts, someoneElseIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An age a speaker gives of a man named in the speech of the turn before last ('"Monsieur Brun is going to his
 * daughter in Auxerre." / "I know." / "He is seventy, he says…"'): the conversation's speech carries its people.
 */

const agesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value}`),
  );

const TALK = (age: string) =>
  [
    'Gaspard Brun keeps the mill. Ines Roy keeps the lock.',
    '"I was at the mill," he says, when he is inside. "Monsieur Brun is going to his daughter at Auxerre in the spring."',
    '"I know. He told me."',
    `"He is ${age}, he says, and the stairs are too steep for him."`,
  ].join('\n\n');

describe('an age said of someone named in an earlier turn', () => {
  it('is that man’s', () => {
    expect(agesOf(TALK('seventy'))).toContain('Gaspard Brun 70');
  });

  it('reads no age in a height', () => {
    expect(agesOf(TALK('six-four')).filter((a) => a.startsWith('Gaspard'))).toEqual([]);
  });

  it('is no one’s when a man was brought in between', () => {
    const between = TALK('seventy').replace('"I know. He told me."', '"I know. Her husband told me."');
    expect(agesOf(between).filter((a) => a.startsWith('Gaspard'))).toEqual([]);
  });
});

describe('someoneElseIn', () => {
  it('is false for a noun of the other gender and a place', () => {
    expect(someoneElseIn(' is going to his daughter at Auxerre.', 'male', ENGLISH)).toBe(false);
  });

  it('is true for a noun of that gender, or a capitalised word that may be a person', () => {
    expect(someoneElseIn(' is going to his son.', 'male', ENGLISH)).toBe(true);
    expect(someoneElseIn(' and a nephew, Paul Vane.', 'male', ENGLISH)).toBe(true);
    expect(someoneElseIn(' is going with Paul.', 'male', ENGLISH)).toBe(true);
    expect(someoneElseIn(' is going to his daughter.', 'female', ENGLISH)).toBe(true);
  });
});
