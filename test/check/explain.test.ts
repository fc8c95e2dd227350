import { describe, expect, it } from 'vitest';
import { describeVoice, explainFacts, formatExplanation } from '../../src/check/explain.js';
import { ENGLISH, emptied, languageFor, wordlessLanguage } from '../../src/check/lang/index.js';
import type { Explanation } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** `writer check --explain`: which facts the checks took from where, as --json and the terminal show them. */

describe('the voice as --explain words it', () => {
  it('names the person and tense with the votes behind them, or says they are unclear', () => {
    expect(
      describeVoice({
        person: 'third',
        tense: 'past',
        personVotes: { first: 1, third: 12 },
        tenseVotes: { past: 11, present: 2 },
      }),
    ).toBe(
      'third person, past tense (1 narration paragraphs told by "I", 12 by he, she or a name; 11 in the past, 2 in the present)',
    );
    expect(describeVoice({ personVotes: { first: 0, third: 0 }, tenseVotes: { past: 0, present: 0 } })).toBe(
      'person unclear, tense unclear (0 narration paragraphs told by "I", 0 by he, she or a name; 0 in the past, 0 in the present)',
    );
  });
});

describe('the facts --explain lists', () => {
  const BOOK = {
    'chapter_01.md':
      '# One\n\nTomas Reyes walked down to the harbour in Lisbon. Tomas Reyes had grey eyes.\n\nIlse waited. Tomas Reyes nodded to her.\n',
    'chapter_02.md': '# Two\n\nTomas Reyez walked back up the hill. Ilse watched him go.\n\nTomas Reyes slept.\n',
  };

  it('lists the characters named more than once or with a fact, most named first, each fact with its place', () => {
    const e = explainFacts(manuscriptOf(BOOK), ENGLISH);
    const tomas = e.characters[0];
    expect(tomas).toMatchObject({ name: 'Tomas Reyes', source: 'text', first: { file: 'chapter_01.md', line: 3 } });
    expect(tomas?.facts).toContainEqual({ fact: 'eyes: grey', source: 'text', file: 'chapter_01.md', line: 3 });
    expect(tomas?.facts).toContainEqual(
      expect.objectContaining({
        fact: '"Reyez" read as a misspelling of "Reyes"',
        source: 'text',
        file: 'chapter_02.md',
      }),
    );
    // Sorted by how often each is named.
    const counts = e.characters.map((c) => c.appearances);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(e.characters.map((c) => c.name)).toContain('Ilse');
    expect(e.lang).toBe('en');
    expect(e.voice.chapters.map((c) => c.file)).toEqual(['chapter_01.md', 'chapter_02.md']);
    expect(e.voice.book).toMatch(/^third person, /);
    expect(e.voice.book).not.toContain('bible.md');
  });

  it("lists the bible's objects: each one's keeper, and each handing on or loss with its chapter", () => {
    const bible = [
      '## Characters',
      '### Halvard Berg',
      '### Tomas Reyes',
      '## Objects',
      '### The brass key — holder: Halvard; he gives it to Tomas in chapter 2; lost in chapter 3.',
      '### A map of the coast',
    ].join('\n');
    expect(explainFacts(manuscriptOf(BOOK, bible), ENGLISH).objects).toEqual([
      {
        name: 'The brass key',
        holder: 'Halvard Berg',
        file: 'bible.md',
        line: 5,
        events: ['to Tomas Reyes (chapter 2)', 'lost (chapter 3)'],
      },
      { name: 'A map of the coast', file: 'bible.md', line: 6, events: [] },
    ]);
  });

  it('leaves out a name seen once with nothing said of it, but keeps every character of the bible', () => {
    const once = { 'chapter_01.md': '# One\n\nTomas Reyes walked. Tomas Reyes sat. Once Halvard came by.\n' };
    expect(explainFacts(manuscriptOf(once), ENGLISH).characters.map((c) => c.name)).not.toContain('Halvard');
    const listed = explainFacts(manuscriptOf(once, '## Characters\n### Halvard Berg\n- eyes: brown\n'), ENGLISH);
    const halvard = listed.characters.find((c) => c.name === 'Halvard Berg');
    expect(halvard).toMatchObject({ source: 'bible', facts: [{ fact: 'eyes: brown', source: 'bible', line: 3 }] });
  });

  it('keeps a character named once whose death the text tells', () => {
    const e = explainFacts(
      manuscriptOf({ 'chapter_01.md': '# One\n\nTomas Reyes walked. Tomas Reyes sat.\n\nThat winter Halvard died.\n' }),
      ENGLISH,
    );
    const halvard = e.characters.find((c) => c.name === 'Halvard');
    expect(halvard?.facts).toEqual([{ fact: 'died', source: 'text', file: 'chapter_01.md', line: 5 }]);
  });

  it("gives the bible's Style beside the book's voice, and a fate from the bible in the bible's words", () => {
    const e = explainFacts(
      manuscriptOf(
        BOOK,
        '## Characters\n### Ilse Brandt\n- fate: dies in chapter 2\n\n## Style\n- First person, present tense.\n',
      ),
      ENGLISH,
    );
    expect(e.voice.book).toMatch(/; bible\.md:6: first person, present tense$/);
    const ilse = e.characters.find((c) => c.name === 'Ilse Brandt');
    expect(ilse?.facts).toContainEqual(expect.objectContaining({ source: 'bible', file: 'bible.md', line: 3 }));
    expect(ilse?.facts.find((f) => f.source === 'bible')?.fact).toMatch(/chapter 2/);
    const pov = explainFacts(manuscriptOf(BOOK, '## Style\n- Told in the first person.\n'), ENGLISH);
    expect(pov.voice.book).toMatch(/; bible\.md:\d+: first person, \? tense$/);
  });
});

describe('--explain in the terminal', () => {
  const e: Explanation = {
    lang: 'en',
    characters: [
      {
        name: 'Tomas Reyes',
        names: ['Tomas Reyes', 'Tomas', 'Reyes'],
        source: 'text',
        first: { file: 'chapter_01.md', line: 3 },
        appearances: 4,
        facts: [{ fact: 'eyes: grey', source: 'text', file: 'chapter_01.md', line: 3 }],
      },
      {
        name: 'Ilse',
        names: ['Ilse'],
        source: 'bible',
        first: { file: 'bible.md', line: 4 },
        appearances: 2,
        facts: [],
      },
    ],
    voice: { book: 'third person, past tense', chapters: [] },
    places: [
      { name: 'Lisbon', source: 'text', file: 'chapter_01.md', line: 3 },
      { name: 'the Lantern Inn', source: 'bible', file: 'bible.md', line: 9 },
    ],
    objects: [
      { name: 'the brass key', holder: 'Ilse', file: 'bible.md', line: 12, events: ['to Tomas Reyes (chapter 2)'] },
      { name: 'a map', file: 'bible.md', line: 14, events: [] },
    ],
  };

  it('prints each character with its other names and facts, the voice and the places', () => {
    expect(formatExplanation(e)).toEqual([
      'Facts the checks compared (language: en; "text" is the chapters, "bible" is bible.md):',
      '  Tomas Reyes — text, first at chapter_01.md:3, named 4 times; also "Tomas", "Reyes"',
      '    eyes: grey — text chapter_01.md:3',
      '  Ilse — bible, first at bible.md:4, named 2 times',
      '  Voice of the book: third person, past tense',
      '  Places: Lisbon (text chapter_01.md:3), the Lantern Inn (bible bible.md:9)',
      "  Object: the brass key (bible bible.md:12): Ilse's; to Tomas Reyes (chapter 2)",
      '  Object: a map (bible bible.md:14): keeper not given',
    ]);
  });

  it('stops at the limit and says how many more --json lists; no Places line without places', () => {
    const lines = formatExplanation({ ...e, places: [], objects: [] }, 1);
    expect(lines).toEqual([
      'Facts the checks compared (language: en; "text" is the chapters, "bible" is bible.md):',
      '  Tomas Reyes — text, first at chapter_01.md:3, named 4 times; also "Tomas", "Reyes"',
      '    eyes: grey — text chapter_01.md:3',
      '  … and 1 more (--json lists them all)',
      '  Voice of the book: third person, past tense',
    ]);
    expect(formatExplanation(e, 2)).not.toContain('  … and 0 more (--json lists them all)');
    expect(formatExplanation({ ...e, objects: [] }, 1).at(-1)).toBe('  Places: Lisbon (text chapter_01.md:3)');
    expect(formatExplanation(e, 1).slice(-2)).toEqual([
      "  Object: the brass key (bible bible.md:12): Ilse's; to Tomas Reyes (chapter 2)",
      '  … and 1 more objects (--json lists them all)',
    ]);
  });
});

describe('the language of a tag', () => {
  it('reads the primary subtag in any case, English without a tag, and names the languages it knows', () => {
    expect(languageFor('EN_us')).toBe(ENGLISH);
    expect(languageFor('')).toBe(ENGLISH);
    expect(languageFor('-x')).toBe(ENGLISH);
    expect(languageFor('de-AT').name).toBe('German');
    expect(languageFor('nb').name).toBe('Norwegian');
    // A language without a name here is named by its tag as given.
    expect(languageFor('tlh-KX')).toMatchObject({ code: 'tlh', name: 'tlh-KX', readsWords: false });
  });

  it('gives a language it has no words for nothing to match', () => {
    const w = wordlessLanguage('xx', 'Nowhere');
    expect([w.code, w.name, w.readsWords]).toEqual(['xx', 'Nowhere', false]);
    for (const re of [w.memoryMarkers, w.movement, w.deathAfter, w.remembered, w.speechVerbs, w.objectPassing])
      expect(re.test('she walked home and died, remembered, said she')).toBe(false);
    expect(w.weekdays).toEqual([]);
    expect(w.fatigue).toEqual([]);
    expect(w.stopWords.size + w.speech.size + w.colours.size + w.numbers.size).toBe(0);
  });
});

describe('a language emptied of its words', () => {
  it('keeps the shape, flags and plain values, and matches nothing', () => {
    const out = emptied({
      global: /x/g,
      set: new Set(['a']),
      map: new Map([['a', 1]]),
      patterns: [/y/, /z/i],
      words: ['w'],
      source: 'word',
      nested: { inner: /q/i, more: ['v'] },
      count: 3,
      flag: true,
      none: null,
    });
    expect([...'xx'.matchAll(out.global)]).toEqual([]);
    expect(out.global.flags).toBe('g');
    expect(out.set.size + out.map.size).toBe(0);
    expect(out.patterns.map((p) => [p.flags, p.test('yz')])).toEqual([
      ['', false],
      ['i', false],
    ]);
    expect(out.words).toEqual([]);
    expect(new RegExp(out.source).test('word')).toBe(false);
    expect(out.nested.inner.flags).toBe('i');
    expect(out.nested.inner.test('q')).toBe(false);
    expect(out.nested.more).toEqual([]);
    expect([out.count, out.flag, out.none]).toEqual([3, true, null]);
    // A list of patterns mixed with words is a list of words.
    expect(emptied({ mixed: [/a/, 'b'] }).mixed).toEqual([]);
  });
});
