import { describe, expect, it } from 'vitest';
import { titledFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { checkNames } from '../../src/check/checks/names.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Names under a title of kinship ("Aunt Ada", "Uncle Joe"): one changed once
 * against many is a slip; two aunts, or one with a surname after, are two
 * people. A capitalised word inside a longer name nobody in the cast bears
 * ("Nui Dat", "Port Huon") is that name's, and "Dad" is a role, not a name a
 * word can be a slip of.
 */

const TIMES = [
  'Aunt Mabel is on the verandah in her cardigan.',
  'In the kitchen Aunt Mabel pours the tea.',
  'I read the letter to Aunt Mabel after supper.',
  'Aunt Mabel listens with her eyes shut.',
  'The doctor is in with Aunt Mabel for an hour.',
];

const book = (extra: string, many = TIMES) =>
  manuscriptOf({
    'chapter_01.md': `# One\n\n${many.slice(0, 3).join(' ')}\n\nI walk down to the river.\n`,
    'chapter_02.md': `# Two\n\n${many.slice(3).join(' ')}\n\n${extra}\n`,
  });

const slips = (extra: string, many = TIMES) =>
  titledFirstNameSlips(book(extra, many), ENGLISH).map((f) => `${f.line} ${f.message}`);

describe('a first name changed under a title of kinship', () => {
  it('is found when used once against many, in any sentence', () => {
    for (const line of [
      'Aunt Edna is asleep in her chair with her mouth a little open.',
      'I put a rug over the knees of Aunt Edna and go out.',
      'When I come in, Aunt Edna has eaten half an egg.',
    ])
      expect(slips(line), line).toEqual([expect.stringMatching(/^5 "Aunt Edna" here, once; .*"Aunt Mabel"/)]);
    const uncles = TIMES.map((t) => t.replace('Aunt Mabel', 'Uncle Joe'));
    expect(slips('Uncle Jim sat by the stove all evening.', uncles)).toEqual([
      expect.stringContaining('"Uncle Jim" here, once'),
    ]);
  });

  it('is quiet on a second aunt named more than once, or named elsewhere, or with a surname', () => {
    expect(slips('Aunt Edna writes from Hobart. Aunt Edna always writes on Sundays.')).toEqual([]);
    expect(slips('Aunt Edna writes from Hobart. Edna always writes on Sundays.')).toEqual([]);
    expect(slips('Aunt Edna Marsh writes from Hobart every Sunday.')).toEqual([]);
    // Too few uses of the other to say which is meant.
    expect(slips('Aunt Edna writes from Hobart.', TIMES.slice(0, 2))).toEqual([]);
  });

  it('takes "Miss Mabel" for "Aunt Mabel": one woman by two titles', () => {
    const m = book('Miss Mabel asks for her tea at four. Mabel drinks it slowly.');
    const mabel = readFacts(m, ENGLISH).facts.cast.find((c) => c.name === 'Aunt Mabel');
    expect(mabel?.names).toEqual(expect.arrayContaining(['Miss Mabel', 'Mabel']));
  });
});

describe('a word inside a longer name, and role words', () => {
  const BIBLE = '## Characters\n### Harold Pike\n- Also called: Hal\n### Arthur Pike\n- Also called: Dad\n';
  const names = (text: string) =>
    checkNames(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map((f) => f.message);

  it('reads "Nui Dat" as a place, not a slip of "Dad"', () => {
    expect(names('Hal wrote from Nui Dat in February. The camp at Nui Dat was all mud, he said.')).toEqual([]);
  });

  it('still finds a surname slipped beside a known first name', () => {
    expect(names('Harold Pike came home in March. Harold Pyke was thinner than before. Arthur Pike met him.')).toEqual([
      expect.stringContaining('"Pyke"'),
    ]);
  });
});

describe('a full name spelt two ways once each', () => {
  it('takes the spelling the rest of the family bears for the right one', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nArthur Tolley planted the orchard. Ada Tolley kept the books. Hal Tolley climbed the trees.\n\nPeg Tolly came home on the bus.\n',
      'chapter_02.md':
        '# Two\n\nArthur Tolley had died in the shed. Ada Tolley was dying. Peg Tolley sat by her bed.\n',
    });
    const found = checkNames(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(found).toEqual([expect.stringMatching(/^chapter_01\.md:5 .*"Tolly"/)]);
  });
});
