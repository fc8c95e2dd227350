import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countersFor, FRESH_COUNTERS, judgeEnding } from '../../src/agent/judge.js';
import { REVISION_MARKER } from '../../src/context/history.js';
import { countFindings, describeReview, parseReview } from '../../src/craft/review.js';
import { REVIEW_NOTICE, REVIEW_REQUEST } from '../../src/prompts/review.js';
import { call, ScriptedModel, text, turn } from '../support/scriptedModel.js';
import { runScripted } from '../support/session.js';

const OUTLINE = '# Salt\n\n- `ch1.md` — Arrival — 60 words\n- `ch2.md` — Departure — 60 words\n';
const BIBLE = '# Bible\n\nMara Vell: green eyes.\n\n## Open threads\n- the letter (ch1) — answered in ch2\n';
const CH1 = `Mara Vell had green eyes. ${'The tide came in over the salt flats. '.repeat(8)}`;
const CH2 = `Mara looked out with her grey eyes. ${'The boat left the harbour at dawn. '.repeat(8)}`;
const write = (filename: string, content: string) => turn([call('write_file', { filename, content, mode: 'create' })]);
const written = () => [
  turn([call('create_project', { project_name: 'Salt' })]),
  write('outline.md', OUTLINE),
  write('bible.md', BIBLE),
  write('ch1.md', CH1),
  write('ch2.md', CH2),
];
const REVIEW = '# Review\n\n- [left] ch2.md:1 — Mara has grey eyes here, green in ch1 and the bible\n';

describe('judgeEnding and the review pass', () => {
  it('asks for the review once when the work is complete and a review is wanted, then accepts the end', () => {
    const first = judgeEnding([], FRESH_COUNTERS, { wanted: true });
    expect(first.verdict).toEqual({ kind: 'note', note: REVIEW_REQUEST, notice: REVIEW_NOTICE });
    expect(first.counters.reviewRequested).toBe(true);
    expect(judgeEnding([], first.counters, { wanted: true }).verdict).toEqual({ kind: 'done' });
  });

  it('knows from the history whether this run already asked for the review (a resumed review is not asked twice)', () => {
    const user = (text: string) => ({ role: 'user', parts: [{ text }] });
    const model = { role: 'model', parts: [{ text: 'Done.' }] };
    expect(countersFor([user('Write.'), model])).toEqual(FRESH_COUNTERS);
    expect(countersFor([user('Write.'), model, user(REVIEW_REQUEST), model]).reviewRequested).toBe(true);
    // A revision after an earlier review wants a review of its own.
    expect(
      countersFor([user('Write.'), model, user(REVIEW_REQUEST), model, user(`${REVISION_MARKER} Make it darker.`)]),
    ).toEqual(FRESH_COUNTERS);
  });

  it('asks for what is missing first, and for no review when none is wanted', () => {
    expect(judgeEnding(['ch2.md is missing'], FRESH_COUNTERS, { wanted: true }).verdict.kind).toBe('note');
    expect(judgeEnding(['ch2.md is missing'], FRESH_COUNTERS, { wanted: true }).counters.reviewRequested).toBe(false);
    expect(judgeEnding([], FRESH_COUNTERS, { wanted: false }).verdict).toEqual({ kind: 'done' });
  });
});

describe('the review pass in a run', () => {
  it('asks for a review when the model ends; the model finds the contradiction, fixes it with edit_file and ends', async () => {
    const model = new ScriptedModel([
      ...written(),
      text('The work is complete.'),
      turn([call('search_files', { query: 'eyes' })]),
      write('review.md', REVIEW),
      turn([call('edit_file', { filename: 'ch2.md', old_text: 'her grey eyes', new_text: 'her green eyes' })]),
      turn([
        call('edit_file', { filename: 'review.md', old_text: '- [left] ch2.md:1', new_text: '- [fixed] ch2.md:1' }),
      ]),
      text('Reviewed: one finding, fixed.'),
    ]);
    const { session, outcome } = await runScripted(model);
    expect(outcome).toMatchObject({ status: 'done', finalText: 'Reviewed: one finding, fixed.' });
    const request = model.requests[6]?.contents.at(-1)?.parts?.at(-1)?.text;
    expect(request).toBe(REVIEW_REQUEST);
    const search = model.requests[7]?.contents.at(-1)?.parts?.[0]?.functionResponse?.response;
    expect(search?.matches).toContain('ch2.md:1: Mara looked out with her grey eyes.');
    const dir = session.project?.dir as string;
    expect(readFileSync(path.join(dir, 'ch2.md'), 'utf8')).toContain('her green eyes');
    expect(countFindings(parseReview(readFileSync(path.join(dir, 'review.md'), 'utf8')))).toEqual({
      fixed: 1,
      left: 0,
      open: 0,
    });
    expect(model.remaining).toBe(0);
  });

  it('with review off, the first complete end is accepted', async () => {
    const model = new ScriptedModel([...written(), text('The work is complete.')]);
    const { outcome } = await runScripted(model, { settings: { review: false } });
    expect(outcome).toMatchObject({ status: 'done', finalText: 'The work is complete.' });
    expect(JSON.stringify(model.requests.map((r) => r.contents))).not.toContain('review it once');
  });

  it('a work without an outline is not reviewed', async () => {
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Note' })]),
      write('story.md', 'A short story of a few words.'),
      text('Done.'),
    ]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('done');
    expect(model.remaining).toBe(0);
  });
});

describe('review.md', () => {
  it('reads findings marked fixed, left or not yet, and ignores prose', () => {
    const findings = parseReview(
      [
        '# Review',
        '',
        '- [fixed] chapter_03.md:42 — Mara’s eyes are grey here, green in chapter 1',
        '- [left] chapter_05.md:10-12 - the letter is never answered',
        '* [ ] chapter_06.md:3: repeated phrase "salt wind"',
        '- [x] chapter_07.md:1 — done as a checklist',
        '- [LEFT] no place given',
        'All other chapters are consistent.',
      ].join('\n'),
    );
    expect(findings).toEqual([
      { state: 'fixed', where: 'chapter_03.md:42', text: 'Mara’s eyes are grey here, green in chapter 1' },
      { state: 'left', where: 'chapter_05.md:10-12', text: 'the letter is never answered' },
      { state: 'open', where: 'chapter_06.md:3', text: 'repeated phrase "salt wind"' },
      { state: 'fixed', where: 'chapter_07.md:1', text: 'done as a checklist' },
      { state: 'left', where: '', text: 'no place given' },
    ]);
    expect(describeReview(countFindings(findings))).toBe('2 fixed, 2 left, 1 not marked');
    expect(describeReview(countFindings(parseReview('No findings.')))).toBe('no findings');
  });
});
