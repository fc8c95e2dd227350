import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';
import { hasScript, startInPty } from '../support/pty.js';
import { login, raw } from './http.js';
import { writeProject } from './support.js';

/** `writer studio` as a person starts it: at a terminal, its address first, Ctrl+C to stop. */

describe('writer studio at a terminal', () => {
  it.skipIf(!hasScript)(
    'prints the address with its token first, serves the folder there, and stops on Ctrl+C',
    async () => {
      const cwd = tempDir();
      writeProject(path.join(cwd, 'drafts'));
      // As the README shows it.
      const run = startInPty(['studio', '-o', 'drafts'], { cwd });
      await run.waitFor(/Press Ctrl\+C to stop/);
      const first = run.output().split(/\r?\n/)[0] ?? '';
      const match = /^Studio: http:\/\/127\.0\.0\.1:(\d+)\/\?token=([\w-]{43})$/.exec(first);
      expect(match, first).not.toBeNull();
      const port = Number(match?.[1]);
      const cookie = await login(port, match?.[2] ?? '');
      const projects = await raw(port, '/api/projects', { headers: { Cookie: cookie } });
      expect(JSON.parse(projects.body)).toMatchObject([{ name: 'Gull_Rock' }]);
      run.type('\u0003');
      const { code, output } = await run.result;
      expect([0, 130]).toContain(code);
      expect(output).toContain('Studio stopped.');
      await expect(raw(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    },
  );

  it('refuses a missing output folder and a port that is not one', async () => {
    const cwd = tempDir();
    const missing = await runInProcess(['studio', '-o', 'nowhere'], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No output folder');
    const port = await runInProcess(['studio', '--port', '70000'], { cwd });
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('"70000" is not a port');
  });
});
