import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { patternAt, readingsOf } from '../support/patternReadings.js';

/**
 * The English patterns (src/check/lang/en.ts, enBible.ts) read what their comments say, on phrases written for them
 * (test/check/englishPatterns/*.json): each entry is a pattern's path in the words, what it is for, and texts with
 * what it must read in each ([whole, groups…] of the first match, or null; every match of a pattern with the g
 * flag). Two spaces typed between words, a line break inside a paragraph, a capital at a sentence's start, the text
 * around a phrase: each example is a text a manuscript holds, and the reading is the one a copy editor would make.
 * stryker/patternMutants.mjs says which of Stryker's mutants of a pattern its examples do not yet tell apart.
 */

interface Entry {
  says: string;
  reads: Array<[string, unknown]>;
}

const dir = path.join(import.meta.dirname, 'englishPatterns');
const entries = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .flatMap((name) =>
    Object.entries(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, Entry>).map(
      ([at, entry]) => ({ name, at, entry }),
    ),
  );

describe('the English patterns', () => {
  it('have examples', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries)('$at ($name): $entry.says', ({ at, entry }) => {
    const pattern = patternAt(ENGLISH, at);
    expect(entry.reads.map(([text]) => [text, readingsOf(pattern, text)])).toEqual(entry.reads);
  });
});
