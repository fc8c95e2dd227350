import { describe, expect, it } from 'vitest';
import { frontMatterNotesAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Notes headed by front matter whose blocks are shaped otherwise than "type" then "name": a blank line inside a
 * block, a block with no "type" or with its "type" after other keys, and a last block whose closing fence is missing
 * (src/check/bibleFormats.ts, frontBlocks). Written for these tests.
 */

const KEYS = { name: ENGLISH.bible.typed.frontMatterName, type: ENGLISH.bible.typed.frontMatterType };
const notes = (text: string) =>
  frontMatterNotesAsMarkdown(text, KEYS, ENGLISH.sections, ENGLISH.bible.typed.sectionTitles, () => false)?.split('\n');

describe('front matter blocks of other shapes', () => {
  it('reads a block with a blank line among its keys', () => {
    expect(
      notes('---\ntype: character\nname: Nora Keane\n\nage: 34\n---\n\n---\ntype: character\nname: Tom Hanlon\n---\n'),
    ).toEqual([
      '## Characters',
      '',
      '### Nora Keane',
      '',
      '- age: 34',
      '',
      '',
      '## Characters',
      '',
      '### Tom Hanlon',
      '',
      '',
    ]);
  });

  it('keeps every key of a block with no type, and files a block under the type given after its other keys', () => {
    expect(
      notes('---\nname: Nora Keane\nage: 34\n---\n\n---\nname: Rathmore\nbuilt: 1820\ntype: place\n---\n'),
    ).toEqual([
      '## Characters',
      '### Nora Keane',
      '- age: 34',
      '',
      '',
      '## Places',
      '### Rathmore',
      '- built: 1820',
      '',
      '',
      '',
    ]);
  });

  it('drops the type line of a block wherever it stands', () => {
    expect(notes('---\nname: Nora Keane\nage: 34\ntype: character\n---\n\n---\nname: Tom Hanlon\n---\n')).toEqual([
      '## Characters',
      '### Nora Keane',
      '- age: 34',
      '',
      '',
      '',
      '## Characters',
      '### Tom Hanlon',
      '',
      '',
    ]);
  });

  it('leaves a last block with no closing fence as it is, no note', () => {
    expect(
      notes('---\nname: Nora Keane\nage: 34\n---\n\n---\nname: Tom Hanlon\n---\n\n---\nname: Ida Bell\nage: 60\n'),
    ).toEqual([
      '## Characters',
      '### Nora Keane',
      '- age: 34',
      '',
      '',
      '## Characters',
      '### Tom Hanlon',
      '',
      '',
      '---',
      'name: Ida Bell',
      'age: 60',
      '',
    ]);
  });
});
