import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A letter, a note or a notebook read over inside a third-person chapter, set without quotation marks: its "I" is
 * its writer's, not a slip of the narrator's. A copy editor knows it by the colon that opens it, by its "I"
 * speaking to "you", by the paragraph before that introduces it with a colon, or by its indent. A paragraph that
 * tells the scene on in the first person with none of these is still the slip. Short texts written for these tests.
 */

const OPEN =
  'Nora came down to the kitchen at six and lit the stove. She filled the kettle and set it on the ring.\n\n' +
  'Her brother came in at seven with the milk. He put it on the table and went out again.\n\n';
const CLOSE = '\n\nShe put the kettle back on the ring. She sat down at the table and waited for the water.\n';

const brief = (found: Finding[]) => found.map((f) => [f.file, f.line, f.confidence, f.message]);
/** The findings of a two-chapter book whose first chapter holds `middle` between third-person paragraphs. */
const voice = (middle: string, indent = '') =>
  brief(
    checkVoice(
      manuscriptOf({
        'chapter_01.md': `# One\n\n${`${OPEN}${middle}${CLOSE}`.replace(/^(?=[A-Z])/gm, indent)}`,
        'chapter_02.md': `# Two\n\n${OPEN}${CLOSE}`,
      }),
      ENGLISH,
    ).findings,
  );

describe('a first-person paragraph inside a third-person chapter', () => {
  it('is the slip when it tells the scene on in the first person', () => {
    expect(
      voice('I walked down to the harbour in the rain. I bought bread at the corner and I climbed back up the hill.'),
    ).toEqual([
      [
        'chapter_01.md',
        7,
        0.8,
        'this paragraph is in the first person (3 × "I" as subject outside dialogue); the chapter\'s narration (as at chapter_01.md:3): third person',
      ],
    ]);
  });

  it('is a quotation when a colon opens it with a capital, in the sentence of its first "I"', () => {
    expect(
      voice('She turned the card over. On the back, in her mother’s hand: I kept the ring. I sold the rest in May.'),
    ).toEqual([]);
    // A colon before a small letter goes on with the narrator's sentence; a list after it holds no "I".
    expect(
      voice('Nora looked out: the yard was grey with rain. I walked down to the harbour and I bought bread.'),
    ).toHaveLength(1);
    expect(
      voice('She had two things left: Her coat and a key. I walked down to the harbour and I bought bread.'),
    ).toHaveLength(1);
    expect(voice('I looked out: The yard was grey. I walked down to the harbour and I bought bread.')).toHaveLength(1);
  });

  it('is a quotation when each sentence with "I" speaks to "you", as a letter does', () => {
    expect(
      voice(
        'The note was under the clock, two lines in pencil. I left you the car keys on the hook. I never blamed your father.',
      ),
    ).toEqual([]);
    // The general "you" of narration, later in the sentence, speaks to no one.
    expect(
      voice(
        'I walked down to the harbour, the way you do when you cannot sleep. I bought bread and I climbed back up the hill.',
      ),
    ).toHaveLength(1);
  });

  it('is a quotation when the paragraph before introduces it with a colon, or when it is indented as a block', () => {
    const entry = 'I walked down to the harbour in the rain. I bought bread at the corner and I climbed back up.';
    expect(voice(`The last page of the diary said only:\n\n${entry}`)).toEqual([]);
    expect(voice(`She found the last page of the diary.\n\n    ${entry}`)).toEqual([]);
    // A book that indents every paragraph sets none of them off.
    expect(voice(entry, '\t')).toHaveLength(1);
  });
});
