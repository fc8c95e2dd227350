import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A first-person book with no bible where more than one person fits as the narrator the others call by name: the
 * one called far the most (twice as often as any other, three times or more) is the narrator, and a name that is
 * another's whole first name cut short ("Nora" of "Eleanora") is that person called two ways. Texts written for
 * these tests.
 */

const pov = (found: Finding[]) =>
  found.filter((f) => f.category === 'pov').map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const SLIP = 'In the afternoon NAME takes the bundle up to the light. She finds the track mended.';
/** The narrator called "first" twice (ch1, ch3) and "second" twice (ch2, ch3), each named once more in speech. */
const book = (first: string, second: string, slip: string) =>
  manuscriptOf({
    'chapter_01.md': `# One\n\n${NOW}\n\n"${first}," Dawn says, "the boat is in."\n\n${NOW}\n\n"Hector," I say, "the boat is in."\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, ${second}. Tell Hector." Dawn turns away.\n\n"${first} knows," Dawn says. "${second} wrote it."\n\n${NOW}\n\n${slip}\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, ${second}?" Dawn calls. "${first}, wait."\n\n"Hector, wait," I call.\n\n${NOW}\n`,
  });

describe('the narrator among several the others call by name', () => {
  it('is the one called by a name and its whole tail, four times to two', () => {
    const found = pov(checkVoice(book('Nora', 'Eleanora', SLIP.replace('NAME', 'Nora')), ENGLISH).findings);
    expect(found).toEqual([
      expect.stringMatching(
        /^chapter_02\.md:11 [\d.]+ the narrator, Eleanora \(so the others call them: chapter_0\d\.md:\d+\), is named in the third person/,
      ),
    ]);
  });

  it('stays quiet when two are called alike, and on a short name that is no tail of the other', () => {
    // Meg and Eleanora: no tail, so two people called twice each; no narrator among them.
    expect(pov(checkVoice(book('Meg', 'Eleanora', SLIP.replace('NAME', 'Meg')), ENGLISH).findings)).toEqual([]);
    // "Ella" opens "Eleanora" but does not end it.
    expect(pov(checkVoice(book('Ella', 'Eleanora', SLIP.replace('NAME', 'Ella')), ENGLISH).findings)).toEqual([]);
  });
});
