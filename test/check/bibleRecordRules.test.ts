import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Records parted by rules ("---") that are no front matter: a rule over a labelled line with no rule after it to
 * close a block (an odd number of rules, the last record's, or a rule inside an entry) is read as a rule, and every
 * record and field around it is read.
 */

describe('records parted by rules', () => {
  it('are each read when the last rule opens a record no rule closes', () => {
    const records = [
      ['Mara Voss', 'grey'],
      ['Tomas Reyes', 'brown'],
      ['Nell Aske', 'blue'],
      ['Ada Fyfe', 'green'],
    ];
    const text = `${records.map(([name, eyes]) => `Name: ${name}\nEyes: ${eyes}`).join('\n---\n')}\n`;
    expect(
      parseBible(text, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.eyes?.line]),
    ).toEqual([
      ['Mara Voss', 'grey', 2],
      ['Tomas Reyes', 'brown', 5],
      ['Nell Aske', 'blue', 8],
      ['Ada Fyfe', 'green', 11],
    ]);
  });

  it('leave an entry its fields after a rule inside it', () => {
    const bible = parseBible('# Cast\n\n## Mara Voss\n\nEyes: grey\n\n---\nHair: black\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes, c.fields.hair])).toEqual([
      ['Mara Voss', { value: 'grey', line: 5 }, { value: 'black', line: 8 }],
    ]);
  });
});
