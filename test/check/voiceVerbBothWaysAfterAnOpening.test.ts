import { describe, expect, it } from 'vitest';
import { paragraphVoice, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A verb that reads both ways ("I put") takes the tense of the verb after "and" that follows it, not of an "and"
 * earlier in the sentence ("Cold and tired, I put the kettle on and wait"). Sentences written for these tests.
 */

function votesOf(paragraph: string) {
  const m = manuscriptOf(chaptersOf(paragraph));
  const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  return p ? paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH) : undefined;
}

describe('a verb that reads both ways after an opening with "and"', () => {
  it('takes the present of the verb after its own "and", so the narrator speaks in the present', () => {
    expect(votesOf('Cold and tired, I put the kettle on and wait for the boat.')).toMatchObject({
      firstPresent: 1,
      present: 1,
    });
  });

  it('takes the past of the verb after its own "and", not an earlier present', () => {
    expect(votesOf('Wet and shivering, I put the cup down and turned away.')).toMatchObject({ firstPast: 1 });
  });
});
