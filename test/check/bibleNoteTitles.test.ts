import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { obsidianAsMarkdown, rstAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Headings and field names in exported bibles: an Obsidian heading that names a file inside it but is no file's
 * name ("## Tides, 1998/99 (see tides.md)") keeps its words; a reStructuredText field's name written with a space
 * before its colon (":Eyes : grey") is the field.
 */

describe('an Obsidian heading that names a file only inside it', () => {
  it('is kept whole: only a heading that ends in ".md" is a note’s path', () => {
    expect(obsidianAsMarkdown('## Tides, 1998/99 (see tides.md too)\n[[Mara Voss]] sails.\n').split('\n')).toEqual([
      '## Tides, 1998/99 (see tides.md too)',
      'Mara Voss sails.',
      '',
    ]);
    expect(obsidianAsMarkdown('## People/Mara Voss.md\n').split('\n')[0]).toBe('## Mara Voss');
  });
});

describe('a reStructuredText field written with a space before its colon', () => {
  it('is the field by its name alone', () => {
    expect(rstAsMarkdown(':Eyes : grey\n:Age: 40\n', () => false).split('\n')).toEqual([
      '- Eyes: grey',
      '- Age: 40',
      '',
    ]);
    const bible = parseBible('Mara Voss\n=========\n\n:Eye colour : grey\n:Age: 40\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value])).toEqual([
      ['Mara Voss', 'grey', '40'],
    ]);
  });
});
