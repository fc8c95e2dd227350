import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page's note after the leader, and a line under it: a note that stops ("the cook" over "Grey eyes.") stands
 * apart from the line; one that runs on (ending on a comma, spaces typed after it or not) is one with it
 * (src/check/bibleTyped.ts, castPage). Pages written for these tests.
 */

const page = (dora: string) => `THE SALT ROAD

MARA VOSS ........................... the keeper
DORA BELL ........................... ${dora}
WALTER GREIG ........................ harbourmaster
LOUIS PAQUETTE ...................... night orderly
`;
const dora = (note: string) => {
  const lines = canonicalBible(page(note), ENGLISH).map((l) => l.text);
  const at = lines.indexOf('### Dora Bell');
  return lines.slice(at + 1, lines.indexOf('### Walter Greig'));
};

describe("a cast page's note over a line of the entry", () => {
  it('stands apart from the line when it does not run on', () => {
    expect(dora('the cook\n     Grey eyes.')).toEqual(['- the cook', '- Grey eyes']);
  });

  it('runs on into the line when it ends on a comma with spaces typed after it', () => {
    expect(dora('the cook,   \n     Grey eyes.')).toEqual(['- the cook', '- Grey eyes']);
  });
});
