import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Eyes told beside a name in a memory are read ("Dad used to say … Danny Hale’s green eyes went to the key"),
 * in the narrator's own prose only: a letter set in the text, or a paragraph opening on italics (a thought, a
 * voice), is someone else's telling and gives no eyes. Italics inside a remembered paragraph ("the *Lark*", "Dad—
 * *our* dad—") change nothing. A copy editor sees this as the eye colour the fact base holds, and where.
 */

const INTRO = 'Danny Hale came in. He laughed. Danny Hale sat down.';

/** Danny Hale's eyes in a chapter of the intro and then the paragraphs given: "colour place". */
function eyesOf(...paragraphs: string[]): string[] {
  const facts = buildFactBase(manuscriptOf(chaptersOf([INTRO, ...paragraphs].join('\n\n'))), ENGLISH);
  return (facts.cast.find((c) => c.name === 'Danny Hale')?.attributes ?? [])
    .filter((a) => a.field === 'eyes')
    .map((a) => `${a.value} ${a.at.file}:${a.at.line}`);
}

describe('eyes told in a remembered paragraph', () => {
  it('are read with an italic word inside the paragraph, or inside its first word', () => {
    expect(eyesOf('Dad used to say Danny Hale had good hands. Danny Hale’s green eyes went to the *Lark*.')).toEqual([
      'green chapter_01.md:5',
    ]);
    expect(eyesOf('Dad—*our* dad—used to say Danny Hale had green eyes.')).toEqual(['green chapter_01.md:5']);
  });

  it('are not read in a letter set in the text', () => {
    expect(
      eyesOf('Dear Ada,', 'Danny Hale’s green eyes went to the key when I told him.', 'Your loving sister,\nMeg'),
    ).toEqual([]);
  });

  it('are not read in a paragraph opening on italics', () => {
    expect(eyesOf('*Not again,* I thought. Danny Hale’s green eyes went to the key.')).toEqual([]);
    expect(eyesOf('_Not again,_ I thought. Danny Hale’s green eyes went to the key.')).toEqual([]);
  });
});
