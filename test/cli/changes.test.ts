import { describe, expect, it } from 'vitest';
import { describeChanges, linesOf } from '../../src/cli/changes.js';

describe('what a revision changed', () => {
  it('counts a file’s lines as the file has them: a final newline starts no line', () => {
    expect(linesOf('')).toEqual([]);
    expect(linesOf('No findings.\n')).toEqual(['No findings.']);
    expect(linesOf('one\ntwo')).toEqual(['one', 'two']);
    expect(linesOf('one\n\n')).toEqual(['one', '']);
  });

  it('says a new one-line review.md has one line, and a changed line is one added and one removed', () => {
    const before = new Map([['story.md', 'The lamp turned all night.\n']]);
    const after = new Map([
      ['story.md', 'The lamp turned until dawn.\n'],
      ['review.md', 'No findings.\n'],
    ]);
    expect(describeChanges(before, after)).toEqual([
      'Changed: 2 files',
      '  story.md (+1 −1 lines)',
      '  review.md (new, 1 line)',
    ]);
  });

  it('counts a newline added at the end as no line added', () => {
    const lines = describeChanges(new Map([['a.md', 'one\ntwo']]), new Map([['a.md', 'one\ntwo\n']]));
    expect(lines).toEqual(['Changed: 1 file', '  a.md (+0 −0 lines)']);
  });
});
