import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';
import { CHAPTER_TITLES, sampleProject, unzip } from './support.js';

/** `writer export` as a user runs it: the built CLI, with an output folder and settings that are not the defaults. */

let cwd: string;
let project: string;
beforeAll(() => {
  cwd = tempDir();
  project = sampleProject(path.join(cwd, 'drafts'));
});

/** Files and folders under a folder, for "nothing was left behind". */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('writer export', () => {
  it('makes an EPUB with the author and language given, into a folder it creates', async () => {
    const out = path.join(cwd, 'books', 'new', 'salt.epub');
    const result = await runInProcess(['export', project, '--out', out, '--author', 'Ann Lee', '--lang', 'pt-BR'], {
      cwd,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${out}: "Salt & Iron", 3 chapters`);
    const files = unzip(readFileSync(out));
    expect(files['EPUB/package.opf']).toContain('<dc:language>pt-BR</dc:language>');
    expect(files['EPUB/package.opf']).toContain('<dc:creator id="author">Ann Lee</dc:creator>');
  });

  it('takes the language from the config file, and the format from --format', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'writer.config.yaml'), 'lang: de\n');
    const result = await runInProcess(['export', project, '--format', 'docx', '--out', path.join(dir, 'salt')], {
      cwd: dir,
    });
    expect(result.code).toBe(0);
    expect(unzip(readFileSync(path.join(dir, 'salt')))['word/styles.xml']).toContain('<w:lang w:val="de"/>');
  });

  it('writes markdown beside the project by default, and says what it left out', async () => {
    const dir = tempDir();
    const own = sampleProject(dir, 'Tide');
    const result = await runInProcess(['export', own], { cwd: dir });
    expect(result.code).toBe(0);
    const md = readFileSync(`${own}.manuscript.md`, 'utf8');
    expect(md).toContain('\n# Salt & Iron\n');
    expect(md).toContain('\n## One: Arrival\n');
    expect(result.stdout).toContain('Not written yet (in the outline): ch2.md');
    expect(result.stdout).toContain('Left out (not in the outline): notes.md');
  });

  it('reports the same number of words as writer status', async () => {
    const exported = await runInProcess(['export', project, '--out', path.join(tempDir(), 'x.html')], { cwd });
    const status = await runInProcess(['status', project], { cwd });
    const exportWords = /chapters, ([\d,]+) words/.exec(exported.stdout)?.[1];
    const statusWords = /Words: ([\d,]+) in the work/.exec(status.stdout)?.[1];
    expect(exportWords).toBeDefined();
    expect(exportWords).toBe(statusWords);
  });

  it('exports every project of the output folder given with -o, one file each, and lists them', async () => {
    const drafts = path.join(tempDir(), 'batch-drafts');
    sampleProject(drafts, 'salt-1');
    sampleProject(drafts, 'salt-2');
    mkdirSync(path.join(drafts, 'empty-3'));
    writeFileSync(path.join(drafts, 'empty-3', 'outline.md'), '# Nothing yet\n\n- `ch1.md` — One\n');
    const result = await runInProcess(['export', '--all', '--format', 'html', '-o', drafts], { cwd: tempDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Exported 2 books (html) from ${drafts}:`);
    expect(result.stdout).toContain(`salt-1 → ${path.join(drafts, 'salt-1.manuscript.html')}`);
    expect(result.stdout).toContain('empty-3: skipped, no chapters yet');
    expect(listing(drafts).filter((name) => !name.includes(path.sep))).toEqual([
      'empty-3',
      'salt-1',
      'salt-1.manuscript.html',
      'salt-2',
      'salt-2.manuscript.html',
    ]);
    const page = readFileSync(path.join(drafts, 'salt-2.manuscript.html'), 'utf8');
    expect([...page.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1])).toEqual(CHAPTER_TITLES);
  });
});

describe('writer export refuses bad input in one line, exit 2, writing nothing', () => {
  const refused = async (args: string[], message: RegExp, dir = tempDir()) => {
    const before = listing(dir);
    const result = await runInProcess(args, { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    // One line, but for the hint to --help that every bad option gets.
    expect(
      result.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.includes('--help for usage')),
    ).toHaveLength(1);
    expect(result.stderr).not.toMatch(/unexpected error|\n\s+at /);
    expect(listing(dir)).toEqual(before);
    return dir;
  };

  it("an --out onto one of the project's own files, which stays as it was", async () => {
    const dir = tempDir();
    const own = sampleProject(dir, 'Own');
    const chapter = readFileSync(path.join(own, 'ch1.md'), 'utf8');
    await refused(
      ['export', own, '--out', path.join(own, 'ch1.md')],
      /Cannot export to .*ch1\.md: it is one of the project's files, which the book would replace\. Give a path outside/,
      dir,
    );
    expect(readFileSync(path.join(own, 'ch1.md'), 'utf8')).toBe(chapter);
  });

  it('an author with a control character, which would make an EPUB no reader opens', async () => {
    await refused(
      ['export', project, '--format', 'epub', '--author', 'Ann\u0007 Lee'],
      /The author contains a control character \(U\+0007\)/,
    );
  });

  it('an unknown format', async () => {
    await refused(['export', project, '--format', 'pdf'], /unknown format "pdf": use one of md, epub, docx, html/);
  });

  it('a format that contradicts the --out name', async () => {
    await refused(['export', project, '--format', 'epub', '--out', 'book.md'], /--format epub does not match/);
  });

  it('a project without chapters', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'Bare'));
    writeFileSync(path.join(dir, 'Bare', 'outline.md'), '# Bare\n\n- `ch1.md` — One\n');
    await refused(['export', 'Bare'], /has no chapters to export yet/, dir);
  });

  it('an --out under a file, where no folder can be made', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'plain'), 'a file');
    await refused(
      ['export', project, '--out', path.join(dir, 'plain', 'sub', 'k.md')],
      /Cannot export to .*k\.md: cannot create the folder .*: a part of the path is a file, not a folder\.\n/,
      dir,
    );
  });

  it('an --out in a folder that cannot be written, leaving no temporary file', async () => {
    if (process.getuid?.() === 0) {
      // Root writes through permissions; a read-only file system is out of reach here, so a folder name stands in.
      const dir = tempDir();
      mkdirSync(path.join(dir, 'k.epub'));
      await refused(
        ['export', project, '--out', path.join(dir, 'k.epub')],
        /Cannot export to .*k\.epub: it is a folder/,
        dir,
      );
      return;
    }
    const dir = tempDir();
    mkdirSync(path.join(dir, 'locked'));
    chmodSync(path.join(dir, 'locked'), 0o500);
    await refused(['export', project, '--out', path.join(dir, 'locked', 'k.md')], /permission denied/, dir);
    expect(existsSync(path.join(dir, 'locked', 'k.md'))).toBe(false);
  });

  it('an --out name too long to write: the folder made for it is removed again', async () => {
    const dir = tempDir();
    await refused(
      ['export', project, '--out', path.join(dir, 'new', 'deeper', `${'k'.repeat(300)}.md`)],
      /Cannot export to .*\.md: the name is too long\./,
      dir,
    );
  });

  it('an --out in a folder that takes no new files (/proc): the path given and why, no temporary name', async () => {
    const result = await runInProcess(['export', project, '--out', '/proc/book.epub'], { cwd: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Cannot export to /proc/book.epub: new files cannot be created in that folder.\n');
    expect(existsSync('/proc/book.epub')).toBe(false);
    // A folder to make there: refused in one line, where Node's recursive mkdir would spin forever.
    const deeper = await runInProcess(['export', project, '--out', '/proc/x/book.epub'], { cwd: tempDir() });
    expect(deeper.code).toBe(2);
    expect(deeper.stderr).toBe(
      'Cannot export to /proc/x/book.epub: cannot create the folder /proc/x: new files cannot be created in that folder.\n',
    );
  });

  it('--all with nothing to export', async () => {
    const drafts = tempDir();
    mkdirSync(path.join(drafts, 'only-outline'));
    await refused(['export', '--all', '-o', drafts], /No project in .* has chapters to export yet/, drafts);
  });

  it('a bad --lang', async () => {
    await refused(['export', project, '--lang', 'english language'], /language tag/);
  });
});
