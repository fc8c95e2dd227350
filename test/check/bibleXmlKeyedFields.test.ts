import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { xmlAsYaml } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML export whose fields name themselves in an attribute ('<Field key="Eyes">grey</Field>'): each is that field
 * alone, not a "Field" too. A bible written for these tests.
 */

const APP = `<Export>
  <Characters>
    <Character name="Mara Voss"><Field key="Eyes">grey</Field><Field key="Age">34</Field><Note>keeps the lamp</Note></Character>
    <Character name="Tomas Reyes"><Field key="Eyes">brown</Field></Character>
  </Characters>
</Export>
`;

describe('a field named in its attribute', () => {
  it('is read as that field alone', () => {
    expect(xmlAsYaml(APP, ENGLISH)).not.toMatch(/Field/);
    expect(
      canonicalBible(APP, ENGLISH)
        .filter((l) => l.text.trim() !== '')
        .map((l) => `${l.line} ${l.text}`),
    ).toEqual([
      '3 ## Characters',
      '3 ### Mara Voss',
      '3 - eyes: grey',
      '3 - age: 34',
      '3 - keeps the lamp',
      '4 ### Tomas Reyes',
      '4 - eyes: brown',
      '1 ## Notes',
    ]);
    expect(
      parseBible(APP, ENGLISH).characters.map((c) => [
        c.name,
        Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
      ]),
    ).toEqual([
      ['Mara Voss', { eyes: 'grey @3', age: '34 @3' }],
      ['Tomas Reyes', { eyes: 'brown @4' }],
    ]);
  });
});
