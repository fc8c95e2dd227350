import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The gender a bible's name tells through the given name after its title ("Dr. Ruth Ames" a woman, "Dr. Hope" no
 * one's), when the bible says none and the text gives no pronoun. Texts and bibles written for these tests
 * (src/check/facts.ts, nameTellsGender).
 */

const genderOf = (name: string) =>
  readFacts(
    manuscriptOf(chaptersOf(`${name} came in. ${name} sat down.`), `## Characters\n\n### ${name}\n- Age: 40\n`),
    ENGLISH,
  ).characters.find((c) => c.name === name)?.gender;

describe("a bible's titled name with no gender given", () => {
  it("is a woman's when the given name after the title is", () => {
    expect(genderOf('Dr. Ruth Ames')).toBe('female');
    expect(genderOf('Rev. Dr. Ruth Ames')).toBe('female');
  });

  it("is a man's when the given name after the title is", () => {
    expect(genderOf('Dr. Thomas Ames')).toBe('male');
  });

  it('tells nothing from a title and a surname alone', () => {
    expect(genderOf('Dr. Hope')).toBeUndefined();
  });
});
