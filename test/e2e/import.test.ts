import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOutline } from '../../src/project/outline.js';
import { pathWithWriter, runShell, tempDir } from '../support/cli.js';
import { byTurn, type GeminiServer, startGeminiServer, turnReply } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { runPrinted } from '../support/printed.js';

/**
 * `writer import` as an author meets it: a manuscript of their own made into
 * a project in a non-default output folder, then check, status, export and
 * revise on it, every printed command run as printed; and every input it must
 * refuse (exit 2, the reason, nothing made).
 */

const para = (word: string, n: number) => `${`Mara ${word} the lamp above the harbour. `.repeat(n).trim()}\n`;
const MANUSCRIPT = `The Gull Rock Light\n\nCHAPTER I. THE LAMP\n\n${para('trimmed', 30)}\nCHAPTER II. THE BOTTLE\n\n${para('found', 30)}\nCHAPTER X. THE LETTER\n\n${para('read', 30)}`;

const servers: GeminiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function server(): Promise<GeminiServer> {
  const started = await startGeminiServer({
    replies: byTurn(Array.from({ length: 6 }, () => turnReply([{ text: 'Nothing needed changing.' }]))),
  });
  servers.push(started);
  return started;
}

const printed = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
/** Writes a file into `dir` and gives its name back. */
const put = (dir: string, name: string, data: string | Buffer) => {
  writeFileSync(path.join(dir, name), data);
  return name;
};

describe('writer import', () => {
  it('makes a project of a text file: chapters word for word, an outline writer reads, a drafted bible; the printed commands work', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
    const result = await runInProcess(['import', 'gull.txt', '-o', 'drafts/december'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    const project = path.join(cwd, 'drafts', 'december', 'gull');
    expect(result.stdout).toContain('3 chapters, 642 words');
    expect(result.stdout).toMatch(/line 3: CHAPTER I\. THE LAMP/);
    expect(result.stdout).toMatch(/line 11: CHAPTER X\. THE LETTER/);
    expect(readFileSync(path.join(project, 'chapter_02.md'), 'utf8')).toBe(
      `# CHAPTER II. THE BOTTLE\n\n${para('found', 30)}`,
    );
    const outline = parseOutline(readFileSync(path.join(project, 'outline.md'), 'utf8'));
    expect(outline.map((entry) => [entry.file, entry.title, entry.budget])).toEqual([
      ['chapter_01.md', 'THE LAMP', 214],
      ['chapter_02.md', 'THE BOTTLE', 214],
      ['chapter_03.md', 'THE LETTER', 214],
    ]);
    expect(readFileSync(path.join(project, 'outline.md'), 'utf8')).toMatch(/^# The Gull Rock Light\n/);
    const bible = readFileSync(path.join(project, 'bible.md'), 'utf8');
    expect(bible).toMatch(/## Characters\n\n### Mara\n- first appears: chapter_01\.md:3 \(90 mentions\)/);
    // Nothing left beside it: no staging folder, only the project.
    expect(readdirSync(path.join(cwd, 'drafts', 'december'))).toEqual(['gull']);

    const gemini = await server();
    // The printed commands start `writer …`, as an installed writer prints them: run with one on the PATH.
    const env = { GOOGLE_GEMINI_BASE_URL: gemini.url, PATH: pathWithWriter() };
    const commands = (printed(result.stdout, /Next: (.+)/) as string).split(' · ');
    expect(commands.map((command) => command.split(' ')[1])).toEqual(['check', 'redraft', 'export']);
    for (const command of commands) {
      // Each read and run by sh; export's by the built CLI too (check and redraft have theirs in their own tests).
      const run = command.startsWith('writer export ')
        ? await runShell(command, { cwd, env })
        : await runPrinted(command, { cwd, env });
      expect([0, 1], `${command}\n${run.stderr}`).toContain(run.code);
    }
    expect(existsSync(path.join(cwd, 'drafts', 'december', 'gull.manuscript.md'))).toBe(true);
    const status = await runInProcess(['status', 'gull', '-o', 'drafts/december'], { cwd });
    expect(status.stdout).toMatch(/Words: 642 in the work of 642 target/);
    expect(status.stdout).toMatch(/Versions kept .*\n {2}chapter_01\.md: v1 /);
    // The outline it wrote is a plan that adds up (writer draft drafts from it).
    const plan = await runInProcess(['check', '--plan', 'gull', '-o', 'drafts/december'], { cwd });
    expect(plan.code, plan.stdout).toBe(0);
  });

  it('takes a folder of chapter files in reading order (10 after 2) and keeps the author bible as it is', async () => {
    const cwd = tempDir();
    const folder = path.join(cwd, 'mine');
    mkdirSync(folder);
    writeFileSync(path.join(folder, '10.md'), '# The End\n\nAll done.\n');
    writeFileSync(path.join(folder, '2.md'), '# The Middle\n\nStill going.\n');
    writeFileSync(path.join(folder, '1.md'), '# The Start\n\nIt begins.\n');
    writeFileSync(path.join(folder, 'bible.md'), '## Characters\n### Mara\n- eyes: grey\n');
    const result = await runInProcess(['import', 'mine', '-o', 'shelf', '--name', 'Mine'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    const project = path.join(cwd, 'shelf', 'Mine');
    expect(readFileSync(path.join(project, 'chapter_03.md'), 'utf8')).toBe('# The End\n\nAll done.\n');
    expect(readFileSync(path.join(project, 'chapter_02.md'), 'utf8')).toBe('# The Middle\n\nStill going.\n');
    expect(readFileSync(path.join(project, 'bible.md'), 'utf8')).toBe('## Characters\n### Mara\n- eyes: grey\n');
  });

  it('points writer revise on a hand-written folder to import, and both printed commands work', async () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'novel'));
    writeFileSync(path.join(cwd, 'novel', 'chapter_01.md'), `# One\n\n${para('lit', 30)}`);
    const gemini = await server();
    const env = { GOOGLE_GEMINI_BASE_URL: gemini.url, PATH: pathWithWriter() };
    const refused = await runInProcess(['revise', 'novel', 'Make it darker', '-o', 'shelf'], { cwd, env });
    expect(refused.code).toBe(2);
    expect(gemini.requests).toHaveLength(0);
    const importLine = printed(refused.stderr, /Make it a project first \(no key, no request\): (.+)/) as string;
    const made = await runShell(importLine, { cwd, env });
    expect(made.code, made.stderr).toBe(0);
    const revise = (printed(refused.stderr, /then revise that: (.+)/) as string).replace(
      '"your instructions"',
      '"Make it darker"',
    );
    const revised = await runShell(revise, { cwd, env });
    expect(revised.code, revised.stderr).toBe(0);
    expect(revised.stdout).toMatch(/Revising .*shelf\/novel\b/);
  });

  describe('refuses, with the reason and nothing made', () => {
    const cases: Array<[string, (dir: string) => string[], RegExp]> = [
      ['a missing file', () => ['import', 'nowhere.txt'], /No such file or folder: nowhere\.txt/],
      ['an empty file', (dir) => ['import', put(dir, 'e.txt', '')], /e\.txt is empty/],
      ['a file of blank lines', (dir) => ['import', put(dir, 'b.md', '\n\n  \n')], /only blank lines/],
      [
        'a binary file',
        (dir) => ['import', put(dir, 'p.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))],
        /not a text file/,
      ],
      [
        'a Latin-1 file',
        (dir) => ['import', put(dir, 'l.txt', Buffer.from('Caf\xe9 au lait\n', 'latin1'))],
        /not UTF-8 text/,
      ],
      [
        'a DOCX that is not one',
        (dir) => ['import', put(dir, 'n.docx', 'plain words')],
        /not a Word document that can be read/,
      ],
      [
        'one chapter of 41,000 words',
        (dir) => ['import', put(dir, 'w.txt', para('walked', 6_000))],
        /no chapter headings were found, so the whole text would be one chapter of 42,000 words[\s\S]*--heading/,
      ],
      [
        '300 chapters of 40 words',
        (dir) => [
          'import',
          put(dir, 'c.md', Array.from({ length: 300 }, (_, i) => `# Note ${i}\n\n${para('saw', 5)}`).join('\n')),
        ],
        /300 chapters were found[\s\S]*--heading/,
      ],
      [
        'a --heading that is no regular expression',
        (dir) => ['import', put(dir, 'x.txt', para('ran', 3)), '--heading', '('],
        /not a regular expression/,
      ],
      [
        'a name with a control character',
        (dir) => ['import', put(dir, 'y.txt', para('ran', 3)), '--name', 'a\u0007b'],
        /holds a control character/,
      ],
    ];
    it.each(cases)('%s', async (_what, setUp, why) => {
      const cwd = tempDir();
      const args = setUp(cwd);
      const result = await runInProcess([...args, '-o', 'shelf'], { cwd });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(why);
      expect(existsSync(path.join(cwd, 'shelf'))).toBe(false);
    });

    it('a project name that exists, leaving it as it was', async () => {
      const cwd = tempDir();
      writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
      expect((await runInProcess(['import', 'gull.txt', '-o', 'shelf'], { cwd })).code).toBe(0);
      writeFileSync(path.join(cwd, 'gull.txt'), 'Other words entirely.\n');
      const again = await runInProcess(['import', 'gull.txt', '-o', 'shelf'], { cwd });
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/A project named gull already exists in .*shelf: choose another name with --name/);
      expect(readdirSync(path.join(cwd, 'shelf'))).toEqual(['gull']);
      expect(readFileSync(path.join(cwd, 'shelf', 'gull', 'chapter_01.md'), 'utf8')).toContain('CHAPTER I');
    });
  });

  it('splits at a heading the author names with --heading', async () => {
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, 's.txt'),
      `${para('woke', 10)}\n***\n\n${para('slept', 10)}\n***\n\n${para('left', 10)}`,
    );
    const result = await runInProcess(['import', 's.txt', '-o', 'shelf', '--heading', '^\\*\\*\\*$'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(path.join(cwd, 'shelf', 's')).filter((name) => name.startsWith('chapter_'))).toEqual([
      'chapter_01.md',
      'chapter_02.md',
      'chapter_03.md',
    ]);
    expect(result.stdout).toContain('lines matching --heading');
  });
});

describe("the README's import example", () => {
  it('runs as written and prints what the README shows', async () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const make = readme.split('\n').find((line) => line.startsWith("{ printf 'Gull Rock")) as string;
    const shown = /```text\n(Imported gull\.txt[^`]*)```/.exec(readme)?.[1] as string;
    const cwd = tempDir();
    expect((await runShell(make, { cwd })).code).toBe(0);
    const result = await runInProcess(['import', 'gull.txt', '-o', 'drafts'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    // The same lines, but for where the project is and how the command starts on this machine.
    const same = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^(Project|Next|Bible):/.test(line))
        .join('\n');
    expect(same(result.stdout)).toBe(same(shown));
    expect(result.stdout).toMatch(/^Bible: bible\.md drafted from the text \(/m);
  });
});

describe('an imported book continued with writer draft', () => {
  it('drafts a chapter the author added to the outline, keeping the imported ones word for word', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
    expect((await runInProcess(['import', 'gull.txt', '-o', 'shelf'], { cwd })).code).toBe(0);
    const project = path.join(cwd, 'shelf', 'gull');
    const before = ['chapter_01.md', 'chapter_02.md', 'chapter_03.md'].map((file) =>
      readFileSync(path.join(project, file), 'utf8'),
    );
    writeFileSync(
      path.join(project, 'outline.md'),
      `${readFileSync(path.join(project, 'outline.md'), 'utf8')}- \`chapter_04.md\` — The Return — 214 words\n`,
    );
    const chapter = `# CHAPTER XI. THE RETURN\n\n${para('relit', 30)}`;
    const gemini = await startGeminiServer({
      replies: byTurn(
        [
          turnReply([
            {
              functionCall: {
                name: 'write_file',
                args: { filename: 'chapter_04.md', content: chapter, mode: 'create' },
              },
            },
          ]),
          turnReply([{ text: 'Chapter 4 is drafted.' }]),
          // The imported session's history already holds one model turn.
        ],
        { from: 1 },
      ),
    });
    servers.push(gemini);
    const result = await runInProcess(['draft', 'shelf/gull', '--no-review', '-m', 'gemini-2.5-flash'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: gemini.url },
    });
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(readFileSync(path.join(project, 'chapter_04.md'), 'utf8')).toBe(chapter);
    expect(
      ['chapter_01.md', 'chapter_02.md', 'chapter_03.md'].map((file) => readFileSync(path.join(project, file), 'utf8')),
    ).toEqual(before);
    // The model was told what is there and what to draft: the imported chapters are kept, chapter 4 is new.
    expect(JSON.stringify(gemini.turns()[0]?.body.contents)).toContain('chapter_04.md');
  });
});

describe('import stays inside its output folder', () => {
  it('makes a name with slashes and dots a plain folder name inside the output folder', async () => {
    const cwd = tempDir();
    const name = `escape-${path.basename(cwd)}`;
    writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
    const result = await runInProcess(['import', 'gull.txt', '-o', 'shelf', '--name', `../../${name}`], { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(path.join(cwd, 'shelf'))).toEqual([name]);
    for (const outside of [cwd, path.dirname(cwd), path.dirname(path.dirname(cwd))])
      expect(existsSync(path.join(outside, name))).toBe(false);
  });

  it('removes the hidden folder an import killed before its rename left, and nothing else', async () => {
    const cwd = tempDir();
    const stale = path.join(cwd, 'shelf', '.gull.import-999999999-deadbeef');
    mkdirSync(stale, { recursive: true });
    writeFileSync(path.join(stale, 'chapter_01.md'), 'half an import');
    mkdirSync(path.join(cwd, 'shelf', 'other'));
    writeFileSync(path.join(cwd, 'gull.txt'), MANUSCRIPT);
    const result = await runInProcess(['import', 'gull.txt', '-o', 'shelf'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(path.join(cwd, 'shelf')).sort()).toEqual(['gull', 'other']);
  });
});
