import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A bible as writer import drafts it: titles with their full stop, a family's name in the singular. */
const BIBLE = '## Characters\n### John Ferrier\n- aliases: Ferrier, Mrs. Ferrier\n### Mrs. Hudson\n';

const namesIn = (text: string) =>
  checkNames(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map((f) => f.message);

describe('names against the bible: a family and a title without its stop are the name', () => {
  it('takes "the Ferriers" for the family and "Mrs" for "Mrs.", not for misspellings', () => {
    expect(namesIn('The Ferriers rode west. Mrs Hudson waited at the door. John Ferrier slept.')).toEqual([]);
  });

  it('still finds a misspelling beside them', () => {
    const found = namesIn('The Ferriers rode west. Ferier slept. Mrs Hudson waited.');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('"Ferier" is not a name in the bible; did you mean "Ferrier"');
  });

  it('takes a word capitalised anyway (a people, a language, an oath) for no slip of a name near it', () => {
    const bible = '## Characters\n### Franco Gallo\n';
    const found = (text: string) =>
      checkNames(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, bible), ENGLISH).findings.map(
        (f) => f.message,
      );
    expect(found('They spoke French together. "Golly," said Franco Gallo.')).toEqual([]);
    expect(found('Franco Gallo sat. Frenco sat.')).toEqual([
      expect.stringContaining('"Frenco" is not a name in the bible'),
    ]);
  });

  it('takes a plural only as English makes it: "Tomass" is no family of "Tomas"', () => {
    const text = { 'chapter_01.md': '# One\n\nTomass slept. The Tomases were away.\n' };
    const tomas = checkNames(manuscriptOf(text, '## Characters\n### Tomas Reyes\n'), ENGLISH).findings;
    expect(tomas.map((f) => f.message)).toEqual([
      expect.stringContaining('"Tomass" is not a name in the bible; did you mean "Tomas"'),
    ]);
  });
});

describe('names against the bible, in any script', () => {
  it('reads "José" whole: no "Jos" slip of it, while "Josë" once is one', () => {
    const bible = '## Characters\n### José Carriço\n';
    const found = (text: string) =>
      checkNames(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, bible), ENGLISH).findings.map(
        (f) => f.message,
      );
    expect(found('José Carriço came in. She died in the hospital of São José.')).toEqual([]);
    expect(found('José Carriço came in. Josë Carriço sat.')).toEqual([
      '"Josë" is not a name in the bible; did you mean "José" (bible.md:2, chapter_01.md:3)?',
    ]);
  });
});
