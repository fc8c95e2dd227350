import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { isQuestionnaire, questionnaireAsMarkdown } from '../../src/check/questionnaire.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A character questionnaire, one sheet per person, its questions and answers in two columns. */

const SHEETS = [
  'CHARACTER QUESTIONNAIRES -- the novel',
  'Third person, past tense.',
  '',
  '----------------------------------------',
  'SHEET 1',
  'Full name?                 Ines Valadares',
  'What do people call her?   "Formiga" -- the Ant.',
  'How old is she?            Thirty-one.',
  'Eye colour?                Dark brown.',
  'Hair?                      Black. Long, in a knot -- until Wednesday the 11th of October, when she has it',
  '                           all cut off. Short from chapter four to the end.',
  'What does she always carry? The prompt book.',
  '',
  '----------------------------------------',
  'SHEET 2',
  'Full name?                 Henrique Saldanha, Doctor',
  'Does he die?               Yes. Heart, on Sunday 15 October (chapter five).',
  'Where does he live?        A white house in Estoril.',
  '',
  '----------------------------------------',
  'SHEET 3',
  'Full name?                 Arthur Cross (English)',
  'Alive in the story?        No. Died 11 February 1957, before the story opens.',
  'Age?                       Sixty-four.',
  '',
  'SHEET 4    Dona Benedita -- old actress; cries.',
  '',
  '----------------------------------------',
  'PLACES SHEET',
  'Where is the theatre?      Teatro da Estrela, Calcada do Combro. 420 seats.',
  'Other?                     Cafe: none named.',
  '',
  'WHEN DOES EACH CHAPTER HAPPEN?',
  'One      Monday 2 October 1961        Ines    the read-through',
].join('\n');

describe('a character questionnaire', () => {
  it('is told from other bibles by its answered questions, two of them asking a name', () => {
    expect(isQuestionnaire(SHEETS, ENGLISH)).toBe(true);
    expect(isQuestionnaire(SHEETS.replace(/Full name\?/g, 'Mood?'), ENGLISH)).toBe(false);
    expect(isQuestionnaire('# Characters\n## Ines\n- Age? 31\n', ENGLISH)).toBe(false);
    // Six answered questions at least, two of them a name's.
    const sheet = (first: string) =>
      [`Full name?  Ines Valadares`, 'Age?  31', 'Eyes?  brown', `${first}  Duarte Lobo`, 'Age?  27'].join('\n');
    expect(isQuestionnaire(sheet('Full name?'), ENGLISH)).toBe(false);
    expect(isQuestionnaire(`${sheet('Full name?')}\nHair?  fair`, ENGLISH)).toBe(true);
    expect(isQuestionnaire(`${sheet('Nickname?')}\nHair?  fair`, ENGLISH)).toBe(false);
  });

  it('is read line for line as sections, people, their answers, fates, places and chapters', () => {
    const lines = questionnaireAsMarkdown(SHEETS, ENGLISH).split('\n');
    expect(lines).toHaveLength(SHEETS.split('\n').length);
    expect(lines.map((l, i) => [i + 1, l]).filter(([, l]) => l !== '')).toEqual([
      [1, 'CHARACTER QUESTIONNAIRES -- the novel'],
      [2, 'Third person, past tense.'],
      [5, '# Characters'],
      [6, '## Ines Valadares'],
      [7, 'Q: What do people call her? A: "Formiga" -- the Ant.'],
      [8, 'Q: How old is she? A: Thirty-one.'],
      [9, 'Q: Eye colour? A: Dark brown.'],
      [
        10,
        'Q: Hair? A: Black. Long, in a knot -- until Wednesday the 11th of October, when she has it all cut off. Short from chapter four to the end.',
      ],
      [12, 'Q: What does she always carry? A: The prompt book.'],
      [16, '## Doctor Henrique Saldanha'],
      [17, '- fate: died Heart, on Sunday 15 October (chapter five).'],
      [18, 'Q: Where does he live? A: A white house in Estoril.'],
      [22, '## Arthur Cross'],
      [23, '- fate: Died 11 February 1957, before the story opens.'],
      [24, 'Q: Age? A: Sixty-four.'],
      [26, '## Dona Benedita — old actress; cries.'],
      [27, '# Places'],
      [30, '## Teatro da Estrela'],
      [32, '# Timeline'],
      [34, '- Chapter 1: Monday 2 October 1961; Ines; the read-through'],
    ]);
  });

  it('gives the bible its people with their facts, and no person made of a place or a note', () => {
    const bible = parseBible(SHEETS, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual([
      'Ines Valadares',
      'Doctor Henrique Saldanha',
      'Arthur Cross',
      'Dona Benedita',
    ]);
    const ines = bible.characters[0];
    expect([ines?.fields.age?.value, ines?.fields.eyes?.value]).toEqual(['31', 'Dark brown']);
    // Dead before the story opens, and in chapter five.
    expect(bible.characters.map((c) => c.diesIn?.value)).toEqual([undefined, 5, 0, undefined]);
    expect(bible.places.map((p) => p.name)).toEqual(['Teatro da Estrela']);
  });

  it('keeps "Does he die? No." and "Alive? Yes." from being deaths', () => {
    const alive = SHEETS.replace(
      'Yes. Heart, on Sunday 15 October (chapter five).',
      'No. He sails for Brazil in chapter five.',
    ).replace('No. Died 11 February 1957, before the story opens.', 'Yes.');
    expect(parseBible(alive, ENGLISH).characters.map((c) => c.diesIn)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('a "Yes." to a question of surviving', () => {
  it('is no death, asked "survive" or "survives"', () => {
    for (const question of ['Does he survive, or die?  ', 'He survives, or dies?     ']) {
      const told = SHEETS.replace(
        'Does he die?               Yes. Heart, on Sunday 15 October (chapter five).',
        `${question} Yes.`,
      );
      expect(told).not.toEqual(SHEETS);
      // The one fate line is another sheet's ("Died 11 February 1957").
      const fates = questionnaireAsMarkdown(told, ENGLISH)
        .split('\n')
        .filter((l) => l.startsWith('- fate'));
      expect(fates, question).toEqual(['- fate: Died 11 February 1957, before the story opens.']);
    }
  });
});

describe('a death told with no "Yes." before it', () => {
  it('is a death though "no" stands later in it, or ends its first word', () => {
    for (const answer of [
      'Heart, on Sunday 15 October (chapter five); no one was with him.',
      'Casino fire, on Sunday 15 October (chapter five).',
    ]) {
      const told = SHEETS.replace('Yes. Heart, on Sunday 15 October (chapter five).', answer);
      expect(parseBible(told, ENGLISH).characters[1]?.diesIn?.value, answer).toBe(5);
    }
  });
});

describe('a word the bible writes anywhere', () => {
  it('is no slip of a bible name that sounds near it ("Estoril" beside "Estrela")', () => {
    const text = '# One\n\nArthur Cross went home to Estoril. The Teatro da Estrela was dark. Estoril was far.\n';
    expect(checkNames(manuscriptOf({ 'chapter_01.md': text }, SHEETS), ENGLISH).findings).toEqual([]);
    const without = SHEETS.replace('A white house in Estoril.', 'A white house by the sea.');
    expect(
      checkNames(manuscriptOf({ 'chapter_01.md': text }, without), ENGLISH).findings.map((f) => f.message),
    ).toEqual([
      '"Estoril" is not a name in the bible; did you mean "Estrela"? (2 times in all)',
      '"Estoril" is not a name in the bible; did you mean "Estrela"? (2 times in all)',
    ]);
  });
});
