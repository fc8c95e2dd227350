import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A present paragraph in a past chapter whose every sentence that tells someone keeps a past verb beside its present
 * ones ("I open the door he left shut, and I light the stove"): no sentence of it is told in the present
 * alone, so none says it is the narrator's own day, and it is the scene told in the wrong tense
 * (src/check/checks/voice.ts, isPresentAside).
 */

const THEN = 'I walked to the quay. I waited for the ferry. I counted the gulls.';

describe('a present paragraph whose every sentence keeps a past verb', () => {
  it('is a tense slip in a past chapter', () => {
    const middle = 'I open the door he left shut, and I light the stove, and I fill the kettle.';
    const m = manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n')));
    expect(checkVoice(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`)).toEqual([
      "chapter_02.md:5 0.8 this paragraph is in the present tense (3 present, 1 past verbs in narration); the chapter's narration (as at chapter_02.md:3): past tense",
    ]);
  });
});
