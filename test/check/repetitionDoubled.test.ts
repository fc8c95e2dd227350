import { describe, expect, it } from 'vitest';
import { checkRepetition, doubledSentences } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A sentence pasted twice, one straight after the other, inside one chapter. */

const plain = new Set(ENGLISH.stopWords);
const LONG = 'The ferryman tied his boat to the willow and walked up through the wet orchard.';

describe('doubledSentences', () => {
  it('gives the second of two long sentences with the same words', () => {
    expect(doubledSentences(['It rained.', LONG, LONG, 'Then dark.'], plain)).toEqual([2]);
  });

  it('reads past case and punctuation: the same words are the same sentence', () => {
    expect(doubledSentences([LONG, LONG.toUpperCase().replace('.', '!')], plain)).toEqual([1]);
  });

  it('leaves a short sentence said twice: a voice insisting', () => {
    expect(doubledSentences(['Grey rain fell on black roofs.', 'Grey rain fell on black roofs.'], plain)).toEqual([]);
  });

  it('leaves the same sentence said again further on: a refrain', () => {
    expect(doubledSentences([LONG, 'She waited by the gate.', LONG], plain)).toEqual([]);
  });

  it('leaves a sentence said three times or more in a row: a chant the author meant', () => {
    expect(doubledSentences(['It rained.', LONG, LONG, LONG, 'Then dark.'], plain)).toEqual([]);
    expect(doubledSentences([LONG, LONG, LONG, LONG, LONG, LONG, LONG, LONG], plain)).toEqual([]);
  });

  it('leaves a long sentence of stop words only', () => {
    const s = 'And it was all that there was for us, and it was not.';
    expect(doubledSentences([s, s], plain)).toEqual([]);
  });
});

describe('a doubled sentence in a chapter', () => {
  it('is reported at the second, against the first, across a paragraph break too', () => {
    const found = checkRepetition(
      manuscriptOf({ 'chapter_01.md': `# One\n\nIt rained. ${LONG}\n\n${LONG} Then it was dark.\n` }),
      ENGLISH,
    ).findings;
    expect(found).toEqual([
      expect.objectContaining({ file: 'chapter_01.md', line: 5, category: 'repetition', confidence: 0.8 }),
    ]);
    expect(found[0]?.against?.line).toBe(3);
  });
});
