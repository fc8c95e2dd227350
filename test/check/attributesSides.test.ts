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

  it('takes hair said gone for hair cut, and not hair gone grey', () => {
    const gone = (said: string) =>
      attributes(
        book(
          `Mara Voss came in. Then he saw that it was Mara, and that ${said}`,
          'Mara Voss came in. Her long plait hung down her back.',
        ),
      );
    expect(gone('her hair was gone.').map((f) => f.message)).toEqual([
      "Mara Voss's hair is long here; chapter_01.md:3 cuts it short, and nothing between tells it grown back",
    ]);
    expect(gone('her hair was gone grey.')).toEqual([]);
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

describe('a home the narration gives with "was from"', () => {
  it('is held to the bible’s', () => {
    const bible = '# Bible\n\n## Characters\n### Ines Carvalho\n- home: Porto\n';
    expect(brief(attributes(book('Ines Carvalho was from Lisbon.'), bible))).toEqual([
      ['chapter_01.md', 3, 0.75, 'Ines Carvalho\'s home is "Lisbon" here; bible: Porto (bible.md:5)'],
    ]);
  });
});

describe('what agreed with the bible before its recorded change', () => {
  const bible = (chapter: number) =>
    `# Bible\n\n## Characters\n### Mara Voss\n- hair: black\n\n## Timeline\n- Chapter ${chapter} — Mara's hair: red\n`;
  const messages = (files: Record<string, string>, chapter: number) =>
    attributes(files, bible(chapter)).map((f) => [f.file, f.message]);

  it('is named beside a slip only while no change lies between', () => {
    // The change of chapter 2 lies between chapter 1's black and chapter 3's: no "agrees" there.
    expect(
      messages(book("Mara Voss's black hair was wet.", 'The rain fell.', "Mara Voss's black hair was wet."), 2),
    ).toEqual([['chapter_03.md', 'Mara Voss\'s hair is "black" here; bible: red (the change in bible.md:8)']]);
    // A change in chapter 1 itself lies before nothing: chapter 1's black still agreed with the bible there.
    expect(
      messages(book("Mara Voss's black hair was wet.", 'The rain fell.', "Mara Voss's black hair was wet."), 1),
    ).toEqual([
      [
        'chapter_03.md',
        'Mara Voss\'s hair is "black" here; bible: red (the change in bible.md:8) (chapter_01.md:3 agrees with the bible)',
      ],
    ]);
    // After the change the new colour is what agrees.
    expect(
      messages(
        book("Mara Voss's black hair was wet.", "Mara Voss's red hair was wet.", "Mara Voss's black hair was wet."),
        2,
      ),
    ).toEqual([
      [
        'chapter_03.md',
        'Mara Voss\'s hair is "black" here; bible: red (the change in bible.md:8) (chapter_02.md:3 agrees with the bible)',
      ],
    ]);
  });
});

describe('a colour the text itself changes', () => {
  it('takes a dye told in the first statement’s own sentence line as a change', () => {
    expect(attributes(book('Mara Voss had black hair. She dyed her hair red.', 'Mara Voss had red hair.'))).toEqual([]);
  });

  it('holds the colour after a change, and does not call it the slip when later lines go back', () => {
    expect(
      attributes(
        book(
          'Mara Voss had black hair.',
          'Mara Voss came in. She dyed her hair red. Mara Voss had red hair.',
          'Mara Voss had black hair.',
          'Mara Voss had black hair again.',
        ),
      ),
    ).toEqual([]);
  });

  it('does not read a first colour as the slip from a contradiction in its own chapter', () => {
    expect(
      attributes(
        book('Mara Voss had red hair. The day went by. Mara Voss had black hair.', 'Mara Voss had black hair.'),
      ).map((f) => [f.file, f.line]),
    ).toEqual([['chapter_02.md', 3]]);
  });

  it('is sure of a colour beside the name even with "her" in the sentence', () => {
    const found = attributes(book('Mara Voss had red hair.', 'Mara Voss shook her black hair.'));
    expect(found.map((f) => [f.file, f.confidence])).toEqual([['chapter_02.md', 0.75]]);
  });
});

describe('changes the bible lists out of their chapters’ order', () => {
  it('hold the text to the latest change up to its chapter', () => {
    const bible =
      "# Bible\n\n## Characters\n### Mara Voss\n- hair: black\n\n## Timeline\n- Chapter 3 — Mara's hair: white\n- Chapter 2 — Mara's hair: red\n";
    expect(
      attributes(book('The rain fell.', 'The rain fell.', 'The rain fell.', "Mara Voss's white hair was wet."), bible),
    ).toEqual([]);
  });
});
