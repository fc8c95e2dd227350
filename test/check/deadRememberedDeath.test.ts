import { describe, expect, it } from 'vitest';
import { checkDead, throughClause } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in a remembering sentence ("My father was Michael Keough, and he was drowned in November of 1959, when
 * I was eleven") happened all the same: the drowned man who gets up from his chair in a later chapter is a slip. A
 * memory's word in a later clause of that sentence ("…which she had never done in Theresa's memory") is another
 * clause's, and "in Theresa's memory" (as far as she recalls) tells no memory at all (src/check/facts.ts, deathIn
 * and the remembered sentences; checks/dead.ts, throughClause; lang/en.ts, memoryMarkers).
 */

const FRAME =
  'I am sitting at my kitchen table with the shoebox. I open it and I take out the letters. Michael Keough wrote them. He wrote them at sea.\n\nMy father was Michael Keough, and he was drowned in November of 1959, when I was eleven, off the Ragged Rocks.';
const SCENE = (act: string) =>
  `Theresa came in from the post office. The lamp was lit.\n\n${act}\n\nTheresa sat down. She looked at the fire.`;

const deaths = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .facts.cast.filter((c) => c.death)
    .map((c) => `${c.name} ${c.death?.how} ${c.death?.at.file}:${c.death?.at.line}`);
const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('a death told in a remembering sentence', () => {
  it('is read, its pronoun going on with the name of its gender', () => {
    expect(deaths(FRAME, SCENE('Nora Keough waited by the stove.'))).toEqual([
      'Michael Keough was drowned chapter_01.md:5',
    ]);
    // A dream is no death.
    expect(
      deaths(
        FRAME.replace('My father was Michael Keough', 'I dreamed once that my father was Michael Keough'),
        SCENE('Nora waited.'),
      ),
    ).toEqual([]);
    // "she" is not Michael.
    expect(deaths(FRAME.replace('and he was drowned', 'and she was drowned'), SCENE('Nora Keough waited.'))).toEqual(
      [],
    );
  });

  it('makes the drowned man who gets up later a slip, a memory word in a later clause notwithstanding', () => {
    const act =
      "Michael Keough got up from his chair by the stove and shook Leo's hand, and Nora put her arms round him, which she had never done in Theresa's memory.";
    expect(dead(FRAME, SCENE(act))).toEqual(['chapter_02.md:5']);
    // The memory word in his own clause, before or in it, still makes it one.
    expect(dead(FRAME, SCENE("In Theresa's dream Michael Keough got up from his chair by the stove."))).toEqual([]);
    expect(dead(FRAME, SCENE('She remembered how Michael Keough got up from his chair, and how he laughed.'))).toEqual(
      [],
    );
  });
});

describe('the clause a word stands in', () => {
  it('runs from the sentence start to the end of the clause that holds the place, up to one with its own subject', () => {
    expect(throughClause('Dad got up, and Nora never did, which was odd', 0, ENGLISH)).toBe('Dad got up');
    expect(throughClause('Then, at last, Dad got up, which was odd', 15, ENGLISH)).toBe('Then, at last, Dad got up');
    expect(throughClause('Then, at last, Dad got up; she stayed', 15, ENGLISH)).toBe('Then, at last, Dad got up');
    expect(throughClause('Abel lifted his pipe, as if to wave', 0, ENGLISH)).toBe(
      'Abel lifted his pipe, as if to wave',
    );
    expect(throughClause('Abel turned round to watch her, he looked as if struck', 0, ENGLISH)).toBe(
      'Abel turned round to watch her',
    );
  });
});

describe('"in someone\'s memory"', () => {
  it('is no memory told; a memory is', () => {
    expect(memoryMarked("She had never done it to anybody in Theresa's memory.", ENGLISH)).toBe(false);
    expect(memoryMarked('It was the worst storm in living memory.', ENGLISH)).toBe(false);
    expect(memoryMarked('The memory of that night stayed with her.', ENGLISH)).toBe(true);
  });
});
