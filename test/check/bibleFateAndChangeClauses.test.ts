import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A character entry's fate and changes told in clauses: "chapter 7 (survives)", "eyes … and hair, which she dyes". */

const mara = (lines: string) => {
  const bible = parseBible(`## Characters\n\n### Mara Voss\n${lines}\n`, ENGLISH);
  return {
    dies: bible.characters[0]?.diesIn?.value,
    hair: bible.characters[0]?.fields.hair?.value,
    eyes: bible.characters[0]?.fields.eyes?.value,
    changes: bible.changes.map((x) => `${x.field} ${x.value} from chapter ${x.chapter}`),
  };
};

describe("a character entry's fate", () => {
  it('is a death in a chapter given alone, and none when a remark says she survives it', () => {
    expect(mara('- Fate: chapter 7').dies).toBe(7);
    expect(mara('- Fate: chapter 7 (survives)').dies).toBeUndefined();
  });
});

describe('a change an entry tells in prose', () => {
  it('is of the feature named last before the verb', () => {
    expect(mara('- She has hazel eyes and brown hair, which she dyes black in chapter 3.').changes).toEqual([
      'hair black from chapter 3',
    ]);
    expect(mara('- She has brown hair and hazel eyes, which turn grey in chapter 9.').changes).toEqual([
      'eyes grey from chapter 9',
    ]);
  });

  it('gives no colour before the change when the value opens on it', () => {
    const dyed = mara('- Hair: dyed black in chapter 3');
    expect([dyed.hair, dyed.changes]).toEqual([undefined, ['hair black from chapter 3']]);
  });

  it('records a change told in a keyed field after another once', () => {
    expect(mara('- Hair: brown; eyes: grey, turn green in chapter 5').changes).toEqual(['eyes green from chapter 5']);
  });

  it('adds the colours of a change given no chapter to the colour the eyes have', () => {
    expect(mara('- Eyes: hazel; tinted green and blue on 17 October').eyes).toBe('hazel, green, blue');
  });
});
