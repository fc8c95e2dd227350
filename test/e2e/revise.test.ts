import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../src/journal/journal.js';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The review pass, --no-review and `writer revise`, through the built CLI
 * against the test server. Every run uses an output folder and a model that
 * differ from the defaults, so an option that is ignored shows.
 */

const OUTLINE = '# Gull Rock\n\n- `chapter_01.md` — The Lamp — 120 words\n- `chapter_02.md` — The Bottle — 120 words\n';
const BIBLE =
  '# Bible\n\n- Mara: the keeper, green eyes\n\n## Open threads\n- the bottle (chapter_01.md) — read in chapter_02.md\n';
const prose = (n: number) => 'The light turned over the black water. '.repeat(n).trim();
const call = (name: string, args: Record<string, unknown>) => turnReply([functionCallPart(name, args)]);
const write = (filename: string, content: string, mode = 'create') => call('write_file', { filename, content, mode });
const say = (text: string) => turnReply([{ text }]);

/** A finished two-chapter work with a planted contradiction: green eyes in chapter 1 and the bible, grey in chapter 2. */
const DRAFT: GenerateReply[] = [
  call('create_project', { project_name: 'Gull Rock' }),
  write('outline.md', OUTLINE),
  write('bible.md', BIBLE),
  write('chapter_01.md', `# The Lamp\n\nMara had green eyes. ${prose(17)}`),
  write('chapter_02.md', `# The Bottle\n\nMara rubbed her grey eyes. ${prose(17)}`),
  say('The novella is complete.'),
];
const REVIEW_ASKED = 'Before it is finished, review it once';

const servers: GeminiServer[] = [];
async function server(replies: GenerateReply[]): Promise<GeminiServer> {
  const started = await startGeminiServer({ replies });
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const lastUserText = (contents: Record<string, unknown>[]) => JSON.stringify(contents.at(-1));
const journalOf = (project: string): JournalRecord[] =>
  readFileSync(path.join(project, '.writer', 'session.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as JournalRecord);

/** A first run that finishes the draft (no review), in `drafts/` with a non-default model. */
async function finishedDraft(cwd: string): Promise<string> {
  const first = await server(DRAFT);
  const result = await runInProcess(
    ['Write a novella about a lighthouse', '--output-dir', 'drafts', '--model', 'gemini-2.5-flash', '--no-review'],
    { cwd, env: { GOOGLE_GEMINI_BASE_URL: first.url } },
  );
  expect(result.code).toBe(0);
  return path.join(cwd, 'drafts', 'Gull_Rock');
}

describe('the review pass end to end', () => {
  it('finds the planted contradiction, fixes it with edit_file, marks it fixed and reports it', async () => {
    const gemini = await server([
      ...DRAFT,
      call('search_files', { query: 'eyes', files: 'chapter_*.md' }),
      write('review.md', "- [left] chapter_02.md:3 — Mara's eyes are grey here, green in chapter 1 and the bible\n"),
      call('edit_file', { filename: 'chapter_02.md', old_text: 'her grey eyes', new_text: 'her green eyes' }),
      call('edit_file', { filename: 'review.md', old_text: '- [left]', new_text: '- [fixed]' }),
      say('Reviewed: one contradiction, fixed.'),
    ]);
    const cwd = tempDir();
    const result = await runInProcess(
      ['Write a novella about a lighthouse', '--output-dir', 'drafts', '--model', 'gemini-2.5-flash'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: gemini.url } },
    );
    expect(result.code).toBe(0);
    const turns = gemini.turns();
    expect(turns).toHaveLength(11);
    expect(turns.every((turn) => turn.model === 'gemini-2.5-flash')).toBe(true);
    // The end was not accepted at once: the review was asked for, once.
    expect(lastUserText(contentsOf(turns[6]))).toContain(REVIEW_ASKED);
    expect(turns.filter((turn) => lastUserText(contentsOf(turn)).includes(REVIEW_ASKED))).toHaveLength(1);
    expect(lastUserText(contentsOf(turns[7]))).toContain('chapter_02.md:3: Mara rubbed her grey eyes.');

    const project = path.join(cwd, 'drafts', 'Gull_Rock');
    expect(readFileSync(path.join(project, 'chapter_02.md'), 'utf8')).toContain('Mara rubbed her green eyes.');
    expect(readFileSync(path.join(project, 'review.md'), 'utf8')).toMatch(/^- \[fixed\] chapter_02\.md:3 — /);
    expect(result.stdout).toContain('Reviewed: one contradiction, fixed.');
    expect(result.stdout).toContain('Review: 1 fixed, 0 left (review.md)');

    const status = await runInProcess(['status', project], { cwd });
    expect(status.stdout).toContain('Review: 1 fixed, 0 left (review.md)');
    expect(status.stdout).toContain('last run ended: done');
    // Printed as writer was started (the built CLI here), so it works as printed.
    expect(status.stdout).toContain('Revise: ');
    expect(status.stdout).toContain(`writer revise ${project} "instructions"`);
  });

  it.each([
    ['--no-review', ['--no-review'], {}, undefined],
    ['WRITER_REVIEW=false', [], { WRITER_REVIEW: 'false' }, undefined],
    ['review: false in the config file', [], {}, 'review: false\n'],
  ])('%s skips it: the first complete end is accepted', async (_name, flags, env, config) => {
    const gemini = await server(DRAFT);
    const cwd = tempDir();
    if (config) writeFileSync(path.join(cwd, 'writer.config.yaml'), config);
    const result = await runInProcess(
      // No retries: a review asked for by mistake meets an unscripted turn and fails at once.
      [
        'Write a novella about a lighthouse',
        '--output-dir',
        'drafts',
        '--model',
        'gemini-2.5-flash',
        '--max-retries',
        '0',
        ...flags,
      ],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: gemini.url, ...env } },
    );
    expect(result.code).toBe(0);
    expect(gemini.turns()).toHaveLength(DRAFT.length);
    expect(JSON.stringify(gemini.turns().map((turn) => turn.body))).not.toContain(REVIEW_ASKED);
    expect(existsSync(path.join(cwd, 'drafts', 'Gull_Rock', 'chapter_02.md'))).toBe(true);
    expect(result.stdout).not.toContain('Review:');
  });
});

describe('writer revise end to end', () => {
  it('continues a finished project in its folder with the instructions, the new target and a review', async () => {
    const cwd = tempDir();
    const project = await finishedDraft(cwd);
    const before = journalOf(project);

    const gemini = await server([
      call('edit_file', { filename: 'chapter_01.md', old_text: 'Mara', new_text: 'Maren', replace_all: true }),
      say('Renamed.'),
      write('chapter_02.md', `\n${prose(17)}`, 'append'),
      say('Extended to the new length.'),
      write('review.md', 'No findings.\n'),
      say('Reviewed; nothing to fix.'),
      // writer check's findings (the bible still says Mara) are not answered in review.md: asked once more.
      say('Nothing more to fix.'),
    ]);
    const result = await runInProcess(
      [
        'revise',
        project,
        'Rename Mara to Maren everywhere.',
        '--words',
        '400',
        '--model',
        'gemini-2.5-pro',
        '--output-dir',
        'elsewhere',
      ],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: gemini.url } },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Revising ${project}`);

    const turns = gemini.turns();
    expect(turns).toHaveLength(7);
    expect(lastUserText(contentsOf(turns[6]))).toMatch(
      /\[writer\] review\.md does not answer \d+ of writer check's finding/,
    );
    // The end is accepted (exit 0) and says what the review left unanswered: this run's review.md, not the first run's.
    expect(result.stdout).toMatch(/^Review: no findings; \d+ checker findings? not answered \(review\.md\)$/m);
    expect(turns.every((turn) => turn.model === 'gemini-2.5-pro')).toBe(true);
    // The exact history of the first run, then the instructions as a new user turn.
    const first = contentsOf(turns[0]);
    expect(JSON.stringify(first[0])).toContain('Write a novella about a lighthouse');
    expect(JSON.stringify(first.at(-2))).toContain('The novella is complete.');
    expect(lastUserText(first)).toContain('[REVISION]');
    expect(lastUserText(first)).toContain('Rename Mara to Maren everywhere.');
    expect(lastUserText(first)).toContain('now about 400 words');
    // The new target: in the system prompt, and held to by the completion check.
    expect(JSON.stringify(turns[0]?.body.systemInstruction)).toContain('about 400 words');
    expect(lastUserText(contentsOf(turns[2]))).toContain('far below the target of 400');
    // The review pass applies again.
    expect(lastUserText(contentsOf(turns[4]))).toContain(REVIEW_ASKED);

    // Same folder, nothing new elsewhere; the journal goes on where it was.
    expect(existsSync(path.join(cwd, 'elsewhere'))).toBe(false);
    expect(readdirSync(path.join(cwd, 'drafts'))).toEqual(['Gull_Rock']);
    expect(readFileSync(path.join(project, 'chapter_01.md'), 'utf8')).toContain('Maren had green eyes.');
    const journal = journalOf(project);
    expect(journal.slice(0, before.length)).toEqual(before);
    const added = journal.slice(before.length);
    expect(added[0]).toMatchObject({
      type: 'resume',
      iteration: 6,
      targetWords: 400,
      revise: 'Rename Mara to Maren everywhere.',
    });
    expect(journal.filter((record) => record.type === 'session')).toHaveLength(1);
    const iterations = added.flatMap((record) => (record.type === 'message' ? [record.iteration] : []));
    expect(Math.min(...iterations)).toBe(6);
    expect(Math.max(...iterations)).toBe(13);
    expect(added.at(-1)).toMatchObject({ type: 'end', status: 'done', iteration: 13 });
    expect(result.stdout).toContain('Iterations: 7 in this run, 13 in all');

    const status = await runInProcess(['status', project], { cwd });
    expect(status.stdout).toMatch(/of 400 target/);
  });

  it('writer --recover of a finished session says so and points to writer revise, without calling the model', async () => {
    const cwd = tempDir();
    const project = await finishedDraft(cwd);
    const gemini = await server([]);
    const result = await runInProcess(['--recover', project, '--model', 'gemini-2.5-pro'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: gemini.url },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${project} is finished: its last run ended done at iteration 6`);
    expect(result.stdout + result.stderr).toContain(
      `writer revise ${project} --model gemini-2.5-pro "your instructions"`,
    );
    expect(gemini.requests).toHaveLength(0);
  });

  it('refuses a revise without instructions or without a project folder', async () => {
    const cwd = tempDir();
    const none = await runInProcess(['revise', 'drafts/Nowhere', 'Make it darker'], { cwd });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No such project: drafts/Nowhere');
    const empty = await runInProcess(['revise', cwd, ' '], { cwd });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('No instructions given');
    const missing = await runInProcess(['revise', cwd], { cwd });
    expect(missing.code).toBe(2);
  });
});
