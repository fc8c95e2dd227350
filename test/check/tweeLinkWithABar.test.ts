import { describe, expect, it } from 'vitest';
import { tweeAsMarkdown } from '../../src/check/bibleTwee.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A Twee bible's link written "[[Shown text|Target]]" (bibleTwee.ts): the words shown are kept, the passage it goes
 * to left out. Files written for these tests.
 */

const markdownOf = (source: string) =>
  tweeAsMarkdown(source, ENGLISH.bible.typed.sectionTitles, (t) => (/person/.test(t) ? 'characters' : undefined), {
    fateHead: ENGLISH.bible.deathWords,
    fate: 'fate',
  }).markdown.split('\n');

describe('a Twee link with a bar', () => {
  it('is the words shown before the bar', () => {
    const lines = markdownOf(':: Mara Voss [person]\nGrey eyes. Lives at [[the old mill|Grey Mill]] by the weir.\n');
    expect(lines).toContain('Lives at the old mill by the weir.');
  });
});
