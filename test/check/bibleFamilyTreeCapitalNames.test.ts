import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { familyTreeAsMarkdown } from '../../src/check/bibleFamilyTree.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Only a name all in capitals, three letters or more, on a family tree's branch is a person of the file. */

const TREE = [
  'I. HALLORAN of Dunmore',
  '----------------------',
  '  +-- ANN HALLORAN',
  '  |     b. 1870.  desc. GREY eyes.',
  '  +-- IV',
  '  |     the fourth generation.',
  '  +-- Dunmore Mill',
  '  |     sold in 1899.',
  '  +-- NED',
  '  |     desc. BLUE eyes.',
  '',
  'Dr. Isaac Hardy -- District Medical Officer',
  '',
].join('\n');

describe('names on the branches of a family tree', () => {
  it('reads a name in capitals of three letters or more as a person', () => {
    const names = parseBible(TREE, ENGLISH).characters.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Ann Halloran', 'Ned']));
  });

  it('leaves two capitals, a branch in mixed case and a noted line in mixed case as written, no one’s heading', () => {
    const lines = familyTreeAsMarkdown(TREE, ENGLISH).split('\n');
    expect(lines[2]).toBe('### Ann Halloran');
    expect(lines[4]).toBe('  +-- IV');
    expect(lines[6]).toBe('  +-- Dunmore Mill');
    expect(lines[8]).toBe('### Ned');
    expect(lines[11]).toBe('Dr. Isaac Hardy -- District Medical Officer');
  });
});
