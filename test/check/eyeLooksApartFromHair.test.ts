import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Words that tell hair something said of eyes: "dark" is brown or black only of hair ("dark-eyed" may be a dark
 * blue), and "short" or "long" is a length only of hair ("short-sighted eyes", "eyes long and grey"). Texts
 * written for these tests.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message} ${f.confidence}`,
  );

describe('"dark" before eyes', () => {
  it('gives no colour: a dark-eyed woman whose eyes are blue later is no slip', () => {
    const texts = ['The dark-eyed Mara Voss came in from the yard.', "Mara Voss sat down. Mara Voss's eyes were blue."];
    expect(attributesOf(...texts)).toEqual(['Mara Voss eyes blue']);
    expect(findings(...texts)).toEqual([]);
  });

  it('gives none after her name either ("Mara Voss, a dark-eyed girl")', () => {
    expect(attributesOf('Mara Voss came in. Mara Voss, a dark-eyed girl of nineteen, sat by the fire.')).toEqual([
      'Mara Voss age 19',
    ]);
  });

  it('is still brown or black of hair, and a black head later agrees', () => {
    const texts = [
      'The dark-haired Mara Voss came in from the yard.',
      "Mara Voss sat down. Mara Voss's hair was black.",
    ];
    expect(attributesOf(...texts)).toEqual(['Mara Voss hair brown/black', 'Mara Voss hair black']);
    expect(findings(...texts)).toEqual([]);
  });
});

describe('"short" or "long" beside eyes', () => {
  it('tells no hair length: short-sighted eyes, then long hair, is no regrowth to question', () => {
    const texts = [
      'Mara Voss came in. Mara Voss rubbed her short-sighted eyes.',
      'Mara Voss sat down. Her long hair was wet.',
    ];
    const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
    expect(
      facts.cast.find((c) => c.name === 'Mara Voss')?.hairLengths?.map((h) => `${h.value} ${h.at.file}:${h.at.line}`),
    ).toEqual(['long chapter_02.md:3']);
    expect(findings(...texts)).toEqual([]);
  });

  it('reads eyes "long and grey" as no length either, while short hair then long is questioned', () => {
    const { facts } = readFacts(
      manuscriptOf(chaptersOf("Mara Voss came in. Mara Voss's eyes were long and grey.")),
      ENGLISH,
    );
    expect(facts.cast.find((c) => c.name === 'Mara Voss')?.hairLengths ?? []).toEqual([]);
    expect(
      findings(
        'Mara Voss came in. Mara Voss had her short hair tucked under a cap.',
        'Mara Voss sat down. Her long hair was wet.',
      ),
    ).toEqual([
      "chapter_02.md:3 Mara Voss's hair is long here; chapter_01.md:3 says it is short, and nothing between tells it grown back 0.65",
    ]);
  });
});
