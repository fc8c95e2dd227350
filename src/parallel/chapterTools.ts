import { compressContextTool } from '../tools/compression.js';
import { editFileTool } from '../tools/editFile.js';
import { listFilesTool } from '../tools/listFiles.js';
import { readFileTool } from '../tools/readFile.js';
import { defineTool, failure, isOutcome, reply, type ToolDefinition, ToolRegistry } from '../tools/registry.js';
import { searchFilesTool } from '../tools/searchFiles.js';
import { targetFile } from '../tools/target.js';
import { writeFileTool } from '../tools/writeFile.js';

/**
 * The tools of a chapter session: it reads and searches the whole project,
 * writes only its own chapter, and hands what belongs in the bible back as
 * proposals (the main session merges them at the stitch), so no two
 * sessions ever write one file.
 */

export const PROPOSE_TOOL = 'propose_bible_change';

export const proposeBibleChangeTool = defineTool({
  name: PROPOSE_TOOL,
  description:
    'Hand back one fact for bible.md that your chapter fixed and the bible does not hold yet (a new minor character, ' +
    'a place, a date, a detail of a character). The main author merges proposals into bible.md once every chapter is drafted.',
  parameters: {
    type: 'object',
    properties: {
      change: {
        type: 'string',
        description:
          'The fact, as a line for bible.md, e.g. "Jonas Pell — harbourmaster, 60s, limps; first seen in chapter 5".',
      },
    },
    required: ['change'],
  },
  describe: (args) => `propose_bible_change "${args.change.slice(0, 60)}"`,
  async run(args) {
    const change = args.change.trim();
    if (change === '')
      return failure('invalid_arguments', 'The change is empty: give the fact as one line for bible.md.');
    // The fact travels back in the result, so the journal's tool results are the record of every proposal.
    return reply({ ok: true, recorded: change, message: 'Recorded for the bible; go on with the chapter.' });
  },
});

/** A writing tool that refuses every file but `own`, with a message the model can act on. */
function onlyOwnFile(tool: ToolDefinition, own: string): ToolDefinition {
  return {
    ...tool,
    async run(args, context, signal) {
      const project = context.project;
      const filename = args.filename;
      if (project && typeof filename === 'string') {
        const target = await targetFile(project.dir, filename);
        if (isOutcome(target)) return target;
        if (target.relative !== own)
          return failure(
            'invalid_path',
            `You may write only ${own}; ${target.relative} belongs to the main author or another chapter writer. ` +
              'Hand facts for bible.md back with propose_bible_change.',
          );
      }
      return tool.run(args, context, signal);
    },
  };
}

export function chapterTools(own: string): ToolRegistry {
  return new ToolRegistry([
    onlyOwnFile(writeFileTool, own),
    onlyOwnFile(editFileTool, own),
    readFileTool,
    searchFilesTool,
    listFilesTool,
    compressContextTool,
    proposeBibleChangeTool,
  ]);
}
