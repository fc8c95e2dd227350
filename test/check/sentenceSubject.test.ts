import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A pronoun opening a sentence is the last sentence's subject first ("Mrs. Pascoe called on Grace Hale. … She was
 * sixty-two." is Mrs. Pascoe's age). A sentence that names no one ("The rain had stopped.") leaves that subject as
 * it was; one that names someone, not as its subject, ends it. A copy editor sees this as whose age the fact base
 * holds, and where.
 */

const INTRO = 'Grace Hale woke early. Grace Hale made the tea.';

/** The ages the fact base gives each character of a one-chapter book: "Name age place". */
function agesOf(paragraph: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(`${INTRO}\n\n${paragraph}`)), ENGLISH);
  return facts.cast.flatMap((c) =>
    c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value} ${a.at.file}:${a.at.line}`),
  );
}

describe('the subject a sentence leaves for the next one’s pronoun', () => {
  it('is kept over a sentence that names no one', () => {
    expect(agesOf('Mrs. Pascoe called on Grace Hale. The rain had stopped. She was sixty-two.')).toEqual([
      'Mrs. Pascoe 62 chapter_01.md:5',
    ]);
    expect(agesOf('Mrs. Pascoe came in. The rain stopped. She was sixty-two.')).toEqual([
      'Mrs. Pascoe 62 chapter_01.md:5',
    ]);
  });

  it('ends at a sentence that names someone else, not as its subject', () => {
    expect(agesOf('Mrs. Pascoe came in. At noon the rain stopped and Grace Hale woke. She was sixty-two.')).toEqual([
      'Grace Hale 62 chapter_01.md:5',
    ]);
  });
});
