import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FINISH_NUDGES } from '../../src/agent/judge.js';
import { SUMMARY_MARKER } from '../../src/context/history.js';
import { loadRecovery, resumeSession } from '../../src/recovery.js';
import { call, ScriptedModel, text, turn } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted, testSettings } from '../support/session.js';

const OUTLINE = '# Salt\n\n- `ch1.md` — Arrival — 300 words\n- `ch2.md` — Departure — 300 words\n';
const BIBLE = '# Bible\n\nMara Vell: harbour pilot, left-handed, never lies.';
const prose = (n: number) => 'The tide came in over the salt flats. '.repeat(n);
const write = (filename: string, content: string) => turn([call('write_file', { filename, content, mode: 'create' })]);
const planned = () => [
  turn([call('create_project', { project_name: 'Salt' })]),
  write('outline.md', OUTLINE),
  write('bible.md', BIBLE),
];

describe('finishing the work', () => {
  it('answers an early "done" with what is missing, and the run goes on', async () => {
    const model = new ScriptedModel([
      ...planned(),
      write('ch1.md', prose(40)),
      text('All done!'),
      write('ch2.md', prose(40)),
      text('Now it is done.'),
    ]);
    // The review pass has tests of its own (review.test.ts).
    const { outcome } = await runScripted(model, { settings: { review: false } });
    expect(outcome).toMatchObject({ status: 'done', finalText: 'Now it is done.' });
    expect(outcome.missing).toBeUndefined();
    const note = model.requests[5]!.contents.at(-1)!;
    expect(note.parts?.[0]?.text).toMatch(
      /not finished yet: 1 of 2 chapters in outline\.md are not written yet: ch2\.md/,
    );
  });

  it("shows the person one short line of its own, and the model's note only as a detail (--verbose)", async () => {
    // Two sentences of the narrator's used twice (the filler's own sentence, forty times over, is a refrain: no finding).
    const twice =
      ' The old lamp swung slowly over the dark wet harbour wall all night long. Gulls argued bitterly above the crooked chimney pots until the grey morning came.';
    const model = new ScriptedModel([
      ...planned(),
      write('ch1.md', prose(40) + twice),
      text('All done!'),
      write('ch2.md', prose(40) + twice),
      text('Now it is done.'),
      turn([call('write_file', { filename: 'review.md', content: 'No findings.\n', mode: 'create' })]),
      text('Reviewed.'),
      // The checker's findings (the repeated sentences) are not answered: writer asks once, then accepts.
      text('Reviewed, truly.'),
    ]);
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter });
    expect(outcome.status).toBe('done');
    expect(reporter.of('notice')).toEqual([
      'Not finished yet (1 of 2 chapters in outline.md are not written yet: ch2.md): the model is asked to go on.',
      'Review pass: the model re-reads the work against the outline and bible',
      expect.stringMatching(
        /^review\.md does not answer \d+ of writer check's findings: the model is asked once more\.$/,
      ),
    ]);
    const details = reporter.of('detail').join('\n');
    expect(details).toContain('to the model: The work is not finished yet');
    expect(details).toContain('Re-read each chapter against outline.md and bible.md');
  });

  it(`accepts the end after ${MAX_FINISH_NUDGES} notes and reports what is missing`, async () => {
    const model = new ScriptedModel([...planned(), text('Done.'), text('Really done.'), text('Truly.')]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('incomplete');
    expect(outcome.missing).toEqual(['2 of 2 chapters in outline.md are not written yet: ch1.md, ch2.md']);
    expect(model.remaining).toBe(0);
  });

  it('holds the work to its target length', async () => {
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Short' })]),
      write('a.md', prose(10)),
      text('Done.'),
      write('b.md', prose(100)),
      text('Done now.'),
    ]);
    const { outcome } = await runScripted(model, { settings: { targetWords: 800 } });
    expect(outcome.missing).toBeUndefined();
    expect(model.requests[3]!.contents.at(-1)!.parts?.[0]?.text).toMatch(/far below the target of 800/);
  });
});

describe('the plan stays in context', () => {
  it('after a compression, outline.md and bible.md are in the new history in full', async () => {
    const model = new ScriptedModel(
      [
        ...planned(),
        ...Array.from({ length: 12 }, (_, i) => write(`note${i}.md`, prose(30))),
        turn([call('compress_context', {})]),
        write('ch1.md', prose(40)),
        write('ch2.md', prose(40)),
        text('Done.'),
      ],
      {
        summarize: () => text('A summary that forgets the names.'),
      },
    );
    await runScripted(model, { settings: { keepRecent: 4 } });
    const after = model.requests.find((r) => (r.contents[0]?.parts?.[0]?.text ?? '').startsWith(SUMMARY_MARKER));
    const first = after!.contents[0]!.parts![0]!.text!;
    expect(first).toContain(OUTLINE.trim());
    expect(first).toContain('Mara Vell: harbour pilot, left-handed, never lies.');
  });

  it('on recovery (journal or summary file), the current outline and bible are in context', async () => {
    const settings = testSettings({ maxIterations: 4 });
    const stopped = await runScripted(new ScriptedModel([...planned(), write('ch1.md', prose(40))]), { settings });
    expect(stopped.outcome.status).toBe('max-iterations');
    for (const target of [stopped.session.project!.dir, stopped.outcome.summaryFile!]) {
      const session = await resumeSession(await loadRecovery(target), settings);
      const last = session.history.at(-1)!.parts![0]!.text!;
      expect(last).toContain('Mara Vell: harbour pilot');
      expect(last).toContain('`ch2.md` — Departure');
      await session.end('interrupted'); // lets go of the journal and the project lock
    }
    expect(readFileSync(stopped.outcome.summaryFile!, 'utf8')).toContain('Reason: max-iterations');
  });
});
