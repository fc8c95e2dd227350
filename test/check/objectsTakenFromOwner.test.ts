import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing taken from the one it is named as belonging to ("took Nan's tally book from her and wrote the same in
 * that": the busheller's entry in the picker's own book) is the owner's to have back: hopbines' clean text drew
 * "Nan has the tally book here, but gave it away" a chapter later. A thing its owner gives away stays given.
 */

const objects = (one: string) =>
  checkObjects(
    manuscriptOf({
      'chapter_01.md': `# One\n\nNan stood by the bin. ${one}\n`,
      'chapter_02.md': '# Two\n\nNan sat by the fire with the watch in her hand.\n',
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing taken from its named owner', () => {
  it('is theirs to have back in a later chapter', () => {
    expect(objects("Albert Finch took Nan's watch from her and wound it.")).toEqual([]);
  });

  it('is a giving when the text does not name it as theirs ("took the watch from her")', () => {
    expect(objects('Albert Finch took the watch from her and wound it.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Nan has the watch here, but gave it away at chapter_01\.md:3/),
    ]);
  });

  it('stays given when the owner gives it away', () => {
    expect(objects('Nan gave her watch to Albert Finch.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Nan has the watch here, but gave it away at chapter_01\.md:3/),
    ]);
  });
});
