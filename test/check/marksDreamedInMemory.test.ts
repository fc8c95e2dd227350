import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark told in a memory is for life (src/check/facts.ts, rememberedMarks), but not one dreamed: "Years ago Tom
 * Hale lost his left eye in the war" is his eye now; "Years ago Tom Hale dreamed he lost his left eye" is nothing.
 */

const BIBLE = '## Characters\n### Tom Hale\n- gender: male\n';

const marksOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH).facts.cast.flatMap((c) =>
    (c.marks ?? []).map((m) => `${c.name} ${m.mark} ${m.side} ${m.part} ${m.at.file}:${m.at.line}`),
  );

describe('a mark told in a memory', () => {
  it('is kept when it happened', () => {
    expect(marksOf('Tom Hale came up the lane.\n\nYears ago Tom Hale lost his left eye in the war.')).toEqual([
      'Tom Hale blind eye left eye chapter_01.md:5',
    ]);
  });

  it('is not kept when it was dreamed', () => {
    expect(
      marksOf('Tom Hale came up the lane.\n\nYears ago Tom Hale dreamed he lost his left eye in the war.'),
    ).toEqual([]);
  });
});
