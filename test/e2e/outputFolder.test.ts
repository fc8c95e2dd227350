import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { type GeminiServer, startGeminiServer, turnReply } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('an output folder that cannot be used is found out before the first request', () => {
  it('-o naming a file: exit 2, one line, no request', async () => {
    server = await startGeminiServer({ replies: [turnReply([{ text: 'never asked' }])] });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'passwd'), 'root:x:0:0\n');
    const result = await runInProcess(['-o', 'passwd', '-m', 'gemini-2.5-pro', 'Write six chapters about rain'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Cannot use the output folder passwd: it is a file, not a folder.');
    expect(server.requests).toHaveLength(0);
  });

  it.skipIf(!existsSync('/proc/self'))(
    "-o under /proc (where Node's recursive mkdir never returns): exit 2, one line, no request",
    async () => {
      server = await startGeminiServer({ replies: [turnReply([{ text: 'never asked' }])] });
      const result = await runInProcess(
        ['-o', '/proc/writer-x/books', '-m', 'gemini-2.5-pro', 'Write six chapters about rain'],
        {
          cwd: tempDir(),
          env: { GOOGLE_GEMINI_BASE_URL: server.url },
        },
      );
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain(
        'Cannot use the output folder /proc/writer-x/books: no folder can be created there.',
      );
      expect(server.requests).toHaveLength(0);
    },
  );
});
