import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A fate given as a date with no chapter ("died: 19 January 1903") is pointed
 * at a chapter by the bible's own Timeline: before the first chapter's date,
 * before the story opens (chapter 0). Bibles written for these tests.
 */

const bible = (died: string, timeline = true) =>
  [
    '## Characters',
    '### Tomas Reyes',
    '- age: 31',
    `- died: ${died}`,
    '### Nell Ash',
    '- eyes: grey',
    ...(timeline
      ? [
          '## Timeline',
          '- 14 September 1903 — chapter 1',
          '- 22 September 1903 — chapter 4',
          '- 23 September 1903 — chapter 5',
        ]
      : []),
  ].join('\n');
const diesIn = (text: string) =>
  parseBible(text, ENGLISH).characters.find((c) => c.name === 'Tomas Reyes')?.diesIn?.value;

describe('a death dated in the bible', () => {
  it('falls before the story, or in the chapter the timeline gives its date', () => {
    expect(diesIn(bible('19 January 1903, on the ice'))).toBe(0);
    expect(diesIn(bible('23 September 1903 at 23:50'))).toBe(5);
  });

  it('is no death with no timeline to place it, or when the fate says he lives', () => {
    expect(diesIn(bible('19 January 1903', false))).toBeUndefined();
    expect(diesIn(bible('reported 19 January 1903, but alive'))).toBeUndefined();
  });
});
