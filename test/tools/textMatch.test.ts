import { describe, expect, it } from 'vitest';
import { findOccurrences } from '../../src/tools/textMatch.js';

describe('findOccurrences', () => {
  it('counts occurrences that do not overlap, left to right, as a replacement would meet them', () => {
    expect(findOccurrences('ha ha ha', 'ha ha')).toEqual([0]);
    expect(findOccurrences('aaaa', 'aa')).toEqual([0, 2]);
    expect(findOccurrences('aaa', 'aa')).toEqual([0]);
  });

  it('finds every occurrence, and none of an empty needle', () => {
    expect(findOccurrences('Elias, Mara, Elias', 'Elias')).toEqual([0, 13]);
    expect(findOccurrences('text', '')).toEqual([]);
    expect(findOccurrences('text', 'none')).toEqual([]);
  });
});
