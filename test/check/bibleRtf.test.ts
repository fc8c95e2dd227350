import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isRtf, rtfAsMarkdown } from '../../src/check/bibleRtf.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible saved as Rich Text Format, read as writer's own Markdown. Texts written for these tests. */

const DOC = [
  '{\\rtf1\\ansi\\ansicpg1252\\deff0',
  '{\\fonttbl{\\f0\\froman Times New Roman;}{\\f1\\fswiss Arial;}}',
  '{\\colortbl ;\\red0\\green0\\blue0;}',
  '{\\info{\\title Lighthouse notes}{\\author Brown Eyes}}',
  '{\\*\\generator Riched20 10.0;}',
  '\\pard\\sa120\\f1\\fs28\\b Characters\\b0\\par',
  '\\pard\\fi-360\\li360\\f0\\fs24\\b Ines Carvalho\\b0  ("Nena"; "Dona In\\\'eas" to the boatmen). Keeper\\rquote s widow. 44. Green eyes; black hair.\\par',
  '\\pard\\li720\\i Change:\\i0  hair cut short on Monday 2 March 1931 (ch. 3).\\par',
  '\\pard\\fi-360\\li360\\b Joao Pires\\b0 , boatman. 61. White beard. Drowns Saturday 14 March 1931 off the mole (ch. 6).\\par',
  '\\pard\\fi-360\\li360\\b Others:\\b0  the inspector (bald, 50); the cat (9, grey).\\par',
  '\\pard\\sa120\\f1\\fs28\\b Places\\b0\\par',
  '\\pard\\fi-360\\li360\\f0\\fs24\\b The lamp room\\b0 : brass rail; the lens faces west \\emdash  always.\\par',
  '\\pard\\sa120\\f1\\fs28\\b Timeline\\b0\\par',
  '\\trowd\\cellx2000\\cellx6000',
  '\\pard\\intbl\\f0\\fs24\\b Chapter\\b0\\cell\\b When\\b0\\cell\\b What\\b0\\cell\\row',
  '\\trowd\\cellx2000\\cellx6000',
  '\\pard\\intbl 1\\cell Mon 2 Feb 1931\\cell the storm\\cell\\row',
  '\\trowd\\cellx2000\\cellx6000',
  '\\pard\\intbl 6\\cell Sat 14 Mar 1931\\cell the boat lost\\cell\\row',
  '\\pard\\par',
  '}',
].join('\n');

const BIBLE = () =>
  parseBible(
    canonicalBible(DOC, ENGLISH)
      .map((l) => l.text)
      .join('\n'),
    ENGLISH,
  );

describe('an RTF bible', () => {
  it('is known by its opening group', () => {
    expect(isRtf(DOC)).toBe(true);
    expect(isRtf('# Characters\n\n{\\rtf1 in a note}\n')).toBe(false);
  });

  it('reads headings, names over their sentences, indented paragraphs, labels and tables, each from its line', () => {
    const { markdown, sourceLines } = rtfAsMarkdown(DOC, ENGLISH.bible.typed.abbreviation, 'aliases');
    const lines = markdown.split('\n').map((text, i) => `${sourceLines[i]} ${text}`);
    expect(lines).toContain('6 ## Characters');
    expect(lines).toContain('7 **Ines Carvalho**');
    expect(lines).toContain('7 - aliases: Nena, Dona Inês');
    expect(lines).toContain('7 - Keeper’s widow.');
    expect(lines).toContain('7 - 44.');
    expect(lines).toContain('8 - *Change:* hair cut short on Monday 2 March 1931 (ch. 3).');
    expect(lines).toContain('9 - boatman.');
    expect(lines).toContain('10 ## Others');
    expect(lines).toContain('12 - brass rail; the lens faces west — always.');
    expect(lines).toContain('15 | Chapter | When | What |');
    expect(lines).toContain('17 | 1 | Mon 2 Feb 1931 | the storm |');
    expect(markdown).not.toMatch(/Times New Roman|Riched20|Brown Eyes|Lighthouse notes/);
  });

  it('gives the checker its people, their other names, fates, places and timeline', () => {
    const bible = BIBLE();
    const ines = bible.characters.find((c) => c.name === 'Ines Carvalho');
    expect(ines?.names).toEqual(expect.arrayContaining(['Nena', 'Dona Inês']));
    expect(ines?.names).not.toContain('boatmen');
    expect(ines?.fields.eyes?.value.toLowerCase()).toBe('green');
    expect(bible.characters.find((c) => c.name === 'Joao Pires')?.diesIn?.value).toBe(6);
    // The group under "Others:" is no line of Joao's: the cat's age is not his.
    expect(bible.characters.find((c) => c.name === 'Joao Pires')?.fields.age?.value).not.toBe('9');
    expect(bible.places.map((p) => p.name)).toContain('The lamp room');
    expect(bible.timeline.map((t) => t.chapter)).toEqual([1, 6]);
  });
});
