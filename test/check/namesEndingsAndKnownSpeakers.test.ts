import { describe, expect, it } from 'vitest';
import { speakerSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname written with letters more or fewer at its end beside the book's one ("Joseph Tarringt" beside
 * "Joseph Tarrington") is taken for that name with an ending, not a slip by the shared first name; and a speaker
 * the text knows as no name ("said Mum") is no second speaker of a letter. Texts written for these tests.
 */

const TARRINGTON = [
  'Joseph Tarrington kept the lock at Stanway. He was sixty and deaf in one ear.',
  'In the morning Joseph Tarrington opened the gates for the coal boat.',
  'Mr Tarrington said nothing about the weather, which was his way.',
];

const surnames = (later: string) =>
  surnameSlips(manuscriptOf(chaptersOf(...TARRINGTON, later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe("a surname that is the book's one with letters more or fewer at its end", () => {
  it('stays quiet on two letters added or cut off after the same first name', () => {
    expect(surnames('At dusk Joseph Tarringtonby walked up to the inn.')).toEqual([]);
    expect(surnames('At dusk Joseph Tarringt walked up to the inn.')).toEqual([]);
  });

  it('still reports one letter cut off, which is near in sound', () => {
    expect(surnames('At dusk Joseph Tarringto walked up to the inn.')).toEqual([
      'chapter_04.md:3 "Joseph Tarringto" here; chapter_01.md:3 spells the surname "Tarrington" ("Joseph Tarrington", 3 times in all)',
    ]);
  });
});

const EARLIER = 'Margaret ran the post office. Margaret knew everyone. Margaret had a cat called Sooty.';
const SCENE = [
  '"The van is late," said Margaret. "It is always late on a Monday."',
  'Margaret put the kettle on and looked out at the rain. Margaret sighed.',
  '"Not always," Tom said. "Only when the road floods."',
  '"Tea first," said Mum.',
];

describe('a speaker the text knows as no name', () => {
  it('is no second speaker of the letter: "said Maura" is still held to Margaret', () => {
    const found = speakerSlips(
      manuscriptOf(chaptersOf(EARLIER, [...SCENE, '"Then we will wait," said Maura.'].join('\n\n'))),
      ENGLISH,
    ).map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(found).toEqual([
      'chapter_02.md:11 "Maura" speaks here, the only Maura in the book; the chapter\'s speaker of that letter is "Margaret" (chapter_02.md:3, named 3 times in this chapter)',
    ]);
  });
});
