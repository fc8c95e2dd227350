import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Who "I" is in a book of alternating narrators, at the edges of the counts
 * (issue 29, mutation of objects.ts): called by name three times is enough,
 * another called half as often leaves the narrator theirs, and the narration
 * naming them in one paragraph is allowed. Lou gives the compass in a chapter
 * told in the third person; "I" taking it from my own bag later is the finding.
 */

const GIVE = 'Lou Dane had the brass compass in her hand. She gave the brass compass to Nat Bryce.';
const USE = 'I take the compass out of my handbag and look at it.';
const book = (first: string, third: string) => ({
  'chapter_01.md': `# One\n\n${first}\n\nI walk to the shop. I buy bread.\n`,
  'chapter_02.md': `# Two\n\nNat Bryce waited by the door. He was cold.\n\n${GIVE}\n`,
  'chapter_03.md': `# Three\n\n${third}\n\n${USE}\n`,
});
const found = (files: Record<string, string>) =>
  givenAway(manuscriptOf(files), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
const REPORTED = [
  'chapter_03.md:5 The narrator has the compass here, but gave it away at chapter_02.md:5, and nothing between gives it back',
];

describe('the narrator called by name', () => {
  it('is found called three times', () => {
    expect(
      found(
        book(
          '"Sorry, Lou," Nat says. I take off my coat.',
          '"Lou, wait," Ada calls. I stop. "Are you cold, Lou?" she asks. I say no.',
        ),
      ),
    ).toEqual(REPORTED);
  });

  it('is not found called twice', () => {
    expect(found(book('"Sorry, Lou," Nat says. I take off my coat.', '"Lou, wait," Ada calls. I stop.'))).toEqual([]);
  });

  it('is found with another called half as often, and not with one called more than half', () => {
    const lou = '"Sorry, Lou," Nat says. "Lou, wait," Ada calls. I stop.';
    const more = '"Are you cold, Lou?" she asks. "Yes, Lou," Nat says. "Sorry, Ada," I say. "Sorry, Ada," I say.';
    expect(found(book(lou, more))).toEqual(REPORTED);
    expect(found(book(lou, `${more} "Sorry, Ada," I say.`))).toEqual([]);
  });
});
