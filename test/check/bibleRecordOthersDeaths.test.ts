import { describe, expect, it } from 'vitest';
import { recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's notes may tell of someone else's death ("In 1887 Rose died of fever."): that death is Rose's, not the
 * person's whose record holds it. Their own, said with no subject or through their name, stays theirs. Notes
 * written for these tests.
 */
function linesOf(...prose: string[]) {
  const record = { name: 'Mara Voss', line: 1, pairs: [], prose: prose.map((text, i) => ({ text, line: i + 2 })) };
  return recordLines(record, [], ENGLISH).characters.map((l) => l.text);
}

describe('a death in a person’s notes', () => {
  it('is another’s when a name of someone else stands right before it', () => {
    expect(linesOf('Keeper of the light. In 1887 Rose died of fever.', '1887: Rose died.')).toEqual([
      '### Mara Voss',
      '- Keeper of the light',
    ]);
    expect(linesOf('After the storm, Tom Bell drowned off the Point.')).toEqual(['### Mara Voss']);
    expect(linesOf('In 1887 Rose and her mother died of fever.')).toEqual(['### Mara Voss']);
    expect(linesOf('In 1887 Rose married, and died in 1890.')).toEqual(['### Mara Voss']);
  });

  it('is theirs with no subject, through their name, or after a month', () => {
    expect(linesOf('Died in chapter 9.')).toEqual(['### Mara Voss', '- Died in chapter 9']);
    expect(linesOf('In 1887 Voss died of fever.')).toEqual(['### Mara Voss', '- In 1887 Voss died of fever']);
    expect(linesOf('In late March died of fever.')).toEqual(['### Mara Voss', '- In late March died of fever']);
  });

  it('is theirs when the name before it is a little word or no name', () => {
    expect(linesOf('Then In the spring she died.')).toEqual(['### Mara Voss', '- Then In the spring she died']);
    expect(linesOf('Never married; Then died in the fire.')).toEqual([
      '### Mara Voss',
      '- Never married; Then died in the fire',
    ]);
  });
});
