import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath, runShell, tempDir } from '../support/cli.js';
import { functionCallPart, type GeminiServer, startGeminiServer, turnReply } from '../support/geminiServer.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('stderr piped too: `writer "…" 2>&1 | head -5`', () => {
  it('stops, saves the context, releases the lock and exits 130, not 0', async () => {
    let turn = 0;
    server = await startGeminiServer({
      replies: () =>
        ++turn === 1
          ? turnReply([functionCallPart('create_project', { project_name: 'Pipe' })])
          : {
              ...turnReply([
                functionCallPart('write_file', {
                  filename: `c${turn}.md`,
                  content: 'Words. '.repeat(40),
                  mode: 'create',
                }),
              ]),
              delayMs: 200,
            },
    });
    const cwd = tempDir();
    // bash: the exit code of writer itself, not of head.
    const result = await runShell(
      `bash -c 'node ${cliPath} -o drafts "Write a long piece about pipes" 2>&1 | head -5; exit \${PIPESTATUS[0]}'`,
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(130);
    const project = path.join(cwd, 'drafts', 'Pipe');
    expect(readdirSync(project).some((name) => name.startsWith('.context_summary_'))).toBe(true);
    expect(readdirSync(path.join(project, '.writer'))).not.toContain('lock');
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });
});
