import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

function project(cwd: string): void {
  const dir = path.join(cwd, 'books', 'Gull_Rock');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), '# Gull Rock\n\n- `chapter_01.md` — The Lamp\n');
  writeFileSync(path.join(dir, 'chapter_01.md'), '# The Lamp\n\nLa lampe tournait toute la nuit.\n');
}

describe('author and lang for export from the config file and the environment', () => {
  it('writer.config.yaml and WRITER_AUTHOR / WRITER_LANG set them; --author and --lang win', async () => {
    const cwd = tempDir();
    project(cwd);
    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'author: Ann Lee\nlang: fr\noutput_dir: books\n');
    const fromFile = await runInProcess(['export', 'Gull_Rock', '--out', 'a.md'], { cwd });
    expect(fromFile.code).toBe(0);
    const a = readFileSync(path.join(cwd, 'a.md'), 'utf8');
    expect(a).toContain('author: Ann Lee');
    expect(a).toContain('lang: fr');

    const fromEnv = await runInProcess(['export', 'Gull_Rock', '--out', 'b.md'], {
      cwd,
      env: { WRITER_AUTHOR: 'Bo Dahl', WRITER_LANG: 'pt-BR' },
    });
    expect(fromEnv.code).toBe(0);
    const b = readFileSync(path.join(cwd, 'b.md'), 'utf8');
    expect(b).toContain('author: Bo Dahl');
    expect(b).toContain('lang: pt-BR');

    const flags = await runInProcess(['export', 'Gull_Rock', '--out', 'c.md', '--author', 'Cy Moss', '--lang', 'de'], {
      cwd,
      env: { WRITER_AUTHOR: 'Bo Dahl' },
    });
    expect(flags.code).toBe(0);
    const c = readFileSync(path.join(cwd, 'c.md'), 'utf8');
    expect(c).toContain('author: Cy Moss');
    expect(c).toContain('lang: de');

    const shown = await runInProcess(['config'], { cwd, env: { WRITER_AUTHOR: 'Bo Dahl' } });
    expect(shown.stdout).toMatch(/author\s+Bo Dahl\s+WRITER_AUTHOR/);

    writeFileSync(path.join(cwd, 'writer.config.yaml'), 'lang: français\n');
    const bad = await runInProcess(['export', path.join('books', 'Gull_Rock'), '--out', 'd.md'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('lang must be a language tag like en, fr or pt-BR');
  });
});
