import { describe, expect, it } from 'vitest';
import { boxedSheetAsMarkdown } from '../../src/check/bibleBoxed.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A boxed sheet's second field typed beside the first ("D.O.B. .... 02 JUN 1966   AGE AT OPENING: 38"), three
 * spaces or more between: the line is read for the second, the first kept in brackets after it
 * (src/check/bibleBoxed.ts). Written for these tests.
 */

const sheet = (line: string) =>
  boxedSheetAsMarkdown(
    ['-'.repeat(37), '[NPC] LUIS ROJAS', '-'.repeat(37), ' Role ............ ferryman', line].join('\n'),
    ENGLISH,
  )
    .split('\n')
    .filter((l) => l.startsWith('- '));

describe('a field typed beside another', () => {
  it('is read with three spaces before it, as with more', () => {
    expect(sheet(' D.O.B. .......... 02 JUN 1966   AGE AT OPENING: 38')).toEqual([
      '- Role: ferryman',
      '- age at opening: 38 (d.o.b. 02 JUN 1966)',
    ]);
    expect(sheet(' D.O.B. .......... 02 JUN 1966          AGE AT OPENING: 38')).toEqual([
      '- Role: ferryman',
      '- age at opening: 38 (d.o.b. 02 JUN 1966)',
    ]);
  });

  it('is read with no space after its colon, or several', () => {
    for (const after of [':38', ':   38'])
      expect(sheet(` D.O.B. .......... 02 JUN 1966   AGE AT OPENING${after}`)).toEqual([
        '- Role: ferryman',
        '- age at opening: 38 (d.o.b. 02 JUN 1966)',
      ]);
  });

  it('is not read from two spaces, nor from words not in capitals', () => {
    expect(sheet(' D.O.B. .......... 02 JUN 1966  AGE AT OPENING: 38')).toEqual([
      '- Role: ferryman',
      '- d.o.b.: 02 JUN 1966  AGE AT OPENING: 38',
    ]);
    expect(sheet(' Eyes ............ grey      Note: the left one')).toEqual([
      '- Role: ferryman',
      '- Eyes: grey      Note: the left one',
    ]);
  });
});
