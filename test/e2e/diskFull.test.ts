import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJournal } from '../../src/journal/journal.js';
import { authorReply, PROJECT_DIR, pieceCounts } from '../support/author.js';
import { tempDir } from '../support/cli.js';
import { type GeminiServer, startGeminiServer } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { mountTinyDisk, type TinyDisk, tinyDiskUnavailable } from '../support/tinyDisk.js';

const unavailable = tinyDiskUnavailable();
if (unavailable) console.warn(`Skipping the real full-disk test: ${unavailable}.`);

let disk: TinyDisk | undefined;
let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  disk?.remove();
  disk = undefined;
});

const PIECES = 20;
const author = { pieces: PIECES, filler: 8_000, pairEvery: 1_000 };

describe.skipIf(unavailable !== undefined)('a full disk (a real 160 KB tmpfs)', () => {
  it('goes on while it can, stops when the journal cannot be written, says truthfully what is saved, and resumes', async () => {
    disk = mountTinyDisk('160k');
    server = await startGeminiServer({ replies: (request) => authorReply(request, author) });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const result = await runInProcess(['-o', disk.dir, 'Write the pieces'], { cwd, env });
    const output = result.stdout + result.stderr;
    expect(output).not.toMatch(/unexpected error/i);
    expect(output).not.toMatch(/still holds the session/);
    expect(result.code).toBe(1);
    // Writes that failed were reported to the model and the run went on ...
    expect(output).toMatch(
      /"chapter_0\d\.md" was not written: the disk is full|the session journal could not record the write/,
    );
    // ... until the journal itself could not be written: then it stopped, saying what is on disk.
    expect(output).toMatch(
      /The session journal could not be written \(the disk is full\), so the run stopped\. Saved: every file written so far .*; the journal holds the session up to iteration \d+ only/,
    );
    const project = path.join(disk.dir, PROJECT_DIR);
    const journal = readFileSync(path.join(project, '.writer', 'session.jsonl'), 'utf8');
    expect(parseJournal(journal).skippedLines).toEqual([]); // no torn line
    expect(journal.endsWith('\n')).toBe(true);
    expect(readdirSync(project).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(Math.max(...pieceCounts(project, PIECES))).toBeLessThanOrEqual(1);

    disk.grow('8m');
    const resumed = await runInProcess(['--recover', project], { cwd, env });
    expect(resumed.code).toBe(0);
    expect(pieceCounts(project, PIECES)).toEqual(Array(PIECES).fill(1));
    expect(server.rejected).toHaveLength(0);
  });
});
