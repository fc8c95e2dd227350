import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliParser } from '../../src/cli/options.js';
import {
  batchRerunCommand,
  draftResumeCommand,
  invocation,
  repeatedOptions,
  rerunCommand,
  resumeCommand,
  reviseCommand,
  shellQuote,
} from '../../src/cli/resume.js';
import { tempDir } from '../support/cli.js';

describe('resume command', () => {
  it('quotes paths for the shell only when needed', () => {
    expect(resumeCommand('/tmp/out/Tale', [], 'writer')).toBe('writer --recover /tmp/out/Tale');
    expect(shellQuote("/tmp/my book's")).toBe(`'/tmp/my book'\\''s'`);
    expect(rerunCommand('Write a long story', [], 'writer')).toBe("writer 'Write a long story'");
  });

  it('puts a prompt of one or two words, or one that starts with a dash, after --', () => {
    expect(rerunCommand('stauts', [], 'writer')).toBe('writer -- stauts');
    expect(rerunCommand('exprot output/x', ['-o', 'out'], 'writer')).toBe("writer -o out -- 'exprot output/x'");
    expect(rerunCommand('-v is a story about a flag', [], 'writer')).toBe("writer -- '-v is a story about a flag'");
  });

  it('is plain `writer` when the process is not writer itself (tests, library use)', () => {
    const dir = tempDir();
    const bin = path.join(dir, 'writer');
    writeFileSync(bin, '#!/bin/sh\n');
    chmodSync(bin, 0o755);
    expect(invocation(['/usr/bin/node', bin], { PATH: dir })).toBe('writer');
  });
});

describe('printed commands repeat the options that change where and how the work runs', () => {
  // Values as commander hands them over: parsed by the same parsers as the flags.
  const parsed = {
    outputDir: cliParser('outputDir')('my drafts'),
    model: cliParser('model')('gemini-2.5-pro'),
    budget: cliParser('budget')('$0.50') as number,
    maxIterations: cliParser('maxIterations')('40'),
    maxWait: cliParser('maxWait')('90s'),
    compressAt: cliParser('compressAt')('190k'),
    review: false,
    showThinking: true,
    config: 'my config.yaml',
  };

  it('renders every given option back as a flag the parsers read to the same value', () => {
    const words = repeatedOptions(parsed);
    expect(words).toEqual([
      '--model',
      'gemini-2.5-pro',
      '--max-iterations',
      '40',
      '--output-dir',
      'my drafts',
      '--compress-at',
      '190000',
      '--max-wait',
      '90s',
      '--show-thinking',
      '--no-review',
      '--budget',
      '0.5',
      '--config',
      'my config.yaml',
    ]);
    expect(cliParser('compressAt')('190000')).toBe(parsed.compressAt);
    expect(cliParser('maxWait')('90s')).toBe(parsed.maxWait);
    expect(cliParser('budget')('0.5')).toBe(parsed.budget);
  });

  it('repeats nothing when nothing was given, and the output mode when it was', () => {
    expect(repeatedOptions({})).toEqual([]);
    expect(repeatedOptions({ quiet: true })).toEqual(['--quiet']);
    expect(repeatedOptions({ json: true })).toEqual(['--json']);
  });

  it('in a resume, a rerun, a revise hint and a batch rerun, quoted for the shell', () => {
    const repeat = repeatedOptions({ outputDir: 'my drafts', budget: 2 });
    expect(resumeCommand('/o/Tale', repeat, 'writer')).toBe(
      "writer --recover /o/Tale --output-dir 'my drafts' --budget 2",
    );
    expect(rerunCommand('Write six chapters', repeat, 'writer')).toBe(
      "writer --output-dir 'my drafts' --budget 2 'Write six chapters'",
    );
    expect(reviseCommand('/o/Tale', 'instructions', repeat, 'writer')).toBe(
      'writer revise /o/Tale --output-dir \'my drafts\' --budget 2 "instructions"',
    );
    expect(batchRerunCommand('drafts.yaml', { outputDir: 'drafts2', concurrency: 4 }, 'writer')).toBe(
      'writer batch drafts.yaml --output-dir drafts2 --concurrency 4',
    );
  });

  it("a draft's resume keeps the command line's options but the batch budget, and its own settings win", () => {
    const command = draftResumeCommand(
      { outputDir: 'drafts2', model: 'gemini-2.5-pro', budget: 5, maxIterations: 40 },
      { model: 'gemini-3-pro-preview', budget: 1.25, prices: {} },
      '/d/otter',
      'writer',
    );
    expect(command).toBe(
      'writer --recover /d/otter --model gemini-3-pro-preview --max-iterations 40 --output-dir drafts2 --budget 1.25',
    );
  });
});

describe('every setting a printed command repeats is an option of the command it prints', () => {
  it('writer, revise and batch take each flag repeatedOptions can write', async () => {
    const { buildProgram } = await import('../../src/writer.js');
    const { SETTING_SPECS } = await import('../../src/config/schema.js');
    const program = buildProgram();
    const flagsOf = (name?: string) => {
      const command = name ? program.commands.find((c) => c.name() === name) : program;
      return new Set((command?.options ?? []).map((option) => option.long));
    };
    // A value for every setting (booleans both ways), rendered as the printed command would.
    const everything: Record<string, unknown> = {};
    for (const spec of SETTING_SPECS) everything[spec.key] = 1;
    const words = [
      ...repeatedOptions({ ...everything, review: false, showThinking: true, config: 'c.yaml', quiet: true }),
      ...repeatedOptions({ review: true }),
    ];
    const flags = words.filter((word) => word.startsWith('--'));
    expect(flags.length).toBeGreaterThan(15);
    for (const flag of flags) expect(flagsOf(), flag).toContain(flag);
    // A run's own options (--parallel) are not revise's or batch's; every other one is.
    const runOnly = new Set(['--parallel', '--chapter-max-iterations', '--show-thinking']);
    for (const flag of flags.filter((f) => !runOnly.has(f))) {
      expect(flagsOf('revise'), flag).toContain(flag);
      expect(flagsOf('batch'), flag).toContain(flag);
    }
  });
});
