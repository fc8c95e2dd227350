import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Once" marks a memory ("Once, before the war, she ran the hotel alone"); "never once", "not once", "at once" and
 * "once more" do not, so a past paragraph in a present-tense chapter that says them is still the scene slipped
 * into the past. Texts written for this test.
 */

const PRESENT = [
  'It is Sunday and the hill is crowded. Clara stands at the gate and counts the mourners as they come.',
  'Quiroga leans on the wall. The men lean with him, and the wind pulls at their coats.',
  'Tomás stands by the cypress and waits. He is tired and he says nothing.',
];

const tense = (paragraph: string) =>
  checkVoice(manuscriptOf({ 'chapter_01.md': `# One\n\n${[...PRESENT, paragraph].join('\n\n')}\n` }), ENGLISH)
    .findings.filter((f) => f.category === 'tense')
    .map((f) => `${f.file}:${f.line} ${f.message.slice(0, 35)}`);

const SLIP = 'chapter_01.md:9 this paragraph is in the past tense';

describe('a past paragraph that says "once" in a present-tense chapter', () => {
  it('is a slip when the "once" is "never once", "not once", "at once" or "once more"', () => {
    for (const words of ['never once', 'not once', 'at once', 'once more'])
      expect(
        tense(
          `Amalia stood at the graveside. She told them she ${words} turned a guest away. Then her voice broke, and Tomás heard it.`,
        ),
        words,
      ).toEqual([SLIP]);
  });

  it('is a memory when "once" tells another time', () => {
    expect(
      tense(
        'Once Amalia stood at this graveside with her husband. She told him the sea was kind. Then her voice broke, and Tomás heard it.',
      ),
    ).toEqual([]);
  });
});
