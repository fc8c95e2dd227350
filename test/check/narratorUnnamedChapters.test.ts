import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Whose "my eyes" a first-person chapter tells (src/check/facts.ts, readFacts' narratorOf): the character its heading
 * names, else one unnamed narrator for the whole book. A chapter of fewer than three voting paragraphs takes the
 * book's person; a chapter of three or more its own. Chapters written for these tests.
 */

const castOf = (files: Record<string, string>) =>
  readFacts(manuscriptOf(files), ENGLISH).facts.cast.map((c) => ({
    name: c.name,
    first: `${c.first.file}:${c.first.line}`,
    variants: c.variants,
    attributes: c.attributes.map((a) => `${a.field} ${a.value} ${a.at.file}:${a.at.line}`),
  }));

describe('an unnamed narrator', () => {
  it('is one for the whole book, and a short chapter told in the first person is theirs by the book’s voice', () => {
    expect(
      castOf({
        'chapter_01.md': '# One\n\nI walked in. I sat down. My eyes were grey.\n\nI walked out. I ran home.\n',
        'chapter_02.md': '# Two\n\nI walked in. I sat down. My hair was red.\n',
      }),
    ).toEqual([
      {
        name: 'The narrator',
        first: 'chapter_01.md:0',
        variants: [],
        attributes: ['eyes grey chapter_01.md:3', 'hair red chapter_02.md:3'],
      },
    ]);
  });

  it('tells nothing in a chapter of three paragraphs told in the third person', () => {
    expect(
      castOf({
        'chapter_01.md': '# One\n\nI walked in. I sat down. My eyes were grey.\n\nI walked out. I ran home.\n',
        'chapter_02.md': '# Two\n\nI walked in. I sat down. My hair was red.\n',
        'chapter_03.md':
          '# Three\n\nHe walked in. He sat down. My hair was black.\n\nHe walked out. He ran home.\n\nHe slept. He woke.\n',
      }).flatMap((c) => c.attributes),
    ).toEqual(['eyes grey chapter_01.md:3', 'hair red chapter_02.md:3']);
  });
});

describe('a narrator named by the heading', () => {
  it('is the character a second-level heading names', () => {
    expect(
      castOf({
        'chapter_01.md':
          '## Nell\n\nI walked in. I sat down. My eyes were grey.\n\nI walked out. I ran home.\n\nNell Hale was my name. Nell sang.\n',
      }),
    ).toEqual([
      { name: 'Nell Hale', first: 'chapter_01.md:7', variants: [], attributes: ['eyes grey chapter_01.md:3'] },
    ]);
  });
});
