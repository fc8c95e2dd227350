import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A pronoun in a person's notes after another's possessive name is that other's: "wears Archie's tweed jacket after
 * his death" tells nothing of Mairi's gender (a spreadsheet's row made her a man, and her father's "Mr. Crerar" and
 * his age hers).
 */

const genderOf = (note: string) =>
  parseBible(`# Bible\n\n## Characters\n### Mairi Crerar\n- age: 29\n- notes: ${note}\n`, ENGLISH).characters[0]
    ?.gender;

describe("a pronoun after another's possessive name", () => {
  it("is the other's, not the entry's", () => {
    expect(genderOf("wears Archie's tweed jacket after his death")).toBeUndefined();
  });

  it("is the entry's again after the clause ends", () => {
    expect(genderOf("wears Archie's tweed jacket; keeps his cask book in her desk")).toBeUndefined();
    expect(genderOf("wears Archie's tweed jacket; keeps the cask book in her desk")).toBe('female');
  });

  it("counts when the possessive name is the entry's own", () => {
    expect(genderOf("Mairi's own pen stays in her desk")).toBe('female');
    expect(genderOf('wears a tweed jacket after his wedding')).toBe('male');
  });
});
