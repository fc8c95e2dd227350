import { describe, expect, it } from 'vitest';
import { carriedNouns, givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing the language's list does not name, known as one the book's people pass about: someone's by name ("Kit
 * Quill's pencil") and given, taken or handled by name ("put the pencil into it", "I use the pencil."). Given "into
 * it", the hand the sentence took before ("took Nives's hand and put the pencil into it"); taken again "out of the
 * pocket of her smock", the giver's own pocket, it is hers again with nothing between. Texts written for these tests.
 */

const CAST = 'Harriet Quill kept the yard. Nives Ricci swept it.';
const GIVE =
  "Harriet Quill took Nives's hand and put the pencil into it and shut her fingers on it. It was Kit Quill's pencil.";
const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing passed about by name', () => {
  it('is learned when someone owns it by name and it is handled by name', () => {
    expect([...carriedNouns(manuscriptOf(chaptersOf(`${CAST} ${GIVE}`)), ENGLISH).learned]).toEqual(['pencil']);
  });

  it('is not learned when no one owns it by name', () => {
    expect([
      ...carriedNouns(manuscriptOf(chaptersOf(`${CAST} Harriet put the pencil into it.`)), ENGLISH).learned,
    ]).toEqual([]);
  });

  it('given into the hand taken before, is the giver’s no more', () => {
    expect(
      found(
        `${CAST} ${GIVE}`,
        'Harriet took the silver pencil with K.Q. on the cap out of the pocket of her smock, and drew the line.',
      ),
    ).toEqual([
      'chapter_02.md:3 Harriet Quill has the silver pencil here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('taken from another’s hand, is taken back', () => {
    expect(found(`${CAST} ${GIVE}`, 'Harriet took the pencil out of the hand of Nives, and drew the line.')).toEqual(
      [],
    );
  });
});

describe('a thing given and put down', () => {
  const book = (middle: string, later: string) =>
    found(
      `Duarte Lobo wrote plays. Afonso Teles read them. Afonso liked Duarte's typescript.\n\nDuarte Lobo gave the typescript to Afonso. ${middle}\n\nAt one Duarte Lobo folded the typescript.`,
      later,
    );

  it("by the one it was given to, is the giver's to pick up again in that chapter", () => {
    expect(book('Afonso put the typescript down.', 'Afonso went home.')).toEqual([]);
    expect(book('Afonso put the typescript down on the table.', 'Afonso went home.')).toEqual([]);
  });

  it('not put down, is given', () => {
    expect(book('Afonso read the typescript.', 'Afonso went home.')).toEqual([
      'chapter_01.md:7 Duarte Lobo has the typescript here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});
