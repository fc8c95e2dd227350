import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { boxedSheetAsMarkdown, isBoxedSheet } from '../../src/check/bibleBoxed.js';
import { cellsOf, fixedWidthAsMarkdown, hasFixedWidthTable } from '../../src/check/bibleFixedWidth.js';
import { bibleFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Bibles saved as plain text: a spreadsheet's sheets in fixed-width columns, and a game master's boxed sheets of
 * dotted fields. Written for these tests.
 */

const FIXED = [
  'THE HARBOUR -- pasted from the spreadsheet',
  '',
  'SHEET 1: CAST',
  'ID  NAME                  CALLED        AGE EYES',
  '--- --------------------- ------------- --- ----------',
  'C01 Isabel Rojas          Chabela        31 dark brown',
  'C02 Margarethe Lindemann (Holtz) Greta   74 pale blue',
  '                          Doña Greta',
  'C03 Otto Lindemann        Don Otto       -- --',
  '',
  'SHEET 2: PLACES',
  'PLACE           WHERE',
  '--------------- ------------------',
  'Hotel Gaviota   Cerro Alegre',
].join('\n');

describe('a bible of fixed-width tables', () => {
  it('cuts a row at its columns, and a cell wider than its column at the next space', () => {
    expect(cellsOf('C01 Isabel Rojas          Chabela        31 dark brown', [0, 4, 26, 40, 44])).toEqual([
      'C01',
      'Isabel Rojas',
      'Chabela',
      '31',
      'dark brown',
    ]);
    expect(cellsOf('C02 Margarethe Lindemann (Holtz) Greta   74 pale blue', [0, 4, 26, 40, 44])).toEqual([
      'C02',
      'Margarethe Lindemann (Holtz)',
      'Greta',
      '74',
      'pale blue',
    ]);
    expect(cellsOf('C04 Rosa Peña', [1, 4])).toEqual(['C04', 'Rosa Peña']);
    expect(cellsOf('C03 Otto Lindemann        Don Otto       -- --', [0, 4, 26, 40, 44])).toEqual([
      'C03',
      'Otto Lindemann',
      'Don Otto',
      '',
      '',
    ]);
  });

  it('is read as Markdown tables line for line: the title above as a heading, a run-on row joined to its row', () => {
    expect(hasFixedWidthTable(FIXED)).toBe(true);
    expect(hasFixedWidthTable('Notes\n----------\nNothing here.')).toBe(false);
    expect(hasFixedWidthTable('ID  NAME\n--- ----\n\n')).toBe(true);
    expect(hasFixedWidthTable('\n--- ----\nC01 Rosa\n')).toBe(false);
    const lines = fixedWidthAsMarkdown(FIXED).split('\n');
    expect(lines).toHaveLength(FIXED.split('\n').length);
    expect(lines.slice(2, 9)).toEqual([
      '## SHEET 1: CAST',
      '| ID | NAME | CALLED | AGE | EYES |',
      '| --- | --- | --- | --- | --- |',
      '| C01 | Isabel Rojas | Chabela | 31 | dark brown |',
      '| C02 | Margarethe Lindemann (Holtz) | Greta Doña Greta | 74 | pale blue |',
      '|  |  |  |  |  |',
      '| C03 | Otto Lindemann | Don Otto |  |  |',
    ]);
    expect(lines.slice(10, 14)).toEqual([
      '## SHEET 2: PLACES',
      '| PLACE | WHERE |',
      '| --- | --- |',
      '| Hotel Gaviota | Cerro Alegre |',
    ]);
  });

  it('names a table by the line above it only when that line stands alone and is no heading or row already', () => {
    const table = 'NAME   AGE\n------ ---\nRosa   55';
    expect(fixedWidthAsMarkdown(`The cast, as of May:\n${table}`).split('\n')[0]).toBe('## The cast, as of May:');
    expect(fixedWidthAsMarkdown(`Notes on the cast\nas of May:\n${table}`).split('\n')[1]).toBe('as of May:');
    expect(fixedWidthAsMarkdown(`# Cast\n${table}`).split('\n')[0]).toBe('# Cast');
    expect(fixedWidthAsMarkdown(`${table}\n\n--- ---\nab cd`).split('\n').slice(4)).toEqual(['--- ---', 'ab cd']);
  });

  it("gives the bible its people, their fields at the row's line, and its places", () => {
    const bible = parseBible(FIXED, ENGLISH);
    expect(
      bible.characters.map((c) => `${c.name} ${c.fields.age?.value ?? '-'} ${c.fields.eyes?.value ?? '-'}`),
    ).toEqual(['Isabel Rojas 31 dark brown', 'Margarethe Lindemann 74 pale blue', 'Otto Lindemann - -']);
    expect(bible.characters[1]?.fields.eyes?.line).toBe(7);
    expect(bible.places.map((p) => p.name)).toEqual(['Hotel Gaviota']);
  });
});

const BOXED = [
  '=====================================',
  ' CAMPAIGN NOTES',
  '=====================================',
  '',
  '-------------------------------------',
  '[PC] ISABEL ROJAS -- "Chabela"',
  '-------------------------------------',
  ' Age ............. 31',
  ' Eyes ............ dark brown',
  ' Hair ............ black, a braid',
  '                   pinned in a crown',
  '',
  '-------------------------------------',
  '[NPC] LUIS ROJAS -- "Lucho"',
  '-------------------------------------',
  ' Age ............. 19',
  '',
  '-------------------------------------',
  '[NPC] TOMÁS QUIROGA',
  '-------------------------------------',
  ' Age ............. 50',
  ' Eyes ............ one eye, brown',
].join('\n');

describe('a bible of boxed titles over dotted fields', () => {
  it('is known by three boxes with fields under them, not by boxed parts over entries of another shape', () => {
    expect(isBoxedSheet(BOXED, ENGLISH)).toBe(true);
    const box = (title: string) => `${'='.repeat(30)}\n${title}\n${'='.repeat(30)}\n`;
    const entry = (name: string) => `\nA-1  ${name}\n     AGE ........ 40\n     EYES ....... grey\n\n`;
    const parts = [
      box('SECTION A -- PERSONS'),
      entry('VIDAL, Inés'),
      box('SECTION B -- PLACES'),
      entry('PORT'),
      box('SECTION C'),
    ];
    expect(isBoxedSheet(parts.join(''), ENGLISH)).toBe(false);
  });

  it('reads a box as a heading without its tag, a field as a key and value, and a value run on to the next line', () => {
    const lines = boxedSheetAsMarkdown(BOXED, ENGLISH).split('\n');
    expect(lines).toHaveLength(BOXED.split('\n').length);
    expect(lines.slice(0, 11)).toEqual([
      '',
      '## CAMPAIGN NOTES',
      '',
      '',
      '',
      '### ISABEL ROJAS ("Chabela")',
      '',
      '- Age: 31',
      '- Eyes: dark brown',
      '- Hair: black, a braid pinned in a crown',
      '',
    ]);
  });

  it('leaves a dotted line at the margin as it stands: only an indented one is a field', () => {
    expect(boxedSheetAsMarkdown(`${BOXED}\nContents ....... page 3`, ENGLISH).split('\n').at(-1)).toBe(
      'Contents ....... page 3',
    );
  });

  it('gives the bible its people with the nickname after the dash and their fields', () => {
    expect(
      parseBible(BOXED, ENGLISH).characters.map(
        (c) => `${c.name} [${[...c.names].sort().join('|')}] ${c.fields.age?.value} ${c.fields.hair?.value ?? '-'}`,
      ),
    ).toEqual([
      'Isabel Rojas [Chabela|Isabel|Isabel Rojas|Rojas] 31 black, a braid pinned in a crown',
      'Luis Rojas [Lucho|Luis|Luis Rojas|Rojas] 19 -',
      'Tomás Quiroga [Quiroga|Tomás|Tomás Quiroga] 50 -',
    ]);
  });
});

describe("a bible's names written in other ways", () => {
  const names = (bible: string) =>
    parseBible(bible, ENGLISH).characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`);

  it('reads a name in brackets between a first name and a surname as a name they go by', () => {
    expect(names('## Characters\n\n### Frank (Francis) Bishop\n\n- Age: 61\n')).toEqual([
      'Frank Bishop: Bishop|Francis|Frank|Frank Bishop',
    ]);
  });

  it('reads a nickname in quotes after a dash as theirs, and a title before the name as no name', () => {
    expect(names('## Characters\n\n### Ana Ruiz — "Nena"\n\n- Age: 30\n\n### Doña Greta\n\n- Age: 74\n')).toEqual([
      'Ana Ruiz: Ana|Ana Ruiz|Nena|Ruiz',
      'Doña Greta: Doña Greta|Greta',
    ]);
  });

  it('takes a first name the bible gives someone alone as theirs before their surname, not a slip', () => {
    const bible = '## Characters\n\n### Frank (Francis) Bishop\n\n- Age: 61\n';
    const text = chaptersOf('Frank Bishop read the will. It was signed Francis Bishop.', 'Mr. Henry Bishop came in.');
    expect(bibleFirstNameSlips(manuscriptOf(text, bible), ENGLISH).map((f) => `${f.file}:${f.line}`)).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it("takes the text's titled full name for the bible's same title and given name", () => {
    const bible = '## Characters\n\n### Doña Greta\n\n- Age: 74\n';
    const text = chaptersOf(
      'Doña Greta Lindemann owned the hotel. Her pale blue eyes missed nothing.',
      'Doña Greta sat by the window.',
    );
    const read = readFacts(manuscriptOf(text, bible), ENGLISH);
    expect(read.facts.cast.map((c) => `${c.name} ${c.source}`)).toEqual(['Doña Greta bible']);
    expect(read.facts.cast[0]?.names).toContain('Doña Greta Lindemann');
  });
});
