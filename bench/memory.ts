import { startGeminiServer } from '../test/support/geminiServer.js';
import { cliPath, fmt, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';
import { novelScript } from './lib/scripts.js';

/** Peak memory of a session whose history nears a million tokens. */
export async function peakMemory(quick: boolean): Promise<Row[]> {
  const chapters = quick ? 6 : 42;
  const server = await startGeminiServer({ replies: novelScript(chapters, 86_000) });
  const dir = tmp('memory');
  const run = await runNode(
    [cliPath, '--max-iterations', '500', '--token-limit', '4000000', '--backup-every', '0', 'Write a long novel'],
    dir,
    { GOOGLE_GEMINI_BASE_URL: server.url },
  );
  const lastTurn = server.turns().at(-1);
  const reached = lastTurn ? Math.ceil(JSON.stringify(lastTurn.body.contents).length / 4) : 0;
  await server.close();
  return [
    {
      metric: `Peak memory (RSS) of a session whose history reaches ~${fmt(reached)} tokens`,
      result: `${fmt(run.peakMb)} MB`,
      goal: quick ? '(quick run: smaller history)' : '≤ 300 MB',
      met: quick ? undefined : run.peakMb <= 300,
    },
  ];
}
