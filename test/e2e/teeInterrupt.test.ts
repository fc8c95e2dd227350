import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath, tempDir } from '../support/cli.js';
import { functionCallPart, type GeminiServer, startGeminiServer, turnReply } from '../support/geminiServer.js';
import { runPrinted } from '../support/printed.js';
import { hasScript, startInPty } from '../support/pty.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

// `writer "…" 2>&1 | tee run.log` at a real terminal (script(1)), and Ctrl+C typed into it: the terminal sends
// SIGINT to the whole foreground process group, so tee dies at once and writer's stdout and stderr both lose
// their reader while it is saving. The shell reports writer's own exit code (not tee's) in a file.
describe.skipIf(!hasScript)('`writer "…" 2>&1 | tee run.log` and Ctrl+C at a terminal', () => {
  it('exits 130, saves the context, prints the resume line, leaves no lock; the resume line continues the work', async () => {
    let turn = 0;
    // Pieces take a while until the Ctrl+C (time to press it mid-run); the resume after it runs at full speed.
    let stopped = false;
    server = await startGeminiServer({
      replies: () =>
        ++turn === 1
          ? turnReply([functionCallPart('create_project', { project_name: 'Tee' })])
          : {
              ...turnReply([
                functionCallPart('write_file', {
                  filename: `c${turn}.md`,
                  content: 'Words. '.repeat(40),
                  mode: 'create',
                }),
              ]),
              ...(stopped ? {} : { delayMs: 150 }),
            },
    });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    // The trap lets bash outlive the ^C (as a person's interactive shell does) to write the pipeline's codes.
    const pipeline = `trap : INT; ${shellWord(process.execPath)} ${shellWord(cliPath)} -o drafts -m gemini-2.5-pro --max-iterations 6 'Write a long piece about tees' 2>&1 | tee run.log; echo "\${PIPESTATUS[0]} \${PIPESTATUS[1]}" > codes`;
    const run = startInPty(['-c', pipeline], { cwd, env, command: 'bash' });
    await run.waitFor(/Iteration 3\//);
    run.type('\u0003');
    stopped = true;
    const { output } = await run.result;

    const [writerCode] = readFileSync(path.join(cwd, 'codes'), 'utf8').trim().split(' ');
    expect(writerCode, output).toBe('130');
    const project = path.join(cwd, 'drafts', 'Tee');
    expect(readdirSync(project).some((name) => name.startsWith('.context_summary_'))).toBe(true);
    expect(readdirSync(path.join(project, '.writer'))).not.toContain('lock');
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);

    // tee is gone after ^C: the closing "Resume with:" reaches the person on the terminal, or run.log if tee caught
    // it first; when it did not (the ^C ends tee and writer together, so which goes first is a race), the line writer
    // printed into the pipe as soon as there was a project ("If this run stops, resume it with: …") is the log's.
    const shown = `${readFileSync(path.join(cwd, 'run.log'), 'utf8')}\n${output}`;
    const resume = (/Resume with: (.+)/.exec(shown) ??
      /If this run stops, resume it with: (.+)/.exec(shown))?.[1]?.trim();
    expect(resume, shown).toBeDefined();

    // As printed (read by sh, the writer it starts in this process: the process under test was the one stopped
    // above): it resumes the same project in drafts, with the same model, and writes on up to its cap.
    const chapters = () => readdirSync(project).filter((name) => /^c\d+\.md$/.test(name));
    const before = chapters();
    const sent = server.requests.length;
    const again = await runPrinted(resume as string, { cwd, env });
    expect(again.code, again.stderr).toBe(3);
    expect(again.stdout).toMatch(/Stopped after \d+ iterations/);
    expect(chapters()).toEqual(expect.arrayContaining(before));
    expect(chapters().length).toBeGreaterThan(before.length);
    expect(new Set(server.requests.slice(sent).map((request) => request.model))).toEqual(new Set(['gemini-2.5-pro']));
    expect(readdirSync(path.join(cwd, 'drafts'))).toEqual(['Tee']);
    expect(existsSync(path.join(cwd, 'output'))).toBe(false);
  });
});
