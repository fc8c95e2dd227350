import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

// A field list under the cast's title ("Characters" / "==========" / ":Status: draft") became a person named
// "Status", who then took the grey eyes of the prose below it.
describe("a field's label as a bullet of a section", () => {
  it('is no entry of its own', () => {
    const rst = 'Characters\n==========\n\n:Status: draft\n\nHester Quayle keeps the school. She has grey eyes.\n';
    expect(parseBible(rst, ENGLISH).characters.map((c) => c.name)).not.toContain('Status');
  });

  it('leaves a name with its description an entry', () => {
    const bible = '## Characters\n- Mara Voss: the keeper, 34\n- Status: draft\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss']);
  });
});
