import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The bible's word on the person of the telling holds every chapter to it, even one where two paragraphs slip
 * into "I" (which alone would make it a first-person chapter). Written for these tests.
 */

const THIRD =
  'Mara Voss walked down to the pier at six and waited. The ferry docked late, and she watched the gulls over the slip.\n\nShe counted the cars as they rolled off. Tomas Reyes waved from the ramp, and she waved back.';
const SLIPPED =
  'Mara Voss carried the bags aboard and found a seat by the window. She looked at the harbour.\n\nI walked to the rail and watched the lights. I counted the boats in the basin.\n\nTomas Reyes brought two cups of tea. She took hers and thanked him.\n\nI went below when the rain came. I slept until the engines slowed.\n\nMara Voss woke as the ferry turned into the sound. She folded her coat over her arm.';

describe('a chapter held to the bible’s person', () => {
  it('reports the chapter whose paragraphs slip into "I" in a book the bible says is told in the third person', () => {
    const files = chaptersOf(THIRD, SLIPPED);
    const lines = (bible?: string) =>
      checkVoice(manuscriptOf(files, bible), ENGLISH)
        .findings.filter((f) => f.category === 'pov')
        .map((f) => `${f.file}:${f.line} ${f.message}`);
    // Two paragraphs of five: the chapter is told another way, said once, at its first.
    expect(lines('## Style\n- Third person, past tense.\n')).toEqual([
      'chapter_02.md:5 this chapter leaves the person: this paragraph is in the first person (2 × "I" as subject outside dialogue); the bible\'s Style (bible.md:2): third person',
    ]);
  });
});
