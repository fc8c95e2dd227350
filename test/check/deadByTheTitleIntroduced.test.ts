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

/** A title the paragraph before ended on, carried by "she" into the introduction ("She was waiting. Ida Kravos was seventy-one"). */
const lodging =
  'A woman up the hill keeps rooms. Signora Kravos. A widow. Ask for Signora Kravos at the gate; Signora Kravos feeds you.\n\nThat was to be my room. I knew it before the Signora had said a word.\n\nShe was waiting for us in the kitchen. Ida Kravos was seventy-one that year, a short, broad woman in black.\n\nThe Signora gave me soup. I thanked the Signora.';
const ida = 'Ida Kravos died a little before five in the morning.';
const supper = 'The Signora, from her chair by the stove, looked at the typewriter for a long time.';

describe('a title carried into an introduction by a pronoun', () => {
  it('is the person introduced, whom the title with her surname names too ("Signora Kravos")', () => {
    expect(dead(lodging, ida, supper)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 Ida Kravos acts \("The Signora looked"\)/),
    ]);
  });

  it('is no one when the pronoun is of the other gender', () => {
    // "the Captain" tells no gender of its own: "he" is no woman's.
    const captain = (text: string) => text.replaceAll('Signora', 'Captain');
    expect(dead(captain(lodging), ida, captain(supper))).toHaveLength(1);
    expect(dead(captain(lodging).replace('She was waiting', 'He was waiting'), ida, captain(supper))).toEqual([]);
  });
});
