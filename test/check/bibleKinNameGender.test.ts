import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible's other name that is a kinship to someone ("Also called: Irini's mother") tells the gender, as a title
 * does; two that disagree tell none. Written for these tests.
 */

const genderOf = (aliases: string) =>
  parseBible(`# Bible\n\n## Characters\n\n### Katerina Kambouri\n- Also called: ${aliases}\n- Age: 53\n`, ENGLISH)
    .characters[0]?.gender;

describe("a bible's kinship name", () => {
  it('tells the gender', () => {
    expect(genderOf("Irini's mother")).toBe('female');
    expect(genderOf("Irini's father")).toBe('male');
  });

  it('tells none when two disagree, or when it is no kinship', () => {
    expect(genderOf("Irini's mother, Tomas's father")).toBeUndefined();
    expect(genderOf("the Kapetan's boat")).toBeUndefined();
  });

  it('tells none over the gender the entry gives', () => {
    const ada = (line: string) =>
      parseBible(`# Bible\n\n## Characters\n\n### Ada Finch\n- also called: the Queen's man\n${line}\n`, ENGLISH)
        .characters[0]?.gender;
    expect(ada('- gender: female')).toBe('female');
    expect(ada('- She ran the ciphers, and she never married.')).toBe('female');
  });
});
