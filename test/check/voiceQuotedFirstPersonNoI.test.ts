import { describe, expect, it } from 'vitest';
import { quotedFirstPerson } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/** A paragraph with no "I" in it is no first person quoted: there is no letter's "I … you" to read. */

const paragraphs = (text: string) =>
  chapterOf('chapter_01.md', `# One\n\n${text}\n`, 0, 1, ENGLISH).paragraphs.filter((p) => p.kind === 'prose');

describe('a paragraph with no "I"', () => {
  it('is not read as quoted first person', () => {
    const ps = paragraphs('She walked down to the shore.\n\nThe tide was out and the boats lay on their sides.');
    const [before, p] = ps;
    expect(p && quotedFirstPerson(p, ps, before, ENGLISH)).toBe(false);
  });

  it('is quoted first person when every "I" speaks to "you"', () => {
    const ps = paragraphs(
      'She walked down to the shore.\n\nI waited for you all winter. The boats lay on their sides.',
    );
    const [before, p] = ps;
    expect(p && quotedFirstPerson(p, ps, before, ENGLISH)).toBe(true);
  });
});
