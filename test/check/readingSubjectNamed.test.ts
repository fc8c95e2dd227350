import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * After an unnamed person ("A stranger came to the door"), a pronoun is no one's until a sentence names its
 * subject again (src/check/facts.ts, readSentence): a name opening the sentence, after any speech, whatever follows
 * it ("Kit Bell, in her apron, went out"), or a name anywhere with a verb straight after it ("At dusk Kit went
 * out"). Then "She was ten" is that one's age.
 */

const OPENING = 'Kit Bell came in. A stranger came to the door.';

describe('a sentence that names its subject after an unnamed person', () => {
  it('gives the next pronoun to a name opening it, with no verb straight after the name', () => {
    expect(attributesOf(`${OPENING} Kit Bell, in her apron, went out. She was ten.`)).toEqual(['Kit Bell age 10']);
  });

  it('gives the next pronoun to a name opening the narration after speech', () => {
    expect(attributesOf(`${OPENING} "Go," Kit Bell, in her apron, whispered. She was ten.`)).toEqual([
      'Kit Bell age 10',
    ]);
  });

  it('gives the next pronoun to a name later in it with its verb straight after', () => {
    expect(attributesOf(`${OPENING} At dusk Kit went out. She was ten.`)).toEqual(['Kit Bell age 10']);
  });

  it('gives the next pronoun to no one when no name is its subject', () => {
    expect(attributesOf(`${OPENING} At dusk the lamp went out. She was ten.`)).toEqual([]);
  });
});
