import { describe, expect, it } from 'vitest';
import { recordBody } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A labelled line whose value goes on in sentences that are looks or fates of their own. Written for these tests. */

const read = (text: string) => recordBody([{ text, line: 7 }], ENGLISH);
const pairsOf = (text: string) => read(text).pairs.map((p) => `${p.field}: ${p.value}`);

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

  it('reads a look after two spaces as a fact of its own', () => {
    expect(pairsOf(': Aged: 66.  Eyes blue.')).toEqual(['age: 66', 'eyes: blue']);
  });

  it('keeps the dots inside the label’s first sentence ("the G.P.O")', () => {
    expect(pairsOf('Occupation: clerk at the G.P.O. Eyes grey.')).toEqual(['role: clerk at the G.P.O', 'eyes: grey']);
    expect(pairsOf('Home: St.Ives. Eyes blue.')).toEqual(['home: St.Ives', 'eyes: blue']);
  });

  it('keeps a later sentence that is no look as the label’s', () => {
    expect(pairsOf('Role: Miller. Lives by the river.')).toEqual(['role: Miller. Lives by the river.']);
  });
});
