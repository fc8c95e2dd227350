import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person asked after in bold ("**Q: Who is Capt. Hale?** A: …") whose answer gives no fuller name: the record is
 * named as asked, and the title's word ("Capt") is none of the names the text may call them by. Bibles written for
 * these tests (src/check/bibleDialects.ts).
 */

describe('a question whose answer gives no fuller name', () => {
  it('names the record as asked, with no title word among its names', () => {
    const bible = parseBible('# Notes\n\n**Q: Who is Capt. Hale?** A: The ferryman, sixty. Grey eyes.\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.names, c.line, c.fields.eyes?.value])).toEqual([
      ['Capt. Hale', ['Capt. Hale', 'Hale'], 3, 'Grey'],
    ]);
  });

  it('keeps a titled full name whole: "Prof. Ada Lind" is not also "Prof" and "Ada Lind"', () => {
    const bible = parseBible('# Notes\n\n**Q: Who is Prof. Ada Lind?** A: The botanist, sixty.\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.names])).toEqual([
      ['Prof. Ada Lind', ['Prof. Ada Lind', 'Ada', 'Lind']],
    ]);
  });
});
