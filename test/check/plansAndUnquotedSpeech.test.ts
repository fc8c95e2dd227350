import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Two things a narration says that are not its own present: a day planned with the be-to future ("He is to go on
 * the first of March"), and a speaker's "I" set without quotation marks after a verb of speech ("shouting, Mother,
 * look what I have got").
 */

const timeline = (text: string) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }), ENGLISH).findings.map(
    (f) => `${f.line} ${f.message}`,
  );

describe('a day the narration plans', () => {
  const later = (plan: string) =>
    timeline(
      [
        'On Monday 1 February 1932 the ice came in. Ferris walked to the harbour office.',
        `${plan} Ferris looked at the glass on its hook.`,
        'On Friday 5 February 1932 the harbour froze over. Ferris stayed in.',
      ].join('\n\n'),
    );

  it('is no day reached: "is to go on the first of March" lets 5 February follow', () => {
    expect(later('He is to go on the first of March.')).toEqual([]);
    expect(later('They were not to sail on the first of March.')).toEqual([]);
    expect(later('She was to leave on the first of March.')).toEqual([]);
  });

  it('while a day the narration tells is: "He went on the first of March" before 5 February goes back', () => {
    expect(later('He went on the first of March.')).toEqual([
      '7 the narration is at 5 February 1932, before 1 March 1932 that chapter_01.md:5 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
    // "was to" before a word that names a place or a person is no plan: "It was to the harbour he went on…".
    expect(later('It was to the harbour he went on the first of March.')).toHaveLength(1);
  });
});

describe('a speaker’s "I" without quotation marks', () => {
  const pov = (sentence: string) =>
    checkVoice(
      manuscriptOf({
        'chapter_01.md': [
          '# One',
          'Geertje walked to the sink. She stood there a long time. She looked out at the water.',
          'Klaas sat by the stove. He lit his pipe. He said nothing.',
          `Geertje thought of the summer. ${sentence} She turned back to the room.`,
        ].join('\n\n'),
      }),
      ENGLISH,
    ).findings.map((f) => `${f.category} ${f.line}`);

  it('after a verb of speech and its comma is no slip of the narration into the first person', () => {
    expect(pov('The boy came running along the quay shouting, Mother, look what I have got, and fell.')).toEqual([]);
    expect(pov('He said to her, if you go I stay here.')).toEqual([]);
    expect(pov('She told him, I saw the boat go down.')).toEqual([]);
  });

  it('keeps its person and tense out of the paragraph’s votes: "said to her, she walks home" tells no present', () => {
    const found = checkVoice(
      manuscriptOf({
        'chapter_01.md': [
          '# One',
          'She walked to the sink. She stood there a long time. She looked out at the water.',
          'He sat by the stove. He lit his pipe. He said nothing.',
          'She dried her hands. She sat down. She waited.',
          'He said to her, she walks home, he runs to the boat, they sit down.',
        ].join('\n\n'),
      }),
      ENGLISH,
    ).findings;
    expect(found).toEqual([]);
  });

  it('is a slip when no verb of speech sets it off, or a full stop ends the speech before it', () => {
    expect(pov('The boy came running along the quay, and I watched him fall.')).toEqual(['pov 7']);
    expect(pov('He said nothing to her. I watched him go.')).toEqual(['pov 7']);
    // "…," she tells him, and then…: the narration goes on after a tag, and its "I" is the narrator's.
    expect(pov('"Go home," he told her, and then I watched him go.')).toEqual(['pov 7']);
  });
});
