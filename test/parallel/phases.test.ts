import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/agent/session.js';
import { ParallelBook } from '../../src/parallel/phases.js';
import { STITCH_MARKER } from '../../src/parallel/stitch.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { outlineText } from '../support/bookAuthor.js';
import { tempDir } from '../support/cli.js';

/**
 * What the interlude reads of a main session: its project, its history and its journal's path. A stand-in
 * with only those, so a test can give a history a compression emptied beside a journal that still holds the
 * stitch note.
 */
function mainSession(journalText: string, history: Content[] = []) {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'outline.md'), outlineText({ chapters: 2, pieces: 1, words: 100 }));
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n\nMara Vell keeps the lamp.\n');
  const journal = path.join(dir, 'session.jsonl');
  writeFileSync(journal, journalText);
  const appended: Content[] = [];
  const session = {
    project: { name: 'Book', dir },
    history,
    journal: { path: journal },
    appendMessage: (content: Content) => appended.push(content),
  } as unknown as Session;
  return { session, appended };
}

function book() {
  const drafted: string[][] = [];
  const ended: number[] = [];
  const parallel = new ParallelBook({
    reporter: silentReporter,
    draftDeps: async () => {
      throw new Error('drafting began');
    },
    drafting: (chapters) => drafted.push(chapters.map((chapter) => chapter.file)),
    drafted: (results) => ended.push(results.length),
  });
  return { parallel, drafted, ended };
}

describe('the parallel phases after a recovery', () => {
  it('a stitch note that a compression took out of the history, but the journal holds, is not sent again', async () => {
    const note = JSON.stringify({
      type: 'message',
      iteration: 3,
      content: { role: 'user', parts: [{ text: `${STITCH_MARKER} Every chapter is drafted` }] },
    });
    const { session, appended } = mainSession(`${note}\n`);
    const { parallel, drafted } = book();
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
    expect(drafted).toEqual([]);
    expect(appended).toEqual([]);
    // Settled: asked again later in the run, it still does nothing.
    expect(await parallel.interlude(session, new AbortController().signal)).toBeUndefined();
  });

  it('without the note in the journal, a planned book goes on to drafting; the display that began ends, even on a throw', async () => {
    const { session } = mainSession('');
    const { parallel, drafted, ended } = book();
    await expect(parallel.interlude(session, new AbortController().signal)).rejects.toThrow('drafting began');
    expect(drafted).toEqual([['chapter_01.md', 'chapter_02.md']]);
    expect(ended).toEqual([0]);
  });
});
