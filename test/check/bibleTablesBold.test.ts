import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Two shapes of a bible's cast, written for these tests: a table whose name column is not the first one (or
 * that has none), and a bold name with the other name it goes by in brackets right after it, with or without a space.
 */

const read = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, v?.value])),
  ]);

describe('a cast table', () => {
  it('takes the name from the column called Name wherever it stands', () => {
    const bible = '## Cast\n\n| Role | Name | Eyes |\n|---|---|---|\n| the pilot | Mara Voss | grey |\n';
    expect(read(bible)).toEqual([['Mara Voss', { role: 'the pilot', eyes: 'grey' }]]);
  });
});

describe('a bold name with another name in brackets', () => {
  it('keeps the bracket as the name they go by, spaced or not', () => {
    for (const head of ['**Elias Brandt** (Eli) — the ferryman', '**Elias Brandt**(Eli) — the ferryman']) {
      const bible = `# Notes\n\n${head}\n  - Eyes: brown\n`;
      expect(
        parseBible(bible, ENGLISH).characters.map((c) => c.names),
        head,
      ).toEqual([['Elias Brandt', 'Eli', 'Elias', 'Brandt']]);
    }
  });

  it('ends the bracket at its close: what follows it is the entry’s, not part of the name', () => {
    const bible = "## Characters\n\n- **Uncle Fred** (Doyle) - Jack's younger brother, docker, grey eyes.\n";
    const [fred, ...others] = parseBible(bible, ENGLISH).characters;
    expect(others).toEqual([]);
    expect(fred?.name).toBe('Uncle Fred');
    // Jack is the brother he is told of, not a name of Fred's.
    expect(fred?.names).not.toContain('Jack');
    expect(fred?.fields.eyes?.value).toBe('grey');
  });
});
