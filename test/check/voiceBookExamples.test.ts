import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The voice the fact base gives each chapter and the book (src/check/facts.ts, voiceOf and decide): the person and
 * tense its narration paragraphs vote for, and the first paragraph told in both as the example. A book is told in
 * the first person only when a tenth of its voting paragraphs are. Chapters written for these tests.
 */

const voiceOf = (...texts: string[]) => readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.voice;

const BOOK = [
  'I walked to the shop. I bought some bread. I went home.\n\nI sat down. I ate the bread. I slept.',
  'He walks to the gate. He sits down. He looks out.\n\nHe walks in. He sits. He eats.\n\nHe walks out. He sings. He runs.',
  'He walked in. He sat.\n\nThey walked out. They sat down. They ran.',
  Array.from({ length: 25 }, () => 'He walked to the gate. He sat down there. He looked at the sea.').join('\n\n'),
  'He walked home. He ate. He slept.',
  '> A letter came for the house.',
];

describe("a book's voice", () => {
  it('is the third person when two of its thirty-two voting paragraphs are told by "I"', () => {
    expect(voiceOf(...BOOK).book).toEqual({
      personVotes: { first: 2, third: 30 },
      tenseVotes: { past: 29, present: 3 },
      person: 'third',
      tense: 'past',
      example: { file: 'chapter_04.md', line: 3 },
    });
  });

  it("takes its example from the first chapter told in the book's person and tense that has one", () => {
    expect(
      voiceOf(...BOOK).chapters.map((c) => `${c.file} ${c.voice.person} ${c.voice.tense} ${c.voice.example?.line}`),
    ).toEqual([
      'chapter_01.md first past 3',
      'chapter_02.md third present 3',
      'chapter_03.md third past undefined',
      'chapter_04.md third past 3',
      'chapter_05.md third past 3',
      'chapter_06.md undefined undefined undefined',
    ]);
  });
});

describe("a chapter's voice", () => {
  it('is neither person nor tense when no paragraph of it is narration', () => {
    expect(voiceOf('> A letter came for the house.').chapters[0]?.voice).toEqual({
      personVotes: { first: 0, third: 0 },
      tenseVotes: { past: 0, present: 0 },
    });
  });

  it('is past when as many paragraphs are told in the past as in the present', () => {
    expect(
      voiceOf('He walked in. He sat down. He ran.\n\nHe walks in. He sits down. He runs.').chapters[0]?.voice,
    ).toEqual({
      personVotes: { first: 0, third: 2 },
      tenseVotes: { past: 1, present: 1 },
      person: 'third',
      tense: 'past',
      example: { file: 'chapter_01.md', line: 3 },
    });
  });

  it('takes as its example the first paragraph told in both its person and its tense', () => {
    expect(
      voiceOf('I walked in. I sat down. I ran.\n\nHe walked in. He sat.\n\nHe walked out. He sat down. He ran.')
        .chapters[0]?.voice.example,
    ).toEqual({ file: 'chapter_01.md', line: 7 });
  });

  it('has no example when its only paragraph is a memory from its first sentence', () => {
    expect(voiceOf('Years before, he had lived here. He had been happy then.').chapters[0]?.voice).toEqual({
      personVotes: { first: 0, third: 0 },
      tenseVotes: { past: 0, present: 0 },
    });
  });
});
