import { describe, expect, it } from 'vitest';
import { ageIn, parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a family-history letter to a cousin (a blind set's, this session): prose paragraphs wrapped at a
 * margin, each opening on a person, their looks said in sentences with no subject, an age "that winter". Written for
 * this test.
 */
const letter = [
  'Dear Cousin Elaine,',
  '',
  'Archie Crerar, the cooper. Came to the distillery at twenty-two, under old MacKinnon. Blue eyes, a',
  'white beard gone yellow round the mouth with his pipe. He was sixty-six that winter.',
  '',
  'Mairi, the elder girl, twenty-nine that',
  'winter. Grey eyes, dark hair in a plait, and a wee white',
  'scar on her chin from falling on the pier when she was six. She had been eleven years in the',
  'distillery office by then.',
].join('\n');

describe('a letter for a bible', () => {
  it("gives each paragraph's person the looks said with no subject, over the wrap of a line", () => {
    const people = parseBible(letter, ENGLISH).characters;
    const field = (name: string, f: 'eyes' | 'age') =>
      people.find((c) => c.name === name)?.fields[f]?.value.toLowerCase();
    expect([field('Archie Crerar', 'eyes'), field('Mairi', 'eyes')]).toEqual(['blue', 'grey']);
    expect([field('Archie Crerar', 'age'), field('Mairi', 'age')]).toEqual(['66', '29']);
    // Each on the line its sentence opens on, as --explain and a finding's other side show it.
    const archie = people.find((c) => c.name === 'Archie Crerar');
    expect([archie?.fields.eyes?.line, archie?.fields.age?.line]).toEqual([3, 4]);
  });

  it('reads no looks into a paragraph that names no one', () => {
    const people = parseBible('Dear Cousin Elaine,\n\nGrey eyes everywhere that winter, and the rain.\n', ENGLISH);
    expect(people.characters.flatMap((c) => Object.keys(c.fields))).not.toContain('eyes');
  });
});

describe('an age in words', () => {
  it.each([
    ['twenty-nine that winter', 29],
    ['sixty that year', 60],
    ['a scar from falling on the pier when she was six', undefined],
    ['lame since he was nine', undefined],
    ['she was nine', 9],
  ])('"%s" is %s', (text, age) => {
    expect(ageIn(text, ENGLISH)).toBe(age);
  });
});
