import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePositiveInt } from '../../src/cli/options.js';
import { ConfigError } from '../../src/config/errors.js';
import { mergeSettings } from '../../src/config/merge.js';
import { DEFAULT_PRICES, estimateCost, priceFor, requestCost } from '../../src/config/prices.js';
import { resolveSettings } from '../../src/config/resolve.js';
import { DEFAULT_SETTINGS } from '../../src/config/schema.js';
import { settingsFromEnv } from '../../src/config/sources.js';
import { parseConfigText } from '../../src/config/yamlSettings.js';
import { tempDir } from '../support/cli.js';

describe('mergeSettings', () => {
  it('takes each key from the highest layer that sets it, and says where from', () => {
    const { settings, sources } = mergeSettings([
      { source: 'user.yaml', values: { model: 'user-model', maxIterations: 10, keepRecent: 4 } },
      { source: 'project.yaml', values: { model: 'project-model', maxIterations: 20 } },
      { source: 'environment', values: { model: 'env-model' }, origins: { model: 'WRITER_MODEL' } },
      { source: 'flag', values: { maxIterations: 30 } },
    ]);
    expect(settings).toMatchObject({
      model: 'env-model',
      maxIterations: 30,
      keepRecent: 4,
      compressAt: DEFAULT_SETTINGS.compressAt,
    });
    expect(sources).toMatchObject({
      model: 'WRITER_MODEL',
      maxIterations: 'flag',
      keepRecent: 'user.yaml',
      compressAt: 'default',
    });
  });

  it('merges the price table per model', () => {
    const { settings } = mergeSettings([
      { source: 'f', values: { prices: { 'my-model': { input: 1, output: 2, cached: 0.5 } } } },
    ]);
    expect(settings.prices['my-model']).toEqual({ input: 1, output: 2, cached: 0.5 });
    expect(settings.prices['gemini-3-flash-preview']).toEqual(DEFAULT_PRICES['gemini-3-flash-preview']);
  });
});

describe('config files', () => {
  it('read snake_case settings with durations and booleans', () => {
    const layer = parseConfigText(
      'model: gemini-3-pro-preview\nmax_iterations: 120\nmax_wait: 90s\nshow_thinking: yes\nprices:\n  gemini-3-pro-preview: { input: 3, output: 15 }\n',
      'w.yaml',
    );
    expect(layer.values).toEqual({
      model: 'gemini-3-pro-preview',
      maxIterations: 120,
      maxWait: 90_000,
      showThinking: true,
      prices: { 'gemini-3-pro-preview': { input: 3, output: 15, cached: 3 } },
    });
    expect(layer.origins).toMatchObject({ maxIterations: 'w.yaml:2', maxWait: 'w.yaml:3' });
  });

  it.each([
    [
      'model: x\nmax_iteration: 5\n',
      'w.yaml:2: unknown setting "max_iteration". Did you mean "max_iterations"? (known: model,',
    ],
    ['model: x\n\ncompress_at: 1.5\n', 'w.yaml:3: compress_at must be a number above 0 and at most 1'],
    ['keep_recent: ten\n', 'w.yaml:1: keep_recent must be a whole number of at least 1'],
    ['model: [a, b]\n', 'w.yaml:1: model expected a value'],
    ['model: x\n\tkeep_recent: 1\n', 'w.yaml:2: not valid YAML (Tabs are not allowed as indentation'],
    ['model: x\nmodel: y\n', 'w.yaml:2: not valid YAML (Map keys must be unique'],
    ['- just\n- a list\n', 'w.yaml:1: expected settings as "name: value" lines'],
    ['prices:\n  m: { input: 1, outptu: 2 }\n', 'w.yaml:2: prices of m: unknown field "outptu"'],
    // The line of the bad value itself, not of "prices:".
    [
      'model: x\nprices:\n  gemini-3-pro-preview:\n    output: 12\n    input: -1\n',
      'w.yaml:5: prices of gemini-3-pro-preview: input must be a number of dollars per million tokens',
    ],
    [
      'prices:\n  a: { input: 1, output: 2 }\n  b: { output: 2 }\n',
      'w.yaml:3: prices of b need at least input and output',
    ],
  ])('report %j with the file and line', (text, message) => {
    expect(() => parseConfigText(text, 'w.yaml')).toThrow(ConfigError);
    expect(() => parseConfigText(text, 'w.yaml')).toThrow(message);
  });

  it('the environment is validated too, naming the variable', () => {
    expect(settingsFromEnv({ WRITER_MODEL: 'm', WRITER_MAX_WAIT: '5m' }).values).toEqual({
      model: 'm',
      maxWait: 300_000,
    });
    expect(() => settingsFromEnv({ WRITER_MAX_ITERATIONS: '0' })).toThrow(
      'WRITER_MAX_ITERATIONS: must be a whole number of at least 1',
    );
  });

  it('a whole number is written in digits: 0x10, 1e3, 0b11 and 12.0 are refused wherever a count is set', () => {
    for (const bad of ['0x10', '1e3', '0b11', '0o7', '12.0', '+5', '1 2', 'Infinity'])
      expect(() => settingsFromEnv({ WRITER_MAX_ITERATIONS: bad }), bad).toThrow(
        'WRITER_MAX_ITERATIONS: must be a whole number of at least 1',
      );
    // YAML reads 0x10 as 16 by itself: the file's text is what is checked.
    expect(() => parseConfigText('max_iterations: 0x10\n', 'w.yaml')).toThrow(
      'w.yaml:1: max_iterations must be a whole number of at least 1',
    );
    expect(settingsFromEnv({ WRITER_MAX_ITERATIONS: '1,000' }).values).toEqual({ maxIterations: 1000 });
    expect(parseConfigText('max_iterations: 1_500\n', 'w.yaml').values).toEqual({ maxIterations: 1500 });
    expect(() => parsePositiveInt('0x10')).toThrow('must be a whole number of at least 1.');
    expect(parsePositiveInt('12')).toBe(12);
  });

  it('review is on by default; WRITER_REVIEW and review: in a file turn it off, and a bad value is named', () => {
    expect(settingsFromEnv({ WRITER_REVIEW: 'off' }).values).toEqual({ review: false });
    expect(parseConfigText('review: false\n', 'w.yaml').values).toEqual({ review: false });
    expect(() => settingsFromEnv({ WRITER_REVIEW: 'maybe' })).toThrow('WRITER_REVIEW: must be true or false');
  });
});

describe('resolveSettings', () => {
  it('flags over environment over ./writer.config.yaml over the user config over defaults', async () => {
    const home = tempDir();
    const cwd = tempDir();
    mkdirSync(path.join(home, 'writer'));
    writeFileSync(
      path.join(home, 'writer', 'config.yaml'),
      'model: from-user\nkeep_recent: 7\ncompress_at: 0.5\nbackup_every: 5\n',
    );
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'model: from-project\ncompress_at: 0.6\nbackup_every: 6\n');
    const env = { XDG_CONFIG_HOME: home, WRITER_MODEL: 'from-env', WRITER_BACKUP_EVERY: '8' };
    const resolved = await resolveSettings({ flags: { backupEvery: 9 }, env, cwd });
    expect(resolved.settings).toMatchObject({ model: 'from-env', keepRecent: 7, compressAt: 0.6, backupEvery: 9 });
    expect(resolved.sources).toMatchObject({
      model: 'WRITER_MODEL',
      keepRecent: `${path.join(home, 'writer', 'config.yaml')}:2`,
      compressAt: `${path.join(cwd, 'writer.config.yaml')}:2`,
      backupEvery: 'flag',
      maxIterations: 'default',
    });
  });

  it('insists that a --config file exists', async () => {
    await expect(resolveSettings({ flags: {}, env: {}, cwd: tempDir(), configPath: 'missing.yaml' })).rejects.toThrow(
      /no such config file/,
    );
  });
});

describe('cost', () => {
  it('bills fresh input, cached input and output (thinking included) per million tokens', () => {
    const price = { input: 2, output: 12, cached: 0.2 };
    const usage = {
      promptTokens: 1_000_000,
      cachedTokens: 400_000,
      outputTokens: 50_000,
      thoughtTokens: 10_000,
      totalTokens: 0,
    };
    // 600k × $2 + 400k × $0.20 + 60k × $12 = 1.2 + 0.08 + 0.72
    expect(requestCost(usage, price)).toBeCloseTo(2.0, 10);
  });

  it('uses the long-prompt rates above the threshold, request by request', () => {
    const price = DEFAULT_PRICES['gemini-2.5-pro']!;
    const short = { promptTokens: 100_000, cachedTokens: 0, outputTokens: 0, thoughtTokens: 0, totalTokens: 0 };
    const long = { ...short, promptTokens: 300_000 };
    expect(requestCost(short, price)).toBeCloseTo(0.125, 10);
    expect(requestCost(long, price)).toBeCloseTo(0.75, 10);
    expect(estimateCost([short, long], 'gemini-2.5-pro', DEFAULT_PRICES)).toBeCloseTo(0.875, 10);
  });

  it('finds a versioned model by prefix, and knows when it has no price', () => {
    expect(priceFor('gemini-2.5-flash-001', DEFAULT_PRICES)).toBe(DEFAULT_PRICES['gemini-2.5-flash']);
    expect(priceFor('gemini-2.5-flash-lite-preview', DEFAULT_PRICES)).toBe(DEFAULT_PRICES['gemini-2.5-flash-lite']);
    expect(estimateCost([], 'other-model', DEFAULT_PRICES)).toBeUndefined();
  });
});
