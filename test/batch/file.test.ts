import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseBatchFile } from '../../src/batch/file.js';
import { SharedRateGate } from '../../src/batch/gate.js';
import { labelFromPrompt } from '../../src/batch/label.js';
import { draftIdentity, planBatch } from '../../src/batch/plan.js';
import { sanitizeProjectName } from '../../src/tools/project.js';

const FILE = `concurrency: 3
defaults:
  model: gemini-3-flash-preview
  max_iterations: 80
drafts:
  - prompt: "Write a short story about an otter who runs a ferry"
    name: otter
    count: 2
  - prompt: "Write a novella about a lighthouse"
    max_iterations: 120
  - prompt: "Write a novella about a lighthouse keeper's daughter"
`;

describe('parseBatchFile', () => {
  it('reads concurrency, defaults and drafts with their own settings', () => {
    const batch = parseBatchFile(FILE, 'drafts.yaml');
    expect(batch.concurrency).toBe(3);
    expect(batch.defaults).toEqual({ model: 'gemini-3-flash-preview', maxIterations: 80 });
    expect(batch.drafts.map((d) => [d.name, d.count, d.settings, d.line])).toEqual([
      ['otter', 2, {}, 6],
      [undefined, 1, { maxIterations: 120 }, 9],
      [undefined, 1, {}, 11],
    ]);
  });

  it.each([
    ['drafts:\n  - prompt: "x"\n  - name: nameless\n', 'drafts.yaml:3: draft 2 has no prompt'],
    [
      'drafts:\n  - prompt: x\n    colour: blue\n',
      'drafts.yaml:3: unknown setting "colour". (known: prompt, name, count, model',
    ],
    ['drafts:\n  - prompt: x\n    count: 0\n', 'drafts.yaml:3: count must be a whole number of at least 1'],
    ['defaults:\n  compress_at: 2\ndrafts:\n  - prompt: x\n', 'drafts.yaml:2: compress_at must be a number above 0'],
    ['concurency: 2\ndrafts:\n  - prompt: x\n', 'drafts.yaml:1: unknown key "concurency". Did you mean "concurrency"?'],
    ['drafts:\n  - prompt: "unterminated\n', 'drafts.yaml:3: not valid YAML'],
    ['drafts: []\n', 'drafts.yaml:1: drafts must be a list with at least one draft'],
    ['defaults: {}\n', 'no "drafts:" list'],
    ['- prompt: x\n', 'drafts.yaml:1: expected "drafts:" with a list of drafts'],
    ['concurrency: many\ndrafts:\n  - prompt: x\n', 'drafts.yaml:1: concurrency must be a whole number of at least 1'],
    ['concurrency: 1.5\ndrafts:\n  - prompt: x\n', 'drafts.yaml:1: concurrency must be a whole number of at least 1'],
    ['defaults: [model]\ndrafts:\n  - prompt: x\n', 'drafts.yaml:1: defaults must be a map of run settings'],
    ['drafts: x\n', 'drafts.yaml:1: drafts must be a list with at least one draft'],
    ['drafts:\n  - prompt: x\n  - just text\n', 'drafts.yaml:3: draft 2 must be a map with at least "prompt: ..."'],
    ['drafts:\n  - prompt: "  "\n', 'drafts.yaml:2: prompt must be the text of the prompt'],
    ['drafts:\n  - prompt: 7\n', 'drafts.yaml:2: prompt must be the text of the prompt'],
    ['drafts:\n  - prompt: x\n    name: [a, b]\n', 'drafts.yaml:3: name must be a short label'],
  ])('reports %j with its line', (text, message) => {
    expect(() => parseBatchFile(text, 'drafts.yaml')).toThrow(message);
  });
});

describe('parseBatchFile: what it takes as written', () => {
  it('an empty defaults, a numeric name, a count written as text, and prompts trimmed', () => {
    const batch = parseBatchFile(
      'defaults:\ndrafts:\n  - prompt: "  Write about otters  "\n    name: 42\n    count: "2"\n',
      'drafts.yaml',
    );
    expect(batch.defaults).toEqual({});
    expect(batch.concurrency).toBeUndefined();
    expect(batch.drafts).toEqual([{ prompt: 'Write about otters', name: '42', count: 2, settings: {}, line: 3 }]);
  });

  it('`defaults:` with nothing under it (its lines commented out), or a key alone, is no defaults (was refused as not a map)', () => {
    for (const text of [
      'defaults:\n  # model: gemini-3-flash-preview\ndrafts:\n  - prompt: x\n',
      '{defaults, drafts: [{prompt: x}]}\n',
    ])
      expect(parseBatchFile(text, 'drafts.yaml').defaults).toEqual({});
  });
});

describe('planBatch', () => {
  it('expands counts, applies defaults under draft settings, and keeps labels unique', () => {
    const jobs = planBatch(parseBatchFile(FILE, 'drafts.yaml'));
    expect(jobs.map((j) => [j.key.replace(/prompt:\w+/, 'prompt:…'), j.positionKey, j.label])).toEqual([
      ['name:otter#1', '1.1', 'otter-1'],
      ['name:otter#2', '1.2', 'otter-2'],
      ['prompt:…#1', '2', 'lighthouse'],
      ['prompt:…#1', '3', 'lighthouse_keepers_daughter'],
    ]);
    expect(jobs[2]!.settings).toEqual({ model: 'gemini-3-flash-preview', maxIterations: 120 });
    expect(jobs[0]!.settings.maxIterations).toBe(80);
  });

  it('keys drafts by name, else by prompt text, so moving or adding drafts keeps the keys', () => {
    const before = planBatch(parseBatchFile('drafts:\n  - prompt: a\n    name: otter\n  - prompt: b\n', 'f'));
    const after = planBatch(
      parseBatchFile('drafts:\n  - prompt: new one\n  - prompt: b\n  - prompt: changed\n    name: otter\n', 'f'),
    );
    const keyOf = (jobs: typeof before, label: string) => jobs.find((j) => j.label === label)?.key;
    expect(keyOf(after, 'otter')).toBe(keyOf(before, 'otter'));
    expect(keyOf(after, 'b')).toBe(keyOf(before, 'b'));
    expect(new Set(after.map((j) => j.key)).size).toBe(3);
  });

  it('gives a repeated name or prompt its own key', () => {
    const jobs = planBatch(parseBatchFile('drafts:\n  - prompt: a\n  - prompt: a\n    count: 2\n', 'f'));
    expect(new Set(jobs.map((j) => j.key)).size).toBe(3);
  });

  it('suffixes labels that would collide', () => {
    const jobs = planBatch(
      parseBatchFile('drafts:\n  - prompt: a\n    name: same\n  - prompt: b\n    name: same\n', 'f'),
    );
    expect(jobs.map((j) => j.label)).toEqual(['same', 'same-2']);
  });

  it('the keys as written: the name, else 16 hex digits of the prompt\'s SHA-256, a second use "~2", the copy "#n"', () => {
    const hash = createHash('sha256').update('a').digest('hex').slice(0, 16);
    expect(draftIdentity({ name: 'otter', prompt: 'a' })).toBe('name:otter');
    expect(draftIdentity({ prompt: 'a' })).toBe(`prompt:${hash}`);
    const jobs = planBatch(parseBatchFile('drafts:\n  - prompt: a\n  - prompt: a\n    count: 2\n  - prompt: a\n', 'f'));
    expect(jobs.map((j) => [j.key, j.positionKey])).toEqual([
      [`prompt:${hash}#1`, '1'],
      [`prompt:${hash}~2#1`, '2.1'],
      [`prompt:${hash}~2#2`, '2.2'],
      [`prompt:${hash}~3#1`, '3'],
    ]);
  });

  it('a label used three times: -2, then -3; a name made safe for a folder', () => {
    const jobs = planBatch(
      parseBatchFile(
        'drafts:\n  - prompt: a\n    name: same\n  - prompt: b\n    name: same\n  - prompt: c\n    name: same\n  - prompt: d\n    name: "Two words/slash"\n',
        'f',
      ),
    );
    expect(jobs.map((j) => j.label)).toEqual(['same', 'same-2', 'same-3', sanitizeProjectName('Two words/slash')]);
    expect(jobs[3]?.prompt).toBe('d');
  });

  it('labels from the prompt skip the "write a" preamble', () => {
    expect(labelFromPrompt('Write a short story about an otter who runs a ferry')).toBe('otter_runs_ferry');
  });
});

describe('SharedRateGate', () => {
  it('holds every waiter until the longest pause is over', async () => {
    const gate = new SharedRateGate();
    const start = Date.now();
    await gate.wait(); // no pause: at once
    gate.pause(60);
    gate.pause(10); // a shorter pause does not shorten the first
    const waiters = await Promise.all([
      gate.wait().then(() => Date.now() - start),
      gate.wait().then(() => Date.now() - start),
    ]);
    for (const waited of waiters) expect(waited).toBeGreaterThanOrEqual(55);
  });

  it('stops waiting when aborted', async () => {
    const gate = new SharedRateGate();
    gate.pause(60_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(gate.wait(controller.signal)).rejects.toThrow('stop');
  });
});
