import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A mark an index card gives in shorthand ("scar on her left cheek;"): a slip to the other side names the card's
 * line, and quotes the note as the bible's words without the stop that ended it (src/check/bibleTyped.ts,
 * cardPieces). Cards written for these tests.
 */

const cards = (note: string) =>
  `Card 1 — People\nTILLY PARR\n  30. eyes blue / hair fair.\n  ${note}\n\nCard 2 — People\nLIL FROST (Lillian, née Doyle)\n  the widow. eyes grey.\n\nCard 3 — Things\nTHE LADDER\n  Lil’s.\n`;
const found = (note: string, text: string) =>
  checkAttributes(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, cards(note)), ENGLISH).findings.map((f) => [
    `${f.file}:${f.line}`,
    f.message,
    f.against,
  ]);

describe('a mark on an index card', () => {
  it('is a slip on the other side, the card’s note quoted without its semicolon', () => {
    expect(found('scar on her left cheek;', 'Tilly Parr touched the scar on her right cheek.')).toEqual([
      [
        'chapter_01.md:3',
        "Tilly Parr's scar (cheek) is on the right here; bible: on the left (bible.md:4)",
        { file: 'bible.md', line: 4, evidence: '- scar on her left cheek' },
      ],
    ]);
  });

  it('is quoted without the full stop that ends the note', () => {
    expect(found('scar on her left cheek.', 'Tilly Parr touched the scar on her right cheek.')).toEqual([
      [
        'chapter_01.md:3',
        "Tilly Parr's scar (cheek) is on the right here; bible: on the left (bible.md:4)",
        { file: 'bible.md', line: 4, evidence: '- scar on her left cheek' },
      ],
    ]);
  });

  it('agrees with the text on the same side', () => {
    expect(found('scar on her left cheek.', 'Tilly Parr touched the scar on her left cheek.')).toEqual([]);
  });
});
