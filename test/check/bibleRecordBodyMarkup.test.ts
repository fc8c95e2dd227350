import { describe, expect, it } from 'vitest';
import { recordBody } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's body may carry Markdown markup between its lines — a blank line, a code fence, a horizontal rule, a
 * table's separator row — which is neither a pair nor prose of the person's.
 */

const lines = (...texts: string[]) => texts.map((text, i) => ({ text, line: i + 1 }));

describe('markup lines in a record body', () => {
  it('skips blank lines, fences, rules and table separator rows, keeping the prose around them', () => {
    const body = recordBody(
      lines(
        'Eyes: grey',
        '   ',
        '```',
        '  ```yaml',
        '---',
        '  -----  ',
        '|---|:--:|',
        '  | :-- | --: |  ',
        '||',
        'She keeps the inn.',
      ),
      ENGLISH,
    );
    expect(body.pairs.map((p) => [p.field, p.value, p.line])).toEqual([['eyes', 'grey', 1]]);
    expect(body.prose).toEqual([{ text: 'She keeps the inn.', line: 10 }]);
  });

  it('keeps as prose a line that only starts like a rule or a table row', () => {
    const body = recordBody(lines('--- she keeps the inn', '| kind | to all', 'x ---', '|| kind to all'), ENGLISH);
    expect(body.prose.map((p) => p.line)).toEqual([1, 2, 3, 4]);
  });
});
