import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { formatRunSummary, type RunSummary } from '../../src/cli/runSummary.js';
import { spendLabel } from '../../src/ui/consoleReporter.js';
import { JsonReporter } from '../../src/ui/jsonReporter.js';

const plain = new Chalk({ level: 0 });

describe('live spend', () => {
  it('the iteration line shows the spend so far, the budget, and the spend in all after earlier runs', () => {
    expect(spendLabel({ run: 0.42, total: 0.42 })).toBe(' · $0.42');
    expect(spendLabel({ run: 0.42, total: 0.42, budget: 5 })).toBe(' · $0.42 of $5.00');
    expect(spendLabel({ run: 0.42, total: 1.3 })).toBe(' · $0.42 · $1.30 in all');
    expect(spendLabel(undefined)).toBe('');
  });

  it('--json iteration events carry it', () => {
    const lines: string[] = [];
    const out = { write: (text: string) => lines.push(text) } as unknown as NodeJS.WritableStream;
    new JsonReporter(out).report({
      type: 'iteration',
      iteration: 3,
      maxIteration: 300,
      tokens: { tokens: 10, limit: 100, spend: { run: 0.42, total: 1.3, budget: 5 } },
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'iteration', cost_run: 0.42, cost_total: 1.3, budget: 5 });
  });
});

describe('the run summary', () => {
  const summary: RunSummary = {
    status: 'budget',
    message: 'Stopped at the budget: $4.95 spent of $5.00, and the next request would cost about $0.30.',
    iterations: { run: 40, total: 90 },
    seconds: 61,
    filesWritten: [],
    projectFiles: 0,
    workWords: 0,
    chapters: 0,
    planFiles: [],
    resumed: true,
    tokens: {
      run: { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 },
      total: { promptTokens: 3, cachedTokens: 0, outputTokens: 3, thoughtTokens: 0, totalTokens: 6 },
    },
    cost: { run: 4.95, total: 12.5 },
    spend: { run: 4.95, total: 12.5, budget: 5, longPrompts: { usd: 3.2, requests: 12, above: 200_000 } },
  };

  it('gives the spend this run and in all, the budget, and the part billed at the long-prompt rate', () => {
    const text = formatRunSummary(summary, plain).lines.join('\n');
    expect(text).toContain(
      'Tokens in this run: 1 prompt (0 cached), 1 output, 0 thinking · estimated cost $4.95 (budget $5.00)',
    );
    expect(text).toContain('Tokens in all: 3 prompt (0 cached), 3 output, 0 thinking · estimated cost $12.50');
    expect(text).toContain(
      'of which $3.20 from 12 requests over 200,000 prompt tokens, at the higher rate (--compress-at 190k stays under it)',
    );
  });
});
