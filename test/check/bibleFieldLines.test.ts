import { describe, expect, it } from 'vitest';
import { fieldLines } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A terse entry's labelled value (a Remind SET's, a Logseq property's) as the entry's lines: a label for other names
 * written as writer's own ("aka" → "aliases"); a fate's parts apart, the death once as the fate and each other part
 * once as a line of its own.
 */

describe('a terse entry’s labelled value', () => {
  it('writes a label for other names as the aliases label', () => {
    expect(fieldLines('aka', 'Marrie', ENGLISH)).toEqual(['- aliases: Marrie']);
    expect(fieldLines('nicknames', 'Marrie, Mazz', ENGLISH)).toEqual(['- aliases: Marrie, Mazz']);
  });

  it('writes a fate’s death as the fate, and each of its other parts once after it', () => {
    expect(fieldLines('fate', 'drowned off the weir; buried Mon 23 Aug 1937', ENGLISH)).toEqual([
      '- fate: drowned off the weir',
      'buried Mon 23 Aug 1937',
    ]);
    expect(fieldLines('fate', 'heart; Thu 19 Aug 1937 on the scale; buried Mon 23 Aug 1937', ENGLISH)).toEqual([
      '- fate: died Thu 19 Aug 1937 on the scale',
      'heart',
      'buried Mon 23 Aug 1937',
    ]);
  });
});
