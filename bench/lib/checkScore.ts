import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Finding } from '../../src/check/index.js';
import type { Seed, SeededManuscript } from './seeded.js';

/**
 * Scoring `writer check` on a seeded manuscript: a seed is found when a
 * finding of its category names its file and line; every finding that
 * matches no seed is a false finding.
 */

export interface CategoryScore {
  category: string;
  seeded: number;
  found: number;
  missed: Seed[];
}

export interface Score {
  categories: CategoryScore[];
  falseFindings: Finding[];
}

function matches(f: Finding, s: Seed): boolean {
  return f.category === s.category && f.file === s.file && f.line === s.line;
}

export function score(seeds: readonly Seed[], findings: readonly Finding[]): Score {
  const categories = new Map<string, CategoryScore>();
  for (const seed of seeds) {
    const entry = categories.get(seed.category) ?? { category: seed.category, seeded: 0, found: 0, missed: [] };
    entry.seeded++;
    if (findings.some((f) => matches(f, seed))) entry.found++;
    else entry.missed.push(seed);
    categories.set(seed.category, entry);
  }
  return {
    categories: [...categories.values()],
    falseFindings: findings.filter((f) => !seeds.some((s) => matches(f, s))),
  };
}

/** Write a seeded manuscript into a fresh folder; the caller removes it with the returned function. */
export function writeManuscript(m: SeededManuscript): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-check-seeded-'));
  for (const [name, text] of Object.entries(m.files)) writeFileSync(path.join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
