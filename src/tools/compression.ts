import { defineTool, reply } from './registry.js';

/**
 * compress_context is the model's way to ask for a fresh context, e.g. after
 * finishing a part. The work happens in the context manager before the next
 * turn, once this call's response is in history (a call and its response must
 * never be split by a compression).
 */
export const compressContextTool = defineTool({
  name: 'compress_context',
  description:
    'Summarize the conversation so far and continue with a shorter context. Files on disk are kept and listed. ' +
    'Use it after finishing a large part of the work; it also happens automatically when the context is nearly full.',
  parameters: { type: 'object', properties: {} },
  describe: () => 'compress_context',
  async run(_args, context) {
    context.requestCompression();
    return reply({
      ok: true,
      message: 'The context will be compressed before your next turn. Continue the work afterwards.',
    });
  },
});
