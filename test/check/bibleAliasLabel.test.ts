import { describe, expect, it } from 'vitest';
import { labelField, labelledLine } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A character's other names under the label "Alias" (one name) as under "Aliases": the field of other names.
 * Written for this test.
 */

describe('the label "Alias"', () => {
  it('is the field of other names, as "Aliases" is', () => {
    expect(labelField('Aliases', ENGLISH)).toBe('aliases');
    expect(labelField('Alias', ENGLISH)).toBe('aliases');
    expect(labelField('alias', ENGLISH)).toBe('aliases');
    const line = labelledLine('- **Alias:** Peggy', ENGLISH);
    expect(line ? [line.field, line.value] : undefined).toEqual(['aliases', 'Peggy']);
  });
});
