import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible with no style section that says its voice in two places: the first it says, by its line in the file,
 * gives the voice's line and narrator, though the reader puts the opening prose after the entries
 * (src/check/bible.ts, style).
 */

describe('the voice said twice, first in the opening prose', () => {
  it('is the opening line’s: its line and its narrator', () => {
    const bible = [
      'The novel is told in the first person by Imogen Vass, in the past tense.',
      '',
      '## Characters',
      '',
      '### Imogen Vass',
      '- seventeen; red hair, grey eyes.',
      '- She tells the story in the first person, through Immy.',
      '',
    ].join('\n');
    expect(parseBible(bible, ENGLISH).style).toEqual({ line: 1, pov: 'first', narrator: 'Imogen', tense: 'past' });
  });
});
