import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A bible kept as data: a JSON block with a list of characters, their fields,
 * a field's values over the chapters, a death before the story and the
 * objects each holds from a chapter on, read as facts at the lines that say them.
 */

const BIBLE = `# The Ferry — data

Narration: first person, past tense.

\`\`\`json
{
  "cast": [
    {
      "name": "Ishbel Rae",
      "aliases": ["Bel", "Miss Rae"],
      "age": 30,
      "eyes": "green",
      "hair": [
        {"value": "brown", "from": "start"},
        {"value": "red (hennaed)", "chapter": 3}
      ],
      "has": [{"item": "croft key", "chapter": 2}]
    },
    {
      "name": "Hector Rae",
      "aliases": ["Grandad"],
      "died": {"year": 1990, "before_story": true},
      "eyes": "blue"
    },
    {
      "name": "Margaret Rae",
      "aliases": ["Aunt Mags"],
      "eyes": "grey",
      "has": [{"item": "croft key", "from": "1990"}]
    }
  ]
}
\`\`\`
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('a JSON bible', () => {
  const bible = () => parseBible(BIBLE, ENGLISH);

  it('gives its characters, their names, fields, changes, deaths and objects, each at its line', () => {
    const bel = bible().characters.find((c) => c.name === 'Ishbel Rae');
    expect(bel?.names).toEqual(expect.arrayContaining(['Bel', 'Miss Rae']));
    expect(bel?.fields).toMatchObject({
      age: { value: '30', line: 11 },
      eyes: { value: 'green', line: 12 },
      hair: { value: 'brown' },
    });
    expect(bible().changes).toEqual([
      expect.objectContaining({ character: 'Ishbel Rae', field: 'hair', value: 'red', chapter: 3 }),
    ]);
    expect(bible().characters.find((c) => c.name === 'Hector Rae')?.diesIn?.value).toBe(0);
    expect(bible().objects).toEqual([
      expect.objectContaining({
        name: 'croft key',
        holder: 'Margaret Rae',
        events: [expect.objectContaining({ chapter: 2, to: 'Ishbel Rae' })],
      }),
    ]);
    // Its keys and braces are no prose: no character is made of them.
    expect(
      bible()
        .characters.map((c) => c.name)
        .sort(),
    ).toEqual(['Hector Rae', 'Ishbel Rae', 'Margaret Rae']);
  });

  it('holds the text to what it says', () => {
    const text = (colour: string) => ({
      'chapter_01.md': `# One\n\nAunt Mags met the boat at Kirkwall, her ${colour} eyes screwed up against the wind.\n`,
    });
    expect(checkAttributes(manuscriptOf(text('grey'), BIBLE), ENGLISH).findings).toEqual([]);
    expect(checkAttributes(manuscriptOf(text('brown'), BIBLE), ENGLISH).findings.map((f) => f.message)).toEqual([
      expect.stringContaining('Margaret Rae\'s eyes are "brown" here; bible: grey (bible.md:'),
    ]);
  });
});
