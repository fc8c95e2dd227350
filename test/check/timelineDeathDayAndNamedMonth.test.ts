import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Three readings of a retrospective narrator's calendar (texts written for these tests):
 * - a death told on the day after the one the story reached moves the story there ("He died … on the morning of
 *   Tuesday the eighth of July. ¶ We buried him the next day, Wednesday"), where a death of record does not;
 * - a month and year the sentence names before a weekday's day are that day's ("in June 1994, on Sunday the twelfth");
 * - a habit in a relative clause opening a scene ("There is a thing divers used to do") is no flashback.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const opening = 'I came to the island in March 1952, on a Tuesday, and stayed.';
const night = (died: string) =>
  `It happened on Monday the seventh of July 1952, and I will not pretend it did not.\n\nI will not write the rest of that night. I did everything I knew. ${died}\n\n---\n\nWe buried him the next day, Wednesday, in the Greek cemetery behind the lighthouse.`;

describe('a death told on the next day', () => {
  it('is the day the story reached: "the next day" counts from it', () => {
    const died = 'He died at a quarter to five on the morning of Tuesday the eighth of July, in the cabin.';
    expect(timeline(opening, night(died))).toEqual([]);
  });

  it('is not, when it is a death of record months before or after: the count is from the day told', () => {
    const counted =
      /^chapter_02\.md:9 "the next day" counts from 7 July .* Tuesday 8 July 1952, but the narration says Wednesday/;
    const before = 'His father had been the same. He died on Tuesday the eighth of April, in the cabin.';
    expect(timeline(opening, night(before))).toEqual([expect.stringMatching(counted)]);
    const after = 'I heard later how his father ended. He died on Tuesday the ninth of September, in Athens.';
    expect(timeline(opening, night(after))).toEqual([expect.stringMatching(counted)]);
  });
});

describe('a month and year named before a weekday and its day', () => {
  const coda = (weekday: string) =>
    `They were married on Sunday the eighth of February 1953.\n\nI went back in June 1994, on ${weekday} the twelfth, on a ferry that took five hours.`;

  it('are the day\'s: "in June 1994, on Sunday the twelfth" is right', () => {
    expect(timeline(opening, coda('Sunday'))).toEqual([]);
  });

  it('are held to the weekday: "in June 1994, on Monday the twelfth" is wrong in June 1994', () => {
    expect(timeline(opening, coda('Monday'))).toEqual([
      expect.stringMatching(/^chapter_02\.md:5 Monday the 12 here, in no month near: .*12 June 1994 is a Sunday/),
    ]);
  });
});

describe('a habit in a relative clause opening a scene', () => {
  it('is no memory: the scene after it is the story', () => {
    const scene = paragraphsOf(
      [
        '---',
        '',
        'There is a thing divers used to do, before there were chambers.',
        '',
        'Stavros knelt by me on the deck.',
      ],
      ENGLISH,
    );
    expect(scene.filter((p) => p.kind === 'prose').map((p) => p.memory)).toEqual([false, false]);
    const remembered = paragraphsOf(
      [
        '---',
        '',
        'We used to swim in the river, Tom and I, before there were fences.',
        '',
        'Tom knelt by me on the bank.',
      ],
      ENGLISH,
    );
    expect(remembered.filter((p) => p.kind === 'prose').map((p) => p.memory)).toEqual([true, true]);
  });
});
