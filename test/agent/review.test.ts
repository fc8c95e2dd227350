import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countersFor, FRESH_COUNTERS, judgeEnding } from '../../src/agent/judge.js';
import { Session } from '../../src/agent/session.js';
import { buildRunSummary } from '../../src/cli/runSummary.js';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { REVISION_MARKER } from '../../src/context/history.js';
import { countFindings, describeReview, parseReview, unansweredCheckerFindings } from '../../src/craft/review.js';
import { CHECKER_FOLLOWUP, REVIEW_NOTICE, REVIEW_REQUEST } from '../../src/prompts/review.js';
import { call, ScriptedModel, text, turn } from '../support/scriptedModel.js';
import { runScripted, testSettings } from '../support/session.js';

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

  it("starts the review with the checker's findings, when it has any", () => {
    const line = '- chapter_09.md:42 — attribute — Mara\'s eyes are "green" here; bible: grey (bible.md:5)';
    const { verdict } = judgeEnding([], FRESH_COUNTERS, { wanted: true, checkerFindings: [line] });
    const note = verdict.kind === 'note' ? verdict.note : '';
    expect(note.startsWith(REVIEW_REQUEST)).toBe(true);
    expect(note).toContain('[dismissed] [check]');
    expect(note.endsWith(line)).toBe(true);
    // A resumed run still knows the review was asked for.
    const user = (text: string) => ({ role: 'user', parts: [{ text }] });
    expect(countersFor([user('Write.'), user(note)]).reviewRequested).toBe(true);
  });

  it('asks for what is missing first, and for no review when none is wanted', () => {
    expect(judgeEnding(['ch2.md is missing'], FRESH_COUNTERS, { wanted: true }).verdict.kind).toBe('note');
    expect(judgeEnding(['ch2.md is missing'], FRESH_COUNTERS, { wanted: true }).counters.reviewRequested).toBe(false);
    expect(judgeEnding([], FRESH_COUNTERS, { wanted: false }).verdict).toEqual({ kind: 'done' });
  });
});

describe('the review answers the checker', () => {
  const given = [
    '- ch2.md:1 — attribute — Mara\'s eyes are "grey" here; bible: green (bible.md:5)',
    '- ch3.md:9 — names — "Marta" is not a name in the bible; did you mean "Mara"?',
  ];

  it('counts a finding answered when marked [fixed], or [dismissed] with a reason, at its place and of its kind', () => {
    const review = (text: string) => unansweredCheckerFindings(given, parseReview(text));
    expect(
      review(
        '- [fixed] [check] ch2.md:1 — attribute — eyes made green\n- [dismissed] [check] ch3.md:9 — names — "Marta" is not a name in the bible; did you mean "Mara"? — Marta is her sister\n',
      ),
    ).toEqual([]);
    // No reason after the checker's words, [left], another place or another kind: no answer.
    expect(
      review('- [dismissed] [check] ch3.md:9 — names — "Marta" is not a name in the bible; did you mean "Mara"?\n'),
    ).toEqual(given);
    expect(review('- [left] [check] ch2.md:1 — attribute — cannot fix\n- [fixed] ch3.md:10 — names — fixed\n')).toEqual(
      given,
    );
    expect(review('- [fixed] ch3.md:9 — attribute — wrong kind\nNo findings.\n')).toEqual(given);
    expect(review('')).toEqual(given);
  });

  it('asks once more about the unanswered ones, then accepts the end and counts them', () => {
    const asked = judgeEnding([], FRESH_COUNTERS, { wanted: true, checkerFindings: given });
    expect(asked.counters.checkerGiven).toEqual(given);
    const reminded = judgeEnding([], asked.counters, {
      wanted: true,
      reviewText: '- [fixed] [check] ch2.md:1 — attribute — done\n',
    });
    expect(reminded.verdict.kind).toBe('note');
    const note = reminded.verdict.kind === 'note' ? reminded.verdict.note : '';
    expect(note.startsWith(`${CHECKER_FOLLOWUP} 1 of writer check's finding.`)).toBe(true);
    expect(note.endsWith(given[1] as string)).toBe(true);
    expect(judgeEnding([], reminded.counters, { wanted: true, reviewText: '' }).verdict).toEqual({
      kind: 'done',
      unanswered: 2,
    });
    // All answered: the end is accepted at once.
    const answered =
      '- [fixed] [check] ch2.md:1 — attribute — done\n- [dismissed] [check] ch3.md:9 — names — her sister\n';
    expect(judgeEnding([], asked.counters, { wanted: true, reviewText: answered }).verdict).toEqual({ kind: 'done' });
  });

  it('a resumed review knows the findings it gave and whether it reminded', () => {
    const user = (text: string) => ({ role: 'user', parts: [{ text }] });
    const model = { role: 'model', parts: [{ text: 'Done.' }] };
    const request = judgeEnding([], FRESH_COUNTERS, { wanted: true, checkerFindings: given }).verdict;
    const note = request.kind === 'note' ? request.note : '';
    expect(countersFor([user('Write.'), model, user(note), model])).toMatchObject({
      reviewRequested: true,
      checkerGiven: given,
      checkerFollowedUp: false,
    });
    expect(
      countersFor([user('Write.'), model, user(note), model, user(`${CHECKER_FOLLOWUP} 2 …`), model]),
    ).toMatchObject({
      checkerFollowedUp: true,
    });
  });
});

describe("the summary's Review line", () => {
  it("is this run's: review.md an earlier run left, not rewritten now, is not reported as this run's review", async () => {
    const model = new ScriptedModel([
      ...written(),
      text('The work is complete.'),
      write('review.md', REVIEW),
      text('Reviewed.'),
      text('Reviewed, truly.'),
    ]);
    const { session, outcome } = await runScripted(model);
    const dir = session.project?.dir as string;
    expect((await buildRunSummary(session, outcome, Date.now(), DEFAULT_PRICES)).review).toMatchObject({ left: 1 });
    // The next run of the same session writes no review.md: the file on disk is the earlier run's.
    session.filesWritten.clear();
    expect(existsSync(path.join(dir, 'review.md'))).toBe(true);
    expect(
      (await buildRunSummary(session, { status: 'done', message: 'Done.' }, Date.now(), DEFAULT_PRICES)).review,
    ).toBeUndefined();
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
      // The checker's finding (the letter) is not answered in review.md: writer asks once more, naming it.
      (request) => {
        const note = request.contents.at(-1)?.parts?.at(-1)?.text ?? '';
        expect(note.startsWith(CHECKER_FOLLOWUP)).toBe(true);
        expect(note).toContain('- ch2.md:1 — thread —');
        return turn([
          call('write_file', {
            filename: 'review.md',
            // writer check reads the text against itself too: it finds the eye colour as well as the thread.
            content: `${REVIEW.replace('[left]', '[fixed]')}- [fixed] [check] ch2.md:1 — attribute — green again, as in ch1\n- [dismissed] [check] ch2.md:1 — thread — the letter is answered in ch3, past the outline's two chapters\n`,
            mode: 'overwrite',
          }),
        ]);
      },
      text('Reviewed: one finding fixed, the checker’s dismissed.'),
    ]);
    const { session, outcome } = await runScripted(model);
    expect(outcome).toMatchObject({
      status: 'done',
      finalText: 'Reviewed: one finding fixed, the checker’s dismissed.',
    });
    expect(outcome.unanswered).toBeUndefined();
    const request = model.requests[6]?.contents.at(-1)?.parts?.at(-1)?.text ?? '';
    expect(request.startsWith(REVIEW_REQUEST)).toBe(true);
    // The bible says the letter is answered in ch2, which never mentions one: writer check says so first.
    expect(request).toContain('- ch2.md:1 — thread —');
    const search = model.requests[7]?.contents.at(-1)?.parts?.[0]?.functionResponse?.response;
    expect(search?.matches).toContain('ch2.md:1: Mara looked out with her grey eyes.');
    const dir = session.project?.dir as string;
    expect(readFileSync(path.join(dir, 'ch2.md'), 'utf8')).toContain('her green eyes');
    expect(countFindings(parseReview(readFileSync(path.join(dir, 'review.md'), 'utf8')))).toEqual({
      fixed: 2,
      left: 0,
      open: 0,
      dismissed: 1,
      fromCheck: 2,
    });
    expect(model.remaining).toBe(0);
  });

  it("starts the review with writer check's findings and keeps that check as the project's last", async () => {
    const bible = '# Bible\n\n## Characters\n### Mara Vell\n- eyes: green\n- pronouns: she/her\n';
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Salt' })]),
      write('outline.md', OUTLINE),
      write('bible.md', bible),
      write('ch1.md', CH1),
      write('ch2.md', CH2),
      text('The work is complete.'),
      write('review.md', '- [fixed] [check] ch2.md:1 — attribute — grey eyes made green\n'),
      text('Reviewed.'),
    ]);
    const { session, outcome } = await runScripted(model);
    expect(outcome.status).toBe('done');
    const request = model.requests[6]?.contents.at(-1)?.parts?.at(-1)?.text ?? '';
    expect(request.startsWith(REVIEW_REQUEST)).toBe(true);
    const last = JSON.parse(readFileSync(path.join(session.project?.dir as string, '.writer', 'check.json'), 'utf8'));
    expect(last.findings).toHaveLength(1);
    // The line carries the finding's id, so a dismissal the model writes is kept on later checks.
    expect(request).toContain(`- ch2.md:1 — attribute — ${last.findings[0].message} [id:${last.findings[0].id}]`);
    expect(last.findings[0].message).toContain('eyes are "grey" here; bible: green (bible.md:5)');
  });

  it('with review off, the first complete end is accepted', async () => {
    const model = new ScriptedModel([...written(), text('The work is complete.')]);
    const { outcome } = await runScripted(model, { settings: { review: false } });
    expect(outcome).toMatchObject({ status: 'done', finalText: 'The work is complete.' });
    expect(JSON.stringify(model.requests.map((r) => r.contents))).not.toContain('review it once');
  });

  it('runs writer check only when the review is asked for: not with review off, not while chapters are missing', async () => {
    const checkFile = (dir: string) => path.join(dir, '.writer', 'check.json');
    const off = new ScriptedModel([...written(), text('The work is complete.')]);
    const first = await runScripted(off, { settings: { review: false } });
    expect(first.outcome.status).toBe('done');
    expect(existsSync(checkFile(first.session.project?.dir as string))).toBe(false);

    let checkedEarly: boolean | undefined;
    const session = Session.start('Write a short story.', testSettings());
    const early = new ScriptedModel([
      ...written().slice(0, 4),
      text('The work is complete.'),
      (request) => {
        expect(request.contents.at(-1)?.parts?.at(-1)?.text).toMatch(/not finished yet/);
        checkedEarly = existsSync(checkFile(session.project?.dir as string));
        return write('ch2.md', CH2);
      },
      text('Now it is complete.'),
      write('review.md', 'No findings.\n'),
      text('Reviewed.'),
      // Asked once more about the checker's unanswered finding, the model ends again: accepted, and counted.
      text('Reviewed, truly.'),
    ]);
    const second = await runScripted(early, { session });
    expect(second.outcome.status).toBe('done');
    // Two of writer check's findings (the eye colour, text against text, and the thread) go unanswered.
    expect(second.outcome.unanswered).toBe(2);
    expect(checkedEarly).toBe(false);
    expect(existsSync(checkFile(session.project?.dir as string))).toBe(true);
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

  it('tells the findings of writer check ([check]) and the ones dismissed as no error', () => {
    const findings = parseReview(
      [
        '- [fixed] [check] chapter_09.md:42 — attribute — Mara\'s eyes are "green" here; bible: grey',
        '- [dismissed] [check] chapter_04.md:7 — names — "Marta" is not a name in the bible',
        '- [left] chapter_05.md:10 — the letter is never answered',
      ].join('\n'),
    );
    expect(findings[0]).toEqual({
      state: 'fixed',
      where: 'chapter_09.md:42',
      text: 'attribute — Mara\'s eyes are "green" here; bible: grey',
      fromCheck: true,
    });
    expect(findings[1]).toMatchObject({ state: 'dismissed', where: 'chapter_04.md:7', fromCheck: true });
    expect(findings[2]?.fromCheck).toBeUndefined();
    expect(describeReview(countFindings(findings))).toBe('1 fixed, 1 left, 1 dismissed; 2 from writer check');
  });
});
