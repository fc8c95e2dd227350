import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';
import { away } from '../support/ownAbsence.js';

/**
 * One's own word of a span away, said on the weekday it starts with ("from Tuesday till Thursday" on a Tuesday: the
 * next Tuesday); what the absent may do in the narration without being there (speak, would have liked); and a
 * funeral naming no one, after two deaths, held to the death told last.
 */

const OPENING = 'Ida Marsh and Colm Daly keep the signal box. On Tuesday 2 March 1954 the frost held.';
const said = (speech: string, later: string) => away(`${OPENING}\n\n"${speech}" Colm Daly said.`, later);
const LEEDS = "I'll be away. Leeds. Monday the eighth to Friday the twelfth.";
const WEDNESDAY = 'On Wednesday, the tenth of March, the fog lifted.';

describe('a span of weekdays said on the day it names first', () => {
  it('starts on that weekday next week, not today', () => {
    expect(
      said("We're going down to Hull, from Tuesday till Thursday.", `${WEDNESDAY} Colm Daly was at the levers.`),
    ).toEqual([
      'chapter_02.md:3 Colm Daly acts here on 10 March 1954, but chapter_01.md:5 has them away from 9 March 1954 until 11 March 1954',
    ]);
  });
});

describe('the absent named in the narration', () => {
  it('is not there when they only speak or would have liked something', () => {
    expect(said(LEEDS, `${WEDNESDAY} Colm Daly said nothing at all about the fog.`)).toEqual([]);
    expect(said(LEEDS, `${WEDNESDAY} Colm Daly would have liked the fog.`)).toEqual([]);
  });

  it('is there when they do something', () => {
    expect(said(LEEDS, `${WEDNESDAY} Colm Daly walked the line to the points.`)).toEqual([
      'chapter_02.md:3 Colm Daly acts here on 10 March 1954, but chapter_01.md:5 has them away from 8 March 1954 until 12 March 1954',
    ]);
  });
});

describe('a funeral naming no one after two deaths', () => {
  it('is the funeral of the one whose death was told last before it', () => {
    const found = checkTimeline(
      manuscriptOf(
        chaptersOf(
          'Tobias Marr and Ada Venn keep the light on Inchmore. On Monday 10 March 1902 the ferry is late. Ada Venn dies at noon.',
          'On Wednesday 12 March the wind drops. Tobias Marr dies at midnight, in the lamp room.',
          'On Thursday 13 March the boat comes. "The funeral is Saturday the eighth."',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => [`${f.file}:${f.line}`, f.confidence, f.message]);
    expect(found).toEqual([
      [
        'chapter_03.md:3',
        0.65,
        "Tobias Marr's funeral is dated 8 March 1902 here, before the death chapter_02.md:3 tells on 12 March 1902",
      ],
    ]);
  });
});
