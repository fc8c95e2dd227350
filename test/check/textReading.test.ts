import { describe, expect, it } from 'vitest';
import { castOf, indexByFirst, mentions } from '../../src/check/cast.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import {
  escapeRegExp,
  evidenceOf,
  paragraphsOf,
  splitSentences,
  stripPossessive,
  words,
} from '../../src/check/text.js';
import type { Bible, Character } from '../../src/check/types.js';

const read = (text: string) =>
  paragraphsOf(text.split('\n'), ENGLISH).map(
    (p) => `${p.line} ${p.kind} s${p.scene}${p.memory ? ' memory' : ''}: ${p.text}`,
  );

describe('a chapter read as paragraphs and scenes', () => {
  it('numbers paragraphs by their first line, and starts a scene at each heading or break', () => {
    expect(read('# One\n\nMara came.\nShe sat.\n\n\n* * *\nTomas left.\n\n---\nLater.\n## Two\nEnd.')).toEqual([
      '1 heading s1: # One',
      '3 prose s1: Mara came.\nShe sat.',
      '8 prose s2: Tomas left.',
      '11 prose s3: Later.',
      '12 heading s4: ## Two',
      '13 prose s4: End.',
    ]);
  });

  it('holds a scene that opens on a memory, or under a heading that says so, as memory to its end', () => {
    expect(read('Mara remembered the war.\n\nShe ran.\n\n* * *\n\nShe woke.\n\n## A dream\n\nShe flew.')).toEqual([
      '1 prose s0 memory: Mara remembered the war.',
      '3 prose s0 memory: She ran.',
      '7 prose s1: She woke.',
      '9 heading s2 memory: ## A dream',
      '11 prose s2 memory: She flew.',
    ]);
  });

  it('reads a marked paragraph inside a scene as memory on its own, and a quotation or italics as not narration', () => {
    expect(
      read(
        'She woke.\n\nShe remembered him.\n\nShe rose.\n\n> Lines of a song.\n\n*Come home, M.*\n\n"Years ago," she said.',
      ),
    ).toEqual([
      '1 prose s0: She woke.',
      '3 prose s0 memory: She remembered him.',
      '5 prose s0: She rose.',
      '7 quote s0 memory: > Lines of a song.',
      '9 prose s0 memory: *Come home, M.*',
      '11 prose s0: "Years ago," she said.',
    ]);
  });

  it('takes a line of spaces as blank, trims a heading, and reads a ">" inside a paragraph as prose', () => {
    expect(read('Mara came.\n   \nShe sat.\n  ## Two  \nTwo > one, she said.')).toEqual([
      '1 prose s0: Mara came.',
      '3 prose s0: She sat.',
      '4 heading s1: ## Two',
      '5 prose s1: Two > one, she said.',
    ]);
  });

  it('reads indented italics and quotations as such, but not a bold line or italics that stop short', () => {
    expect(
      read(
        '  *Come home.*  \n\n  > Quoted.\n\n**Notes** on it.\n\n*Come* home.\n\nShe said *no*\n\n**Notes** and *more*',
      ),
    ).toEqual([
      '1 prose s0 memory:   *Come home.*  ',
      '3 quote s0 memory:   > Quoted.',
      '5 prose s0: **Notes** on it.',
      '7 prose s0: *Come* home.',
      '9 prose s0: She said *no*',
      '11 prose s0: **Notes** and *more*',
    ]);
  });

  it('keeps the lines of dialogue that runs over a line break, so later sentences keep their lines', () => {
    const [p] = paragraphsOf(['"Go', 'now," she said.', 'He went.'], ENGLISH);
    expect(p?.sentences.map((s) => [s.line, s.narration])).toEqual([
      [1, '   \n      she said.'],
      [3, 'He went.'],
    ]);
  });

  it('gives each sentence its own line and the narration with the dialogue blanked', () => {
    const [p] = paragraphsOf(['', 'Mara sat. He said, "Go? Now?" and left.', 'She went.'], ENGLISH);
    expect(p?.sentences.map((s) => [s.line, s.text, s.narration])).toEqual([
      [2, 'Mara sat.', 'Mara sat.'],
      [2, 'He said, "Go? Now?" and left.', 'He said,            and left.'],
      [3, 'She went.', 'She went.'],
    ]);
    expect(splitSentences('  Dr. Hale came.   Mrs. Hale went!', 7, ENGLISH).map((s) => [s.text, s.line])).toEqual([
      ['Dr. Hale came.', 7],
      ['Mrs. Hale went!', 7],
    ]);
  });

  it('takes words with their offsets, possessives off names, and short evidence', () => {
    expect(words("Mara's  day-old bread, don’t.")).toEqual([
      { word: "Mara's", index: 0 },
      { word: 'day', index: 8 },
      { word: 'old', index: 12 },
      { word: 'bread', index: 16 },
      { word: 'don’t', index: 23 },
    ]);
    expect(["Mara's", 'Mara’s', 'Moss', "D'souza"].map((w) => stripPossessive(w, ENGLISH))).toEqual([
      'Mara',
      'Mara',
      'Moss',
      "D'souza",
    ]);
    expect(new RegExp(escapeRegExp('Mr. (Jo)+[?]{1}^$|\\*')).test('Mr. (Jo)+[?]{1}^$|\\*')).toBe(true);
    expect(evidenceOf('  Mara\n  sat   down. ')).toBe('Mara sat down.');
    expect(evidenceOf('abcdefghij', 5)).toBe('abcd…');
    expect(evidenceOf('abcde', 5)).toBe('abcde');
  });
});

const character = (name: string, names: string[] = [name]): Character => ({ name, names, line: 1, fields: {} });
const bible = (...characters: Character[]): Bible =>
  ({ characters, places: [], timeline: [], objects: [], changes: [], threads: [], found: true }) as unknown as Bible;

describe("the bible's cast found in a text", () => {
  it('finds the longest name first, each once, with its offset', () => {
    const mara = character('Mara Voss', ['Mara Voss', 'Mara']);
    const cast = castOf(bible(mara, character('Tomas')));
    expect(
      mentions('Mara Voss met Tomas; Mara left. Maran stayed. Tomasz too.', cast).map((m) => [m.name, m.index]),
    ).toEqual([
      ['Mara Voss', 0],
      ['Tomas', 14],
      ['Mara', 21],
    ]);
    const same = bible(mara);
    expect(castOf(same)).toBe(castOf(same));
  });

  it('matches names that do not start with a capital through one pattern', () => {
    const cast = castOf(bible(character('de Vries', ['de Vries']), character('Ann')));
    expect(cast.byFirst).toBeUndefined();
    expect(mentions('Then de Vries met Ann and Anne.', cast).map((m) => [m.name, m.index])).toEqual([
      ['de Vries', 5],
      ['Ann', 18],
    ]);
    expect(mentions('No one.', castOf(bible()))).toEqual([]);
  });

  it('finds the longer of two names that start alike through the one pattern too, whatever their order', () => {
    for (const cast of [
      castOf(bible(character('de Vries'), character('de Vries Mol'))),
      castOf(bible(character('de Vries Mol'), character('de Vries'))),
    ])
      expect(mentions('Then de Vries Mol met de Vries.', cast).map((m) => [m.name, m.index])).toEqual([
        ['de Vries Mol', 5],
        ['de Vries', 22],
      ]);
    expect(castOf(bible(character('Ann'))).byFirst).toBeDefined();
  });

  it('indexes names by their first word, longest first', () => {
    expect([...(indexByFirst(['Mara', 'Mara Voss', 'Tomas', 'Mara V.']) ?? [])]).toEqual([
      ['Mara', ['Mara Voss', 'Mara V.', 'Mara']],
      ['Tomas', ['Tomas']],
    ]);
    expect(indexByFirst(['Mara', 'el Greco'])).toBeUndefined();
  });
});
