import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A markdown table of people with a column only a record reads ("Born"): each row a person, each cell read by its
 * header, the age counted from the year of birth to the bible's own timeline (src/check/bibleDialects.ts).
 */

const TIMELINE = '\nTimeline: Mon 2 March 1998 is chapter 1; Fri 6 March 1998 is chapter 2.\n';

const ages = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value]);

describe('a table of people with a year of birth', () => {
  it('counts each age from the year its row gives, to the year of the timeline', () => {
    const bible = `| Name | Born | Eyes |\n|---|---|---|\n| Mara Voss | 1964 | grey |\n| Tomas Reyes | 1938 | brown |\n${TIMELINE}`;
    expect(ages(bible)).toEqual([
      ['Mara Voss', '34', 'grey'],
      ['Tomas Reyes', '60', 'brown'],
    ]);
  });

  it('reads a row set in by a space, or with spaces after it, by the header’s columns all the same', () => {
    const bible = `| Name | Born | Eyes |\n|---|---|---|\n | Mara Voss | 1964 | grey |  \n| Tomas Reyes | 1938 | brown |\n${TIMELINE}`;
    expect(ages(bible)).toEqual([
      ['Mara Voss', '34', 'grey'],
      ['Tomas Reyes', '60', 'brown'],
    ]);
  });
});
