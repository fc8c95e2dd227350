import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A dossier or report: numbered paragraphs of prose ("1.", "1.1", "(a)") under lettered or numbered parts, each
 * sentence about the person it names ("Constance Mare is forty-one; her eyes are dark brown"), kin named beside
 * their kin word ("Her brother, Felix Mare, …"), dates pointed at chapters through the report's own sequence.
 */

const REPORT = `REPORT ON THE PERSONS OF THE GLASSHOUSE

PART I. THE FAMILY

1. Constance Mare is forty-one; her eyes are dark brown and her hair is auburn.
1.1 She keeps the glasshouse keys on a ribbon.
(a) Her brother, Felix Mare, is thirty-six and has grey eyes and fair hair.
2. Felix's wife, Odile, died in 1990, the year the vines failed.
3. Dr. Simon Achebe, the family's physician, is fifty and grey-haired. He is killed on Tuesday, 6 June 1995.
4. Some years earlier he had lived in Lagos.
5. Grace Achebe, the narrator, keeps the inquest papers.
6. Later, at the inquest, Tunde Achebe gave evidence.
7. Achebe is the narrator; her eyes are green.

PART II. SEQUENCE

8. Chapter one, Saturday 3 June 1995; chapter two, Sunday 4 June 1995; chapter three, Tuesday 6 June 1995.
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('a dossier of numbered paragraphs', () => {
  const bible = () => parseBible(REPORT, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('reads each numbered paragraph as prose about whom it names, its number dropped', () => {
    expect(bible().characters.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Constance Mare', 'Felix Mare', 'Odile Mare', 'Simon Achebe', 'Grace Achebe']),
    );
    // "Achebe" alone, where the report names a Simon, a Grace and a Tunde Achebe, is not Simon, the fullest name.
    expect(who('Simon Achebe')?.fields.eyes).toBeUndefined();
    // "Some years earlier…" is no one called Some.
    expect(bible().characters.map((c) => c.name)).not.toContain('Some');
  });

  it('reads "her eyes are dark brown" and "her hair is auburn" as looks said outright', () => {
    expect(who('Constance Mare')?.fields).toMatchObject({
      age: { value: '41', line: 5 },
      eyes: { value: 'dark brown', line: 5 },
      hair: { value: 'auburn', line: 5 },
    });
  });

  it('gives a sentence opening on kin to the one it names, and a wife the family’s name', () => {
    expect(who('Felix Mare')?.fields).toMatchObject({ age: { value: '36' }, eyes: { value: 'grey' } });
    expect(who('Constance Mare')?.fields.eyes?.value).toBe('dark brown');
    expect(who('Odile Mare')?.gender).toBe('female');
    expect(who('Odile Mare')?.diesIn?.value).toBe(0);
  });

  it('calls a titled man by title and surname, and points his death at its chapter by the sequence', () => {
    expect(who('Simon Achebe')?.names).toContain('Dr. Achebe');
    expect(who('Simon Achebe')?.diesIn?.value).toBe(3);
    expect(bible().timeline.map((t) => t.chapter)).toEqual([1]);
  });
});

describe('the text held to a dossier', () => {
  const chapters = (third: string) => ({
    'chapter_01.md': '# One\n\nConstance Mare unlocked the glasshouse. Her dark brown eyes went to the vines.\n',
    'chapter_02.md': '# Two\n\nDr. Achebe came to lunch and talked of Lagos.\n',
    'chapter_03.md': '# Three\n\nThey buried him on the hill.\n',
    'chapter_04.md': `# Four\n\n${third}\n`,
  });

  it('finds a dead man acting after the chapter the dossier has him die in', () => {
    const found = checkDead(
      manuscriptOf(chapters('Dr. Achebe opened the gate and walked down to the glasshouse.'), REPORT),
      ENGLISH,
    ).findings;
    expect(found).toEqual([
      expect.objectContaining({
        file: 'chapter_04.md',
        line: 3,
        message: expect.stringContaining('the bible has them die in chapter 3 (bible.md:9)'),
      }),
    ]);
    expect(
      checkDead(manuscriptOf(chapters('Constance remembered how Dr. Achebe had opened the gate.'), REPORT), ENGLISH)
        .findings,
    ).toEqual([]);
  });

  it('stays quiet on looks the dossier gives, and finds one it contradicts', () => {
    expect(
      checkAttributes(manuscriptOf(chapters('Felix Mare shook his fair hair.'), REPORT), ENGLISH).findings,
    ).toEqual([]);
    expect(
      checkAttributes(manuscriptOf(chapters('Felix Mare shook his black hair.'), REPORT), ENGLISH).findings.map(
        (f) => f.message,
      ),
    ).toEqual([expect.stringContaining('Felix Mare\'s hair is "black" here; bible: fair (bible.md:7)')]);
  });
});

describe('a report whose parts are letters alone', () => {
  const REPORT_B = `CHARACTERS OF "THE ORCHARD"

A. THE HOUSEHOLD

1. Marion Tate is fifty-five. Her hair is white and her eyes are blue.
2. Her son, Callum Tate, is twenty-nine, with brown eyes.

B. THE DEAD

3. Marion's husband, Robert, drowned in 1971, before the story opens.
`;
  const bible = () => parseBible(REPORT_B, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('reads "A. THE HOUSEHOLD" as a part and its numbered paragraphs as prose', () => {
    expect(who('Marion Tate')?.fields).toMatchObject({ age: { value: '55' }, hair: { value: 'white' } });
    expect(who('Callum Tate')?.fields.age?.value).toBe('29');
  });

  it('gives a husband named beside his wife’s name her family’s surname, dead before the story', () => {
    expect(who('Robert Tate')?.diesIn?.value).toBe(0);
  });
});
