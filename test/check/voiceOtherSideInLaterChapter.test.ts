import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A tense slip in a later chapter is shown beside that chapter's own narration: the other side quotes the line of
 * the chapter it names, not the line of the same number in the first chapter. Texts written for these tests.
 */

const PAST = 'Wren walked to the door. She opened it. She looked out.';
const PAST2 = 'He waited by the boat. He waved. He sat down.';
const PRESENT = 'Wren walks to the door. She opens it. She looks out.';
const OTHER = 'Mara rowed across the bay. She tied the boat. She climbed up.';

describe('a tense slip in the second chapter', () => {
  it("quotes the second chapter's own past narration as the other side", () => {
    const found = checkVoice(
      manuscriptOf(chaptersOf(`${OTHER}\n\n${PAST2}`, `${PAST}\n\n${PAST2}\n\n${PRESENT}`)),
      ENGLISH,
    ).findings;
    expect(found.map((f) => [f.file, f.line, f.category, f.against])).toEqual([
      ['chapter_02.md', 7, 'tense', { file: 'chapter_02.md', line: 3, evidence: PAST }],
    ]);
  });
});
