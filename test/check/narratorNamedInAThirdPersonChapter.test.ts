import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A first-person book with no bible whose narrator the others call by name: a chapter told in the third person
 * (an interlude about her) may name her; only a first-person chapter that names her is a slip. Texts written for
 * these tests.
 */

const pov = (found: Finding[]) =>
  found.filter((f) => f.category === 'pov').map((f) => `${f.file}:${f.line} ${f.message}`);

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const THIRD =
  'The keeper climbed the tower at dusk. He trimmed the wick and he wound the clock. The fog came in over the rocks.';
const book = (four: string) =>
  manuscriptOf({
    'chapter_01.md': `# One\n\n${NOW}\n\n"Nora," Dawn says, "the boat is in."\n\n${NOW}\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"Nora knows," Dawn says. "Nora wrote it."\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Nora?" Dawn calls.\n\n${NOW}\n`,
    'chapter_04.md': `# Four\n\n${four}\n`,
  });

describe('the narrator the others call by name, named in the narration', () => {
  it('is no slip in a chapter told in the third person', () => {
    const interlude = `${THIRD}\n\n${THIRD}\n\nIn the afternoon Nora took the bundle up to the light. She found the track mended.\n\n${THIRD}\n\n${THIRD}`;
    expect(pov(checkVoice(book(interlude), ENGLISH).findings)).toEqual([]);
  });

  it('is a slip in a chapter told in the first person', () => {
    const slip = `${NOW}\n\nIn the afternoon Nora takes the bundle up to the light. She finds the track mended.\n\n${NOW}`;
    expect(pov(checkVoice(book(slip), ENGLISH).findings)).toEqual([
      expect.stringMatching(
        /^chapter_04\.md:5 the narrator, Nora \(so the others call them: chapter_0\d\.md:\d+\), is named in the third person in a first-person chapter$/,
      ),
    ]);
  });
});
