import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chapterFile, chapterOfRequest } from '../support/bookAuthor.js';
import { pathWithWriter, runShell, tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  type Json,
  type RecordedRequest,
  startGeminiServer,
  turnOf,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The author steers between the prompt and the chapters: `writer plan`
 * stops at the plan, every run holds its chapters until the plan adds up,
 * `writer draft` drafts the plan as the author left it on disk. The fake
 * model misbehaves each time (a chapter during plan, the same failing plan
 * again, the old outline's chapters after the author's edit) and writer
 * holds the line.
 */

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MODEL = 'gemini-2.5-flash';
const prose = (n: number) => `${'The tide came in over the black stones and went out again. '.repeat(12)}(${n})\n`;

function outline(chapters: Array<[string, string, number]>, seams = true): string {
  const lines = ['# Gull Rock', ''];
  for (const [file, title, words] of chapters) {
    lines.push(`- \`${file}\` — ${title} — the tide turns — ${words} words`);
    if (seams) lines.push('  - Opens: Mara at the lamp', '  - Ends: Mara at the harbour');
  }
  return `${lines.join('\n')}\n`;
}

const GOOD = outline([
  ['chapter_01.md', 'The Lamp', 100],
  ['chapter_02.md', 'The Crossing', 100],
  ['chapter_03.md', 'The Return', 100],
]);
const SHORT = outline([
  ['chapter_01.md', 'The Lamp', 10],
  ['chapter_02.md', 'The Crossing', 10],
]);
const BIBLE =
  '# Bible\n\n## Characters\n### Mara Venn\n- age: 34\n### Tomas Reyes\n- role: ferryman\n\n## Style\n- Third person, past tense.\n';

const write = (filename: string, content: string, mode = 'overwrite') =>
  functionCallPart('write_file', { filename, content, mode });
const requestText = (request: RecordedRequest | undefined) => JSON.stringify(contentsOf(request));
/** The text of every function response in a request, in order. */
const responses = (request: RecordedRequest | undefined) =>
  contentsOf(request)
    .flatMap((content) => ((content.parts as Json[] | undefined) ?? []).map((part) => part.functionResponse))
    .filter((response): response is Json => response !== undefined)
    .map((response) => JSON.stringify(response));

/** Whether a write of `file` came back without an error in the request's history. */
const wrote = (request: RecordedRequest, file: string) =>
  responses(request).some((response) => response.includes(`"file":"${file}"`) && response.includes('"ok":true'));

/** The last line of stdout that starts with `label`, without it. */
const printed = (text: string, label: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(label))
    .at(-1)
    ?.slice(label.length)
    .trim();

describe('writer plan', () => {
  it('stops at the plan even when the model writes a chapter with it; prints the plan, the estimate and a draft command that works as printed', async () => {
    server = await startGeminiServer({
      replies: (request) => {
        const turn = turnOf(request);
        if (turn === 0) return turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]);
        if (turn === 1)
          // The plan, and a chapter with it: never asked for.
          return turnReply([
            write('outline.md', GOOD, 'create'),
            write('bible.md', BIBLE, 'create'),
            write('chapter_01.md', prose(1), 'create'),
          ]);
        // writer draft: the chapters in order, then the end (a review pass: a note in review.md).
        const text = requestText(request);
        for (const [n, file] of ['chapter_01.md', 'chapter_02.md', 'chapter_03.md'].entries())
          if (!wrote(request, file)) return turnReply([write(file, prose(n + 1), 'create')]);
        if (text.includes('review.md (overwrite any earlier one)') && !wrote(request, 'review.md'))
          return turnReply([write('review.md', 'No findings.\n')]);
        return turnReply([{ text: 'The chapters are written.' }]);
      },
    });
    const cwd = tempDir();
    // In this process, which prints `writer …` as an installed writer does: the shell finds one on its PATH.
    const env = { GOOGLE_GEMINI_BASE_URL: server.url, PATH: pathWithWriter() };
    const plan = await runInProcess(
      ['plan', '--words', '300', '-o', 'books', '-m', MODEL, '--parallel', '2', 'Write a story about Gull Rock'],
      { cwd, env },
    );
    expect(plan.stderr).not.toContain('unexpected');
    expect(plan.code).toBe(0);
    const dir = path.join(cwd, 'books', 'Gull_Rock');
    expect(readFileSync(path.join(dir, 'outline.md'), 'utf8')).toBe(GOOD);
    expect(existsSync(path.join(dir, 'chapter_01.md'))).toBe(false);
    // Two requests: the plan came with the chapter, and the run ended there.
    expect(server.turns()).toHaveLength(2);
    expect(server.turns().every((turn) => turn.model === MODEL)).toBe(true);
    // Planned with seams, as for --parallel.
    expect(JSON.stringify(server.turns()[0]?.body.systemInstruction)).toContain('Opens:');
    expect(plan.stdout).toMatch(/chapter_02\.md\s+100 words\s+The Crossing/);
    expect(plan.stdout).toContain('Total: 300 words of a 300-word target (100%)');
    expect(plan.stdout).toContain('Characters: Mara Venn, Tomas Reyes');
    expect(plan.stdout).toMatch(
      /Drafting it: about \$[\d.]+ \(\$[\d.]+–\$[\d.]+\) in \d+–\d+ requests with gemini-2\.5-flash, 2 chapter sessions at once/,
    );
    const draft = printed(plan.stdout, 'Draft it with:');
    expect(draft).toMatch(/ draft .*Gull_Rock .*--model gemini-2\.5-flash .*--output-dir books/);

    // As printed (a one-loop draft here: the server's author writes the chapters itself).
    const drafted = await runShell((draft ?? '').replace(/--parallel 2/, ''), { cwd, env });
    expect(drafted.stderr).toBe('');
    expect(drafted.code).toBe(0);
    for (const n of [1, 2, 3]) expect(readFileSync(path.join(dir, `chapter_0${n}.md`), 'utf8')).toBe(prose(n));
  }, 30_000);

  it('a plan that does not add up goes back to the model with what is wrong; the corrected plan ends the run', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Short Plan' })]),
        turnReply([write('outline.md', SHORT, 'create'), write('bible.md', BIBLE, 'create')]),
        turnReply([write('outline.md', GOOD)]),
        turnReply([write('chapter_01.md', prose(1), 'create')]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['plan', '-w', '300', '-o', 'plans', '-m', MODEL, 'Write about Gull Rock'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(server.turns()).toHaveLength(3);
    const told = requestText(server.turns()[2]);
    expect(told).toContain('No chapter is written until the plan in outline.md adds up');
    expect(told).toContain('the chapter budgets add up to 20 words, 7% of the 300-word target');
    expect(result.stdout).toContain('Total: 300 words of a 300-word target (100%)');
    expect(existsSync(path.join(cwd, 'plans', 'Short_Plan', 'chapter_01.md'))).toBe(false);
  });
});

describe('writer plan without a bible', () => {
  it('a chapter before bible.md is refused; an ending before it is told what the plan lacks; the bible ends the run', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'No Bible' })]),
        turnReply([write('outline.md', GOOD, 'create'), write('chapter_01.md', prose(1), 'create')]),
        turnReply([{ text: 'The plan is ready.' }]),
        turnReply([write('bible.md', BIBLE, 'create')]),
        turnReply([write('chapter_02.md', prose(2), 'create')]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['plan', '-w', '300', '-o', 'plans', '-m', MODEL, 'Write about Gull Rock'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    expect(server.turns()).toHaveLength(4);
    expect(responses(server.turns()[2]).at(-1)).toContain('bible.md is not written yet');
    expect(requestText(server.turns()[3])).toContain('bible.md is not written yet');
    const dir = path.join(cwd, 'plans', 'No_Bible');
    expect(existsSync(path.join(dir, 'chapter_01.md'))).toBe(false);
    expect(existsSync(path.join(dir, 'chapter_02.md'))).toBe(false);
    expect(readFileSync(path.join(dir, 'bible.md'), 'utf8')).toBe(BIBLE);
  });
});

describe('the plan gate in a plain run', () => {
  it('answered with the same failing plan, the run stops (exit 4) with the reason and no chapter is written', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Stubborn' })]),
        turnReply([write('outline.md', SHORT, 'create'), write('bible.md', BIBLE, 'create')]),
        turnReply([write('chapter_01.md', prose(1), 'create')]),
        // The same plan again, and the chapter again.
        turnReply([write('outline.md', SHORT), write('chapter_01.md', prose(1), 'create')]),
        turnReply([write('chapter_02.md', prose(2), 'create')]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['--words', '3000', '-o', 'runs', '-m', MODEL, 'Write about Gull Rock'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(4);
    const dir = path.join(cwd, 'runs', 'Stubborn');
    expect(existsSync(path.join(dir, 'chapter_01.md'))).toBe(false);
    expect(existsSync(path.join(dir, 'chapter_02.md'))).toBe(false);
    expect(server.turns()).toHaveLength(4);
    // The refused chapter's result says what is wrong.
    const refused = responses(server.turns()[3]).at(-1);
    expect(refused).toContain('Not written');
    expect(refused).toContain('20 words, 1% of the 3,000-word target');
    expect(result.stdout).toContain('The plan in outline.md did not add up after 2 tries, so no chapter was written.');
    expect(result.stdout).toContain('Still missing: the chapter budgets add up to 20 words');
    const next = printed(result.stdout, 'Next:') ?? '';
    expect(next).toContain(`check --plan ${dir}`);
    // As printed (each command after "then", separated by " · "): the check says the same, without a model;
    // the draft refuses the plan before any request.
    const [check, draft] = next
      .replace(/^.*?, then /, '')
      .split(' · ')
      .map((command) => command.replace(/^writer /, '').split(' '));
    const checked = await runInProcess(check ?? [], { cwd });
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('20 words, 1% of the 3,000-word target');
    // The author fixes the plan (the budgets are theirs: the draft's target is their sum), then drafts it as printed.
    writeFileSync(
      path.join(dir, 'outline.md'),
      outline([
        ['chapter_01.md', 'The Lamp', 100],
        ['chapter_02.md', 'The Crossing', 100],
      ]),
    );
    await server.close();
    server = await startGeminiServer({
      replies: (request) => {
        for (const [n, file] of ['chapter_01.md', 'chapter_02.md'].entries())
          if (!wrote(request, file)) return turnReply([write(file, prose(n + 1), 'create')]);
        if (requestText(request).includes('review.md (overwrite any earlier one)') && !wrote(request, 'review.md'))
          return turnReply([write('review.md', 'No findings.\n')]);
        return turnReply([{ text: 'Both chapters are written.' }]);
      },
    });
    const drafted = await runInProcess(draft ?? [], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(drafted.code).toBe(0);
    expect(readFileSync(path.join(dir, 'chapter_02.md'), 'utf8')).toBe(prose(2));
  });
});

describe('writer draft', () => {
  function project(cwd: string): string {
    const dir = path.join(cwd, 'mine', 'Gull_Rock');
    return dir;
  }

  /** A model that remembers the plan it wrote, not the one on disk: it writes the old chapters first. */
  function stubbornDrafter(): (request: RecordedRequest) => GenerateReply {
    return (request) => {
      // What it did since this draft's note (a draft goes on in the project's own history).
      const contents = contentsOf(request);
      const note = contents.findLastIndex((content) =>
        JSON.stringify(content).includes('Draft the chapters of the plan'),
      );
      const text = JSON.stringify(contents.slice(note));
      const tried = (file: string) => text.includes(`"filename":"${file}"`);
      for (const file of ['chapter_01.md', 'chapter_02.md', 'chapter_03.md', 'chapter_02_storm.md', 'chapter_04.md'])
        if (!tried(file) && (text.includes(file) || file.startsWith('chapter_0')))
          // "overwrite": a kept chapter would be replaced if writer let the call through.
          return turnReply([write(file, prose(Number(file.charAt(9))), 'overwrite')]);
      return turnReply([{ text: 'The chapters are written.' }]);
    };
  }

  it('drafts the outline as the author edited it: the old chapters are refused, the written one kept, a deleted one drafted again', async () => {
    const cwd = tempDir();
    const dir = project(cwd);
    // A plan writer made (its journal), then edited by the author: chapter 2 renamed, 3 removed, 4 added, new budgets.
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]),
        turnReply([write('outline.md', GOOD, 'create'), write('bible.md', BIBLE, 'create')]),
      ],
    });
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const planned = await runInProcess(['plan', '-w', '300', '-o', 'mine', '-m', MODEL, 'Write about Gull Rock'], {
      cwd,
      env,
    });
    expect(planned.code).toBe(0);
    await server.close();
    writeFileSync(
      path.join(dir, 'outline.md'),
      outline(
        [
          ['chapter_01.md', 'The Lamp', 100],
          ['chapter_02_storm.md', 'The Storm', 120],
          ['chapter_04.md', 'The Letter', 120],
        ],
        false,
      ),
    );
    const mine = '# The Lamp\n\nMy own first chapter, as I wrote it myself. '.repeat(8);
    writeFileSync(path.join(dir, 'chapter_01.md'), mine);

    server = await startGeminiServer({ replies: stubbornDrafter() });
    const result = await runInProcess(['draft', 'Gull_Rock', '-o', 'mine', '-m', MODEL, '--no-review'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe(mine);
    expect(existsSync(path.join(dir, 'chapter_02.md'))).toBe(false);
    expect(existsSync(path.join(dir, 'chapter_03.md'))).toBe(false);
    expect(readFileSync(path.join(dir, 'chapter_02_storm.md'), 'utf8')).toBe(prose(2));
    expect(readFileSync(path.join(dir, 'chapter_04.md'), 'utf8')).toBe(prose(4));
    const all = server.turns().flatMap((turn) => responses(turn));
    expect(all.some((r) => r.includes('chapter_01.md was written before this draft and is kept'))).toBe(true);
    expect(all.some((r) => r.includes('chapter_03.md is not a chapter of outline.md as it is on disk now'))).toBe(true);
    // The first request gave the plan as it is on disk now.
    expect(requestText(server.turns()[0])).toContain('chapter_02_storm.md (120 words)');
    // The closing line's check and export, as printed.
    const next = (printed(result.stdout, 'Next:') ?? '').split(' · ').map((command) => command.replace(/^writer /, ''));
    expect(next).toHaveLength(3);
    const exported = await runInProcess((next[2] ?? '').split(' '), { cwd });
    expect(exported.code).toBe(0);
    expect(existsSync(`${dir}.manuscript.md`)).toBe(true);
    const checked = await runInProcess((next[0] ?? '').split(' '), { cwd });
    expect([0, 1]).toContain(checked.code);
    expect(checked.stdout).toMatch(/in 3 chapters/);

    // The author deletes a chapter: the next draft writes it again, and only it.
    unlinkSync(path.join(dir, 'chapter_04.md'));
    await server.close();
    server = await startGeminiServer({ replies: stubbornDrafter() });
    const again = await runInProcess(['draft', dir, '-m', MODEL, '--no-review'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(again.code).toBe(0);
    expect(readFileSync(path.join(dir, 'chapter_04.md'), 'utf8')).toBe(prose(4));
    expect(readFileSync(path.join(dir, 'chapter_02_storm.md'), 'utf8')).toBe(prose(2));
    const note = JSON.stringify(
      contentsOf(server.turns()[0]).findLast((content) => JSON.stringify(content).includes('Draft the chapters')),
    );
    expect(note).toContain('- chapter_04.md (120 words)');
    expect(note).not.toContain('- chapter_02_storm.md (120 words)');
    expect(note).toContain(
      'kept as they are (read them for continuity; do not rewrite them): chapter_01.md, chapter_02_storm.md',
    );
  });

  it('never starts a new project: a missing project is exit 2 and no request; --dry-run estimates and sends nothing', async () => {
    server = await startGeminiServer({ replies: [] });
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const missing = await runInProcess(['draft', 'Nowhere', '-o', 'mine', '-m', MODEL], { cwd, env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such project: Nowhere');
    expect(existsSync(path.join(cwd, 'mine'))).toBe(false);

    const dir = path.join(cwd, 'mine', 'Planned');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'outline.md'), GOOD);
    writeFileSync(path.join(dir, 'bible.md'), BIBLE);
    const dry = await runInProcess(['draft', 'Planned', '-o', 'mine', '-m', MODEL, '--parallel', '3', '--dry-run'], {
      cwd,
      env: { ...env, GEMINI_API_KEY: undefined },
    });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('writer would draft 3 of 3 chapters');
    expect(dry.stdout).toMatch(/Estimate: about \$[\d.]+ .* with gemini-2\.5-flash, 3 chapter sessions at once/);
    const run = await runInProcess(['--dry-run', '-o', 'mine', '-m', MODEL, '-w', '60k', 'Write a long novel'], {
      cwd,
      env: { ...env, GEMINI_API_KEY: undefined },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Estimate: about \$[\d.]+ .* requests with gemini-2\.5-flash, one session/);
    mkdirSync(path.join(dir, '.writer'));
    const session = { type: 'session', version: 1, prompt: 'p', model: MODEL, startedAt: '2026-01-01T00:00:00Z' };
    writeFileSync(path.join(dir, '.writer', 'session.jsonl'), `${JSON.stringify(session)}\n`);
    const revise = await runInProcess(['revise', 'Planned', '-o', 'mine', '--dry-run', 'Make it darker'], {
      cwd,
      env: { ...env, GEMINI_API_KEY: undefined },
    });
    expect(revise.code).toBe(0);
    expect(revise.stdout).toContain(`writer would revise ${dir}`);
    expect(revise.stdout).toMatch(/Estimate: about \$[\d.]+ .* in 4–30 requests with gemini-2\.5-flash/);
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: "Write a 5,000-word story"\n    name: otter\n');
    const batch = await runInProcess(['batch', 'drafts.yaml', '-o', 'mine', '-m', MODEL, '--dry-run'], {
      cwd,
      env: { ...env, GEMINI_API_KEY: undefined },
    });
    expect(batch.code).toBe(0);
    expect(batch.stdout).toMatch(/otter .* 5,000 words · about \$[\d.]+ →/);
    expect(batch.stdout).toMatch(
      /Estimate: about \$[\d.]+ \(\$[\d.]+–\$[\d.]+\) in about \d+ requests for all of them/,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('writer draft --parallel', () => {
  it('starts chapter sessions only for the chapters not written; the kept chapter and the outline stay as the author left them', async () => {
    const cwd = tempDir();
    const dir = path.join(cwd, 'shelf', 'Gull_Rock');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'outline.md'), GOOD);
    writeFileSync(path.join(dir, 'bible.md'), BIBLE);
    const mine = 'My own first chapter, as I wrote it myself, every word. '.repeat(9);
    writeFileSync(path.join(dir, 'chapter_01.md'), mine);
    server = await startGeminiServer({
      replies: (request) => {
        // A chapter session: its brief names its chapter last ("Your chapter: `chapter_02.md`").
        const own = chapterOfRequest(request);
        const text = requestText(request);
        if (own !== undefined)
          return wrote(request, chapterFile(own))
            ? turnReply([{ text: 'Written.' }])
            : turnReply([write(chapterFile(own), prose(own), 'create')]);
        // The main session: it tries to put back an outline of its own, then ends.
        if (!text.includes('"filename":"outline.md"')) return turnReply([write('outline.md', SHORT)]);
        return turnReply([{ text: 'Stitched.' }]);
      },
    });
    const result = await runInProcess(['draft', dir, '--parallel', '2', '-m', MODEL, '--no-review'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const sessions = server
      .turns()
      .map((turn) => chapterOfRequest(turn))
      .filter((file) => file !== undefined);
    expect([...new Set(sessions)].sort()).toEqual([2, 3]);
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe(mine);
    expect(readFileSync(path.join(dir, 'chapter_03.md'), 'utf8')).toBe(prose(3));
    expect(readFileSync(path.join(dir, 'outline.md'), 'utf8')).toBe(GOOD);
  });
});

describe('the plan gate in a batch draft', () => {
  it('a draft whose plan does not add up writes no chapter and ends incomplete, naming the reason', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'ignored' })]),
        turnReply([write('outline.md', SHORT, 'create'), write('bible.md', BIBLE, 'create')]),
        turnReply([write('chapter_01.md', prose(1), 'create')]),
        turnReply([write('outline.md', SHORT), write('chapter_01.md', prose(1), 'create')]),
        turnReply([write('chapter_02.md', prose(2), 'create')]),
      ],
    });
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, 'drafts.yaml'),
      'concurrency: 1\ndrafts:\n  - prompt: "Write a 3,000-word story about Gull Rock"\n    name: gull\n',
    );
    const result = await runInProcess(['batch', 'drafts.yaml', '-o', 'shelf', '-m', MODEL, '--no-review'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(4);
    const folder = path.join(cwd, 'shelf', 'gull');
    expect(existsSync(path.join(folder, 'outline.md'))).toBe(true);
    expect(existsSync(path.join(folder, 'chapter_01.md'))).toBe(false);
    expect(existsSync(path.join(folder, 'chapter_02.md'))).toBe(false);
    expect(result.stdout + result.stderr).toContain('did not add up after 2 tries');
    expect(server.turns()).toHaveLength(4);
  });
});
