import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A section's entries are its "### Name" headings when it has any (indented ones too), else its bullets; a "###"
 * inside a bullet's words (the draft's scene-break mark) is no heading. Texts written for this test.
 */

describe('the entries of a section', () => {
  it('reads indented "### Name" headings as the entries, and the bullets under them as their facts', () => {
    const bible = [
      '## Characters',
      '',
      '  ### Mara Voss',
      '- Eyes: blue',
      '- Keeps the mill',
      '',
      '  ### Jon Voss',
      '- Eyes: grey',
      '- Her son',
      '',
    ].join('\n');
    const cast = parseBible(bible, ENGLISH).characters.map((c) => `${c.name}: eyes ${c.fields.eyes?.value}`);
    expect(cast).toEqual(['Mara Voss: eyes blue', 'Jon Voss: eyes grey']);
  });

  it('reads each bullet as an entry when one of them speaks of a "###" scene break', () => {
    const bible = [
      '## Open threads',
      '',
      '- The letter: set up in ch. 2, paid off in ch. 9',
      '- The key: hidden after the ### break in ch. 3, found in ch. 7',
      '',
    ].join('\n');
    const threads = parseBible(bible, ENGLISH).threads.map((t) => t.text.split(':')[0]);
    expect(threads).toEqual(['The letter', 'The key']);
  });
});
