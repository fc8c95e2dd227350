import { describe, expect, it } from 'vitest';
import { obsidianAsMarkdown, orgAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * An org timestamp spaced with two spaces inside its brackets loses its brackets too; a vault's heading that only
 * mentions a file ("## People.md, revised") is no note's file heading, so the title under the front matter after it
 * heads that front matter (src/check/bibleFormats.ts, timestamps and obsidianAsMarkdown). Written for these tests.
 */

describe('an org timestamp with two spaces inside it', () => {
  it('is unbracketed, before the weekday and before the time', () => {
    expect(orgAsMarkdown('met <1903-09-23  Wed> and [1903-09-24 Thu  10:00]')).toBe(
      'met 1903-09-23  Wed and 1903-09-24 Thu  10:00',
    );
  });
});

describe('a vault heading with ".md" inside it', () => {
  it('is kept, and the title under the next front matter heads that front matter', () => {
    const vault = ['## People.md, revised', '---', 'eyes: grey', '---', '# Mara Voss', 'She keeps the light.'].join(
      '\n',
    );
    expect(obsidianAsMarkdown(vault).split('\n')).toEqual([
      '## People.md, revised',
      '# Mara Voss',
      '- eyes: grey',
      '',
      '',
      'She keeps the light.',
    ]);
  });

  it('is a note’s file heading when it ends on ".md", and the title under its front matter is dropped', () => {
    const vault = ['## People.md', '---', 'eyes: grey', '---', '# Mara Voss', 'She keeps the light.'].join('\n');
    expect(obsidianAsMarkdown(vault).split('\n')).toEqual([
      '## People',
      '',
      '- eyes: grey',
      '',
      '',
      'She keeps the light.',
    ]);
  });
});
