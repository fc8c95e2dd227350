import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * What is no giving: "put it to her lips" is a verb of placing with "to" but no one to receive it, and "gave it a
 * wipe" a verb of giving with no one after "to". And a loss and a holding told on one line are one moment, not a
 * holding after the loss.
 */

const book = (...chapters: string[]): Record<string, string> =>
  Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`]));
const objects = (files: Record<string, string>, bible = '') =>
  checkObjects(manuscriptOf(files, bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const CAST = 'Mara Voss came in. She laughed. Tomas Reyes came in. He laughed.';

describe('"it" after a verb, with or without a receiver', () => {
  it('is no giving when put to one’s own lips or given a wipe', () => {
    expect(
      objects(book(`${CAST}\n\nMara held the tin whistle. She put it to her lips.`, 'Mara turned the tin whistle.')),
    ).toEqual([]);
    expect(
      objects(book(`${CAST}\n\nMara held the tin whistle. She gave it a wipe.`, 'Mara turned the tin whistle.')),
    ).toEqual([]);
  });

  it('is a giving when given to someone by name', () => {
    expect(
      objects(book(`${CAST}\n\nMara held the tin whistle. She gave it to Tomas.`, 'Mara turned the tin whistle.')),
    ).toEqual([
      'chapter_02.md:3 Mara Voss has the tin whistle here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});

describe("an object of the bible's dropped and held on one line", () => {
  it('is not held after its loss', () => {
    const bible =
      "# Bible\n\n## Characters\n### Ines Carvalho\n\n## Objects\n### Ines's silver watch\n- Lost in chapter 5.\n";
    expect(
      objects(
        book('The storm came.', 'Ines Carvalho dropped her watch on the stones. Ines held her watch to her ear.'),
        bible,
      ),
    ).toEqual([]);
  });
});
