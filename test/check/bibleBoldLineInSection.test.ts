import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bold line alone inside a section ("**Family**") that names no section of its own. Bible written for this test. */

describe('a bold line alone that names no section', () => {
  it('leaves the entries after it in the section it stands in', () => {
    const bible = [
      '# Bible',
      '',
      '## Characters',
      '',
      '### Anna Marsh',
      '- Eyes: grey',
      '',
      '**Family**',
      '',
      '### Ben Marsh',
      '- Eyes: blue',
      '',
    ].join('\n');
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value])).toEqual([
      ['Anna Marsh', 5, 'grey'],
      ['Ben Marsh', 10, 'blue'],
    ]);
  });
});
