import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { dokuwikiAsMarkdown, isDokuwiki } from '../../src/check/bibleDokuwiki.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkNames } from '../../src/check/checks/names.js';
import { familyForm } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible kept as a DokuWiki page: its "===== Cast =====" headings, its "^ Name ^ Eyes ^" header row (read as no
 * header, every person took the looks of the row below it), its "  * " lists, "//italic//" and "''mono''". With it,
 * what a cast table says beside the fields (a "Looks" column, a "Fate / changes" column that tells no death, an age
 * "17 (42 in 1962)" at a frame's later year), and a family named in the plural ("the Hopes'"). Pages and texts
 * written for these tests.
 */

const PAGE = [
  '====== The Salt Road — bible ======',
  '',
  "//Wiki page ''novels:salt-road''. Kept by hand.//",
  '',
  '===== Cast =====',
  '',
  '^ Name ^ Called ^ Age ^ Looks ^ Fate / changes ^',
  '| Mara Voss | Marrie, Miss Voss | 30 (55 in 1990) | tall; **grey** eyes; black hair | marries Saturday 3 July 1965 |',
  '| Ned Hale | the pilot | 41 | big; **red** hair; blue eyes | drowned Sunday 4 July 1965 |',
  '| Ida Hale | — | — | small | — |',
  '',
  '===== Places =====',
  '',
  '  * **Grey Mill** — the mill on the weir; a red door.',
  '    * the sluice //below// it',
  '',
  '===== Timeline =====',
  '',
  '^ Ch ^ Date ^ Event ^',
  '| 01 | Saturday 3 July 1965 | the wedding |',
  '| 02 | Sunday 4 July 1965 | the [[boats:ferry|ferry]] sinks |',
].join('\n');

describe('a bible kept as a DokuWiki page', () => {
  it('is known by its "=" headings beside a "^" header row, a two-space list or its marks, not a MediaWiki page', () => {
    expect(isDokuwiki(PAGE)).toBe(true);
    expect(
      isDokuwiki("== Mara Voss ==\n{{Infobox character\n| eyes = grey\n}}\n\n== Ned Hale ==\n* '''pilot'''\n"),
    ).toBe(false);
    expect(isDokuwiki('# Bible\n\n## Characters\n\n| Name | Eyes |\n|---|---|\n| Mara | grey |\n')).toBe(false);
  });

  it('turns headings, header rows, lists and marks into Markdown, each line at its line of the page', () => {
    const { markdown, sourceLines } = dokuwikiAsMarkdown(PAGE);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# The Salt Road — bible');
    expect(lines[2]).toBe('*Wiki page `novels:salt-road`. Kept by hand.*');
    expect(lines[4]).toBe('## Cast');
    expect(lines.slice(6, 8)).toEqual([
      '| Name | Called | Age | Looks | Fate / changes |',
      '| --- | --- | --- | --- | --- |',
    ]);
    expect(lines).toContain('- **Grey Mill** — the mill on the weir; a red door.');
    expect(lines).toContain('  - the sluice *below* it');
    expect(lines.at(-1)).toBe('| 02 | Sunday 4 July 1965 | the ferry sinks |');
    // The rule under the header row stands at the header's line; every later line keeps its own.
    expect(sourceLines.slice(6, 9)).toEqual([7, 7, 8]);
    expect(sourceLines.at(-1)).toBe(21);
  });

  it('spans a ":::" cell over the row above and an empty cell over the column before', () => {
    const { markdown } = dokuwikiAsMarkdown(
      [
        '===== A =====',
        '===== B =====',
        '^ Name ^ Eyes ^ Hair ^',
        '| Mara Voss | grey ||',
        '| ::: | blue | red |',
      ].join('\n'),
    );
    expect(markdown.split('\n').slice(4)).toEqual(['| Mara Voss | grey | grey |', '| Mara Voss | blue | red |']);
  });

  it('reads a table headed down its side as a label and its value a row', () => {
    const page = [
      '===== Cast =====',
      '',
      '==== Mara Voss ====',
      '^ Eyes | grey |',
      '^ Age | 30 |',
      '^ Fate | drowned Sunday 4 July 1965 (ch. 2) |',
      '',
      '==== Ned Hale ====',
      '^ Eyes | blue |',
    ].join('\n');
    expect(dokuwikiAsMarkdown(page).markdown.split('\n').slice(3, 6)).toEqual([
      'Eyes: grey',
      'Age: 30',
      'Fate: drowned Sunday 4 July 1965 (ch. 2)',
    ]);
    const bible = parseBible(page, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value, c.diesIn?.value])).toEqual([
      ['Mara Voss', 'grey', '30', 2],
      ['Ned Hale', 'blue', undefined, undefined],
    ]);
  });

  it("gives each person their own row's looks, aliases and age, and a death only where the fate column tells one", () => {
    const bible = parseBible(PAGE, ENGLISH);
    const people = bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.hair?.value, c.diesIn?.value]);
    expect(people).toEqual([
      ['Mara Voss', 'grey', 'black', undefined],
      ['Ned Hale', 'blue', 'red', 2],
      ['Ida Hale', undefined, undefined, undefined],
    ]);
    const mara = bible.characters[0];
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Miss Voss']));
    expect([mara?.fields.age?.value, mara?.agesAt]).toEqual(['30 (55 in 1990)', [{ value: 55, line: 8 }]]);
    // "—": a cell that says nothing is no age.
    expect(bible.characters[2]?.fields.age).toBeUndefined();
    expect(bible.places.map((p) => p.name)).toEqual(['Grey Mill']);
  });
});

describe("a bible's age at a later year", () => {
  const bible = '## Characters\n\n### Mara Voss\n\n- Age: 30 (55 in 1990)\n';
  const found = (text: string) =>
    checkAttributes(manuscriptOf(chaptersOf(text), bible), ENGLISH).findings.map((f) => f.message);

  it("agrees with the text's age then, told from a frame whose year the narration does not name", () => {
    expect(found('In 1965 the ferry sank. Mara Voss was fifty-five that winter, and grey.')).toEqual([]);
  });

  it('is no other age: one neither the age nor the later one is still a slip', () => {
    expect(found('In 1965 the ferry sank. Mara Voss was forty-five that winter, and grey.')).toEqual([
      "Mara Voss's age is 45 here; bible: 30 (55 in 1990) (bible.md:5)",
    ]);
  });
});

describe('a family named in the plural, with a possessive', () => {
  it("is the family of the name, not a misspelling of one's possessive", () => {
    expect([familyForm("Hopes'", "Hope's", ENGLISH), familyForm('Hopes', "Hope's", ENGLISH)]).toEqual([true, true]);
    expect([familyForm("Hope's", 'Hope', ENGLISH), familyForm("Hopps'", "Hope's", ENGLISH)]).toEqual([false, false]);
  });

  it('raises no name slip where a place is named for one of them', () => {
    const bible = "## Characters\n\n### Walter Hope\n\n- Age: 60\n\n## Places\n\n### Hope's store\n\n- on the square\n";
    const text = "Walter Hope kept Hope's store. The Hopes' kitchen was behind it, and the Hopes ate there at six.";
    expect(checkNames(manuscriptOf(chaptersOf(text), bible), ENGLISH).findings.map((f) => f.message)).toEqual([]);
  });
});
