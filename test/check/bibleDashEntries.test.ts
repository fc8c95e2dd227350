import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "Mara Voss — the lighthouse keeper; grey eyes" as a paragraph of its own under "## Characters" or "## Places": an
 * entry, as its bullet would be. A line set in under an entry is that entry's; a line of another section stays a
 * line of that section (src/check/bibleDialects.ts).
 */

const BIBLE = [
  '## Characters',
  '',
  'Mara Voss — the lighthouse keeper; grey eyes, black hair.',
  '',
  'Tomas Reyes —  her brother, a fisherman; brown eyes.',
  '',
  '## Places',
  '',
  'The Harbour Inn — a low stone pub on the quay; its sign is a blue anchor.',
  '',
  '## Timeline',
  '',
  'Easter Sunday — 12 April 1998, chapter 4.',
  '',
].join('\n');

describe('a name, a dash and what is said of it, as a paragraph', () => {
  it('is a character’s entry under Characters, two spaces after the dash or one', () => {
    const people = parseBible(BIBLE, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value]);
    expect(people).toEqual([
      ['Mara Voss', 3, 'grey'],
      ['Tomas Reyes', 5, 'brown'],
    ]);
  });

  it('is a place’s entry under Places', () => {
    const places = parseBible(BIBLE, ENGLISH).places.map((p) => [p.name, p.line, p.description]);
    expect(places).toEqual([['The Harbour Inn', 9, 'a low stone pub on the quay; its sign is a blue anchor.']]);
  });

  it('stays the timeline’s line as written under Timeline', () => {
    const timeline = parseBible(BIBLE, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.text]);
    expect(timeline).toEqual([[4, 13, 'Easter Sunday — 12 April 1998, chapter 4.']]);
  });

  it('is a line of the entry above when set in under it: no character called "Lamp Room"', () => {
    const bible =
      '## Characters\n\nMara Voss — the lighthouse keeper; grey eyes, black hair.\n  Lamp Room — where she sleeps, under the lantern.\n';
    const people = parseBible(bible, ENGLISH).characters;
    expect(people.map((c) => c.name)).toEqual(['Mara Voss']);
    expect(people[0]?.gender).toBe('female');
  });

  it("is an entry of its own when set in and told as someone's kin or by a trade: Mara keeps her grey eyes", () => {
    const bible =
      '## Characters\n\nMara Voss — the lighthouse keeper; grey eyes.\n  Tomas Reyes — her brother; brown eyes.\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 'grey'],
      ['Tomas Reyes', 'brown'],
    ]);
    const trade =
      '## Characters\n\nMara Voss — the lighthouse keeper; grey eyes.\n  Tomas Reyes — a fisherman; brown eyes.\n';
    expect(parseBible(trade, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss', 'Tomas Reyes']);
  });
});
