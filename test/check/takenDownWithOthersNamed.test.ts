import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing given away, then taken down from a shelf by the one who gave it: someone else named before the taking,
 * or the giver named again in its clause, leaves it the giver's use; someone else in the clause may have put it
 * there. Texts written for these tests.
 */
const at = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line} -> ${f.against?.file}`);
const GIVEN = 'Samuel Crouch came in. He bowed. Nell Alder stood. She waited. He took the ledgers from her.';
const two = (second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${GIVEN}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH);

describe('a thing taken down from a shelf by the one who gave it', () => {
  it('reports it with someone else named before the taking', () => {
    expect(
      at(two('While Samuel Crouch slept, Nell Alder took the ledger down from the shelf and wrote the tolls in it.')),
    ).toEqual(['chapter_02.md:3 -> chapter_01.md']);
  });

  it('reports it with the giver named again in the clause', () => {
    expect(at(two('Nell Alder took the ledger down from the shelf over Nell Alder’s desk and wrote in it.'))).toEqual([
      'chapter_02.md:3 -> chapter_01.md',
    ]);
  });

  it('keeps quiet with someone else in the clause', () => {
    expect(two('Nell Alder took the ledger down from the shelf where Samuel Crouch had left it.')).toEqual([]);
  });
});
