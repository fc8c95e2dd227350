import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Names the cast keeps as persons of their own, not folded into another. Texts written for these tests. */

const cast = (texts: string[], bible?: string) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map((c) => `${c.name} (${c.source})`);

describe('a name kept apart in the cast', () => {
  it('keeps a bible character under a title of kinship, beside a full name the text opens with her given name', () => {
    expect(
      cast(
        [
          'Faith Halloran came up the lane with the milk. Faith set the pail down. Faith laughed.',
          'Faith sat on the step. Faith went in. Aunt Faith called from the kitchen. Faith smiled.',
        ],
        '## Characters\n\n### Aunt Faith\n\n- Age: 70\n- Gender: female\n',
      ),
    ).toContain('Aunt Faith (bible)');
  });

  it('keeps a full name whose first name is a slip away from a common one as another person', () => {
    expect(
      cast([
        'Hendrik mended the nets. Hendrik went out at dawn. Hendrik came back late. Hendrik ate alone.',
        'Hendrik sat by the fire. Hendrik slept. A stranger, Hendirk Vos, came to the door. Hendirk asked for bread.',
      ]),
    ).toEqual(['Hendirk Vos (text)', 'Hendrik (text)']);
  });
});
