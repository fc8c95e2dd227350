import { describe, expect, it } from 'vitest';
import { dateAnchors, type Pair, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { BibleLine as Line } from '../../src/check/types.js';

/** A record's moves, homes, other fields and prose, as the lines writer reads: dated to chapters where they change. */

const nell = (pairs: Pair[], prose: Line[] = []) =>
  recordLines(
    { name: 'Nell Alder', line: 1, pairs, prose },
    dateAnchors(
      [
        { text: 'Fri 1 Dec 1967 — chapter 1', line: 1 },
        { text: 'Mon 4 Dec 1967 — chapter 2', line: 2 },
        { text: 'Fri 8 Dec 1967 — chapter 3', line: 3 },
      ],
      ENGLISH,
    ),
    ENGLISH,
  )
    .characters.slice(1)
    .map((c) => [c.text, c.line]);

describe('moves', () => {
  it('reads each dated move to a named place, but not a night away or a stay', () => {
    expect(
      nell([
        {
          field: 'moves',
          label: 'Moves',
          value:
            'moves to Holloway Bar Mon 4 Dec 1967; overnight to Leeds Mon 4 Dec; to York until Fri 8 Dec; to Whitby Dec 8',
          line: 2,
        },
      ]),
    ).toEqual([
      ['- moves to Holloway Bar in chapter 2', 2],
      ['- moves to York in chapter 3', 2],
      ['- moves to Whitby in chapter 3', 2],
    ]);
  });
});

describe('homes', () => {
  it('reads the home up to its first comma, and a later move by its date', () => {
    expect(
      nell([
        { field: 'home', label: 'Home', value: 'Gull Cottage, Whitby; to York Fri 8 Dec', line: 2 },
        { field: 'home', label: 'Home', value: '; to York in chapter 3', line: 3 },
        { field: 'home', label: 'Home', value: 'Leeds; in chapter 3 she moves away', line: 4 },
      ]),
    ).toEqual([
      ['- home: Gull Cottage', 2],
      ['- moves to York in chapter 3', 2],
      ['- moves to York in chapter 3', 3],
      ['- home: Leeds', 4],
    ]);
  });
});

describe('other fields', () => {
  it('dates a field only where it says a change', () => {
    expect(
      nell([
        { field: 'eyes', label: 'Eyes', value: 'grey', line: 2 },
        { field: 'hair', label: 'Hair', value: 'brown, cut short Mon 4 Dec 1967', line: 3 },
        { field: 'hair', label: 'Hair', value: 'red 1 Dec', line: 4 },
      ]),
    ).toEqual([
      ['- eyes: grey', 2],
      ['- hair: brown, cut short Mon 4 Dec 1967 (chapter 2)', 3],
      ['- hair: red 1 Dec', 4],
    ]);
  });
});

describe('prose', () => {
  it('splits terse fragments into lines, reading her own other names as aliases', () => {
    expect(
      nell(
        [],
        [
          {
            text: 'Sixty-three, white hair, brown eyes. Ma Alder, grey coat. Tom Pell, Nellie. Sells her cottage to Tom Pell on Mon 4 Dec, a sad day for the whole of the village.',
            line: 4,
          },
        ],
      ),
    ).toEqual([
      ['- Sixty-three', 4],
      ['- white hair', 4],
      ['- brown eyes', 4],
      ['- aliases: Ma Alder', 4],
      ['- grey coat', 4],
      ['- Tom Pell', 4],
      ['- aliases: Nellie', 4],
      ['- Sells her cottage to Tom Pell on Mon 4 Dec (chapter 2), a sad day for the whole of the village', 4],
    ]);
  });

  it('reads a fragment of up to four words as terse and a name of up to three words as hers', () => {
    expect(
      nell([], [{ text: 'Nellie. White hair, a grey wool coat. Nellie May Alder, Mrs Nellie May Alder.', line: 4 }]),
    ).toEqual([
      ['- Nellie', 4],
      ['- White hair', 4],
      ['- a grey wool coat', 4],
      ['- aliases: Nellie May Alder', 4],
      ['- Mrs Nellie May Alder', 4],
    ]);
  });

  it('keeps a place and a long fragment as notes, and dates only a sentence of change', () => {
    expect(
      nell(
        [],
        [
          {
            text: 'Works at the mill, Alder Mill. Tall, with a limp from the war. Seen at church Fri 8 Dec. Cuts her hair on Fri 8 Dec, for the wedding.',
            line: 4,
          },
        ],
      ),
    ).toEqual([
      ['- Works at the mill', 4],
      ['- Alder Mill', 4],
      ['- Tall, with a limp from the war', 4],
      ['- Seen at church Fri 8 Dec', 4],
      ['- Cuts her hair on Fri 8 Dec (chapter 3), for the wedding', 4],
    ]);
  });
});
