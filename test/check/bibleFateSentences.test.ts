import { describe, expect, it } from 'vitest';
import { recordBody, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A record's fate and its looks: the sentence with the death is the fate, any other sentence a note of its own. */
describe('a fate given with other sentences', () => {
  it('keeps the sentence with the death as the fate and the rest as a note on the same line', () => {
    const record = {
      name: 'Mara Voss',
      line: 1,
      pairs: [
        { field: 'fate' as const, label: 'Fate', value: 'Died 9 March 1889. Never seen alive in the book.', line: 2 },
      ],
      prose: [],
    };
    const { characters } = recordLines(record, [], ENGLISH);
    expect(characters.map((c) => [c.text, c.line])).toEqual([
      ['### Mara Voss', 1],
      ['- Never seen alive in the book', 2],
      ['- fate: Died 9 March 1889.', 2],
    ]);
  });

  it('writes no note when the fate is one sentence', () => {
    const record = {
      name: 'Mara Voss',
      line: 1,
      pairs: [{ field: 'fate' as const, label: 'Fate', value: 'Died 9 March 1889', line: 2 }],
      prose: [],
    };
    const { characters } = recordLines(record, [], ENGLISH);
    expect(characters.map((c) => [c.text, c.line])).toEqual([
      ['### Mara Voss', 1],
      ['- fate: Died 9 March 1889', 2],
    ]);
  });
});

describe('a definition of looks alone', () => {
  it('leaves no prose of its own when every sentence is a look', () => {
    const body = recordBody(
      [
        { text: 'Narrator', line: 1 },
        { text: ': Eyes grey. Hair brown.', line: 2 },
      ],
      ENGLISH,
    );
    expect(body.pairs.map((p) => [p.field, p.value, p.line])).toEqual([
      ['eyes', 'grey', 2],
      ['hair', 'brown', 2],
    ]);
    expect(body.prose).toEqual([{ text: 'Narrator', line: 1 }]);
  });
});
