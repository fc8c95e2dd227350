import { describe, expect, it } from 'vitest';
import { oldHomes } from '../../src/check/checks/homes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A lodging named in a quoted letter is its writer's, not the narrator's. Texts written for these tests. */

const homes = (...texts: string[]) =>
  oldHomes(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a lodging named only in a quoted letter', () => {
  it('is no home of the narrator’s to move out of and come back to', () => {
    expect(
      homes(
        '> The damp has got into my room at the Crown again, and the landlord will do nothing.',
        'In June I moved out of the Crown and into the cottage by the weir.',
        'At dusk I walked home to the Crown along the towpath.',
      ),
    ).toEqual([]);
  });

  it('while the narrator’s own room there, told in narration, is', () => {
    expect(
      homes(
        'The damp had got into my room at the Crown again, and the landlord did nothing.',
        'In June I moved out of the Crown and into the cottage by the weir.',
        'At dusk I walked home to the Crown along the towpath.',
      ),
    ).toEqual([
      'chapter_03.md:3 the narrator is at home at Crown here, but chapter_02.md:3 tells the move out of it, and no move back is told',
    ]);
  });
});
