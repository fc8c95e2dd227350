import { describe, expect, it } from 'vitest';
import { buildFactBase, type FactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** Only the months that are given names ("June", "April") may name a person; "March" stays a month. */

function factsOf(paragraphs: string[]): FactBase {
  return buildFactBase(manuscriptOf({ 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` }, ''), ENGLISH);
}

describe('a month that is no given name', () => {
  it('stays a month though a verb follows it', () => {
    const facts = factsOf([
      'March Albright rings the bell at nine. Nell Ash opens the door.',
      'Nell finds her at the table, and March pours the tea. Later March stands on the porch.',
      '"Sit down," says March. Nell Ash sits.',
    ]);
    expect(facts.cast.some((c) => c.names.includes('March'))).toBe(false);
  });
});
