import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleReporter, useColor } from '../../src/ui/consoleReporter.js';
import { JsonReporter } from '../../src/ui/jsonReporter.js';

class Capture extends Writable {
  text = '';
  isTTY = false;
  // What a tty.WriteStream offers and ora calls.
  cursorTo(): boolean {
    return true;
  }
  moveCursor(): boolean {
    return true;
  }
  clearLine(): boolean {
    return true;
  }
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}
const stream = (isTTY = false) => Object.assign(new Capture(), { isTTY }) as unknown as NodeJS.WriteStream & Capture;

describe('colors', () => {
  it('only on a terminal, never with NO_COLOR or FORCE_COLOR=0', () => {
    expect(useColor(stream(true), {})).toBe(true);
    expect(useColor(stream(false), {})).toBe(false);
    expect(useColor(stream(true), { NO_COLOR: '1' })).toBe(false);
    expect(useColor(stream(true), { FORCE_COLOR: '0' })).toBe(false);
  });

  it('a terminal gets ANSI codes, NO_COLOR gets none', () => {
    const tty = stream(true);
    new ConsoleReporter({ out: tty, err: stream(), env: {} }).notice('careful');
    expect(tty.text).toMatch(/\u001b\[/);
    const plain = stream(true);
    new ConsoleReporter({ out: plain, err: stream(), env: { NO_COLOR: '1' } }).notice('careful');
    expect(plain.text).toBe('! careful\n');
  });
});

describe('the spinner', () => {
  const run = async (columns: number, waitFor: (text: string) => boolean = () => true, outIsTTY = true) => {
    const err = Object.assign(stream(true), { columns });
    const reporter = new ConsoleReporter({ out: stream(outIsTTY), err, env: {} });
    await reporter.ready; // ora loads in the background
    reporter.report({ type: 'iteration', iteration: 1, maxIteration: 5, tokens: { tokens: 1, limit: 100 } });
    reporter.report({ type: 'progress', chars: 1200, words: 200 });
    // The new text shows at the spinner's next frame.
    await vi.waitFor(() => expect(waitFor(err.text)).toBe(true), { timeout: 5_000, interval: 20 });
    reporter.report({ type: 'turn', report: { ms: 10, text: '' } });
    return err.text;
  };

  it('shows the wait and the progress on a terminal', async () => {
    const text = await run(80, (t) => t.includes('Writing… 1,200 characters'));
    expect(text).toContain('Writing… 1,200 characters (~200 words');
  });

  it('stays off on a terminal that reports no width (ora would loop clearing lines)', async () => {
    expect(await run(0)).toBe('');
  });

  it('stays off when stdout is piped (`| tee run.log`): its frames would splice into the lines tee echoes', async () => {
    expect(await run(80, () => true, false)).toBe('');
  });
});

describe('ConsoleReporter', () => {
  it('streams text as it arrives and ends the line before the next output', () => {
    const out = stream();
    const reporter = new ConsoleReporter({ out, err: stream(), env: {} });
    reporter.report({ type: 'text', delta: 'Once upon ' });
    reporter.report({ type: 'text', delta: 'a time.' });
    reporter.report({
      type: 'tool_call',
      call: { name: 'write_file', args: {}, description: 'write_file a.md (create, 3 words)' },
    });
    expect(out.text).toBe('Once upon a time.\n  → write_file a.md (create, 3 words)\n');
  });

  it('shows thinking apart from the text', () => {
    const out = stream();
    const reporter = new ConsoleReporter({ out, err: stream(), env: {} });
    reporter.report({ type: 'thought', delta: 'Plan the chapter.' });
    reporter.report({ type: 'text', delta: 'Chapter one.' });
    expect(out.text).toBe('thinking: Plan the chapter.\nChapter one.');
  });

  it('is silent when quiet, except for errors', () => {
    const out = stream();
    const err = stream();
    const reporter = new ConsoleReporter({ out, err, env: {}, verbosity: 'quiet' });
    reporter.report({ type: 'iteration', iteration: 1, maxIteration: 10, tokens: { tokens: 5, limit: 100 } });
    reporter.report({ type: 'text', delta: 'text' });
    reporter.notice('note');
    reporter.error('bad');
    expect(out.text).toBe('');
    expect(err.text).toBe('Error: bad\n');
  });

  it('masks the API key wherever it would appear', () => {
    const out = stream();
    new ConsoleReporter({ out, err: stream(), env: {}, secret: 'AIzaSyVERYSECRET99' }).notice(
      'key AIzaSyVERYSECRET99 refused',
    );
    expect(out.text).toBe('! key AIza…ET99 refused\n');
  });
});

describe('JsonReporter', () => {
  it("gives a failed call's kind beside the message the model read", () => {
    const out = stream();
    const reporter = new JsonReporter(out);
    reporter.report({
      type: 'tool_result',
      name: 'edit_file',
      result: { error: 'old_text was not found' },
      failed: 'text_not_found',
    });
    reporter.report({ type: 'tool_result', name: 'read_file', result: { file: 'a.md' } });
    const [failed, worked] = out.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(failed).toMatchObject({
      type: 'tool_result',
      error_type: 'text_not_found',
      result: { error: 'old_text was not found' },
    });
    expect(worked).not.toHaveProperty('error_type');
  });

  it('writes one parseable event per line, without whole chapters', () => {
    const out = stream();
    const reporter = new JsonReporter(out);
    reporter.report({
      type: 'tool_call',
      call: { name: 'write_file', args: { filename: 'a.md', content: 'x'.repeat(5000) }, description: '' },
    });
    reporter.report({ type: 'iteration', iteration: 2, maxIteration: 300, tokens: { tokens: 10, limit: 100 } });
    const events = out.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events[0]).toMatchObject({
      type: 'tool_call',
      name: 'write_file',
      args: { filename: 'a.md', content: { chars: 5000 } },
    });
    expect(events[1]).toMatchObject({
      type: 'iteration',
      iteration: 2,
      max_iteration: 300,
      tokens: 10,
      token_limit: 100,
    });
  });
});

describe('tool results', () => {
  it('a search says in how many files it matched, and how many it searched', () => {
    const out = stream();
    const reporter = new ConsoleReporter({ out, err: stream(), env: {} });
    reporter.report({
      type: 'tool_result',
      name: 'search_files',
      result: { total_matches: 6, files_matched: 2, files_searched: 7, matches: '' },
    });
    reporter.report({
      type: 'tool_result',
      name: 'search_files',
      result: { total_matches: 1, files_matched: 1, files_searched: 1, matches: '' },
    });
    expect(out.text).toContain('6 matches in 2 files (7 searched)');
    expect(out.text).toContain('1 match in 1 file (1 searched)');
  });
});
