import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A present-tense book that goes back in the past perfect: "I had come up the hill", "I had never been on a boat"
 * (an adverb between, a participle that is no -ed or -en) opens a flashback, no tense slip; a paragraph that tells
 * the scene on in the simple past is still one.
 */

const NOW = [
  'I open the shutters at six. The bay is grey and the ships sit on it like stones. I sweep the step and I wait.',
  'Lucho comes up at nine. He stands in the door and I give him coffee. He drinks it and looks at the sea.',
];
const tense = (paragraph: string) =>
  checkVoice(manuscriptOf(chaptersOf(`${NOW[0]}\n\n${paragraph}\n\n${NOW[1]}`, NOW.join('\n\n'))), ENGLISH)
    .findings.filter((f) => f.category === 'tense')
    .map((f) => `${f.file}:${f.line}`);

describe('a past paragraph in a present-tense book', () => {
  it('opening in the past perfect with an irregular participle or an adverb between is a flashback', () => {
    for (const opening of [
      'I had come up that hill for the first time in April, with a suitcase tied with string. I was twenty-two and I knew no one.',
      'I had never been on a boat. I held the rail with both hands while the town fell away, and I did not look down.',
    ])
      expect(tense(opening), opening).toEqual([]);
  });

  it('telling the scene on in the simple past is a slip', () => {
    expect(tense('I walked down to the quay at ten. I held the rail with both hands and I did not look down.')).toEqual(
      ['chapter_01.md:5'],
    );
  });
});
