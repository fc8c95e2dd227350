import { describe, expect, it } from 'vitest';
import { actOf, checkDead, MAX_AFTER } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The dead acting or speaking: what the finding says, how sure it is, and what the living may still do with the dead. */

const dead = (files: Record<string, string>, bible = ''): Finding[] =>
  checkDead(manuscriptOf(files, bible), ENGLISH).findings;

const TOLD = '# One\n\nAnselm kept the bees. Anselm was drowned in the mill race that spring.\n';

describe('a death the text tells', () => {
  it('reports the dead acting in a later chapter, with the act, the place of the death and its words', () => {
    const found = dead({ 'chapter_01.md': TOLD, 'chapter_02.md': '# Two\n\nAnselm opened the hives at noon.\n' });
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'dead',
        message:
          'Anselm acts ("Anselm opened") here, but chapter_01.md:3 tells their death ("Anselm was drowned in the mill race that spring."); not marked as memory, dream or flashback',
        evidence: 'Anselm opened the hives at noon.',
        confidence: 0.85,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Anselm was drowned in the mill race that spring.' },
      },
    ]);
  });

  it('is surer of the dead speaking, before or after the name', () => {
    const speaks = (line: string) =>
      dead({ 'chapter_01.md': TOLD, 'chapter_02.md': `# Two\n\n${line}\n` }).map((f) => [
        f.confidence,
        f.message.split(' here')[0],
      ]);
    expect(speaks('"Close the hives," said Anselm.')).toEqual([[0.9, 'Anselm speaks']]);
    expect(speaks('Anselm said the hives were ready.')).toEqual([[0.9, 'Anselm speaks']]);
    expect(speaks('Anselm slowly turned to the hives.')).toEqual([[0.85, 'Anselm acts ("Anselm turned")']]);
  });

  it('is less sure after a funeral or "the late" (a namesake, a father) than after "died"', () => {
    const found = dead({
      'chapter_01.md': '# One\n\nAfter Anselm’s funeral the bees went quiet. Anselm had kept them forty years.\n',
      'chapter_02.md': '# Two\n\nAnselm opened the hives at noon.\n',
    });
    expect(found.map((f) => f.confidence)).toEqual([0.7]);
  });

  it('does not hold a death against its own chapter, a memory, a possessive or the next words of a longer name', () => {
    expect(dead({ 'chapter_01.md': `${TOLD}\nAnselm opened the hives.\n` })).toEqual([]);
    expect(
      dead({
        'chapter_01.md': TOLD,
        'chapter_02.md':
          '# Two\n\nAnselm’s hives stood empty.\n\n*Anselm opened the hives, and the bees came out to him.*\n\nShe dreamed that night. Anselm opened the hives for her.\n',
      }),
    ).toEqual([]);
  });

  it('reports each act once per sentence, in every later chapter', () => {
    const found = dead({
      'chapter_01.md': TOLD,
      'chapter_02.md': '# Two\n\nAnselm opened the hives and Anselm closed them.\n',
      'chapter_03.md': '# Three\n\nAnselm walked to the mill.\n',
    });
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3', 'chapter_03.md:3']);
  });

  it(`counts no more than ${MAX_AFTER} acting places against a death the text tells, but any number against the bible`, () => {
    expect(MAX_AFTER).toBe(2);
    const acts = ['Anselm opened the hives.', 'Anselm walked to the mill.', 'Anselm sat down.'];
    const book = (n: number) => ({
      'chapter_01.md': '# One\n\nAnselm kept the bees. Anselm worked.\n',
      'chapter_02.md': `# Two\n\nThat spring Anselm died.\n`,
      'chapter_03.md': `# Three\n\n${acts.slice(0, n).join('\n\n')}\n`,
    });
    expect(dead(book(3))).toEqual([]);
    const BIBLE = '## Characters\n### Anselm\n- fate: dies in chapter 2\n';
    const fromBible = dead(book(3), BIBLE);
    expect(fromBible.map((f) => [f.line, f.confidence])).toEqual([
      [3, 0.85],
      [5, 0.85],
      [7, 0.85],
    ]);
    expect(fromBible[0]?.message).toBe(
      'Anselm acts ("Anselm opened") here, but the bible has them die in chapter 2 (bible.md:3); not marked as memory, dream or flashback',
    );
    expect(fromBible[0]?.against).toEqual({ file: 'bible.md', line: 3, evidence: 'dies in chapter 2' });
  });
});

describe('what after a name is an act', () => {
  it('reads a verb, an adverb before it, a speech verb before the name, and nothing in a possessive', () => {
    expect(actOf('', ' opened the door', ENGLISH)).toEqual({ spoke: false, verb: 'opened' });
    expect(actOf('', ' quietly opened the door', ENGLISH)).toEqual({ spoke: false, verb: 'opened' });
    expect(actOf('', ' then opened the door', ENGLISH)).toEqual({ spoke: false, verb: 'opened' });
    expect(actOf('"Go," said ', '.', ENGLISH)).toEqual({ spoke: true, verb: 'said' });
    expect(actOf('', ' said nothing', ENGLISH)).toEqual({ spoke: true, verb: 'said' });
    expect(actOf('', "'s door opened", ENGLISH)).toBeUndefined();
    expect(actOf('', ' Voss opened the door', ENGLISH)).toBeUndefined();
    expect(actOf('', ' and the bees', ENGLISH)).toBeUndefined();
  });

  it('reads the progressive as its two words, however many spaces are typed between them', () => {
    expect(actOf('', ' was waiting at the station', ENGLISH)).toEqual({ spoke: false, verb: 'was waiting' });
    expect(actOf('', ' was  waiting at the station', ENGLISH)).toEqual({ spoke: false, verb: 'was waiting' });
  });
});

describe('the dead at a place, doing something', () => {
  it('reads "was on his crate by the door, smoking" as an act, and "was in the grave" as none', () => {
    expect(actOf('', ' was on his crate by the cellar door, smoking in the dark.', ENGLISH)).toEqual({
      spoke: false,
      verb: 'was on his crate by the cellar door, smoking',
    });
    expect(actOf('', ' was in the grave by then, forgotten.', ENGLISH)).toBeUndefined();
    expect(actOf('', ' was on his mind all day, nagging.', ENGLISH)).toBeUndefined();
    expect(actOf('', ' was in her prayers that night, asking for nothing.', ENGLISH)).toBeUndefined();
    expect(actOf('', ' was at the range in his white jacket, skimming the stock.', ENGLISH)?.verb).toBe(
      'was at the range in his white jacket, skimming',
    );
    expect(actOf('', ' was behind the counter, grinning.', ENGLISH)?.verb).toBe('was behind the counter, grinning');
    expect(actOf('', ' was in his chair by the window, dying.', ENGLISH)).toBeUndefined();
    expect(actOf('', ' was in the photograph, smiling.', ENGLISH)).toBeUndefined();
    expect(
      dead({ 'chapter_01.md': TOLD, 'chapter_02.md': '# Two\n\nAnselm was on his bench by the hives, smoking.\n' }),
    ).toHaveLength(1);
  });
});
