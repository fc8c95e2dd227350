import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A case file's entry whose surname in capitals is typed with two spaces between its words ("A-3  DE  LA CRUZ,
 * Ruth"): the name is read with one, as the text writes it, and so is the name its key stands for elsewhere (src/check/bibleBoxed.ts). Written for this test.
 */

const FILE = [
  '==========================================',
  'SECTION A -- PERSONS',
  '==========================================',
  '',
  'A-1  MARSH, Ottilie',
  '     EYES .......... hazel',
  '',
  'A-2  HAAS, Pieter',
  '     EYES .......... grey',
  '',
  'A-3  DE  LA  CRUZ, Ruth',
  '     HAIR .......... red',
  '',
  '==========================================',
  'SECTION B -- ITEMS',
  '==========================================',
  '',
  "B-1  WATCH, silver, Anselm's.",
  '     Chain: A-1 -> A-3 (Monday 4 JAN, ch. 2).',
  '',
  '==========================================',
  'SECTION C -- CHRONOLOGY',
  '==========================================',
  '',
  'Friday 8 JAN 1892 (ch. 4): A-3 leaves for Lisbon.',
  '',
].join('\n');

describe('a case file’s surname typed with two spaces', () => {
  it('is read with one space between its words', () => {
    expect(parseBible(FILE, ENGLISH).characters.map((c) => c.name)).toEqual([
      'Ottilie Marsh',
      'Pieter Haas',
      'Ruth de la Cruz',
    ]);
  });

  it('writes that name, one-spaced, for its key in the chronology', () => {
    expect(parseBible(FILE, ENGLISH).timeline.map((t) => [t.line, t.chapter, t.text])).toEqual([
      [25, 4, 'Friday 8 JAN 1892 (chapter 4): Ruth de la Cruz leaves for Lisbon.'],
    ]);
  });

  it('gives a thing to that name, one-spaced, where its key is written', () => {
    expect(
      parseBible(FILE, ENGLISH).objects.map((o) => [o.noun, o.events.map((e) => [e.kind, e.chapter, e.to])]),
    ).toEqual([['watch', [['given', 2, 'Ruth de la Cruz']]]]);
  });
});
