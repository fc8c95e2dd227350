import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BookOptions, bookReply, chapterOfRequest } from '../support/bookAuthor.js';
import { cliPath, tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  promptOf,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { runPrinted } from '../support/printed.js';
import { hasScript, startInPty } from '../support/pty.js';
import { renderScreen } from '../support/screen.js';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const writer = `${shellWord(process.execPath)} ${shellWord(cliPath)}`;
const SPINNER = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;

/** A project, then pieces that take a while while `slow()` holds, so there is time to press Ctrl+C between them. */
const slowPieces = (name: string, slow: () => boolean) => {
  let turn = 0;
  return () =>
    ++turn === 1
      ? turnReply([functionCallPart('create_project', { project_name: name })])
      : {
          ...turnReply([
            functionCallPart('write_file', { filename: `c${turn}.md`, content: 'Words. '.repeat(40), mode: 'create' }),
          ]),
          ...(slow() ? { delayMs: 150 } : {}),
        };
};

// Pipes at a real terminal (script(1)): ^C typed into it reaches the whole foreground process group.
describe.skipIf(!hasScript)('writer in a pipe, at a terminal', () => {
  it('`writer 2>&1 | head -5` with no prompt asks on the terminal, not into the pipe, and writes what it is told', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Asked' })]),
        turnReply([{ text: 'Done.' }]),
      ],
    });
    const cwd = tempDir();
    const pipeline = `${writer} -o drafts -m gemini-2.5-pro 2>&1 | head -5 > piped.txt; echo "\${PIPESTATUS[0]}" > code`;
    const run = startInPty(['-c', pipeline], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url }, command: 'bash' });
    await run.waitFor(/What should I write\? /);
    run.type('A story about a heron\r');
    const { output } = await run.result;
    const piped = readFileSync(path.join(cwd, 'piped.txt'), 'utf8');
    expect(piped).not.toContain('What should I write?');
    expect(piped).toMatch(/^writer · model gemini-2\.5-pro · output \S*drafts\n/);
    expect(output).toContain('A story about a heron');
    // head takes five lines and leaves: writer stops and saves as for any closed pipe (exit 130).
    expect(piped.split('\n')).toHaveLength(6);
    expect(readFileSync(path.join(cwd, 'code'), 'utf8').trim()).toBe('130');
    expect(promptOf(server.turns()[0])).toContain('A story about a heron');
    expect(readdirSync(path.join(cwd, 'drafts'))).toEqual(['Asked']);
  });

  it('`writer | tee run.log` and Ctrl+C: one stop message, no spinner on the screen, the resume hint in the log, which works as printed', async () => {
    // Slow until the Ctrl+C; the resume after it runs at full speed.
    let stopped = false;
    server = await startGeminiServer({ replies: slowPieces('Logged', () => !stopped) });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    // The trap lets bash outlive the ^C (as a person's interactive shell does) to write writer's exit code.
    const pipeline = `trap : INT; ${writer} -o drafts -m gemini-2.5-pro --max-iterations 8 'Write a long piece about logs' | tee run.log; echo "\${PIPESTATUS[0]}" > code`;
    const run = startInPty(['-c', pipeline], { cwd, env, command: 'bash' });
    await run.waitFor(/Iteration 3\//);
    run.type('\u0003');
    stopped = true;
    const { output } = await run.result;
    expect(readFileSync(path.join(cwd, 'code'), 'utf8').trim(), output).toBe('130');
    // stderr is the terminal, stdout the pipe: the stop is said once, and no spinner frame splices into lines.
    expect(output.match(/Stopping: saving the context|Output closed: stopping/g), output).toHaveLength(1);
    expect(output).not.toMatch(SPINNER);

    const log = readFileSync(path.join(cwd, 'run.log'), 'utf8');
    expect(log).not.toMatch(SPINNER);
    expect(log).not.toContain('\u001b');
    const hint = /If this run stops, resume it with: (.+)/.exec(log)?.[1]?.trim();
    expect(hint, log).toBeDefined();
    // As printed, from the log (read by sh; the writer it starts runs in this process: the process under test was the
    // one stopped above): it goes on with the same project and model, to its cap.
    const project = path.join(cwd, 'drafts', 'Logged');
    const pieces = () => readdirSync(project).filter((name) => /^c\d+\.md$/.test(name)).length;
    const before = pieces();
    const sent = server.requests.length;
    const again = await runPrinted(hint as string, { cwd, env });
    expect(again.code, again.stderr).toBe(3);
    expect(pieces()).toBeGreaterThan(before);
    expect(new Set(server.requests.slice(sent).map((request) => request.model))).toEqual(new Set(['gemini-2.5-pro']));
    expect(readdirSync(path.join(cwd, 'drafts'))).toEqual(['Logged']);
  });
});

const BOOK: BookOptions = { chapters: 4, pieces: 6, words: 40 };

describe.skipIf(!hasScript)('the chapter board and Ctrl+C', () => {
  it('leaves no copy of itself after Ctrl+C: the stop is said once, the board is gone, the resume command is shown', async () => {
    // Chapter replies take a while until the Ctrl+C, so the board is on the screen when it comes; the resume after
    // it needs no time to watch.
    let stopped = false;
    server = await startGeminiServer({
      replies: (request) => ({
        ...bookReply(request, BOOK),
        ...(chapterOfRequest(request) && !stopped ? { delayMs: 300 } : {}),
      }),
    });
    const cwd = tempDir();
    const run = startInPty(['Write a novel in four parts', '--parallel', '2', '-o', 'stopped-book'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
      columns: 90,
    });
    await run.waitFor(/chapter_0\d\.md [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] \d+s\s+iteration [2-9]\/40/);
    run.type('\u0003');
    stopped = true;
    const { code, output } = await run.result;
    expect(code).toBe(130);
    const { lines } = renderScreen(output, 90);
    const screen = lines.join('\n');
    expect(screen.match(/Stopping: saving the context/g)).toHaveLength(1);
    expect(screen).not.toMatch(/\d running · \d waiting/);
    expect(screen).not.toMatch(/iteration \d+\/40/);
    expect(screen).toMatch(/Drafted \d of 4 chapters/);
    // From the bytes, not the screen: a long command wraps there.
    const plainOutput = output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    const resume = /Resume with: (.+)/.exec(plainOutput)?.[1]?.trim();
    expect(resume, screen).toMatch(/--recover/);
    // As printed (read by sh, the writer it starts in this process): the book goes on in parallel, the chapters
    // drafted before the stop are not drafted again.
    const again = await runPrinted(resume as string, { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Drafted 4 of 4 chapters');
    expect(readdirSync(path.join(cwd, 'stopped-book'))).toEqual(['Parallel_Book']);
  });
});

describe('--parallel has a maximum', () => {
  it('above it, the run is refused before any request (exit 2), naming the range', async () => {
    server = await startGeminiServer({ replies: [] });
    const cwd = tempDir();
    const result = await runInProcess(['--parallel', '17', '-o', 'books', 'Write a novel'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('must be a whole number from 1 to 16');
    expect(server.requests).toHaveLength(0);
    expect(existsSync(path.join(cwd, 'books'))).toBe(false);
  });
});
