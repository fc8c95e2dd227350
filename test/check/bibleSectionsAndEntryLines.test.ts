import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The sections and entries of a bible at their edges: a bold section title with a colon after it, a section given
 * twice, a numbered list past nine, a "#" inside an entry's line, a blank line of spaces in a place's description.
 * Bibles written for these tests.
 */

const read = (lines: string[]) => {
  const bible = parseBible(lines.join('\n'), ENGLISH);
  return {
    sections: [...bible.sections],
    characters: bible.characters.map((c) => c.name),
    places: bible.places.map((p) => p.name),
  };
};

describe("a bible's sections", () => {
  it('opens a section at a bold title with a colon after it', () => {
    expect(
      read([
        '# Bible',
        '',
        '## Characters',
        '',
        '### Ines Valadares',
        'Eyes: grey',
        '',
        '**Places**:',
        '',
        '### The Harbour',
      ]),
    ).toEqual({ sections: ['characters', 'places'], characters: ['Ines Valadares'], places: ['The Harbour'] });
  });

  it('keeps the entries of a section given twice, the first as well as the second', () => {
    expect(
      read([
        '## Characters',
        '',
        '- Mara Voss — grey eyes',
        '',
        '## Places',
        '',
        '- The Lantern Inn — red door',
        '',
        '## Characters',
        '',
        '- Tom Hale — blue eyes',
      ]),
    ).toEqual({
      sections: ['characters', 'places'],
      characters: ['Mara Voss', 'Tom Hale'],
      places: ['The Lantern Inn'],
    });
  });
});

describe("a section's entries", () => {
  it('reads each entry of a numbered list past nine', () => {
    const list = ['Mara Voss', 'Tom Hale', 'Ada Price', 'Ned Carr', 'Ivo Bell', 'Lou Hart', 'Kit Shaw', 'Sam Pike'];
    const more = ['Eli Moss', 'Bea Lund', 'Cy Todd'];
    const lines = [...list, ...more].map((name, i) => `${i + 1}. ${name}`);
    expect(read(['## Characters', '', ...lines]).characters).toEqual([...list, ...more]);
  });

  it('reads the lines after one with a "#" inside it as the same entry', () => {
    const bible = parseBible('## Characters\n\n### Mara Voss\n- Home: Flat # 2, Harbour Row\n- Eyes: grey\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.home?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 'Flat # 2, Harbour Row', 'grey'],
    ]);
  });

  it("gives a place's description its words once spaced, past a line of spaces", () => {
    const bible = parseBible('## Places\n\n### The Lantern Inn\nred door\n   \non the quay\n', ENGLISH);
    expect(bible.places.map((p) => p.description.trim())).toEqual(['red door on the quay']);
  });
});
