import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkVoice, narratorNamedFindings } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, findingOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible whose Style says first person beside a book told in the third person (the twenty-first blind set: an
 * address book's note "with first-person present-tense frames" read as the book's voice gave 59 findings, one per
 * paragraph naming the heroine). Written for these tests.
 */

const CHAPTER =
  'Nives Ricci walked up to the quarry at six. She carried the bread for her father and the men.\n\nNives Ricci sat on the wall above the loading floor and watched the block go down the slope on its sledge.';

describe('a voice the bible says of a part of the book', () => {
  it('is not the book’s: "with first-person present-tense frames" gives no Style', () => {
    const note =
      '## Notes\n\nThe novel runs April to November 1948 in Carrara, with first-person present-tense frames (Nives aged 68) in 1998.\n';
    expect(parseBible(note, ENGLISH).style).toBeUndefined();
    expect(
      parseBible('## Style\n\nA third-person prologue, then first person past tense.\n', ENGLISH).style,
    ).toMatchObject({
      pov: 'first',
      tense: 'past',
    });
  });
});

describe('the bible’s first-person narrator named in the third person', () => {
  const bible = '## Style\n\nFirst person, past tense, narrated by Nives Ricci.\n';

  it('is one finding, at no more than the default’s certainty, when it is so in more than half the chapters', () => {
    const findings = checkVoice(manuscriptOf(chaptersOf(CHAPTER, CHAPTER, CHAPTER, CHAPTER), bible), ENGLISH).findings;
    const pov = findings.filter((f) => f.category === 'pov');
    expect(pov).toHaveLength(1);
    expect(pov[0]?.file).toBe('chapter_01.md');
    expect(pov[0]?.message).toContain('named in the third person in 8 paragraphs of 4 chapters');
    expect(pov[0]?.confidence).toBe(0.5);
  });

  it('is a finding each where it slips in a few chapters of a first-person book', () => {
    const first =
      'I walked up to the quarry at six. I carried the bread for my father and the men.\n\nI sat on the wall above the loading floor and I watched the block go down.';
    const files = chaptersOf(first, first, CHAPTER, first, first, CHAPTER, first, first);
    const pov = checkVoice(manuscriptOf(files, bible), ENGLISH).findings.filter((f) => f.category === 'pov');
    expect(pov.map((f) => f.file)).toEqual(['chapter_03.md', 'chapter_03.md', 'chapter_06.md', 'chapter_06.md']);
  });

  it('counts chapters, not paragraphs: three chapters at least, more than half of them', () => {
    const at = (file: string) => findingOf({ file, category: 'pov', confidence: 0.75 });
    const three = [at('a'), at('b'), at('c')];
    expect(narratorNamedFindings(three, 5)).toHaveLength(1);
    expect(narratorNamedFindings(three, 6)).toHaveLength(3);
    expect(narratorNamedFindings([at('a'), at('a'), at('b'), at('b')], 2)).toHaveLength(4);
  });
});
