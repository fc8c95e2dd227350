import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "He came back early" brings back the one man the paragraph named before it, not every man away: another away
 * until Friday is still away, and his acting in the scene later is a finding. With no man named in the paragraph,
 * every man away may be the one back. Texts written for these tests.
 */

const HEAD =
  'Tom Hale mended the gate. He whistled. Sam Reed fed the hens. He sang. Ada Lowe swept the step. She hummed.\n\nTom Hale is away in Leeds until Friday. Sam Reed is away in York for the week.';

const chapter = (back: string) =>
  awayButHere(
    manuscriptOf({
      'chapter_01.md': `# One\n\n${HEAD}\n\n${back}\n\nAda stood in the yard. Tom carried the sacks into the barn.\n`,
    }),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.message}`);

const TOM =
  'chapter_01.md:9 Tom acts here, but chapter_01.md:5 has them away (Leeds), and nothing between brings them back';

describe('a return told by a pronoun', () => {
  it('brings back the one of its gender the paragraph named, and no other', () => {
    expect(
      chapter("The carrier's cart stopped at the gate for Sam Reed. He came back early, on the Wednesday."),
    ).toEqual([TOM]);
  });

  it('brings back everyone of its gender away when the paragraph named none', () => {
    expect(
      chapter("The carrier's cart stopped at the gate for the hens. He came back early, on the Wednesday."),
    ).toEqual([]);
  });

  it('leaves them away when nothing tells a return', () => {
    expect(chapter("The carrier's cart stopped at the gate.")).toEqual([TOM]);
  });
});
