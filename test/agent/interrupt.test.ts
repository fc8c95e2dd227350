import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalPath, parseJournal } from '../../src/journal/journal.js';
import { replayJournal } from '../../src/journal/replay.js';
import { DEFAULT_TOOLS } from '../../src/tools/index.js';
import { defineTool, NOT_RUN, ToolRegistry } from '../../src/tools/registry.js';
import { call, ScriptedModel, text, turn } from '../support/scriptedModel.js';
import { runScripted } from '../support/session.js';

/** A tool during which the person presses Ctrl+C: the run's signal aborts while it runs. */
function ctrlCDuring(controller: AbortController) {
  let seen: AbortSignal | undefined;
  const tool = defineTool({
    name: 'slow_look',
    description: 'takes a while',
    parameters: { type: 'object', properties: {} },
    run: async (_args, _context, signal) => {
      seen = signal;
      controller.abort();
      return { response: { ok: true } };
    },
  });
  return { tool, seen: () => seen };
}

describe('Ctrl+C during a turn of several calls', () => {
  it('runs no call after it, answers every call, and stops interrupted with the turn whole in the journal', async () => {
    const controller = new AbortController();
    const slow = ctrlCDuring(controller);
    const tools = new ToolRegistry([...DEFAULT_TOOLS, slow.tool]);
    const later = call('write_file', { filename: 'later.md', content: 'Never.', mode: 'create' }, { id: 'w' });
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Tale' })]),
      turn([call('slow_look', {}, { id: 's' }), later]),
      text('unreached'),
    ]);
    const { session, outcome } = await runScripted(model, { tools, signal: controller.signal });

    expect(outcome.status).toBe('interrupted');
    // The handler was given the run's own signal, the one Ctrl+C aborts.
    expect(slow.seen()).toBe(controller.signal);
    const dir = session.project?.dir as string;
    expect(existsSync(path.join(dir, 'later.md'))).toBe(false);
    const answer = session.history.at(-1);
    expect(answer?.role).toBe('user');
    expect(answer?.parts?.map((part) => part.functionResponse?.response)).toEqual([{ ok: true }, { error: NOT_RUN }]);
    // Replayed from the journal, the session ends with that answer: a resume sends no call without its response.
    const replayed = replayJournal(parseJournal(readFileSync(journalPath(dir), 'utf8')).records);
    expect(replayed.history).toEqual(session.history);
    expect(replayed.danglingResults).toEqual([]);
  });
});
