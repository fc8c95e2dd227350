import { describe, expect, it } from 'vitest';
import { againstOf, keptAndOnce } from '../../src/check/checks/keptOnce.js';

/** The place rules' shared reading: a value told in two chapters or more is kept, another told once is the slip. */

const told = (value: string, file: string, order: number) => ({ value, file, order });

describe('keptAndOnce', () => {
  it('keeps the value told in two chapters and offers each value told once', () => {
    const tellings = [
      told('yellow', 'chapter_01.md', 1),
      told('yellow', 'chapter_03.md', 5),
      told('white', 'chapter_07.md', 9),
      told('green', 'chapter_08.md', 10),
      told('green', 'chapter_08.md', 11),
    ];
    const held = keptAndOnce(tellings, (t) => t.value);
    expect(held?.kept).toBe('yellow');
    expect(held?.keptUses.map((t) => t.order)).toEqual([1, 5]);
    // "green" twice in one chapter is neither kept nor a one-off slip.
    expect(held?.once).toEqual([{ value: 'white', told: tellings[2] }]);
  });

  it('keeps nothing when a value is told twice in one chapter only, or two values in two chapters each', () => {
    expect(keptAndOnce([told('a', 'chapter_01.md', 1), told('a', 'chapter_01.md', 2)], (t) => t.value)).toBeUndefined();
    const two = ['a', 'a', 'b', 'b'].map((v, i) => told(v, `chapter_0${(i % 2) + 1}.md`, i));
    expect(keptAndOnce(two, (t) => t.value)).toBeUndefined();
  });

  it('sets a slip against the last kept telling before it, or the first when none comes before', () => {
    const kept = [told('a', 'chapter_01.md', 2), told('a', 'chapter_02.md', 6)];
    expect(againstOf(kept, told('b', 'chapter_03.md', 7)).order).toBe(6);
    expect(againstOf(kept, told('b', 'chapter_01.md', 4)).order).toBe(2);
    expect(againstOf(kept, told('b', 'chapter_01.md', 1)).order).toBe(2);
  });
});
