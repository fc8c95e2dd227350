import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible's title written short ("Capt Ransome") stands for the text's title written long only when its letters
 * stand in order in the long one ("Captain"): "Colonel" opens on the same letter, but is another rank, so the text's
 * "Colonel Ransome" is someone else (src/check/facts.ts, sameTitle).
 */

const BIBLE = '## Characters\n### Capt Ransome\n- hair: fair\n';

/** Each character: its name, its names, how often the text names it. */
const castOf = (bible: string, ...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map(
    (c) => `${c.name}: ${c.names.join(', ')} (${c.appearances.length})`,
  );

describe("a bible's abbreviated title", () => {
  it('takes the text\'s "Captain Ransome", its own title written long', () => {
    expect(
      castOf(
        BIBLE,
        'Captain Ransome came onto the ward at nine. The nurse waited.',
        'Captain Ransome wrote up the chart, and Captain Ransome signed it.',
      ),
    ).toEqual(['Capt Ransome: Capt Ransome, Ransome, Captain Ransome (3)']);
  });

  it('leaves the text\'s "Colonel Ransome" to himself: the same first letter, not the same title', () => {
    expect(
      castOf(
        BIBLE,
        'Colonel Ransome came onto the ward at nine. The nurse waited.',
        'Colonel Ransome wrote up the chart, and Colonel Ransome signed it.',
      ),
    ).toEqual(['Capt Ransome: Capt Ransome, Ransome (0)', 'Colonel Ransome: Colonel Ransome (3)']);
  });

  it('leaves the text\'s "Mrs Hale" to herself beside the bible\'s "Ms Hale": two titles, both written short', () => {
    expect(
      castOf(
        '## Characters\n### Ms Hale\n- hair: fair\n',
        'Mrs Hale came onto the ward at nine. The nurse waited.',
        'Mrs Hale wrote up the chart, and Mrs Hale signed it.',
      ),
    ).toEqual(['Ms Hale: Ms Hale, Hale (0)', 'Mrs Hale: Mrs Hale (3)']);
  });
});
