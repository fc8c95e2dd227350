import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A letter told in the first person and signed by its writer ("Dear Sivert, … Ingrid"): its writer named as the
 * subject in a paragraph of it with no "I" is a slip of person. Texts written for these tests.
 */

const CAST = '# Bible\n\n## Characters\n### Ingrid Brekke\n### Sivert Lund\n### Signe\n';
const letter = (middle: string, signed = 'Ingrid') =>
  checkVoice(
    manuscriptOf(
      {
        'chapter_01.md': `# One\n\n**Framnes, Sunday 14 April 1929**\n\nDear Sivert,\n\nI painted the door yesterday. I chose the blue, and I think you will like it.\n\n${middle}\n\nI can say it now without being afraid of it. I will be on the quay.\n\n${signed}\n`,
      },
      CAST,
    ),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line}`);

const SLIP = 'Ingrid went up to Sandar that morning after church and put the daffodils from the garden on the grave.';

describe("a signed letter's writer named in the third person", () => {
  it('finds the paragraph that names its writer as a subject with no "I"', () => {
    expect(letter(SLIP)).toEqual(['chapter_01.md:9']);
  });

  it('says nothing of another named so, of the writer beside an "I", or of a letter signed by another', () => {
    expect(letter('Signe went up to Sandar that morning after church and put the daffodils on the grave.')).toEqual([]);
    expect(
      letter('Ingrid went up to Sandar that morning, and I put the daffodils from the garden on the grave.'),
    ).toEqual([]);
    expect(letter(SLIP, 'Sivert')).toEqual([]);
  });
});

describe("a signed letter's paragraphs", () => {
  const pov = (text: string) =>
    checkVoice(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, CAST), ENGLISH)
      .findings.filter((f) => f.category === 'pov')
      .map((f) => `${f.file}:${f.line}`);
  const PAINTED = 'I painted the door yesterday. I chose the blue, and I think you will like it.';
  const QUAY = 'I can say it now without being afraid of it. I will be on the quay.';

  it('are only those between its greeting and its signature: the narration before it is no slip of the letter', () => {
    const before = 'Ingrid Brekke sat down at the kitchen table after supper and wrote to Sivert by the lamp.';
    expect(pov([before, 'Dear Sivert,', PAINTED, SLIP, QUAY, 'Ingrid'].join('\n\n'))).toEqual(['chapter_01.md:9']);
  });

  it('are read as prose after a heading inside it, and a heading tells no "I"', () => {
    const opening = ['**Framnes, Sunday 14 April 1929**', 'Dear Sivert,', PAINTED, '## What I Saw', SLIP];
    expect(pov([...opening, QUAY, 'Ingrid'].join('\n\n'))).toEqual(['chapter_01.md:11']);
    expect(pov([...opening, 'The quay is quiet now, and the boats are all in.', 'Ingrid'].join('\n\n'))).toEqual([]);
  });
});
