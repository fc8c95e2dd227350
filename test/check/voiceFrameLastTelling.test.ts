import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * In a present-tense chapter, a paragraph that tells an earlier hour in the past and comes back to the present
 * ("Now the wine lies in the pit") is backstory told from the present, even when its very last sentence has a verb
 * the language's tables do not know ("The candle burns straight and tall"): the frame is the last sentence that
 * tells a tense. The same paragraph with no way back to the present is a slip.
 */

const PRESENT = [
  'It is Friday night and the press is going. Clara sits on a barrel and writes the quantities as they come.',
  'Quiroga leans on the long bar. The men lean with him, and the screw groans.',
  'Tomás stands by the vats and counts. He is tired and he says nothing.',
];

const tense = (paragraph: string) =>
  checkVoice(manuscriptOf({ 'chapter_01.md': `# One\n\n${[...PRESENT, paragraph].join('\n\n')}\n` }), ENGLISH)
    .findings.filter((f) => f.category === 'tense')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const EARLIER =
  'Amalia decided it at supper. She put down her fork and said it to nobody, and Tomás said yes, and Quiroga said yes, and it was done.';

describe('a past paragraph in a present-tense chapter', () => {
  it('is backstory when it comes back to the present before a sentence whose verb no table knows', () => {
    expect(
      tense(`${EARLIER} Now the wine lies in the pit, and the froth gathers on it. The candle burns tall.`),
    ).toEqual([]);
  });

  it('is a slip when it does not come back', () => {
    expect(tense(`${EARLIER} The candle burns tall.`)).toEqual([
      "chapter_01.md:9 this paragraph is in the past tense (3 past, 0 present verbs in narration); the chapter's narration (as at chapter_01.md:7): present tense",
    ]);
  });
});
