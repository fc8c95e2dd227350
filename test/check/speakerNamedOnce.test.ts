import { describe, expect, it } from 'vitest';
import { speakerSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A speaker's name changed once ("said Maura" in a chapter where Margaret does the talking), with texts written
 * for these tests: the only use of the name in the book, tagged as a speaker, beside one other speaker of its
 * opening letter named there again and again. A walk-on of another letter, two speakers of the letter, a name the
 * book uses again, and a speaker named too seldom stay quiet.
 */

const EARLIER = 'Margaret ran the post office. Margaret knew everyone. Margaret had a cat called Sooty.';
const SCENE = [
  '"The van is late," said Margaret. "It is always late on a Monday."',
  'Margaret put the kettle on and looked out at the rain. Margaret sighed.',
  '"Not always," Tom said. "Only when the road floods."',
];

const speakers = (line: string, scene = SCENE) =>
  speakerSlips(manuscriptOf(chaptersOf(EARLIER, [...scene, line].join('\n\n'))), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a speaker called by another name once', () => {
  it('reports "said Maura", "Maura said" and "asked Mags" where Margaret is the speaker of the chapter', () => {
    for (const [line, slip] of [
      ['"Then we will wait," said Maura.', 'Maura'],
      ['"Then we will wait," Maura said, and sat down.', 'Maura'],
      ['"Shall we wait?" asked Mags.', 'Mags'],
    ] as const)
      expect(speakers(line), line).toEqual([
        `chapter_02.md:9 "${slip}" speaks here, the only ${slip} in the book; the chapter's speaker of that letter is "Margaret" (chapter_02.md:3, named 3 times in this chapter)`,
      ]);
  });

  it('stays quiet on a walk-on of another letter, a name used again, two speakers of the letter, a rare speaker', () => {
    expect(speakers('"Then we will wait," said Alice.')).toEqual([]);
    expect(speakers('"Then we will wait," said Maura. Maura was the postman.')).toEqual([]);
    expect(speakers('"Then we will wait," said Maura.', [...SCENE, '"No," said Michael.'])).toEqual([]);
    const seldom = speakerSlips(
      manuscriptOf(chaptersOf('Tom came in.', '"Late," said Margaret.\n\n"Wait," said Maura.')),
      ENGLISH,
    );
    expect(seldom).toEqual([]);
  });
});

describe('the speaker a slip is held to', () => {
  const slip = '"Then we will wait," said Maura.';
  const book = (earlier: string, scene: readonly string[]) =>
    speakerSlips(manuscriptOf(chaptersOf(earlier, [...scene, slip].join('\n\n'))), ENGLISH).length;
  const twice = [SCENE[0] as string, 'Tom looked out at the rain.', SCENE[2] as string];

  it('must be named three times in the chapter, however often in the book', () => {
    expect(book(`${EARLIER} Margaret sang in the choir.`, twice)).toBe(0);
    expect(book(EARLIER, SCENE)).toBe(1);
  });

  it('must be named five times in the book, however often in the chapter', () => {
    expect(book('Margaret ran the post office.', SCENE)).toBe(0);
    expect(book('Margaret ran the post office. Margaret knew everyone.', SCENE)).toBe(1);
  });
});
