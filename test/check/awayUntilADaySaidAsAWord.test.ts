import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Away until a weekday: the day's name said, heard or written as a word ("when I say Thursday", "the word
 * *Thursday*") is no day come, so the one away and then seen in the scene is still a finding; the day itself
 * ("On Thursday the ferry ran") ends the absence. And the lawyer the text names "Mr. Jim Pardoe" once and "James
 * Pardoe" on a deed (or the bible names "Jim Pardoe") is one man, so his absence holds for "Mr. Pardoe".
 * Written for these tests.
 */

const GONE =
  'The clerk tells me Mr. Jim Pardoe went up to Inverness on Monday and will not be back until Thursday.\n\nThe deed on the table is signed James Pardoe.';

const away = (between: string, bible = '') =>
  awayButHere(
    manuscriptOf(
      {
        'chapter_01.md': `# 1\n\n${GONE}\n\n${between}\n\nBelow us on the quay Mr. Pardoe lifts his hat to us as he passes.\n`,
      },
      bible,
    ),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line}`);

describe('away until a weekday', () => {
  for (const between of [
    'I carry the word *Thursday* back up the hill. Aunt Jess shuts her eyes when I say Thursday.',
    'Aunt Jess writes Thursday on the slate by the door.',
    'Aunt Jess heard Thursday and sighed.',
  ])
    it(`still holds after "${between.slice(0, 50)}…"`, () => {
      expect(away(between)).toEqual(['chapter_01.md:9']);
    });

  it('ends when the day itself comes', () => {
    expect(away('On Thursday the ferry ran again.')).toEqual([]);
  });

  it('holds for a lawyer named by a short given name in the bible and a long one on a deed', () => {
    const bible = '## Characters\n### Jim Pardoe\n- the lawyer, sixty\n';
    expect(away('Aunt Jess sighed.', bible)).toEqual(['chapter_01.md:9']);
    const cast = readFacts(manuscriptOf({ 'chapter_01.md': `# 1\n\n${GONE}\n` }, bible), ENGLISH).cast;
    expect(cast.byName.get('James Pardoe')?.name).toBe('Jim Pardoe');
    expect(cast.byName.get('Mr. Jim Pardoe')?.name).toBe('Jim Pardoe');
  });

  it('reads "Mr. Jim Pardoe" and "James Pardoe" as one man with no bible', () => {
    const cast = readFacts(manuscriptOf({ 'chapter_01.md': `# 1\n\n${GONE}\n` }), ENGLISH).cast;
    expect(cast.byName.get('Mr. Jim Pardoe')).toBe(cast.byName.get('James Pardoe'));
  });
});
