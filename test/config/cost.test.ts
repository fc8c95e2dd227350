import { describe, expect, it } from 'vitest';
import { parseBatchFile } from '../../src/batch/file.js';
import { showSetting, specByKey } from '../../src/config/schema.js';
import { settingsFromEnv } from '../../src/config/sources.js';
import { parseConfigText } from '../../src/config/yamlSettings.js';
import { compressionThreshold } from '../../src/context/tokens.js';

describe('cost settings', () => {
  it('--compress-at takes a share of the limit or a token count', () => {
    const parse = specByKey('compressAt').parse;
    expect(parse('0.9')).toBe(0.9);
    expect(parse('190k')).toBe(190_000);
    expect(parse('190000')).toBe(190_000);
    expect(parse('190,000')).toBe(190_000);
    expect(parse('1.5m')).toBe(1_500_000);
    for (const bad of ['1.5', '0', '2', '500', 'lots']) expect(() => parse(bad)).toThrow(/token count/);
    expect(compressionThreshold(1_048_576, 0.9)).toBe(943_718);
    expect(compressionThreshold(1_048_576, 190_000)).toBe(190_000);
    expect(compressionThreshold(100_000, 190_000)).toBe(100_000); // never above the window
  });

  it('writer config shows a budget as every other sum of money is shown', () => {
    const spec = specByKey('budget');
    expect(showSetting(spec, 25_000)).toBe('$25,000.00');
    expect(showSetting(spec, 0.005)).toBe('$0.0050');
    expect(showSetting(spec, 2.5)).toBe('$2.50');
  });

  it('budget comes from a flag, WRITER_BUDGET, a config file or a batch draft', () => {
    const parse = specByKey('budget').parse;
    expect(parse('5')).toBe(5);
    expect(parse('$2.50')).toBe(2.5);
    expect(parse('0.10')).toBe(0.1);
    expect(parse('.5')).toBe(0.5);
    expect(() => parse('0')).toThrow(/US dollars above 0/);
    // Number() would read these as 16, 1000, 16 and 8: only a plain decimal is an amount.
    for (const bad of ['0x10', '1e3', '0b10000', '0o10', 'Infinity', '5 USD', '-1', '1,5', '$$5', ''])
      expect(() => parse(bad), bad).toThrow(/plain decimal/);
    expect(() => settingsFromEnv({ WRITER_BUDGET: '0x10' })).toThrow(/WRITER_BUDGET.*plain decimal/);
    // YAML itself reads 0x10 and 1e1 as numbers: the file's text is what is checked.
    expect(() => parseConfigText('model: m\nbudget: 0x10\n', 'w.yaml')).toThrow(/w\.yaml:2: budget .*plain decimal/);
    expect(() => parseConfigText('budget: 1e1\n', 'w.yaml')).toThrow(/plain decimal/);
    expect(() => parseBatchFile('drafts:\n  - prompt: x\n    budget: 0x10\n', 'drafts.yaml')).toThrow(
      /drafts\.yaml:3: budget .*plain decimal/,
    );
    expect(parseConfigText('budget: 0.10\n', 'w.yaml').values.budget).toBe(0.1);
    expect(settingsFromEnv({ WRITER_BUDGET: '3' }).values.budget).toBe(3);
    expect(parseConfigText('budget: 12\ncompress_at: 190k\n', 'w.yaml').values).toMatchObject({
      budget: 12,
      compressAt: 190_000,
    });
    const batch = parseBatchFile('drafts:\n  - prompt: x\n    budget: 0.5\n', 'drafts.yaml');
    expect(batch.drafts[0]?.settings.budget).toBe(0.5);
  });
});
