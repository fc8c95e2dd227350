import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../../src/agent/session.js';
import { Journal, type JournalIo, nodeJournalIo } from '../../src/journal/journal.js';
import { call, ScriptedModel, turn } from '../support/scriptedModel.js';
import { runScripted, testSettings } from '../support/session.js';

/**
 * Write-ahead durability, short of a power cut: the order in which the
 * system calls that make data durable happen. A write's intent must be on
 * the disk (journal fsynced, its folder too when the journal is new) before
 * the file is touched, and the file (its data and its name) before the
 * write's result is journaled.
 */

type FileHandle = Awaited<ReturnType<typeof fsp.open>>;

/** Every durability-relevant call, in order, with the path it concerns. */
async function recorder() {
  const log: string[] = [];
  const journalIo: JournalIo = {
    write(fd, data, offset, length) {
      const type = /"type":"(\w+)"/.exec(data.toString('utf8'))?.[1] ?? 'newline';
      log.push(`journal write ${type}`);
      return nodeJournalIo.write(fd, data, offset, length);
    },
    truncate: nodeJournalIo.truncate,
    sync(fd) {
      log.push('journal fsync');
      nodeJournalIo.sync(fd);
    },
    syncDir(dir) {
      log.push(`journal folder fsync ${path.basename(dir)}`);
      nodeJournalIo.syncDir(dir);
    },
  };
  const names = new Map<number, string>();
  const open = fsp.open.bind(fsp);
  vi.spyOn(fsp, 'open').mockImplementation(async (file, flags, mode) => {
    const handle = await open(file, flags, mode);
    names.set(handle.fd, path.basename(String(file)).replace(/\.tmp-.*$/, '.tmp'));
    return handle;
  });
  // FileHandle is not exported: its prototype comes from a handle.
  const probe = await open(process.cwd(), 'r');
  await probe.close();
  const handleProto = Object.getPrototypeOf(probe) as FileHandle;
  const sync = handleProto.sync;
  vi.spyOn(handleProto, 'sync').mockImplementation(async function (this: FileHandle) {
    log.push(`fsync ${names.get(this.fd)}`);
    return sync.call(this);
  });
  const rename = fsp.rename.bind(fsp);
  vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
    log.push(`rename to ${path.basename(String(to))}`);
    return rename(from, to);
  });
  const link = fsp.link.bind(fsp);
  vi.spyOn(fsp, 'link').mockImplementation(async (from, to) => {
    log.push(`link to ${path.basename(String(to))}`);
    return link(from, to);
  });
  return { log, journal: new Journal(journalIo) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('write-ahead durability', () => {
  it('syncs each intent before its write, and the written file and its folder before the result is journaled', async () => {
    const { log, journal } = await recorder();
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Durable' })]),
      turn([call('write_file', { filename: 'chapter_01.md', content: 'The lamp was lit.', mode: 'create' })]),
      turn([call('write_file', { filename: 'chapter_01.md', content: 'The sea rose.', mode: 'append' })]),
      turn([{ text: 'Done.' }]),
    ]);
    const session = Session.start('Write a story.', testSettings({ review: false }), { journal });
    const { outcome } = await runScripted(model, { session });
    expect(outcome.status).not.toBe('failed');
    const project = path.basename(session.project!.dir);

    const at = (entry: string, from = 0) => {
      const index = log.indexOf(entry, from);
      expect(index, `${entry} in\n${log.join('\n')}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    // The create: intent written and fsynced with the new journal's folder, then the file, then its result.
    const intent1 = at('journal write intent');
    const sync1 = at('journal fsync', intent1);
    const output = path.basename(path.dirname(session.project!.dir));
    expect(log.slice(sync1 + 1, sync1 + 4)).toEqual([
      'journal folder fsync .writer',
      `journal folder fsync ${project}`,
      `journal folder fsync ${output}`,
    ]);
    const tempSync1 = at('fsync .chapter_01.md.tmp', sync1);
    const link1 = at('link to chapter_01.md', tempSync1);
    const dirSync1 = at(`fsync ${project}`, link1);
    const result1 = at('journal write tool_result', dirSync1);
    expect(log.slice(sync1, result1).filter((e) => e.startsWith('journal write'))).toEqual([]);

    // The append: the same order with a rename; the journal's folder is not synced again.
    const intent2 = at('journal write intent', result1);
    const sync2 = at('journal fsync', intent2);
    expect(log[sync2 + 1]).not.toMatch(/journal folder fsync/);
    const tempSync2 = at('fsync .chapter_01.md.tmp', sync2);
    const rename2 = at('rename to chapter_01.md', tempSync2);
    const dirSync2 = at(`fsync ${project}`, rename2);
    at('journal write tool_result', dirSync2);

    // Records that no write depends on are not fsynced one by one (the cost stays per write, not per record).
    const fsyncs = log.filter((e) => e === 'journal fsync').length;
    expect(fsyncs).toBe(2);
  });

  it('a write into new subfolders fsyncs each new folder into its parent before the result is journaled', async () => {
    const { log, journal } = await recorder();
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Deep' })]),
      turn([call('write_file', { filename: 'parts/one/chapter_01.md', content: 'The tide.', mode: 'create' })]),
      turn([{ text: 'Done.' }]),
    ]);
    const session = Session.start('Write a story.', testSettings({ review: false }), { journal });
    await runScripted(model, { session });
    const project = path.basename(session.project!.dir);
    // From create_project's result to write_file's: the folders are made (before the intent: an empty folder
    // left by a crash is harmless), then the file is written, then its result is journaled.
    const created = log.indexOf('journal write tool_result');
    const result = log.indexOf('journal write tool_result', created + 1);
    expect(created).toBeGreaterThanOrEqual(0);
    const between = log.slice(created + 1, result);
    // "parts" is an entry of the project folder, "one" of "parts", the chapter of "one".
    expect(between).toEqual(expect.arrayContaining([`fsync ${project}`, 'fsync parts', 'fsync one']));
    expect(between.indexOf(`fsync ${project}`)).toBeLessThan(between.indexOf('link to chapter_01.md'));
  });

  it('a journal that cannot be synced stops the write before the file is touched', async () => {
    const failing: JournalIo = {
      ...nodeJournalIo,
      sync: () => {
        throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      },
    };
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'No Sync' })]),
      turn([call('write_file', { filename: 'a.md', content: 'Text.', mode: 'create' })]),
      turn([{ text: 'Done.' }]),
    ]);
    const session = Session.start('Write a story.', testSettings({ review: false }), {
      journal: new Journal(failing),
    });
    await runScripted(model, { session });
    expect(await fsp.stat(path.join(session.project!.dir, 'a.md')).catch(() => undefined)).toBeUndefined();
    const response = session.history
      .flatMap((message) => message.parts ?? [])
      .find((part) => part.functionResponse?.name === 'write_file')?.functionResponse?.response;
    expect(String(response?.error)).toMatch(/could not record the write \(EIO/);
  });
});
