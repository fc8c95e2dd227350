import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isRegister } from '../../src/check/bibleRegister.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a genealogist's descendant register: without its own reader its numbered paragraphs are one
 * person each only by luck, a spouse brought in inside an entry is the entry's, the names in capitals are no names,
 * and a citation "[ch. 1, 7]" reads as the chapter a death is in. Files written for these tests.
 */

const FILE = [
  'THE VOSSES OF WEIR',
  'A descendant register, kept for the novel THE WEIR. Sources in square brackets are chapters.',
  '',
  '==========================================',
  'GENERATION ONE',
  '==========================================',
  '',
  '1. EDMUND^1 VOSS, known as OLD NED, ferryman, was born in 1890 and died at Weir on Thursday,',
  '8 July 1965, aged 75 [ch. 1, 3]. He kept the ferry forty years [ch. 2].',
  '',
  'He married ANNE ----, born about 1895; small and quiet [ch. 2]. She died before 1960.',
  '',
  '   Child of Edmund^1 and Anne Voss:',
  '   + 2  i.  MARA^2 VOSS, b. 1935.',
  '',
  '==========================================',
  'GENERATION TWO',
  '==========================================',
  '',
  '2. MARA^2 VOSS (Edmund^1), called MARRIE by her father only; born at Weir in 1935; 30 in 1965.',
  '   Looks: grey eyes [ch. 1]. Hair black, cut short in 1965.',
  '',
  '==========================================',
  'NOTE A. OTHERS NAMED',
  '==========================================',
  '',
  'TOM HALE, harbourmaster; 41 in 1965 [ch. 1]; SAM HALE his son, the ferry boy [ch. 4].',
  '',
  '==========================================',
  'NOTE B. PLACES',
  '==========================================',
  '',
  'Grey Mill: red door, slate roof [ch. 1]. The weir: a stone sill, green water.',
  '',
  '==========================================',
  'NOTE C. CHRONOLOGY',
  '==========================================',
  '',
  '1965  Sat 3 Jul the wedding | Thu 8 Jul Ned drowns',
  '      | Fri 9 Jul the key to Tom',
].join('\n');

describe('a bible kept as a descendant register', () => {
  it('is known by numbered entries whose names carry generation superscripts, and a child list', () => {
    expect(isRegister(FILE)).toBe(true);
    expect(isRegister('1. Mara Voss, 30.\n2. Tom Hale, 41.\n\ni. one\n')).toBe(false);
  });

  it('reads each numbered entry as a person, named as a name is written, the other names of its first clause theirs', () => {
    const bible = parseBible(FILE, ENGLISH);
    const ned = bible.characters.find((c) => c.name === 'Edmund Voss');
    expect(ned?.names).toContain('Old Ned');
    expect(ned?.line).toBe(8);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.names).toContain('Marrie');
    expect(mara?.fields.eyes?.value).toBe('grey');
  });

  it("reads a spouse brought in by name as a person of their own, the entry's surname for an unknown one", () => {
    const bible = parseBible(FILE, ENGLISH);
    const anne = bible.characters.find((c) => c.name === 'Anne Voss');
    expect(anne?.line).toBe(11);
    // What the sentences after her name say is hers, not her husband's.
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines.indexOf('### Anne Voss')).toBeLessThan(lines.findIndex((l) => /small and quiet/.test(l)));
  });

  it('reads a dated death as the fate, its citation no chapter of it', () => {
    const ned = parseBible(FILE, ENGLISH).characters.find((c) => c.name === 'Edmund Voss');
    // "[ch. 1, 3]" says where the death is told; the day is when it happens.
    expect(ned?.diesIn?.value).not.toBe(1);
    expect(ned?.diesOn?.value).toEqual({ day: 8, month: 7, year: 1965 });
    expect(canonicalBible(FILE, ENGLISH).some((l) => l.text.includes('[ch.'))).toBe(false);
  });

  it("reads a note's people line by line, another brought in after a semicolon another person", () => {
    const names = parseBible(FILE, ENGLISH).characters.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Tom Hale', 'Sam Hale']));
    const tom = parseBible(FILE, ENGLISH).characters.find((c) => c.name === 'Tom Hale');
    expect(tom?.names).not.toContain('Sam Hale');
  });

  it('reads the places by the name before a colon, and a chronology under its years as dated lines', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => p.name)).toContain('Grey Mill');
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines).toContain('- Thu 8 Jul 1965 — Ned drowns');
    // An item wrapped onto the next line is read with its year.
    expect(lines).toContain('- Fri 9 Jul 1965 — the key to Tom');
  });
});
