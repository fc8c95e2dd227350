import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A funeral, a burial or an inquest dated before the death it follows. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const death =
  'Tobias Marr keeps the light on Inchmore. On Wednesday 12 March 1902 the ferry is late. Tobias Marr dies at midnight, in the lamp room.';

describe('an event that follows a death, dated before it', () => {
  it('reads a funeral named by no one, its day with no month, in speech (present tense)', () => {
    expect(timeline(death, '"The funeral is Saturday the eighth, at the kirk," Ailsa says.')).toEqual([
      "chapter_02.md:3 Tobias Marr's funeral is dated 8 March 1902 here, before the death chapter_01.md:3 tells on 12 March 1902",
    ]);
    expect(timeline(death, '"The funeral is Saturday the fifteenth, at the kirk," Ailsa says.')).toEqual([]);
  });

  it("reads a named burial with a whole date, in past-tense narration, and today's words", () => {
    expect(
      timeline(
        'On Monday 3 June 1889 the rain stopped. Walter Pike died that night in the mill house.',
        '"Walter Pike\'s burial was on Friday 31 May 1889, in the rain," Ruth said.',
      ),
    ).toEqual([
      "chapter_02.md:3 Walter Pike's burial is dated 31 May 1889 here, before the death chapter_01.md:3 tells on 3 June 1889",
    ]);
    expect(
      timeline(
        'On Monday 3 June 1889 the rain stopped. Walter Pike died that night in the mill house.',
        'On Thursday 6 June 1889 the mill stood still. "The inquest was yesterday," Ruth said.',
      ),
    ).toEqual([]);
  });

  it("counts today's words from the day the story is at: yesterday is before it, tomorrow after", () => {
    const sameDay = (said: string) =>
      timeline(death, `On Wednesday 12 March 1902 the wind drops at noon. "${said}," Ailsa says.`);
    expect(sameDay('The inquest was yesterday')).toEqual([
      "chapter_02.md:3 Tobias Marr's inquest is dated 11 March 1902 here, before the death chapter_01.md:3 tells on 12 March 1902",
    ]);
    expect(sameDay('The inquest is tomorrow')).toEqual([]);
  });

  it('holds each event of a sentence to the day said after it', () => {
    expect(
      timeline(
        death,
        'On Thursday 13 March the boat comes. "The inquest is tomorrow; the funeral is Saturday the eighth."',
      ),
    ).toHaveLength(1);
  });

  it("stays quiet on another's funeral, one in the backstory, one remembered, and a death long ago", () => {
    // Another's, by name: not one of the cast.
    expect(timeline(death, '"Mrs. Haddow\'s funeral was Saturday the eighth," Ailsa says.')).toEqual([]);
    // A funeral before the story's first day is the backstory's.
    expect(timeline(death, '"The funeral was on the 2nd of February 1902, in the snow," Ailsa says.')).toEqual([]);
    // Remembered, in italics.
    expect(timeline(death, '*She remembered the funeral, on Saturday the eighth, and the rain.*')).toEqual([]);
    // A death long ago has no day of the story.
    expect(
      timeline(
        'Tobias Marr kept the light. On Wednesday 12 March 1902 the ferry is late. Tobias Marr died years ago, when Ailsa was a girl.',
        '"The funeral was Saturday the eighth," Ailsa says.',
      ),
    ).toEqual([]);
  });

  it('takes a log entry that opens on its weekday and date as the day the story is at', () => {
    expect(
      timeline(
        '> Wed. 12 Mar. 1902. Wind NE 4. Fog.\n\nTobias Marr keeps the light. Tobias Marr dies at midnight, in the lamp room.',
        '"The funeral is Saturday the eighth," Ailsa says.',
      ),
    ).toHaveLength(1);
    // A letter's heading, in italics after a place, is not where the story is.
    expect(
      timeline(
        '> *Leith, Wednesday 12 March 1902.*\n>\n> Dear Ailsa, all is well.\n\nTobias Marr keeps the light. Tobias Marr dies at midnight, in the lamp room.',
        '"The funeral is Saturday the eighth," Ailsa says.',
      ),
    ).toEqual([]);
  });

  it('holds a count of days since a death to the day the story is at, both ways', () => {
    const told = `${death}\n\n* * *\n\nOn Friday 21 March the ferry runs again.`;
    expect(timeline(told, 'It is nine days since Tobias Marr died.')).toEqual([]);
    expect(timeline(told, 'It is twelve days since Tobias Marr died, and the light still burns.')).toEqual(
      [
        '"twelve days since Tobias Marr died" counts from 12 March 1902 (chapter_01.md:3) to 24 March 1902, but the story is at 21 March 1902',
      ].map((m) => `chapter_02.md:3 ${m}`),
    );
    expect(timeline(told, "Five days after Tobias Marr's death, Ailsa paints the door.")).toHaveLength(1);
    // A day either way is the reckoning's; speech is not the narration's count.
    expect(timeline(told, 'It is eight days since Tobias Marr died.')).toEqual([]);
    expect(timeline(told, '"It is twelve days since Tobias Marr died," Ailsa says.')).toEqual([]);
  });
});
