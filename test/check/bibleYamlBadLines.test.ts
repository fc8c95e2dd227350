import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { yamlBlock } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A fenced YAML block with lines YAML cannot read ('hair: "black" — chapter 2', a quoted value with words after
 * it): kept for what parses around one bad line among good ones, given up when half its lines are bad, each bad
 * line counted once.
 */

const fenced = (...lines: string[]) => `# The Lamp\n\n\`\`\`yaml\n${lines.join('\n')}\n\`\`\`\n`;

describe('a fenced YAML block with bad lines', () => {
  it('is read around one bad line among its four', () => {
    const text = fenced('characters:', '  Mara Voss:', '    eyes: grey', '    hair: "black" — chapter 2');
    expect(yamlBlock(text)).toEqual({
      data: { characters: { 'Mara Voss': { eyes: 'grey', hair: 'black' } } },
      start: 4,
      end: 7,
    });
    const bible = parseBible(text, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes, c.fields.hair])).toEqual([
      ['Mara Voss', { value: 'grey', line: 6 }, { value: 'black', line: 7 }],
    ]);
  });

  it('is no YAML when two of its four lines are bad', () => {
    const text = fenced('characters:', '  Mara Voss:', '    eyes: "grey" — chapter 1', '    hair: "black" — chapter 2');
    expect(yamlBlock(text)).toBeUndefined();
    expect(parseBible(text, ENGLISH).characters).toEqual([]);
  });
});
