import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A run of capitalised words after a preposition of place ("toward the Lantern Inn", "near Hollis Falls"), told twice,
 * is a place of that whole name (src/check/facts.ts, placesFrom; ENGLISH.placeBefore). Texts written for these tests.
 */

const places = (text: string) => readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).facts.places.map((p) => p.name);

describe('capitalised words after a preposition of place', () => {
  it('are a place of their whole name after "toward" as after "towards"', () => {
    expect(places('Mara walked toward the Lantern Inn. At dusk she went back toward the Lantern Inn.')).toEqual([
      'Lantern Inn',
    ]);
    expect(places('Mara walked toward Hollis Falls. At dusk she went back toward Hollis Falls.')).toEqual([
      'Hollis Falls',
    ]);
  });

  it('are one with two spaces after the preposition or its article', () => {
    expect(places('Mara walked near  the Lantern Inn. At dusk she went back near  the Lantern Inn.')).toEqual([
      'Lantern Inn',
    ]);
    expect(places('Mara walked near the  Lantern Inn. At dusk she went back near the  Lantern Inn.')).toEqual([
      'Lantern Inn',
    ]);
  });
});
