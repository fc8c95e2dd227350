import { describe, expect, it } from 'vitest';
import { xmlAsYaml } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible of two people with ids and one object whose owners are `owners`. */
function bible(owners: string): string {
  return `<bible>
  <characters>
    <character id="mara"><name>Mara Voss</name></character>
    <character id="tomas"><name>Tomas Reyes</name></character>
  </characters>
  <objects>
    <object owner="${owners}"><name>the brass key</name></object>
  </objects>
</bible>
`;
}

describe('a list of ids in an XML attribute', () => {
  it('gives each id as its name, the names set apart by commas', () => {
    expect(xmlAsYaml(bible('mara tomas'), ENGLISH)).toContain('owner: Mara Voss, Tomas Reyes');
  });

  it('keeps the value as written when one of its words is no id', () => {
    const yaml = xmlAsYaml(bible('mara and friends'), ENGLISH) ?? '';
    expect(yaml).toContain('owner: mara and friends');
    expect(yaml).not.toContain('Mara Voss and');
  });

  it('reads ids set apart by more than one space as a list all the same', () => {
    expect(xmlAsYaml(bible('mara  tomas'), ENGLISH)).toContain('owner: Mara Voss, Tomas Reyes');
  });
});
