import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Someone brought in by a title the book writes as a name, then named and described in the next sentence ("The
 * Mestre came in at eleven exactly. Afonso Teles was seventy-one years old"), is called by that title all through
 * the book: the dead acting under it are found. Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const rehearsal =
  'Gaspar Nunes swept the stage.\n\nThe Mestre came in at eleven exactly. Afonso Teles was seventy-one years old and had run the company for forty years.\n\nThe Mestre sat in the stalls. Gaspar brought the Mestre his coffee, and the Mestre drank it.';
const burial = 'They buried Afonso Teles on Wednesday, in the rain.';
const after = 'After lunch the Mestre came down the centre aisle and sat in the fourth row.';

describe('a title introduced as a name', () => {
  it('is the person named after it', () => {
    expect(dead(rehearsal, burial, after)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 Afonso Teles acts \("the Mestre came"\)/),
    ]);
  });

  it('is no one when the next sentence does not introduce the name', () => {
    const busy = rehearsal.replace(
      'Afonso Teles was seventy-one years old and',
      'Afonso Teles was waiting by the door and',
    );
    expect(dead(busy, burial, after)).toEqual([]);
  });

  it('is no one when the book writes the title as a common word too', () => {
    expect(dead(rehearsal, `${burial} The old mestre of the band played.`, after)).toEqual([]);
  });
});

/** A kinship introduced the same way: "Her father is at the bench. Archie Crerar is sixty-six". */
const cooperage =
  'Mairi Crerar walks down to the yard.\n\nHer father is at the bench with a hogshead in front of him. Archie Crerar is sixty-six, with a white beard. Her father does not look up, and her father says nothing.';
const death = 'Archie Crerar died this afternoon in the cooperage.';
const visit =
  'Mairi walks up to the kirkyard. Somebody has put holly on the earth. She thinks it was probably her father, who was up here on Tuesday with his pipe.';

describe('a kinship introduced as a name', () => {
  it('is the person named after it, and a visit on a weekday is an act in a book told in the present', () => {
    expect(dead(cooperage, death, visit)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 Archie Crerar acts \("her father was up here on Tuesday"\)/),
    ]);
  });

  it('is no one when the next sentence names someone busy, not introduced', () => {
    const busy = cooperage.replace('Archie Crerar is sixty-six, with', 'Archie Crerar is planing a stave, with');
    expect(dead(busy, death, visit)).toEqual([]);
  });

  it('keeps a visit told with no day in the past of a present book quiet', () => {
    expect(dead(cooperage, death, visit.replace(' on Tuesday', ''))).toEqual([]);
  });
});
