import { describe, expect, it } from 'vitest';
import { checkTimeline, dayCountIn } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The story's year from the bible alone (the text states none), held to a message's weekday; the funeral of one
 * the cast does not hold, and "his funeral"; a count of days in a sentence not of the story's present. Written for
 * these tests.
 */

const timeline = (bible: string, ...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe("the bible's year, the text stating none", () => {
  const BIBLE = '## Timeline\n\n- Chapter 1 (Tuesday 8 October 2019): Dana drives to the clinic\n';
  const told = 'On Tuesday, October 8, Dana drove to the clinic.';

  it("holds a text message's weekday to its date in that year", () => {
    expect(timeline(BIBLE, told, '**Fri, Oct 19, 4:49 PM — Dana:** Made it.')).toEqual([
      "chapter_02.md:3 Friday is not the weekday of 19 October in the story's year (2019), a Saturday",
    ]);
    expect(timeline(BIBLE, told, '**Sat, Oct 19, 4:49 PM — Dana:** Made it.')).toEqual([]);
  });
});

describe('a funeral after a death, dated before it', () => {
  const death =
    'Tobias Marr keeps the light on Inchmore. On Wednesday 12 March 1902 the ferry is late. Tobias Marr dies at midnight, in the lamp room.';

  it('is the dead man’s when it is "his funeral"', () => {
    expect(timeline('', death, '"His funeral is Saturday the eighth, at the kirk," Ailsa says.')).toEqual([
      "chapter_02.md:3 Tobias Marr's funeral is dated 8 March 1902 here, before the death chapter_01.md:3 tells on 12 March 1902",
    ]);
  });

  it('is held to the day a count in the paragraph reaches, not the date the paragraph opens on', () => {
    expect(
      timeline(
        '',
        'On Wednesday 12 March 1902 the ferry is late. Tobias Marr keeps the light on Inchmore. Three days later Tobias Marr dies at midnight, in the lamp room.',
        '"His funeral is Friday the fourteenth, at the kirk," Ailsa says.',
      ),
    ).toEqual([
      "chapter_02.md:3 Tobias Marr's funeral is dated 14 March 1902 here, before the death chapter_01.md:3 tells on 15 March 1902",
    ]);
  });

  it('is no one’s of the cast when it is named for another', () => {
    expect(timeline('', death, '"Ned Haddow\'s funeral is Saturday the eighth, at the kirk," Ailsa says.')).toEqual([]);
  });
});

describe('a count of days not in the present', () => {
  it('gives no days and no words', () => {
    expect(dayCountIn('Three days later she would leave.', ENGLISH)).toEqual({ days: 0, words: '' });
  });
});
