import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Tables in a bible: what their header row says they hold (a timeline, the cast), and which cells they keep. */

describe("a bible's table, by its header row", () => {
  it('reads a table of chapters and what happens as the timeline, a two-digit chapter too', () => {
    const bible = parseBible(
      '## Timeline\n\n| Chapter | What happens |\n|---|---|\n| 3 | Mara sails for Torsa |\n| 12 | Tomas comes home |\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.line])).toEqual([
      [3, 5],
      [12, 6],
    ]);
    expect(bible.characters).toEqual([]);
  });

  it('reads a table with a When column as the timeline, with no chapter column', () => {
    const bible = parseBible(
      '## Timeline\n\n| When | What |\n|---|---|\n| Mon 27 Nov 1978, ch. 2 | Gillies leaves for Glasgow |\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.date?.day, t.line])).toEqual([[2, 27, 5]]);
  });

  it('leaves an empty cell out of a timeline line', () => {
    const bible = parseBible(
      '## Timeline\n\n| When | Chapter | What |\n|---|---|---|\n|  | 4 | The still-house burns |\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.text])).toEqual([[4, 'Chapter 4 — The still-house burns']]);
  });

  it("keeps a cast table with a Chapter column as the cast: the chapter is a person's first", () => {
    const bible = parseBible(
      '## Cast\n\n| Name | Chapter | Eyes |\n|---|---|---|\n| Mara Voss | 3 | grey |\n',
      ENGLISH,
    );
    expect(bible.timeline).toEqual([]);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.eyes?.line])).toEqual([
      ['Mara Voss', 'grey', 5],
    ]);
  });

  it('finds the Name column wherever it stands, and reads no empty cell as a field', () => {
    const bible = parseBible(
      '## Cast\n\n| Age | Name | Eyes | Notes |\n|---|---|---|---|\n| 34 | Mara Voss |  | keeps the ferry |\n| 12 | Tomas Voss | brown | her son |\n',
      ENGLISH,
    );
    expect(
      bible.characters.map((c) => [
        c.name,
        Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
      ]),
    ).toEqual([
      ['Mara Voss', { age: '34 @5' }],
      ['Tomas Voss', { age: '12 @6', eyes: 'brown @6' }],
    ]);
  });

  it("writes a Chapter column's bare number as a chapter, and no other column's number", () => {
    const bible = parseBible(
      '## Timeline\n\n| Day | Chapter | What |\n|---|---|---|\n| 14 | 3 | The still-house burns |\n| 15 | ch. 5 | Calum finds the adze |\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.text, t.line])).toEqual([
      [3, '14 — Chapter 3 — The still-house burns', 5],
      [5, '15 — chapter 5 — Calum finds the adze', 6],
    ]);
  });

  it('reads a first column of names under another header, skips a row with no name, and an objects table after the cast', () => {
    const bible = parseBible(
      '## Cast\n\n| Full name | Age | Eyes |\n|---|---|---|\n| Ottilie Marsh | 27 | grey |\n|  | 40 | blue |\n\n| Object | Held by |\n|---|---|\n| silver watch | Ottilie Marsh |\n',
      ENGLISH,
    );
    expect(
      bible.characters.map((c) => [
        c.name,
        Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
      ]),
    ).toEqual([['Ottilie Marsh', { age: '27 @5', eyes: 'grey @5' }]]);
    expect(bible.objects.map((o) => [o.name, o.holder])).toEqual([['silver watch', 'Ottilie Marsh']]);
  });

  it('reads a table as objects after the cast by its Owner column, or by its first header cell naming an item', () => {
    const owned = parseBible(
      '## Cast\n\n| Name | Age |\n|---|---|\n| Ottilie Marsh | 27 |\n\n| Keepsake | Owner |\n|---|---|\n| silver watch | Ottilie Marsh |\n',
      ENGLISH,
    );
    expect(owned.characters.map((c) => c.name)).toEqual(['Ottilie Marsh']);
    expect(owned.objects.map((o) => o.name)).toEqual(['silver watch']);
    const items = parseBible(
      '## Cast\n\n| Name | Age |\n|---|---|\n| Ottilie Marsh | 27 |\n\n| Item | Notes |\n|---|---|\n| the loft key | on a red string |\n',
      ENGLISH,
    );
    expect(items.characters.map((c) => c.name)).toEqual(['Ottilie Marsh']);
    expect(items.objects.map((o) => o.name)).toEqual(['the loft key']);
  });
});
