import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead } from '../support/bibleRead.js';

/**
 * A "### Name" entry under a cast heading whose lines are written in another markup than writer's own bullets: a
 * definition (": Narrator…"), a wiki infobox's "|eyes=grey", a template's "{{eyes: grey}}", emphasised labels,
 * "Eyes = grey" and "Eyes — grey". Each is read as the person's fields; a labelled line whose value holds a dash
 * ("Home: Penzance - by the harbour") keeps its value whole.
 */

const read = castRead;

const hester = (body: string) => `## Characters\n\n### Hester Quayle\n${body}`;
const names = ['Hester Quayle', 'Hester', 'Quayle'];

describe('an entry under a cast heading, in another markup', () => {
  it('reads a definition under the name: its age and eyes, at the definition’s line', () => {
    expect(read(hester(': Narrator. Schoolmistress, 34. Grey eyes.\n'))).toEqual([
      ['Hester Quayle', names, { eyes: 'Grey @4', age: '34 @4' }],
    ]);
  });

  it('reads an infobox’s "|eyes=grey" and a template’s "{{eyes: grey}}" lines as fields', () => {
    expect(read(hester('|eyes=grey\n|age=34\n'))).toEqual([
      ['Hester Quayle', names, { eyes: 'grey @4', age: '34 @5' }],
    ]);
    expect(read(hester('{{eyes: grey}}\n{{age: 34}}\n'))).toEqual([
      ['Hester Quayle', names, { eyes: 'grey @4', age: '34 @5' }],
    ]);
  });

  it('reads "_Eyes_: grey", "Eyes = grey" and "Eyes — grey" as her eyes', () => {
    for (const line of ['_Eyes_: grey', 'Eyes = grey', 'Eyes — grey', 'Eyes - grey'])
      expect(read(hester(`${line}\nAge = 34\n`))).toEqual([
        ['Hester Quayle', names, { eyes: 'grey @4', age: '34 @5' }],
      ]);
  });

  it('reads a prose line with a dash and a labelled line under it: the label is a field, the prose stays hers', () => {
    const bible = hester('The schoolmistress. Tall - thin.\nEyes - grey\n');
    expect(read(bible)).toEqual([['Hester Quayle', names, { eyes: 'grey @5' }]]);
    expect(canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`)).toEqual(
      expect.arrayContaining(['5 - eyes: grey', '4 - The schoolmistress', '4 - Tall - thin']),
    );
  });

  it('keeps a labelled line whose value holds a dash as written: her home is all of it', () => {
    const bible = hester('Home: Penzance - by the harbour\n');
    expect(read(bible)).toEqual([['Hester Quayle', names, { home: 'Penzance - by the harbour @4' }]]);
    expect(canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`)).toContain(
      '4 Home: Penzance - by the harbour',
    );
  });

  it('reads bulleted "* Eyes: grey" lines as writer’s own entry lines', () => {
    const bible = hester('* Eyes: grey\n* Lives in Penzance, with her aunt.\n');
    expect(read(bible)).toEqual([['Hester Quayle', names, { eyes: 'grey @4', home: 'Penzance @5' }]]);
    expect(canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`)).toEqual(
      expect.arrayContaining(['4 * Eyes: grey', '5 * Lives in Penzance, with her aunt.']),
    );
  });
});
