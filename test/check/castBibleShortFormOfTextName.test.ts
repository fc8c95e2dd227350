import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Francis Bishop" in the text is the bible's "Frank Bishop": the bible's short form of the text's given name before
 * the same surname, and only that: a short form before another surname, or a longer name, is someone else. Texts
 * written for these tests.
 */

const castOf = (bible: string, text: string) =>
  buildFactBase(manuscriptOf(chaptersOf(text), bible), ENGLISH).cast.map((c) =>
    [c.name, ...[...c.names].filter((n) => n !== c.name).sort()].join('|'),
  );
const TEXT = 'Francis Bishop came in.\n\nFrancis Bishop sat down.\n\nFrancis Bishop laughed.';

describe("the bible's short form of a text's given name", () => {
  it('is the same person before the same surname', () => {
    expect(castOf('## Characters\n\n### Frank Bishop\n\n- Age: 61\n', TEXT).join(' ; ')).toMatch(
      /^Frank Bishop\|[^;]*Francis Bishop/,
    );
  });

  it('is someone else before another surname', () => {
    const cast = castOf('## Characters\n\n### Frank Hale\n\n- Age: 61\n', TEXT);
    expect(cast.find((c) => c.startsWith('Frank Hale'))).not.toMatch(/Francis Bishop/);
  });

  it('is someone else when the bible name runs on past the surname', () => {
    const cast = castOf('## Characters\n\n### Frank Bishop Hale\n\n- Age: 61\n', TEXT);
    expect(cast.find((c) => c.startsWith('Frank Bishop Hale'))).not.toMatch(/Francis Bishop/);
  });
});
