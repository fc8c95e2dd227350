import { describe, expect, it } from 'vitest';
import { defaultTools } from '../../src/tools/index.js';
import {
  defineTool,
  failure,
  isErrorResponse,
  isOutcome,
  NOT_RUN,
  reply,
  ToolRegistry,
} from '../../src/tools/registry.js';
import { TestToolContext } from '../support/toolContext.js';

/** The signal of a run nobody interrupts. */
const live = new AbortController().signal;

describe('ToolRegistry', () => {
  it('declares the tools with JSON schemas', () => {
    const declarations = defaultTools().declarations();
    expect(declarations.map((d) => d.name)).toEqual([
      'create_project',
      'write_file',
      'edit_file',
      'read_file',
      'search_files',
      'list_files',
      'compress_context',
    ]);
    expect(declarations[1]?.parametersJsonSchema).toMatchObject({ required: ['filename', 'content', 'mode'] });
  });

  it('answers an unknown tool with an error naming the known ones', async () => {
    const { response: result } = await defaultTools().execute(
      { name: 'delete_everything', args: {} },
      new TestToolContext(),
      live,
    );
    expect(result.error).toMatch(
      /Unknown tool "delete_everything".*create_project, write_file, edit_file, read_file, search_files, list_files, compress_context/,
    );
  });

  it.each([
    [{ filename: 'a.md', mode: 'create' }, /missing required argument "content"/],
    [{ filename: 'a.md', content: 'x', mode: 'replace' }, /"mode" must be one of "create", "append", "overwrite"/],
    [{ filename: 42, content: 'x', mode: 'create' }, /"filename" must be a string, got number/],
  ])('validates arguments against the schema: %j', async (args, message) => {
    const { response: result } = await defaultTools().execute(
      { name: 'write_file', args },
      new TestToolContext(),
      live,
    );
    expect(result.error).toMatch(message);
  });

  it('turns a throwing handler into an error result', async () => {
    const registry = new ToolRegistry([
      defineTool({
        name: 'boom',
        description: 'throws',
        parameters: { type: 'object', properties: {} },
        run: async () => {
          throw new Error('kaput');
        },
      }),
    ]);
    expect((await registry.execute({ name: 'boom', args: {} }, new TestToolContext(), live)).response).toEqual({
      error: 'boom failed: kaput',
    });
  });

  it('routes compress_context to the context manager', async () => {
    const context = new TestToolContext();
    const { response: result } = await defaultTools().execute({ name: 'compress_context', args: {} }, context, live);
    expect(result.ok).toBe(true);
    expect(context.compressionRequests).toBe(1);
  });

  it('runs a call given without arguments as one with none', async () => {
    const context = new TestToolContext();
    const { response } = await defaultTools().execute({ name: 'compress_context' }, context, live);
    expect(response).toEqual({
      ok: true,
      message: 'The context will be compressed before your next turn. Continue the work afterwards.',
    });
    expect(context.compressionRequests).toBe(1);
  });

  it('answers a call without a name', async () => {
    const { response } = await defaultTools().execute({ args: {} }, new TestToolContext(), live);
    expect(response.error).toMatch(/^Unknown tool ""\. Available tools: create_project, /);
  });

  it('prefixes a validation problem with the tool it is for', async () => {
    const { response } = await defaultTools().execute(
      { name: 'write_file', args: { filename: 'a.md', mode: 'create' } },
      new TestToolContext(),
      live,
    );
    expect(response).toEqual({ error: 'Invalid arguments for write_file: missing required argument "content"' });
  });

  it('runs nothing once the run is interrupted', async () => {
    const aborted = new AbortController();
    aborted.abort();
    const context = new TestToolContext();
    const { response } = await defaultTools().execute({ name: 'compress_context', args: {} }, context, aborted.signal);
    expect(response).toEqual({ error: NOT_RUN });
    expect(context.compressionRequests).toBe(0);
  });

  it('knows which tools journal their writes: those declared so', () => {
    const tool = (name: string, recordsIntents?: boolean) =>
      defineTool({
        name,
        description: '',
        parameters: { type: 'object', properties: {} },
        ...(recordsIntents === undefined ? {} : { recordsIntents }),
        run: async () => reply({}),
      });
    const tools = new ToolRegistry([tool('writes', true), tool('reads', false), tool('plain')]);
    expect([tools.recordsIntents('writes'), tools.recordsIntents('reads'), tools.recordsIntents('plain')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('knows which default tools journal their writes', () => {
    const tools = defaultTools();
    expect(tools.recordsIntents('write_file')).toBe(true);
    expect(tools.recordsIntents('edit_file')).toBe(true);
    expect(tools.recordsIntents('create_project')).toBe(false);
    expect(tools.recordsIntents('read_file')).toBe(false);
    expect(tools.recordsIntents('no_such_tool')).toBe(false);
    expect(tools.recordsIntents(undefined)).toBe(false);
  });

  it('describes a call in one line: its own words when the arguments fit, else its name and argument names', () => {
    const tools = defaultTools();
    expect(tools.describe({ name: 'write_file', args: { filename: 'a.md', content: 'one two', mode: 'append' } })).toBe(
      'write_file a.md (append, 2 words)',
    );
    expect(tools.describe({ name: 'write_file', args: { filename: 'a.md', content: 7 } })).toBe(
      'write_file(filename, content)',
    );
    expect(tools.describe({ name: 'create_project', args: { project_name: 'Lamp' } })).toBe('create_project "Lamp"');
    expect(tools.describe({ name: 'compress_context' })).toBe('compress_context');
    expect(tools.describe({ name: 'fly', args: { to: 'moon', speed: 1 } })).toBe('fly(to, speed)');
    expect(tools.describe({ args: { a: 1 } })).toBe('(unnamed)(a)');
    expect(tools.describe({})).toBe('(unnamed)()');
    const plain = new ToolRegistry([
      defineTool({
        name: 'plain',
        description: '',
        parameters: { type: 'object', properties: {} },
        run: async () => reply({}),
      }),
    ]);
    expect(plain.describe({ name: 'plain', args: { x: 1 } })).toBe('plain(x)');
  });
});

describe('tool outcomes', () => {
  it('a failure carries its kind apart from the message the model reads, and effects only when there are some', () => {
    expect(failure('storage_full', 'no', { storageFailure: true })).toEqual({
      response: { error: 'no' },
      effects: { storageFailure: true },
      failed: 'storage_full',
    });
    expect(failure('invalid_path', 'no')).toEqual({ response: { error: 'no' }, failed: 'invalid_path' });
    expect(reply({ ok: true })).toEqual({ response: { ok: true } });
  });

  it('tells an outcome from the value a helper returns instead', () => {
    expect(isOutcome(failure('io_error', 'no'))).toBe(true);
    expect(isOutcome('text')).toBe(false);
    expect(isOutcome(undefined)).toBe(false);
    expect(isOutcome(['a.md'])).toBe(false);
    expect(isOutcome({ absolute: '/p/a.md', relative: 'a.md' })).toBe(false);
  });

  it('tells an error response from a result', () => {
    expect(isErrorResponse({ error: 'no' })).toBe(true);
    expect(isErrorResponse({ ok: true })).toBe(false);
    expect(isErrorResponse({ error: { nested: 1 } })).toBe(false);
  });
});
