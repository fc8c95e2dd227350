import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "PLACES" alone on its line in capitals, a blank line under it, opens the places even straight after a line of
 * prose and when the blank line under it holds spaces; on the file's last line it is no part of the entry above it
 * (src/check/bibleDialects.ts, canonicalLines). Written for these tests.
 */

const places = (bible: string) => parseBible(bible, ENGLISH).places.map((p) => [p.name, p.line, p.description]);

describe('a section title in capitals', () => {
  it('opens its section straight after a line of prose', () => {
    const bible = "Mara Voss is thirty-four and has grey eyes.\nPLACES\n\n- Gull Cottage — the keeper's house.\n";
    expect(places(bible)).toEqual([['Gull Cottage', 4, "the keeper's house."]]);
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss']);
  });

  it('opens its section when the blank line under it holds spaces', () => {
    const bible = "Mara Voss is thirty-four and has grey eyes.\n\nPLACES\n   \n- Gull Cottage — the keeper's house.\n";
    expect(places(bible)).toEqual([['Gull Cottage', 5, "the keeper's house."]]);
  });

  it('is no part of the entry above it when it ends the file, with no line break after it', () => {
    const bible = '## Places\n\n- Gull Cottage\nTIMELINE';
    expect(places(bible)).toEqual([['Gull Cottage', 3, '']]);
  });
});
