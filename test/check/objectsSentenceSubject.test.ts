import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Who takes a thing down "and took the ledger down from the shelf" when no name or "she" opens the clause before
 * "and": the sentence's subject. A name whose first word the book also uses as a word ("June Albright", read as
 * "Albright") still opens the sentence, after an opening bracket and however many spaces; a name inside
 * another's clause ("The boy who worked for Nell Alder went …") is not the one who takes it.
 */

const at = (findings: Finding[]) =>
  findings.map((f) => `${f.file}:${f.line} against ${f.against?.file}:${f.against?.line} ${f.confidence}`);
const two = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH);

describe('the one who takes a thing down after "and"', () => {
  const GAVE = 'June Albright stood. June Albright gave the ledger to Samuel Crouch.';

  const takings: Array<[string, string]> = [
    ['a name read from its second word', 'June Albright went to the dresser and took the ledger down from the shelf.'],
    ['after two spaces', 'June  Albright went to the dresser and took the ledger down from the shelf.'],
    ['after an opening bracket', '(June Albright went to the dresser and took the ledger down from the shelf.)'],
  ];
  for (const [name, taking] of takings)
    it(`is the sentence’s subject: ${name}`, () => {
      const found = two(GAVE, taking);
      expect(at(found)).toEqual(['chapter_02.md:3 against chapter_01.md:3 0.7']);
      expect(found[0]?.message).toContain('has the ledger here, but gave it away at chapter_01.md:3');
    });

  it('is not a name inside another’s clause', () => {
    const gave = 'Nell Alder stood. Nell Alder gave the ledger to Samuel Crouch.';
    expect(
      two(gave, 'The boy who worked for Nell Alder went to the dresser and took the ledger down from the shelf.'),
    ).toEqual([]);
    // Nor after an opening "Then", which joins the sentence to none before it.
    expect(
      two(gave, 'Then the boy who worked for Nell Alder went to the dresser and took the ledger down from the shelf.'),
    ).toEqual([]);
    // The same sentence with her as its subject: reported.
    expect(at(two(gave, 'Nell Alder went to the dresser and took the ledger down from the shelf.'))).toEqual([
      'chapter_02.md:3 against chapter_01.md:3 0.7',
    ]);
  });
});

describe('the one who takes a thing down after a quoted word', () => {
  it('is the name that opens the narration after the quote', () => {
    const found = two(
      'June Albright stood. June Albright gave the ledger to Samuel Crouch.',
      '“Right.” June Albright went to the dresser and took the ledger down from the shelf.',
    );
    expect(at(found)).toEqual(['chapter_02.md:3 against chapter_01.md:3 0.7']);
  });
});
