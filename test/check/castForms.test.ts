import { describe, expect, it } from 'vitest';
import { buildFactBase, type FactBase } from '../../src/check/facts.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The fact base of one chapter given as its paragraphs. */
function factsOf(paragraphs: string[]): FactBase {
  return buildFactBase(manuscriptOf({ 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` }, ''), ENGLISH);
}

const forms = (facts: FactBase) => facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);

describe('one person under two titles, and a letter’s greeting', () => {
  it('makes "Miss Ada" the same person as "Aunt Ada", and "Ada" alone theirs', () => {
    const facts = factsOf([
      'Aunt Ada came down the stairs. Aunt Ada poured the tea and said nothing.',
      'Dan looked up. "Miss Ada," he said. Miss Ada nodded to him.',
      'Later Ada went out to the shed. Ada said the pears were ready.',
    ]);
    const ada = facts.cast.filter((c) => c.names.includes('Ada'));
    expect(ada).toHaveLength(1);
    expect(ada[0]?.names).toEqual(expect.arrayContaining(['Aunt Ada', 'Miss Ada', 'Ada']));
  });

  it('keeps "Mr Hope" and "Mrs Hope" two people, and two titles neither of which goes before a first name', () => {
    const facts = factsOf([
      'Mr Hope came to the gate. Mr Hope said the price was fair.',
      'Mrs Hope stayed in the car. Mrs Hope said nothing at all.',
      'Miss Lucas came in. Miss Lucas sat down. Lady Lucas followed. Lady Lucas spoke first.',
    ]);
    const hope = forms(facts).filter((f) => f.some((n) => n.endsWith('Hope')));
    expect(hope.map((f) => f[0]).sort()).toEqual(['Mr Hope', 'Mrs Hope']);
    const lucas = forms(facts).filter((f) => f.some((n) => n.endsWith('Lucas')));
    expect(lucas.map((f) => f[0]).sort()).toEqual(['Lady Lucas', 'Miss Lucas']);
  });

  it('keeps "Uncle Tom" from "Aunt Tom" (their genders differ)', () => {
    const facts = factsOf(['Uncle Tom came in. Uncle Tom sat down.', 'Aunt Tom laughed. Aunt Tom went out.']);
    expect(
      forms(facts)
        .filter((f) => f.some((n) => n.endsWith('Tom')))
        .map((f) => f[0])
        .sort(),
    ).toEqual(['Aunt Tom', 'Uncle Tom']);
  });

  it('reads "Dear Hal," at a letter’s head as Hal, not a person called Dear Hal', () => {
    const facts = factsOf([
      'Dear Hal, the picking is done and the shed is swept.',
      'Hal Tolley wrote back from the camp. Hal said the rain had not stopped.',
      'Dear Hal, we are well. Hal, write soon.',
    ]);
    expect(facts.cast.map((c) => c.name)).not.toContain('Dear Hal');
    expect(facts.cast.find((c) => c.names.includes('Hal'))?.name).toBe('Hal Tolley');
  });

  it('makes "Mr Bell" the one man of two people called Bell, and a weekday in the plural no one', () => {
    const facts = factsOf([
      'Kit Bell came in from the yard. She hung up her coat. Kit Bell said the gate was shut.',
      'Daniel Bell was in the kitchen. He said nothing. Daniel Bell ate his supper.',
      'Mr Bell went out again. Mr Bell came back with the lamp.',
      'On Sundays Mrs Pym went to chapel. Sundays came and went.',
    ]);
    expect(facts.cast.find((c) => c.names.includes('Mr Bell'))?.name).toBe('Daniel Bell');
    expect(facts.cast.map((c) => c.name)).not.toContain('Sundays');
  });

  it('makes a title of rank the one person of that surname ("Sergeant Kowalski" is Dale Kowalski), never one of two', () => {
    const one = factsOf([
      'Sergeant Kowalski was on the dock in the rain. Sergeant Kowalski caught the line.',
      'Dale Kowalski carried the coffin at the front. Dale Kowalski did not speak.',
    ]);
    expect(one.cast.find((c) => c.names.includes('Sergeant Kowalski'))?.name).toBe('Dale Kowalski');
    const two = factsOf([
      'Doctor Pell came up the stair. Doctor Pell set down the bag.',
      'Ruth Pell was at the window. Ruth Pell said nothing.',
      'Owen Pell slept by the fire. Owen Pell snored.',
    ]);
    expect(two.cast.find((c) => c.names.includes('Doctor Pell'))?.name).toBe('Doctor Pell');
  });

  it('reads "Will" as a first name before a surname, and the verb as a verb', () => {
    const facts = factsOf([
      'The carrier pointed at Will Tregarne on the quay. Later Will Tregarne said he would come.',
      '"Take it," Will said. It will rain, she said, and we will see. Will you come? Nobody will.',
    ]);
    const will = facts.cast.find((c) => c.name === 'Will Tregarne');
    expect(will?.names).toContain('Will');
    expect(facts.cast.map((c) => c.name)).not.toContain('Will');
  });

  it('reads "Ada\'d" and "Ada\'s" as the bible\'s Ada, not as names the bible lacks', () => {
    const m = manuscriptOf(
      {
        'chapter_01.md':
          '# One\n\nAda Tolley came in. "Miss Ada\'d bring him tea," Dan said. Ada\'s cup was cold. Adda laughed.\n',
      },
      // "Ada's ring" puts "Ada's" among the bible's words: "Ada'd" is one letter from it.
      "## Characters\n### Ada Tolley\n- eyes: blue\n\n## Objects\n### Ada's ring\n- held by: Ada Tolley\n",
    );
    const names = checkManuscript(m).findings.filter((f) => f.category === 'names');
    expect(names.map((f) => f.message.split(' ')[0])).toEqual(['"Adda"']);
  });
});
