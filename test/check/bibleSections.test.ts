import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

const BIBLE = `## Characters

### Ottilie Marsh
- Age: 30

### Anselm Marsh
- Fate: dies before the story opens

### Pieter Haas
- Age: 52

## Objects

### Anselm's silver watch
- holder: Ottilie
- Lost in the harbour in chapter 4; returned in chapter 7.

### The brass key — Pieter's
- Given to Ottilie in chapter 2.
- Chapter 3: to Ruth.

## Timeline

- Chapter 1 — Monday 3 March 1924: Ottilie opens the shop.
- Chapter 2: Day 3, in spring.
- Ch. 4: Ottilie's hair becomes black.
- Before the story: Anselm drowns.
- Last chapter: the end.

## Places

### The Lantern Inn (the Lantern)
- red door; on the quay

## Open threads

- The missing ledger: set up in chapter 2, resolved in chapter 9.
- Who sent the letter? Opened chapter 3 → chapter 8.
- The key's door (open).
- The ghost: chapter 2, chapter 5, chapter 7.
- The fire.

## Style

- First person (Ottilie), past tense.
`;

describe("a bible's other sections", () => {
  const bible = parseBible(BIBLE, ENGLISH);

  it('knows which sections it has', () => {
    expect([...bible.sections].sort()).toEqual(['characters', 'objects', 'places', 'style', 'threads', 'timeline']);
    expect(bible.found).toBe(true);
  });

  it("reads an object's keeper and what happens to it, chapter by chapter", () => {
    expect(bible.objects).toEqual([
      {
        name: "Anselm's silver watch",
        noun: 'watch',
        line: 14,
        holder: 'Ottilie Marsh',
        events: [
          { chapter: 4, kind: 'lost', line: 16 },
          { chapter: 7, kind: 'given', line: 16, to: 'Ottilie Marsh' },
        ],
      },
      {
        name: 'The brass key',
        noun: 'key',
        line: 18,
        holder: 'Pieter Haas',
        events: [
          { chapter: 2, kind: 'given', line: 19, to: 'Ottilie Marsh' },
          { chapter: 3, kind: 'given', line: 20, to: 'Ruth' },
        ],
      },
    ]);
  });

  it('reads a timeline of chapters with their weekday, date, day and season, and the changes it records', () => {
    expect(bible.timeline).toEqual([
      {
        chapter: 1,
        line: 24,
        text: 'Chapter 1 — Monday 3 March 1924: Ottilie opens the shop.',
        weekday: 1,
        date: { day: 3, month: 3, year: 1924 },
      },
      { chapter: 2, line: 25, text: 'Chapter 2: Day 3, in spring.', season: 'spring', day: 3 },
      { chapter: 4, line: 26, text: "chapter 4: Ottilie's hair becomes black." },
    ]);
    expect(bible.changes).toEqual([
      { chapter: 4, character: 'Ottilie Marsh', field: 'hair', value: 'black', line: 26 },
    ]);
  });

  it('reads places with their other names and description', () => {
    expect(bible.places).toEqual([
      {
        name: 'The Lantern Inn',
        names: ['The Lantern Inn', 'the Lantern', 'Lantern', 'Inn'],
        line: 32,
        description: ' red door; on the quay',
      },
    ]);
  });

  it('reads where a thread is set up and paid off, or that it is open', () => {
    expect(bible.threads.map((t) => [t.line, t.setup, t.payoff])).toEqual([
      [37, 2, 9],
      [38, 3, 8],
      [39, undefined, 'open'],
      [40, 2, 7],
      [41, undefined, undefined],
    ]);
  });

  it("reads the book's voice and its narrator", () => {
    expect(bible.style).toEqual({ line: 45, pov: 'first', narrator: 'Ottilie', tense: 'past' });
    const style = (line: string) => parseBible(`## Style\n\n${line}\n`, ENGLISH).style;
    expect(style('- Third person, present tense.')).toEqual({ line: 3, pov: 'third', tense: 'present' });
    expect(style('- Tense: past. Ottilie narrates in the first person.')).toEqual({
      line: 3,
      pov: 'first',
      narrator: 'Ottilie',
      tense: 'past',
    });
    expect(style('- Told by Wren in the first person, present tense.')).toMatchObject({ narrator: 'Wren' });
    expect(style('- Second-person, past tense')).toEqual({ line: 3, pov: 'second', tense: 'past' });
    expect(style('- Odd chapters: first person, past; even chapters: third person, present.')).toBeUndefined();
    expect(style('- Keep it short.')).toBeUndefined();
    const marked = parseBible(
      '## Characters\n\n### Wren Hollis (narrator)\n- Age: 30\n\n## Style\n- First person, past tense.\n',
      ENGLISH,
    );
    expect(marked.style).toEqual({ line: 7, pov: 'first', tense: 'past', narrator: 'Wren' });
  });
});
