import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A change an entry's line tells with no key before it (bible.ts): a colon
 * later in the line ("before the wedding: her mother's idea") makes it no
 * keyed line. Text written for this test.
 */

const changesOf = (line: string) =>
  parseBible(`## Characters\n\n### Mara Voss\n${line}\n`, ENGLISH).changes.map(
    (x) => `${x.character}: ${x.field} ${x.value} from chapter ${x.chapter} (line ${x.line})`,
  );

describe('a change told on a line with no key', () => {
  it('is read though a colon stands later in the line', () => {
    expect(changesOf("- Dyes her hair black in chapter 3, before the wedding: her mother's idea.")).toEqual([
      'Mara Voss: hair black from chapter 3 (line 4)',
    ]);
  });
});
