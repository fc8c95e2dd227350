import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A thing held in the very sentence that tells it given: the taker's, whoever the pronoun after seems to name. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));
const CAST = 'Dona Celeste came in. She sat. Ines Valadares came in. She laughed.';

describe('a giving and a holding in one sentence', () => {
  it('is no slip of the giver', () => {
    const told = `${CAST}\n\nThe cane was in the stand in the hall. Dona Celeste gave it to her at the door, and Ines took it, and went down the stairs with the book under one arm and the Mestre's cane in her other hand.`;
    expect(checkObjects(book(told), ENGLISH).findings).toEqual([]);
  });

  it('while the giver holding it in a later sentence still is', () => {
    const told = `${CAST}\n\nDona Celeste gave the black cane to Ines at the door.`;
    const found = checkObjects(book(told, 'Dona Celeste turned the black cane.'), ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line}`)).toEqual([
      'chapter_02.md:3 chapter_01.md:5',
    ]);
    // The next sentence of the same paragraph is after the giving too.
    const then = `${told} Then Dona Celeste turned the black cane.`;
    expect(checkObjects(book(then), ENGLISH).findings.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_01.md:5']);
  });

  it('is told apart from a later sentence that opens on the same long words, in another chapter or paragraph', () => {
    // Findings quote a sentence's first 160 characters: these two quote alike.
    const opening =
      'It was a long grey morning in the hall of the old house above the river, with the rain on the windows and every one of the clocks ticking out of time with the others, and ';
    const gave = `${opening}Dona Celeste gave the black cane to Ines at the door.`;
    const held = `${opening}Dona Celeste turned the black cane.`;
    const where = (...chapters: string[]) =>
      checkObjects(book(...chapters), ENGLISH).findings.map(
        (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line}`,
      );
    expect(where(`${CAST}\n\n${gave}`, `Ines came in.\n\n${held}`)).toEqual(['chapter_02.md:5 chapter_01.md:5']);
    expect(where(`${CAST}\n\n${gave}\n\n${held}`)).toEqual(['chapter_01.md:7 chapter_01.md:5']);
  });
});
