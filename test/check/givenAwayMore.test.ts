import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * What is given away stays given, in more of the words writers use: a thing
 * taken down and then taken by another ("took down the clasp-knife … Kit took
 * the knife"), taken from someone ("he took the ledgers from her"), used as
 * the instrument of an act ("unlocked the loft with Dad's key"). Written for
 * these tests; the quiet ones are the giving's own telling, a thing taken
 * back, another clause's subject, another thing of the same noun.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}`);
const two = (first: string, second: string) =>
  manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` });

// Hope, Kit, Nell and Mr Crouch are named and acting, so the text tells who "she" and "he" are.
const PEOPLE = 'Hope Marsh came in. She laughed. Kit Bell ran up. He laughed. Nell Alder sat. She sighed.';

describe('a thing given away, then used by the one who gave it', () => {
  const reported: Array<[string, string, string]> = [
    [
      'taken down and held out, taken by another, then taken from her own pocket',
      `${PEOPLE}\n\nHope Marsh went to the mantel and took down the clasp-knife, and held it out to him. Kit Bell took the knife in both hands.`,
      "Hope Marsh took her grandfather's horn-handled knife out of her apron pocket and cut the twine.",
    ],
    [
      'given, then the instrument of an act',
      'I came in. I laughed. Danny Hale ran up. He laughed.\n\nOn Easter Monday I gave Danny Hale the key.',
      "I went up and unlocked the loft with Dad's key and we all stood round her.",
    ],
    [
      'given, then the instrument of an act in a clause after "and"',
      'I came in. I laughed. Danny Hale ran up. He laughed.\n\nOn Easter Monday I gave Danny Hale the key.',
      "It was late, and I unlocked the loft with Dad's key.",
    ],
    [
      'taken from her by another, then taken down from a shelf in a later chapter',
      `${PEOPLE} Mr Crouch read. He smiled.\n\nAfterwards Mr Crouch took the ledgers from her and gave her a receipt for them.`,
      'Nell Alder took the ledger down from the shelf and wrote the last tolls in it.',
    ],
    [
      'given, then cut with',
      `${PEOPLE}\n\nHope Marsh gave the knife to Kit Bell.`,
      'Hope Marsh cut the twine using the knife.',
    ],
  ];
  for (const [name, first, second] of reported)
    it(`reports ${name}, with the giving on the other side`, () => {
      const found = checkObjects(two(first, second), ENGLISH).findings;
      expect(at(found)).toEqual(['chapter_02.md:3']);
      expect(found[0]?.against?.file).toBe('chapter_01.md');
    });

  it('stays quiet on the giving’s own telling, a thing taken back, another clause’s subject, another thing', () => {
    const quiet: Array<[string, string]> = [
      // The giving told in one sentence, then in detail in the same chapter: no use after it.
      [
        'I came in. I laughed. Danny Hale ran up. He laughed.\n\nI gave Danny Hale the key. I took it off my own keyring and held it out to him. He took it.',
        'Danny Hale unlocked the loft with the key.',
      ],
      // Taken back from the one given it, or with "back".
      [
        `${PEOPLE} Mr Crouch read. He smiled.\n\nAfterwards Mr Crouch took the ledgers from her.`,
        'Nell Alder took the ledgers from Mr Crouch and wrote in them.',
      ],
      [`${PEOPLE}\n\nHope Marsh gave the knife to Kit Bell.`, 'Hope Marsh took the knife back and put it away.'],
      // "with" in another clause, whose subject is someone else.
      [
        'Amos Penn came in. He laughed. I sat.\n\nAmos Penn gives me the logbook.',
        'Amos Penn goes down into the boat, and I stand on the landing with the logbook under my arm.',
      ],
      // A plural after a singular giving, and another knife by its first part.
      [`${PEOPLE}\n\nHope Marsh gave the key to Kit Bell.`, 'Hope Marsh stood on the steps with her keys.'],
      [`${PEOPLE}\n\nHope Marsh gave the clasp-knife to Kit Bell.`, 'Hope Marsh cut the bread with the bread-knife.'],
    ];
    for (const [first, second] of quiet)
      expect(checkObjects(two(first, second), ENGLISH).findings, `${first} / ${second}`).toEqual([]);
  });
});
