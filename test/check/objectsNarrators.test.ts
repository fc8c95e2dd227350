import { describe, expect, it } from 'vitest';
import { firstPersonNarrator, givenAway } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * What is given away stays given, in a book of alternating narrators: Lou
 * gives the compass in a chapter told in the third person, and in a chapter
 * she tells herself ("I") she takes it from her own bag. "I" there is Lou: the
 * one the others call by name in those chapters' speech. The giving may be told
 * with "it" before the thing is named ("She turned it over before she held it
 * out to him: a small brass compass"), by someone whose gender only the
 * sentence tells ("Lou had something in her hand"), and a long sentence that
 * finds something else far from the compass does not undo it. The quiet side:
 * the receiver using it in the narrator's chapter, a book where no one is
 * called by name, and "a lamp" in passing that "it" is not.
 */

const GIVE =
  'Lou had something in her hand. She turned it over twice before she held it out to him: a small brass compass on a cord.\n\n"Take it," she said.\n\nShe put it into his hand and closed his fingers over it.';
const KEEP =
  'The compass lay on the lid of the tin that night, and Nat thought about the hill, and about the fog on the hill, and about the long road home, and he found that he was tired, and let it be.';
const MINE = (use: string) =>
  `# Three\n\n"Sorry, Lou," Nat says at the gate. I walk up the hill with him.\n\n"Lou, wait," Ada calls. I stop and wait for her.\n\n${use}\n\n"Are you cold, Lou?" she asks. I say I am not.\n`;
const book = (use: string, lines = true) => ({
  'chapter_01.md': `# One\n\n"You're late, Lou," Ada says. I take off my coat and I sit down.\n\nI walk to the shop. I buy bread.\n`,
  'chapter_02.md': `# Two\n\nNat Bryce waited by the door. He was cold.\n\n${GIVE}\n\n${lines ? KEEP : 'Nat went home.'}\n`,
  'chapter_03.md': MINE(use),
});
const found = (files: Record<string, string>) =>
  givenAway(manuscriptOf(files), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message.slice(0, 40)}`);

describe('the narrator of the first-person chapters', () => {
  it('is the one the others call by name there', () => {
    const m = manuscriptOf(book('I go in.'));
    const told = firstPersonNarrator(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect([...(told?.forms ?? [])].map((c) => c.name)).toEqual(['Lou']);
    expect([...(told?.chapters ?? [])]).toEqual(['chapter_01.md', 'chapter_03.md']);
  });

  it('is not one the first-person chapters name in their narration twice, even at the same line of two chapters', () => {
    // "Lou walks to the shop" in two chapters told by "I": Lou is someone the narrator watches, not the narrator.
    const files = book('I go in.');
    files['chapter_01.md'] = (files['chapter_01.md'] as string).replace(
      'I walk to the shop.',
      'Lou walks to the shop.',
    );
    files['chapter_03.md'] = (files['chapter_03.md'] as string).replace('I stop and wait', 'Lou stops and waits');
    const m = manuscriptOf(files);
    expect(
      m.chapters.map(
        (c) => c.paragraphs.find((p) => p.text.includes('Lou walks') || p.text.includes('Lou stops'))?.line,
      ),
    ).toEqual([5, undefined, 5]);
    expect(firstPersonNarrator(m, readFacts(m, ENGLISH).cast, ENGLISH)).toBeUndefined();
  });

  it('is no one in a book told in one person throughout', () => {
    const m = manuscriptOf({ 'chapter_01.md': book('I go in.')['chapter_01.md'] as string });
    expect(firstPersonNarrator(m, readFacts(m, ENGLISH).cast, ENGLISH)).toBeUndefined();
  });
});

describe('given in the third person, used by "I"', () => {
  it.each([
    'I take the compass out of my handbag and look at it.',
    'I took the compass from my coat pocket and set it on the wall.',
  ])('reports "%s"', (use) => {
    expect(found(book(use))).toEqual(['chapter_03.md:7 The narrator has the compass here, but g']);
  });

  it('is quiet when he uses it, and when no one calls the narrator by name', () => {
    expect(found(book('Nat takes the compass out of his pocket and shows me.'))).toEqual([]);
    const files = book('I take the compass out of my handbag and look at it.');
    files['chapter_03.md'] = '# Three\n\nI walk up the hill.\n\nI take the compass out of my handbag and look at it.\n';
    files['chapter_01.md'] = '# One\n\nI take off my coat and I sit down.\n';
    expect(found(files)).toEqual([]);
  });

  it('reads "it" as the thing named after it, not a thing in passing', () => {
    const files = book('I take the compass out of my handbag and look at it.');
    files['chapter_02.md'] = (files['chapter_02.md'] as string).replace(
      'He was cold.',
      'He was cold, and his papers lay spread under a lamp, though it was early.',
    );
    expect(found(files)).toHaveLength(1);
  });
});
