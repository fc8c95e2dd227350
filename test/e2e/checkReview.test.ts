import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLine } from '../../src/check/forReview.js';
import type { Finding } from '../../src/check/types.js';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The author's word is kept: a finding dismissed in review.md stays
 * dismissed on the next `writer check` while its evidence is unchanged
 * (lines added above it move it, not its id), and comes back when the words
 * it rests on change; a project's ignore list hides what the author meant.
 */

const BIBLE = '## Characters\n### Mara Voss\n- eyes: grey\n';
const ONE = "# One\n\nMara's grey eyes took in the harbour.\n\nMarra walked along the quay.\n";

let cwd: string;
const env = { GEMINI_API_KEY: undefined };

function write(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

async function check(dir: string): Promise<{ code: number; findings: Finding[]; stdout: string }> {
  const json = await runInProcess(['check', dir, '--json'], { cwd, env });
  const text = await runInProcess(['check', dir], { cwd, env });
  return { code: json.code ?? -1, findings: JSON.parse(json.stdout).findings, stdout: text.stdout };
}

beforeAll(() => {
  cwd = tempDir('writer-check-review-');
});

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('writer check keeps the author’s word', () => {
  it('a finding dismissed in review.md stays dismissed on the next check while its evidence is unchanged', async () => {
    const dir = path.join(cwd, 'Harbour');
    write(dir, { 'bible.md': BIBLE, 'chapter_01.md': ONE });
    const first = await check('Harbour');
    expect(first.code).toBe(1);
    const marra = first.findings.find((f) => f.category === 'names') as Finding;
    expect(marra.message).toContain('"Marra"');
    expect(marra.id).toMatch(/^[0-9a-f]{10}$/);
    // The review pass (and the studio) write the line; the author dismisses it with a reason.
    write(dir, { 'review.md': `# Review\n\n${reviewLine(marra, 'dismissed', 'her brother’s name for her')}\n` });
    // A paragraph added above moves the finding's line but not its id.
    write(dir, { 'chapter_01.md': ONE.replace('# One\n\n', '# One\n\nThe tide was out.\n\n') });
    const second = await check('Harbour');
    expect(second.findings.filter((f) => f.category === 'names')).toEqual([]);
    expect(second.stdout).toContain('Not shown: 1 finding dismissed in review.md.');
    // Once the words it rests on change, the finding is shown again, at its new place.
    write(dir, { 'chapter_01.md': ONE.replace('Marra walked along', 'Marra ran along') });
    const third = await check('Harbour');
    expect(third.findings.map((f) => `${f.category} ${f.line}`)).toContain('names 5');
    expect(third.stdout).not.toContain('Not shown');
  });

  it('a project ignore list in writer.config.yaml hides a category, a name or a phrase; a mistyped key is refused', async () => {
    const dir = path.join(cwd, 'Quay');
    write(dir, { 'bible.md': BIBLE, 'chapter_01.md': ONE });
    write(dir, { 'writer.config.yaml': 'check:\n  ignore: [Marra]\n' });
    const hidden = await check('Quay');
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain('Not shown: 1 finding on the ignore list');
    write(dir, { 'writer.config.yaml': 'check:\n  ignore: ["attribute: Marra"]\n' });
    expect((await check('Quay')).findings.map((f) => f.category)).toEqual(['names']);
    write(cwd, { 'writer.config.yaml': 'check:\n  ignor: [names]\n' });
    const refused = await runInProcess(['check', 'Quay'], { cwd, env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'writer.config.yaml:2: check has an unknown field "ignor". Did you mean "ignore"?',
    );
    write(cwd, { 'writer.config.yaml': 'check:\n  ignore: [names]\n' });
    expect((await check('Quay')).code).toBe(0);
    rmSync(path.join(cwd, 'writer.config.yaml'));
  });
});
