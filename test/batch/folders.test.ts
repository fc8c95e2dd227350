import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDraftFolder, isDraftsMark } from '../../src/batch/folders.js';
import type { DraftJob } from '../../src/batch/plan.js';
import { tempDir } from '../support/cli.js';

/**
 * Where a batch's draft lives across runs: found by its mark (or its
 * journal when the mark was lost), never in a folder that is someone
 * else's, and never two drafts in one folder.
 */

const BATCH = '/books/drafts.yaml';

const job = (key = 'name:otter#1', label = 'otter', positionKey = '1'): DraftJob => ({
  key,
  positionKey,
  label,
  prompt: 'Write about otters',
  settings: {},
});

function mark(folder: string, value: unknown): void {
  mkdirSync(path.join(folder, '.writer'), { recursive: true });
  writeFileSync(path.join(folder, '.writer', 'batch.json'), typeof value === 'string' ? value : JSON.stringify(value));
}

function journal(folder: string, firstLine: string): void {
  mkdirSync(path.join(folder, '.writer'), { recursive: true });
  writeFileSync(path.join(folder, '.writer', 'session.jsonl'), `${firstLine}\n{"type":"end"}\n`);
}

const sessionRecord = (draft: unknown, prompt = 'Write about otters') =>
  JSON.stringify({ type: 'session', version: 1, prompt, model: 'm', startedAt: 'x', draft });

const markOf = (folder: string) => JSON.parse(readFileSync(path.join(folder, '.writer', 'batch.json'), 'utf8'));

describe('isDraftsMark', () => {
  it("a mark is the draft's by its batch file and stable key, or an older version's position key", () => {
    const otter = job('name:otter#1', 'otter', '2');
    expect(isDraftsMark({ batchFile: BATCH, key: 'name:otter#1' }, otter, BATCH)).toBe(true);
    expect(isDraftsMark({ batchFile: '/other.yaml', key: 'name:otter#1' }, otter, BATCH)).toBe(false);
    expect(isDraftsMark({ batchFile: BATCH, key: '2' }, otter, BATCH)).toBe(true);
    expect(isDraftsMark({ batchFile: BATCH, key: '1' }, otter, BATCH)).toBe(false);
    expect(isDraftsMark({ batchFile: BATCH, key: 'name:heron#1' }, otter, BATCH)).toBe(false);
    // A stable key is never read as a position, even one equal to this draft's position key.
    expect(isDraftsMark({ batchFile: BATCH, key: 'x:2' }, { ...otter, positionKey: 'x:2' }, BATCH)).toBe(false);
    expect(isDraftsMark(undefined, otter, BATCH)).toBe(false);
  });
});

describe('claimDraftFolder', () => {
  it('a new draft gets a fresh folder under its label, marked with the batch file and its key', async () => {
    const out = path.join(tempDir(), 'not-yet');
    const claimed = new Set<string>();
    const got = await claimDraftFolder(out, job(), BATCH, claimed);
    expect(got).toEqual({ folder: path.join(out, 'otter'), fresh: true });
    expect(markOf(got.folder)).toEqual({ batchFile: BATCH, key: 'name:otter#1' });
    expect(claimed.has(got.folder)).toBe(true);
  });

  it('finds its marked folder under another name (labels shifted) and does not mark it again', async () => {
    const out = tempDir();
    const folder = path.join(out, 'renamed');
    mark(folder, { batchFile: BATCH, key: 'name:otter#1' });
    writeFileSync(path.join(folder, 'story.md'), 'Otters.');
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder, fresh: false });
    expect(readdirSync(out)).toEqual(['renamed']);
  });

  it("a folder under its label that another batch's draft marked is left; the draft takes label-2", async () => {
    const out = tempDir();
    mark(path.join(out, 'otter'), { batchFile: '/other.yaml', key: 'name:otter#1' });
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder: path.join(out, 'otter-2'), fresh: true });
    expect(markOf(path.join(out, 'otter')).batchFile).toBe('/other.yaml');
  });

  it('a folder of someone else (files, no mark) is never taken; an empty one left by a kill is', async () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'otter'));
    writeFileSync(path.join(out, 'otter', 'notes.md'), 'Mine.');
    mkdirSync(path.join(out, 'otter-2', '.writer'), { recursive: true });
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder: path.join(out, 'otter-2'), fresh: true });
    expect(readFileSync(path.join(out, 'otter', 'notes.md'), 'utf8')).toBe('Mine.');
    expect(existsSync(path.join(out, 'otter', '.writer'))).toBe(false);
  });

  it('a folder holding only a .writer folder with something in it is not empty: not taken', async () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'otter', '.writer'), { recursive: true });
    writeFileSync(path.join(out, 'otter', '.writer', 'lock'), 'x');
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got.folder).toBe(path.join(out, 'otter-2'));
  });

  it('a folder whose mark was lost is found by the draft its journal names, and marked again', async () => {
    const out = tempDir();
    const folder = path.join(out, 'somewhere');
    journal(folder, sessionRecord({ batchFile: BATCH, key: 'name:otter#1' }));
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder, fresh: false });
    expect(markOf(folder)).toEqual({ batchFile: BATCH, key: 'name:otter#1' });
  });

  it('a journal whose first line is longer than one read (a long prompt) still names its draft', async () => {
    const out = tempDir();
    const folder = path.join(out, 'long');
    journal(folder, sessionRecord({ batchFile: BATCH, key: 'name:otter#1' }, 'otters '.repeat(30_000)));
    expect(await claimDraftFolder(out, job(), BATCH, new Set())).toEqual({ folder, fresh: false });
  });

  it("a journal of another draft, of no draft, torn, or a marked folder's journal is not taken", async () => {
    const out = tempDir();
    journal(path.join(out, 'a'), sessionRecord({ batchFile: BATCH, key: 'name:heron#1' }));
    journal(path.join(out, 'b'), sessionRecord(undefined));
    journal(path.join(out, 'c'), '{"type":"sess');
    journal(path.join(out, 'd'), JSON.stringify({ type: 'end', draft: { batchFile: BATCH, key: 'name:otter#1' } }));
    // Marked for another draft, though its journal names this one: the mark wins.
    const e = path.join(out, 'e');
    journal(e, sessionRecord({ batchFile: BATCH, key: 'name:otter#1' }));
    mark(e, { batchFile: BATCH, key: 'name:heron#1' });
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder: path.join(out, 'otter'), fresh: true });
  });

  it('marks that are not JSON, lack a key, or hold other types name no draft', async () => {
    const out = tempDir();
    mark(path.join(out, 'a'), 'not json');
    mark(path.join(out, 'b'), { batchFile: BATCH });
    mark(path.join(out, 'c'), { batchFile: BATCH, key: 7 });
    mark(path.join(out, 'd'), 'null');
    mark(path.join(out, 'e'), { key: 'name:otter#1' });
    mark(path.join(out, 'f'), { batchFile: 3, key: 'name:otter#1' });
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder: path.join(out, 'otter'), fresh: true });
  });

  it('hidden folders and plain files are passed over, whatever they hold', async () => {
    const out = tempDir();
    mark(path.join(out, '.otter'), { batchFile: BATCH, key: 'name:otter#1' });
    writeFileSync(path.join(out, 'otter-file'), 'x');
    const got = await claimDraftFolder(out, job(), BATCH, new Set());
    expect(got).toEqual({ folder: path.join(out, 'otter'), fresh: true });
  });

  it('two copies of a draft claiming at once get two folders; a folder claimed already is not found again', async () => {
    const out = tempDir();
    const claimed = new Set<string>();
    const [one, two] = await Promise.all([
      claimDraftFolder(out, job('name:otter#1', 'otter'), BATCH, claimed),
      claimDraftFolder(out, job('name:otter#1', 'otter'), BATCH, claimed),
    ]);
    expect(new Set([one?.folder, two?.folder]).size).toBe(2);
    // A marked folder, and one found by its journal, already taken in this run: passed over.
    const marked = tempDir();
    mark(path.join(marked, 'm'), { batchFile: BATCH, key: 'name:otter#1' });
    journal(path.join(marked, 'j'), sessionRecord({ batchFile: BATCH, key: 'name:otter#1' }));
    const taken = new Set([path.join(marked, 'm'), path.join(marked, 'j')]);
    expect(await claimDraftFolder(marked, job(), BATCH, taken)).toEqual({
      folder: path.join(marked, 'otter'),
      fresh: true,
    });
  });
});
