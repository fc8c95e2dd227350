import { describe, expect, it } from 'vitest';
import { onlyWindowTurned } from '../../src/check/checks/windows.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A building given one window only, facing one way, keeps that window's compass point. */

const found = (...texts: string[]) =>
  onlyWindowTurned(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const HUT =
  'The Black Burn bothy stood under the crag. It was built of turf, with one small window facing north, so that nobody slept in the sun.';

describe("a building's one window", () => {
  it('is a slip when a later sentence about the building turns it another way', () => {
    expect(found(HUT, 'The bothy stood where it always had, with its south window and its door of planks.')).toEqual([
      "chapter_02.md:3 the bothy's window faces south here; chapter_01.md:3 gives it one window only, facing north",
    ]);
  });

  it('is quiet on the same point, on a building of several windows, and on another building', () => {
    expect(found(HUT, 'The bothy stood where it always had, with its north window.')).toEqual([]);
    expect(
      found(
        'The Black Burn bothy stood under the crag. It had a window facing north.',
        'The bothy stood where it always had, with its south window.',
      ),
    ).toEqual([]);
    expect(found(HUT, 'The church stood where it always had, with its south window.')).toEqual([]);
  });
});
