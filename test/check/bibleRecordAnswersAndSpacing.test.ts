import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's record as a copy editor types it: an age in words with an earlier age in brackets after it
 * ("Forty-one (21 in 1869)"), prose whose sentences are parted by two spaces after an exclamation mark, and a fate
 * answered "No" with the death told after it ("Fate: No, in 1890"). Bibles written for these tests.
 */

const lines = (bible: string, lead: string) =>
  canonicalBible(bible, ENGLISH)
    .filter((l) => l.text.startsWith(lead))
    .map((l) => `${l.line} ${l.text}`);

describe('an age in words with an earlier age in brackets', () => {
  it('is the age the value opens on, not the one in brackets', () => {
    const bible = '## Mara Voss\nEyes: grey\nAge: Forty-one (21 in 1869)\n';
    expect(lines(bible, '- age')).toEqual(['3 - age: 41']);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.age])).toEqual([
      ['Mara Voss', { value: '41', line: 3 }],
    ]);
  });
});

describe('prose in a record with two spaces after an exclamation mark', () => {
  it('is parted into its sentences, the terse one read fragment by fragment', () => {
    const bible = '## Mara Voss\nEyes: grey\nLame since the war!  Forty-one, brown hair.\n';
    expect(lines(bible, '- ').filter((l) => l.startsWith('3'))).toEqual([
      '3 - Lame since the war!',
      '3 - Forty-one',
      '3 - brown hair',
    ]);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.age])).toEqual([
      ['Mara Voss', { value: '41', line: 3 }],
    ]);
  });
});

describe('a fate answered "No" with the death told after it', () => {
  it('is a death, the answer and the stops after it dropped', () => {
    const bible = '## Mara Voss\nEyes: grey\nFate: No, in 1890\n';
    expect(lines(bible, '- fate')).toEqual(['3 - fate: died in 1890']);
  });

  it('keeps a space inside the death when no stop follows the answer', () => {
    const bible = '## Mara Voss\nEyes: grey\nFate: No—in the winter of 1890\n';
    const [fate, ...more] = lines(bible, '- fate');
    expect(more).toEqual([]);
    expect(fate).toMatch(/^3 - fate: died\b/);
    expect(fate).toContain('in the winter of 1890');
  });

  it('is a death before the story opens when the timeline starts after it', () => {
    const bible = '## Mara Voss\nEyes: grey\nFate: No, in 1890\n\n## Timeline\n- 3 March 1891: chapter 1\n';
    expect(lines(bible, '- fate')).toEqual(['3 - fate: died in 1890 (before the story opens)']);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.diesIn])).toEqual([
      ['Mara Voss', { value: 0, line: 3 }],
    ]);
  });
});
