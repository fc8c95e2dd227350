import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import type { JournalRecord } from '../../src/journal/records.js';
import { runChapter } from '../../src/parallel/chapterSession.js';
import { chapterJournalFile } from '../../src/parallel/chapterState.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
import { testSettings } from '../support/session.js';

const usage = { promptTokens: 100, cachedTokens: 0, outputTokens: 10, thoughtTokens: 0, totalTokens: 110 };

/** A book whose chapter_01 session's journal ends as `status`, with a proposal and the chapter on disk. */
function book(status: string) {
  const dir = tempDir();
  const file = 'chapter_01.md';
  const journal = chapterJournalFile(dir, file);
  mkdirSync(path.dirname(journal), { recursive: true });
  const records: JournalRecord[] = [
    {
      type: 'session',
      version: 1,
      prompt: 'Write chapter_01.md',
      model: 'gemini-2.5-pro',
      startedAt: 'x',
      chapter: { file, budget: 600 },
    },
    { type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: 'Write chapter_01.md' }] } },
    {
      type: 'message',
      iteration: 1,
      content: {
        role: 'model',
        parts: [{ functionCall: { name: 'propose_bible_change', args: { change: 'Jonas Pell' } } }],
      },
      usage,
    },
    {
      type: 'tool_result',
      iteration: 1,
      index: 0,
      part: { functionResponse: { name: 'propose_bible_change', response: { ok: true, recorded: 'Jonas Pell' } } },
    },
    { type: 'message', iteration: 2, content: { role: 'model', parts: [{ text: 'Done.' }] }, usage },
    { type: 'end', iteration: 2, at: 'y', status },
  ];
  writeFileSync(journal, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  writeFileSync(path.join(dir, file), 'The tide came in. '.repeat(25));
  return { dir, file };
}

const deps = (dir: string) => ({
  project: { name: 'Book', dir },
  settings: testSettings({ outputDir: path.dirname(dir) }),
  modelFor: () => {
    throw new Error('a finished chapter asked for a model');
  },
  reporterFor: () => silentReporter,
  signal: new AbortController().signal,
  prices: DEFAULT_PRICES,
  resumeCommand: 'writer --recover Book',
});

describe('a chapter session finished in an earlier run', () => {
  it.each(['done', 'incomplete'])(
    'ended %s: not drafted (nor paid for) again; its words from disk, its proposals and spend from its journal',
    async (status) => {
      const { dir, file } = book(status);
      const result = await runChapter({ chapter: { file, title: 'One', budget: 600 }, number: 1, of: 1 }, deps(dir));
      expect(result).toMatchObject({
        status,
        message: status === 'done' ? 'drafted in an earlier run' : 'ended short in an earlier run',
        budget: 600,
        resumed: false,
        runIterations: 0,
        filesWritten: [],
        skipped: true,
        words: 100,
        iterations: 2,
        proposals: ['Jonas Pell'],
        model: 'gemini-2.5-pro',
        usages: { run: [], total: [usage, usage] },
      });
    },
  );
});
