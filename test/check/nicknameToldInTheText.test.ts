import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A nickname the text tells ("Bridget Farrell. Everyone calls me Biddy") is a name of the one it is told of: no
 * short-form table knows "Biddy" for "Bridget" or "Tuck" for "Thomas", only the text does. Sentences written here.
 */
function namesOf(...texts: string[]): string[][] {
  return namesWith('', ...texts);
}

function namesWith(bible: string, ...texts: string[]): string[][] {
  return readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map((c) => c.names.toSorted());
}

const INTRO =
  'Miss Farrell was at the desk by the window, a small woman with red hair cut to her jaw.\n\n"Bridget Farrell," she said. "Everyone calls me Biddy, except the Major."';

describe('a nickname the text tells', () => {
  it('is a name of the one who gives it of herself', () => {
    const names = namesOf(INTRO, 'Biddy typed the letter. Biddy laughed at the Major.');
    expect(names.find((n) => n.includes('Biddy'))).toEqual([
      'Biddy',
      'Bridget',
      'Bridget Farrell',
      'Farrell',
      'Miss Farrell',
    ]);
    expect(names.filter((n) => n.includes('Biddy'))).toHaveLength(1);
  });

  it('carries her looks: her red hair is fair later only by a slip', () => {
    const findings = checkAttributes(
      manuscriptOf(chaptersOf(INTRO, 'Biddy stood at the window with her fair hair blowing.')),
      ENGLISH,
    ).findings;
    expect(findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Bridget Farrell's hair is "fair" here; chapter_01\.md:3 says "red"/),
    ]);
  });

  it('is told of the name before it whose gender fits "him"', () => {
    const names = namesOf(
      'Thomas Keogh came on at midnight. Rose Keane was at the desk, and the men called him Tuck.',
      'Tuck made the tea. Tuck went down the ward.',
    );
    expect(names.find((n) => n.includes('Tuck'))).toContain('Thomas Keogh');
  });

  it('stays its own when another already goes by it, or no full name stands before it', () => {
    expect(namesOf('Nobody here calls me Biddy. Biddy laughed.').flat()).not.toContain('Bridget Farrell');
    const names = namesOf(
      'Biddy Moran kept the shop. Biddy Moran sold string.',
      'Bridget Farrell came in. Everyone calls me Biddy, she said.',
    );
    expect(names.find((n) => n.includes('Bridget Farrell'))).not.toContain('Biddy');
    // A name of the bible's is its character's, whoever the text says goes by it.
    const bible = namesWith('## Characters\n\n### Biddy\n- Role: the office cat\n', INTRO, 'Biddy slept on the files.');
    expect(bible.find((n) => n.includes('Bridget Farrell'))).not.toContain('Biddy');
    expect(bible).toContainEqual(['Biddy']);
    // A title is no nickname: "Captain" alone is not Tom Reid's name.
    expect(
      namesOf('Tom Reid ran the boat, and the men called him Captain. Captain Hale laughed.').flat(),
    ).not.toContain('Captain');
  });
});
