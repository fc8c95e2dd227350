import { describe, expect, it } from 'vitest';
import { dateAnchors, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A record's fate line: the living have none; a death is dated to its chapter; a bare "No" or state reads as it means. */

const fateLines = (label: string, value: string) =>
  recordLines(
    { name: 'Hester Quayle', line: 1, pairs: [{ field: 'fate', label, value, line: 2 }], prose: [] },
    dateAnchors(
      [
        { text: 'Mon 2 Oct 1967 — chapter 1', line: 1 },
        { text: 'Wed 11 Oct 1967 — chapter 3', line: 2 },
      ],
      ENGLISH,
    ),
    ENGLISH,
  )
    .characters.slice(1)
    .map((c) => [c.text, c.line]);

describe('a fate', () => {
  it('gives the living no fate', () => {
    expect(fateLines('Fate', 'Alive')).toEqual([]);
  });

  it('takes the sentence with the death as the fate, whichever comes first, dated to its chapter', () => {
    expect(fateLines('Fate', 'Never seen alive in the book. Died 9 Oct 1967.')).toEqual([
      ['- Never seen alive in the book.', 2],
      ['- fate: Died 9 Oct 1967 (chapter 3)', 2],
    ]);
    expect(fateLines('Fate', 'Shot! She dies 9 Oct 1967 on the quay.')).toEqual([
      ['- Shot!', 2],
      ['- fate: She dies 9 Oct 1967 (chapter 3) on the quay', 2],
    ]);
  });

  it('does not break a fate at a stop before a small letter', () => {
    expect(fateLines('Fate', 'Died 9 Oct 1967 at 4 p.m. in the surgery.')).toEqual([
      ['- fate: Died 9 Oct 1967 (chapter 3) at 4 p.m. in the surgery', 2],
    ]);
  });

  it('reads a fate without a death word as a death', () => {
    expect(fateLines('Fate', 'Lost at sea')).toEqual([['- fate: died Lost at sea', 2]]);
  });

  it('reads a "No" to whether she lives as a death', () => {
    expect(fateLines('Alive?', 'No, lost at sea in 1950')).toEqual([
      ['- fate: died lost at sea in 1950 (before the story opens)', 2],
    ]);
  });

  it('keeps a status without a death as a note, and one with a death as the fate', () => {
    expect(fateLines('Status', 'AWAY in Glasgow Mon 2 Oct - Fri 6 Oct')).toEqual([
      ['- AWAY in Glasgow Mon 2 Oct - Fri 6 Oct', 2],
    ]);
    expect(fateLines('Status', 'Died 9 Oct 1967')).toEqual([['- fate: Died 9 Oct 1967 (chapter 3)', 2]]);
  });
});
