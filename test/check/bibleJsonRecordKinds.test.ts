import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A JSON bible kept as one list of records of several kinds ({"type": "character"}, {"record_type": "place"}): its
 * people are the records of a person's kind; a key that only holds "type" in a longer word ("subtype", "kindness") says
 * no kind, and the list is all people. Files written for these tests.
 */

const names = (records: object[]) =>
  parseBible(JSON.stringify(records, null, 2), ENGLISH).characters.map((c) => c.name);

describe('the kind of a record in a JSON list', () => {
  it('is said by "type", "record_type" or "recordtype", and only people are read as characters', () => {
    for (const key of ['type', 'record_type', 'recordtype', 'Kind']) {
      const list = [
        { name: 'Ann Lee', [key]: 'character', age: 30 },
        { name: 'Grey Mill', [key]: 'place' },
      ];
      expect(names(list)).toEqual(['Ann Lee']);
    }
  });

  it('is not said by a key holding such a word in a longer one', () => {
    for (const key of ['subtype', 'kindness', 'typeface']) {
      const list = [
        { name: 'Ann Lee', [key]: 'widow', age: 30 },
        { name: 'Tom Hale', age: 40 },
      ];
      expect(names(list)).toEqual(['Ann Lee', 'Tom Hale']);
    }
  });
});
