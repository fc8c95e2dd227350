import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible typed as a case file: parts boxed between rules, each entry keyed at the margin ("A-1  MARSH, Ottilie",
 * surname first in capitals), dotted fields under it, and the keys written again elsewhere ("A-2 dies", "Chain:
 * A-1 -> A-2") standing for the names they key. Texts written for this test.
 */

const FILE = [
  '==========================================',
  'SECTION A -- PERSONS',
  '==========================================',
  '',
  'A-1  MARSH, Ottilie',
  '     D.O.B. ........ 02 JUN 1864          AGE AT OPENING: 27',
  '     EYES .......... hazel',
  '     VIEWPOINT ..... ch. 1, 3',
  '     NOTES ......... age 19 when her brother left. Gives ITEM B-1 to A-2',
  '                     on Monday 4 JAN (ch. 2).',
  '',
  'A-2  HAAS, Pieter                                 *** DECEASED ***',
  '     STATUS ........ died Friday 8 JAN 1892 (ch. 4)',
  '     EYES .......... grey',
  '',
  'A-3  DE LA CRUZ, Ruth',
  '     HAIR .......... red',
  '',
  '==========================================',
  'SECTION B -- ITEMS',
  '==========================================',
  '',
  "B-1  WATCH, silver, Anselm's.",
  '     Chain: A-1 -> A-2 (Monday 4 JAN, ch. 2).',
  '',
].join('\n');

describe('a case file', () => {
  const bible = parseBible(FILE, ENGLISH);

  it('reads each keyed entry as a person, given name first, with the fields under it', () => {
    expect(
      bible.characters.map((c) => [c.name, c.fields.eyes?.value ?? c.fields.hair?.value, c.fields.age?.value]),
    ).toEqual([
      ['Ottilie Marsh', 'hazel', '27 (d.o.b. 02 JUN 1864)'],
      ['Pieter Haas', 'grey', undefined],
      ['Ruth de la Cruz', 'red', undefined],
    ]);
  });

  it('reads a field typed in capitals as a field, not as a person of that name', () => {
    expect(bible.characters.map((c) => c.name)).not.toContain('Viewpoint');
    expect(bible.characters.some((c) => /d\.?o\.?b/i.test(c.name))).toBe(false);
  });

  it('reads a key written elsewhere as the name it keys: a death and a giving', () => {
    expect(bible.characters.find((c) => c.name === 'Pieter Haas')?.diesIn?.value).toBe(4);
    expect(bible.objects.map((o) => [o.noun, o.events.map((e) => e.to)])).toEqual([['watch', ['Pieter Haas']]]);
  });
});
