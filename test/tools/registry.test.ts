import { describe, expect, it } from 'vitest';
import { defaultTools } from '../../src/tools/index.js';
import { defineTool, ToolRegistry } from '../../src/tools/registry.js';
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
});
