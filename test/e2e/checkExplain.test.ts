import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/types.js';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The README's harbour example as the user types it: `writer check --explain`
 * and its JSON, and `--lang fr` (and a project whose writer.config.yaml says
 * `lang: fr`) naming the checks it cannot run on one line.
 */

const FILES: Record<string, string> = {
  'bible.md':
    '## Characters\n### Mara Voss\n- eyes: grey\n- pronouns: she/her\n### Elias Brandt\n- fate: dies in chapter 2\n## Style\n- Third person, past tense.\n',
  'chapter_01.md': "# One\n\nMara's grey eyes took in the harbour. Marra walked along the quay.\n",
  'chapter_02.md': '# Two\n\nElias died that night, and the lamp went out.\n',
  'chapter_03.md':
    '# Three\n\nMara looked up, her green eyes wet.\n\n"Bring the lamp," Elias said from the doorway.\n\nMara walks to the door. She opens it and looks out. The wind pulls at her coat. She turns back.\n',
};

let cwd: string;
const env = { GEMINI_API_KEY: undefined };

beforeAll(() => {
  cwd = tempDir('writer-check-explain-');
  const dir = path.join(cwd, 'harbour');
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
});

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('writer check --explain and --lang', () => {
  it('lists the facts it compared, from the text and from the bible, with their places', async () => {
    const run = await runInProcess(['check', '--explain', 'harbour'], { cwd, env });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '- chapter_03.md:3 — attribute — Mara Voss\'s eyes are "green" here; bible: grey (bible.md:3)',
    );
    expect(run.stdout).toContain('  Mara Voss — bible, first at bible.md:2, named 3 times; also "Mara", "Voss"');
    expect(run.stdout).toContain('    eyes: green — text chapter_03.md:3');
    expect(run.stdout).toContain('    dies in chapter 2 — bible bible.md:6');
    const json = await runInProcess(['check', '--explain', '--json', 'harbour'], { cwd, env });
    const report = JSON.parse(json.stdout) as CheckReport;
    const mara = report.facts?.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.facts).toContainEqual({ fact: 'eyes: grey', source: 'text', file: 'chapter_01.md', line: 3 });
    const attribute = report.findings.find((f) => f.category === 'attribute');
    expect(attribute?.against).toEqual({ file: 'bible.md', line: 3, evidence: 'grey' });
    // Without --explain the report carries no facts.
    const plain = JSON.parse((await runInProcess(['check', '--json', 'harbour'], { cwd, env })).stdout) as CheckReport;
    expect(plain.facts).toBeUndefined();
  });

  it('reads a French book without English rules, and says so on one line', async () => {
    const run = await runInProcess(['check', '--lang', 'fr', 'harbour'], { cwd, env });
    const line = run.stdout.split('\n').filter((l) => l.includes('French (fr)'));
    expect(line).toEqual([
      'Not checked: attributes, dead, kin, voice, places, objects, threads — they read English words and this book is in French (fr); names, dates, repetition and length were checked.',
    ]);
    expect(run.stdout).not.toMatch(/— (attribute|dead|tense|pov) —/);
    writeFileSync(path.join(cwd, 'harbour', 'writer.config.yaml'), 'lang: fr\n');
    try {
      const fromProject = await runInProcess(['check', 'harbour'], { cwd, env });
      expect(fromProject.stdout).toContain('this book is in French (fr)');
    } finally {
      rmSync(path.join(cwd, 'harbour', 'writer.config.yaml'));
    }
  });
});
