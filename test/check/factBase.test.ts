import { describe, expect, it } from 'vitest';
import { buildFactBase, type FactBase, familyForm } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The fact base of chapters given as their paragraphs (each chapter opens with a heading). */
function factsOf(chapters: string[][], bible = '', lang = ENGLISH): FactBase {
  const files: Record<string, string> = {};
  for (const [i, paragraphs] of chapters.entries())
    files[`chapter_0${i + 1}.md`] = `# Chapter ${i + 1}\n\n${paragraphs.join('\n\n')}\n`;
  return buildFactBase(manuscriptOf(files, bible, lang), lang);
}

const member = (facts: FactBase, name: string) => facts.cast.find((c) => c.name === name);
const names = (facts: FactBase) => facts.cast.map((c) => c.name).sort();

describe('the cast the text names', () => {
  it('leaves an ordinary word opening the sentence out of the name ("Then Ines Okafor")', () => {
    const facts = factsOf([
      ['Then Ines Okafor walked in. Later Ines Okafor sat down, and Ines said nothing until later.'],
    ]);
    expect(names(facts)).toEqual(['Ines Okafor']);
    expect(member(facts, 'Ines Okafor')?.names).toEqual(expect.arrayContaining(['Ines', 'Okafor']));
    expect(member(facts, 'Ines Okafor')?.first).toEqual({ file: 'chapter_01.md', line: 3 });
  });

  it('splits a run at a title: "Lisbon Colonel Brandt" is a place and a man', () => {
    const facts = factsOf([
      ['They rode to Lisbon. In the heat of Lisbon Colonel Brandt waited. Colonel Brandt said nothing at all.'],
    ]);
    expect(names(facts)).toContain('Colonel Brandt');
    expect(names(facts)).not.toContain('Lisbon');
    expect(facts.places.map((p) => p.name)).toContain('Lisbon');
  });

  it('takes a longer name holding a shorter one for the same person ("Sir Owen Price" ⊃ "Owen Price")', () => {
    const facts = factsOf([
      ['Sir Owen Price rode up. Owen Price dismounted. Owen Price smiled, and Owen said nothing.'],
    ]);
    expect(member(facts, 'Sir Owen Price')?.names).toEqual(expect.arrayContaining(['Owen Price', 'Owen', 'Price']));
    expect(names(facts)).not.toContain('Owen Price');
  });

  it("does not fold a woman's title into a man's full name, or a title of no gender into anyone", () => {
    const facts = factsOf([
      [
        'Tobias Hale laughed. He was tired. Mrs. Hale waited at the door.',
        'Tobias Hale went out. Mrs. Hale said nothing. Dr. Hale came in.',
      ],
    ]);
    expect(names(facts)).toEqual(['Dr. Hale', 'Mrs. Hale', 'Tobias Hale']);
    expect(member(facts, 'Mrs. Hale')?.gender).toBe('female');
    // "Hale" is shared by all three: it names none of them alone.
    expect(member(facts, 'Tobias Hale')?.names).not.toContain('Hale');
  });

  it('folds "Mr. Quill" into the one full name ending in Quill, and reads "Mr Quill" as him too', () => {
    const facts = factsOf([['Amos Quill came home. He sat down. Mr. Quill was tired, and Mr Quill slept.']]);
    expect(names(facts)).toEqual(['Amos Quill']);
    expect(member(facts, 'Amos Quill')?.names).toContain('Mr. Quill');
    expect(member(facts, 'Amos Quill')?.gender).toBe('male');
    expect(member(facts, 'Amos Quill')?.appearances.map((a) => a.name)).toEqual([
      'Amos Quill',
      'Mr. Quill',
      'Mr Quill',
    ]);
  });

  it('keeps "Mr. Quill" apart when two full names end in Quill', () => {
    const facts = factsOf([['Amos Quill came home. Ruth Quill was out. Mr. Quill sat down and Ruth Quill came in.']]);
    expect(names(facts)).toEqual(['Amos Quill', 'Mr. Quill', 'Ruth Quill']);
  });

  it('keeps "Mr. Quill" apart from a full name the text tells is a woman', () => {
    const facts = factsOf([['Ada Quill came home. She sat down. Ada Quill slept.', 'Mr. Quill knocked at the door.']]);
    expect(names(facts)).toEqual(['Ada Quill', 'Mr. Quill']);
  });

  it('does not give a full name seen once a first name the text uses alone far more, when another full name has it', () => {
    const alone = Array.from({ length: 12 }, () => 'Anna nodded.').join(' ');
    const facts = factsOf([[`Anna Sorel came in once. Anna Brill came in once. ${alone}`]]);
    expect(member(facts, 'Anna Sorel')?.names).not.toContain('Anna');
    expect(member(facts, 'Anna Brill')?.names).not.toContain('Anna');
    expect(names(facts)).toContain('Anna');
    // With no other "Anna", the one full name and the first name alone are one woman.
    const one = factsOf([[`Anna Sorel came in once. ${alone}`]]);
    expect(member(one, 'Anna Sorel')?.names).toContain('Anna');
  });

  it('takes the commoner spelling of a full name, and the first when both are as common', () => {
    const facts = factsOf([['Tomas Reyez waited.'], ['Tomas Reyes waited. Tomas Reyes slept. Tomas said nothing.']]);
    expect(names(facts)).toEqual(['Tomas Reyes']);
    expect(member(facts, 'Tomas Reyes')?.variants).toEqual(
      expect.arrayContaining([
        { name: 'Reyez', of: 'Reyes' },
        { name: 'Tomas Reyez', of: 'Tomas Reyes' },
      ]),
    );
    const tie = factsOf([['Jonas Berg waited.'], ['Jonas Berk waited.']]);
    expect(names(tie)).toEqual(['Jonas Berg']);
    expect(member(tie, 'Jonas Berg')?.variants).toContainEqual({ name: 'Berk', of: 'Berg' });
  });

  it("keeps the bible's spelling of a name, however the text spells it more often", () => {
    const facts = factsOf(
      [['Tomas Reyez waited. Tomas Reyez slept. Tomas Reyes woke.']],
      '# Characters\n\n## Tomas Reyes\n- Age: 40\n',
    );
    expect(names(facts)).toEqual(['Tomas Reyes']);
    expect(member(facts, 'Tomas Reyes')?.source).toBe('bible');
    expect(member(facts, 'Tomas Reyes')?.variants).toContainEqual({ name: 'Reyez', of: 'Reyes' });
  });

  it('reads a rare one-word slip beside a common name as a misspelling, not a person', () => {
    const common = Array.from({ length: 6 }, () => 'Hendrik nodded.').join(' ');
    const facts = factsOf([[`${common} Then Hendirk said nothing.`]]);
    expect(names(facts)).toEqual(['Hendrik']);
    expect(member(facts, 'Hendrik')?.variants).toEqual([{ name: 'Hendirk', of: 'Hendrik' }]);
    // Seen as often as the name itself it is another person's name.
    const twice = factsOf([['Hendrik nodded. Hendrik smiled. Hendirk said so. Hendirk nodded.']]);
    expect(member(twice, 'Hendrik')?.variants).toEqual([]);
  });

  it('reads a family (the Gardiners, the Phillipses) as no misspelling', () => {
    expect(familyForm('Gardiners', 'Gardiner')).toBe(true);
    expect(familyForm('Phillips', 'Phillipses')).toBe(true);
    expect(familyForm('Phillips', 'Phillipss')).toBe(false);
    expect(familyForm('Vos', 'Voss')).toBe(false);
    expect(familyForm('Marsh', 'Marshes')).toBe(true);
    expect(familyForm('Marsh', 'Marshs')).toBe(false);
    const common = Array.from({ length: 6 }, () => 'Gardiner nodded.').join(' ');
    const facts = factsOf([[`${common} The Gardiners said nothing.`]]);
    expect(member(facts, 'Gardiner')?.variants).toEqual([]);
  });

  it('takes a single name from how the text uses it: speaking or acting; not a place', () => {
    const facts = factsOf([
      [
        '"Come in," said Pell. The boat came to Kerrow. They slept in Kerrow. Pell\'s coat was wet.',
        'Marrow waited at the door. "No," Quade said, and Marrow laughed. Quade nodded.',
      ],
    ]);
    expect(names(facts)).toEqual(['Marrow', 'Pell', 'Quade']);
    expect(facts.places.map((p) => [p.name, p.source, p.first.line])).toEqual([['Kerrow', 'text', 3]]);
  });

  it('reads a gender from "She"/"He" opening the next sentence, or "himself" after the name', () => {
    const facts = factsOf([
      ['Wren laughed. She went out. Wren came back. Her coat was wet.', 'Ash walked in. He sat. Ash spoke.'],
      ['Ash blamed himself. Wren nodded.'],
    ]);
    expect(member(facts, 'Wren')?.gender).toBe('female');
    expect(member(facts, 'Ash')?.gender).toBe('male');
    const unsure = factsOf([['Sky laughed. She went out. Sky came back. He sat down.']]);
    expect(member(unsure, 'Sky')?.gender).toBeUndefined();
  });

  it('finds names in a book whose language it cannot read: a capital inside a sentence, twice', () => {
    const french = wordlessLanguage('fr', 'French');
    const facts = factsOf([['Le matin, Margot arriva, puis partit. Puis Margot revint. Le soir tomba.']], '', french);
    expect(names(facts)).toEqual(['Margot']);
    expect(facts.voice.book.person).toBeUndefined();
  });
});
