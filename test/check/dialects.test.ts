import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageIn, chapterRef, fateChapter, parseBible } from '../../src/check/bible.js';
import { canonicalBible, looksLikeName } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Bible } from '../../src/check/types.js';

/**
 * Bibles in dialects writer did not ask for: the three of the blind set
 * (written before the reader was) give the same facts, and each way of
 * pointing at a chapter, a death, an age or a change is read.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const bible = (set: string, dialect: string): Bible =>
  parseBible(readFileSync(path.join(FIXTURES, set, `bible-${dialect}.md`), 'utf8'), ENGLISH);

const facts = (b: Bible) => ({
  characters: Object.fromEntries(
    b.characters.map((c) => [
      c.name.replace(/^(?:Dr\.|Doctor|Mr\.)\s+/, ''),
      {
        ...Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, v?.value])),
        ...(c.diesIn ? { diesIn: c.diesIn.value } : {}),
      },
    ]),
  ),
  changes: b.changes.map((c) => `${c.character} ${c.field} ${c.value} from chapter ${c.chapter}`),
  objects: b.objects.map((o) => `${o.noun}: ${o.holder}; ${o.events.map((e) => `${e.chapter} → ${e.to}`).join(', ')}`),
  style: b.style && { pov: b.style.pov, tense: b.style.tense },
});

describe('the blind set’s three bibles', () => {
  it('give the same cast, fates, change, object and voice in bullets, a table and prose', () => {
    const bullets = facts(bible('blind', 'bullets'));
    expect(bullets.characters['Ottilie Marsh']).toMatchObject({ eyes: 'hazel', hair: 'brown' });
    expect(bullets.characters['Anselm Marsh']).toMatchObject({ diesIn: 0 });
    expect(bullets.characters['Pieter Haas']).toMatchObject({ age: '52', eyes: 'grey' });
    expect(bullets.characters['Ruth Ainley']).toMatchObject({ hair: 'red' });
    expect(bullets.changes).toEqual(['Ottilie Marsh hair black from chapter 3']);
    expect(bullets.objects).toEqual(['watch: Ottilie Marsh; 4 → Dr. Pieter Haas, 6 → Ottilie Marsh']);
    expect(bullets.style).toEqual({ pov: 'third', tense: 'past' });
    for (const other of ['table', 'prose']) {
      const f = facts(bible('blind', other));
      expect(f.changes, other).toEqual(['Ottilie Marsh hair black from chapter 3']);
      expect(f.style, other).toEqual({ pov: 'third', tense: 'past' });
      for (const name of ['Ottilie Marsh', 'Anselm Marsh', 'Pieter Haas', 'Ruth Ainley'])
        expect(f.characters[name], `${other}: ${name}`).toMatchObject(
          Object.fromEntries(
            Object.entries(bullets.characters[name] ?? {}).filter(
              ([k]) => k !== 'role' && (k !== 'age' || other !== 'prose'),
            ),
          ),
        );
    }
  });

  it('keeps each fact’s own line in bible.md', () => {
    const b = bible('blind', 'bullets');
    expect(b.characters.find((c) => c.name === 'Ottilie Marsh')?.fields.eyes?.line).toBe(5);
    expect(b.changes[0]?.line).toBe(6);
  });

  it('alternating narrators set no book-wide voice; a diary in another voice does not unset it', () => {
    expect(bible('two-voices', 'bullets').style?.pov).toBeUndefined();
    expect(bible('two-voices', 'prose').style?.tense).toBeUndefined();
    expect(bible('blind', 'bullets').style?.pov).toBe('third');
    expect(bible('lantern', 'bullets').style).toMatchObject({ pov: 'first', tense: 'present', narrator: 'Wren' });
    expect(bible('lantern', 'prose').style?.narrator).toBe('Wren');
  });

  it('reads a table under no heading by its columns, and a death in another’s entry as theirs', () => {
    const lantern = bible('lantern', 'table');
    expect(lantern.characters.map((c) => [c.name, c.diesIn?.value])).toEqual([
      ['Wren Hollis', undefined],
      ['Amos Penrith', undefined],
      ['Lettie Penrith', 0],
      ['Col Treloar', undefined],
    ]);
    expect(bible('lantern', 'bullets').characters.find((c) => c.name === 'Amos Penrith')?.diesIn).toBeUndefined();
    expect(lantern.objects[0]).toMatchObject({ noun: 'logbook', holder: 'Amos Penrith' });
  });
});

describe('chapter references', () => {
  it('are read as file names, numbers, words, ordinals and "before the story opens"', () => {
    const cases: Array<[string, number | undefined]> = [
      ['dies in chapter_07.md', 7],
      ['dies in chapter 7', 7],
      ['dies in ch. 7', 7],
      ['dies in Chapter Seven', 7],
      ['dies in the seventh chapter', 7],
      ['dies in the 7th chapter', 7],
      ['died 2 October, before the story opens', 0],
      ['died 2 October, before chapter_01.md', 0],
      ['died before chapter 5', 4],
      ['died 2 October', undefined],
    ];
    for (const [text, want] of cases) expect(chapterRef(text, ENGLISH), text).toBe(want);
  });

  it('give a death its chapter, and never a survival or a death that is not', () => {
    expect(fateChapter('Dies in chapter_07.md (drowned)', ENGLISH)).toBe(7);
    expect(fateChapter('survives; thought dead in chapter 4', ENGLISH)).toBeUndefined();
    expect(fateChapter('captain of the ship in chapter 3', ENGLISH)).toBeUndefined();
  });

  it('read ages in digits and words, never a count of something else', () => {
    expect(ageIn('Age: 52', ENGLISH)).toBe(52);
    expect(ageIn('is twenty-seven and has hazel eyes', ENGLISH)).toBe(27);
    expect(ageIn('the family doctor, fifty-two years old', ENGLISH)).toBe(52);
    expect(ageIn('is the keeper', ENGLISH)).toBeUndefined();
    expect(ageIn('is two', ENGLISH)).toBeUndefined();
  });
});

describe('the canonical form', () => {
  it('turns bold names with nested bullets into entries, keeping their lines, and leaves writer’s own dialect as it was', () => {
    const all = canonicalBible(
      '# Notes\n\n**Mara Voss**\n  - Eyes: grey\n  - **Hair**: black\n\n**Elias** (Eli)\n',
      ENGLISH,
    );
    const lines = all.slice(
      0,
      all.findIndex((l) => l.text === '## Notes'),
    );
    expect(lines).toEqual([
      { text: '## Characters', line: 3 },
      { text: '### Mara Voss', line: 3 },
      // A field in any markup is written as writer's own "- field: value".
      { text: '- eyes: grey', line: 4 },
      { text: '- hair: black', line: 5 },
      { text: '### Elias (Eli)', line: 7 },
    ]);
    const own = '## Characters\n### Mara Voss ("Mar")\n- eyes: grey\n## Style\n- Third person, past tense\n';
    expect(canonicalBible(own, ENGLISH).map((l) => l.text)).toEqual(own.split('\n'));
  });

  it('knows a person’s name from a phrase', () => {
    expect(looksLikeName('Dr. Pieter Haas', ENGLISH)).toBe(true);
    expect(looksLikeName('Mara Voss (Mar)', ENGLISH)).toBe(true);
    expect(looksLikeName('Red door, slate roof', ENGLISH)).toBe(false);
    expect(looksLikeName('on the harbour front', ENGLISH)).toBe(false);
  });
});
