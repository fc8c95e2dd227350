import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter of dated entries (a diary, a journal, a log) headed in bold or italics, weekday first as Americans write
 * it ("**Saturday, December 1, 1888.**"): an entry tells earlier days looking back, and its writer's own day in the
 * present. Written for these tests.
 */

const JOURNAL = [
  '# I. North',
  '**Saturday, December 1, 1888.** The twentieth day out. Ran the line four miles. Pruitt chained and Vail carried the rod.',
  '**Sunday, January 6, 1889.** *Written on the Sunday of things that happened on Thursday last.*',
  'We crossed the river on the morning of Wednesday the 2nd, and made our farewells to the Ogilvies. Ran three miles south by nightfall.',
  'I find I do not know how to write it down. The river is broad and white, and the timber stands along the far shore.',
  '**Sunday, January 13, 1889.** Read the service. On Monday, December 10, I wrote that Vail asked what was past the boundary. Pruitt walked behind. Vail laughed at him.',
].join('\n\n');

const timeline = (text: string) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `${text}\n` }), ENGLISH).findings.map((f) => `${f.line} ${f.message}`);

describe('a chapter of dated entries', () => {
  it('lets an entry tell days before its own, and takes a yearless December in January for the one just gone', () => {
    expect(timeline(JOURNAL)).toEqual([]);
  });

  it('still holds the entries themselves to their order', () => {
    const back = JOURNAL.replace('**Sunday, January 13, 1889.**', '**Friday, January 4, 1889.**');
    expect(timeline(back)).toEqual([
      '11 the narration is at 4 January 1889, before 6 January 1889 that chapter_01.md:5 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
  });

  it("holds no present paragraph to the entries' past tense, but a paragraph of a chapter without entries", () => {
    const voice = (text: string) =>
      checkVoice(manuscriptOf({ 'chapter_01.md': `${text}\n` }), ENGLISH).findings.map(
        (f) => `${f.line} ${f.category}`,
      );
    const PAST = 'Wren walked to the door. She opened it. She looked out.';
    const NOW = 'Wren walks to the door. She opens it. She looks out.';
    const entries = [
      '# One',
      `**Monday, December 3, 1888.** ${PAST}`,
      PAST,
      PAST,
      `**Tuesday, December 4, 1888.** ${PAST}`,
      PAST,
      NOW,
    ];
    expect(voice(entries.join('\n\n'))).toEqual([]);
    expect(voice(entries.map((p) => p.replace(/\*\*[^*]+\*\* /, '')).join('\n\n'))).toEqual(['13 tense']);
    // One dated paragraph is no diary: a chapter may open on its day.
    expect(voice(entries.map((p, i) => (i > 1 ? p.replace(/\*\*[^*]+\*\* /, '') : p)).join('\n\n'))).toEqual([
      '13 tense',
    ]);
  });
});
