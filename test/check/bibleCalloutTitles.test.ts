import { describe, expect, it } from 'vitest';
import { obsidianAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * An Obsidian callout's title ("> [!note] Keeper") is read as a sentence: one full stop, in place of a stop or
 * colon it has and of the spaces an editor leaves at a line's end.
 */

describe('a callout’s title', () => {
  it('ends on one full stop, spaces after it or none dropped', () => {
    const notes = '> [!note] Keeper   \n> [!info] The lamp:  \n> [!tip] Grey eyes.\n';
    expect(obsidianAsMarkdown(notes).split('\n')).toEqual(['Keeper.', 'The lamp.', 'Grey eyes.', '']);
  });
});
