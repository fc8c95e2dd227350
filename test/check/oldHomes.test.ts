import { describe, expect, it } from 'vitest';
import { oldHomes } from '../../src/check/checks/homes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A move of lodgings is a change of home: the narrator at home in the lodging they moved out of. */

const homes = (...texts: string[]) =>
  oldHomes(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.category} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

const lodging = 'I came off the night shift and climbed the stairs to my room at the Anchor, and slept.';

describe('the narrator at home in the lodging they left', () => {
  it('finds "home to the Anchor" after "I moved out of the Anchor"', () => {
    expect(
      homes(
        lodging,
        'In March I moved out of the Anchor and took two rooms over Pryor’s bakery.',
        'At eight the fog lifted, and I walked home to the Anchor along the quay.',
      ),
    ).toEqual([
      'chapter_03.md:3 place 0.65 the narrator is at home at Anchor here, but chapter_02.md:3 tells the move out of it, and no move back is told | chapter_02.md:3',
    ]);
  });

  it('reads a move told in a record ("late of …") and a home named in a memory', () => {
    expect(
      homes(
        'I remembered the winter Dad died, and the cold of my room at Mrs. Gale’s.',
        'Change of address: R. Hume, late of Mrs. Gale’s, now at 4 Mill Row.',
        'I went up at dawn and slept in my room at Mrs. Gale’s until noon.',
      ),
    ).toHaveLength(1);
  });

  it('says nothing of a visit, a look back, a move back, or a lodging that was never the narrator’s', () => {
    const moved = [lodging, 'In March I moved out of the Anchor and took two rooms over Pryor’s bakery.'];
    expect(homes(...moved, 'I walked down to the Anchor to ask for my letters.')).toEqual([]);
    expect(homes(...moved, 'I thought of the nights I had spent in my room at the Anchor.')).toEqual([]);
    expect(
      homes(...moved, 'In May I moved back to the Anchor.', 'At eight I walked home to the Anchor along the quay.'),
    ).toEqual([]);
    expect(
      homes('Tom Pryor moved out of the Crown in March.', 'At eight I walked home to the Crown along the quay.'),
    ).toEqual([]);
  });
});

describe('a letter or a document quoted', () => {
  it('is no move of the narrator’s, nor the narrator at home', () => {
    const moved = [lodging, 'In March I moved out of the Anchor and took two rooms over Pryor’s bakery.'];
    // A letter quoted from years before, its writer at home in their room at the Anchor: not the narrator now.
    expect(homes(...moved, '> I went up at dawn and slept in my room at the Anchor until noon.')).toEqual([]);
  });
});
