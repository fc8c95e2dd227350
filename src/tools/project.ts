import { promises as fs } from 'node:fs';
import path from 'node:path';
import { makeFolders } from '../util/atomicWrite.js';
import { errnoCode, errorMessage } from '../util/errors.js';
import { defineTool, failure, reply } from './registry.js';

/**
 * File systems limit a name to 255 bytes, not characters: 100 CJK letters are
 * 300 bytes. Leave room for the "-NN" suffix of a taken name.
 */
const MAX_NAME_BYTES = 120;

/** The longest prefix of `text` within `budget` UTF-8 bytes, never cutting a character (or a letter and its marks) in two. */
export function truncateToBytes(text: string, budget: number): string {
  let out = '';
  let bytes = 0;
  // Stryker disable next-line ObjectLiteral: grapheme is Intl.Segmenter's default granularity
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    bytes += Buffer.byteLength(segment, 'utf8');
    if (bytes > budget) break;
    out += segment;
  }
  return out;
}

/**
 * A folder name from whatever the model proposes: Unicode letters, digits,
 * marks, "-" and "_" survive; spaces become "_"; everything else goes.
 */
export function sanitizeProjectName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s+/gu, '_')
    .replace(/^[-_]+/u, '');
  // Trailing "-" and "_" go after the cut, which may leave new ones.
  const truncated = truncateToBytes(cleaned, MAX_NAME_BYTES).replace(/[-_]+$/u, '');
  return truncated === '' ? 'untitled' : truncated;
}

/**
 * Create a new folder for `name` under `outputDir`; if the name is taken,
 * use name-2, name-3, ... A fresh run never writes into an earlier run's folder.
 */
export async function createProjectFolder(outputDir: string, name: string): Promise<{ name: string; dir: string }> {
  await makeFolders(outputDir);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name}-${n}`;
    const dir = path.join(outputDir, candidate);
    try {
      await fs.mkdir(dir);
      return { name: candidate, dir: path.resolve(dir) };
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
    }
  }
}

export const createProjectTool = defineTool({
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
  describe: (args) => `create_project "${args.project_name}"`,
  async run(args, context) {
    const requested = sanitizeProjectName(args.project_name);
    const active = context.project;
    if (active) {
      // One session, one folder: a repeated call must not scatter the work.
      return reply({
        project_name: active.name,
        path: active.dir,
        message:
          `Project "${active.name}" is already active; all files are written there.` +
          (requested === active.name ? '' : ` (Requested "${requested}" was not created.)`),
      });
    }
    try {
      const project = await createProjectFolder(context.outputDir, requested);
      await context.activateProject(project);
      return reply({
        project_name: project.name,
        path: project.dir,
        message: `Created project folder "${project.name}". Files you write now go there.`,
      });
    } catch (error) {
      return failure('io_error', `Could not create the project folder: ${errorMessage(error)}`);
    }
  },
});
