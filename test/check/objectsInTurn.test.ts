import { describe, expect, it } from 'vitest';
import { carriedNouns, givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A thing of one owner's in one pocket at a time; the things a book's people carry, learned from the book. */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Nora Vance and Tom Ilsley keep the tide station. Nora Vance writes the log. Tom Ilsley mends the nets.';

describe('a thing in the hands of one, another, then the first again', () => {
  it("reads present-tense holdings of a thing the language's list does not know (learned: pocket and owner)", () => {
    expect(
      found(
        `${cast} Tom takes Arlo's sextant out of his coat pocket and sights the sun.`,
        "Nora stands at the rail and takes Arlo's sextant out of her pocket and turns it to the light.",
        "At noon Tom takes Arlo's sextant out of his coat pocket again.",
      ),
    ).toEqual([
      'chapter_02.md:3 Nora Vance has the sextant here, but Tom Ilsley has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
    ]);
  });

  it('reads past-tense holdings, pronouns for the holder, and a known noun', () => {
    expect(
      found(
        `${cast} He had Arlo's watch in his hand.`,
        "Nora had Arlo's watch in her hand when the boat came.",
        "Tom wound Arlo's watch at dusk.",
      ),
    ).toHaveLength(1);
  });

  it('stays quiet when the thing is passed on between, when it stays with the new holder, and within one scene', () => {
    // Passed on, and back.
    expect(
      found(
        `${cast} Tom takes Arlo's sextant out of his coat pocket and sights the sun.`,
        "Tom gives Arlo's sextant to Nora. Nora takes Arlo's sextant out of her pocket at the rail.",
        "Nora hands Arlo's sextant back to Tom. Tom takes Arlo's sextant out of his coat pocket again.",
      ),
    ).toEqual([]);
    // The new holder keeps it: a passing the text did not tell, but no slip to show.
    expect(
      found(
        `${cast} Tom takes Arlo's sextant out of his coat pocket and sights the sun.`,
        "Nora takes Arlo's sextant out of her pocket at the rail.",
        "Nora takes Arlo's sextant out of her pocket at dusk.",
      ),
    ).toEqual([]);
    // Hand to hand within a scene, unsaid: "He held it out. She turned it over."
    expect(
      found(
        `${cast} Tom takes Arlo's sextant out of his coat pocket. Nora takes Arlo's sextant out of her pocket. Tom takes Arlo's sextant out of his coat pocket.`,
      ),
    ).toEqual([]);
  });

  it("stays quiet on each one's own thing of the same name", () => {
    expect(
      found(
        `${cast} Tom takes his knife out of his pocket.`,
        'Nora takes her knife out of her pocket.',
        'Tom takes his knife out of his pocket.',
      ),
    ).toEqual([]);
  });
});

describe('the things a book carries', () => {
  it('learns a noun carried in a pocket or a hand that a name owns, and no body part', () => {
    const m = manuscriptOf(
      chaptersOf(
        "Tom takes Arlo's sextant out of his coat pocket. Nora puts her hand into her pocket. She has the chart in her hand.",
      ),
    );
    const { learned, owned } = carriedNouns(m, ENGLISH);
    expect([...learned]).toEqual(['sextant']);
    expect([...owned]).toEqual(['sextant']);
  });
});
