import { describe, expect, it } from 'vitest';
import { paragraphVoice, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * What one paragraph votes for the chapter's person and tense (src/check/facts.ts, countVoice): which words count
 * as subjects, which verbs after them tell a tense, and when things ("it", "the bus") are let vote. Sentences
 * written for these tests.
 */

function votesOf(paragraph: string) {
  const m = manuscriptOf(chaptersOf(paragraph));
  const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  return p ? paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH) : undefined;
}

const none = { first: 0, third: 0, past: 0, present: 0, firstPast: 0, firstPresent: 0, actsPresent: 0, second: 0 };

describe('the subjects a paragraph counts', () => {
  it('reads a lower-case "i" as no narrator', () => {
    expect(votesOf('She wrote the letter i on the board.')).toEqual({ ...none, third: 1, past: 1 });
  });

  it('counts "I" after words that open the sentence, with the verb after it', () => {
    expect(votesOf('At dawn I walked out.')).toEqual({ ...none, first: 1, past: 1, firstPast: 1 });
  });

  it('counts "they" and "we" for neither person, though their verbs tell the tense', () => {
    expect(votesOf('They walked out. We sat down.')).toEqual({ ...none, past: 2 });
  });

  it('counts a name for the third person only when a verb follows it', () => {
    expect(votesOf('Tom and Ann walked in. Ann and Tom sat.')).toEqual({ ...none, third: 2, past: 2 });
  });
});

describe('the verb after a subject', () => {
  it('is the one after an adverb in -ly that the list lacks', () => {
    expect(votesOf('I warily walked in.')).toEqual({ ...none, first: 1, past: 1, firstPast: 1 });
  });

  it('is the one after a listed adverb that does not end in -ly', () => {
    expect(votesOf('I then walked in.')).toEqual({ ...none, first: 1, past: 1, firstPast: 1 });
  });

  it('tells no tense when it is no verb', () => {
    expect(votesOf('I alone knew the way.')).toEqual({ ...none, first: 1 });
  });

  it('tells the tense but not the narrator’s telling when it is a modal', () => {
    expect(votesOf('I could see the sea.')).toEqual({ ...none, first: 1, past: 1 });
  });

  it('counts as an act in the present unless it is an auxiliary ("am")', () => {
    expect(votesOf('I am here. I sit down.')).toEqual({
      ...none,
      first: 2,
      present: 2,
      firstPresent: 2,
      actsPresent: 1,
    });
  });
});

describe('a thing as a subject', () => {
  it('is singular when its noun is short, though it ends in s ("the bus stops")', () => {
    expect(votesOf('The bus stops at the gate.')).toEqual({ ...none, present: 1 });
  });

  it('is plural when its noun of four letters ends in s ("the cats sleep")', () => {
    expect(votesOf('The cats sleep on the wall.')).toEqual({ ...none, present: 1 });
  });

  it('is singular when its noun ends in a double s ("the glass breaks")', () => {
    expect(votesOf('The glass breaks on the floor.')).toEqual({ ...none, present: 1 });
  });

  it('votes in a paragraph that tells fewer than three verbs of people, never as an act of the present', () => {
    expect(votesOf('I walked. It comes quietly.')).toEqual({ ...none, first: 1, past: 1, present: 1, firstPast: 1 });
  });

  it('does not vote once people tell three verbs, of one tense or of both', () => {
    expect(votesOf('I walked. I sat. I ran. It comes quietly.')).toEqual({
      ...none,
      first: 3,
      past: 3,
      firstPast: 3,
    });
    expect(votesOf('I walked. I sat. I run now. It comes quietly.')).toEqual({
      ...none,
      first: 3,
      past: 2,
      present: 1,
      firstPast: 2,
      firstPresent: 1,
      actsPresent: 1,
    });
  });
});

describe('a subject in a relative clause', () => {
  it('votes for nothing after "where" and a no-break space', () => {
    expect(votesOf('The room where\u00a0I keep my coats was cold. I walked in.')).toEqual({
      ...none,
      first: 2,
      past: 2,
      firstPast: 1,
    });
  });

  it('votes for nothing when the sentence opens on "Where"', () => {
    expect(votesOf('Where I keep my coats, the air was cold. I walked in.')).toEqual({
      ...none,
      first: 2,
      past: 2,
      firstPast: 1,
    });
  });

  it('votes for nothing when the name in it ends in an accented letter', () => {
    expect(votesOf('The room where Zoë keeps her things was cold. Zoë walked in.')).toEqual({
      ...none,
      third: 2,
      past: 2,
    });
  });
});

describe('a thing owned that tells the tense', () => {
  it('is one after his, our or their, and one set off by two spaces', () => {
    for (const sentence of ['His boat lifted.', 'Our boat lifted.', 'Their boat lifted.', 'My  boat lifted.'])
      expect(votesOf(sentence), sentence).toEqual({ ...none, past: 1 });
  });
});
