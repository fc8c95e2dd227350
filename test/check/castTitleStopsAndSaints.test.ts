import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A title in the text is the bible's title when it is the same word, with or without its full stop ("Dr." and
 * "Dr"), or the bible's written short; "St" is no short form of "Mistress", though its letters stand in order in it:
 * an abbreviation opens on its title's first letter (src/check/facts.ts, sameTitle).
 */

/** Each character: its name, its names, how often the text names it. */
const castOf = (bible: string, ...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map(
    (c) => `${c.name}: ${c.names.join(', ')} (${c.appearances.length})`,
  );

describe('a title in the text beside the bible', () => {
  it('takes the text\'s "Dr. Ransome" as the bible\'s "Dr Ransome": one title, its full stop aside', () => {
    expect(
      castOf(
        '## Characters\n### Dr Ransome\n- hair: fair\n',
        'Dr. Ransome came onto the ward at nine. The nurse waited.',
        'Dr. Ransome wrote up the chart, and Dr. Ransome signed it.',
      ),
    ).toEqual(['Dr Ransome: Dr Ransome, Ransome, Dr. Ransome (3)']);
  });

  it('leaves the text\'s "St Quayle" apart from the bible\'s "Mistress Quayle": St is no short form of Mistress', () => {
    const cast = castOf(
      '## Characters\n### Mistress Quayle\n- hair: fair\n',
      'Mistress Quayle kept the inn by the harbour. The fishermen drank there.',
      'They rang the bell of St Quayle at noon, and St Quayle stood grey in the rain.',
    );
    // Each with the times the text names them: the church's two are not hers.
    expect(cast.map((c) => c.replace(/:.*\(/, ' ('))).toEqual(['Mistress Quayle (1)', 'St Quayle (2)']);
  });
});
