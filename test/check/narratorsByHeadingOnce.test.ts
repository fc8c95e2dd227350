import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Narrators taking turns by their chapters' headings ("Chapter Two: Tom"): the chapter's narrator named in the third
 * person is a slip in each chapter where it happens, whatever else was found before it, in that chapter or another
 * (src/check/checks/voice.ts). Texts written for these tests.
 */

const CAST = '# Bible\n\n## Characters\n### Nora Keane\n### Tom Hanlon\n### Jimmy\n';
const NORA = 'I open the office at eight. I read the proofs and I take them across the yard. I wait by the gate.';
const TOM = 'I light the pot at seven. I set the lines and I lock the forme. I wait by the stone.';
const PRESS = 'Jimmy starts the press at ten.';
const findings = (middle: (i: number) => string) =>
  checkVoice(
    manuscriptOf(
      Object.fromEntries(
        [1, 2, 3, 4].map((i) => [
          `chapter_0${i}.md`,
          `# Chapter ${i}: ${i % 2 ? 'Nora' : 'Tom'}\n\n${i % 2 ? NORA : TOM}\n\n${middle(i)}\n\n${i % 2 ? NORA : TOM}\n`,
        ]),
      ),
      CAST,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

describe("a heading's narrator named in the third person", () => {
  it('is a slip in each chapter that names them so, at the same line in both', () => {
    const slip = 'Tom Hanlon sits on the stool by the galley rack with the stick across his knees and waits.';
    expect(findings((i) => (i % 2 ? PRESS : slip))).toEqual(['chapter_02.md:5 pov', 'chapter_04.md:5 pov']);
  });

  it('is a slip though the same paragraph slips in tense too', () => {
    const past = 'Tom Hanlon sat on the stool by the galley rack with the stick across his knees and waited.';
    expect(findings((i) => (i === 4 ? past : PRESS))).toEqual(['chapter_04.md:5 tense', 'chapter_04.md:5 pov']);
  });

  it('is said once where the others call the narrator by name and the narration names them there too', () => {
    const called = '"Tom, the forme is locked," Jimmy says. "Lift it, Tom."';
    const slip = 'Tom Hanlon sits on the stool by the galley rack with the stick across his knees and waits.';
    expect(findings((i) => (i === 4 ? slip : called))).toEqual(['chapter_04.md:5 pov']);
    // Named on a line of the paragraph, and named as the one who acts on the next: each line is said.
    const twoLines = 'The stick lies across the knees of Tom Hanlon.\nTom Hanlon waits by the galley rack.';
    expect(findings((i) => (i === 4 ? twoLines : called))).toEqual(['chapter_04.md:5 pov', 'chapter_04.md:6 pov']);
  });
});
