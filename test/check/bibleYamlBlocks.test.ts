import { describe, expect, it } from 'vitest';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * A YAML block of the cast and the objects: read as data, its people and objects entries at the lines that give
 * them, and the block's own lines no prose or notes (as many objects as people, or objects alone, as well).
 */

const lines = numberedLinesOf;

describe('a YAML block', () => {
  it('with as many objects as people gives their entries, its own lines read no further', () => {
    const bible =
      '```yaml\ncharacters:\n  - name: Rose Penhallow\n    eyes: grey\nobjects:\n  - name: brass spyglass\n' +
      '    owner: Rose Penhallow\n```\n';
    expect(lines(bible)).toEqual([
      '3 ## Characters',
      '3 ### Rose Penhallow',
      '4 - eyes: grey',
      '6 ## Objects',
      '6 ### brass spyglass',
      '7 - owner: Rose Penhallow',
      '1 ## Notes',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n} `),
    ]);
  });

  it('of objects alone gives their entries, its own lines read no further', () => {
    const bible = '```yaml\nobjects:\n  - name: brass spyglass\n    owner: Rose Penhallow\n```\n';
    expect(lines(bible)).toEqual([
      '3 ## Objects',
      '3 ### brass spyglass',
      '4 - owner: Rose Penhallow',
      '1 ## Notes',
      ...[1, 2, 3, 4, 5, 6].map((n) => `${n} `),
    ]);
  });
});
