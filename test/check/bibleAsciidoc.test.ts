import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { asciidocAsMarkdown, isAsciidoc } from '../../src/check/bibleAsciidoc.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible written in AsciiDoc, and a line of other names that says who uses them. Written for these tests. */

const ADOC = [
  '= The River House: Series Bible',
  ':author: working notes',
  '',
  '== Cast',
  '',
  '[[ines]]',
  '=== Inês Valadares',
  '',
  '[horizontal]',
  'Age:: 31',
  'Eyes:: dark brown',
  'Family:: daughter of <<paulo,Paulo Valadares>>; see <<objects>>',
  '',
  '=== Others',
  '* *Zé Carriço* -- 17, the apprentice',
  '** his *mother* in Setúbal',
  '',
  '== Timeline',
  '[cols="1,1,3"]',
  '|===',
  '|Date |Chapter |Event',
  '|Mon 2 Oct 1961 | chapter_01 | read-through',
  '|===',
  'After the table.',
].join('\n');

describe('a bible in AsciiDoc', () => {
  it("is known by its titles with labelled lists or tables, not by a wiki's closed titles", () => {
    expect(isAsciidoc(ADOC)).toBe(true);
    expect(isAsciidoc('== Cast ==\n\n=== Ines ===\nEyes:: grey\nAge:: 31\n')).toBe(false);
    expect(isAsciidoc('== Cast\n\n=== Ines\n\nEyes: grey\n')).toBe(false);
    expect(isAsciidoc('== Cast\n\nEyes:: grey\nAge:: 31\n')).toBe(false);
  });

  it('is read as Markdown line for line: titles, labelled lines, references, bold, nested items and its table', () => {
    const lines = asciidocAsMarkdown(ADOC).split('\n');
    expect(lines).toHaveLength(ADOC.split('\n').length);
    expect(lines).toEqual([
      '# The River House: Series Bible',
      '',
      '',
      '## Cast',
      '',
      '',
      '### Inês Valadares',
      '',
      '',
      '- Age: 31',
      '- Eyes: dark brown',
      '- Family: daughter of Paulo Valadares; see objects',
      '',
      '### Others',
      '- **Zé Carriço** -- 17, the apprentice',
      '  - his **mother** in Setúbal',
      '',
      '## Timeline',
      '',
      '| Date | Chapter | Event |',
      '| --- | --- | --- |',
      '| Mon 2 Oct 1961 | chapter_01 | read-through |',
      '',
      'After the table.',
    ]);
  });

  it('gives the bible its people with their fields, and its timeline', () => {
    const bible = parseBible(ADOC, ENGLISH);
    expect(bible.characters[0]?.name).toBe('Inês Valadares');
    expect(bible.characters[0]?.fields.eyes).toEqual({ value: 'dark brown', line: 11 });
    expect(bible.timeline.map((t) => `${t.chapter} ${t.line}`)).toEqual(['1 22']);
  });

  it('keeps a table that is never closed, and one at the very end', () => {
    expect(asciidocAsMarkdown('|===\n|Name |Age\n|Rosa |38').split('\n')).toEqual([
      '| Name | Age |',
      '| --- | --- |',
      '| Rosa | 38 |',
    ]);
    expect(asciidocAsMarkdown('Text\n|===').split('\n')).toEqual(['Text', '|  |']);
    expect(asciidocAsMarkdown('|===\n|Name |Age\n\n|Rosa |38\n|===').split('\n')).toEqual([
      '| Name | Age |',
      '| --- | --- |',
      '|  |  |',
      '| Rosa | 38 |',
      '',
    ]);
  });
});

describe('an AsciiDoc table whose opening line ends in spaces', () => {
  it('is still read as a table, its first row the header', () => {
    expect(asciidocAsMarkdown('|===  \n|Name |Age\n|Rosa |38\n|===').split('\n')).toEqual([
      '| Name | Age |',
      '| --- | --- |',
      '| Rosa | 38 |',
      '',
    ]);
  });
});

describe('a line of the names someone goes by', () => {
  const names = (line: string) =>
    parseBible(`## Characters\n\n### Inês Valadares\n\n- ${line}\n- Age: 31\n`, ENGLISH).characters[0]?.names;

  it('gives only the quoted names when it says in words who uses them', () => {
    expect(names('Called: "Formiga" (the Ant) by the Mestre, Gaspar and the company; "Nena" by Rosa')).toEqual([
      'Inês Valadares',
      'Inês',
      'Valadares',
      'Formiga',
      'Nena',
    ]);
  });

  it('gives every name of a plain list, quoted or not', () => {
    expect(names('Called: "Formiga", Nena or Ines')).toEqual([
      'Inês Valadares',
      'Inês',
      'Valadares',
      'Formiga',
      'Nena',
      'Ines',
    ]);
    expect(names('Called: Formiga, aka "Nena"')).toEqual(['Inês Valadares', 'Inês', 'Valadares', 'Formiga', 'Nena']);
  });
});
