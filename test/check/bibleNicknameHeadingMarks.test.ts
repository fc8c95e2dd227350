import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A name with a nickname inside ('William "Bill" Tennant') opening a heading or a bold line, however the heading's
 * marks or the bullet before the bold are spaced (src/check/bibleDialects.ts, nicknameAfter).
 */

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]);

describe('a heading with a nickname inside, under a heading of no section', () => {
  const record = (heading: string) => `## Others\n\n${heading}\n\n- Age: sixty-seven\n- Eyes: blue\n`;

  it('is read as the person, indented or not', () => {
    expect(people(record('### William "Bill" Tennant'))).toEqual([['William Tennant', 3, '67', 'blue']]);
    expect(people(record('  ### William "Bill" Tennant'))).toEqual([['William Tennant', 3, '67', 'blue']]);
  });

  it('is read as the person with two spaces after its marks', () => {
    expect(people(record('###  William "Bill" Tennant'))).toEqual([['William Tennant', 3, '67', 'blue']]);
  });
});

describe('a bold name with a nickname inside, under a heading of no section', () => {
  // The person's line is left out: the record is placed at the section's heading (line 1), not at the bold line.
  const looks = (bold: string) =>
    parseBible(`## Others\n\n${bold}\n\n- Age: sixty-seven\n- Eyes: blue\n`, ENGLISH).characters.map((c) => [
      c.name,
      c.fields.age?.value,
      c.fields.eyes?.value,
    ]);

  it('is read as the person, with or without a bullet before it', () => {
    expect(looks('**William "Bill" Tennant — the grocer**')).toEqual([['William Tennant', '67', 'blue']]);
    expect(looks('- **William "Bill" Tennant — the grocer**')).toEqual([['William Tennant', '67', 'blue']]);
  });

  it('is read as the person under an indented bullet, or one with spaces after it', () => {
    expect(looks('  - **William "Bill" Tennant — the grocer**')).toEqual([['William Tennant', '67', 'blue']]);
    expect(looks('-   **William "Bill" Tennant — the grocer**')).toEqual([['William Tennant', '67', 'blue']]);
  });
});
