import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The book's voice is what the bible says of the telling, not of a text
 * inside the book: an outline's note that "her text message is in the
 * present tense" sets no tense for a book "told in the first person, past
 * tense", and two statements that disagree set nothing.
 */

const voiceOf = (bible: string) => {
  const s = parseBible(bible, ENGLISH).style;
  return s && { pov: s.pov, tense: s.tense };
};

describe("the bible's word on the voice", () => {
  it('comes from what it says of the telling, in its own order, not from a remark about a message or a note', () => {
    const outline = (remark: string) =>
      `The Ferry: an outline\n\nKirkwall, spring 1998. Told in the first person, past tense, by Ishbel Rae.\n\n1. The Crossing (Monday 2 March)\n   1.1 Ishbel meets the ferryman.\n   1.2 ${remark}\n`;
    expect(voiceOf(outline("Her brother's text message is in the present tense."))).toEqual({
      pov: 'first',
      tense: 'past',
    });
    expect(voiceOf(outline('The note on the door, in the present tense, says where the key is.'))).toEqual({
      pov: 'first',
      tense: 'past',
    });
    // A statement of the telling still counts, wherever it stands; a bare tense with no telling in it does not.
    expect(voiceOf('1. The Crossing\n   1.1 Narrated throughout in the present tense.\n')).toEqual({
      pov: undefined,
      tense: 'present',
    });
    expect(voiceOf('1. The Crossing\n   1.1 She answers in the present tense, as ever.\n')).toBeUndefined();
  });

  it('is none where two statements of it disagree', () => {
    expect(
      voiceOf('Told in the first person, past tense.\n\nLater: the story is told in the present tense.\n'),
    ).toEqual({
      pov: 'first',
      tense: undefined,
    });
    expect(voiceOf('## Style\n- Third person, present tense.\n')).toEqual({ pov: 'third', tense: 'present' });
    // A text inside the book is not a second statement of the telling, even in the Style section.
    expect(
      voiceOf('## Style\n- Third person, present tense.\n- Her diary entries are written in the past tense.\n'),
    ).toEqual({ pov: 'third', tense: 'present' });
    // A frame and its story, each in its person and tense ("third person past" with no word "tense"): no one voice.
    expect(
      voiceOf(
        'One, four and ten are the old woman now, first person, present tense. Two, three and five are the year itself, third person past.\n',
      ),
    ).toBeUndefined();
    expect(voiceOf('## Style\n- Third person past throughout.\n')).toEqual({ pov: 'third', tense: 'past' });
  });

  it('leaves a past-tense book quiet when the outline remarks on a present-tense message', () => {
    const chapters = {
      'chapter_01.md':
        '# One\n\nI walked down to the pier at six and waited. The ferry docked late, and I watched the gulls over the slip. I counted the cars as they rolled off.\n\nMy brother sent a text: *on the boat. cold. where r u*. I pocketed the phone and looked for him.\n\nWhen the ramp lowered I carried the bags aboard and picked a seat by the window. The engines started, and the harbour lights slipped away behind us.\n',
    };
    const bible = (tense: string) =>
      `Told in the first person, ${tense} tense, by Ishbel.\n\n1. The Crossing\n   1.1 Her brother's text is in the present tense.\n`;
    expect(checkVoice(manuscriptOf(chapters, bible('past')), ENGLISH).findings).toEqual([]);
    // Where the bible says the telling itself is in the present, the past-tense paragraphs are found.
    expect(checkVoice(manuscriptOf(chapters, bible('present')), ENGLISH).findings.length).toBeGreaterThan(0);
  });
});
