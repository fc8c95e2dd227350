import { describe, expect, it } from 'vitest';
import { ownFeature } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A place's own coloured feature opens on its colour: "the Lantern Inn's red door", "the red door of the Lantern Inn".
 * A colour further into the words ("the big red door of the Lantern Inn") or inside a compound ("blue-painted") is no
 * feature told as the place's own.
 * Sentences written for these tests.
 */

const feature = (sentence: string, place = 'the Lantern Inn') => {
  const start = sentence.indexOf(place);
  return ownFeature(sentence, start, start + place.length, ENGLISH);
};

describe("a place's own coloured feature", () => {
  it('is read when the colour opens it, after the name or before it with "the"', () => {
    expect(feature("Ruth knocked at the Lantern Inn's red door.")).toEqual({ noun: 'door', colours: ['red'] });
    expect(feature('Ruth knocked at the red door of the Lantern Inn.')).toEqual({ noun: 'door', colours: ['red'] });
  });

  it('is not read when another word stands before the colour', () => {
    expect(feature('Ruth knocked at the big red door of the Lantern Inn.')).toBeUndefined();
    expect(feature("Ruth knocked at the Lantern Inn's big red door.")).toBeUndefined();
  });

  it('is not read from a colour inside a compound word, which would take the wrong word for the feature', () => {
    expect(feature("Ruth knocked at the Lantern Inn's blue-painted door.")).toBeUndefined();
    expect(feature("Ruth knocked at the Lantern Inn's blue-painted old red door.")).toBeUndefined();
  });
});
