import { listProjectFiles, progressToward, totalWords } from './projectFiles.js';
import { errorResult, type ToolDefinition } from './registry.js';

export const listFilesTool: ToolDefinition = {
  name: 'list_files',
  description:
    "List the active project's files with their word counts, the total, and the progress toward the target length.",
  parameters: { type: 'object', properties: {} },
  describe: () => 'list_files',
  async run(_args, context) {
    const project = context.project;
    if (!project) return errorResult('No active project. Call create_project first.');
    const files = await listProjectFiles(project.dir, context.wordCache);
    const total = totalWords(files);
    return {
      files: files.map((file) => ({ path: file.path, words: file.words })),
      total_words: total,
      ...(context.targetWords ? { progress: await progressToward(project.dir, files, context.targetWords) } : {}),
    };
  },
};
