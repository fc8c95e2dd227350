import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, editDistance } from '../../src/util/didYouMean.js';

const COMMANDS = ['status', 'export', 'check', 'revise', 'batch', 'config', 'help'];

describe('did you mean', () => {
  it('counts a swap of two neighbours as one edit, case aside', () => {
    expect(editDistance('stauts', 'status')).toBe(1);
    expect(editDistance('EXPROT', 'export')).toBe(1);
    expect(editDistance('revize', 'revise')).toBe(1);
    expect(editDistance('bach', 'batch')).toBe(1);
    expect(editDistance('', 'help')).toBe(4);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests the closest command within one edit for short names, two for longer', () => {
    expect(closestName('stauts', COMMANDS)).toBe('status');
    expect(closestName('exprot', COMMANDS)).toBe('export');
    expect(closestName('statsu', COMMANDS)).toBe('status');
    expect(closestName('hlep', COMMANDS)).toBe('help');
    expect(closestName('confg', COMMANDS)).toBe('config');
    // Two edits from a four-letter name is another word; three from a longer one too.
    expect(closestName('hold', COMMANDS)).toBeUndefined();
    expect(closestName('stones', COMMANDS)).toBeUndefined();
    expect(closestName('Write', COMMANDS)).toBeUndefined();
    expect(closestName('dragons', COMMANDS)).toBeUndefined();
  });

  it('says nothing when nothing is close', () => {
    expect(didYouMean('max_iteration', ['model', 'max_iterations'])).toBe(' Did you mean "max_iterations"?');
    expect(didYouMean('colour', ['prompt', 'name', 'count'])).toBe('');
  });
});

describe('the words of a prompt that is a mistyped command', async () => {
  const { mistypedCommand, promptAfterDashes } = await import('../../src/cli/commandWords.js');
  it('refuses one or two words whose first is near a command, and names the way to mean it', () => {
    expect(mistypedCommand(['exprot', 'output/x'], COMMANDS, ['-o', 'out'])).toBe(
      'Unknown command "exprot". Did you mean "export"?\n' +
        "To write about it, give the prompt after --: writer -o out -- 'exprot output/x'",
    );
    expect(mistypedCommand(['stauts of the dragons'], COMMANDS)).toBeUndefined();
    expect(mistypedCommand(['dragons'], COMMANDS)).toBeUndefined();
    expect(mistypedCommand([], COMMANDS)).toBeUndefined();
  });

  it('takes everything after a first -- as the prompt, unless a command comes before it', () => {
    expect(promptAfterDashes(['-o', 'out', '--', 'stauts', '-v'], COMMANDS)).toEqual([
      '-o',
      'out',
      '--prompt=stauts -v',
    ]);
    expect(promptAfterDashes(['--'], COMMANDS)).toEqual([]);
    expect(promptAfterDashes(['revise', 'p', '--', '-x'], COMMANDS)).toEqual(['revise', 'p', '--', '-x']);
    expect(promptAfterDashes(['Write', 'a', 'story'], COMMANDS)).toEqual(['Write', 'a', 'story']);
  });
});
