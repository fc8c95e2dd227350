import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The surname's owner: a first name used five times in all is enough, even written in full only once. */

const chapters = (markAlone: number): Record<string, string> => ({
  'chapter_01.md': `# One\n\nMark Whitfield came in from the rain.\n\n${'Mark sat down by the fire.\n\n'.repeat(markAlone)}`,
  'chapter_02.md': '# Two\n\nThe letter was signed by Matt Whitfield.\n',
});

describe('a stray first name against its surname’s owner', () => {
  it('reports "Matt Whitfield" once when "Mark" is named five times in all, once in full', () => {
    const found = strayFirstNameSlips(manuscriptOf(chapters(4)), ENGLISH);
    expect(found.map((f) => `${f.file}:${f.line} ${f.confidence}`)).toEqual(['chapter_02.md:3 0.6']);
    expect(found[0]?.message).toBe(
      '"Matt Whitfield" here, once; chapter_01.md:3 calls them "Mark Whitfield" (5 times "Mark" in all, and no other Whitfield is named)',
    );
    expect(found[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
  });

  it('raises nothing when "Mark" is named only four times and in full once', () => {
    expect(strayFirstNameSlips(manuscriptOf(chapters(3)), ENGLISH)).toEqual([]);
  });
});
