import { describe, expect, it } from 'vitest';
import { yamlBlock } from '../../src/check/bibleRecords.js';

/**
 * Where a bible's YAML block is: a fence that opens a line ("```yaml", words after it allowed), or front matter
 * between two lines of three dashes (spaces after them allowed). A fence named in a sentence, a longer rule or a
 * line of dashes with more after them opens or closes nothing. Written for these tests.
 */

describe('a YAML block in a bible', () => {
  it('is the fence that opens a line, not one a sentence names before it', () => {
    expect(yamlBlock('The data is kept in a ```yaml block:\n\n```yaml\nname: Ann\n```\n')).toEqual({
      data: { name: 'Ann' },
      start: 4,
      end: 4,
    });
  });

  it('is a fence with words after its "yaml"', () => {
    expect(yamlBlock('```yaml title="cast"\nname: Ann\neyes: grey\n```\n')).toEqual({
      data: { name: 'Ann', eyes: 'grey' },
      start: 2,
      end: 3,
    });
  });

  it('is front matter closed by three dashes with spaces or a tab after them', () => {
    expect(yamlBlock('---\nname: Ann\n--- \nThe keeper.\n')).toEqual({ data: { name: 'Ann' }, start: 2, end: 2 });
    expect(yamlBlock('---\nname: Ann\n---\t\nThe keeper.\n')).toEqual({ data: { name: 'Ann' }, start: 2, end: 2 });
  });

  it('is no front matter under a rule of five dashes', () => {
    expect(yamlBlock('-----\nname: Ann\n---\n')).toBeUndefined();
  });

  it('is no front matter closed by a rule of four dashes', () => {
    expect(yamlBlock('---\nname: Ann\neyes: grey\n----\n\nThe keeper.\n')).toBeUndefined();
  });
});
