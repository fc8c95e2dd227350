import { listProjectFiles, progressToward, totalWords } from '../project/files.js';
import { defineTool, failure, reply } from './registry.js';

export const listFilesTool = defineTool({
  name: 'list_files',
  description:
    "List the active project's files with their word counts, the total, and the progress toward the target length.",
  parameters: { type: 'object', properties: {} },
  describe: () => 'list_files',
  async run(_args, context) {
    const project = context.project;
    if (!project) return failure('no_project', 'No active project. Call create_project first.');
    const files = await listProjectFiles(project.dir, context.wordCache);
    const total = totalWords(files);
    return reply({
      files: files.map((file) => ({ path: file.path, words: file.words })),
      total_words: total,
      ...(context.targetWords ? { progress: await progressToward(project.dir, files, context.targetWords) } : {}),
    });
  },
});
