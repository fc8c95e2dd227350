import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject } from '../../src/check/index.js';

/**
 * The smoke test the issue names: ../shared/examples/slips, three chapters
 * with four blatant slips. Expected: exactly four findings, each naming both
 * places, with no bible and with a bible of its own.
 */

const SLIPS = path.resolve(import.meta.dirname, '../../../shared/examples/slips');

const BIBLE = `# Bible

## Characters
### Mara Voss
- pronouns: she/her

### Tomas Reyes

### Hendrik
- role: lighthouse keeper

## Style
- Third person, past tense.
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copy(withBible: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-slips-'));
  dirs.push(dir);
  for (const file of ['chapter_01.md', 'chapter_02.md', 'chapter_03.md'])
    cpSync(path.join(SLIPS, file), path.join(dir, file));
  if (withBible) writeFileSync(path.join(dir, 'bible.md'), BIBLE);
  return dir;
}

describe.skipIf(!existsSync(SLIPS))('the slips example (../shared/examples/slips)', () => {
  for (const withBible of [false, true])
    it(`finds the four slips, each with both places, ${withBible ? 'with a bible' : 'with no bible'}`, async () => {
      const report = await checkProject(copy(withBible));
      const found = report.findings.map((f) => [f.category, `${f.file}:${f.line}`, f.against?.file, f.against?.line]);
      expect(found).toEqual(
        expect.arrayContaining([
          ['attribute', 'chapter_03.md:3', 'chapter_01.md', 3],
          ['dead', 'chapter_03.md:3', 'chapter_02.md', 3],
          ['pov', 'chapter_03.md:5', withBible ? 'bible.md' : 'chapter_03.md', withBible ? expect.any(Number) : 3],
          ['names', 'chapter_03.md:7', 'chapter_01.md', 3],
        ]),
      );
      expect(report.findings).toHaveLength(4);
      // Both places are in the line a reader sees, not only in the JSON.
      const attribute = report.findings.find((f) => f.category === 'attribute');
      expect(attribute?.message).toMatch(/"blue" here; chapter_01\.md:3 says "grey"/);
      expect(report.findings.find((f) => f.category === 'dead')?.message).toMatch(/chapter_02\.md:3/);
      const names = report.findings.find((f) => f.category === 'names')?.message;
      expect(names).toMatch(/"Reyez".*"Reyes"/);
      expect(names).toContain('chapter_01.md:3');
    });
});
