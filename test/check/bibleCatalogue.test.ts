import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { familyForm } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a museum catalogue (a blind set's, this session): numbered entries with the name in capitals, a
 * nickname in quotes or an epithet after a comma, life dates in a bracket, and the entry's lines indented under it.
 * Written for this test.
 */
const catalogue = [
  'HERITAGE ROOM',
  'Catalogue of the exhibition, Winter 1978-79',
  '',
  'SECTION A. PORTRAITS AND PERSONS',
  '',
  'A1.  MAIRI CRERAR (b. 1949)',
  '     Accession 001. Portrait, head and shoulders.',
  '     Eyes grey, very steady. Hair dark.',
  '     Aged 29.',
  '',
  'A3.  ARCHIBALD "ARCHIE" CRERAR (3 May 1912 - 10 December 1978)',
  '     Accession 003. Portrait in the cooperage.',
  '     Aged 66. Eyes blue.',
  '     Father of Mairi.',
  '',
  'A4.  HECTOR A. DUNBAR, "THE EXCISEMAN" (b. 1922)',
  '     Accession 004. Portrait at the spirit safe.',
  '     Aged 56. Eyes hazel.',
].join('\n');

describe('a catalogue of numbered entries', () => {
  it('reads each entry as its person, the nickname or epithet as a name they go by', () => {
    const bible = parseBible(catalogue, ENGLISH);
    const people = Object.fromEntries(bible.characters.map((c) => [c.name, c]));
    expect(Object.keys(people)).toEqual(
      expect.arrayContaining(['Mairi Crerar', 'Archibald Crerar', 'Hector A. Dunbar']),
    );
    expect(people['Archibald Crerar']?.names).toContain('Archie');
    expect(people['Hector A. Dunbar']?.names).toContain('Exciseman');
  });

  it("keeps each entry's lines its own", () => {
    const bible = parseBible(catalogue, ENGLISH);
    const field = (name: string, f: 'eyes' | 'age') => bible.characters.find((c) => c.name === name)?.fields[f]?.value;
    expect([
      field('Mairi Crerar', 'eyes'),
      field('Archibald Crerar', 'eyes'),
      field('Hector A. Dunbar', 'eyes'),
    ]).toEqual([expect.stringMatching(/^grey/), 'blue', 'hazel']);
    expect(field('Archibald Crerar', 'age')).toBe('66');
  });

  it('reads an entry written in mixed case, and no person from an entry that names none', () => {
    const mixed = catalogue
      .replace('A1.  MAIRI CRERAR (b. 1949)', 'A1.  Mairi Crerar (b. 1949)')
      .replace('A4.  HECTOR A. DUNBAR, "THE EXCISEMAN" (b. 1922)', 'A4.  Portrait of a young woman (c. 1922)');
    const names = parseBible(mixed, ENGLISH).characters.map((c) => c.name);
    expect(names).toContain('Mairi Crerar');
    expect(names.some((n) => /portrait/i.test(n))).toBe(false);
  });
});

describe('a labelled line that goes on in sentences', () => {
  it('gives the label its first sentence, and a look, an age or a fate after it its own field', () => {
    const bible =
      '## Archie Crerar\nAged: 66. Eyes blue. White beard, stained at the mouth.\nRole: cooper to Dr. Munro. Hair white.\n';
    const archie = parseBible(bible, ENGLISH).characters[0];
    expect([archie?.fields.age?.value, archie?.fields.eyes?.value, archie?.fields.role?.value]).toEqual([
      '66',
      'blue',
      'cooper to Dr. Munro',
    ]);
  });

  it('keeps a list of names whole', () => {
    const bible = '## Nell Carew\nHair: grey\nNames: Aunt Nell; Nellie. Eyes green.\n';
    const nell = parseBible(bible, ENGLISH).characters[0];
    expect(nell?.names).toEqual(expect.arrayContaining(['Aunt Nell', 'Nellie']));
    expect(nell?.fields.eyes?.value).toBe('green');
  });
});

describe('a plural that changes its ending', () => {
  it('is a form of the name, not a slip of it', () => {
    expect([familyForm('Excisemen', 'Exciseman', ENGLISH), familyForm('Exciseman', 'Excisemen', ENGLISH)]).toEqual([
      true,
      true,
    ]);
    expect([familyForm('Exciseman', 'Excisemin', ENGLISH), familyForm('Eman', 'Emen', ENGLISH)]).toEqual([false, true]);
  });
});
