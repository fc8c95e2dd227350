import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page with dotted leaders whose last entry stands right over the schedule (a blank line, or a line of
 * spaces only, between them), whose last line is an entry's own, and whose schedule lines set their day apart from
 * what happens by leaders written close up ("1981...Alfie") or by two spaces.
 */

const page = (between: string) => `                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes, white hair worn in a plait.
ALFIE MORROW ...................... the relief keeper
     (27) Green eyes.
WALTER GREIG ...................... harbourmaster, 61
${between}
                                SCHEDULE

Ch 1   MON 2 MAR 1981...Alfie arrives.
Ch 2   TUE 3 MAR 1981 ...Dr. Greig sleeps.
Ch 3   WED 4 MAR 1981  Cora rows out.
`;

describe('a cast page whose last entry stands over the schedule', () => {
  it('ends the entry at the blank line: the schedule is the timeline, not the harbourmaster’s', () => {
    const bible = parseBible(page(''), ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value])).toEqual([
      ['Cora Vance', '52'],
      ['Alfie Morrow', '27'],
      ['Walter Greig', '61'],
    ]);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.date?.day])).toEqual([
      [1, 11, 2],
      [2, 12, 3],
      [3, 13, 4],
    ]);
  });

  it('ends the entry at a line of spaces only, as at a blank one', () => {
    const bible = parseBible(page('        '), ENGLISH);
    expect(bible.timeline.map((t) => t.chapter)).toEqual([1, 2, 3]);
    expect(bible.characters.find((c) => c.name === 'Walter Greig')?.fields.age?.value).toBe('61');
  });
});

describe('a schedule line of the cast page', () => {
  it('parts the day from what happens at leaders close up or spaced, and at two spaces, keeping a title’s stop', () => {
    const bible = parseBible(page(''), ENGLISH);
    expect(bible.timeline.map((t) => t.text)).toEqual([
      'chapter 1 — Mon 2 Mar 1981 — Alfie arrives.',
      'chapter 2 — Tue 3 Mar 1981 — Dr. Greig sleeps.',
      'chapter 3 — Wed 4 Mar 1981 — Cora rows out.',
    ]);
  });
});

describe('a cast page that ends on an entry’s own line', () => {
  it('reads that entry to the end of the text', () => {
    const text = `                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes.
ALFIE MORROW ...................... the relief keeper
     (27) Green eyes.
WALTER GREIG ...................... the harbourmaster
     (61) Grey eyes.`;
    const bible = parseBible(text, ENGLISH);
    expect(
      bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value, c.fields.eyes?.line]),
    ).toEqual([
      ['Cora Vance', '52', 'Brown', 4],
      ['Alfie Morrow', '27', 'Green', 6],
      ['Walter Greig', '61', 'Grey', 8],
    ]);
  });
});
