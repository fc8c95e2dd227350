import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A change of looks a bible line tells ("Hair white, cut short in chapter 10, the night of the Red Lion fire"): the
 * words from its chapter on ("ch 10", "chapter 10", to the end of the line) tell no colour, so the colour is the
 * one before the verb, not a name's "Red" after the chapter. Written for these tests.
 */

const changes = (line: string) =>
  parseBible(`# Bible\n\n## Characters\n\n### Mara Voss\n${line}\n`, ENGLISH).changes.map((c) => [
    c.field,
    c.value,
    c.chapter,
  ]);

describe('a change with words after its chapter', () => {
  it('takes no colour from them, the chapter written out or short', () => {
    expect(changes('- Hair white, cut short in chapter 10, the night of the Red Lion fire.')).toEqual([
      ['hair', 'white', 10],
    ]);
    expect(changes('- Hair white, cut short in ch 10, the night of the Red Lion fire.')).toEqual([
      ['hair', 'white', 10],
    ]);
  });
});
