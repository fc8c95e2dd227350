import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A present-tense chapter that tells the days before its present in a scene
 * of its own, all in the past, set off by a break ("The boat came in on the
 * Monday… ---  That was two days ago. Now…"): a flashback a reader knows, not
 * a slip. A past paragraph inside a present scene is still one.
 */

const PRESENT = [
  'I open the shop at eight. I walk to the door and I look at the street. I turn the sign and I wait.',
  'Mrs Kell comes in for stamps. She talks about her hip, and I listen, and she pulls her purse out and pays.',
  'At noon I close the door. I sit at the counter and I watch the street. I want my dinner and I wait for the bell.',
  'The carrier stops outside at two. He carries the parcels in and I count them, and he nods and leaves.',
].join('\n\n');

const PAST_SCENE = [
  'The letter came on the Monday, while I was out at the quay. Ned brought it up from the boat and left it on the mat, and I found it when I walked in.',
  'I read it standing in the hall. Then I folded it into my apron, and I turned to the stove, and I said nothing to anyone.',
].join('\n\n');

const voice = (text: string) =>
  checkVoice(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }), ENGLISH).findings.map(
    (f) => `${f.line} ${f.category} ${f.confidence}`,
  );

describe('a past scene in a present-tense chapter', () => {
  it('is quiet when the scene opens the chapter and a break sets it off', () => {
    expect(voice(`${PAST_SCENE}\n\n---\n\n${PRESENT}`)).toEqual([]);
  });

  it('is quiet when the scene stands between two present ones', () => {
    expect(voice(`${PRESENT}\n\n* * *\n\n${PAST_SCENE}\n\n* * *\n\n${PRESENT}`)).toEqual([]);
  });

  it('still finds the same past paragraphs with no break, inside the present scene', () => {
    expect(voice(`${PRESENT}\n\n${PAST_SCENE}`)).toEqual(['11 tense 0.7', '13 tense 0.7']);
  });

  it('still finds a past paragraph inside a present scene that a break follows', () => {
    const first = PAST_SCENE.split('\n\n')[0];
    expect(voice(`${PRESENT}\n\n${first}\n\nI sweep the step again.\n\n---\n\n${PRESENT}`)).toEqual(['11 tense 0.7']);
  });

  it('is quiet when a letter it quotes is in the present: a letter is no narration of the scene', () => {
    const letter =
      '> Dear Nell, I am well here. The boat sails on Friday, and I come home with it. I think of you all day.';
    expect(voice(`${PRESENT}\n\n* * *\n\n${PAST_SCENE}\n\n${letter}\n\n* * *\n\n${PRESENT}`)).toEqual([]);
  });
});
