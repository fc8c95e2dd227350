import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

describe('a bible whose sections are level-1 headings', () => {
  it('reads "## Name" under "# Characters" as an entry, with its own place in bible.md', () => {
    const bible = parseBible(
      [
        '# Characters',
        '',
        '## Tomas Reyes',
        '',
        '- Eyes: grey',
        '',
        '## Mara Voss',
        'Age: 34',
        '',
        '# Places',
        '',
        '## The Lantern Inn',
        '- a red door',
        '',
      ].join('\n'),
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.eyes?.value, c.fields.age?.value])).toEqual([
      ['Tomas Reyes', 3, 'grey', undefined],
      ['Mara Voss', 7, undefined, '34'],
    ]);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['The Lantern Inn', 12]]);
  });

  it('still ends a section at a level-2 heading that names no one ("## About the book")', () => {
    const bible = parseBible(
      ['## Characters', '', '### Tomas Reyes', '- Age: 40', '', '## About the book', '', '- Eyes: blue', ''].join('\n'),
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Tomas Reyes', '40', undefined],
    ]);
    const level1 = parseBible(
      ['# Characters', '', '## Tomas Reyes', '- Age: 40', '', '## About the book', '- Eyes: blue'].join('\n'),
      ENGLISH,
    );
    expect(level1.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Tomas Reyes', undefined]]);
  });
});
