import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An age one character gives of another just named in their speech; "Mr. Frost" beside "Mr. Isidore Frost" and a
 * wife of the same surname; a kin noun after a name. Short texts written for these tests.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`,
  );

const MATRON = 'Sister Ada Greaves ran the ward. She was fifty-four, with grey hair and a watch pinned to her apron.';

describe('an age said in speech of someone just named', () => {
  const spoken = [
    '"Sister Greaves has seen it all." He drank his tea. "She\'s sixty-one. She came from Leeds as a girl."',
    '"Ask Sister Greaves. She is sixty-one this year, and she knows."',
    '"You know Sister Greaves? She\'s sixty-one years old, and still does nights," he said.',
  ];
  for (const text of spoken)
    it(`is held to the narration's: ${text.slice(0, 45)}…`, () => {
      expect(findings(MATRON, text)).toEqual([
        expect.stringMatching(
          /^chapter_02\.md:3 0\.7 Sister Ada Greaves's age is 61 here; chapter_01\.md:3 says "fifty-four"/,
        ),
      ]);
    });

  const quiet = [
    // The same age.
    '"Sister Greaves has seen it all." He drank his tea. "She\'s fifty-four. She came from Leeds as a girl."',
    // Another woman named between: the pronoun may be hers.
    '"Sister Greaves has a niece, Lucy Hart. She\'s nineteen."',
    // A time of day, a count of things, a pronoun whose person the speech never named.
    '"She\'s two streets away," he said. "She\'s sixty-one, the new one."',
  ];
  for (const text of quiet)
    it(`stays quiet: ${text.slice(0, 45)}…`, () => {
      expect(findings(MATRON, text)).toEqual([]);
    });
});

describe('a titled surname beside a titled full name', () => {
  it('is the man, not his wife of the same surname', () => {
    const text = [
      '"Mr. Isidore Frost," the doctor said. Mr. Frost coughed. Isidore Frost slept.',
      '"Lil, my wife, went to see her." Lil Frost had died in the spring. Mr. Frost was quiet.',
    ].join('\n\n');
    const { characters } = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH);
    const frost = characters.find((c) => c.names.includes('Mr. Frost'));
    expect(frost?.name).toBe('Mr. Isidore Frost');
    expect(characters.find((c) => c.name === 'Lil Frost')?.gender).toBe('female');
  });
});
