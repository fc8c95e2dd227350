import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A bible's prose that gives a shade with no colour ("a dark-eyed woman") says nothing of the colour of the eyes: the
 * colour said after it ("Her eyes are green") is the one the text is held to (src/check/bible.ts, colourPhrase).
 * Written for these tests.
 */

const BIBLE = '## Characters\n\n### Mara Voss\nA dark-eyed, quiet woman.\nHer eyes are green.\n';

describe('a shade word with no colour in a bible entry’s prose', () => {
  it('is no eye colour: the colour said on a later line is', () => {
    expect(parseBible(BIBLE, ENGLISH).characters.map((c) => [c.name, c.fields.eyes])).toEqual([
      ['Mara Voss', { value: 'green', line: 5 }],
    ]);
  });

  it('leaves the text held to that colour, naming its line', () => {
    const found = (text: string) =>
      checkAttributes(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map(
        (f) => `${f.file}:${f.line} ${f.message}`,
      );
    expect(found("Mara Voss's green eyes narrowed.")).toEqual([]);
    expect(found("Mara Voss's blue eyes narrowed.")).toEqual([
      'chapter_01.md:3 Mara Voss\'s eyes are "blue" here; bible: green (bible.md:5)',
    ]);
  });
});
