import { describe, expect, it } from 'vitest';
import { mentions } from '../../src/check/cast.js';
import { castOver } from '../../src/check/facts.js';
import type { Character } from '../../src/check/types.js';

/**
 * A name the bible gives with a small article ("the Signora") is the same name opening a sentence ("The Signora sat
 * at the head of the table"): a copy editor reads one woman in both (src/check/facts.ts, castOver).
 */

const adele: Character = { name: 'Adele Rovere', names: ['Adele Rovere', 'the Signora'], line: 1, fields: {} };
const named = (text: string) => mentions(text, castOver([adele])).map((n) => `${n.name}@${n.index}`);

describe('a name with a small article', () => {
  it('is found opening a sentence, capitalised', () => {
    expect(named('The Signora sat at the head of the table.')).toEqual(['The Signora@0']);
  });

  it('is found inside one as written', () => {
    expect(named('We waited for the Signora.')).toEqual(['the Signora@14']);
  });

  it('is not found in another word', () => {
    expect(named('Theo Signoravi waited.')).toEqual([]);
  });
});
