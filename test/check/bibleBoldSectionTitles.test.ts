import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bold line alone opens a section like a heading ("**Places**"), indented or with a space after it; a bold
 * section word at the end of a sentence, or followed by more words, opens none.
 */
function read(line: string, next: string[]) {
  const bible = parseBible(
    ['# Bible', '', '## Characters', '', '### Ines Valadares', 'Eyes: grey', '', line, '', ...next].join('\n'),
    ENGLISH,
  );
  return {
    sections: [...bible.sections],
    characters: bible.characters.map((c) => c.name),
    places: bible.places.map((p) => p.name),
  };
}

describe('a bold line as a section title', () => {
  it('opens the places at an indented bold line alone', () => {
    expect(read('  **Places**', ['### The Harbour', 'A quay.'])).toEqual({
      sections: ['characters', 'places'],
      characters: ['Ines Valadares'],
      places: ['The Harbour'],
    });
  });

  it('opens the places at a bold line with a space after it', () => {
    expect(read('**Places** ', ['### The Harbour', 'A quay.'])).toEqual({
      sections: ['characters', 'places'],
      characters: ['Ines Valadares'],
      places: ['The Harbour'],
    });
  });

  it('opens nothing at a sentence ending in a bold section word', () => {
    expect(read('She keeps to the **Places**', ['### Tom Fyfe', 'Eyes: blue'])).toEqual({
      sections: ['characters'],
      characters: ['Ines Valadares', 'Tom Fyfe'],
      places: [],
    });
  });

  it('opens nothing at a bold section word followed by more words', () => {
    expect(read('**Places**: where they go', ['### Tom Fyfe', 'Eyes: blue'])).toEqual({
      sections: ['characters'],
      characters: ['Ines Valadares', 'Tom Fyfe'],
      places: [],
    });
  });
});
