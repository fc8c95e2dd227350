import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { bibleFromFacts } from '../../src/import/facts.js';

/** The voice an imported manuscript's drafted bible guesses, in words its Style line would be read back by. */

const drafted = (person: 'first' | 'second' | 'third') =>
  bibleFromFacts({ cast: [], places: [], dates: [], voice: { person, tense: 'past', differ: [] } }, 'book.txt');

describe('the drafted bible’s voice', () => {
  it('names a book told to "you" as second person, not third', () => {
    expect(drafted('second')).toContain('The chapters read: Second person, past tense.');
    expect(drafted('first')).toContain('The chapters read: First person, past tense.');
  });

  it('suggests a Style line that bible.md reads back as the same voice', () => {
    const style = /"- (Second person, past tense)"/.exec(drafted('second'))?.[1];
    expect(parseBible(`## Style\n- ${style}\n`, ENGLISH).style).toMatchObject({ pov: 'second', tense: 'past' });
  });
});
