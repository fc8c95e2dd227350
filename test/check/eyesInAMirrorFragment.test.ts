import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Someone looks at themselves and the text lists what they see in fragments: "I look at myself in the window. Green
 * eyes, freckles." The eyes are the looker's: the narrator's for "myself", the subject's for "herself". A fragment with
 * no one looking ("Blue eyes looked at him from the door") is no one's. Texts written for these tests.
 */

const FIRST = 'I came down early. I made the tea. I fed the cat.';

describe('eyes in a fragment after someone looks at themselves', () => {
  it.each([
    'I go to the mirror by the door and look at myself. Short hair, growing out at the neck. Green eyes. The scar.',
    'I looked at my reflection in the dark window. Green eyes, freckles, a chipped tooth.',
    'I caught sight of myself in the shop glass: green eyes, a tired mouth.',
  ])('reads the narrator\'s eyes in "%s"', (text) => {
    expect(attributesOf(`${FIRST} ${text}\n\nI went out. I walked to the shop.`)).toContain('The narrator eyes green');
  });

  it.each([
    'Ada Marsh went up the stair. She caught sight of herself in the glass: grey eyes, a thin mouth.',
    'Ada Marsh went up the stair. She studied her reflection in the window. Grey eyes, a nose too long.',
    'Ada Marsh stood at the basin and examined herself. Grey eyes. A bruise on the cheek.',
  ])('reads the subject\'s eyes in "%s"', (text) => {
    expect(attributesOf(text)).toContain('Ada Marsh eyes grey');
  });

  it('gives the fragment’s eyes to no other one whose eyes the sentence has already told', () => {
    expect(
      attributesOf(
        'Ada Marsh went up the stair. Tom Hale had blue eyes, and she caught sight of herself in the glass: grey eyes, a thin mouth.',
      ),
    ).toEqual(['Tom Hale eyes blue']);
  });

  it("reads no one's eyes in a fragment with no one looking at themselves", () => {
    expect(attributesOf('Ada Marsh went up the stair. Grey eyes watched her from the landing.')).toEqual([]);
  });

  it("reports the narrator's eyes told otherwise later", () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          `${FIRST} I looked at myself in the window. Green eyes, freckles.\n\nI went out. I walked to the shop.`,
          `${FIRST} I looked at myself in the mirror. Blue eyes, and the freckles.\n\nI went out. I walked to the shop.`,
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_02.md:3']);
  });
});
