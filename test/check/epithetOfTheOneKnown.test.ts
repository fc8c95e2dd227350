import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "the red-haired woman from Grand Rapids", with no name beside it, is the one woman the scene has named who is not
 * named in that sentence; and a colour told past an article and a word ("her hair was a deliberate copper red") is
 * read. Texts written for these tests.
 */

const SCENE =
  'Dora Szabo got out of the car. She shut the door. Oskar Lund came out of the shed. He wiped his hands.\n\nOskar Lund watched from the window.';

describe('an epithet with "the" and no name', () => {
  it.each([
    'He saw Ivy Brandt talk for a while, and the dark-haired woman from the city listen and nod.',
    'Ivy Brandt said something, and the dark-haired woman laughed.',
    'Then Ivy Brandt went in, and the dark-haired lady stayed by the car.',
  ])('is the one other woman of the scene in "%s"', (sentence) => {
    const read = attributesOf(`Ivy Brandt came in. She sat down.\n\n${SCENE} ${sentence}`);
    expect(read).toContain('Dora Szabo hair brown/black');
    expect(read).not.toContain('Ivy Brandt hair brown/black');
  });

  it('is no one when the scene has named two other women', () => {
    const read = attributesOf(
      `Ivy Brandt came in. She sat down. Mary Kell came in. She sat down.\n\n${SCENE} Ivy Brandt talked, and the dark-haired woman listened.`,
    );
    expect(read.filter((r) => r.includes('hair'))).toEqual([]);
  });

  it('reads "a deliberate copper red" and reports the dark hair after it', () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Ivy Brandt came in. She sat down.\n\nDora Szabo got out of the car. She was compact, and her hair was a deliberate copper red.',
          `${SCENE} He saw Ivy Brandt talk for a while, and the dark-haired woman listen and nod.`,
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_02.md:5']);
  });

  it('reports it though the woman named beside it has that very hair', () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Ivy Brandt came in. She had dark hair.\n\nDora Szabo got out of the car. She was compact, and her hair was a deliberate copper red.',
          `${SCENE} He saw Ivy Brandt talk for a while, with her hands in her pockets, and the dark-haired woman listen and nod.`,
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_02.md:5']);
  });
});

describe('lenses', () => {
  const RED = 'Dora Szabo got out of the car. She shut the door, and her hair was a deliberate copper red.';
  const DARK = 'Dora Szabo sat in the car with her dark hair pinned up.';

  it("change no one's hair as the lenses of binoculars", () => {
    const findings = checkAttributes(
      manuscriptOf(chaptersOf(RED, 'Dora Szabo waved at the round black lenses of his binoculars.', DARK)),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_03.md:3']);
  });

  it('change eyes as coloured lenses', () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Dora Szabo got out of the car. She had grey eyes.',
          'Dora Szabo put coloured lenses in her eyes before the party.',
          'Dora Szabo sat in the car. Her green eyes were on the road.',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual([]);
  });
});
