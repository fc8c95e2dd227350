import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age said in speech tagged only by a pronoun ('"I am forty-seven," he says.') is the speaker's when the paragraph
 * before is narration that names one person of that gender: "Tom Hale stands. He takes off his glasses." Not when
 * that paragraph names two, brings in someone unnamed ("a man came in"), or was itself speech (then "he" may be the
 * other one answering). A likeness ("the way a boy does his sums") brings no one in. And "years old" makes the age
 * plain whatever follows it. Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Ivo Penn waited at the gate. He was cold too. Tom Hale sat on the wall. He was cold too.';
const SPEECH = '"I am forty-seven years old," he says. "I have waited long enough."';

describe('an age in speech tagged by a pronoun', () => {
  it('is the one man the paragraph before named', () => {
    expect(attributesOf(`${PEOPLE}\n\nTom Hale stands. He takes off his glasses.\n\n${SPEECH}`)).toEqual([
      'Tom Hale age 47',
    ]);
  });

  it('is his after a likeness to a boy in that paragraph', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\nTom Hale sat on the table, frowning the way a boy does over his sums.\n\n"I'm forty-one years old and I never once sat here," he said.`,
      ),
    ).toEqual(['Tom Hale age 41']);
  });

  it("is no one's when the paragraph before named two men", () => {
    expect(attributesOf(`${PEOPLE}\n\nTom Hale stands. He looks at Ivo.\n\n${SPEECH}`)).toEqual([]);
  });

  it("is no one's when a man came into the paragraph before", () => {
    expect(attributesOf(`${PEOPLE}\n\nTom Hale stands. A man comes in from the rain.\n\n${SPEECH}`)).toEqual([]);
  });

  it("is no one's when the speech is tagged by pronouns of both genders", () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\nTom Hale stands. He takes off his glasses.\n\n"I am forty-seven years old," he says. "You are not," she says.`,
      ),
    ).toEqual([]);
  });

  it("is no one's when the paragraph before was speech", () => {
    expect(attributesOf(`${PEOPLE}\n\n"Sit down," Tom Hale says.\n\n${SPEECH}`)).toEqual([]);
  });
});

describe('an age said with "years old"', () => {
  it('is read though the sentence goes on', () => {
    expect(attributesOf(`${PEOPLE}\n\n"I'm forty-one years old and I never once sat here," said Ivo.`)).toEqual([
      'Ivo Penn age 41',
    ]);
  });
});
