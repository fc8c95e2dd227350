import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Prose that opens a sentence on someone's kin and a name between commas ("Her husband, Roy Marsh, is…"): the sentence
 * is the named one's, the kin said at its end; a family's name given to a lone first name of a wife or a sister only;
 * and no entry for a kin word before words that are no name.
 */

/** The canonical lines of one entry: from its heading to the next heading. */
const entry = (written: string, name: string) => {
  const lines = canonicalBible(written, ENGLISH).map((l) => l.text);
  const at = lines.indexOf(`### ${name}`);
  if (at < 0) return undefined;
  const end = lines.findIndex((l, k) => k > at && l.startsWith('#'));
  return lines.slice(at + 1, end < 0 ? undefined : end);
};

describe('a sentence opening on kin and a name between commas', () => {
  it('is the named one’s, the kin said at its end in lower case, without a second full stop', () => {
    const written = 'Characters\n\nMara Voss keeps the light.\n\nHer husband, Roy Marsh, is a tram driver.\n';
    expect(entry(written, 'Roy Marsh')).toEqual(['- Roy Marsh, is a tram driver (her husband).']);
  });

  it('stays a line of the paragraph’s person when the words between the commas are no name', () => {
    const written = 'Characters\n\nMara Voss keeps the light. Her father, Captain of the lifeboat, drowned in 1970.\n';
    expect(entry(written, 'Mara Voss')).toEqual([
      '- Mara Voss keeps the light.',
      '- Her father, Captain of the lifeboat, drowned in 1970.',
    ]);
  });

  it('leaves a clause about the named one ("…, who died…") to that one’s entry', () => {
    const written =
      'Characters\n\nEdwin Frost is sixty.\n\nHis brother, Anselm Frost, who died in 1970, was a sailor.\n';
    expect(entry(written, 'Anselm Frost')).toEqual(['- who died in 1970, was a sailor']);
  });
});

describe('a family’s name for the one named by kin', () => {
  const written = (kin: string) => `Characters\n\nEdwin Frost is sixty and has grey eyes.\n\n${kin}\n`;

  it('is given to a wife’s lone first name, but not to a nickname of two words in her brackets', () => {
    expect(entry(written("Frost's wife, Lillian (Aunt Lil), keeps the post office."), 'Lillian Frost')).toEqual([
      '- also called: Aunt Lil',
      '- Aunt Lil',
      "- Lillian Frost (Aunt Lil), keeps the post office (Frost's wife).",
    ]);
  });

  it('is not given to a wife named by two names', () => {
    expect(entry(written("Frost's wife, Mary Ann, keeps the post office."), 'Mary Ann')).toEqual([
      "- Mary Ann, keeps the post office (Frost's wife).",
    ]);
  });

  it('is not given to a niece, who may have another', () => {
    expect(entry(written("Frost's niece, Ada, sells fish."), 'Ada')).toEqual(["- Ada, sells fish (Frost's niece)."]);
  });
});
