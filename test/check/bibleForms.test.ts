import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** What a copy editor would read from a bible: each character's names and fields with their lines, and the rest. */
function read(text: string) {
  const b = parseBible(text, ENGLISH);
  return {
    characters: b.characters.map((c) => ({
      name: c.name,
      line: c.line,
      names: c.names,
      fields: Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
      ...(c.diesIn ? { dies: c.diesIn.value } : {}),
      ...(c.gender ? { gender: c.gender } : {}),
    })),
    places: b.places.map((p) => `${p.name} @${p.line}`),
    timeline: b.timeline.map((t) => ({ chapter: t.chapter, line: t.line, date: t.date, day: t.day })),
    objects: b.objects.map((o) => ({ name: o.name, holder: o.holder, events: o.events })),
    style: b.style,
  };
}

describe('bibles in the dialects people write', () => {
  it("reads a cast table by its header, a row per character, each cell on its row's line", () => {
    const bible = read(
      '## Cast\n\n| Name | Age | Eyes | Notes |\n|---|---|---|---|\n| Mara Voss | 34 | grey | a pilot |\n| | 3 | | |\n| Tomas | | brown | |\n',
    );
    expect(bible.characters).toEqual([
      {
        name: 'Mara Voss',
        line: 5,
        names: ['Mara Voss', 'Mara', 'Voss'],
        fields: { age: '34 @5', eyes: 'grey @5', role: 'pilot @5' },
      },
      { name: 'Tomas', line: 7, names: ['Tomas'], fields: { eyes: 'brown @7' } },
    ]);
  });

  it('reads a table of dates or days against chapters as the timeline, under no heading', () => {
    const bible = read(
      '| When | Chapter | What |\n|:--|--|--|\n| 3 March | 2 | Mara arrives |\n| Day 4 | ch. 5 | storm |\n',
    );
    expect(bible.timeline).toEqual([
      { chapter: 2, line: 3, date: { day: 3, month: 3 }, day: undefined },
      { chapter: 5, line: 4, date: undefined, day: 4 },
    ]);
    expect(bible.characters).toEqual([]);
  });

  it('reads a table of objects by its columns, even under the cast', () => {
    const bible = read(
      '## Characters\n\n### Mara\n- Age: 3\n\n### Tomas\n- Age: 4\n\n| Object | Held by | Changes |\n|--|--|--|\n| brass key | Mara | given to Tomas in ch. 3 |\n',
    );
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara', 'Tomas']);
    expect(bible.objects).toEqual([
      { name: 'brass key', holder: 'Mara', events: [{ chapter: 3, kind: 'given', line: 11, to: 'Tomas' }] },
    ]);
    expect(read('| Who | Eyes |\n|--|--|\n| Mara | grey |\n').characters).toEqual([
      { name: 'Mara', line: 3, names: ['Mara'], fields: { eyes: 'grey @3' } },
    ]);
  });

  it('reads bold names with nested bullets or "Key: value" lines, and bold-led bullets as entries of their own', () => {
    const bible = read(
      'Characters:\n\n**Mara Voss** (Mags)\n  - Eyes: grey\n  Hair: black\n\n- **Tomas Reyes** — pilot, 40\n- **Ines** — cook\n- Bo (the Boy): 9 years old\n\n**Places**\n\n- The Lantern Inn — red door\n',
    );
    expect(bible.characters).toEqual([
      {
        name: 'Mara Voss',
        line: 3,
        names: ['Mara Voss', 'Mags', 'Mara', 'Voss'],
        fields: { eyes: 'grey @4', hair: 'black @5' },
      },
      {
        name: 'Tomas Reyes',
        line: 7,
        names: ['Tomas Reyes', 'Tomas', 'Reyes'],
        fields: { role: 'pilot @7', age: '40 @7' },
      },
      { name: 'Ines', line: 8, names: ['Ines'], fields: { role: 'cook @8' } },
      { name: 'Bo', line: 9, names: ['Bo', 'the Boy'], fields: { age: '9 @9' } },
    ]);
    expect(bible.places).toEqual(['The Lantern Inn @13']);
  });

  it('reads a bible written as prose: each sentence to the character it is about, objects, places and the voice', () => {
    const bible = read(
      [
        'Ottilie Marsh is twenty-seven. She keeps the shop. Haas calls her Tilly.',
        '',
        'Doctor Haas is the physician. Pieter Haas has grey eyes. He lives on the hill. It rains.',
        '',
        "Anselm's silver watch is Ottilie's. She loses it in chapter 4.",
        '',
        'The story follows her brother, Anselm Marsh, who died before chapter 1.',
        '',
        'The Lantern Inn, which stands on the quay with a red door. Told in the first person by Ottilie, past tense.',
      ].join('\n'),
    );
    expect(bible.characters).toEqual([
      {
        name: 'Ottilie Marsh',
        line: 1,
        names: ['Ottilie Marsh', 'Ottilie', 'Marsh', 'Tilly'],
        fields: { age: '27 @1' },
        gender: 'female',
      },
      {
        name: 'Pieter Haas',
        line: 3,
        names: ['Pieter Haas', 'Pieter', 'Haas', 'Doctor Haas'],
        fields: { eyes: 'grey @3' },
        gender: 'male',
      },
      { name: 'Anselm Marsh', line: 7, names: ['Anselm Marsh', 'Anselm', 'Marsh'], fields: {}, dies: 0 },
    ]);
    expect(bible.objects).toEqual([
      { name: "Anselm's silver watch", holder: 'Ottilie Marsh', events: [{ chapter: 4, kind: 'lost', line: 5 }] },
    ]);
    expect(bible.places).toEqual(['The Lantern Inn @9']);
    expect(bible.style).toEqual({ line: 9, pov: 'first', narrator: 'Ottilie', tense: 'past' });
  });

  it('writes chapter files and "ch." as chapters, and leaves a level-1 title without a section', () => {
    expect(canonicalBible('## Characters\n\n### Mara\n- Dies in chapter_07.md; see ch. 3\n', ENGLISH)[3]).toEqual({
      text: '- Dies in chapter 7; see chapter 3',
      line: 4,
    });
    const bible = read(
      '# Story notes\n\n## Characters\n\n### Mara\n- Age: 3\n\n## About the book\n\n- Eyes: blue\n\n# Part two\n\n### Ines\n- Age: 5\n',
    );
    // "Eyes: blue" under "## About the book" is no one's; "### Ines" over her own age is her record, section or none.
    expect(bible.characters).toEqual([
      { name: 'Mara', line: 5, names: ['Mara'], fields: { age: '3 @6' } },
      { name: 'Ines', line: 14, names: ['Ines'], fields: { age: '5 @15' } },
    ]);
  });
});
