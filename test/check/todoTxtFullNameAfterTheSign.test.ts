import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A todo.txt bible's "X = Full Name" (bibleTodoTxt.ts): the name after the sign is the person's full name only when
 * one side of it is the person's key and the name after it has two words or more; otherwise the person's full name is
 * the one a later line gives. Files written for these tests.
 */

const FILE = [
  'x 2025-03-01 Grey Mill = Old Weir Mill, where Pike works +people @pike who:pike',
  'x 2025-03-01 Pike Orne, miller, 50 +people @pike who:pike age:50',
  'x 2025-03-01 Cap = Jos +people @jos who:jos',
  'x 2025-03-01 Jos Trevail, miner, 40 +people @jos who:jos age:40',
  'x 2025-03-01 Ned Hale, harbourmaster, 41 +people @hale who:ned age:41',
].join('\n');

describe('a todo.txt person named with an equals sign', () => {
  it('takes no name after the sign when neither side is theirs, nor a name of one word', () => {
    expect(parseBible(FILE, ENGLISH).characters.map((c) => c.name)).toEqual(['Pike Orne', 'Jos Trevail', 'Ned Hale']);
  });
});
