import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A book told by "I" in the present, with a chapter told in the past: the teller's present frame around a past told
 * inside it ("I do not remember much of the morning. I know that I ran…") is no slip in the past chapter; a lone
 * remark on what the teller did before the scene ("I looked it up, though I knew it") is none in a present chapter;
 * a present paragraph that tells the scene on in the past is a slip even when a present verb closes it in a clause.
 * Texts written for these tests.
 */
const PRESENT = [
  'I open the gate at six and Tom brings the cart down. He waits by the wall while I count the sacks.',
  'Tom lifts the first sack onto the cart. I hold the horse and he loads the rest, one by one.',
  'The rain starts at noon. Tom pulls the sheet over the load and I walk back to the house.',
  'My aunt is at the stove. She puts the soup on the table and we eat without talking.',
  'After supper Tom mends the harness by the fire. I read the letter from the mill again.',
];
const PAST = [
  'I ran down to the river at dawn. The water was high and the boat was gone from the post.',
  'Tom came with a rope and a lantern. He walked the bank with me as far as the bridge.',
  'We found the boat at noon in the reeds. Tom pulled it in and I held the lantern for him.',
  'My aunt made soup for everyone. She stood at the door and watched the road until dark.',
];
const tense = (present: string[], past: string[]) =>
  checkVoice(
    manuscriptOf({
      'chapter_01.md': `# One\n\n${present.join('\n\n')}\n`,
      'chapter_02.md': `# Two\n\n${past.join('\n\n')}\n`,
      'chapter_03.md': `# Three\n\n${PRESENT.join('\n\n')}\n`,
    }),
    ENGLISH,
  ).findings.filter((f) => f.category === 'tense');

describe('the teller remembering now, in a past chapter', () => {
  it('reads "I do not remember … I know that I ran" as the frame, no slip', () => {
    const frame =
      'I do not remember much of that morning. I know that I ran to the bridge for help, and that Tom came with a rope. I know that my aunt made soup for them all. I think it was Tom who made me sit down.';
    expect(tense(PRESENT, [...PAST.slice(0, 2), frame, ...PAST.slice(2)])).toEqual([]);
  });
  it('still reads the scene told in the present as a slip', () => {
    const slip = 'Tom comes back at noon. He pulls the boat in and I hold the lantern for him while he ties it up.';
    expect(tense(PRESENT, [...PAST.slice(0, 2), slip, ...PAST.slice(2)]).map((f) => f.file)).toEqual(['chapter_02.md']);
  });
});

describe('a past paragraph in a present chapter', () => {
  it("reads one sentence of the teller's own doing before the scene as a remark", () => {
    const remark = 'Closed. I looked it up in the dictionary, though I knew what it meant.';
    expect(tense([...PRESENT.slice(0, 3), remark, ...PRESENT.slice(3)], PAST)).toEqual([]);
  });
  it('reads the scene told on in the past as a slip, though a clause at its end is in the present', () => {
    const slip =
      'Tom stayed all afternoon. He split the wood and mended the gate, and my aunt played cards with him. He walked home by lantern light. I watched the lantern go down the lane until the bend takes it.';
    expect(tense([...PRESENT.slice(0, 3), slip, ...PRESENT.slice(3)], PAST).map((f) => f.file)).toEqual([
      'chapter_01.md',
    ]);
  });
});
