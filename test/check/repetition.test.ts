import { describe, expect, it } from 'vitest';
import { checkRepetition, occurrences, SHINGLE, wordLine } from '../../src/check/checks/repetition.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A distinctive run of words the narrator says twice, across chapters; worn phrases. */

const repeats = (files: Record<string, string>, bible = ''): Finding[] =>
  checkRepetition(manuscriptOf(files, bible), ENGLISH).findings;

const RUN = 'the copper kettle sang beside the cracked blue window';

describe('a run said twice', () => {
  it('names how many words, the phrase, and both places', () => {
    const found = repeats({
      'chapter_01.md': `# One\n\nAt dawn ${RUN} all morning.\n`,
      'chapter_02.md': `# Two\n\nThe storm passed.\n\nAt noon ${RUN} again.\n`,
    });
    expect(SHINGLE).toBe(8);
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 5,
        category: 'repetition',
        message: `9 words repeated from chapter_01.md:3: "${RUN}"`,
        evidence: `At noon ${RUN} again.`,
        confidence: 0.6,
        against: { file: 'chapter_01.md', line: 3, evidence: `At dawn ${RUN} all morning.` },
      },
    ]);
  });

  it('shortens a long phrase in the message to 120 characters', () => {
    const long = `${RUN} and the grey gulls wheeled over the salt flats while the old ferry turned slowly in the brown tide`;
    const [f] = repeats({
      'chapter_01.md': `# One\n\nAt dawn ${long}.\n`,
      'chapter_02.md': `# Two\n\nAt noon ${long}.\n`,
    });
    const phrase = /"(.*)"$/.exec(f?.message ?? '')?.[1] ?? '';
    expect(phrase).toHaveLength(120);
    expect(phrase.endsWith('…')).toBe(true);
    expect(f?.confidence).toBe(0.9);
  });

  it('reports two runs of one chapter separately, and a run within one chapter not at all', () => {
    const OTHER = 'a lame grey horse pulled the coal cart up the lane';
    const found = repeats({
      'chapter_01.md': `# One\n\nAt dawn ${RUN} all morning.\n\nBy then ${OTHER} slowly.\n`,
      'chapter_02.md': `# Two\n\nAt noon ${RUN} again.\n\nLater ${OTHER} once more.\n`,
    });
    expect(found.map((f) => [f.line, f.against?.line])).toEqual([
      [3, 3],
      [5, 5],
    ]);
    expect(repeats({ 'chapter_01.md': `# One\n\nAt dawn ${RUN} all morning.\n\nAt noon ${RUN} again.\n` })).toEqual([]);
  });

  it('never runs across a full stop, nor counts a heading or a block quote', () => {
    const split = 'the copper kettle sang beside. The cracked blue window shook';
    expect(
      repeats({ 'chapter_01.md': `# One\n\nAt dawn ${split}.\n`, 'chapter_02.md': `# Two\n\nAt noon ${split}.\n` }),
    ).toEqual([]);
    expect(
      repeats({
        'chapter_01.md': `# One\n\n> ${RUN} all morning.\n`,
        'chapter_02.md': `# Two\n\n> ${RUN} again.\n`,
      }),
    ).toEqual([]);
    expect(repeats({ 'chapter_01.md': `# ${RUN}\n\nText.\n`, 'chapter_02.md': `# ${RUN}\n\nMore.\n` })).toEqual([]);
  });

  it('takes the characters’ names as no distinctive words', () => {
    const plain = 'then Ines and Duarte mended the torn nets';
    const files = {
      'chapter_01.md': `# One\n\nAt dawn ${plain} long.\n`,
      'chapter_02.md': `# Two\n\nAt noon ${plain} again.\n`,
    };
    expect(repeats(files, '## Characters\n### Ines Carvalho\n### Duarte Lobo\n')).toEqual([]);
    expect(repeats(files)).toHaveLength(1);
  });
});

describe('a short run of the book’s staple words', () => {
  const STAPLE = 'he took the silver case out of his pocket';
  const around =
    'The silver case was his. He took it. The case was silver. His pocket was deep. She took the case from his pocket.';

  it('is the book saying a plain thing again: below the default confidence, so listed only when asked for', () => {
    const files = {
      'chapter_01.md': `# One

${around}

Then ${STAPLE} slowly.
`,
      'chapter_02.md': `# Two

Later ${STAPLE} again.
`,
    };
    expect(repeats(files).map((f) => [f.line, f.confidence])).toEqual([[3, 0.45]]);
    expect(checkManuscript(manuscriptOf(files)).findings).toEqual([]);
  });

  it('keeps its confidence with two rare words in it, or from twelve words on', () => {
    // "crimson" said nowhere else, "tortoiseshell" once more: a striking phrase.
    const rare = 'he took the crimson tortoiseshell case out of his pocket';
    const files = {
      'chapter_01.md': `# One

${around} A tortoiseshell comb lay there.

Then ${rare} slowly.
`,
      'chapter_02.md': `# Two

Later ${rare} again.
`,
    };
    expect(repeats(files).map((f) => f.confidence)).toEqual([0.8]);
    // One rare word is not enough.
    const one = 'he took the crimson case out of his pocket';
    const oneFiles = {
      'chapter_01.md': `# One

${around}

Then ${one} slowly.
`,
      'chapter_02.md': `# Two

Later ${one} again.
`,
    };
    expect(repeats(oneFiles).map((f) => f.confidence)).toEqual([0.45]);
    const long = `${STAPLE} and put it on the table by the window`;
    const longFiles = {
      'chapter_01.md': `# One

${around}

Then ${long} slowly.
`,
      'chapter_02.md': `# Two

Later ${long} again.
`,
    };
    expect(repeats(longFiles).map((f) => f.confidence)).toEqual([0.9]);
  });
});

describe('worn phrases', () => {
  it('finds each phrase of the fatigue list, in any case, at its line', () => {
    const found = repeats({
      'chapter_01.md': '# One\n\nThe quay was a testament to patience.\n\nA Tapestry of nets hung there.\n',
    });
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 3,
        category: 'repetition',
        message: 'a worn phrase from writer\'s fatigue list: "a testament to"',
        evidence: 'The quay was a testament to patience.',
        confidence: 0.6,
      },
      {
        file: 'chapter_01.md',
        line: 5,
        category: 'repetition',
        message: 'a worn phrase from writer\'s fatigue list: "Tapestry of"',
        evidence: 'A Tapestry of nets hung there.',
        confidence: 0.6,
      },
    ]);
    expect(repeats({ 'chapter_01.md': '# One\n\nShe was a testamentary witness.\n' })).toEqual([]);
  });
});

describe('phrases as words', () => {
  it('lowers, strips punctuation and keeps apostrophes, with a space at each end', () => {
    expect(wordLine('Don’t go, Ines!  The SEA…')).toBe(" don't go ines the sea ");
    expect(wordLine('')).toBe('  ');
  });

  it('counts a phrase only as whole words, overlaps included', () => {
    expect(occurrences(' a b a b a ', 'a b a')).toBe(2);
    expect(occurrences(' ab a b ', 'a b')).toBe(1);
    expect(occurrences(' x y ', 'a b')).toBe(0);
  });
});

describe('a run said twice: its edges, its punctuation, its first place', () => {
  const lines = (files: Record<string, string>) => repeats(files).map((f) => [f.line, f.message, f.against?.line]);

  it('reports a run that opens the chapter and closes its sentence at its full length', () => {
    const text = '# One\n\nThe organ’s low voice woke slowly in the dark cold hall.\n';
    expect(lines({ 'chapter_01.md': text, 'chapter_02.md': text.replace('One', 'Two') })).toEqual([
      [3, '11 words repeated from chapter_01.md:3: "the organ\'s low voice woke slowly in the dark cold hall"', 3],
    ]);
  });

  it('shows a phrase of exactly 120 characters whole', () => {
    const long =
      'the copper kettle sang beside the cracked blue window while grey gulls wheeled over salt flats near the ferry at sundown';
    expect(long).toHaveLength(120);
    const [f] = repeats({ 'chapter_01.md': `# One\n\n${long}.\n`, 'chapter_02.md': `# Two\n\n${long}.\n` });
    expect(f?.message.endsWith(`"${long}"`)).toBe(true);
  });

  it('reports two runs that abut, each against its own words (merged, neither was said)', () => {
    const A = 'the copper kettle sang beside the cracked blue';
    const B = 'gulls wheeled over the salt flats near dusk';
    expect(
      lines({
        'chapter_01.md': `# One\n\nAt dawn ${A} window and ${B} again.\n`,
        'chapter_02.md': `# Two\n\nThen ${A} ${B} too.\n`,
      }),
    ).toEqual([
      [3, `8 words repeated from chapter_01.md:3: "${A}"`, 3],
      [3, `8 words repeated from chapter_01.md:3: "${B}"`, 3],
    ]);
  });

  it('needs four distinctive words within the eight, not the sentence end after them', () => {
    const text = '# One\n\nShe sat with him by the cold stove.\n';
    expect(repeats({ 'chapter_01.md': text, 'chapter_02.md': text.replace('One', 'Two') })).toEqual([]);
  });

  it('takes a short run punctuated another way as said again, however the spaces or the case fall', () => {
    const twice = (a: string, b: string) =>
      lines({ 'chapter_01.md': `# One\n\n${a}\n`, 'chapter_02.md': `# Two\n\n${b}\n` });
    expect(
      twice('She drew the old stop, and the organ woke late.', 'She drew the old stop and the organ woke late.'),
    ).toEqual([]);
    expect(
      twice(
        'She drew the old stop; the organ woke late at night.',
        'She drew the old stop, the organ woke late at night.',
      ),
    ).toEqual([]);
    expect(
      twice(
        'She drew the old stop — the organ woke late at night.',
        'She drew the old stop—the organ woke late at night.',
      ),
    ).toEqual([]);
    expect(
      twice(
        'So the organ’s low voice, woke slowly in the dark cold hall.',
        'The organ’s low voice woke slowly in the dark cold hall.',
      ),
    ).toEqual([]);
    // The same marks: a copy, though one has two spaces after its comma, or opens its sentence with the run.
    expect(
      twice('She drew the old stop, and the organ woke late.', 'She drew the old stop,  and the organ woke late.'),
    ).toHaveLength(1);
    expect(
      twice('The organ woke slowly in the dark cold hall.', 'At dawn the organ woke slowly in the dark cold hall.'),
    ).toHaveLength(1);
    // Twelve words or more are a copy however punctuated.
    expect(
      twice(
        'She drew the old stop, and the organ woke in the dark.',
        'She drew the old stop and the organ woke in the dark.',
      ),
    ).toEqual([
      [3, '12 words repeated from chapter_01.md:3: "she drew the old stop and the organ woke in the dark"', 3],
    ]);
  });

  it('holds a run against the first place it was said, and counts a refrain wrapped across lines', () => {
    const P = 'the copper kettle sang beside the cracked blue window all';
    expect(
      lines({
        'chapter_01.md': `# One\n\nAt dawn ${P} morning.\n\nLater the copper kettle sang beside the cracked blue door.\n`,
        'chapter_02.md': `# Two\n\nAt noon ${P} morning.\n`,
      }),
    ).toEqual([[3, `11 words repeated from chapter_01.md:3: "${P} morning"`, 3]]);
    const R = 'The organ woke slowly in the dark cold hall.';
    expect(
      repeats({
        'chapter_01.md': `# One\n\nAt dawn ${R.toLowerCase()}\n\nThe organ woke slowly in the\ndark cold hall.\n`,
        'chapter_02.md': `# Two\n\n${R}\n`,
      }),
    ).toEqual([]);
  });
});

describe('a run said twice: words, not their hash', () => {
  it('does not take a window whose hash is another window’s for the same words', () => {
    // Windows of eight words are found by a hash of their word numbers (numbered in the order the book first uses
    // them). The filler sentence below was chosen so its hash is that of "kettle … frames alder", the run's
    // continuation in chapter 2: a run that took the hash for the words would run on into "alder" and, as that
    // longer phrase is nowhere in chapter 1, be dropped.
    const V =
      'alder birch cedar damson elder fennel gorse hazel iris juniper kale larch myrtle nettle oak poppy quince rowan sorrel tansy'.split(
        ' ',
      );
    const filler = [16, 12, 19, 2, 6, 2, 16, 7].map((n) => V[n]).join(' ');
    const run = 'copper kettle sang beside cracked blue window frames';
    const found = repeats({
      'chapter_01.md': `# One\n\n${V.join(' ')}.\n\n${run} shook.\n\n${filler}.\n`,
      'chapter_02.md': `# Two\n\n${run} alder.\n`,
    });
    expect(found.map((f) => [f.line, f.message])).toEqual([[3, `8 words repeated from chapter_01.md:5: "${run}"`]]);
  });
});

describe('a callback: the later sentence says it repeats on purpose', () => {
  const ROUTINE = 'she wound the clock in the hall and counted the strokes aloud';
  const twice = (first: string, later: string) =>
    repeats({ 'chapter_01.md': `# One\n\n${first}\n`, 'chapter_09.md': `# Nine\n\n${later}\n` });

  it('is quiet when the later sentence marks the repeat ("this time", "as always") and the first does not', () => {
    expect(
      twice(`At six ${ROUTINE} to the empty house.`, `At six ${ROUTINE}, and this time Ben counted with her.`),
    ).toEqual([]);
    expect(twice(`At six ${ROUTINE} to the empty house.`, `As always, at six ${ROUTINE} to nobody.`)).toEqual([]);
    expect(twice(`At six ${ROUTINE} to the empty house.`, `At six, as she always did, ${ROUTINE}.`)).toEqual([]);
  });

  it('still reports a sentence pasted twice with its marker, or a marker only in the first place', () => {
    const pasted = `As always, at six ${ROUTINE} to the empty house.`;
    expect(twice(pasted, pasted)).toHaveLength(1);
    expect(twice(`At six, this time, ${ROUTINE}.`, `At six ${ROUTINE} to the empty house.`)).toHaveLength(1);
    // "again" alone marks nothing: a phrase used again by accident often stands beside it.
    expect(twice(`At six ${ROUTINE} to the empty house.`, `Again at six ${ROUTINE} to the house.`)).toHaveLength(1);
  });
});
