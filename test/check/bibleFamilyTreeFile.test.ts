import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead } from '../support/bibleRead.js';

/**
 * A genealogist's file: parts titled and underlined, people in capitals on the branches of a tree drawn in text, each
 * with shorthand lines under them; a spouse whose birth name is not known; one not on a tree, after a typewriter's
 * dash; a chronology part.
 */

const TREE = [
  'BRANSCOMBE -- FAMILY FILE',
  '=========================',
  '',
  'I. PENROSE of Zennor',
  '--------------------',
  '[mother, name lost] -- kept the lamp, 1880s.',
  '  |',
  '  +-- WALTER "WAT" PENROSE',
  '  |     b. 1861, Zennor.  occ. lighthouse keeper.',
  '  |     desc. HAZEL eyes; RED hair going grey.',
  '  |   m. ELLEN ---- (Penrose)',
  '  |     b. c.1866.  desc. GREY eyes; black hair worn up.',
  '  |     |',
  '  |     +-- JENNY PENROSE, dau.',
  '  |     |     b. 1889; aged 12.  desc. GREY eyes like her mother; fair plaits.',
  '  |     |',
  '  |     +-- HAL PENROSE, s.',
  '  |           b. 1893; aged 8.  desc. BLUE eyes; a cowlick.',
  '',
  'II. OTHERS',
  '----------',
  'MACDONALD McCRAE -- the coxswain; aged 50; BROWN eyes; a white beard.',
  '',
  'III. CHRONOLOGY',
  '---------------',
  'Mon 2 Sep 1901   ch1 -- the storm',
  'Tue 10 Sep 1901  ch2 -- the wreck',
  '',
].join('\n');

describe('a family file drawn as trees', () => {
  it('reads each person on the tree with their own eyes and age (from the year of birth too), not their parent’s', () => {
    const cast = castRead(TREE).map(([name, names, fields]) => [name, names, fields.eyes, fields.age]);
    expect(cast).toEqual(
      expect.arrayContaining([
        ['Walter Penrose', expect.arrayContaining(['Walter Penrose', 'Wat']), 'HAZEL @10', '40 @9'],
        ['Ellen Penrose', expect.arrayContaining(['Ellen Penrose', 'Ellen']), 'GREY @12', '35 @12'],
        ['Jenny Penrose', expect.arrayContaining(['Jenny']), 'GREY @15', '12 @15'],
        ['Hal Penrose', expect.arrayContaining(['Hal']), 'BLUE @18', '8 @18'],
      ]),
    );
  });

  it('keeps the name in capitals as written ("McCRAE" is McCrae) and reads the chronology as the timeline', () => {
    const bible = parseBible(TREE, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toContain('Macdonald McCrae');
    expect(bible.timeline.map((e) => e.line)).toEqual([26, 27]);
  });
});
