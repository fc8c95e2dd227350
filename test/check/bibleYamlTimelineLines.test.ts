import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A YAML bible's timeline item stands at its own line under "timeline:", not at a character's field above it that
 * happens to say the same date (src/check/bibleRecords.ts, dataSectionLines).
 */

const yaml = (...lines: string[]) => `\`\`\`yaml\n${lines.join('\n')}\n\`\`\`\n`;

describe('a YAML timeline item', () => {
  it('is found from the timeline key on, past the death field above it that gives its date', () => {
    const bible = parseBible(
      yaml(
        'characters:',
        '  - name: Tomas Reyes',
        '    eyes: brown',
        '    died: Thursday 5 March 1998',
        'timeline:',
        '  - date: Thursday 5 March 1998',
        '    chapter: 2',
        '  - date: Friday 6 March 1998',
        '    chapter: 3',
      ),
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.line])).toEqual([
      [2, 7],
      [3, 9],
    ]);
  });
});
