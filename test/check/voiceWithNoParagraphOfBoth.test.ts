import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter told in the third person and the past whose paragraphs each settle only one of the two (two verbs of
 * "she" and "he"; three past verbs of rain and tide with no one in them): a paragraph in the first person is still
 * held to the third, but there is no paragraph to show as the chapter's narration, and none is shown. Texts written
 * for these tests.
 */

const chapter = (...paragraphs: string[]) => `# One\n\n${paragraphs.join('\n\n')}\n`;

describe('a first-person paragraph in a chapter with no paragraph of both its person and its tense', () => {
  it('is held to the third person, against the chapter with no passage shown', () => {
    const text = chapter(
      'Wren walked to the door. She waited.',
      'He stood by the boat. He waved.',
      'The rain fell. The wind rose. The boats rocked.',
      'The tide turned. The gulls came. The light went.',
      'I walked up the stairs. I counted every step. I stopped.',
    );
    expect(checkVoice(manuscriptOf({ 'chapter_01.md': text }), ENGLISH).findings).toEqual([
      {
        file: 'chapter_01.md',
        line: 11,
        category: 'pov',
        message:
          'this paragraph is in the first person (3 × "I" as subject outside dialogue); the chapter\'s narration: third person',
        evidence: 'I walked up the stairs.',
        confidence: 0.8,
        against: { file: 'chapter_01.md', line: 1, evidence: '' },
      },
    ]);
  });
});
