import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The day a scene opens on, for an absence said before it: a weekday after the first sentence's one verb, in the
 * past, is the scene's day ("The inspector from Lansing came on Thursday"); a weekday inside a long subject before
 * any verb ("The talk at the harbour office on Thursday was…") is the day of the thing it names, and moves the story
 * nowhere. Written for these tests.
 */

const SAID =
  'Nell Carver and Oskar Brandt kept the ferry office. It was Monday, the seventh of October 2019, and the wind had dropped.\n\n"Now," Oskar said, "you should know I\'ll be away from Wednesday. My son marries in Duluth on Saturday. I fly out Wednesday morning and I\'m back Wednesday the sixteenth, late."';

const away = (scene: string) =>
  checkTimeline(manuscriptOf(chaptersOf(SAID, `${scene} Oskar Brandt counted the fares.`)), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a weekday in the first sentence of a scene', () => {
  it('sets the day after the one verb in the past, and the absent acting on it is reported', () => {
    expect(away('The inspector from Lansing came on Thursday, a little after two.')).toEqual([
      'chapter_02.md:3 Oskar Brandt acts here on 10 October 2019, but chapter_01.md:5 has them away from 9 October 2019 until 16 October 2019',
    ]);
  });

  it('does not set it from inside a long subject before any verb', () => {
    expect(away('The talk at the harbour office on Thursday was all of the ice.')).toEqual([]);
    expect(away('The first frost of the year on Thursday killed the dahlias.')).toEqual([]);
  });
});
