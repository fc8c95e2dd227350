import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  promptOf,
  type RecordedRequest,
  startGeminiServer,
  turnOf,
  turnReply,
} from '../support/geminiServer.js';
import { hasScript, startInPty } from '../support/pty.js';
import { renderScreen } from '../support/screen.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * Three drafts that leave every kind of line behind: one done after a few
 * turns, one stopped at its cap, one failed with a long message of several
 * lines (the text that used to wrap and be drawn again below itself).
 */
function replies(request: RecordedRequest): GenerateReply {
  const prompt = promptOf(request);
  const turn = turnOf(request);
  if (prompt.includes('moth') && turn === 1)
    return {
      status: 400,
      error: {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: `The request was refused for a reason that takes ${'very '.repeat(30)}long to say.\nLine two.`,
        },
      },
    };
  if (turn < 3)
    return turnReply([
      functionCallPart('write_file', {
        filename: `part_${turn}.md`,
        content: `Words of part ${turn}. `,
        mode: 'create',
      }),
    ]);
  return turnReply([{ text: 'Done.' }]);
}

describe.skipIf(!hasScript)('the batch live display at a terminal', () => {
  for (const columns of [80, 140]) {
    it(`at ${columns} columns: one line per draft, cut to the width, redrawn in place, states as the report says them`, async () => {
      server = await startGeminiServer({ replies, latencyMs: 80 });
      const cwd = tempDir();
      writeFileSync(
        path.join(cwd, 'drafts.yaml'),
        `drafts:
  - prompt: "Write a story about an otter who runs a ferry across a very wide river at night"
    name: otter_who_runs_the_night_ferry
  - prompt: "Write a story about a heron"
    name: heron
    max_iterations: 1
  - prompt: "Write a story about a moth"
    name: moth
`,
      );
      const run = startInPty(['batch', 'drafts.yaml', '-o', 'drafts', '-m', 'gemini-2.5-flash'], {
        cwd,
        columns,
        env: { GOOGLE_GEMINI_BASE_URL: server.url },
      });
      const { code, output } = await run.result;
      expect(code).toBe(1); // one draft failed
      const live = output.slice(0, output.indexOf('Batch report'));
      expect(live.length).toBeGreaterThan(0);
      const { lines, wrapped } = renderScreen(live, columns);
      // Not one line of the live block reached the edge and wrapped.
      expect(wrapped).toBe(0);
      for (const label of ['otter_who_runs_the_night_ferry', 'heron', 'moth'])
        expect(lines.filter((line) => line.startsWith(`${label} `))).toHaveLength(1);
      const heron = lines.find((line) => line.startsWith('heron '));
      expect(heron).toContain('stopped at the cap');
      expect(output).not.toMatch(/^heron\s+max-iterations/m);
      for (const line of lines) expect(line.length).toBeLessThan(columns);
      const moth = lines.find((line) => line.startsWith('moth ')) as string;
      expect(moth).toContain('failed');
      if (columns >= 140) expect(moth).toContain('The Gemini API answered 400');
      expect(moth.endsWith('…')).toBe(true);
      expect(lines.find((line) => line.startsWith('otter_who_runs_the_night_ferry '))).toMatch(/done\s+iter 4\/300/);
      // The report after the block agrees with it.
      const report = renderScreen(output, columns).lines.join('\n');
      expect(report).toMatch(/heron\s+stopped at the cap/);
    });
  }
});
