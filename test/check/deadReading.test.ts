import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead as the text itself tells them, with no bible: a death told in
 * narration ("My father, Walter Greer, died…", "We bury Aunt Nell…") feeds the
 * dead, the names a child calls a parent ("Dad") are that parent, and the
 * dead are found acting in the story's present. A death verb is no act, and a
 * memory (by its words, or by a past-tense paragraph in a chapter told in the
 * present) is how the living tell the dead.
 */

const dead = (files: Record<string, string>, bible = '') =>
  checkDead(manuscriptOf(files, bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

/** A first-person present chapter whose narrator tells of a father, Walter Greer, dead before the book opens. */
const OPENING = [
  '# One',
  'I come home on the Tuesday bus. I get down at the gate and I stand there a while. The orchard looks smaller than I remember it, and greener.',
  'My father, Walter Greer, died in the barn in October, and I did not get home for the funeral. I stand in the yard with my bag and look at the barn door.',
  'Aunt Nell is on the step in her apron. I kiss her cheek and she holds my arm a moment longer than she needs to. She takes my bag.',
  'I carry my bag up the stairs. Aunt Nell says Walter would have met the bus himself, and I say nothing.',
].join('\n\n');

/** Another chapter told in the present by the same narrator: `line` somewhere in the middle. */
const present = (line: string) =>
  [
    '# Two',
    'I get up before light and walk the rows. I count the trees with a stub of pencil. I write the number on my hand.',
    line,
    'I go back up to the house. I put the kettle on. I stand at the window and I wait for it.',
  ].join('\n\n');

describe('a father the narrator names, dead before the book, with no bible', () => {
  it('reads "Dad" as him, and his death from the narration', () => {
    const m = manuscriptOf({ 'chapter_01.md': OPENING, 'chapter_02.md': present('Dad sits at the table.') });
    const walter = readFacts(m, ENGLISH).facts.cast.find((c) => c.name === 'Walter Greer');
    expect(walter?.names).toContain('Dad');
    expect(walter?.death?.at.line).toBe(5);
  });

  it('finds him acting in the story present, however it is phrased', () => {
    for (const line of [
      'Dad meets me at the gate in his shirtsleeves and takes my hand.',
      'At the gate Dad takes my hand and walks up to the house beside me.',
      'Walter Greer comes in from the barn and hangs his hat on the nail.',
      '"You took your time," says Dad and hangs his hat on the nail.',
      '"You took your time," Dad says. He hangs his hat on the nail.',
    ])
      expect(dead({ 'chapter_01.md': OPENING, 'chapter_02.md': present(line) }), line).toEqual([
        expect.stringContaining('chapter_02.md:5 Walter Greer'),
      ]);
  });

  it('stays quiet on memories, eulogies, dreams, graves and letters', () => {
    for (const line of [
      // Memory by its words.
      'When I was nine, Dad took me down to the bottom rows at dawn to see the frost on the apples.',
      'I remember Dad standing at the end of this row with his hands in his pockets.',
      'Dad used to say that frost sweetens them, the same as trouble does.',
      // A past paragraph inside a chapter told in the present: a memory by the narration's tense.
      'At Mum’s funeral Dad held my hand so hard the bones ground together, and afterwards he took me down to the nursery rows and showed me how to graft.',
      // A eulogy, the late, a dream, a grave.
      'The vicar says Walter Greer was a good man and an honest grower, and the church is full.',
      'The late Walter Greer’s ledger is on the shelf, and I take it down and open it.',
      'I dream that Dad walks in at the gate, and I wake with my face wet.',
      'I stand at Dad’s grave a long time, a few yards from the wall, and then I go home.',
      // The death itself, told again.
      'Dad died in the barn. I think about that every morning when I open the door.',
    ])
      expect(dead({ 'chapter_01.md': OPENING, 'chapter_02.md': present(line) }), line).toEqual([]);
  });

  it('is quiet on a letter he wrote before his death, read aloud after', () => {
    const letter = present(
      'I read his last letter aloud to Aunt Nell.\n\n> Dear Nell, I have sold the grey mare and mended the barn roof. The frost is early.',
    );
    expect(dead({ 'chapter_01.md': OPENING, 'chapter_02.md': letter })).toEqual([]);
  });
});

describe('narrators who alternate: a present chapter, then a past one', () => {
  const past = (n: string) =>
    [
      `# ${n}`,
      'The foreman walked the bottom block at dusk. He counted the trees still to pick. He wrote the number on his hand.',
      'He went up the hill to the cottage. He lit the lamp and he sat by the stove. He ate his supper slowly.',
      'The rain came in the night. He heard it on the iron roof. He got up and he closed the window.',
    ].join('\n\n');
  const book = (line: string) => ({
    'chapter_01.md': OPENING,
    'chapter_02.md': past('Two'),
    'chapter_03.md': past('Three'),
    'chapter_04.md': present(line),
  });

  it("holds each chapter to its own tense: a past paragraph in a present chapter is the narrator's memory", () => {
    expect(
      dead(
        book('At Mum’s funeral Dad held my hand so hard the bones ground together, and afterwards he took me home.'),
      ),
    ).toEqual([]);
    expect(dead(book('At the gate Dad takes my hand and walks up to the house beside me.'))).toEqual([
      expect.stringContaining('chapter_04.md:5 Walter Greer'),
    ]);
  });
});

describe('one who dies in the book and walks later', () => {
  const book = (later: string) => ({
    'chapter_01.md': OPENING,
    'chapter_02.md': present('Miss Nell asks for her tea at four, and I take it up to her.'),
    'chapter_03.md':
      '# Three\n\nWe bury Aunt Nell on the Monday, in the churchyard, four days after she died. I wear my good coat.\n\nI walk home alone by the river road.',
    'chapter_04.md': [
      '# Four',
      'The carter came up the hill at seven. He backed the lorry to the shed. He dropped the tailboard and he lit his pipe.',
      later,
      'He went back to the shed. He counted the bins again. He wrote the tally in the book.',
    ].join('\n\n'),
  });

  it('finds her acting after her burial, by any of her names', () => {
    for (const line of [
      'Nell came down from the house with two mugs of tea and stood with him a while.',
      'Aunt Nell walked down to the shed and handed him the ledger.',
    ])
      expect(dead(book(line)), line).toEqual([expect.stringContaining('chapter_04.md:5 Aunt Nell')]);
  });

  it('does not take her death, her burial or her body for acts of hers', () => {
    for (const line of [
      'He thought of the night Nell died, and of the lamp left burning in her room.',
      'Nell was buried beside her mother, and he had carried the coffin with the others.',
      'They had carried Nell’s body down the narrow stairs on a door.',
    ])
      expect(dead(book(line)), line).toEqual([]);
  });
});

describe('the dead present among the people at a scene', () => {
  const BIBLE = '## Characters\n### Tom Rae\n- Also called: Dad\n- drowned before the story opens\n';
  const book = (line: string) => ({
    'chapter_01.md': '# One\n\nI went up to the loft with the key. The tools hung in their outlines on the wall.\n',
    'chapter_02.md': `# Two\n\nThe whole yard came down for the launch. ${line} I stood at the top of the slip.\n`,
  });
  it('finds him there with no verb of his own', () => {
    expect(dead(book('Mr and Mrs Hale were there, and Dad beside them in his old smock.'), BIBLE)).toEqual([
      expect.stringContaining('Tom Rae acts'),
    ]);
  });
  it('is quiet on his grave or his place among them', () => {
    expect(dead(book('Mr and Mrs Hale stood a few yards from Dad’s bench, where nobody sat.'), BIBLE)).toEqual([]);
  });
});

describe('deaths told in narration feed the dead, with no bible', () => {
  const deathOf = (line: string) => {
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\nTom Hale kept the boat at the point. Tom Hale mended nets in the winter.\n\n${line}\n`,
    });
    return readFacts(m, ENGLISH).facts.cast.find((c) => c.name === 'Tom Hale')?.death?.how;
  };
  it('reads a death however the sentence tells it', () => {
    expect(deathOf('Tom Hale drowned off the point in October.')).toBe('drowned');
    expect(deathOf('When Tom Hale died, the boat was sold to a man from Bradwell.')).toBe('died');
    expect(deathOf('My uncle, Tom Hale, died in the spring of that year.')).toBe('died');
  });
  it('reads none in a figure of speech or a doubt', () => {
    expect(deathOf('Tom Hale drowned his sorrows at the Anchor that night.')).toBeUndefined();
    expect(deathOf('If Tom Hale died, the boat would go to his sister.')).toBeUndefined();
    expect(deathOf('Everyone feared Tom Hale had died out on the flats.')).toBeUndefined();
  });
});
