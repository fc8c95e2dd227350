import { describe, expect, it } from 'vitest';
import { absencesIn } from '../../src/check/bibleAbsence.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A cast sheet's word for a character out of the scenes for a span ("OFF-SCREEN", "OFF-TABLE", "offstage") records
 * an absence as "AWAY" does; and the one away is held to it when the text names them, then a relative clause, then
 * their verb ("Ewan, who has come up from the quay with his bag, is mending the net"). Written for these tests.
 */

const span = (text: string) =>
  absencesIn(text, ENGLISH).map(({ from, until }) => `${from.day}/${from.month} ${until.day}/${until.month}`);

describe('a cast sheet’s word for out of the scenes', () => {
  it('records the span after it', () => {
    expect(span('OFF-TABLE ....... Sat 3 Oct (sails at four) -> Wed 21 Oct (afternoon)')).toEqual(['3/10 21/10']);
    expect(span('NOTE: character is OFF-SCREEN, in Hobart (the hospital), Mon 18 Jan – Mon 1 Feb 1988.')).toEqual([
      '18/1 1/2',
    ]);
    expect(span('Offstage from Tuesday 4 May to Friday 7 May.')).toEqual(['4/5 7/5']);
  });

  it('records none for a word of the stage with no span', () => {
    expect(span('Mostly offstage; heard on the telephone.')).toEqual([]);
  });
});

describe('the one away named, then a relative clause, then their verb', () => {
  const bible = '# Characters\n\n## Ewan Rudd\n- Age: 40\n- Note: off-screen in Hobart, Mon 10 – Fri 14 Oct 1983\n';
  const found = (day: string) =>
    checkTimeline(
      manuscriptOf(
        chaptersOf(
          'Nell Fairlie and Ewan Rudd kept the yard. On Sunday 9 October 1983 the rain came. Ewan Rudd mended the slip.',
          `On Wednesday the tide was late. ${day}`,
        ),
        bible,
      ),
      ENGLISH,
    )
      .findings.filter((f) => f.category === 'place')
      .map((f) => `${f.file}:${f.line}`);

  for (const day of [
    'My cousin Ewan Rudd, who has come up from the quay with his bag on his shoulder, is hauling the boat up the slip.',
    'Ewan Rudd, whom nobody had expected, sat down at the table with the post.',
  ])
    it(`finds "${day.slice(0, 60)}…"`, () => {
      expect(found(day)).toEqual(['chapter_02.md:3']);
    });

  it('stays quiet when the verb after the clause is word from afar', () => {
    expect(found('Ewan Rudd, who is still in Hobart, telephoned at noon.')).toEqual([]);
  });
});
