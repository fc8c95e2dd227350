import { describe, expect, it } from 'vitest';
import { castOver, recordAgeIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's age told before a kin's aside ("Mara Venn, aged 61, sister of Tobias Marsh, died at home") (facts.ts
 * `recordAgeIn`): the aside is left out but the comma that closed the age stays, so the age is still read. Texts
 * written for these tests.
 */

const cast = castOver([
  { name: 'Mara Venn', names: ['Mara Venn'], line: 0, fields: {} },
  { name: 'Tobias Marsh', names: ['Tobias Marsh'], line: 0, fields: {} },
]);

describe('a record’s age before a kin’s aside', () => {
  it('is the named one’s', () => {
    expect(recordAgeIn('Mara Venn, aged 61, sister of Tobias Marsh, died at home.', cast, ENGLISH)).toMatchObject({
      character: { name: 'Mara Venn' },
      years: 61,
    });
  });
});
