import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An object's chain of keepers ("Gaspar (30 years) -> Zé (ch. 8)"): the first keeper is the last name before the
 * first arrow, with what the brackets say of him and a stop after him set aside; each handing on is the object given
 * in its chapter (src/check/bible.ts, keeperChain).
 */

const CAST = '## Characters\n\n### Gaspar Reis\n- eyes: grey\n\n### Zé Lima\n- eyes: blue\n\n## Objects\n\n';

describe('a chain of keepers in an object’s entry', () => {
  it('holds the object to the keeper before the arrow, the years in brackets after him set aside', () => {
    const bible = parseBible(`${CAST}### The key\n- Gaspar (30 years) -> Zé (ch. 8)\n`, ENGLISH);
    expect(bible.objects).toEqual([
      {
        name: 'The key',
        noun: 'key',
        line: 11,
        holder: 'Gaspar Reis',
        events: [{ chapter: 8, kind: 'given', line: 11, to: 'Zé Lima' }],
      },
    ]);
  });

  it('reads the first keeper with a stop after his name', () => {
    const bible = parseBible(`${CAST}### The ring\n- Gaspar; -> Zé (ch. 3)\n`, ENGLISH);
    expect(bible.objects.map((o) => [o.holder, o.events])).toEqual([
      ['Gaspar Reis', [{ chapter: 3, kind: 'given', line: 11, to: 'Zé Lima' }]],
    ]);
  });

  it('adds no handing on of its own when a sentence of the entry tells it', () => {
    const bible = parseBible(`${CAST}### The key\n- Gaspar -> Zé (ch. 8)\n- Given to Zé in chapter 8.\n`, ENGLISH);
    expect(bible.objects.map((o) => [o.holder, o.events])).toEqual([
      ['Gaspar Reis', [{ chapter: 8, kind: 'given', line: 13, to: 'Zé Lima' }]],
    ]);
  });
});
