import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Narrators who take turns, each chapter headed by its own ("Chapter Two: Tom"): the chapter's narrator named as the
 * subject in a paragraph with no "I" is a slip of person. Texts written for these tests.
 */

const CAST = '# Bible\n\n## Characters\n### Nora Keane\n### Tom Hanlon\n### Jimmy\n';
const NORA = 'I open the office at eight. I read the proofs and I take them across the yard. I wait for Tom Hanlon.';
const TOM = 'I light the pot at seven. I set the lines and I lock the forme. I wait for Nora Keane to come.';
const pov = (title: (i: number) => string, slip: string) =>
  checkVoice(
    manuscriptOf(
      Object.fromEntries(
        [1, 2, 3, 4].map((i) => [
          `chapter_0${i}.md`,
          `# ${title(i)}\n\n${i % 2 ? NORA : TOM}\n\n${i === 4 ? slip : 'Jimmy starts the press at ten.'}\n\n${i % 2 ? NORA : TOM}\n`,
        ]),
      ),
      CAST,
    ),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line}`);

const turns = (i: number) => `Chapter ${i}: ${i % 2 ? 'Nora' : 'Tom'}`;
const SLIP = 'Tom Hanlon sits on the stool by the galley rack with the stick across his knees and waits.';

describe("narrators taking turns by their chapters' headings", () => {
  it("finds the chapter's own narrator named in the third person", () => {
    expect(pov(turns, SLIP)).toEqual(['chapter_04.md:5']);
  });

  it('says nothing of the other narrator told in the third person, or of headings naming what a chapter is about', () => {
    expect(pov(turns, 'Nora Keane comes in with the proofs and puts them down on the stone.')).toEqual([]);
    expect(pov((i) => (i === 4 ? 'Chapter 4: Tom' : `Chapter ${i}: The Press`), SLIP)).toEqual([]);
    // Headings naming three people, two of them once: what each chapter is about, not narrators taking turns.
    expect(pov((i) => `Chapter ${i}: ${['Nora', 'Jimmy', 'Tom', 'Tom'][i - 1]}`, SLIP)).toEqual([]);
  });
});

describe('a paragraph naming the heading’s narrator beside an "I"', () => {
  it('is no slip: the "I" tells the paragraph is the narrator’s own', () => {
    expect(pov(turns, 'Tom Hanlon sits on the stool, I think, or so I tell Nora Keane when she asks.')).toEqual([]);
  });
});
