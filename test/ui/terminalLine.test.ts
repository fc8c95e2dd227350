import { describe, expect, it } from 'vitest';
import { columnsOf, cutToColumns, fitSegments, oneLine } from '../../src/ui/terminalLine.js';

describe('one line of a live display', () => {
  it('makes several lines, tabs and control characters one line', () => {
    expect(oneLine('The work is not finished yet:\n  nothing was written.\tGo on.\u0007\u001b[31m')).toBe(
      'The work is not finished yet: nothing was written. Go on.',
    );
  });

  it('cuts by columns shown, not characters: CJK and emoji take two', () => {
    expect(cutToColumns('abcdef', 4)).toBe('abc…');
    expect(cutToColumns('abc', 3)).toBe('abc');
    expect(cutToColumns('灯台守の物語', 7)).toBe('灯台守…');
    expect(columnsOf(cutToColumns('灯台守の物語', 7))).toBeLessThanOrEqual(7);
    expect(columnsOf(cutToColumns('🦦🦦🦦🦦', 5))).toBeLessThanOrEqual(5);
  });

  it('styles after cutting, so escape codes never count as width', () => {
    const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
    const line = fitSegments([{ text: 'otter ' }, { text: 'failed', style: red }, { text: ' a long note here' }], 12);
    expect(line).toBe('otter \u001b[31mfailed\u001b[39m');
    expect(fitSegments([{ text: 'otter ' }, { text: 'stopped at the cap', style: red }], 10)).toBe(
      'otter \u001b[31msto…\u001b[39m',
    );
  });
});
