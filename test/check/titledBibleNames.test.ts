import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The bible's "Dr Ransome" or "Dr. Ransome" is the text's "Doctor Ransome": one title written short and long,
 * so what the bible says of him is held against the text. "Mr Ransome" is someone else.
 */

const TEXT = chaptersOf(
  'Doctor Ransome came onto the ward at nine. The nurse waited.',
  'Doctor Ransome wrote up the chart, and Doctor Ransome signed it.',
);
const namesOf = (bible: string, text = TEXT) =>
  readFacts(manuscriptOf(text, bible), ENGLISH).facts.cast.map((c) => `${c.name}: ${c.names.join(', ')}`);

describe("a bible's titled name", () => {
  it('takes the text\'s "Doctor Ransome" whether it writes "Dr" or "Dr."', () => {
    for (const title of ['Dr', 'Dr.'])
      expect(namesOf(`## Characters\n### ${title} Ransome\n- hair: fair\n`)).toEqual([
        `${title} Ransome: ${title} Ransome, Ransome, Doctor Ransome`,
      ]);
  });

  it('does not take another doctor, nor a name under another title', () => {
    const kitto = chaptersOf('Doctor Kitto came onto the ward at nine.', 'Doctor Kitto wrote up the chart.');
    expect(namesOf('## Characters\n### Dr Ransome\n- hair: fair\n', kitto)).not.toContainEqual(
      expect.stringMatching(/^Dr Ransome: .*Doctor Kitto/),
    );
    const mister = chaptersOf('Mr Ransome came onto the ward at nine.', 'Mr Ransome wrote up the chart.');
    expect(namesOf('## Characters\n### Dr Ransome\n- hair: fair\n', mister)).not.toContainEqual(
      expect.stringMatching(/^Dr Ransome: .*Mr Ransome/),
    );
  });
});
