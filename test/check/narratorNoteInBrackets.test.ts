import { describe, expect, it } from 'vitest';
import { narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A note copied out in brackets ("(Ask for Meg at six.)") is no narration of Meg; a line that opens on another mark
 * than a bracket, a quotation mark or an emphasis ("[Ask for Meg at six.]") is read as narration.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';

const whoTells = (line: string): string => {
  const m = manuscriptOf({
    'chapter_01.md': `# One\n\n${NOW}\n\n"Meg," Dawn says, "the boat is in."\n\n${NOW}\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Meg." Hector turns away.\n\n${NOW}\n\nMeg takes the bundle up to the light.\n\nMeg walks home.\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Meg?" Hector calls.\n\n${NOW}\n\n${line}\n`,
  });
  return narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH)?.character.name ?? 'no one';
};

describe('a note of a few words in a line of its own', () => {
  it('does not count as narration of Meg when it opens in a bracket', () => {
    expect(whoTells('(Ask for Meg at six.)')).toBe('Meg');
  });

  it('counts as narration of Meg when it opens on a square bracket', () => {
    expect(whoTells('[Ask for Meg at six.]')).toBe('no one');
  });
});
