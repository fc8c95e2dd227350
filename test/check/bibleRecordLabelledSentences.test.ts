import { describe, expect, it } from 'vitest';
import { recordBody } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A labelled line whose value goes on in sentences that are looks or fates of their own. Written for these tests. */

const read = (text: string) => recordBody([{ text, line: 7 }], ENGLISH);

describe('sentences after a labelled value', () => {
  it('reads "D. …" after a look as the fate, its own period no end of the sentence', () => {
    expect(read('Eyes: grey. D. in chapter 4, drowned.')).toEqual({
      pairs: [
        { label: 'Eyes', field: 'eyes', value: 'grey', line: 7 },
        { label: 'D.', field: 'fate', value: 'in chapter 4, drowned', line: 7 },
      ],
      prose: [],
    });
  });

  it('reads a last sentence with no full stop ("Age 9") as the age it gives', () => {
    expect(read('Role: daughter. Age 9')).toEqual({
      pairs: [
        { label: 'Role', field: 'role', value: 'daughter', line: 7 },
        { label: 'Age', field: 'age', value: '9', line: 7 },
      ],
      prose: [],
    });
  });
});
