import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShell, tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * `writer check` as a person runs it: like a linter (exit 0 clean, 1 with
 * findings, 2 on bad input), with no API key and no request to anyone.
 */

const BIBLE = `# Bible

## Characters
### Mara Voss ("Mar")
- eyes: grey
- pronouns: she/her

### Elias Brandt
- fate: dies in chapter 2

## Style
- Third person, past tense.
`;

let cwd: string;
let connections = 0;
const server = createServer((_req, res) => res.end('{}'));
server.on('connection', () => connections++);
let env: Record<string, string | undefined>;

function project(dir: string, chapters: Record<string, string>): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'bible.md'), BIBLE);
  for (const [name, text] of Object.entries(chapters)) writeFileSync(path.join(dir, name), text);
  return dir;
}

beforeAll(async () => {
  cwd = tempDir('writer-check-e2e-');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // No key at all, and every way to reach a server leads to one that counts connections.
  env = { GEMINI_API_KEY: undefined, GOOGLE_GEMINI_BASE_URL: url, HTTPS_PROXY: url, HTTP_PROXY: url };
  project(path.join(cwd, 'drafts', 'Harbour'), {
    'chapter_01.md': "# One\n\nMara's grey eyes took in the harbour.\n\nMarra walked along the quay.\n",
    'chapter_02.md': '# Two\n\nElias died that night.\n',
    'chapter_03.md': '# Three\n\n"Bring the lamp," Elias said.\n',
  });
  project(path.join(cwd, 'clean'), { 'chapter_01.md': "# One\n\nMara's grey eyes took in the harbour.\n" });
});

afterAll(() => {
  server.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe('writer check', () => {
  it('prints findings in review.md form, most certain first, and exits 1; no key, no request', async () => {
    const result = await runInProcess(['check', 'drafts/Harbour'], { cwd, env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      `- chapter_01.md:5 — names — "Marra" is not a name in the bible; did you mean "Mara" (bible.md:4, chapter_01.md:3)?`,
      '- chapter_03.md:3 — dead — Elias Brandt speaks here, but the bible has them die in chapter 2 (bible.md:9); not marked as memory, dream or flashback',
    ]);
    expect(lines, lines.join('\n')).toContain('2 findings in 3 chapters (24 words).');
    expect(lines.some((l) => l.startsWith('Not checked: places — '))).toBe(true);
    expect(connections).toBe(0);
    // The last check is kept for status and export.
    const last = JSON.parse(readFileSync(path.join(cwd, 'drafts', 'Harbour', '.writer', 'check.json'), 'utf8'));
    expect(last.findings).toHaveLength(2);
  });

  it('finds a project by name under the output folder, and gives JSON with --json', async () => {
    const result = await runInProcess(['check', 'Harbour', '-o', 'drafts', '--json', '--min-confidence', '0.88'], {
      cwd,
      env,
    });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.findings).toEqual([
      expect.objectContaining({ file: 'chapter_01.md', line: 5, category: 'names', confidence: 0.9 }),
      expect.objectContaining({
        file: 'chapter_03.md',
        line: 3,
        category: 'dead',
        evidence: '"Bring the lamp," Elias said.',
      }),
    ]);
    expect(report.chapters).toEqual(['chapter_01.md', 'chapter_02.md', 'chapter_03.md']);
  });

  it('given the output folder itself, checks its newest project', async () => {
    const result = await runInProcess(['check', 'drafts'], { cwd, env });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('- chapter_01.md:5 — names —');
  });

  it('exits 0 on a clean manuscript and 2 on bad input', async () => {
    expect((await runInProcess(['check', 'clean'], { cwd, env })).code).toBe(0);
    const missing = await runInProcess(['check', 'no-such-folder'], { cwd, env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such folder or project: no-such-folder');
    const bad = await runInProcess(['check', 'clean', '--min-confidence', '1.5'], { cwd, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must be a number from 0 to 1');
    mkdirSync(path.join(cwd, 'empty'), { recursive: true });
    expect((await runInProcess(['check', 'empty'], { cwd, env })).code).toBe(2);
    expect(connections).toBe(0);
  });

  it('ends quietly when its output is cut short by head', async () => {
    const result = await runShell(
      `node ${JSON.stringify(path.resolve('dist/src/writer.js'))} check drafts/Harbour | head -1`,
      {
        cwd,
        env,
      },
    );
    expect(result.stdout).toBe(
      `- chapter_01.md:5 — names — "Marra" is not a name in the bible; did you mean "Mara" (bible.md:4, chapter_01.md:3)?\n`,
    );
    expect(result.stderr).toBe('');
  });

  it('makes export warn, not refuse, while the last check has findings review.md has not resolved', async () => {
    await runInProcess(['check', 'drafts/Harbour'], { cwd, env });
    const exported = await runInProcess(['export', 'drafts/Harbour', '--out', 'book.md'], { cwd, env });
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain('Warning: the last writer check found 2 unresolved findings');
    writeFileSync(
      path.join(cwd, 'drafts', 'Harbour', 'review.md'),
      '- [fixed] [check] chapter_01.md:5 — names — fixed\n- [dismissed] [check] chapter_03.md:3 — dead — a ghost story\n',
    );
    const again = await runInProcess(['export', 'drafts/Harbour', '--out', 'book.md'], { cwd, env });
    expect(again.stderr).toBe('');
    const status = await runInProcess(['status', 'drafts/Harbour'], { cwd, env });
    expect(status.stdout).toMatch(/Check: 2 findings, 0 unresolved \(writer check, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/);
  });
});
