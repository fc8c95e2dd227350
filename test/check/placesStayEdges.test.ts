import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A stay far off and a presence later (issue 29, mutation of places.ts): the
 * whole finding, one finding for a stay however often they are seen after,
 * a presence on the same line number of another chapter, and what does not
 * make the far place a scene of the story (a memory, a letter from it).
 */

const ONE = '# One\n\nRosa Lind came home to the farm on the bus. She carried her case up the lane.';
const HERE = 'Lenny carried the chairs in from the yard while Rosa swept.';
const away = (files: Record<string, string>): Finding[] => awayButHere(manuscriptOf(files), ENGLISH);
const book = (later: string, stay = 'Lenny Marsh is in Korea.') => ({
  'chapter_01.md': `${ONE}\n\n${stay}\n`,
  'chapter_02.md': `# Two\n\nRosa fed the hens in the rain. She was cold.\n\n${later}\n`,
});

describe('a stay far off, then here', () => {
  it('is the whole finding, the stay on the other side', () => {
    expect(away(book(HERE))).toEqual([
      {
        file: 'chapter_02.md',
        line: 5,
        category: 'place',
        message: 'Lenny is here, but chapter_01.md:5 has them in Korea, and nothing between brings them back',
        evidence: HERE,
        confidence: 0.65,
        against: { file: 'chapter_01.md', line: 5, evidence: 'Lenny Marsh is in Korea.' },
      },
    ]);
  });

  it('is one finding however often they are seen after', () => {
    const found = away(book(`${HERE}\n\nLenny carried the table in while Rosa swept.`));
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:5']);
  });

  it('holds on the same line number of another chapter', () => {
    const found = away({
      'chapter_01.md': '# One\n\nLenny Marsh is in Korea.\n\nRosa Lind came home on the bus.\n',
      'chapter_02.md': `# Two\n\n${HERE}\n`,
    });
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });

  it('is not undone by the far place in a memory or in a letter from it', () => {
    const scene = (extra: string) => away(book(`${extra}\n\n${HERE}`)).map((f) => `${f.file}:${f.line}`);
    expect(scene('*Rosa remembered the market in Korea, the noise of it.*')).toEqual(['chapter_02.md:7']);
    expect(scene('Rosa read the letter from Korea twice.')).toEqual(['chapter_02.md:7']);
    expect(scene('Rosa thought the market in Korea must be noisy.')).toEqual([]);
  });
});

describe('away in the chapter, then here', () => {
  it('is the whole finding, the telling on the other side', () => {
    const found = away({
      'chapter_01.md':
        '# 1\n\nRab Kerr came in. He laughed.\n\nRab Kerr is stormbound in Tobermory.\n\nOn Saturday Rab Kerr carries the coffin.\n',
    });
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 7,
        category: 'place',
        message:
          'Rab Kerr acts here, but chapter_01.md:5 has them away (Tobermory), and nothing between brings them back',
        evidence: 'On Saturday Rab Kerr carries the coffin.',
        confidence: 0.7,
        against: { file: 'chapter_01.md', line: 5, evidence: 'Rab Kerr is stormbound in Tobermory.' },
      },
    ]);
  });

  it('is one finding however often they act after', () => {
    const found = away({
      'chapter_01.md':
        '# 1\n\nRab Kerr came in. He laughed.\n\nRab Kerr is stormbound in Tobermory.\n\nOn Saturday Rab Kerr carries the coffin.\n\nRab Kerr lowers it.\n',
    });
    expect(found.map((f) => f.line)).toEqual([7]);
  });

  it('leaves a telling in a memory out', () => {
    const found = away({
      'chapter_01.md':
        '# 1\n\nRab Kerr came in. He laughed.\n\n*Rab Kerr was stormbound in Tobermory that winter.*\n\nOn Saturday Rab Kerr carries the coffin.\n',
    });
    expect(found).toEqual([]);
  });
});
