import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A cast told in prose wrapped at a margin: each fact keeps the line its sentence opens on. */

const fieldsOf = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
  ]);

describe('prose about the cast, wrapped at a margin', () => {
  it('reads a sentence on over the wrap, at the line it opens on', () => {
    expect(
      fieldsOf(
        'Ottilie Marsh is twenty-seven. She has grey\neyes and keeps the shop on Quay Street.\n\nAnselm Marsh is her brother. He is thirty-one\nand has brown eyes.\n',
      ),
    ).toEqual([
      ['Ottilie Marsh', { eyes: 'grey @1', age: '27 @1' }],
      ['Anselm Marsh', { eyes: 'brown @4', age: '31 @4' }],
    ]);
  });

  it('gives a sentence that opens a line that line, and one that opens mid-line the line it opens on', () => {
    expect(
      fieldsOf('Ottilie Marsh keeps the shop on Quay Street.\nShe is twenty-seven. She has\ngrey eyes and a scar.\n'),
    ).toEqual([['Ottilie Marsh', { age: '27 @2', eyes: 'grey @2' }]]);
  });
});
