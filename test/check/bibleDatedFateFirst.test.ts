import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of parts with a dated death: first among them ("- d.: 19 January 1903, drowned…; b.: 1 May 1870"), under a
 * label of more than one word ("DEAD at sea: …", kept as part of the fate), under "d. :" (a space before the colon).
 */
const bible = (parts: string) =>
  `## Characters\n### Tomas Reyes\n- ${parts}\n## Timeline\n- 14 September 1903 — chapter 1\n`;
const fateLine = (text: string) => canonicalBible(text, ENGLISH).find((l) => l.text.includes('fate:'));
describe('a dated death as a line’s first part', () => {
  it('is the fate, its bullet kept and its date pointed at its chapter', () => {
    const text =
      '## Characters\n### Tomas Reyes\n- d.: 19 January 1903, drowned off the quay; b.: 1 May 1870\n' +
      '## Timeline\n- 14 September 1903 — chapter 1\n';
    expect(canonicalBible(text, ENGLISH).find((l) => l.text.includes('fate:'))).toEqual({
      text: '- fate: 19 January 1903 (before the story opens), drowned off the quay; b.: 1 May 1870',
      line: 3,
    });
    expect(parseBible(text, ENGLISH).characters[0]?.diesIn).toEqual({ value: 0, line: 3 });
  });

  it('keeps a label of more words as part of the fate; a space before the colon is no word', () => {
    expect(fateLine(bible('b.: 1 May 1870; DEAD at sea: 19 January 1903'))?.text).toBe(
      '- b.: 1 May 1870; fate: DEAD at sea 19 January 1903 (before the story opens)',
    );
    const spaced = bible('b.: 1 May 1870; d. : 19 January 1903');
    expect(fateLine(spaced)?.text).toBe('- b.: 1 May 1870; fate: died 19 January 1903 (before the story opens)');
    expect(parseBible(spaced, ENGLISH).characters[0]?.diesIn).toEqual({ value: 0, line: 3 });
  });
});
