import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { castOf, mentions } from '../../src/check/cast.js';
import { checkLength } from '../../src/check/checks/length.js';
import { checkThreads, threadTerms } from '../../src/check/checks/threads.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { lowerWordsOf, readManuscript } from '../../src/check/manuscript.js';
import { nearName, transposed } from '../../src/check/spelling.js';
import { splitSentences } from '../../src/check/text.js';
import { isActionVerb, tenseOf } from '../../src/check/verbs.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The checker's small parts, each at an edge a reader of its findings would notice: a name's spelling, a verb's
 * tense in a language met for the first time, a sentence's end, a name two characters share, a thread's words, a
 * chapter's number from its file name.
 */

describe('two spellings of one name', () => {
  it('takes three edits as one name only in a long name that keeps its opening and its sound', () => {
    expect(nearName('Stefan', 'Stephen')).toBe(true);
    expect(nearName('Kathy', 'Cathie')).toBe(false); // three edits in a short name
    expect(nearName('Jane', 'Joan')).toBe(false); // two edits in a name under five letters
    expect(nearName('Isabella', 'Ysabel')).toBe(false); // another opening
    expect(nearName('Margaret', 'Marguerite')).toBe(false); // four edits
  });

  it('sees a swap of two neighbouring letters only in words of one length, with no other difference', () => {
    expect(transposed('Jnoah', 'Jonah')).toBe(true);
    expect(transposed('Jnoah', 'Jonahs')).toBe(false);
    expect(transposed('oJnas', 'Jonah')).toBe(false);
    expect(transposed('Jonah', 'Jonah')).toBe(false);
    // Letters swapped far apart, or two neighbours that differ but are not each other's.
    expect(transposed('Janoh', 'Jonah')).toBe(false);
    expect(transposed('Jqoah', 'Jonah')).toBe(false);
    expect(transposed('Jnqah', 'Jonah')).toBe(false);
  });
});

describe('a language met for the first time (its tables built then)', () => {
  const fresh = () => ({ ...ENGLISH });

  it('reads verb tenses, and leaves be, have and do out of the action verbs', () => {
    expect(tenseOf('walked', 'third-singular', fresh())).toBe('past');
    expect(tenseOf('walks', 'third-singular', fresh())).toBe('present');
    const lang = fresh();
    expect([isActionVerb('walks', lang), isActionVerb('has', lang), isActionVerb('did', lang)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('does not end a sentence at a short month or weekday before a number, in either case', () => {
    const texts = (text: string) => splitSentences(text, 1, fresh()).map((s) => s.text);
    expect(texts('She sailed on 14 Sept. 1903 from Leith. He stayed.')).toEqual([
      'She sailed on 14 Sept. 1903 from Leith.',
      'He stayed.',
    ]);
    expect(texts('Dated mon. 14 sept. 1903 in pencil.')).toHaveLength(1);
    expect(texts('She turned 40. 1903 was a hard year.')).toEqual(['She turned 40.', '1903 was a hard year.']);
    // A language with no short months or weekdays ends a sentence there.
    const none = { ...ENGLISH, monthShort: [], weekdayShort: [] };
    expect(splitSentences('She turned 40. 1903 was hard.', 1, none).map((s) => s.text)).toEqual([
      'She turned 40.',
      '1903 was hard.',
    ]);
  });

  it('does not end a sentence at "Mr.", unless the language knows no abbreviations', () => {
    const text = 'Mr. Crane came in. He sat.';
    expect(splitSentences(text, 1, fresh()).map((s) => s.text)).toEqual(['Mr. Crane came in.', 'He sat.']);
    expect(splitSentences(text, 1, { ...ENGLISH, abbreviations: [] }).map((s) => s.text)).toEqual([
      'Mr.',
      'Crane came in.',
      'He sat.',
    ]);
  });
});

describe('the cast as the text names it', () => {
  it('finds a name two characters share as neither of them', () => {
    const cast = castOf(parseBible('## Characters\n### Mara Voss\n### Tomas Voss\n', ENGLISH));
    expect(mentions('Voss came in.', cast)).toEqual([]);
    // A name one character's entry gives twice is still theirs.
    const twice = parseBible('## Characters\n### Mara Voss\n', ENGLISH);
    twice.characters[0]?.names.push('Mara');
    expect(mentions('Mara came in.', castOf(twice)).map((m) => m.character.name)).toEqual(['Mara Voss']);
    expect(mentions('Then Mara Voss and Tomas came in.', cast).map((m) => [m.character.name, m.name])).toEqual([
      ['Mara Voss', 'Mara Voss'],
      ['Tomas Voss', 'Tomas'],
    ]);
  });
});

describe('length: a chapter the outline lists but the book lacks', () => {
  it('quotes the outline’s line without its indentation', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nText.\n' });
    const found = checkLength({
      ...m,
      outline: { lines: ['# Outline', '   - chapter_02.md  '], missing: ['chapter_02.md'] },
    });
    expect(found.findings[0]).toMatchObject({ line: 2, evidence: '- chapter_02.md' });
  });
});

describe('threads: the words a thread is about, and where the payoff chapter says them', () => {
  const m = manuscriptOf({});
  it('keeps a word with an apostrophe whole, drops only a final possessive, and keeps words of four letters', () => {
    expect(threadTerms("o'clock", m, ENGLISH)).toEqual(["o'clock"]);
    expect(threadTerms("O'Shea's bell", m, ENGLISH)).toEqual(["o'shea", 'bell']);
  });

  const paid = (chapterTwo: string, thread = 'The lanterns: pays off in chapter 2') =>
    checkThreads(
      manuscriptOf(
        { 'chapter_01.md': '# One\n\nRain.\n', 'chapter_02.md': `# Two\n\n${chapterTwo}\n` },
        `## Open threads\n- ${thread}\n`,
      ),
      ENGLISH,
    ).findings.length === 0;

  it('finds a word by its first five letters, in any case, at the start of a wrapped line too', () => {
    expect(paid('She lit the lantern.')).toBe(true);
    expect(paid('Lanterns hung there.')).toBe(true);
    expect(paid('She lit the\nlantern.')).toBe(true);
    // Four letters in common are not the word: "harbinger" is no "harbour".
    expect(paid('A harbinger of rain.', 'The harbour: pays off in chapter 2')).toBe(false);
  });

  it('quotes a thread of exactly 90 characters whole', () => {
    const thread = 'The sealed envelope under the boards is opened at last by the: pays off in chapter 2 here.';
    expect(thread).toHaveLength(90);
    const [f] = checkThreads(
      manuscriptOf(
        { 'chapter_01.md': '# One\n\nRain.\n', 'chapter_02.md': '# Two\n\nRain.\n' },
        `## Open threads\n- ${thread}\n`,
      ),
      ENGLISH,
    ).findings;
    expect(f?.evidence).toBe(thread);
  });
});

describe('a folder read as a book', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-parts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('numbers chapters by the last number in their names, and leaves hidden files out', async () => {
    mkdirSync(path.join(dir, 'book'));
    for (const [file, text] of [
      ['v1-chapter-05.md', '# Five\n\nRain.\n'],
      ['v2-chapter-07.md', '# Seven\n\nSun.\n'],
      ['.v3-chapter-09.md', '# Swap file\n\nDraft.\n'],
    ])
      writeFileSync(path.join(dir, 'book', file as string), text as string);
    const book = await readManuscript(path.join(dir, 'book'), ENGLISH);
    expect(book.chapters.map((c) => [c.file, c.number])).toEqual([
      ['v1-chapter-05.md', 5],
      ['v2-chapter-07.md', 7],
    ]);
  });

  it('knows the words the text writes in lower case, and no capitalised one', () => {
    const words = lowerWordsOf(
      manuscriptOf({ 'chapter_01.md': '# One\n\nMara saw the mara run. Zebra zebu. Émile left.\n' }).chapters,
    );
    expect(words.has('Émile')).toBe(false);
    expect([words.has('mara'), words.has('Mara'), words.has('zebu'), words.has('Zebra'), words.has('run')]).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});
