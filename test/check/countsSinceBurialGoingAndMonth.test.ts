import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A length of time the text states ("a fortnight after we had buried Walter", "Ada had been gone three weeks", "that
 * Tuesday in March, not six weeks ago") held to the days the story itself dated.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

/** A wedding on 18 June 1889 counted from Walter's burial, told in the first chapter as `buried` says. */
const weddingAfter = (buried: string) => (count: string) =>
  timeline(
    buried,
    `Hester Pike married Tom Ashby on Tuesday, the eighteenth of June 1889, ${count} after we had buried Walter, and nobody said a word.`,
  );

describe('a count from a burial', () => {
  const buried =
    'Walter Pike died in the night. They buried Walter Pike on Tuesday, the fourth of June 1889, in the rain, and Hester walked home alone.';
  const wedding = weddingAfter(buried);

  it('finds a count that misses the burial told with its day, with both places', () => {
    expect(wedding('three weeks to the day')).toEqual([
      'chapter_02.md:3 "three weeks to the day after we had buried Walter" counts back from 18 June 1889 to 28 May 1889, but Walter Pike was buried on 4 June 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
    expect(wedding('forty days')).toHaveLength(1);
    // The burial told as a laying to rest, and counted from one.
    expect(
      timeline(
        'Walter Pike died in the night. They laid Walter Pike to rest on Tuesday, the fourth of June 1889, in the rain.',
        'On Tuesday, the eighteenth of June 1889, the hay was in. It was a week since we laid Walter to rest.',
      ),
    ).toHaveLength(1);
  });

  it('says nothing of a count that lands on it, or rounds it by a day or two', () => {
    expect(wedding('a fortnight to the day')).toEqual([]);
    // "after" with no date of its own moves the story on to its day: it does not say what day it is now.
    expect(
      timeline(
        buried,
        'On Friday, the twenty-eighth of June 1889, the hay was in.\n\nTen days after we had buried Walter, Hester sold the cows.',
      ),
    ).toEqual([]);
    expect(wedding('two weeks')).toEqual([]);
    expect(wedding('fourteen days')).toEqual([]);
  });

  const death =
    'On Sunday, the second of June 1889, the wind dropped. Martha Pike died that evening with the window open. She was eighty-one, and Hester sat with her until morning.';
  const since = (count: string) => timeline(death, `On Friday, the twenty-eighth of June, the hay was in. ${count}`);

  it('with no burial dated, finds a count from "we buried her" that lands before her death', () => {
    expect(since('It was thirty days since we buried her.')).toEqual([
      'chapter_02.md:3 "thirty days since we buried her" counts back from 28 June 1889 to 29 May 1889, before Martha Pike\'s death on 2 June 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
    expect(since('It was five weeks since the funeral.')).toHaveLength(1);
  });

  it('reads the count in speech, said on the day reckoned, but not one of another day', () => {
    expect(since('"It\'s five weeks since we buried her," Hester said. "Five weeks."')).toHaveLength(1);
    expect(since('"It\'s three weeks since we buried her," Hester said.')).toEqual([]);
    expect(since('"Mr. Ashby says it will be five weeks since we buried her," Hester said.')).toEqual([]);
    expect(since('"It\'s five weeks since we buried her," Hester said. "Next week I will go."')).toHaveLength(1);
    // Another day said in the speech before the count, in a sentence of its own: the count is still of today.
    expect(since('"I will go to the town tomorrow. It\'s five weeks since we buried her," Hester said.')).toHaveLength(
      1,
    );
    // The stop after "Mr" ends no sentence: another day said before it is the count's.
    expect(since('"I will tell Mr. Ashby it is five weeks since we buried her," Hester said.')).toEqual([]);
  });

  it('says nothing of a count after the death, one of another day, or one of another gender than the dead', () => {
    expect(since('It was three weeks since we buried her.')).toEqual([]);
    expect(since('It would be six weeks on Sunday since we buried her.')).toEqual([]);
    expect(since('It was thirty days since we buried him.')).toEqual([]);
    expect(since('It was a few weeks since the funeral.')).toEqual([]);
  });
});

describe('a count of the days one has been gone', () => {
  const left =
    '**Monday 3 June 1889.** Ada left on the early coach for the coast, with her blue box. Ada waved from the roof, and then the house was quiet.';
  const back = (count: string) =>
    timeline(left, `On Friday, the fourteenth of June, the coach brought her home. ${count}`);

  it('finds a count of her absence that the days told do not make', () => {
    expect(back('Ada had been gone three weeks.')).toEqual([
      'chapter_02.md:3 "Ada had been gone three weeks" counts 21 days, but Ada left on 3 June 1889 (chapter_01.md:3), 11 days before 14 June 1889 | chapter_01.md:3',
    ]);
    expect(back('It was a month of Sundays, and twenty days since Ada left.')).toHaveLength(1);
    expect(back('"Ada\'s been gone three weeks," Tom said. "Three weeks!"')).toHaveLength(1);
  });

  it('says nothing of the right count, a loose one, or a count in speech of another time', () => {
    expect(back('Ada had been gone eleven days.')).toEqual([]);
    expect(back('Ada had been away for a fortnight, or near it.')).toEqual([]);
    expect(back('Ada had been gone nearly three weeks.')).toEqual([]);
    expect(back('Ada had been gone weeks.')).toEqual([]);
    expect(back('"Next year Ada will have been gone three weeks at Easter," said Tom.')).toEqual([]);
  });

  it('does not date a going by the present when the sentence names a weekday or another time', () => {
    const later = (going: string) =>
      timeline(
        `On Saturday, the first of June 1889, it rained. ${going}`,
        'On Friday, the fourteenth of June, the coach brought her home. Ada had been gone three weeks.',
      );
    expect(later('Ada left on Monday for the coast.')).toEqual([]);
    expect(later('Tom had been sour ever since Ada left.')).toEqual([]);
    expect(later('Ada left on the coach.')).toHaveLength(1);
  });

  it('does not take leaving a room for a going away', () => {
    expect(
      timeline(
        'On Monday, the third of June 1889, Ada left the kitchen and went up to bed.',
        'On Friday, the fourteenth of June, Tom wrote. Ada had been gone three weeks by then.',
      ),
    ).toEqual([]);
  });
});

describe('a count since a going that names no one', () => {
  const went =
    'Hal went out to the lightship a week after the wedding, on Monday, the second of March 1953. Hal said he would be gone a month.';
  const back = (count: string) =>
    timeline(went, `The tender came back round the point on Monday, the thirtieth of March, ${count}.`);

  it('holds it to the going told last, with both places', () => {
    expect(back('four weeks to the day since she had taken them away')).toEqual([]);
    expect(back('two weeks to the day since she had taken them away')).toEqual([
      'chapter_02.md:3 "two weeks to the day since she had taken them away" counts back from 30 March 1953 to 16 March 1953, but the going told last is on 2 March 1953 (chapter_01.md:3) | chapter_01.md:3',
    ]);
    expect(back('ten days since he left')).toHaveLength(1);
  });

  it('says nothing of a journey with no date of its own, or a count of another day', () => {
    expect(
      timeline(
        'On Monday, the second of March 1953, it blew. Hal went out to the lightship that week.',
        'The tender came back round the point on Monday, the thirtieth of March, ten days since he left.',
      ),
    ).toEqual([]);
    expect(back('and it would be a fortnight since he left before the next one')).toEqual([]);
  });
});

describe('a day of a month counted back from now', () => {
  const at = (words: string, day = 'On Friday, the twelfth of January 1979, the thaw came.') =>
    timeline(
      'On Thursday, the fourth of January 1979, the snow came.',
      `${day}\n\nShe laid the letter on his desk, the way she had on that Monday in November, ${words}, and sat down.`,
    );

  it('finds a count back that cannot reach that weekday of that month', () => {
    expect(at('not three weeks ago')).toEqual([
      'chapter_02.md:5 "that Monday in November, not three weeks ago" counts back from 12 January 1979 to 22 December 1978, not in November nor on a Monday | undefined:undefined',
    ]);
    expect(at('over ten weeks ago')).toHaveLength(1);
    // A count with no bound holds only to a day either side: the nearest Monday in November, the 27th, is 46 days back.
    expect(at('forty-four days ago')).toHaveLength(1);
    expect(at('forty-five days ago')).toEqual([]);
    // Sunday, the first day of the week, is named as any other; a month told with no weekday names none.
    expect(
      timeline(
        'On Thursday, the fourth of January 1979, the snow came.',
        'On Friday, the twelfth of January 1979, the thaw came.\n\nShe laid the letter on his desk, as she had that Sunday in November, not three weeks ago.',
      ),
    ).toEqual([
      'chapter_02.md:5 "that Sunday in November, not three weeks ago" counts back from 12 January 1979 to 22 December 1978, not in November nor on a Sunday | undefined:undefined',
    ]);
    expect(
      timeline(
        'On Thursday, the fourth of January 1979, the snow came.',
        'On Friday, the twelfth of January 1979, the thaw came.\n\nThe letter was like the one in November, not three weeks ago.',
      ),
    ).toEqual([
      'chapter_02.md:5 "one in November, not three weeks ago" counts back from 12 January 1979 to 22 December 1978, not in November | undefined:undefined',
    ]);
    expect(
      timeline(
        'On Friday, the twelfth of January 1979, the thaw came.',
        'On Saturday, the thirteenth of January, it rained. Three weeks ago, on the Monday in November, the letter had come.',
      ),
    ).toHaveLength(1);
  });

  it('says nothing of a count that reaches it, or a loose one', () => {
    expect(at('not eight weeks ago')).toEqual([]);
    expect(at('nearly eight weeks ago')).toEqual([]);
    expect(at('seven weeks ago')).toEqual([]);
    expect(at('some weeks ago')).toEqual([]);
    // A count of nothing counts back to no day.
    expect(at('0 weeks ago')).toEqual([]);
    expect(
      timeline(
        'On Friday, the twelfth of January 1979, the thaw came.',
        'On Saturday, the thirteenth of January, it rained. Eight weeks ago, on the Monday in November, the letter had come.',
      ),
    ).toEqual([]);
  });

  it("reaches a month's last days: twelve days back from Friday 12 January 1979 is Sunday 31 December", () => {
    const book = (words: string) =>
      timeline(
        'On Thursday, the fourth of January 1979, the snow came.',
        `On Friday, the twelfth of January 1979, the thaw came.\n\nShe laid the letter on his desk, the way she had on that Sunday in December, ${words}, and sat down.`,
      );
    expect(book('twelve days ago')).toEqual([]);
    expect(book('five days ago')).toHaveLength(1);
  });

  it('says nothing in a chapter that has told no day of its own: days may have passed unsaid', () => {
    expect(at('not three weeks ago', 'The thaw came.')).toEqual([]);
  });
});

describe('a count since the story opened on a coming, in words past twenty', () => {
  it('reads "thirty-four days since he had come up the hill"', () => {
    const later = (count: string) =>
      timeline(
        'On Monday, the fifth of July, 2004, the fog did not lift. Pablo came up the hill with his bag at four.',
        `On Sunday, the eighth of August, the paper came. It was ${count} since Pablo had come up the hill.`,
      );
    expect(later('thirty-four days')).toEqual([]);
    expect(later('forty-four days')).toEqual([
      'chapter_02.md:3 "forty-four days since Pablo had come" counts back from 8 August 2004 to 25 June 2004, but the coming it counts from is the story\'s first day, 5 July 2004 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });
});

// A burial told in the same sentence as the death, each with its day: the burial's day is the one after "buried".
describe('a burial told after the death in one sentence', () => {
  const wedding = weddingAfter(
    'Walter Pike died on Saturday, the first of June 1889, and they buried Walter Pike on Tuesday, the fourth of June 1889, in the rain.',
  );

  it('is dated by the day after "buried", so a fortnight from it lands', () => {
    expect(wedding('a fortnight to the day')).toEqual([]);
  });

  it('names the burial day, not the death day, when a count misses it', () => {
    expect(wedding('three weeks to the day')).toEqual([
      'chapter_02.md:3 "three weeks to the day after we had buried Walter" counts back from 18 June 1889 to 28 May 1889, but Walter Pike was buried on 4 June 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });
});
