import { describe, expect, it } from 'vitest';
import { narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The forms of the narrator's name are gathered by surname, the name's last word: "Mary Ann Quayle" is no form of
 * "Ann", whose name her middle name is. Texts written for these tests.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const CAST = '# Bible\n\n## Characters\n### Ann\n### Mary Ann Quayle\n';

describe('the forms of the narrator called by name', () => {
  it("leave out one whose middle name is the narrator's name", () => {
    const m = manuscriptOf(
      {
        'chapter_01.md': `# One\n\n${NOW}\n\n"Ann," Dawn says, "the boat is in."\n\n${NOW}\n`,
        'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Ann." Hector turns away. "Mary Ann Quayle wrote to me."\n\n${NOW}\n`,
        'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Ann?" Hector calls.\n\n${NOW}\n`,
      },
      CAST,
    );
    const found = narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect([found?.character.name, ...[...(found?.forms ?? [])].map((c) => c.name)]).toEqual(['Ann', 'Ann']);
  });
});
