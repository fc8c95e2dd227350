import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Eyes, hair, age and role (issue 29 and 30, mutation): the message, the
 * confidence and the other side a user sees for a first statement the next
 * two contradict, a colour read through a pronoun, hair said short and then
 * long, and a role the bible words its own way. Short texts written for
 * these tests.
 */

const book = (...chapters: string[]): Record<string, string> =>
  Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`]));
const attributes = (files: Record<string, string>, bible = ''): Finding[] =>
  checkAttributes(manuscriptOf(files, bible), ENGLISH).findings;
const brief = (found: Finding[]) => found.map((f) => [f.file, f.line, f.confidence, f.message]);
const LISTED = '# Bible\n\n## Characters\n### Mara Voss\n- role: ferry pilot\n';

describe('a first statement the next two contradict', () => {
  const three = (field: 'eyes' | 'hair', first: string, later: string) =>
    book(
      `Mara Voss came in. Mara Voss had ${first} ${field}.`,
      `Mara Voss had ${later} ${field}.`,
      `Mara Voss had ${later} ${field} still.`,
    );

  it('is the slip, surer of eyes than of hair, and says when the bible lists them but not this', () => {
    expect(brief(attributes(three('eyes', 'green', 'grey'), LISTED))).toEqual([
      [
        'chapter_01.md',
        3,
        0.8,
        'Mara Voss\'s eyes are "green" here; chapter_02.md:3 and chapter_03.md:3 say "grey" (the bible does not say)',
      ],
    ]);
    expect(brief(attributes(three('hair', 'red', 'black')))).toEqual([
      ['chapter_01.md', 3, 0.7, 'Mara Voss\'s hair is "red" here; chapter_02.md:3 and chapter_03.md:3 say "black"'],
    ]);
  });
});

describe('a hair colour read through a pronoun', () => {
  it('is less sure than one beside the name', () => {
    const pronoun = attributes(book('Mara Voss had red hair.', 'Mara Voss came in. Her black hair was wet.'));
    expect(pronoun.map((f) => [f.file, f.confidence])).toEqual([['chapter_02.md', 0.65]]);
    const named = attributes(book('Mara Voss had red hair.', "Mara Voss came in. Mara's black hair was wet."));
    expect(named.map((f) => [f.file, f.confidence])).toEqual([['chapter_02.md', 0.75]]);
  });
});

describe('hair said short, then long', () => {
  it('says whether the earlier line cut it or only called it short', () => {
    const said = attributes(
      book('Mara Voss came in. Her hair was short.', 'Mara Voss came in. Her long plait hung down her back.'),
    );
    expect(said.map((f) => f.message)).toEqual([
      "Mara Voss's hair is long here; chapter_01.md:3 says it is short, and nothing between tells it grown back",
    ]);
    const cut = attributes(
      book('Mara Voss came in. She cut her hair short.', 'Mara Voss came in. Her long plait hung down her back.'),
    );
    expect(cut.map((f) => f.message)).toEqual([
      "Mara Voss's hair is long here; chapter_01.md:3 cuts it short, and nothing between tells it grown back",
    ]);
  });
});

describe('a role the bible words its own way', () => {
  it('agrees with a job the bible names inside a longer word', () => {
    const bible = '# Bible\n\n## Characters\n### Amos Penrith\n- role: sea-captain turned doctor\n';
    expect(attributes(book('Amos Penrith was a captain.'), bible)).toEqual([]);
    expect(brief(attributes(book('Amos Penrith was a teacher.'), bible))).toEqual([
      [
        'chapter_01.md',
        3,
        0.75,
        'Amos Penrith\'s role is "teacher" here; bible: sea-captain turned doctor (bible.md:5)',
      ],
    ]);
  });
});
