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

describe('a change told under a key that names no field', () => {
  it('is read from the value ("Notes: dyes her hair black in chapter 3")', () => {
    expect(changesOf('- Notes: dyes her hair black in chapter 3')).toEqual([
      'Mara Voss: hair black from chapter 3 (line 4)',
    ]);
    expect(changesOf('- Remarks: dyed red in ch. 5')).toEqual(['Mara Voss: hair red from chapter 5 (line 4)']);
  });

  it("is read once under a field's own key, and not at all from a line that tells none", () => {
    expect(changesOf('- Hair: brown, dyed black (ch. 3)')).toEqual(['Mara Voss: hair black from chapter 3 (line 4)']);
    expect(changesOf('- Notes: keeps bees behind the chapel')).toEqual([]);
  });
});

describe("an entry's own labels", () => {
  it('are no people of their own ("- Remarks:", "- Backstory:", "- Quirks:" under a heading)', () => {
    const bible = parseBible(
      '## Characters\n\n### Mara Voss\n- Eyes: grey\n- Remarks: stubborn\n- Backstory: grew up in Leith\n- Quirks: hums\n- Motivation: the farm\n\n### Tomas Reyes\n- Eyes: brown\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara Voss', 'Tomas Reyes']);
  });
});
