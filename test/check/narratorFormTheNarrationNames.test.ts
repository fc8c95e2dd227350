import { describe, expect, it } from 'vitest';
import { narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator called by two forms of one surname ("Miss Quayle" in speech, "Hester Quayle" once in narration) is the
 * form the narration names, though the others say the other more. Texts written for these tests.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const CAST = '# Bible\n\n## Characters\n### Hester Quayle\n### Miss Quayle\n';

describe('the narrator called by two forms of a surname', () => {
  it('is the form the narration names, not the one the others say most', () => {
    const m = manuscriptOf(
      {
        'chapter_01.md': `# One\n\n${NOW}\n\n"Miss Quayle," Dawn says, "the boat is in."\n\n${NOW}\n`,
        'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Miss Quayle." Hector turns away.\n\nHester Quayle takes the bundle up to the light.\n\n${NOW}\n`,
        'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Miss Quayle?" Hector calls. "Hester Quayle has a letter."\n\n${NOW}\n`,
      },
      CAST,
    );
    const found = narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect(found?.character.name).toBe('Hester Quayle');
    expect([...(found?.forms ?? [])].map((c) => c.name).sort()).toEqual(['Hester Quayle', 'Miss Quayle']);
  });
});
