import { describe, expect, it } from 'vitest';
import { buildFactBase, type FactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Who is a person: a capitalised name after an article is a body or a place
 * ("the Harbour Board has ruled", "the Penhallow road"), not someone; and
 * "Miss Quayle" is the one woman the text names in full as a Quayle. Texts
 * written for these tests.
 */

function factsOf(paragraphs: string[]): FactBase {
  return buildFactBase(manuscriptOf({ 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` }, ''), ENGLISH);
}
const names = (facts: FactBase) => facts.cast.map((c) => c.name);

describe('a name after an article', () => {
  it('is no person, though a verb follows it', () => {
    const facts = factsOf([
      'Nell Ash reads the letter twice. The Harbour Board has ruled against her, and the Harbour Board does not explain.',
      'She walks up the Penhallow road to the top. The Penhallow road is steep.',
      'Nell Ash says nothing to anyone.',
    ]);
    expect(names(facts)).toContain('Nell Ash');
    expect(names(facts).some((n) => /Harbour|Board|Penhallow/.test(n))).toBe(false);
  });

  it('keeps a person a verb follows elsewhere, and a title after an article ("the Doctor")', () => {
    const facts = factsOf([
      'Nell Ash reads the letter. Tomas Reyes comes in. Tomas Reyes says the boat is late.',
      'She hands the letter to the Tomas Reyes she married, and Tomas Reyes laughs.',
      'The Doctor Pryce of the village is old. Dr. Pryce says so himself.',
    ]);
    expect(names(facts)).toEqual(expect.arrayContaining(['Nell Ash', 'Tomas Reyes']));
  });
});

describe('"Miss" before a surname', () => {
  it('is the one woman of that surname the text names in full', () => {
    const facts = factsOf([
      'Grace Quayle reads the glass. She writes the figure down.',
      'Will looks up. "Miss Quayle," he says. Miss Quayle does not answer.',
    ]);
    const grace = facts.cast.find((c) => c.name === 'Grace Quayle');
    expect(grace?.names).toEqual(expect.arrayContaining(['Miss Quayle']));
    expect(names(facts)).not.toContain('Miss Quayle');
  });

  it('stays apart when two women of that surname are named in full, or the one named is a man', () => {
    const two = factsOf([
      'Grace Quayle reads the glass. She writes it down. Anne Quayle sews. She hums.',
      'Miss Quayle does not answer.',
    ]);
    expect(names(two)).toContain('Miss Quayle');
    const man = factsOf(['Tom Quayle reads the glass. He writes it down.', 'Miss Quayle does not answer.']);
    expect(man.cast.find((c) => c.name === 'Tom Quayle')?.names).not.toContain('Miss Quayle');
    // A full name the text gives no gender (a father named once, in a letter): "Miss Quayle" may be his daughter.
    const unknown = factsOf(['The letter was from Thomas Quayle.', 'Miss Quayle does not answer. Miss Quayle sighs.']);
    expect(unknown.cast.find((c) => c.name === 'Thomas Quayle')?.names ?? []).not.toContain('Miss Quayle');
  });
});

describe('a place after a preposition', () => {
  it('is no person, though a verb follows it ("everyone in Penhallow Cove shakes her hand")', () => {
    const facts = factsOf([
      'Nell Ash comes home in March. Everyone in Penhallow Cove shakes her hand.',
      'The men of Penhallow Cove say nothing to her.',
      'Nell Ash says nothing to anyone.',
    ]);
    expect(names(facts)).toContain('Nell Ash');
    expect(names(facts).some((n) => /Penhallow|Cove/.test(n))).toBe(false);
  });
});

describe('a month that is a given name', () => {
  it('is a person where the text uses it so, and a month where it dates', () => {
    const facts = factsOf([
      'June Albright rings the bell at nine. She married in June of 1962, in this church.',
      'Nell finds her at the table, and June pours the tea. Later June stands on the porch.',
      '"Sit down," says June. Nell sits.',
    ]);
    const june = facts.cast.find((c) => c.name === 'June Albright');
    expect(june?.names).toEqual(expect.arrayContaining(['June Albright', 'June']));
  });

  it('stays a month when the text only dates by it, or names it once', () => {
    const dates = factsOf([
      'Nell Ash came home in June. By the end of June the boats were out, and on 3 June the fair opened.',
      'Nell Ash left in May, and since May the house has stood empty. In May 1990 it was sold.',
      'The June fair was the best in years.',
    ]);
    expect(names(dates)).toEqual(['Nell Ash']);
  });
});

describe('words that are capitalised anyway', () => {
  it('takes "Darling Tom" and "Sweetheart Nell" in speech for Tom and Nell spoken to', () => {
    const facts = factsOf([
      'Tom Ash comes in from the yard. Tom Ash says the roof is done.',
      '"Darling Tom, sit down," Nell Ash says. "Sweetheart Nell, I will," he says, and Tom sits.',
      'Nell Ash laughs at him.',
    ]);
    expect(names(facts).sort()).toEqual(['Nell Ash', 'Tom Ash']);
    expect(names(facts).some((n) => /Darling|Sweetheart/.test(n))).toBe(false);
    // A letter's greeting set as a quotation: "Darling" there is no first name either.
    const letter = factsOf(['Nell Ash opens the letter. Nell Ash reads it.', '> Darling Nell,\n> I am well.']);
    expect(names(letter).some((n) => /Darling/.test(n))).toBe(false);
  });

  it('keeps "Darling" a surname after a first name', () => {
    const facts = factsOf(['Wendy Darling opens the window. Wendy Darling says nothing.', 'Wendy Darling sleeps.']);
    expect(names(facts)).toContain('Wendy Darling');
  });

  it('reads a people in the plural as no one ("Americans say", "the English")', () => {
    const facts = factsOf([
      'Nell Ash reads the paper. Americans say the war is over. Englishmen say nothing.',
      'Americans arrive on the Tuesday boat, and Americans leave on the Friday one.',
      'Nell Ash shrugs.',
    ]);
    expect(names(facts)).toEqual(['Nell Ash']);
  });
});
