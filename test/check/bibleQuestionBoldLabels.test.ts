import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A question and its answer with only their labels set in bold ("**Q:** Who is Mr Crouch? **A:** Samuel Crouch…",
 * "- **Q.** Who is the ferryman? **A.** …"): the question is what follows the label's closing stars, as it
 * is when the whole question is bold. Written for this test.
 */

const read = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.line, c.fields]);

const CROUCH = [
  'Samuel Crouch',
  ['Samuel Crouch', 'Samuel', 'Crouch', 'Mr Crouch'],
  3,
  { role: { value: 'ferryman', line: 3 }, eyes: { value: 'Grey', line: 3 }, age: { value: '64', line: 3 } },
];

describe('a question whose label alone is bold', () => {
  it('makes the record the whole bold question makes', () => {
    const answer = 'Samuel Crouch, sixty-four, the ferryman. Grey eyes.';
    expect(read(`# Notes\n\n**Q: Who is Mr Crouch?** A: ${answer}\n`)).toEqual([CROUCH]);
    expect(read(`# Notes\n\n**Q:** Who is Mr Crouch? **A:** ${answer}\n`)).toEqual([CROUCH]);
  });
});
