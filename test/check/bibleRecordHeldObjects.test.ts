import { describe, expect, it } from 'vitest';
import { dateAnchors, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** What a record says its person holds: each object with its holder or the chapter it came to them, and any handing on. */

const holds = (label: string, value: string) => {
  const anchors = dateAnchors(
    [
      { text: 'Fri 1 Dec 1967 — chapter 1', line: 1 },
      { text: 'Mon 4 Dec 1967 — chapter 2', line: 2 },
      { text: 'Fri 8 Dec 1967 — chapter 3', line: 3 },
    ],
    ENGLISH,
  );
  const { characters, objects } = recordLines(
    { name: 'Nell Alder', line: 10, pairs: [{ field: 'holds', label, value, line: 11 }], prose: [] },
    anchors,
    ENGLISH,
  );
  return {
    characters: characters.slice(1).map((c) => [c.text, c.line]),
    objects: objects.map((o) => [o.text, o.line]),
  };
};

describe('objects a record holds', () => {
  it('reads each part as an object: held, handed on, or come to her in a chapter', () => {
    expect(
      holds('Holds', "the ledger until 3 Dec (then Mr Crouch); Abel's knife from Mon 4 Dec 1967 ;a brass spyglass."),
    ).toEqual({
      characters: [
        ['- the ledger until 3 Dec (chapter 2) (then Mr Crouch)', 11],
        ['- the ledger given to Crouch (chapter 2)', 11],
        ["- Abel's knife from Mon 4 Dec 1967 (chapter 2)", 11],
        ['- a brass spyglass', 11],
      ],
      objects: [
        ['### the ledger', 11],
        ['- holder: Nell Alder', 11],
        ["### Abel's knife", 11],
        ['- given to Nell Alder in chapter 2', 11],
        ['### a brass spyglass', 11],
        ['- holder: Nell Alder', 11],
      ],
    });
  });

  it('leaves a giving said in the part to the givings reader', () => {
    expect(holds('Holds', 'her knife until 3 Dec, then gives it to Crouch')).toEqual({
      characters: [['- her knife until 3 Dec (chapter 2), then gives it to Crouch', 11]],
      objects: [
        ['### her knife', 11],
        ['- holder: Nell Alder', 11],
      ],
    });
  });

  it('keeps her the holder of what she has from one date until another', () => {
    expect(holds('Holds', 'the lamp since 1 Dec, until 3 Dec')).toEqual({
      characters: [['- the lamp since 1 Dec (chapter 1), until 3 Dec (chapter 2)', 11]],
      objects: [
        ['### the lamp', 11],
        ['- holder: Nell Alder', 11],
      ],
    });
  });

  it('keeps a part that names no object as a note only', () => {
    expect(holds('Holds', 'nothing of value until 3 Dec (then Mr Crouch)')).toEqual({
      characters: [['- nothing of value until 3 Dec (chapter 2) (then Mr Crouch)', 11]],
      objects: [],
    });
  });

  it('names an object up to its date, in any case, and keeps her its holder without a dated "from"', () => {
    expect(holds('Holds', "the lamp December 4; Grandfather's Watch from the start")).toEqual({
      characters: [
        ['- the lamp December 4 (chapter 2)', 11],
        ["- Grandfather's Watch from the start", 11],
      ],
      objects: [
        ['### the lamp', 11],
        ['- holder: Nell Alder', 11],
        ["### Grandfather's Watch", 11],
        ['- holder: Nell Alder', 11],
      ],
    });
  });
});

describe('a question of who holds an object', () => {
  it('reads the object from the question and the handing on from the answer', () => {
    expect(holds('Who has the ledgers?', 'Nell until 3 December; she hands all four to Mr Crouch')).toEqual({
      characters: [
        ['- Nell until 3 December; she hands all four to Mr Crouch', 11],
        ['- ledger given to Crouch (chapter 2)', 11],
      ],
      objects: [],
    });
  });

  it('reads a question in capitals, and no handing on without someone to hand it to', () => {
    expect(holds('Who keeps the KEYS? ', 'Nell until 3 December')).toEqual({
      characters: [['- Nell until 3 December', 11]],
      objects: [],
    });
  });

  it('keeps the object as the question names it', () => {
    expect(holds('Who keeps the keys?', 'Nell until 3 December, then Crouch')).toEqual({
      characters: [
        ['- Nell until 3 December, then Crouch', 11],
        ['- keys given to Crouch (chapter 2)', 11],
      ],
      objects: [],
    });
  });

  it('reads no handing on without a date', () => {
    expect(holds('Who keeps the keys?', 'Nell until Christmas, then Crouch')).toEqual({
      characters: [['- Nell until Christmas, then Crouch', 11]],
      objects: [],
    });
  });
});
