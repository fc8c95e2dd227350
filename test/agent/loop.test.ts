import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_NOTES_IN_A_ROW, REPEAT_STOP_AT, REPEAT_WARNING_AT } from '../../src/agent/judge.js';
import { DEFAULT_TOOLS, defaultTools } from '../../src/tools/index.js';
import { defineTool, failure, type ToolContext, ToolRegistry } from '../../src/tools/registry.js';
import type { ObjectSchema } from '../../src/tools/schema.js';
import { realSignatures } from '../support/fixtures.js';
import { call, ScriptedModel, text, turn, usage } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted } from '../support/session.js';

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
    expect(reporter.of('saved')).toHaveLength(1);
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
    expect(outcome.status).toBe('interrupted');
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

  it('runs none of the calls of a reply cut off at MAX_TOKENS and says why', async () => {
    const model = new ScriptedModel([
      turn([project]),
      turn([write('long.md', 'A long chapter that was cu')], { finishReason: 'MAX_TOKENS' }),
      text('Done.'),
    ]);
    const { session } = await runScripted(model);
    expect(readdirSync(session.project!.dir).filter((f) => !f.startsWith('.'))).toEqual([]);
    const answer = model.requests[2]!.contents[4]!;
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
                ? failure('The disk is full', { storageFailure: true })
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
