import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bullet that opens on a name in a cast or places section ("- Bo Lee: 9 years old", "- Harbour Lane (the quay),
 * steep") is an entry of its own; one set in under an entry ("  - Tom Voss: her brother") is a line of that entry.
 * Bibles written for these tests.
 */

const lines = (bible: string) =>
  canonicalBible(bible, ENGLISH)
    .filter((l) => l.text.trim() !== '')
    .map((l) => `${l.line} ${l.text}`);

describe('a bullet opening on a name', () => {
  it('in the cast is an entry of its own, however many spaces follow its mark; set in, it is the entry’s', () => {
    const bible =
      '## Characters\n### Mara Voss\n- eyes: grey\n  - Tom Voss: her brother, a clerk\n-   Bo Lee: 9 years old\n';
    expect(lines(bible)).toEqual([
      '2 ## Characters',
      '2 ### Mara Voss',
      '3 - eyes: grey',
      '4   - Tom Voss: her brother, a clerk',
      '5 ### Bo Lee: 9 years old',
    ]);
    expect(
      parseBible(bible, ENGLISH).characters.map((c) => [
        c.name,
        Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
      ]),
    ).toEqual([
      ['Mara Voss', { eyes: 'grey @3', role: 'clerk @4' }],
      ['Bo Lee', { age: '9 @5' }],
    ]);
  });

  it('among places is a place of its own, its words after the name what it is', () => {
    const bible = '## Places\n- Harbour Lane (the quay), steep and cobbled\n- Mill Street: a row of shops\n';
    expect(lines(bible)).toEqual([
      '2 ## Places',
      '2 ### Harbour Lane (the quay), steep and cobbled',
      '3 ### Mill Street: a row of shops',
    ]);
    expect(parseBible(bible, ENGLISH).places.map((p) => [p.name, p.line, p.description])).toEqual([
      ['Harbour Lane', 2, 'steep and cobbled'],
      ['Mill Street', 3, 'a row of shops'],
    ]);
  });
});
