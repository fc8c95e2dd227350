import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A record's age left unknown ("Age: ? (one of the twins)") is no age, though a number word stands in its note; a
 * YAML name quoted with a space left at its end still gives the name in its brackets (src/check/bibleRecords.ts,
 * recordLines). Texts written for these tests.
 */

describe('an age a record leaves unknown', () => {
  const bible = '# Ivo Penn\n\nAge: ? (one of the twins)\nEyes: grey\n';

  it('gives no age from the number word in its note', () => {
    const ivo = parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Ivo Penn');
    expect(ivo?.fields.age?.value).toBe('? (one of the twins)');
  });

  it('holds no age said in the text against it', () => {
    const text = chaptersOf('Ivo Penn came into the kitchen.\n\n"I\'m forty years old," said Ivo.');
    expect(checkAttributes(manuscriptOf(text, bible), ENGLISH).findings).toEqual([]);
  });
});

describe('a YAML name quoted with a space at its end', () => {
  it('still gives the other name in its brackets', () => {
    const bible = parseBible('characters:\n  - name: "William Pruitt (Bill) "\n    age: 40\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.names])).toEqual([
      ['William Pruitt', ['William Pruitt', 'William', 'Pruitt', 'Bill']],
    ]);
  });
});
