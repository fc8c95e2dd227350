import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * An object of the bible's lost and held again (issue 29, mutation of
 * objects.ts), at its edges: the chapter the bible names for the loss (which
 * may tell the loss after the holding), a finding before it was lost, an
 * adverb before the verb, a holder the bible does not list as a character,
 * and a finding told before the loss that does not bring it back.
 */

const OBJECTS = (loss: string, characters = '## Characters\n### Ines Carvalho\n### Duarte Lobo\n\n') =>
  `# Bible\n\n${characters}## Objects\n### Ines's silver watch\n${loss}\n`;
const book = (...texts: string[]): Record<string, string> =>
  Object.fromEntries(texts.map((t, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${t}\n`]));
const things = (files: Record<string, string>, bible: string): string[] =>
  checkObjects(manuscriptOf(files, bible), ENGLISH).findings.map((f: Finding) => `${f.file}:${f.line} ${f.message}`);

describe('a loss the bible tells by its chapter', () => {
  it('leaves the holding in the chapter of the loss alone, and reports the chapter after', () => {
    const bible = OBJECTS('- Lost in chapter 2.');
    expect(things(book('The storm came.', 'Ines wound her watch.'), bible)).toEqual([]);
    expect(things(book('The storm came.', 'The rain fell.', 'Ines wound her watch.'), bible)).toEqual([
      "chapter_03.md:3 Ines has Ines's silver watch here, but it was lost or given away (bible.md:9) and has not come back",
    ]);
  });

  it('is not undone by a finding told before the loss', () => {
    const bible = OBJECTS('- Lost in chapter 2.');
    expect(
      things(book('Duarte found the watch in the sand.', 'The rain fell.', 'Ines wound her watch.'), bible),
    ).toHaveLength(1);
  });

  it('reads a holding with an adverb before the verb', () => {
    const bible = OBJECTS('- Lost in chapter 1.');
    expect(things(book('The storm came.', 'Ines carefully wound her watch.'), bible)).toHaveLength(1);
  });

  it('reads a holder the bible does not list as a character', () => {
    const bible = OBJECTS('- Lost in chapter 1.', '');
    expect(things(book('Ines Carvalho came in.', 'Ines wound her watch.'), bible)).toEqual([
      "chapter_02.md:3 Ines has Ines's silver watch here, but it was lost or given away (bible.md:5) and has not come back",
    ]);
  });
});

describe('a loss the text tells', () => {
  it('holds from the line after it in the same chapter, not before', () => {
    const bible = OBJECTS('');
    expect(
      things(book('Ines wound her watch.\n\nInes dropped the watch into the harbour.\n\nInes wound her watch.'), bible),
    ).toEqual([
      "chapter_01.md:7 Ines has Ines's silver watch here, but it was lost or given away (chapter_01.md:5) and has not come back",
    ]);
  });

  it('knows the holder by a form of the name the text adds (the bible’s "Ines" written "Inês")', () => {
    const bible = OBJECTS('- Lost in chapter 1.');
    expect(things(book('Inês Carvalho came in. Inês sat down.', 'Inês wound her watch.'), bible)).toEqual([
      "chapter_02.md:3 Inês has Ines's silver watch here, but it was lost or given away (bible.md:9) and has not come back",
    ]);
  });
});
