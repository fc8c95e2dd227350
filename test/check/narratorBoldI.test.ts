import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator of the bible's Style named in a paragraph that also says "I" in bold underscores ("it is __I__ who
 * finds it"): a paragraph of the narrator's own telling, so no slip of the person.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const pov = (paragraph: string) =>
  checkVoice(
    manuscriptOf(
      { 'chapter_01.md': `# One\n\n${NOW}\n\n${paragraph}\n\n${NOW}\n` },
      '## Style\n- First person, present tense, told by Meg.\n',
    ),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the narrator named in a paragraph with an "I" in bold', () => {
  it('is no slip of the person', () => {
    expect(
      pov('In the afternoon Meg takes the bundle up to the light, and it is __I__ who finds the track mended.'),
    ).toEqual([]);
  });

  it('is a slip without the "I"', () => {
    expect(pov('In the afternoon Meg takes the bundle up to the light, and she finds the track mended.')).toEqual([
      "chapter_01.md:5 the narrator, Meg, is named in the third person in narration; the bible's Style: first person (bible.md:2)",
    ]);
  });
});
