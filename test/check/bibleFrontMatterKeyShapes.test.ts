import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { obsidianAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A vault note's front matter with keys as authors type them: a key with an accent or an underscore, a value
 * written straight after its colon, and a YAML comment that happens to hold a colon (src/check/bibleFormats.ts,
 * frontMatterLines). Written for these tests.
 */

const NOTE = `## Characters

### Nora Keane.md
---
age:34
hair_colour: red
rôle: narrator
# eyes: blue (first draft)
eyes: green
---
Marks proofs in green ink for [[Tom Hanlon]].

### Tom Hanlon.md
---
eyes: brown
---
Runs the press.
`;

describe('front matter keys as authors type them', () => {
  it('keeps each key whole, reads a value with no space after its colon, and skips a comment', () => {
    expect(obsidianAsMarkdown(NOTE).split('\n')).toEqual([
      '## Characters',
      '',
      '### Nora Keane',
      '',
      '- age: 34',
      '- hair_colour: red',
      '- rôle: narrator',
      '',
      '- eyes: green',
      '',
      'Marks proofs in green ink for Tom Hanlon.',
      '',
      '### Tom Hanlon',
      '',
      '- eyes: brown',
      '',
      'Runs the press.',
      '',
    ]);
  });

  it('gives the person the age, hair and eyes of those keys, not the commented-out eyes', () => {
    const bible = parseBible(NOTE, ENGLISH);
    expect(
      bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.hair?.value, c.fields.eyes?.value]),
    ).toEqual([
      ['Nora Keane', '34', 'red', 'green'],
      ['Tom Hanlon', undefined, undefined, 'brown'],
    ]);
  });

  it('writes a key left with no value and no list under it as the key alone, nothing after its colon', () => {
    const note = '## Characters\n\n### Nora Keane.md\n---\naliases:\neyes: green\n---\nRuns the press.\n';
    expect(obsidianAsMarkdown(note).split('\n').slice(2, 7)).toEqual([
      '### Nora Keane',
      '',
      '- aliases:',
      '- eyes: green',
      '',
    ]);
  });
});
