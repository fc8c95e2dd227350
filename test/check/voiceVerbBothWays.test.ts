import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { paragraphVoice, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A verb that reads both ways after its subject ("I put", "I set", "I cut") takes the tense of the next verb the
 * subject governs after "and" in the clause ("I put the headphones over my ears and pressed the button"): a
 * first-person paragraph in a third-person chapter is then a slip of person. Sentences written for these tests.
 */
const SCENE = ['Siggi walked down to the boat. He was cold.', 'He looked at the sea. He thought of her.'];

function personFindings(paragraph: string) {
  const m = manuscriptOf(chaptersOf([...SCENE, paragraph, 'He smiled at her. He went home.'].join('\n\n')));
  return checkVoice(m, ENGLISH).findings.map((f) => `${f.line} ${f.category}`);
}

function votesOf(paragraph: string) {
  const m = manuscriptOf(chaptersOf(paragraph));
  const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  return p ? paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH) : undefined;
}

describe('a verb that reads both ways', () => {
  it('takes the tense of the verb after "and" in its clause, so the paragraph is the narrator’s', () => {
    expect(votesOf('I put the headphones over my ears under my hat and pressed the button.')).toMatchObject({
      first: 1,
      firstPast: 1,
    });
    expect(personFindings('I put the headphones over my ears under my hat and pressed the button.')).toEqual(['7 pov']);
  });

  it('takes the present of a present verb after "and"', () => {
    expect(votesOf('I put the kettle on and wait for the boat.')).toMatchObject({ firstPresent: 1, present: 1 });
  });

  it('stays unread with no verb after "and" in its clause', () => {
    expect(votesOf('I put the headphones over my ears, and the music started.')).toMatchObject({
      firstPast: 0,
      firstPresent: 0,
    });
    expect(personFindings('I put the headphones over my ears, and the music started.')).toEqual([]);
  });

  it('reads a verb after "and" and a comma, and none after "and" and another subject', () => {
    expect(votesOf('I put the cup down, and turned away.')).toMatchObject({ firstPast: 1 });
    expect(votesOf('I put the cup down, and she turned away.')).toMatchObject({ firstPast: 0, firstPresent: 0 });
  });

  it('reads an adverb after "and" past to its verb', () => {
    expect(votesOf('I put the cup down and slowly turned round.')).toMatchObject({ firstPast: 1 });
  });
});
