import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A saint shares a character's first name ("a medal of St. Anthony" beside "Anthony Fonseca"): the saint takes no
 * one's "Anthony", and "Anthony" alone stays the man's. A name respelt three letters away only in what someone says
 * ("He said, Antonio, you will be late") is how that speaker says it; the same in narration, or a slip of one letter
 * in speech, is still a slip.
 */

const anthony = (n: number) =>
  Array.from({ length: n }, (_, i) => `Anthony counted the tins on shelf ${i + 1} and wrote the number down.`).join(
    ' ',
  );

const book = (aside: string) =>
  chaptersOf(
    `Anthony Fonseca kept the duka by the station. ${anthony(6)} Over the till hung a medal of St. Anthony, and Anthony touched it for luck. Anthony Fonseca was sixty-eight.`,
    `${anthony(6)} Anthony Fonseca shut the till.\n\n${aside}`,
  );

const slips = (aside: string) =>
  checkNames(manuscriptOf(book(aside)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a saint named beside a character', () => {
  it("takes none of the character's names", () => {
    const { facts } = readFacts(manuscriptOf(book('He went home.')), ENGLISH);
    const fonseca = facts.cast.find((c) => c.name === 'Anthony Fonseca');
    expect(fonseca?.names).toContain('Anthony');
    expect(facts.cast.find((c) => c.name === 'St. Anthony')?.names ?? []).not.toContain('Anthony');
  });
});

describe("a name respelt in someone's speech", () => {
  it('three letters away, only in speech: how the speaker says it, no slip', () => {
    expect(slips('"My father said, Antonio, you will be late for everything," he told me.')).toEqual([]);
  });

  it('three letters away in narration: a slip', () => {
    expect(slips('Antonio went home by the station road.')).toEqual([
      'chapter_02.md:5 "Antonio" here; chapter_01.md:3 spells it "Anthony" (Anthony Fonseca)',
    ]);
  });

  it('one letter away in speech: a slip', () => {
    expect(slips('"My father said, Anthiny, you will be late for everything," he told me.')).toEqual([
      'chapter_02.md:5 "Anthiny" here; chapter_01.md:3 spells it "Anthony" (Anthony Fonseca)',
    ]);
  });
});
