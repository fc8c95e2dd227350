import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "It" for a thing named aloud ("'Can I borrow the knife?' … Ada gave it to him"), a thing given back with no one
 * named ("and gives it back"), and a verb in a list after a comma ("went back to the kitchen, took the knife down from its hook").
 * Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ada Quill came in. She sat down. Ben Orr came in. He sat down.';

describe('"it" after a thing named aloud', () => {
  for (const [label, asked] of [
    ['asked for', '"Can I borrow the knife?" Ben said.'],
    ['named', '"Is that the knife your father had?" said Ben.'],
    ['offered', '"Take the knife," Ada said.'],
  ] as const)
    it(`is that thing (${label})`, () => {
      expect(found(`${cast}\n\n${asked}\n\nAda gave it to him.`, 'Ada wiped the knife on her apron.')).toEqual([
        'chapter_02.md:3 Ada Quill has the knife here, but gave it away at chapter_01.md:7, and nothing between gives it back',
      ]);
    });
});

describe('a thing given back with no one named', () => {
  it('is back with the one who gave it', () => {
    const lent = `${cast}\n\n"Is that the knife?" Ben said.\n\nAda gave it to him. He weighed it in his hand and gave it back.`;
    expect(found(lent, 'Ada wiped the knife on her apron.')).toEqual([]);
  });
});

describe('a verb in a list of the subject’s acts', () => {
  it('after a comma is the subject’s: the giver taking the thing down from its hook has it', () => {
    const later = 'Ada went back to the kitchen, took the knife down from its hook, and cut the bread.';
    expect(found(`${cast} Ada gave the knife to Ben.`, later)).toEqual([
      'chapter_02.md:3 Ada Quill has the knife here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
