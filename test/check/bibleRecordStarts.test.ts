import { describe, expect, it } from 'vitest';
import { castRead, numberedLinesOf } from '../support/bibleRead.js';

/**
 * Where a person's record starts in a bible not in writer's own shape: under a section's heading (which is no
 * one's record), a heading over labelled lines, a question about someone, a cast list's entry, a definition's term,
 * a "Name:" line, a name line over labelled lines.
 */

const read = castRead;

const lines = numberedLinesOf;

describe('a section’s heading', () => {
  it('is no one’s record: the name line under it and its labelled line are hers', () => {
    const bible = '## Characters\nHester Quayle — the schoolmistress, 34.\nEyes: grey\n';
    expect(read(bible)).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], { eyes: 'grey @3', age: '34 @2' }],
    ]);
    expect(lines(bible)).toEqual(
      expect.arrayContaining(['2 ## Characters', '2 ### Hester Quayle', '3 - eyes: grey', '2 - 34']),
    );
  });
});

describe('a heading over a name', () => {
  it('is her record over a fenced block too, when it is no document’s title', () => {
    const bible = '## Hester Quayle\nEyes: grey\nAge: 34\n```\nher letter, verbatim\n```\n';
    expect(read(bible)).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], { eyes: 'grey @2', age: '34 @3' }],
    ]);
  });
});

describe('a person’s heading at the cast heading’s own level', () => {
  it('is their record: each keeps their bullets', () => {
    const bible = '## Characters\n\n## Hester Quayle\n- Eyes: grey\n- Age: 34\n\n## Tom Hale\n- Eyes: brown\n';
    expect(read(bible)).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], { eyes: 'grey @4', age: '34 @5' }],
      ['Tom Hale', ['Tom Hale', 'Tom', 'Hale'], { eyes: 'brown @8' }],
    ]);
  });
});

describe('a bold line under a person’s heading', () => {
  it('that names no one is a line of their record', () => {
    const bible = '## Hester Quayle\nEyes: grey\nAge: 34\n\n**her appearance**\nTall and thin.\n';
    expect(read(bible)).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], { eyes: 'grey @2', age: '34 @3' }],
    ]);
    expect(lines(bible)).toEqual(expect.arrayContaining(['5 - her appearance', '6 - Tall and thin']));
  });
});

describe('a line opened by a code span', () => {
  it('is no one’s record, as a quote or a bullet would be none', () => {
    expect(read('`Hester Quayle`: eyes grey, age 34\n')).toEqual([]);
  });
});
