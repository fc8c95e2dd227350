import { describe, expect, it } from 'vitest';
import { absencesIn } from '../../src/check/bibleAbsence.js';
import { jsonBlock, jsonLines } from '../../src/check/bibleJson.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A JSON bible that records an absence as an object of its two days ("absence": {"from": "Sat 3 Oct 1936, sails at
 * four", "to": "Wed 21 Oct 1936, back at the mole"}): read as the span between them, each day to its first comma, so
 * the text is held to it as to an absence written out. Texts written for these tests.
 */

const linesOf = (text: string) => text.split('\n').map((t, i) => ({ text: t, line: i + 1 }));
const read = (text: string) => {
  const block = jsonBlock(text);
  return block ? jsonLines(linesOf(text), block, ENGLISH) : undefined;
};

describe('an absence kept as an object of its two days', () => {
  it('is a line of its span, which reads as the absence', () => {
    const text = [
      '[',
      '  {"name": "Luis Rojas", "absence": {"from": "Sat 3 Oct 1936, sails at four", "to": "Wed 21 Oct 1936, back at the mole", "route": "north"}}',
      ']',
    ].join('\n');
    const lines = read(text) ?? [];
    expect(lines).toContainEqual({ text: '- absence: Sat 3 Oct 1936 to Wed 21 Oct 1936', line: 2 });
    const absence = lines.find((l) => l.text.startsWith('- absence'));
    expect(absencesIn(absence?.text ?? '', ENGLISH)).toEqual([
      { from: { day: 3, month: 10, year: 1936 }, until: { day: 21, month: 10, year: 1936 } },
    ]);
  });

  it('is nothing with one of its days missing', () => {
    const text = '[\n  {"name": "Luis Rojas", "absence": {"from": "Sat 3 Oct 1936", "route": "north"}}\n]';
    expect((read(text) ?? []).some((l) => l.text.startsWith('- absence'))).toBe(false);
  });
});
