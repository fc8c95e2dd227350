import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { type FeatureRead, featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two ways of telling a person's eyes with "had" that read nothing before: the colour told after the feature ("Mara
 * had eyes, grey as slate") and "had" in a clause set off after the name ("Mara, who had grey eyes, sat down").
 * Written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const shown = (reads: FeatureRead[]) => reads.map((f) => `${f.character.name} ${f.field} ${f.value} "${f.said}"`);
const read = (text: string) => shown(featuresIn(text, [{ character: mara, index: 0, name: 'Mara' }], [], ENGLISH));

describe('eyes told with "had"', () => {
  it('takes the colour after the feature when the words after "had" hold none', () => {
    expect(read('Mara had eyes, grey as slate.')).toEqual(['Mara eyes grey "grey as slate"']);
    expect(read('Mara had grey eyes.')).toEqual(['Mara eyes grey "grey"']);
  });

  it('reads "had" in a clause set off after the name', () => {
    expect(read('Mara, who had grey eyes, sat down by the stove.')).toEqual(['Mara eyes grey "grey"']);
  });

  it('holds the later chapter to the colour so told', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Mara Voss came down to the quay at dawn. Mara had eyes, grey as slate, and a way of looking past you.',
        'The boats were in. Mara Voss counted the crates twice.',
        'Mara Voss turned to the harbour master, her blue eyes narrowed against the wind.',
      ),
    );
    expect(
      checkAttributes(m, ENGLISH).findings.map(
        (f) => `${f.file}:${f.line} ${f.message} — ${f.against?.file}:${f.against?.line}`,
      ),
    ).toEqual([expect.stringMatching(/^chapter_03\.md:3 Mara Voss's eyes are "blue" here; .*chapter_01\.md:3/)]);
  });
});
