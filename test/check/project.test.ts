import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject, formatFinding } from '../../src/check/index.js';

const BIBLE = `# Bible

## Characters
### Mara Voss ("Mar")
- eyes: grey
- hair: black
- pronouns: she/her

### Elias Brandt
- aliases: Eli
- fate: dies in chapter 2

## Timeline
- Chapter 3 — Mara's hair: cropped and red (she dyes it)

## Open threads
- The sealed letter from Elias — set up in chapter 1 — pays off in chapter 3
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-check-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('checkProject', () => {
  it('finds a misspelt name, a changed eye colour and a dead man speaking, and keeps quiet about the traps', async () => {
    const dir = project({
      'bible.md': BIBLE,
      'chapter_01.md': `# One\n\nMara's grey eyes took in the harbour. Elias gave her a sealed letter.\n\nMarra walked along the quay. "Hello," said Eli.\n`,
      'chapter_02.md': '# Two\n\nMara looked up, her green eyes wet. Elias died that night.\n',
      'chapter_03.md':
        '# Three\n\nMara opened the letter. Mara\'s red hair was short now.\n\n"You look tired," Elias said.\n\nShe remembered how Elias walked the cliffs every morning.\n',
    });
    const report = await checkProject(dir);
    const lines = report.findings.map(formatFinding);
    expect(lines).toContain(
      `- chapter_01.md:5 — names — "Marra" is not a name in the bible; did you mean "Mara" (bible.md:4, chapter_01.md:3)?`,
    );
    expect(lines).toContain(
      '- chapter_02.md:3 — attribute — Mara Voss\'s eyes are "green" here; bible: grey (bible.md:5) (chapter_01.md:3 agrees with the bible)',
    );
    expect(report.findings.filter((f) => f.category === 'dead').map((f) => f.line)).toEqual([5]);
    // The recorded change (red hair from chapter 3), the memory, the alias and the paid-off thread are not errors.
    expect(report.findings).toHaveLength(3);
    expect(report.chapters).toEqual(['chapter_01.md', 'chapter_02.md', 'chapter_03.md']);
  });

  it('says which checks it could not run and why', async () => {
    const dir = project({ 'chapter_01.md': 'Mara walked home.\n' });
    const report = await checkProject(dir);
    expect(report.findings).toEqual([]);
    // Names, attributes, the dead and the voice read the text itself: a bible is not needed for them.
    expect(report.skipped.map((s) => s.check)).not.toContain('names');
    expect(report.skipped).toContainEqual({ check: 'length', reason: 'the outline gives no chapter budgets' });
  });
});
