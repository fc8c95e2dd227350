import { describe, expect, it } from 'vitest';
import { obsidianAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * A note's front matter value loses its quotes only when the quotes hold the whole value ('"Miss Voss"'); a value
 * that quotes words at its start or its end keeps them as written. Written for these tests.
 */

const lines = (front: string) => obsidianAsMarkdown(`---\n${front}\n---\n# Mara Voss\nThe keeper.\n`).split('\n');

describe('quotes in a front matter value', () => {
  it('drops the quotes around a whole value, in a list or alone', () => {
    expect(lines('aliases: [Mara, "Miss Voss"]\nmotto: \'Keep the lamp\'')).toEqual(
      expect.arrayContaining(['- aliases: Mara; Miss Voss', '- motto: Keep the lamp']),
    );
  });

  it('keeps the quotes of words quoted at the start of a value', () => {
    expect(lines('motto: "Keep the lamp," she says')).toContain('- motto: "Keep the lamp," she says');
  });

  it('keeps the quotes of words quoted at the end of a value', () => {
    expect(lines("motto: as her father said, 'keep the lamp'")).toContain(
      "- motto: as her father said, 'keep the lamp'",
    );
  });
});
