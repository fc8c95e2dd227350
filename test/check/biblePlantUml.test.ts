import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isPlantUml } from '../../src/check/biblePlantUml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible drawn as PlantUML diagrams: without its own reader it is read as prose, every brace and arrow a word of it.
 * An object diagram's objects are entries, its packages their sections, a state diagram the keepers of a thing in
 * turn, a Gantt chart's tasks the timeline. Files written for these tests.
 */

const FILE = [
  "' The Weir -- bible as PlantUML.",
  "/' Three diagrams:",
  "   cast, keepers, calendar. '/",
  '@startuml cast',
  'title The Weir',
  'package "The Voss family" {',
  '  object "Mara Voss" as mara {',
  '    called = "Marrie" (Ned), "Miss Voss"',
  '    age = 30',
  '    eyes = grey',
  '    looks = tall; black hair',
  '  }',
  '  object "Ned Hale" as ned {',
  '    age = 41',
  '    fate = died Thursday 8 July 1965, at the weir',
  '  }',
  '  object "Piet son of Hob" as piet {',
  '    age = 70',
  '  }',
  '}',
  'package Places {',
  '  object "Grey Mill" as mill {',
  '    door = red',
  '  }',
  '}',
  'object "Brass key" as key',
  'ned -- mara : uncle of',
  'mara --> key : wears from 8 Jul',
  '@enduml',
  '',
  '@startuml keepers',
  'title Keepers of the key',
  '[*] --> Ned',
  'Ned --> MaraVoss : from his coat, 8 Jul 1965',
  'MaraVoss --> Drawer',
  'Drawer --> [*]',
  '@enduml',
  '',
  '@startgantt',
  'Project starts 1965-07-01',
  '[Wedding (Saturday)] happens 1965-07-03',
  '[Mara away] starts 1965-07-10 and ends 1965-07-14',
  'note bottom',
  '  Sat 3 Jul wedding (ch. 1); Thu 8 Jul Ned dies (ch. 3).',
  'end note',
  '@endgantt',
].join('\n');

describe('a bible drawn as PlantUML diagrams', () => {
  it('is known by its @start and @end lines', () => {
    expect(isPlantUml(FILE)).toBe(true);
    expect(isPlantUml('@startuml\nA -> B\n')).toBe(false);
    expect(isPlantUml('## Cast\n\n- Mara: email mara@startuml.org\n')).toBe(false);
  });

  it('reads each object as an entry of its package’s section: a person’s names, looks and death', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 7, '30', 'grey'],
      ['Ned Hale', 13, '41', undefined],
      // A name with a note of whose son he is, and an age: a person too.
      ['Piet son of Hob', 17, '70', undefined],
    ]);
    const [mara, ned] = bible.characters;
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Miss Voss']));
    expect(mara?.fields.hair?.value).toBe('black');
    // Dated, and put in chapter 3 by the chart's note.
    expect(ned?.diesOn?.value).toEqual({ day: 8, month: 7, year: 1965 });
    expect(ned?.diesIn?.value).toBe(3);
    expect(bible.places.map((p) => [p.name, p.description.trim()])).toEqual([['Grey Mill', 'door: red']]);
  });

  it('reads a state diagram as the keepers of the thing its title names, a state named for a person as them', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.objects.map((o) => [o.name, o.holder])).toEqual([['Brass key', 'Ned Hale']]);
    const lines = canonicalBible(FILE, ENGLISH).map((l) => `${l.line} ${l.text}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        '28 - Mara Voss wears from 8 Jul',
        '33 - held by Ned Hale',
        '34 - passes to Mara Voss: from his coat, 8 Jul 1965',
        '35 - passes to Drawer',
      ]),
    );
  });

  it('reads a Gantt chart’s tasks and its note’s chaptered days as the timeline, comments as nothing', () => {
    const lines = canonicalBible(FILE, ENGLISH).map((l) => `${l.line} ${l.text}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        '41 - 3 July 1965 — Wedding (Saturday)',
        '42 - 10 July 1965 – 14 July 1965 — Mara away',
        '44 - Sat 3 Jul wedding (chapter 1)',
        '44 - Thu 8 Jul Ned dies (chapter 3)',
      ]),
    );
    expect(lines.some((l) => /Three diagrams|keepers\. '/.test(l))).toBe(false);
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.timeline.map((t) => [t.chapter, t.line])).toEqual([
      [1, 44],
      [3, 44],
    ]);
  });

  it('reads hostile input without throwing: unclosed braces and comments, stray arrows', () => {
    const hostile = '@startuml\nobject "Ada" as ada {\n  eyes = green\n/\' open\n--> -->\n@enduml';
    expect(() => canonicalBible(hostile, ENGLISH)).not.toThrow();
    expect(() => parseBible(`@startuml\n${'package x {\n'.repeat(3000)}@enduml`, ENGLISH)).not.toThrow();
  });
});
