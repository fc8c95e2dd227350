import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead in a later scene with no verb of doing: named among those in a room ("Winifred, in the chair by the
 * stove."), led on another's arm ("came up the lane with Winifred on his arm"), or at a place with a "with" phrase
 * or a clause of their own after it ("Winifred was at the loom, with her sleeves pinned up, and she nodded"). Each
 * is a finding at the later line; a picture, a grave, a memory or a thought of her is none. Written for these tests.
 */

const TOLD = 'Winifred Ashby kept the post office. Winifred Ashby died in the spring, in her sleep.\n';
const dead = (later: string) =>
  checkDead(
    manuscriptOf({
      'chapter_01.md': `# One\n\n${TOLD}`,
      'chapter_02.md': `# Two\n\nThe rain had stopped.\n\n${later}\n`,
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line}`);

describe('the dead there in a later scene with no verb of doing', () => {
  for (const later of [
    'We sat down to the accounts at four. Hugh at the head of the table. Winifred, in the chair by the stove, with her shawl round her shoulders.',
    'They were all in the parlour. Winifred, at the window, with the cat in her lap.',
    'The doctor came up the lane with Winifred on his arm, in no hurry at all.',
    'Old Pell walked in with Winifred at his side and hung up his coat.',
    'Winifred was at the counter, with her spectacles on her nose, sorting the parcels.',
    'Winifred was behind the counter on her high stool, and she nodded to me as I came in.',
  ])
    it(`finds "${later.slice(0, 60)}…"`, () => {
      expect(dead(later)).toEqual(['chapter_02.md:5']);
    });

  for (const later of [
    'I stood a long while by the dresser. Winifred, in the photograph on the mantel, with her hat on.',
    'We went up to the churchyard. Winifred, in the grave by the yew, with her husband beside her.',
    'I came home with Winifred on my mind the whole way.',
    'Winifred was in her thoughts, with the post to sort, all that morning.',
  ])
    it(`stays quiet on "${later.slice(0, 60)}…"`, () => {
      expect(dead(later)).toEqual([]);
    });
});

describe('the dead led on another’s arm', () => {
  it('acts, by the words that lead them, not speaks', () => {
    const found = checkDead(
      manuscriptOf({
        'chapter_01.md': `# One\n\n${TOLD}`,
        'chapter_02.md': '# Two\n\nThe rain had stopped.\n\nThe doctor was in the lane with Winifred on his arm.\n',
      }),
      ENGLISH,
    ).findings.map((f) => f.message);
    expect(found).toEqual([
      'Winifred Ashby acts ("Winifred on his arm") here, but chapter_01.md:3 tells their death ("Winifred Ashby died in the spring, in her sleep."); not marked as memory, dream or flashback',
    ]);
  });
});
