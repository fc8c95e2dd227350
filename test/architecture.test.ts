import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..', 'src');
/** Layers the agent is built on: they never reach up into the agent, the CLI, batch or recovery. */
const LOWER = ['util', 'model', 'project', 'tools', 'context', 'craft', 'config', 'prompts', 'export', 'cost', 'check'];
const UPPER = /from '(?:\.\.\/)+(?:agent|cli|batch)\/|from '(?:\.\.\/)+(?:recovery|writer)\.js'/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('layers', () => {
  it('no lower layer imports from agent/, cli/, batch/ or recovery', () => {
    const offending = LOWER.flatMap((layer) => sources(path.join(SRC, layer))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => UPPER.test(line))
        .map((line) => `${path.relative(SRC, file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
