import { describe, expect, it } from 'vitest';
import {
  buildFactBase,
  deathIn,
  type FactBase,
  familyForm,
  featuresIn,
  isNarration,
  type ParagraphVotes,
  paragraphPerson,
  paragraphTense,
  paragraphVoice,
  readFacts,
  resolvePronoun,
} from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import type { Character, Paragraph } from '../../src/check/types.js';
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

  it('keeps "Mr. Quill" apart when two full names end in Quill and neither is told a man', () => {
    // "Kit" and "Jo" are borne by women and men alike.
    const facts = factsOf([['Kit Quill came home. Jo Quill was out. Mr. Quill sat down and Jo Quill came in.']]);
    expect(names(facts)).toEqual(['Jo Quill', 'Kit Quill', 'Mr. Quill']);
  });

  it('takes "Mr. Quill" for the one man of two full names ending in Quill, by their given names', () => {
    const facts = factsOf([['Amos Quill came home. Ruth Quill was out. Mr. Quill sat down and Ruth Quill came in.']]);
    expect(names(facts)).toEqual(['Amos Quill', 'Ruth Quill']);
    expect(member(facts, 'Amos Quill')?.names).toContain('Mr. Quill');
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

  it("leaves a first name used alone over five times its full names' uses and five more to a person of its own", () => {
    const alone = (n: number) => Array.from({ length: n }, () => 'Anna nodded.').join(' ');
    const two = 'Anna Sorel came in once. Anna Brill came in once.';
    // "Anna" 10 times in all: both full names take it, so it names neither and no one else.
    expect(names(factsOf([[`${two} ${alone(8)}`]]))).toEqual(['Anna Brill', 'Anna Sorel']);
    // 11 times: neither takes it, and "Anna" is someone of her own.
    expect(names(factsOf([[`${two} ${alone(9)}`]]))).toEqual(['Anna', 'Anna Brill', 'Anna Sorel']);
    // A full name seen three times takes its first name however often it stands alone.
    const three = factsOf([
      [`Anna Sorel came. Anna Sorel sat. Anna Sorel left. Anna Brill came in once. ${alone(30)}`],
    ]);
    expect(member(three, 'Anna Sorel')?.names).toContain('Anna');
    expect(names(three)).toEqual(['Anna Brill', 'Anna Sorel']);
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
    expect(familyForm('Gardiners', 'Gardiner', ENGLISH)).toBe(true);
    expect(familyForm('Phillips', 'Phillipses', ENGLISH)).toBe(true);
    expect(familyForm('Phillips', 'Phillipss', ENGLISH)).toBe(false);
    expect(familyForm('Vos', 'Voss', ENGLISH)).toBe(false);
    expect(familyForm('Marsh', 'Marshes', ENGLISH)).toBe(true);
    expect(familyForm('Marsh', 'Marshs', ENGLISH)).toBe(false);
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

const attrs = (facts: FactBase, name: string) =>
  member(facts, name)?.attributes.map((a) => `${a.field} ${a.value} ${a.via} ${a.at.file}:${a.at.line}`);

describe('eyes and hair the text gives, with their evidence', () => {
  it('reads a colour through a name\'s possessive, "had", and "grey-eyed"/"red-haired"', () => {
    const facts = factsOf([
      [
        "Wren Hollis came in. Wren's grey eyes were tired.",
        'Ash Moore had brown hair, and Ash said nothing.',
        'The red-haired Ash laughed; the green-eyed Wren did not.',
      ],
    ]);
    expect(attrs(facts, 'Wren Hollis')).toEqual(['eyes grey name chapter_01.md:3', 'eyes green name chapter_01.md:7']);
    expect(attrs(facts, 'Ash Moore')).toEqual(['hair brown name chapter_01.md:5', 'hair red name chapter_01.md:7']);
  });

  it('takes what a colour is now over what it was ("her brown hair was grey")', () => {
    const facts = factsOf([['Wren nodded. She went out. Wren came back. Her brown hair was grey with dust.']]);
    expect(member(facts, 'Wren')?.attributes.map((a) => [a.value, a.said])).toEqual([['grey', 'grey with dust']]);
  });

  it('resolves "her"/"his" to the last named character it can be, and to no one after an unnamed person', () => {
    const facts = factsOf([
      [
        'Wren laughed. She waited. Ash came in. He sat. Wren looked at Ash. His eyes were blue.',
        'Wren waited. She sat. Wren smiled at the woman. Her hair was white.',
      ],
    ]);
    expect(attrs(facts, 'Ash')).toEqual(['eyes blue pronoun chapter_01.md:3']);
    expect(attrs(facts, 'Wren')).toEqual([]);
    // No woman named: a lone character whose gender the text never told may be the one meant, a man may not.
    const lone = factsOf([
      ['Kit came in. Kit sat, and her eyes were green.', 'Ash came in. He sat. Ash turned, and her eyes were grey.'],
    ]);
    expect(attrs(lone, 'Kit')).toEqual(['eyes green pronoun chapter_01.md:3']);
    expect(attrs(lone, 'Ash')).toEqual([]);
  });

  it('gives "my eyes" to the narrator the bible names, and to no one without one', () => {
    const bible = '## Characters\n\n### Ruth Ainley\n- Age: 30\n\n## Style\n- First person, past tense.\n';
    const text = [['I woke early. I looked in the glass. My eyes were red from the smoke, and Ruth Ainley was tired.']];
    expect(member(factsOf(text, bible), 'Ruth Ainley')?.attributes.filter((a) => a.via !== 'bible')).toEqual([]);
    const withNarrator = factsOf(
      [['I woke early and I washed. I saw my grey eyes in the glass.']],
      '## Characters\n\n### Ruth Ainley\n- Hair: red\n\n## Style\n- First person (Ruth), past tense.\n',
    );
    expect(attrs(withNarrator, 'Ruth Ainley')).toEqual(['hair red bible bible.md:4', 'eyes grey name chapter_01.md:3']);
  });

  it('reads no colour from dialogue, a letter or a memory', () => {
    const facts = factsOf([
      [
        'Wren Hollis came in.',
        '"Wren Hollis has blue eyes," Ash said.',
        '*Wren Hollis had green eyes then.*',
        'Wren Hollis remembered the summer when her hair was red.',
      ],
    ]);
    expect(attrs(facts, 'Wren Hollis')).toEqual([]);
  });
});

describe('deaths', () => {
  it("places a bible's death in the last chapter read whose number is at most its chapter", () => {
    const bible = '## Characters\n\n### Hendrik\n- Dies in chapter 3.\n\n### Anselm\n- Died before the story opens.\n';
    const facts = factsOf([['Hendrik waited.'], ['Hendrik slept.'], ['Hendrik woke.'], ['Anselm was gone.']], bible);
    expect(member(facts, 'Hendrik')?.death).toMatchObject({
      chapter: 2,
      how: 'dies',
      at: { file: 'bible.md', line: 4 },
    });
    expect(member(facts, 'Anselm')?.death?.chapter).toBe(-1);
  });

  it('keeps the first death the text tells, with its sentence as evidence', () => {
    const facts = factsOf([
      ['Hendrik nodded.'],
      ["Hendrik died that winter.\nAfter Hendrik's funeral the town was quiet."],
    ]);
    expect(member(facts, 'Hendrik')?.death).toEqual({
      chapter: 1,
      how: 'died',
      at: { file: 'chapter_02.md', line: 3, source: 'text', text: 'Hendrik died that winter.' },
      // The funeral tells the same death again.
      tellings: 2,
    });
  });
});

describe('places, objects and intended changes', () => {
  it('reads who holds an object by the possessive, and a sentence that passes one on', () => {
    const facts = factsOf([
      ["Wren's brass compass lay on the table. Ash's old hat was wet. Then Wren gave the compass away."],
    ]);
    expect(facts.objects.map((o) => [o.kind, o.name, o.noun, o.holder, o.at.line])).toEqual([
      ['held', 'brass compass', 'compass', 'Wren', 3],
      ['passed', 'compass', 'compass', '', 3],
    ]);
  });

  it('records a change the text tells (dyed hair, coloured lenses) with its field', () => {
    const facts = factsOf([['Wren dyed her hair black.'], ['Ash wore lenses that made his eyes green.']]);
    expect(facts.changes.map((c) => [c.field, c.chapter, c.at.file])).toEqual([
      ['hair', 0, 'chapter_01.md'],
      ['eyes', 1, 'chapter_02.md'],
    ]);
  });

  it("lists the bible's places first, then the text's, each once", () => {
    const facts = factsOf(
      [['They came to Kerrow. In the rain they stayed in Kerrow. Wren went to Lisk and slept in Lisk.']],
      '## Places\n\n### Kerrow\n- a harbour\n',
    );
    expect(facts.places.map((p) => [p.name, p.source, p.first.line])).toEqual([
      ['Kerrow', 'bible', 3],
      ['Lisk', 'text', 3],
    ]);
  });

  it('counts the words of every chapter, and places a name on its own line in a sentence over two lines', () => {
    const facts = factsOf([['Wren waited by\nthe door for Ash.'], ['Ash came. Ash sat.']]);
    expect(facts.words).toBe(15);
    expect(member(facts, 'Ash')?.appearances.map((a) => `${a.file}:${a.line}`)).toEqual([
      'chapter_01.md:4',
      'chapter_02.md:3',
      'chapter_02.md:3',
    ]);
  });
});

describe("the book's voice", () => {
  const votes = (over: Partial<ParagraphVotes>): ParagraphVotes => ({
    first: 0,
    third: 0,
    past: 0,
    present: 0,
    actsPresent: 0,
    firstPast: 0,
    firstPresent: 0,
    second: 0,
    ...over,
  });

  it('takes a paragraph as first person when "I" tells, in the past or in a present with no past', () => {
    expect(paragraphPerson(votes({ first: 2, firstPast: 1, past: 3 }))).toBe('first');
    // One "I" telling is enough: "I walk on past the lock and my hands are cold."
    expect(paragraphPerson(votes({ first: 1, firstPast: 1, past: 3 }))).toBe('first');
    expect(paragraphPerson(votes({ first: 1, firstPresent: 1 }))).toBe('first');
    expect(paragraphPerson(votes({ first: 2, firstPresent: 1 }))).toBe('first');
    // "I wish I could say" in a past-tense paragraph: an aside, not the narrator telling.
    expect(paragraphPerson(votes({ first: 2, firstPresent: 1, past: 1 }))).toBeUndefined();
    expect(paragraphPerson(votes({ first: 2 }))).toBeUndefined();
    expect(paragraphPerson(votes({ third: 1 }))).toBe('third');
    expect(paragraphPerson(votes({ first: 1, third: 4 }))).toBeUndefined();
    expect(paragraphPerson(votes({}))).toBeUndefined();
  });

  it("takes a paragraph's tense from three verbs of one tense, the other at most a third of them", () => {
    expect(paragraphTense({ past: 3, present: 0 })).toBe('past');
    expect(paragraphTense({ past: 2, present: 0 })).toBeUndefined();
    expect(paragraphTense({ past: 3, present: 1 })).toBe('past');
    expect(paragraphTense({ past: 5, present: 2 })).toBeUndefined();
    expect(paragraphTense({ past: 0, present: 3 })).toBe('present');
    expect(paragraphTense({ past: 1, present: 3 })).toBe('present');
    expect(paragraphTense({ past: 2, present: 5 })).toBeUndefined();
  });

  it('counts "I", "she" and a name as subjects, and the verb after them (past an adverb) by tense', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nI quietly walked out. Wren sat. Wren slowly nods, and she said nothing. i walked.\n',
    });
    const facts = readFacts(m, ENGLISH);
    const p = m.chapters[0]?.paragraphs[1] as Paragraph;
    expect(paragraphVoice(p, facts.cast, ENGLISH)).toEqual({
      first: 1,
      third: 3,
      past: 3,
      present: 1,
      firstPast: 1,
      firstPresent: 0,
      actsPresent: 1,
      second: 0,
    });
  });

  it('looks past an adverb of the list or any "-ly" word to the verb, and counts nothing after a bare subject', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nI never walked out. She warily nods. He still. She.\n' });
    const p = m.chapters[0]?.paragraphs[1] as Paragraph;
    expect(paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH)).toEqual({
      first: 1,
      third: 3,
      past: 1,
      present: 1,
      firstPast: 1,
      firstPresent: 0,
      actsPresent: 1,
      second: 0,
    });
  });

  it('leaves a modal after "I" out of its telling: "I could", "I would"', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nI could see the sea. I will go. I must wait.\n' });
    const p = m.chapters[0]?.paragraphs[1] as Paragraph;
    expect(paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH)).toMatchObject({
      first: 3,
      past: 1,
      present: 1,
      firstPast: 0,
      firstPresent: 0,
    });
  });

  it('reads a letter from its salutation to its sign-off, or to the end of the scene, as no narration', () => {
    const m = manuscriptOf({
      'chapter_01.md': [
        '# One',
        'Wren read it.',
        'My dear Ash,',
        'I am well. I walk each day.',
        'Yours ever, W.',
        'Wren folded it.',
        'Sir,',
        'I write to complain.',
        '* * *',
        'Ash laughed.',
      ].join('\n\n'),
    });
    const paragraphs = m.chapters[0]?.paragraphs ?? [];
    expect(paragraphs.filter((p) => p.kind === 'quote' && !isNarration(p)).map((p) => p.text)).toEqual([
      'My dear Ash,',
      'I am well. I walk each day.',
      'Yours ever, W.',
      'Sir,',
      'I write to complain.',
    ]);
  });

  it('reads an email from its header, and each text message, as a quotation', () => {
    const m = manuscriptOf({
      'chapter_01.md': [
        '# One',
        '**From:** Ash Lowe\n**To:** Wren\n**Sent:** Tuesday, 8 October 2019\n**Subject:** tonight',
        'I am at the ferry. I will be late.',
        'A.',
        '---',
        '**Wren** (7:14 PM): where are you',
        '[19:20] Ash: on the boat',
        '**Thu, Oct 10, 6:05 AM — Ash:** up?',
        'At 7:15 she left: the ferry was gone.',
        'The wind rose.',
        'From: the harbour wall, she saw it.',
        'She walked home by the quay.',
        'Later: the tide turned, and she went in.',
        'She slept.',
        'Mom: are you there yet',
        'Wren: here',
      ].join('\n\n'),
    });
    const paragraphs = m.chapters[0]?.paragraphs ?? [];
    expect(paragraphs.filter((p) => p.kind === 'quote').map((p) => p.text.split('\n')[0])).toEqual([
      '**From:** Ash Lowe',
      'I am at the ferry. I will be late.',
      'A.',
      '**Wren** (7:14 PM): where are you',
      '[19:20] Ash: on the boat',
      '**Thu, Oct 10, 6:05 AM — Ash:** up?',
      'Mom: are you there yet',
      'Wren: here',
    ]);
  });

  it('closes a letter with no sign-off after ten paragraphs', () => {
    const body = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of it.`);
    const m = manuscriptOf({ 'chapter_01.md': ['# One', 'Dearest Ash,', ...body].join('\n\n') });
    const paragraphs = m.chapters[0]?.paragraphs ?? [];
    expect(paragraphs.filter((p) => p.kind !== 'quote').map((p) => p.text)).toEqual([
      '# One',
      'Line 10 of it.',
      'Line 11 of it.',
      'Line 12 of it.',
    ]);
  });

  it('reads prose as narration, but not a quotation, italics, a memory or a speech running on', () => {
    const m = manuscriptOf({
      'chapter_01.md': [
        '# One',
        'Wren walked in.',
        '> A quoted line.',
        '*Come home.*',
        '"\'My heart," she began, "is gone."',
        '"I am going," she said, "and you',
        'Wren remembered the summer.',
        '"Go," she said. Wren went.',
      ].join('\n\n'),
    });
    const paragraphs = m.chapters[0]?.paragraphs ?? [];
    expect(paragraphs.filter(isNarration).map((p) => p.text)).toEqual([
      'Wren walked in.',
      '"Go," she said. Wren went.',
    ]);
  });

  it('gives each chapter its own voice and the book the voice of most, with an example of each', () => {
    const third = 'She walked in. She sat down. She looked out.';
    const first = 'I walked in. I sat down. I looked out.';
    const facts = factsOf([
      [third, third],
      [first, first],
      [third, third],
    ]);
    expect(facts.voice.chapters.map((c) => [c.voice.person, c.voice.tense, c.voice.example?.line])).toEqual([
      ['third', 'past', 3],
      ['first', 'past', 3],
      ['third', 'past', 3],
    ]);
    expect(facts.voice.book).toMatchObject({
      person: 'first',
      tense: 'past',
      personVotes: { first: 2, third: 4 },
      tenseVotes: { past: 6, present: 0 },
      example: { file: 'chapter_02.md', line: 3 },
    });
    // Under a tenth of the voted paragraphs told by "I": the book is in the third person.
    const once = factsOf([[first], Array.from({ length: 12 }, () => third)]);
    expect(once.voice.book.person).toBe('third');
    expect(once.voice.chapters[0]?.voice.person).toBe('third');
    const present = factsOf([['She walks in. She sits down. She looks out.', third]]);
    expect(present.voice.book.tense).toBe('past');
  });
});

describe('who a pronoun, a colour and a death belong to, sentence by sentence', () => {
  const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
  const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
  const kit: Character = { name: 'Kit', names: ['Kit'], line: 0, fields: {} };
  const at = (character: Character, index: number) => ({ character, index, name: character.name });

  it('resolves a pronoun to the last character of its gender, else to a lone one of no told gender', () => {
    expect(resolvePronoun('female', [at(mara, 0), at(tomas, 9)], false)).toBe(mara);
    expect(resolvePronoun('male', [at(tomas, 0), at(mara, 9)], false)).toBe(tomas);
    expect(resolvePronoun('female', [at(mara, 0), at(mara, 9)], true)).toBeUndefined();
    expect(resolvePronoun('female', [at(kit, 0), at(kit, 5)], false)).toBe(kit);
    expect(resolvePronoun('female', [at(kit, 0), at(tomas, 5)], false)).toBeUndefined();
    expect(resolvePronoun('male', [at(mara, 0)], false)).toBeUndefined();
    expect(resolvePronoun('male', [], false)).toBeUndefined();
  });

  it('reads each colour with its holder and the words it was said in', () => {
    const found = (text: string, named: ReturnType<typeof at>[], earlier: ReturnType<typeof at>[] = []) =>
      featuresIn(text, named, earlier, ENGLISH).map(
        (f) => `${f.character.name} ${f.field} ${f.value} "${f.said}" ${f.via}`,
      );
    expect(found("Mara's pale grey eyes narrowed.", [at(mara, 0)])).toEqual(['Mara eyes grey "pale grey" name']);
    expect(found('Tomas had dark brown hair.', [at(tomas, 0)])).toEqual(['Tomas hair brown "dark brown" name']);
    expect(found('Tomas said Mara had grey eyes.', [at(tomas, 0), at(mara, 11)])).toEqual([
      'Mara eyes grey "grey" name',
    ]);
    expect(found('Tomas watched while the sea had grey eyes.', [at(tomas, 0)])).toEqual([]);
    expect(found('The grey-eyed Mara smiled.', [at(mara, 14)])).toEqual(['Mara eyes grey "grey" name']);
    expect(found('A red-haired man passed Mara.', [at(mara, 24)])).toEqual([]);
    expect(found('His eyes, green as glass, were on her.', [], [at(tomas, 0)])).toEqual([
      'Tomas eyes green "green as glass" pronoun',
    ]);
    expect(found('Her hair was white.', [], [at(mara, 0), at(tomas, 5)])).toEqual(['Mara hair white "white" pronoun']);
    expect(found('Her hair, she said, was fine.', [], [at(mara, 0)])).toEqual([]);
    expect(found('The sky was grey.', [at(mara, 0)])).toEqual([]);
    expect(featuresIn('Her eyes were grey.', [], [at(mara, 0)], ENGLISH, undefined, true)).toEqual([]);
    expect(featuresIn('My eyes were grey.', [], [], ENGLISH, kit).map((f) => f.character)).toEqual([kit]);
    const french = wordlessLanguage('fr', 'French');
    expect(featuresIn('Her eyes were grey.', [], [at(mara, 0)], french)).toEqual([]);
  });

  it('reads a death told of a name, not one doubted', () => {
    const death = (text: string, named: ReturnType<typeof at>[]) => deathIn(text, named, ENGLISH);
    expect(death('Tomas died in the night.', [at(tomas, 0)])).toEqual({ character: tomas, how: 'died' });
    expect(death("After Tomas's funeral they left.", [at(tomas, 6)])).toEqual({ character: tomas, how: 'funeral' });
    // A death with no verb of dying says where its name stands, for the clause before it (deathOfTheTelling).
    expect(death('They buried the late Tomas.', [at(tomas, 21)])).toEqual({
      character: tomas,
      how: 'the late',
      unsaid: { index: 21 },
    });
    expect(death('Mara feared Tomas had died.', [at(mara, 0), at(tomas, 12)])).toBeUndefined();
    expect(death('Mara waited; Tomas slept.', [at(mara, 0), at(tomas, 13)])).toBeUndefined();
    expect(death('Mara waited, and Tomas was killed.', [at(mara, 0), at(tomas, 17)])).toEqual({
      character: tomas,
      how: 'was killed',
    });
    expect(deathIn('Tomas died.', [at(tomas, 0)], wordlessLanguage('fr', 'French'))).toBeUndefined();
  });
});

describe('the fact base as a whole', () => {
  it('reads a manuscript once per language, and again in another', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nMara came. Mara sat.\n' });
    expect(readFacts(m, ENGLISH)).toBe(readFacts(m, ENGLISH));
    const french = wordlessLanguage('fr', 'French');
    expect(readFacts(m, french)).not.toBe(readFacts(m, ENGLISH));
    expect(buildFactBase(m, french).lang).toBe('fr');
  });

  it('takes no weekday or month for a name, however it is used', () => {
    const facts = factsOf([['Then Friday came, and Friday passed. Mara said so. Mara left in March. March ended.']]);
    expect(names(facts)).toEqual(['Mara']);
  });

  it("gives a bible character the bible's facts with their lines, and the text's mentions", () => {
    const facts = factsOf(
      [['Ash waited.'], ['Mara Voss came in. Mara sat.']],
      '## Characters\n\n### Mara Voss\n- Eyes: grey\n- Fate: dies in chapter 2\n',
    );
    const mara = member(facts, 'Mara Voss');
    expect(mara).toMatchObject({
      source: 'bible',
      first: { file: 'bible.md', line: 3 },
      attributes: [
        { field: 'eyes', value: 'grey', via: 'bible', chapter: -1, at: { file: 'bible.md', line: 4, source: 'bible' } },
      ],
      death: { chapter: 1, how: 'dies', at: { file: 'bible.md', line: 5, text: 'dies in chapter 2' } },
    });
    expect(mara?.appearances.map((a) => a.name)).toEqual(['Mara Voss', 'Mara']);
    // A bible character the text never names is still in the cast, at their entry.
    const unnamed = factsOf([['Ash waited. Ash left.']], '## Characters\n\n### Ines\n- Age: 40\n');
    expect(member(unnamed, 'Ines')?.first).toEqual({ file: 'bible.md', line: 3 });
  });

  it('keeps a place the text uses as one: more often after "in", "to", "from" than as a person', () => {
    const facts = factsOf([['They sailed to Vell. In the harbour of Vell the boats waited. Vell slept. Vell woke.']]);
    expect(facts.places.map((p) => p.name)).toEqual([]);
    const place = factsOf([['They sailed to Vell. In the harbour of Vell the boats waited. They left Vell at dawn.']]);
    expect(place.places.map((p) => p.name)).toEqual(['Vell']);
  });
});

describe('the cast the fact base reads: a short name', () => {
  const castOf = (paragraphs: string[]) => factsOf([paragraphs]).cast.map((c) => `${c.name}:${c.gender ?? '-'}`);

  it('reads a two-letter name as a name', () => {
    expect(castOf(['Jo came in. Then Jo sat down.', 'Meg and Jo left the house.', 'Later Jo wrote to Meg.'])).toContain(
      'Jo:-',
    );
  });
});
