import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "She is in London until Sunday" opening a paragraph is the last woman the scene named: a woman named only in the
 * scene before is no one it can stand for (a scene break may bring anyone on). Text written for these tests.
 */

const away = (between: string[]) =>
  awayButHere(
    manuscriptOf({
      'chapter_01.md': [
        '# 1',
        'Bríd Rowan wrote the piece a week ago and left it on my desk. She laughed at the new name.',
        ...between,
        'She is in London until Sunday, with Gerry.',
        'I stand at the press with the paper in my hands.',
        'Bríd Rowan puts her head round the door of the back room, in her coat.',
      ].join('\n\n'),
    }),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.category} ${f.against?.line}`);

describe('a pronoun opening a paragraph, for one away', () => {
  it('is the woman the scene named before it', () => {
    expect(away([])).toEqual(['chapter_01.md:9 place 5']);
    expect(away(['The press ran late that night.'])).toEqual(['chapter_01.md:11 place 7']);
  });

  it('is no one when she was named only before a scene break', () => {
    expect(away(['* * *'])).toEqual([]);
    expect(away(['The press ran late that night.', '* * *'])).toEqual([]);
  });
});
