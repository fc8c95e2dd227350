import { describe, expect, it } from 'vitest';
import { xmlSourceLines } from '../../src/check/bibleXml.js';

/**
 * The XML line of a YAML line whose dash or colon is followed by more than one space ("-   name: Ida",
 * "name:    'Ida'"): its key and value are read as with one space (src/check/bibleXml.ts, xmlSourceLines).
 * Written for these tests.
 */

const XML = `<bible>
  <characters>
    <character>
      <name first="Mara" last="Voss"/>
      <age>34</age>
    </character>
    <character><name first="Ida"/><age>about 10</age></character>
    <character>
      <name first="Tomas" last="Reyes"/>
    </character>
  </characters>
</bible>
`;

describe("an XML bible's YAML lines spaced out", () => {
  it('finds a list item by its value however many spaces follow its dash', () => {
    expect(xmlSourceLines('-   name: Tomas Reyes', XML)).toEqual([9]);
  });

  it('finds a quoted value however many spaces follow its colon', () => {
    expect(xmlSourceLines("name:    'Ida'", XML)).toEqual([7]);
  });
});
