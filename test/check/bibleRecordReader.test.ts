import { describe, expect, it } from 'vitest';
import { castRead, numberedLinesOf } from '../support/bibleRead.js';

/**
 * When an entry under a cast heading is read by the record reader rather than as writer's own "### Name" entry
 * (a label in markup, an indented one, a label with a dash or "=" before a colon), the full name a record's first
 * sentence gives, a quoted name in a heading's brackets, and the lines of a fenced YAML cast left out of the prose.
 */

const read = castRead;

const lines = numberedLinesOf;

const cast = (...body: string[]) => `# Characters\n\n## Mara Voss\n${body.join('\n')}\n`;

describe('an entry under a cast heading', () => {
  it('reads a label in markup at the line’s start, indented or not', () => {
    expect(read(cast('*Eyes*: hazel', 'Hair: black'))).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'hazel @4', hair: 'black @5' }],
    ]);
    expect(read(cast('  _Eyes_: hazel', 'A pilot.'))).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'hazel @4', role: 'pilot @5' }],
    ]);
  });

  it('keeps writer’s own entry as written when a bar or markup comes only later in a line', () => {
    expect(lines(cast('Eyes: grey', 'Hair: black | dyed'))).toEqual([
      '2 ## Characters',
      '2 ',
      '3 ### Mara Voss',
      '4 Eyes: grey',
      '5 Hair: black | dyed',
      '6 ',
    ]);
  });

  it('reads no field from a plain line whose dash is no separator', () => {
    expect(read(cast('Eyes -grey', 'She flies planes.'))).toEqual([['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], {}]]);
  });

  it('reads a label with "=" or a dash before a colon in its value', () => {
    expect(read(cast('Eye colour = grey: pale', 'She flies planes.'))).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'grey: pale @4' }],
    ]);
    expect(read(cast('Eyes - grey: pale', 'She flies planes.'))).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'grey: pale @4' }],
    ]);
  });
});

describe('a record’s full name', () => {
  it('is found after a colon inside its first line, and after a colon typed close at its start', () => {
    expect(read("## Aunt Rose\nKnown in town: Rose Penhallow, Hester's aunt, sixty. Grey eyes, white hair.\n")).toEqual(
      [['Rose Penhallow', ['Rose Penhallow', 'Rose', 'Penhallow', 'Aunt Rose'], { eyes: 'Grey @2', hair: 'white @2' }]],
    );
    expect(read("## Aunt Rose\n:Rose Penhallow, Hester's aunt, sixty. Grey eyes, white hair.\n")).toEqual([
      [
        'Rose Penhallow',
        ['Rose Penhallow', 'Rose', 'Penhallow', 'Aunt Rose'],
        { age: '60 @2', eyes: 'Grey @2', hair: 'white @2' },
      ],
    ]);
  });

  it('is read from the first sentence only', () => {
    expect(read('## Amos\nHe is the doctor, sixty. Grey eyes. Amos Kitto is his full name.\n')).toEqual([
      ['Amos', ['Amos'], { role: 'doctor @2', age: '60 @2', eyes: 'Grey @2' }],
    ]);
  });

  it('keeps a quoted name in the heading’s brackets without its quotes', () => {
    expect(read('## Eleanor Vane ("Nell")\nEyes: green\n')).toEqual([
      ['Eleanor Vane', ['Eleanor Vane', 'Eleanor', 'Vane', 'Nell'], { eyes: 'green @2' }],
    ]);
  });
});

describe('a fenced YAML cast among prose', () => {
  it('leaves out its fences and its lines, and only them', () => {
    const bible =
      '# Bible\nThe story is set in Wrenhaven.\n```yaml\ncharacters:\n  - name: Mara Voss\n    eyes: grey\n    hair: black\n```\n## Nell Hale\nEyes: green\n';
    expect(read(bible)).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'grey @6', hair: 'black @7' }],
      ['Nell Hale', ['Nell Hale', 'Nell', 'Hale'], { eyes: 'green @10' }],
    ]);
    expect(lines(bible).filter((l) => !/^\d+ $/.test(l))).toEqual([
      '5 ## Characters',
      '5 ### Mara Voss',
      '6 - eyes: grey',
      '7 - hair: black',
      '9 ### Nell Hale',
      '10 - eyes: green',
      '3 ## Notes',
      '2 The story is set in Wrenhaven.',
    ]);
  });
});
