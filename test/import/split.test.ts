import { describe, expect, it } from 'vitest';
import { chapterFileName, firstDifference, planImport, wordsOf } from '../../src/import/build.js';
import { htmlToMarkdown } from '../../src/import/docx.js';
import { ImportInputError } from '../../src/import/errors.js';
import { decodeText } from '../../src/import/source.js';
import { headingKind, splitManuscript, splitProblem, titleOf } from '../../src/import/split.js';

/** The pure parts of writer import: which lines are headings, the cut, when a cut looks wrong, the words kept. */

const prose = (n: number) => 'She walked along the quay in the rain. '.repeat(n).trim();

describe('headingKind', () => {
  it.each([
    ['Chapter 1', 'chapter'],
    ['CHAPTER IV. THE STORM', 'chapter'],
    ['Chapter Twenty-One', 'chapter'],
    ['## Chapter 3: The Lamp', 'chapter'],
    ['**Chapter 7**', 'chapter'],
    ['Part One', 'part'],
    ['PART II. _The Country of the Saints._', 'part'],
    ['Prologue', 'named'],
    ['Epilogue: Ten Years On', 'named'],
    ['# The Lamp', 'markdown'],
  ])('%j is a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each([
    'Chapter 3 had ended badly, she thought, and the fourth would be worse.',
    'Part of her wanted to stay.',
    'chapters',
    '',
    `Chapter 1 ${'x'.repeat(130)}`,
  ])('%j is no heading', (line) => {
    expect(headingKind(line)).toBeUndefined();
  });
});

describe('splitManuscript', () => {
  it('cuts at chapter lines after a blank line, never inside a wrapped paragraph', () => {
    const text = `Chapter 1\n\n${prose(3)}\nChapter 2 of the ledger was missing.\n\nChapter 2\n\n${prose(3)}\n`;
    const split = splitManuscript(text);
    expect(split.chapters.map((c) => c.heading?.text)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(split.chapters[0]?.text).toContain('Chapter 2 of the ledger was missing.');
  });

  it('puts a part line over the chapter it opens, and keeps every word', () => {
    const text = `CHAPTER I.\n\n${prose(2)}\n\nPART II. The Saints.\n\nCHAPTER I. THE PLAIN\n\n${prose(2)}\n`;
    const split = splitManuscript(text);
    expect(split.chapters).toHaveLength(2);
    expect(split.chapters[1]?.text).toBe(`PART II. The Saints.\n\n# CHAPTER I. THE PLAIN\n\n${prose(2)}\n`);
    expect(split.chapters.flatMap((c) => wordsOf(c.text))).toEqual(wordsOf(text));
  });

  it('takes the shallowest repeated markdown level, a single heading above it being the title', () => {
    const text = `# The Book\n\n## The Lamp\n\n${prose(2)}\n\n### A scene\n\n${prose(1)}\n\n## The Bottle\n\n${prose(2)}\n`;
    const split = splitManuscript(text);
    expect(split.front).toEqual(['# The Book']);
    expect(split.chapters.map((c) => c.title)).toEqual(['The Lamp', 'The Bottle']);
    expect(split.chapters[0]?.text).toContain('### A scene');
  });

  it('is one chapter without headings', () => {
    expect(splitManuscript(prose(5)).chapters).toHaveLength(1);
  });
});

describe('splitProblem', () => {
  it('refuses one chapter of more than 40,000 words', () => {
    expect(splitProblem(splitManuscript(prose(5_800)))).toMatch(/one chapter of 46,400 words/);
    expect(splitProblem(splitManuscript(prose(4_900)))).toBeUndefined();
  });

  it('refuses many tiny chapters, and more than 250', () => {
    const tiny = Array.from({ length: 30 }, (_, i) => `Chapter ${i + 1}\n\n${prose(5)}\n`).join('\n');
    expect(splitProblem(splitManuscript(tiny))).toMatch(/30 chapters of 42 words each/);
    const fine = Array.from({ length: 30 }, (_, i) => `Chapter ${i + 1}\n\n${prose(25)}\n`).join('\n');
    expect(splitProblem(splitManuscript(fine))).toBeUndefined();
    const many = Array.from({ length: 251 }, (_, i) => `Chapter ${i + 1}\n\n${prose(25)}\n`).join('\n');
    expect(splitProblem(splitManuscript(many))).toMatch(/251 chapters were found: more than 250/);
  });
});

describe('the rest', () => {
  it('titles a chapter by what follows its number', () => {
    expect(titleOf('CHAPTER IV. THE STORM')).toBe('THE STORM');
    expect(titleOf('Chapter 1')).toBe('Chapter 1');
    expect(titleOf('The Lamp')).toBe('The Lamp');
  });

  it('names chapter files with enough digits', () => {
    expect(chapterFileName(0, 14)).toBe('chapter_01.md');
    expect(chapterFileName(99, 120)).toBe('chapter_100.md');
    expect(chapterFileName(4, 120)).toBe('chapter_005.md');
  });

  it('finds where two word lists part', () => {
    expect(firstDifference(['a', 'b'], [['a'], ['b']])).toBeUndefined();
    expect(firstDifference(['a', 'b'], [['a']])).toBe(1);
    expect(firstDifference(['a', 'b'], [['a', 'c']])).toBe(1);
    expect(firstDifference(['a'], [['a'], ['b']])).toBe(1);
  });

  it('reads a DOCX conversion as markdown blocks', () => {
    expect(htmlToMarkdown('<h1>Chapter 1</h1><p>She <em>ran</em> &amp; hid.</p><ul><li>one</li></ul>')).toBe(
      '# Chapter 1\n\nShe *ran* & hid.\n\n- one\n',
    );
  });

  it('keeps a reference that names no character as written, and decodes one that does', () => {
    expect(htmlToMarkdown('<p>&constructor; &#99999999; &#x110000; &#x41;&#66; &#x10FFFF; &toString;</p>')).toBe(
      '&constructor; &#99999999; &#x110000; AB \u{10FFFF} &toString;\n',
    );
  });

  it('refuses what is not UTF-8 text', () => {
    expect(() => decodeText(new Uint8Array([]), 'a.txt')).toThrow(/empty/);
    expect(() => decodeText(new Uint8Array([0x41, 0, 0x42]), 'a.txt')).toThrow(/binary/);
    expect(() => decodeText(new Uint8Array([0x43, 0xe9, 0x0a]), 'a.txt')).toThrow(/not UTF-8/);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x0d, 0x0a]), 'a.txt')).toBe('A\n');
  });
});

describe('--heading', () => {
  // The command line's refusals (exit 2, the reason, nothing made) are in test/e2e/import.test.ts; this one is here
  // because a pattern that backtracks spins its worker until the limit, 3 s of CPU at the command line's own limit.
  it('stops a pattern that backtracks for ever at its time limit, and refuses it with the reason', async () => {
    const text = `${'a'.repeat(40)}b\n\nMara ran the lamp above the harbour.\n`;
    const source = { kind: 'file' as const, given: 'r.txt', files: [{ path: 'r.txt', text }], plan: new Map() };
    const planning = planImport(source, { heading: '(a+)+$', headingTimeoutMs: 200 });
    await expect(planning).rejects.toBeInstanceOf(ImportInputError);
    await expect(planning).rejects.toThrow(
      'The --heading pattern took longer than 0.2 s on this text (it backtracks): give a simpler one, e.g. "^Chapter \\d+".',
    );
  });
});
