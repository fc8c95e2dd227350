import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A death told of a pronoun ("her hair had gone grey the winter he died"):
 * the death of the one character named before it in the sentence whom the
 * pronoun can be. Several phrasings, and the traps: a doubt, a dream, two
 * men named, a woman named, speech, a likeness.
 */

// Thomas Alder is named often and never told "he" or "she" (his gender unknown); Nell is a woman; Kit a boy.
const OPENING =
  '# One\n\nNell kept the gate. She was forty-one. Thomas Alder had built the house. Kit came up the hill. He waved.\n\n';

const deathOf = (sentence: string, name = 'Thomas Alder', later = '') =>
  buildFactBase(
    manuscriptOf({ 'chapter_01.md': `${OPENING}${sentence}\n`, 'chapter_02.md': `# Two\n\n${later}\n` }),
    ENGLISH,
  ).cast.find((c) => c.name === name)?.death;

describe('a death told of a pronoun', () => {
  it('reads the death of one whose gender the text never tells, "he" or "she" either', () => {
    const book = manuscriptOf({
      'chapter_01.md': `# One\n\nNell kept the gate. She was forty-one. Wenlow Alder had built the house.\n\nNell had kept the gate alone for Wenlow Alder since he died.\n`,
    });
    const wenlow = buildFactBase(book, ENGLISH).cast.find((c) => c.name === 'Wenlow Alder');
    expect(wenlow?.gender).toBeUndefined();
    expect(wenlow?.death).toMatchObject({ chapter: 0, how: 'died', at: { file: 'chapter_01.md', line: 5 } });
  });

  const told = [
    'Her hair, so dark when she married that Thomas Alder used to say he could lose his hand in it, had gone grey the winter he died.',
    'Nell had kept the gate alone for Thomas Alder since he died.',
    'The ledger was the one Thomas Alder had ruled the year that he had died.',
  ];
  for (const sentence of told)
    it(`reads "${sentence.slice(-40)}" as Thomas's death, with its place`, () => {
      expect(deathOf(sentence)).toMatchObject({ chapter: 0, how: 'died', at: { file: 'chapter_01.md', line: 5 } });
    });

  it('stays quiet on a doubt, a dream, two men, a woman, speech and a likeness', () => {
    const quiet = [
      'Nell wondered what Thomas Alder would do if he died.',
      'Nell dreamed that Thomas Alder was at the gate and he died there.',
      'Kit watched Thomas Alder at the gate until he died.',
      'Nell walked with Thomas Alder, and she died a little inside.',
      '"Thomas Alder?" said Kit. "Everyone knows he died."',
      'Thomas Alder looked at the gate as though he had died and come back.',
    ];
    for (const sentence of quiet) expect(deathOf(sentence), sentence).toBeUndefined();
    // Two who could be "he": neither is read dead.
    const two = 'Kit stood by Thomas Alder the night he died.';
    expect([deathOf(two), deathOf(two, 'Kit')]).toEqual([undefined, undefined]);
  });

  it('keeps the first telling as the death', () => {
    const later = 'It was a year now since Thomas Alder looked at the gate, and he died in the spring.';
    expect(
      deathOf('Nell had kept the gate alone since Thomas Alder, and he died.', 'Thomas Alder', later),
    ).toMatchObject({
      at: { file: 'chapter_01.md', line: 5 },
    });
  });

  it('holds the dead to it: acting in a later chapter outside memory is a finding', () => {
    const m = manuscriptOf({
      'chapter_01.md': `${OPENING}Her hair had gone grey at the temples the winter Thomas Alder was ill, and the winter he died.\n`,
      'chapter_02.md': '# Two\n\nAt three Thomas Alder came in from the gate and hung the chain on its nail.\n',
    });
    expect(
      checkDead(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line}`),
    ).toEqual(['chapter_02.md:3 chapter_01.md:5']);
  });
});
