import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { castLine } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A producer's cast notes: a name in capitals with what others call them in brackets, over an indented paragraph. */

const NOTES = [
  '"THE GRAPE" — RADIO ADAPTATION',
  'CAST NOTES FOR THE PRODUCER AND THE READERS',
  '',
  '==========================================',
  'THE FAMILY',
  '==========================================',
  '',
  'CLARA LUCERO ("la Nena" in the family; "Clarita" to Sosa and old',
  'friends).',
  '  Age 27. Daughter. Green eyes. Chestnut hair.',
  '  VOICE: fast.',
  '',
  'TOMÁS LUCERO ("Tito" at home; "Tomasito" to Quiroga, from childhood; "el Mendocino" at the office).',
  '  Age 33. Son. Brown eyes, black hair, wire spectacles.',
  '  VOICE: city Spanish coming back to country Spanish.',
  '',
  'IGNACIO LUCERO — DOES NOT SPEAK. Heard only in what the others quote.',
  '  Amalia’s husband. Died Friday 19 April 1929, aged 58.',
].join('\n');

describe('cast notes', () => {
  it('reads a name in capitals whose bracket is all its line says, closed or running on', () => {
    expect(castLine('TOMÁS LUCERO ("Tito" at home; "Tomasito" to Quiroga).')).toEqual({
      name: 'TOMÁS LUCERO',
      bracket: '"Tito" at home; "Tomasito" to Quiroga',
      rest: '',
    });
    expect(castLine('CLARA LUCERO ("la Nena" in the family; "Clarita" to Sosa and old')?.bracket).toBe(
      '"la Nena" in the family; "Clarita" to Sosa and old',
    );
    expect(castLine('TOMÁS LUCERO (Tito) in the kitchen')).toBeUndefined();
  });

  it('reads each person with their age and looks (a look after the age in the same line too), each entry to the next name', () => {
    const people = parseBible(NOTES, ENGLISH).characters.map((c) => [
      c.name,
      c.fields.age?.value,
      c.fields.eyes?.value,
      c.fields.hair?.value,
      c.diesOn !== undefined || c.diesIn !== undefined,
    ]);
    expect(people).toEqual([
      ['Clara Lucero', '27', 'Green', 'Chestnut', false],
      ['Tomás Lucero', '33', 'Brown', 'black', false],
      ['Ignacio Lucero', '58', undefined, undefined, true],
    ]);
  });

  it('takes the quoted names in the bracket as theirs, and not the people said to use them', () => {
    const tomas = parseBible(NOTES, ENGLISH).characters.find((c) => c.name === 'Tomás Lucero');
    expect(tomas?.names).toEqual(['Tomás Lucero', 'Tomás', 'Lucero', 'Tomasito', 'Tito']);
  });
});
