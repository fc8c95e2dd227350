import { describe, expect, it } from 'vitest';
import { awayButHere, checkPlaces, colouredNouns } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A place's feature named with no colour ("opened the door of the Lantern Inn") says nothing against the bible's
 * red door: only a colour said beside a noun is read. And a relative clause's pronoun a word before a name holds
 * across a double space ("the roof which one  Lenny fell off"). Texts written for these tests.
 */

const PLACES =
  '# Bible\n\n## Characters\n### Ines Carvalho\n\n## Places\n### The Lantern Inn\n- A red door and white walls.\n';

describe('a feature of a place named without a colour', () => {
  it('is no colour read', () => {
    expect([...colouredNouns('the old red door', ENGLISH)]).toEqual([['door', ['red']]]);
  });

  it('raises nothing against the bible, where a colour said does', () => {
    const found = (text: string) =>
      checkPlaces(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, PLACES), ENGLISH).findings.map(
        (f) => `${f.line} ${f.message}`,
      );
    expect(found('Ines sat in the Lantern Inn and watched the door.')).toEqual([]);
    expect(found('Ines sat in the Lantern Inn and watched the blue door.')).toEqual([
      "3 The Lantern Inn's door is blue here; bible: red (bible.md:7)",
    ]);
  });
});

describe('a relative clause with a word and a double space before the name', () => {
  it('is no presence of the one away', () => {
    const lines = (later: string) =>
      awayButHere(
        manuscriptOf({
          'chapter_01.md':
            '# One\n\nRosa Lind came home to the farm on the bus. She carried her case up the lane.\n\nLenny Marsh is in Korea.\n',
          'chapter_02.md': `# Two\n\nRosa fed the hens in the rain. She was cold.\n\n${later}\n`,
        }),
        ENGLISH,
      ).map((f) => `${f.file}:${f.line}`);
    expect(lines('Rosa looked at the roof which one  Lenny fell off in 1950, and went in.')).toEqual([]);
    expect(lines('Rosa looked at the roof, and  Lenny fell off it into the yard.')).toEqual(['chapter_02.md:5']);
  });
});
