import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath, tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { hasScript, startInPty } from '../support/pty.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A project, then a reply that never comes: the spinner shows "Waiting for Gemini…" until ^C. */
const hangingRun = (): GenerateReply[] => [
  turnReply([functionCallPart('create_project', { project_name: 'Keys' })]),
  { hang: true },
];

// What a person types at a terminal, typed at a real terminal (script(1)).
describe.skipIf(!hasScript)('at a terminal', () => {
  it('Ctrl+C while the spinner shows stops the run: saved, resume command once, exit 130; NO_COLOR keeps the spinner plain', async () => {
    server = await startGeminiServer({ replies: hangingRun() });
    const cwd = tempDir();
    const run = startInPty(['Write a story about keys'], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    await run.waitFor(/Iteration 2\/300[\s\S]*Waiting for Gemini/);
    run.type('\u0003');
    const { code, output } = await run.result;
    expect(code).toBe(130);
    expect(output).toContain('Stopping: saving the context');
    expect(output).toContain('Interrupted.');
    expect(output.match(/Resume with:/g)).toHaveLength(1);
    const project = path.join(cwd, 'output', 'Keys');
    expect(readdirSync(project).some((name) => name.startsWith('.context_summary_'))).toBe(true);
    // No color codes (ESC [ 3x m) from the spinner under NO_COLOR; cursor control is fine.
    expect(output).not.toMatch(/\u001b\[3\dm/);
  });

  it('a second Ctrl+C quits at once, while the first is still saving', async () => {
    // The run's own handler, in a process whose save never ends: only the second ^C can end it.
    const cwd = tempDir();
    const harness = path.join(cwd, 'harness.mjs');
    const terminal = pathToFileURL(path.join(path.dirname(cliPath), 'cli', 'terminal.js')).href;
    writeFileSync(
      harness,
      `import { installSignalHandlers } from '${terminal}';
const controller = new AbortController();
installSignalHandlers(controller, (text) => process.stderr.write(text + '\\n'));
controller.signal.addEventListener('abort', () => setInterval(() => {}, 1000)); // saving, forever
process.stdout.write('ready\\n');
setInterval(() => {}, 1000);
`,
    );
    const run = startInPty([harness], { cwd, command: `'${process.execPath}'` });
    await run.waitFor(/ready/);
    run.type('\u0003');
    await run.waitFor(/Stopping: saving the context/);
    run.type('\u0003');
    const { code } = await run.result;
    expect(code).toBe(130);
  });

  it.each([
    ['Ctrl+C', '\u0003'],
    ['Ctrl+D', '\u0004'],
  ])('%s at "What should I write?" cancels quietly with exit 130', async (_name, key) => {
    server = await startGeminiServer({ replies: [] });
    const cwd = tempDir();
    const run = startInPty([], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    await run.waitFor(/What should I write\?/);
    run.type(key);
    const { code, output } = await run.result;
    expect(code).toBe(130);
    expect(output).not.toMatch(/unexpected error|Error:/i);
    expect(server.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });

  it('without a key it says so at once instead of asking for a prompt first', async () => {
    server = await startGeminiServer({ replies: [] });
    const run = startInPty([], {
      cwd: tempDir(),
      env: { GEMINI_API_KEY: undefined, GOOGLE_GEMINI_BASE_URL: server.url },
    });
    const { code, output } = await run.result;
    expect(code).toBe(2);
    expect(output).toContain('No API key');
    expect(output).not.toContain('What should I write?');
  });
});
