import { lstatSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, resolveProjectFile } from '../../src/tools/paths.js';
import { createProjectTool } from '../../src/tools/project.js';
import { isOutcome } from '../../src/tools/registry.js';
import { writeFileTool } from '../../src/tools/writeFile.js';
import { tempDir } from '../support/cli.js';
import { TestToolContext } from '../support/toolContext.js';
import { trials } from '../support/trials.js';

/** A small seeded generator, so a failing case can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '..',
  '.',
  '/',
  '\\',
  '//',
  'a',
  'chapter',
  'é',
  '灯台',
  '등대',
  '🙂',
  ' ',
  '\t',
  '\u0000',
  '\n',
  '\r',
  '\u001b',
  '\u202e',
  '~',
  '$HOME',
  '%2e%2e',
  'C:',
  ':',
  '*',
  '?',
  '"',
  '<',
  '>',
  '|',
  '.writer',
  '.context_summary_x',
  'link',
  'up',
  'x'.repeat(120),
  '.md',
  '.txt',
  '-',
  '_',
  'CON',
  '\u00ad',
  '\u200b',
  '..\\..',
  '/etc/passwd',
  '\\\\server\\share',
];

function randomName(random: () => number): string {
  const length = 1 + Math.floor(random() * 6);
  let name = '';
  for (let i = 0; i < length; i++) name += PIECES[Math.floor(random() * PIECES.length)];
  return name;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const stat = lstatSync(full);
    if (stat.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

async function sandboxWithProject() {
  const sandbox = tempDir('writer-prop-');
  const outside = path.join(sandbox, 'outside');
  mkdirSync(outside);
  const context = new TestToolContext(path.join(sandbox, 'output'));
  await createProjectTool.run({ project_name: 'P' }, context);
  const project = context.project!.dir;
  symlinkSync(outside, path.join(project, 'link'));
  symlinkSync('..', path.join(project, 'up'));
  return { sandbox, outside, context, project };
}

const NAMES = trials(10_000, 2_000);
const WRITES = trials(1_000, 150);

describe('file names from the model never resolve outside the project (generated names)', () => {
  it(`holds for ${NAMES} hostile and Unicode names`, { timeout: 120_000 }, async () => {
    const { project } = await sandboxWithProject();
    const root = realpathSync(project);
    const random = mulberry32(7);
    let accepted = 0;
    for (let i = 0; i < NAMES; i++) {
      const name = randomName(random);
      const resolved = await resolveProjectFile(project, name);
      if (isOutcome(resolved)) continue;
      accepted++;
      expect(isInside(project, resolved.absolute), JSON.stringify(name)).toBe(true);
      const segments = resolved.relative.split('/');
      // No hidden names (writer's own files), and never through the links that lead out.
      expect(
        segments.some((s) => s.startsWith('.')),
        JSON.stringify(name),
      ).toBe(false);
      expect(['link', 'up'].includes(segments[0] as string), JSON.stringify(name)).toBe(false);
      expect(isInside(root, path.join(root, resolved.relative))).toBe(true);
    }
    expect(accepted).toBeGreaterThan(NAMES / 10);
  });

  // Real writes, each flushed to disk: give it room when the suite runs beside the end-to-end tests.
  it(`and writing ${WRITES} of them puts nothing outside it`, { timeout: 120_000 }, async () => {
    const { sandbox, outside, context, project } = await sandboxWithProject();
    const random = mulberry32(20261202);
    let accepted = 0;
    for (let i = 0; i < WRITES; i++) {
      const name = randomName(random);
      const mode = ['create', 'append', 'overwrite'][i % 3] as string;
      const { response: result } = await writeFileTool.run({ filename: name, content: `case ${i}`, mode }, context);
      if (result.error === undefined) {
        accepted++;
        const written = realpathSync(path.join(project, result.file as string));
        expect(isInside(realpathSync(project), written), `case ${i}: ${JSON.stringify(name)}`).toBe(true);
      }
    }
    // Some names are fine and were written; nothing at all landed outside the project.
    expect(accepted).toBeGreaterThan(WRITES / 10);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(sandbox).sort()).toEqual(['output', 'outside']);
    expect(readdirSync(path.join(sandbox, 'output'))).toEqual(['P']);
    for (const file of walk(project)) {
      expect(isInside(project, file)).toBe(true);
      expect(
        path
          .relative(project, file)
          .split(path.sep)
          .some((s) => s === '.writer' || s.startsWith('.context_summary')),
      ).toBe(false);
    }
  });
});
