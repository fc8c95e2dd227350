import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * `writer check --plan`: the plan check without a model, like `writer check`
 * (exit 0 the plan adds up, 1 problems, 2 bad input), no key, no request.
 */

let cwd: string;
const env = { GEMINI_API_KEY: undefined, GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9' };

function project(name: string, outline: string, journal?: object): string {
  const dir = path.join(cwd, 'drafts', name);
  mkdirSync(path.join(dir, '.writer'), { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), outline);
  if (journal) writeFileSync(path.join(dir, '.writer', 'session.jsonl'), `${JSON.stringify(journal)}\n`);
  return dir;
}

const OUTLINE = `# Gull Rock

- \`chapter_01.md\` — The Lamp — Mara finds the letter — 1,500 words
- \`chapter_02.md\` — The Crossing — the ferry — 1,500 words
`;

beforeAll(() => {
  cwd = tempDir('writer-check-plan-');
  const session = {
    type: 'session',
    version: 1,
    prompt: 'p',
    model: 'gemini-2.5-flash',
    startedAt: '2026-01-01T00:00:00Z',
  };
  project('Short', OUTLINE, { ...session, targetWords: 30_000 });
  project('Fits', OUTLINE, { ...session, targetWords: 3_000 });
  project('Seamless', OUTLINE, { ...session, targetWords: 3_000, parallel: 4 });
  project('Nameless', `${OUTLINE}- Chapter 3 — The Storm — 1,000 words\n`);
});

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('writer check --plan', () => {
  it("holds the budgets to the project's own target: 3,000 of 30,000 words fails (exit 1) and says what to do", async () => {
    const result = await runInProcess(['check', '--plan', 'Short', '-o', 'drafts'], { cwd, env });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('the chapter budgets add up to 3,000 words, 10% of the 30,000-word target');
    expect(result.stdout).toContain('raise the budgets or add chapters');
    expect(result.stdout).toContain(
      '1 problem in the plan: 2 chapters, budgets 3,000 words against a 30,000-word target.',
    );
  });

  it('passes a plan that adds up (exit 0); --words holds it to another target', async () => {
    const fits = await runInProcess(['check', '--plan', 'Fits', '-o', 'drafts'], { cwd, env });
    expect(fits.stdout).toBe('The plan adds up: 2 chapters, budgets 3,000 words against a 3,000-word target.\n');
    expect(fits.code).toBe(0);
    const other = await runInProcess(['check', '--plan', path.join('drafts', 'Fits'), '--words', '10k'], { cwd, env });
    expect(other.code).toBe(1);
    expect(other.stdout).toContain('30% of the 10,000-word target');
  });

  it('asks for seams when the project was planned for --parallel, or when --parallel is given', async () => {
    const seamless = await runInProcess(['check', '--plan', 'Seamless', '-o', 'drafts'], { cwd, env });
    expect(seamless.code).toBe(1);
    expect(seamless.stdout).toContain('outline.md:3: chapter_01.md has no "Opens" or "Ends" seam');
    const asked = await runInProcess(['check', '--plan', 'Fits', '-o', 'drafts', '--parallel', '2'], { cwd, env });
    expect(asked.code).toBe(1);
    expect(asked.stdout).toContain('chapter_02.md has no "Opens" or "Ends" seam');
  });

  it('points at a chapter line without a file name, by its line', async () => {
    const result = await runInProcess(['check', '--plan', 'Nameless', '-o', 'drafts', '--json'], { cwd, env });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { ok: boolean; problems: Array<{ kind: string; line: number }> };
    expect(report.ok).toBe(false);
    expect(report.problems).toMatchObject([{ kind: 'no-file', line: 5 }]);
  });

  it('a missing project or a project without outline.md is bad input (exit 2)', async () => {
    const missing = await runInProcess(['check', '--plan', 'Nowhere', '-o', 'drafts'], { cwd, env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such project: Nowhere');
    mkdirSync(path.join(cwd, 'drafts', 'Empty'), { recursive: true });
    const empty = await runInProcess(['check', '--plan', 'Empty', '-o', 'drafts'], { cwd, env });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('No outline.md in');
  });
});
