import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A spelling one letter off the bible's name ("Tobais" for "Tobias"), counted against the bible's spelling in the
 * text: twice beside four times is a slip; three times each is two names. Texts written for these tests.
 */

const BIBLE = '# Bible\n\n## Characters\n### Tobias Wren\n- eyes: grey\n';

/** A chapter of one-sentence paragraphs: "Tobias" `right` times, then "Tobais" `slip` times. */
function slips(right: number, slip: number): string[] {
  const paragraphs = [
    ...Array.from({ length: right }, () => 'Tobias mended the net on the quay.'),
    ...Array.from({ length: slip }, () => 'Tobais carried the oars down.'),
  ];
  const book = { 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` };
  return checkNames(manuscriptOf(book, BIBLE), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message} ${f.confidence}`,
  );
}

describe('a near spelling of a bible name, by how often each is written', () => {
  it('reports a spelling written twice beside the bible name written four times, at both places', () => {
    expect(slips(4, 2)).toEqual([
      'chapter_01.md:11 "Tobais" is not a name in the bible; did you mean "Tobias" (bible.md:4, chapter_01.md:3)? (2 times in all) 0.9',
      'chapter_01.md:13 "Tobais" is not a name in the bible; did you mean "Tobias" (bible.md:4, chapter_01.md:3)? (2 times in all) 0.9',
    ]);
  });

  it('takes a spelling written three times beside the bible name written three times for a second person', () => {
    expect(slips(3, 3)).toEqual([]);
  });
});
