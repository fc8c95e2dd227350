import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * What a cast page's note under a name says in passing: a number alone is the age ("Carter, 50 (about).", "40's"),
 * however the brackets and commas are typed, while a room number, a clock time or a decade lived through is none;
 * and a year in two figures after a weekday and a date is the one whose calendar fits, even when it is the day's own
 * figures ("Wed 12 Dec 12") (src/check/bibleTyped.ts, bareAge and fullYears). Pages written for these tests.
 */

const page = (note: string) => `THE SALT ROAD

MARA VOSS ........................... the keeper
     Grey eyes.
DORA BELL ........................... the cook
     Brown hair, green eyes
WALTER GREIG ........................ harbourmaster
ALBERT ROY .......................... day porter
     ${note}
LOUIS PAQUETTE ...................... night orderly
     Nights since the war.
`;

const albert = (note: string) => parseBible(page(note), ENGLISH).characters.find((c) => c.name === 'Albert Roy');
const ageOf = (note: string) => albert(note)?.fields.age;

describe("a number alone in a cast page's note", () => {
  it('is the age with a remark in brackets after it, spaced or not', () => {
    for (const note of ['Carter, 50 (about).', 'Carter, 50(about).'])
      expect(ageOf(note), note).toEqual({ value: '50', line: 8 });
  });

  it('is the age with a remark in brackets before it', () => {
    expect(ageOf('(about) 50, carter at the docks')).toEqual({ value: '50', line: 8 });
    expect(ageOf('(about) 40s, carter at the docks')).toEqual({ value: '40s', line: 8 });
  });

  it('is the age between a semicolon and a comma with no space after it', () => {
    expect(ageOf('Carter; 50,St-Henri.')).toEqual({ value: '50', line: 8 });
  });

  it('reads a decade written with an apostrophe ("40\'s") as one', () => {
    expect(ageOf("Carter, 40's.")).toEqual({ value: '40s', line: 8 });
  });

  it('is no room number, clock time, or decade he lived through or likes', () => {
    for (const note of [
      'Carter, Room 12.',
      'Carter, home by 6.30',
      'Carter, grew up in the 1950s.',
      'Carter, 60s jazz records.',
    ])
      expect(ageOf(note), note).toBeUndefined();
  });
});

describe('a year in two figures after a weekday and a date', () => {
  it('is the century that fits the weekday, when the year has the figures of the day', () => {
    expect(albert('Dies Wed 12 Dec 12.')?.diesOn).toEqual({ value: { day: 12, month: 12, year: 2012 }, line: 9 });
  });
});
