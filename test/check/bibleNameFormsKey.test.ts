import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A data bible's "name_forms" key (TOML, YAML) lists the other names of the person: "Miss Marsh" is Ada Marsh, so
 * what the text says of Miss Marsh is held with what it says of Ada. Texts written for these tests.
 */

const names = (bible: string) => parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Ada Marsh')?.names;

describe('a "name_forms" key', () => {
  it('gives the other names in a TOML bible', () => {
    expect(
      names('```toml\n[characters.ada]\nfull_name = "Ada Marsh"\nname_forms = ["Ada", "Miss Marsh"]\nage = 30\n```\n'),
    ).toContain('Miss Marsh');
  });

  it('gives the other names in a YAML bible', () => {
    expect(
      names('```yaml\ncharacters:\n  - name: Ada Marsh\n    name forms: [Ada, Miss Marsh]\n    age: 30\n```\n'),
    ).toContain('Miss Marsh');
  });
});
