import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A death told after a name's "'s" is a whole word ("Nell Reed's funeral", "Nell Reed's widower"): the start of
 * another word ("Nell Reed's widowed sister", "her deathly pallor", "his murderous temper") tells no death. Texts
 * written for this test.
 */

const timeline = (...paragraphs: string[]) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `# 1\n\n${paragraphs.join('\n\n')}\n` }), ENGLISH)
    .findings.map((f) => `${f.file}:${f.line} ${f.message}`)
    .filter((f) => f.includes('death'));

const MONDAY = 'On Monday, 2 June 1975, Tom Reed set up his stall by the gate. Nell Reed sold the eggs.';
const SATURDAY = 'On the Saturday, the 7th, Nell Reed walked down to the river and fed the ducks.';

describe("a death word after a name's 's", () => {
  it('tells a death when the word is whole', () => {
    expect(timeline(MONDAY, SATURDAY, "Nell Reed's funeral was held on the 5th of June 1975, in the rain.")).toEqual([
      "chapter_01.md:7 Nell Reed's death is dated 5 June 1975 here, but chapter_01.md:5 tells them alive and acting on a later day",
    ]);
  });

  it('tells none when it is only the start of another word', () => {
    expect(timeline(MONDAY, SATURDAY, "Nell Reed's widowed sister came over on the 5th of June 1975.")).toEqual([]);
    expect(timeline(MONDAY, SATURDAY, "Nell Reed's murderous temper flared on the 5th of June 1975.")).toEqual([]);
  });
});
