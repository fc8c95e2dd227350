import { describe, expect, it } from 'vitest';
import { checkObjects, givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible's giving in a first-person book: the narrator's giving is "I"'s, and another's stays that other's, held
 * to them from the chapter after.
 */

const sheet =
  '# Character sheets\n\nStory: First person, past tense, narrated by Maud Rennie.\n\n## Maud Rennie\nRole — postmistress\n\n## Ewan Gill\nRole — surveyor\nCarries — the telescope until he gives it to Maud Rennie (ch. 2)\n';
const found = (third: string) =>
  checkObjects(
    manuscriptOf(chaptersOf('I came in. Ewan Gill laughed.', 'I met Ewan Gill at the gate. He laughed.', third), sheet),
    ENGLISH,
  ).findings.map((f) => [`${f.file}:${f.line}`, f.message, f.against?.evidence]);

describe('the bible’s giving by someone other than the narrator of a first-person book', () => {
  it('holds that one to it from the next chapter', () => {
    expect(found('Ewan Gill raised the telescope.')).toEqual([
      [
        'chapter_03.md:3',
        'Ewan Gill has the telescope here, but gave it away at bible.md:10, and nothing between gives it back',
        'Ewan Gill gives the telescope to Maud Rennie (chapter 2)',
      ],
    ]);
  });

  it('leaves the narrator, who was given it, free to use it', () => {
    expect(found('I raised the telescope.')).toEqual([]);
  });
});

describe('a giving the bible and the text both tell, in the same chapter', () => {
  const bible =
    '# Character sheets\n\n## Ewan Gill\nRole — surveyor\nCarries — the telescope until he gives it to Maud Rennie (ch. 2)\n\n## Maud Rennie\nRole — postmistress\n';
  it('is held to the giver at the text’s line, where the reader can see it', () => {
    const findings = givenAway(
      manuscriptOf(
        chaptersOf(
          'Ewan Gill came in. He laughed. Maud Rennie came in. She laughed.',
          'Ewan Gill gave the telescope to Maud Rennie.',
          'Ewan Gill raised the telescope.',
        ),
        bible,
      ),
      ENGLISH,
    );
    expect(findings.map((f) => [`${f.file}:${f.line}`, f.message, f.against?.file, f.against?.line])).toEqual([
      [
        'chapter_03.md:3',
        'Ewan Gill has the telescope here, but gave it away at chapter_02.md:3, and nothing between gives it back',
        'chapter_02.md',
        3,
      ],
    ]);
  });
});
