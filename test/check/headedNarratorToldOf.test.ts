import { describe, expect, it } from 'vitest';
import { headedNarrators } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter heading naming a person ("Chapter Two: Nora") names the chapter's "I" only when the chapter's prose does
 * not tell of that person by name, as a narrator would not; a quoted letter naming her is no telling. Texts written
 * for these tests.
 */

const tellers = (second: string) => {
  const m = manuscriptOf({
    'chapter_01.md':
      "# Chapter One: Tom\n\nI went down to the church with Maura Hanlon. Maura took my arm. I sat at the back and I watched.\n\nNora Keane went up to the altar. Nora gave Bríd Cassidy her father's pen. I saw it.\n",
    'chapter_02.md': `# Chapter Two: Nora\n\nI get up at six. I read the paper and I mark it. Bríd is gone to London.\n\n${second}\n\nI walk home by the river and I think of Tom Daly. Tom Daly is at the works.\n`,
  });
  return [...headedNarrators(m, readFacts(m, ENGLISH).cast, ENGLISH)].map(([file, c]) => `${file} ${c.name}`);
};

describe('a heading naming a person', () => {
  it('names no narrator when the prose under it tells of that person', () => {
    expect(tellers('I sit down. Nora Keane comes in late, and Nora takes off her coat.')).toEqual([
      'chapter_01.md Tom Daly',
    ]);
  });

  it('names the narrator when only a quoted letter names her', () => {
    expect(tellers('> Dear Nora Keane, come home. Nora, we miss you.')).toEqual([
      'chapter_01.md Tom Daly',
      'chapter_02.md Nora Keane',
    ]);
  });
});
