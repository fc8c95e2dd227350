import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { placeDistances } from '../../src/check/checks/distances.js';
import { initialSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { dayCountIn } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';
import { away } from '../support/ownAbsence.js';

/**
 * Words read whole, as a copy editor reads them: a count of "twenty-one" days is 21, a name with a capital inside
 * ("MacLeod") is the whole name, a remembering said with "didn't" is none, a bible's move ends at its chapter in
 * brackets, a kin word is the word itself ("widow", not "widow and"), and going to bed or on the boat-deck sets no
 * one off. Texts written for these tests.
 */

const distances = (...texts: string[]) =>
  placeDistances(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const changes = (line: string) =>
  parseBible(`## Characters\n\n### Nora Quill\n${line}\n`, ENGLISH).changes.map(
    (x) => `${x.field} ${x.value} from chapter ${x.chapter}`,
  );

describe('words read whole', () => {
  it('marks no memory where the remembering is denied', () => {
    expect(memoryMarked("Rafe didn't remember the name of the boat.", ENGLISH)).toBe(false);
    expect(memoryMarked('Rafe didn’t quite remember the road.', ENGLISH)).toBe(false);
    expect(memoryMarked('Rafe remembered the name of the boat.', ENGLISH)).toBe(true);
  });

  it('counts the days of a compound number whole', () => {
    expect(dayCountIn('Twenty-one days later the ferry put in at Stromness.', ENGLISH)).toEqual({
      days: 21,
      words: 'Twenty-one days later',
    });
    expect(dayCountIn('Seventy-one days later the ferry put in.', ENGLISH).days).toBe(0);
  });

  it('keeps apart two places whose names share their first capitals', () => {
    const farm = (miles: string, name: string) => `The road ran ${miles} miles north to ${name}’s farm, over the moor.`;
    expect(distances(farm('nine', 'MacLeod'), farm('nine', 'MacLeod'), farm('fifteen', 'MacKenzie'))).toEqual([]);
    expect(distances(farm('nine', 'MacLeod'), farm('nine', 'MacLeod'), farm('fifteen', 'MacLeod'))).toHaveLength(1);
  });

  it('reads a move in the bible up to a chapter in brackets', () => {
    expect(changes('- Moved into the Old Rectory (ch. 4)')).toEqual(['home Old Rectory from chapter 4']);
  });

  it('takes a name after a kin word and "and" as no kin, so its slip is told', () => {
    const slips = (later: string) =>
      initialSurnameSlips(
        manuscriptOf(chaptersOf('Inspector Harold Pelletier took the statement himself.', 'The rain kept on.', later)),
        ENGLISH,
      ).map((f) => f.message);
    const told = ['"H. Pellman" here, the only Pellman in the book; chapter_01.md:3 names "Harold Pelletier"'];
    expect(slips('The widow and H. Pellman came for the body.')).toEqual(told);
    expect(slips('The children H. Pellman had sent came for the body.')).toEqual(told);
    expect(slips('His brother, H. Pellman, came for the body.')).toEqual([]);
  });

  it('sets no one off who goes to bed or onto the boat-deck', () => {
    const opening =
      'Rose Walsh and Leo Fitzgerald keep the store. On Monday 7 March 1966 the ice held. Leo Fitzgerald swept the floor.';
    const later = 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.';
    const gone = (going: string) => away(`${opening}\n\n${going} He would be gone, he said, five weeks.`, later);
    expect(gone('Leo went to bed early on Thursday, the tenth of March.')).toEqual([]);
    expect(gone('Leo went on the boat-deck on Thursday, the tenth of March, to see the ice.')).toEqual([]);
    expect(gone('Leo left on the mail-boat on Thursday, the tenth of March.')).toEqual([
      'chapter_02.md:3 Leo acts here on 12 April 1966, but chapter_01.md:5 has them away from 10 March 1966 until 14 April 1966',
    ]);
  });
});
