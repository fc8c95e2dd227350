import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead, numberedLinesOf } from '../support/bibleRead.js';

/**
 * A cast section's entries in several hands at once: bold names in bullets, a bullet with a bracket, a bold name
 * with its nickname in brackets over its own lines (a bullet, an indented line, a labelled line), a name and a dash
 * as a paragraph, indented entries of kin or a trade under it (not a room of hers); a places section's dashed names;
 * a heading about the book that ends the cast.
 */

const read = castRead;

const lines = numberedLinesOf;

const CAST =
  '## Characters\n\n- **Ann Lee** — the widow; grey eyes\n- Bo (the Boy): 9 years old\n\n**Tom Hale** (Tommy)\n' +
  '- Eyes: brown\n  Lives at the mill.\nHair: black\n\nDr. Priya Raman — the doctor; calls Hunter\n' +
  '  Tomas Reyes — her brother\n  Lamp Room — where she sleeps\n  Ada Reyes — a fisherman\n\n## Places\n\n' +
  '- Penhallow Quay — grey stone\nOld Chapel — ruined\n';

describe('a cast section in several hands', () => {
  it('reads each person with their own fields', () => {
    expect(read(CAST)).toEqual([
      ['Ann Lee', ['Ann Lee', 'Ann', 'Lee'], { eyes: 'grey @3' }],
      ['Bo', ['Bo', 'the Boy'], { age: '9 @4' }],
      ['Tom Hale', ['Tom Hale', 'Tommy', 'Tom', 'Hale'], { eyes: 'brown @7', hair: 'black @9' }],
      ['Dr. Priya Raman', ['Dr. Priya Raman', 'Priya', 'Raman'], { role: 'doctor @11' }],
      ['Tomas Reyes', ['Tomas Reyes', 'Tomas', 'Reyes'], {}],
      ['Ada Reyes', ['Ada Reyes', 'Ada', 'Reyes'], { role: 'fisherman @14' }],
    ]);
  });

  it('keeps a bold name’s lines under it, and a room set in under an entry as a line of hers', () => {
    expect(lines(CAST)).toEqual(
      expect.arrayContaining(['8 - Lives at the mill.', '9 - hair: black', '13   Lamp Room — where she sleeps']),
    );
  });

  it('reads dashed names under places as places', () => {
    expect(parseBible(CAST, ENGLISH).places.map((p) => [p.name, p.line])).toEqual([
      ['Penhallow Quay', 18],
      ['Old Chapel', 19],
    ]);
  });

  it('ends the cast at a heading about the book: its prose is a note', () => {
    const bible =
      '# Story notes\n\n## Cast\n\n### Mara Voss\n- Eyes: grey\n\n## About the book\n\nTold in the third person.\n';
    const canonical = lines(bible);
    expect(canonical.indexOf('10 Told in the third person.')).toBeGreaterThan(canonical.indexOf('2 ## Notes'));
    expect(canonical.indexOf('2 ## Notes')).toBeGreaterThan(0);
    expect(read(bible)).toEqual([['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'grey @6' }]]);
  });
});
