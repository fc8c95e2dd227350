import { describe, expect, it } from 'vitest';
import { quotedFirstPerson } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/**
 * "I said thank you" tells a scene: the "you" is the formula said aloud to someone there, not a letter's reader. A
 * third-person chapter's paragraph told by such an "I" is a slip of person, not first person quoted.
 */

const paragraphs = (text: string) =>
  chapterOf('chapter_01.md', `# One\n\n${text}\n`, 0, 1, ENGLISH).paragraphs.filter((p) => p.kind === 'prose');

describe('"thank you" said in a first-person paragraph', () => {
  it('is no letter spoken to "you"', () => {
    const ps = paragraphs(
      'The ferryman held out his hand for the rope.\n\nI was so tired that I said thank you twice, and he laughed, and I went up the slip alone.',
    );
    const [before, p] = ps;
    expect(p && quotedFirstPerson(p, ps, before, ENGLISH)).toBe(false);
  });

  it('leaves a letter that thanks its reader quoted', () => {
    const ps = paragraphs(
      'The ferryman held out his hand for the rope.\n\nI thank you for the parcel. I will send you the book on Monday.',
    );
    const [before, p] = ps;
    expect(p && quotedFirstPerson(p, ps, before, ENGLISH)).toBe(true);
  });
});
