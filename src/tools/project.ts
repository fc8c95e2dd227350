import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errorResult, type ToolDefinition } from './registry.js';

const MAX_NAME_CHARS = 100;

/**
 * A folder name from whatever the model proposes: Unicode letters, digits,
 * marks, "-" and "_" survive; spaces become "_"; everything else goes.
 */
export function sanitizeProjectName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .trim()
    .replace(/\s+/gu, '_')
    .replace(/^[-_]+|[-_]+$/gu, '');
  const truncated = Array.from(cleaned).slice(0, MAX_NAME_CHARS).join('');
  return truncated === '' ? 'untitled' : truncated;
}

/**
 * Create a new folder for `name` under `outputDir`; if the name is taken,
 * use name-2, name-3, ... A fresh run never writes into an earlier run's folder.
 */
export async function createProjectFolder(outputDir: string, name: string): Promise<{ name: string; dir: string }> {
  await fs.mkdir(outputDir, { recursive: true });
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name}-${n}`;
    const dir = path.join(outputDir, candidate);
    try {
      await fs.mkdir(dir);
      return { name: candidate, dir: path.resolve(dir) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export const createProjectTool: ToolDefinition = {
  name: 'create_project',
  description:
    'Create the project folder for this work and make it active. Call this once, first, before writing any file. ' +
    'The name becomes a folder name (letters, digits, "-" and "_"; spaces become "_").',
  parameters: {
    type: 'object',
    properties: {
      project_name: { type: 'string', description: 'A short name for the work, e.g. "The Lighthouse Keeper".' },
    },
    required: ['project_name'],
  },
  describe: (args) => `create_project "${String(args.project_name)}"`,
  async run(args, context) {
    const requested = sanitizeProjectName(String(args.project_name));
    const active = context.project;
    if (active) {
      // One session, one folder: a repeated call must not scatter the work.
      return {
        project_name: active.name,
        path: active.dir,
        message:
          `Project "${active.name}" is already active; all files are written there.` +
          (requested === active.name ? '' : ` (Requested "${requested}" was not created.)`),
      };
    }
    try {
      const project = await createProjectFolder(context.outputDir, requested);
      await context.activateProject(project);
      return {
        project_name: project.name,
        path: project.dir,
        message: `Created project folder "${project.name}". Files you write now go there.`,
      };
    } catch (error) {
      return errorResult(`Could not create the project folder: ${(error as Error).message}`);
    }
  },
};
