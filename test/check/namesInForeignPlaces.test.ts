import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A word near a bible name inside a longer name nobody holds ("Nui Marra") is that place's, not a slip. */

const CAST = '# Bible\n\n## Characters\n### Mara Voss\n- eyes: grey\n\n## Places\n### Kestrel Bay\n';

describe('names beside a stranger capitalised word', () => {
  it('raises nothing on "Marra" as a word of the place "Nui Marra"', () => {
    const m = manuscriptOf(
      { 'chapter_01.md': '# One\n\nMara Voss came down to the quay.\n\nHe had served at Nui Marra in the war.\n' },
      CAST,
    );
    expect(checkNames(m, ENGLISH).findings).toEqual([]);
  });

  it('still reports "Marra" beside a little word and "I", with the bible line and the right spelling', () => {
    const m = manuscriptOf(
      { 'chapter_01.md': '# One\n\nMara Voss came down to the quay.\n\nSo Marra I think came.\n' },
      CAST,
    );
    const found = checkNames(m, ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line} ${f.confidence}`)).toEqual(['chapter_01.md:5 0.9']);
    expect(found[0]?.message).toContain('did you mean "Mara" (bible.md:4, chapter_01.md:3)');
    expect(found[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
  });
});
