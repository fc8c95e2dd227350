import { existsSync, promises as fsp, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_NOTES_IN_A_ROW, REPEAT_STOP_AT, REPEAT_WARNING_AT } from '../../src/agent/judge.js';
import { runSession } from '../../src/agent/loop.js';
import { Session } from '../../src/agent/session.js';
import { sessionResumeCommand } from '../../src/cli/resume.js';
import { FatalApiError, QuotaExhaustedError } from '../../src/model/retry.js';
import type { TurnChunk, TurnRequest } from '../../src/model/types.js';
import { DEFAULT_TOOLS, defaultTools } from '../../src/tools/index.js';
import { defineTool, failure, type ToolContext, ToolRegistry } from '../../src/tools/registry.js';
import type { ObjectSchema } from '../../src/tools/schema.js';
import type { ToolCallReport, TurnReport } from '../../src/ui/reporter.js';
import { realSignatures } from '../support/fixtures.js';
import { call, ScriptedModel, text, turn, usage } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted, testSettings } from '../support/session.js';

const [SIG_A, SIG_B] = realSignatures() as [string, string];
const project = call('create_project', { project_name: 'Tale' });
const write = (filename: string, content: string, mode = 'create', extra: { id?: string; signature?: string } = {}) =>
  call('write_file', { filename, content, mode }, extra);

describe('the agent loop', () => {
  it('answers parallel calls in one user turn, in order, echoing ids, and keeps model turns exactly', async () => {
    const parallel = [
      { text: '', thoughtSignature: SIG_A },
      write('a.md', 'Alpha.', 'create', { id: 'id-1', signature: SIG_B }),
      write('b.md', 'Beta.', 'create', { id: 'id-2' }),
      call('no_such_tool', {}, { id: 'id-3' }),
    ];
    const model = new ScriptedModel([turn([project]), turn(parallel), text('Finished.')]);
    const { session, outcome } = await runScripted(model);

    expect(outcome).toMatchObject({ status: 'done', finalText: 'Finished.' });
    const third = model.requests[2]!.contents;
    expect(third[3]).toEqual({ role: 'model', parts: parallel });
    const answer = third[4]!;
    expect(answer.role).toBe('user');
    expect(answer.parts?.map((p) => [p.functionResponse?.id, p.functionResponse?.name])).toEqual([
      ['id-1', 'write_file'],
      ['id-2', 'write_file'],
      ['id-3', 'no_such_tool'],
    ]);
    expect(answer.parts?.[2]?.functionResponse?.response?.error).toMatch(/Unknown tool/);
    expect(readFileSync(path.join(session.project!.dir, 'a.md'), 'utf8')).toBe('Alpha.');
    expect(readFileSync(path.join(session.project!.dir, 'b.md'), 'utf8')).toBe('Beta.');
    expect(
      model.requests.every(
        (r) =>
          r.toolNames.join() ===
          'create_project,write_file,edit_file,read_file,search_files,list_files,compress_context',
      ),
    ).toBe(true);
  });

  it('gives a tool failure back to the model and goes on', async () => {
    const model = new ScriptedModel([
      turn([write('early.md', 'x')]),
      turn([project]),
      turn([write('ok.md', 'x')]),
      text('Done.'),
    ]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('done');
    const firstAnswer = model.requests[1]!.contents[2]!;
    expect(firstAnswer.parts?.[0]?.functionResponse?.response).toEqual({
      error: 'No active project. Call create_project first.',
    });
  });

  it('counts usage across turns', async () => {
    const model = new ScriptedModel([
      turn([project], { promptTokens: 100 }),
      turn([{ text: 'Done.' }], { promptTokens: 250 }),
    ]);
    const { session } = await runScripted(model);
    expect(session.usage).toMatchObject({ promptTokens: 350, outputTokens: 20 });
  });

  it('stops at --max-iterations, saves a summary file and names the resume command', async () => {
    const model = new ScriptedModel([turn([project]), turn([write('a.md', 'x')]), turn([write('b.md', 'y')])]);
    const reporter = new RecordingReporter();
    const { session, outcome } = await runScripted(model, { settings: { maxIterations: 2 }, reporter });
    expect(outcome.status).toBe('max-iterations');
    expect(session.iteration).toBe(2);
    expect(model.remaining).toBe(1);
    expect(outcome.resumeCommand).toBe(`writer --recover ${session.project!.dir}`);
    expect(outcome.summaryFile && existsSync(outcome.summaryFile)).toBe(true);
    expect(readFileSync(outcome.summaryFile!, 'utf8')).toContain('Reason: max-iterations');
    expect(reporter.of('saved')).toEqual([
      { file: outcome.summaryFile, resumeCommand: outcome.resumeCommand, reason: 'max-iterations' },
    ]);
  });

  it('says "1 iteration", not "1 iterations", when the cap is one', async () => {
    const model = new ScriptedModel([turn([project]), turn([write('a.md', 'x')])]);
    const { outcome } = await runScripted(model, { settings: { maxIterations: 1 } });
    expect(outcome.message).toBe('Stopped after 1 iteration (--max-iterations).');
  });

  it('stops on a SAFETY finish, saving the context', async () => {
    const model = new ScriptedModel([turn([project]), [{ parts: [], finishReason: 'SAFETY', usage: usage(10) }]]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/SAFETY/);
    expect(outcome.summaryFile).toBeDefined();
  });

  it('keeps a SAFETY-stopped reply out of the history and the journal, but counts its tokens', async () => {
    // A refused reply may carry part of its text: sent back on a resume it would be refused again.
    const refused = [{ parts: [{ text: 'The half-written scene' }], finishReason: 'SAFETY', usage: usage(40, 25) }];
    const model = new ScriptedModel([turn([project]), refused]);
    const { session, outcome } = await runScripted(model);
    expect(outcome.status).toBe('failed');
    const inHistory = JSON.stringify(session.history);
    expect(inHistory).not.toContain('The half-written scene');
    const journal = readFileSync(path.join(session.project!.dir, '.writer', 'session.jsonl'), 'utf8');
    expect(journal).not.toContain('The half-written scene');
    expect(session.usage.outputTokens).toBe(10 + 25);
  });

  it('stops when the prompt itself is blocked', async () => {
    const model = new ScriptedModel([[{ parts: [], blockReason: 'PROHIBITED_CONTENT' }]]);
    const { outcome } = await runScripted(model);
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.message).toMatch(/PROHIBITED_CONTENT/);
  });

  it('tells the model about a malformed call and continues; gives up after too many in a row', async () => {
    const malformed = () => [{ parts: [], finishReason: 'MALFORMED_FUNCTION_CALL' }];
    const recovers = new ScriptedModel([malformed(), turn([project]), turn([write('a.md', 'Alpha.')]), text('Done.')]);
    const first = await runScripted(recovers);
    expect(first.outcome.status).toBe('done');
    // The note follows the prompt (a user turn), so the request joins them: roles alternate.
    const sent = recovers.requests[1]!.contents;
    expect(sent.map((c) => c.role)).toEqual(['user']);
    expect(sent[0]!.parts?.at(-1)?.text).toMatch(/could not be parsed/);
    expect(recovers.requests[1]!.contents[0]!.parts?.[0]?.text).toBe('Write a short story.');

    // The README's promise: three unusable replies in a row stop the run, and the message names the problem.
    expect(MAX_NOTES_IN_A_ROW).toBe(3);
    const stuck = new ScriptedModel(Array.from({ length: MAX_NOTES_IN_A_ROW + 1 }, malformed));
    const second = await runScripted(stuck);
    expect(second.outcome.status).toBe('failed');
    expect(second.outcome.message).toMatch(/malformed function call, 3 times in a row/);
    expect(stuck.requests).toHaveLength(MAX_NOTES_IN_A_ROW);
    expect(stuck.remaining).toBe(1);
  });

  it('does not put an empty candidate into the history', async () => {
    const model = new ScriptedModel([[{ parts: [], finishReason: 'STOP' }], text('Done.')]);
    const { session } = await runScripted(model);
    expect(session.history.slice(0, 3).map((c) => c.role)).toEqual(['user', 'user', 'model']);
    expect(session.history[1]?.parts?.[0]?.text).toMatch(/empty/);
  });

  it('reports an API failure in one line and saves', async () => {
    const apiError = Object.assign(
      new Error(JSON.stringify({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } })),
      { status: 503 },
    );
    const model = new ScriptedModel([turn([project]), apiError]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toBe('The Gemini API answered 503 UNAVAILABLE: The model is overloaded.');
    expect(outcome.summaryFile).toBeDefined();
  });

  it('stops when interrupted and saves', async () => {
    const controller = new AbortController();
    const model = new ScriptedModel([
      turn([project]),
      () => {
        controller.abort();
        return turn([write('never.md', 'x')]);
      },
    ]);
    const { session, outcome } = await runScripted(model, { signal: controller.signal });
    expect(outcome).toMatchObject({ status: 'interrupted', message: 'Interrupted.' });
    expect(outcome.summaryFile).toBeDefined();
    expect(readdirSync(session.project!.dir).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('keeps sessions apart: two runs at once in one process', async () => {
    const a = new ScriptedModel([
      turn([call('create_project', { project_name: 'A' })]),
      turn([write('x.md', 'from A')]),
      text('A done'),
    ]);
    const b = new ScriptedModel([
      turn([call('create_project', { project_name: 'B' })]),
      turn([write('x.md', 'from B')]),
      text('B done'),
    ]);
    const [ra, rb] = await Promise.all([runScripted(a), runScripted(b)]);
    expect(readFileSync(path.join(ra.session.project!.dir, 'x.md'), 'utf8')).toBe('from A');
    expect(readFileSync(path.join(rb.session.project!.dir, 'x.md'), 'utf8')).toBe('from B');
    expect(ra.session.history).toHaveLength(6);
    expect(rb.session.history).toHaveLength(6);
  });

  it('writes a backup summary every --backup-every iterations', async () => {
    const steps = [
      turn([project]),
      ...Array.from({ length: 5 }, (_, i) => turn([write(`c${i}.md`, 'text')])),
      text('Done.'),
    ];
    const { session } = await runScripted(new ScriptedModel(steps), { settings: { backupEvery: 2 } });
    const summaries = readdirSync(session.project!.dir).filter((f) => f.startsWith('.context_summary_'));
    expect(summaries).toHaveLength(3); // iterations 2, 4 and 6
  });

  it('writes the backup after the iterations that are a multiple of --backup-every, and only those', async () => {
    const steps = [
      turn([project]),
      ...Array.from({ length: 5 }, (_, i) => turn([write(`c${i}.md`, 'text')])),
      text('Done.'),
    ];
    const reporter = new RecordingReporter();
    await runScripted(new ScriptedModel(steps), { settings: { backupEvery: 3, review: false }, reporter });
    let iteration = 0;
    const savedAfter: number[] = [];
    for (const [kind, value] of reporter.events) {
      if (kind === 'iteration') iteration = (value as { iteration: number }).iteration;
      if (kind === 'saved') savedAfter.push(iteration);
    }
    expect(savedAfter).toEqual([3, 6]);
    expect(reporter.of('saved')).toEqual([
      expect.objectContaining({ reason: 'backup', file: expect.stringContaining('.context_summary_') }),
      expect.objectContaining({ reason: 'backup', file: expect.stringContaining('.context_summary_') }),
    ]);
  });

  it('runs none of the calls of a reply cut off at MAX_TOKENS and says why', async () => {
    const model = new ScriptedModel([
      turn([project]),
      turn([write('long.md', 'A long chapter that was cu')], { finishReason: 'MAX_TOKENS' }),
      text('Done.'),
    ]);
    const { session } = await runScripted(model);
    expect(readdirSync(session.project!.dir).filter((f) => !f.startsWith('.'))).toEqual([]);
    const answer = model.requests[2]!.contents[4]!;
    expect(answer.role).toBe('user');
    expect(answer.parts?.[0]?.functionResponse?.response?.error).toMatch(/cut off at the output limit.*append/);
  });

  it('warns a model that repeats the same call, and stops it if it goes on', async () => {
    const same = () => turn([write('same.md', 'again', 'create')]);
    const model = new ScriptedModel([
      turn([project]),
      ...Array.from({ length: REPEAT_STOP_AT }, same),
      text('unreached'),
    ]);
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter });
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/repeated the same call 8 times/);
    const warned = model.requests[REPEAT_WARNING_AT + 1]!.contents.at(-1)!;
    expect(warned.role).toBe('user');
    expect(warned.parts?.[0]?.functionResponse).toBeDefined(); // the responses, with the note joined after them
    expect(warned.parts?.at(-1)?.text).toMatch(/same call 5 times in a row/);
    expect(model.remaining).toBe(1);
  });

  it('saves the context when the disk is full, and goes on', async () => {
    const full = new ToolRegistry([
      ...defaultTools()
        .declarations()
        .map((d) =>
          defineTool({
            name: d.name!,
            description: d.description!,
            parameters: d.parametersJsonSchema as ObjectSchema,
            run: async (args: Record<string, unknown>, context: ToolContext, signal: AbortSignal) =>
              d.name === 'write_file'
                ? failure('storage_full', 'The disk is full', { storageFailure: true })
                : defaultTools().execute({ name: d.name!, args }, context, signal),
          }),
        ),
    ]);
    const model = new ScriptedModel([
      turn([project]),
      turn([write('a.md', 'x')]),
      text('Stopped.'),
      text('Stopped.'),
      text('Stopped.'),
    ]);
    const reporter = new RecordingReporter();
    const { session, outcome } = await runScripted(model, { tools: full, reporter });
    expect(outcome.status).toBe('incomplete');
    // The model sees the error; the full disk is writer's business and never reaches it.
    expect(model.requests[2]!.contents[4]!.parts?.[0]?.functionResponse?.response).toEqual({
      error: 'The disk is full',
    });
    expect(reporter.of('saved')).toHaveLength(2); // once when the disk filled up, once at the (incomplete) end
    expect(readdirSync(session.project!.dir).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });
});

describe('the loop keeps its promises', () => {
  it('journals each function result as soon as its call has run, before the turn is complete', async () => {
    // The second call of the turn looks at the journal on disk: the first call's result must already be there.
    let seen: string[] = [];
    const peek = defineTool({
      name: 'peek',
      description: 'reads the journal',
      parameters: { type: 'object', properties: {} },
      run: async (_args, context) => {
        const lines = readFileSync(path.join(context.project!.dir, '.writer', 'session.jsonl'), 'utf8')
          .trim()
          .split('\n');
        seen = lines.map((line) => (JSON.parse(line) as { type: string }).type);
        return { response: { ok: true } };
      },
    });
    const tools = new ToolRegistry([...DEFAULT_TOOLS, peek]);
    const model = new ScriptedModel([
      turn([project]),
      turn([write('a.md', 'Alpha.'), call('peek', {})]),
      text('Done.'),
    ]);
    await runScripted(model, { tools });
    // The model turn with both calls, the first call's write intent and its result; the user turn is not complete yet.
    expect(seen.slice(-3)).toEqual(['message', 'intent', 'tool_result']);
  });

  it('a turn whose calls ran clears the count of unusable replies', async () => {
    const malformed = () => [{ parts: [], finishReason: 'MALFORMED_FUNCTION_CALL' }];
    const model = new ScriptedModel([
      turn([project]),
      malformed(),
      malformed(),
      turn([write('a.md', 'Alpha.')]),
      malformed(),
      malformed(),
      turn([write('b.md', 'Beta.')]),
      text('Done.'),
    ]);
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('done');
  });
});

describe('what the loop shows the person', () => {
  /** A reporter that also keeps the progress figures and the whole tool-call reports. */
  const FullReporter = class extends RecordingReporter {
    constructor() {
      super(true);
    }
  };
  const runWith = (model: ScriptedModel, reporter: RecordingReporter, showThinking?: boolean) =>
    runSession(Session.start('Write a short story.', testSettings({ review: false })), {
      model,
      tools: defaultTools(),
      reporter: reporter.report,
      systemInstruction: 'You are a writer.',
      signal: new AbortController().signal,
      resumeCommand: sessionResumeCommand,
      ...(showThinking !== undefined ? { showThinking } : {}),
    });

  it('streams the text and, with --show-thinking, the thoughts, with the size so far', async () => {
    const asked: Array<boolean | undefined> = [];
    const reply = (request: TurnRequest) => {
      asked.push(request.includeThoughts);
      return [
        { parts: [{ text: 'Plan the end.', thought: true }] },
        { parts: [{ text: 'The end, at last.' }], finishReason: 'STOP', usage: usage(0) },
      ];
    };
    const work = () => [turn([project]), turn([write('a.md', 'x')])];
    const reporter = new FullReporter();
    const outcome = await runWith(new ScriptedModel([...work(), reply]), reporter, true);
    expect(outcome.finalText).toBe('The end, at last.');
    expect(asked).toEqual([true]);
    expect(reporter.of('thought')).toEqual(['Plan the end.']);
    expect(reporter.of('delta')).toEqual(['The end, at last.']);
    // Characters so far, and the tokens they are estimated at (6 characters a token).
    expect(reporter.of('progress').slice(-2)).toEqual([
      [13, 2],
      [30, 5],
    ]);

    const quiet = await runWith(new ScriptedModel([...work(), reply]), new FullReporter());
    expect(quiet.status).toBe('done');
    expect(asked).toEqual([true, undefined]);
  });

  it('says when a reply broke off and is asked for again, and keeps only the reply that came whole', async () => {
    const reporter = new FullReporter();
    const model = new ScriptedModel([
      turn([project]),
      turn([write('a.md', 'x')]),
      [
        { parts: [{ text: 'The e' }] },
        { restart: true, parts: [{ text: 'The end.' }], finishReason: 'STOP', usage: usage(0, 4) },
      ],
    ]);
    const outcome = await runWith(model, reporter);
    expect(outcome.finalText).toBe('The end.');
    expect(reporter.of('notice')).toContain('The reply broke off and is being asked for again.');
  });

  it('ends each turn with how long it took, its finish reason and its usage', async () => {
    const reporter = new FullReporter();
    const before = Date.now();
    await runWith(new ScriptedModel([text('The end.')]), reporter);
    const elapsed = Date.now() - before;
    const [report] = reporter.of('turn') as TurnReport[];
    expect(report).toMatchObject({ text: 'The end.', finishReason: 'STOP', usage: usage(0) });
    expect(report?.ms).toBeGreaterThanOrEqual(0);
    expect(report?.ms).toBeLessThanOrEqual(elapsed);
  });

  it('names each request, so a retry line tells which turn is asked again', async () => {
    const labels: Array<string | undefined> = [];
    const labelled = (step: TurnChunk[]) => (request: TurnRequest) => {
      labels.push(request.label);
      return step;
    };
    await runWith(new ScriptedModel([labelled(turn([project])), labelled(text('Done.'))]), new FullReporter());
    expect(labels).toEqual(['turn 1', 'turn 2']);
  });

  it("reports a failed call's kind with its result", async () => {
    const reporter = new FullReporter();
    await runWith(
      new ScriptedModel([turn([{ functionCall: { name: 'list_files', args: {} } }]), text('The end.')]),
      reporter,
    );
    expect(reporter.of('result')[0]).toMatchObject({ name: 'list_files', failed: 'no_project' });
  });

  it('shows a call without a name (a broken reply) as it is, inventing no name', async () => {
    const nameless = { functionCall: { args: {} } };
    const reporter = new FullReporter();
    const outcome = await runWith(
      new ScriptedModel([...Array.from({ length: REPEAT_STOP_AT }, () => turn([nameless])), text('unreached')]),
      reporter,
    );
    expect((reporter.of('call')[0] as ToolCallReport).name).toBe('');
    expect(reporter.of('result')[0]).toMatchObject({ name: '' });
    expect(outcome.message).toBe(`The model repeated the same call ${REPEAT_STOP_AT} times in a row ().`);
  });

  it('says what is saved when the summary file cannot be written', async () => {
    const link = fsp.link.bind(fsp);
    vi.spyOn(fsp, 'link').mockImplementation(async (from, to) => {
      if (String(to).includes('.context_summary_'))
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      return link(from, to);
    });
    try {
      const reporter = new FullReporter();
      const model = new ScriptedModel([turn([project]), turn([write('a.md', 'x')])]);
      const { outcome } = await runScripted(model, { settings: { maxIterations: 1 }, reporter });
      expect(outcome.status).toBe('max-iterations');
      expect(outcome.summaryFile).toBeUndefined();
      expect(outcome.resumeCommand).toMatch(/^writer --recover /);
      expect(reporter.of('notice')).toContain(
        'Could not write a summary file (the disk is full). The journal in .writer/ holds the whole session.',
      );
      expect(reporter.of('saved')).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('how the run ends', () => {
  it('says the work is done, or that it ended with parts missing', async () => {
    const done = await runScripted(new ScriptedModel([turn([project]), turn([write('a.md', 'x')]), text('Done.')]));
    expect(done.outcome).toMatchObject({ status: 'done', message: 'The work is done.' });
    const outline = '# Tale\n\n- `ch1.md` — One — 50 words\n- `ch2.md` — Two — 50 words\n';
    const short = await runScripted(
      new ScriptedModel([
        turn([project]),
        turn([write('outline.md', outline)]),
        text('Done.'),
        text('Done.'),
        text('Done.'),
      ]),
    );
    expect(short.outcome).toMatchObject({
      status: 'incomplete',
      message: 'The model ended the work with parts missing.',
    });
  });

  it("stops with the retry layer's own one-line message when the quota is used up or the failure is final", async () => {
    // As the retry layer words it, naming every quota that ran out: longer than a line of an API error is cut to.
    const ids = ['Tokens', 'Requests', 'InputTokens', 'OutputTokens', 'CachedTokens', 'Searches'].map(
      (what) => `GenerateContent${what}PerModelPerDayPerProjectPerUser-FreeTier`,
    );
    const quota = new QuotaExhaustedError(
      `The daily quota is used up (${ids.join(', ')}). It resets at midnight Pacific time.`,
    );
    expect(quota.message.length).toBeGreaterThan(300);
    const first = await runScripted(new ScriptedModel([turn([project]), quota]));
    expect(first.outcome).toMatchObject({ status: 'failed', message: quota.message });
    const fatal = new FatalApiError('The model gemini-9 does not exist (404 NOT_FOUND).');
    const second = await runScripted(new ScriptedModel([fatal]));
    expect(second.outcome).toMatchObject({ status: 'failed', message: fatal.message });
  });
});

describe('a request over the input limit', () => {
  const chapter = (i: number) =>
    write(`ch${i}.md`, `Chapter ${i}. ${'The sea was grey and the lamp was bright. '.repeat(40)}`);
  const chapters = (n: number) => Array.from({ length: n }, (_, i) => turn([chapter(i + 1)]));
  const overLimit = (tokens: number, limit: number) =>
    new FatalApiError(
      `The Gemini API answered 400 INVALID_ARGUMENT: The input token count (${tokens}) exceeds the maximum number of tokens allowed (${limit}).`,
    );
  const summarize = () => text('Summary: Elias keeps the lamp on Gull Rock.');
  const asking = (notices: unknown[]) => notices.filter((n) => String(n).includes('compressing and asking again'));

  it('is compressed to the limit the API names and asked again', async () => {
    const model = new ScriptedModel([turn([project]), ...chapters(6), overLimit(9_000, 4_000), text('Done.')], {
      summarize,
    });
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter, settings: { keepRecent: 2, review: false } });
    expect(outcome.status).toBe('done');
    expect(reporter.of('notice')).toContain(
      "The request was over the model's input limit (9000 of 4000 tokens): compressing and asking again.",
    );
    expect(model.summaryRequests.length).toBeGreaterThan(0);
    // The turn asked again is sent with the compressed history.
    expect(model.requests.at(-1)?.contents[0]?.parts?.[0]?.text).toContain('Summary: Elias keeps the lamp');
  });

  it("is asked again twice at most, then stops the run with the API's message", async () => {
    const model = new ScriptedModel(
      [
        turn([project]),
        ...chapters(16),
        overLimit(20_000, 10_000),
        overLimit(10_000, 5_000),
        overLimit(5_000, 2_500),
        text('Done.'),
      ],
      { summarize },
    );
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter, settings: { keepRecent: 2, review: false } });
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/input token count \(5000\) exceeds the maximum number of tokens allowed \(2500\)/);
    expect(asking(reporter.of('notice'))).toHaveLength(2);
    expect(model.remaining).toBe(1);
  });

  it('stops when compressing cannot make the history smaller', async () => {
    const model = new ScriptedModel([overLimit(9_000, 4_000), text('Done.')], { summarize });
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter });
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/input token count \(9000\) exceeds/);
    expect(asking(reporter.of('notice'))).toHaveLength(1);
    expect(model.remaining).toBe(1);
  });

  it('is told only by a final API failure, not by any error that quotes the same words', async () => {
    const quoted = new Error('The input token count (9000) exceeds the maximum number of tokens allowed (4000).');
    const model = new ScriptedModel([quoted, text('Done.')], { summarize });
    const reporter = new RecordingReporter();
    const { outcome } = await runScripted(model, { reporter });
    expect(outcome.status).toBe('failed');
    expect(asking(reporter.of('notice'))).toEqual([]);
    expect(model.remaining).toBe(1);
  });
});
