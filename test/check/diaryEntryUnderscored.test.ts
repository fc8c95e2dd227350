import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A diary's entries headed by their date in italics set with underscores, the date last inside them ("_Monday, the
 * 3rd of December_", "__December 4__"): the underscore that closes the italics ends the date as a star does. Written
 * for this test.
 */

const voice = (text: string) =>
  checkVoice(manuscriptOf({ 'chapter_01.md': `${text}\n` }), ENGLISH).findings.map((f) => `${f.line} ${f.category}`);

const PAST = 'Wren walked to the door. She opened it. She looked out.';
const NOW = 'Wren walks to the door. She opens it. She looks out.';

describe('diary entries headed in underscored italics', () => {
  it("hold no present paragraph to the entries' past tense", () => {
    const entries = (first: string, second: string) =>
      ['# One', `${first} ${PAST}`, PAST, PAST, `${second} ${PAST}`, PAST, NOW].join('\n\n');
    expect(voice(entries('_Monday, the 3rd of December_', '_Tuesday, the 4th of December_'))).toEqual([]);
    expect(voice(entries('__December 3__', '__December 4__'))).toEqual([]);
    expect(voice(entries('_Monday_', '_Tuesday_'))).toEqual(['13 tense']);
  });
});
