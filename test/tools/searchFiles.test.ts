import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { compileGlobs, filterByGlobs, matchGlobs } from '../../src/tools/glob.js';
import { createProjectTool } from '../../src/tools/project.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import { SEARCH_LIMITS, searchFilesTool, searchFilesToolWith } from '../../src/tools/searchFiles.js';
import { tempDir } from '../support/cli.js';
import { TestToolContext } from '../support/toolContext.js';

let context: TestToolContext;
let dir: string;
const search = (args: Record<string, unknown>) => searchFilesTool.run(args, context).then((o) => o.response);
const put = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
};

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context);
  dir = context.project?.dir as string;
  put('chapter_01.md', '# One\n\nMara had green eyes.\nThe sea was calm.\n');
  put('chapter_02.md', '# Two\n\nThe storm came.\nMARA hid below.\nHer eyes were grey.\n');
  put('bible.md', '# Bible\n\n- Mara: green eyes, 34\n');
});

describe('search_files', () => {
  it('finds one match, ignoring case, as file:line: text with a line of context', async () => {
    const result = await search({ query: 'calm' });
    expect(result).toEqual({
      total_matches: 1,
      files_matched: 1,
      files_searched: 3,
      matches: 'chapter_01.md:3- Mara had green eyes.\nchapter_01.md:4: The sea was calm.',
    });
  });

  it('finds many matches across files, case-insensitively by default', async () => {
    const result = await search({ query: 'mara' });
    expect(result.total_matches).toBe(3);
    // Three matches in the three files searched: a figure of the files with a match, not of those searched.
    expect(result.files_matched).toBe(3);
    expect((await search({ query: 'green' })).files_matched).toBe(2);
    expect(String(result.matches).split('\n--\n')).toEqual([
      'bible.md:2- \nbible.md:3: - Mara: green eyes, 34',
      'chapter_01.md:2- \nchapter_01.md:3: Mara had green eyes.\nchapter_01.md:4- The sea was calm.',
      'chapter_02.md:3- The storm came.\nchapter_02.md:4: MARA hid below.\nchapter_02.md:5- Her eyes were grey.',
    ]);
    expect(String(result.matches)).toContain('chapter_02.md:4: MARA hid below.');
    expect((await search({ query: 'mara', case_sensitive: true })).total_matches).toBe(0);
  });

  it('says so when nothing matches', async () => {
    expect(await search({ query: 'whale' })).toEqual({
      total_matches: 0,
      files_matched: 0,
      files_searched: 3,
      matches: '',
      message: 'No matches in 3 files.',
    });
  });

  it('joins overlapping context and separates groups with --', async () => {
    const result = await search({ query: 'eyes', files: 'chapter_02.md' });
    expect(result.matches).toBe('chapter_02.md:4- MARA hid below.\nchapter_02.md:5: Her eyes were grey.');
    const both = await search({ query: '(storm|grey)', regex: true });
    expect(both.matches).toBe(
      'chapter_02.md:2- \nchapter_02.md:3: The storm came.\nchapter_02.md:4- MARA hid below.\nchapter_02.md:5: Her eyes were grey.',
    );
  });

  it('limits the files with a glob', async () => {
    const result = await search({ query: 'green', files: 'chapter_*.md' });
    expect(result).toMatchObject({ total_matches: 1, files_searched: 2 });
    expect((await search({ query: 'green', files: '{bible,outline}.md' })).files_searched).toBe(1);
    expect((await search({ query: 'green', files: 'nothing_*.md' })).error).toMatch(/No project file matches/);
    expect((await search({ query: 'green', files: '[z-a].md' })).error).toMatch(/not a file pattern/);
  });

  it("never searches writer's own files", async () => {
    put('.writer/session.jsonl', '{"text":"Mara had green eyes"}\n');
    put('.context_summary_20261202_101500.md', 'Mara had green eyes.\n');
    const all = await search({ query: 'green eyes' });
    expect(all.total_matches).toBe(2);
    expect(String(all.matches)).not.toMatch(/writer|context_summary/);
    expect((await search({ query: 'green', files: '.writer/**' })).error).toMatch(/No project file matches/);
    expect((await search({ query: 'green', files: '**' })).total_matches).toBe(2);
  });

  it('does not follow links out of the project', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'secret.md'), 'green secret\n');
    symlinkSync(outside, path.join(dir, 'escape'));
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'link.md'));
    const result = await search({ query: 'secret' });
    expect(result.total_matches).toBe(0);
  });

  it('shows at most 50 matches and counts the rest', async () => {
    put('long.md', Array.from({ length: 120 }, (_, i) => `line ${i} the bell rang`).join('\n'));
    const result = await search({ query: 'bell', files: 'long.md' });
    expect(result.total_matches).toBe(120);
    expect(String(result.matches).match(/^long\.md:\d+: /gm)).toHaveLength(SEARCH_LIMITS.maxMatches);
    expect(result.more).toBe('70 more matches not shown; narrow the query or limit the files.');
  });

  it('cuts a long line around the match', async () => {
    put('para.md', `${'word '.repeat(400)}needle${' word'.repeat(400)}`);
    // A regular expression is found in the worker; where it starts comes back with it.
    expect((await search({ query: 'need.e', files: 'para.md' })).total_matches).toBe(0);
    const matches = String((await search({ query: 'need.e', files: 'para.md', regex: true })).matches);
    expect(matches).toMatch(/^para\.md:1: …[word ]+needle[word ]+…$/);
    expect(matches.length).toBeLessThan(340);
    const plain = String((await search({ query: 'NEEDLE', files: 'para.md' })).matches);
    expect(plain).toMatch(/^para\.md:1: …[word ]+needle[word ]+…$/);
  });

  it('shows a match on the last line of a file that does not end with a newline', async () => {
    put('end.md', 'The tide went out.\nMara kept the last lamp');
    expect(await search({ query: 'last lamp' })).toEqual({
      total_matches: 1,
      files_matched: 1,
      files_searched: 4,
      matches: 'end.md:1- The tide went out.\nend.md:2: Mara kept the last lamp',
    });
  });

  it('searches regular expressions and explains one that does not compile', async () => {
    expect((await search({ query: 'gr(e|a)y', regex: true })).total_matches).toBe(1);
    // The worker counts the files with a match as the plain search does.
    expect(await search({ query: 'gr(e|e)en', regex: true })).toMatchObject({ total_matches: 2, files_matched: 2 });
    expect((await search({ query: 'eyes [', regex: true })).error).toMatch(/^The regular expression does not compile/);
  });

  it('stops a catastrophic regular expression and says why', async () => {
    put('trap.md', `${'a'.repeat(40)}!\n`);
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, timeoutMs: 300 });
    // Unstopped, this pattern on 40 a's would run for hours: the test's own timeout fails it, with no clock read
    // here that a busy machine could trip.
    const { response } = await tool.run({ query: '^(a+)+$', regex: true }, context);
    expect(response).toEqual({
      error:
        'The regular expression was stopped after 0.3 s: patterns with nested repeats such as (a+)+ or (\\w+\\s?)* ' +
        'can take forever on long lines. Use a simpler pattern, or search plain text with regex false.',
    });
  });

  it.each([
    ['a regular expression', { query: 'gr(e|a)y', regex: true }],
    ['a file pattern', { query: 'grey', files: 'chapter_*.md' }],
  ])('reports a search worker that crashed as that failure, never as %s that was too slow', async (_what, args) => {
    // Every worker started now runs code that throws at once, as a worker that ran out of memory would fail.
    const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
    const RealWorker = threads.Worker;
    threads.Worker = class extends RealWorker {
      constructor() {
        super('throw new Error("the worker crashed")', { eval: true });
      }
    };
    syncBuiltinESMExports();
    try {
      const registry = new ToolRegistry([searchFilesTool]);
      const { response } = await registry.execute(
        { name: 'search_files', args },
        context,
        new AbortController().signal,
      );
      expect(response).toEqual({ error: 'search_files failed: the worker crashed' });
    } finally {
      threads.Worker = RealWorker;
      syncBuiltinESMExports();
    }
  });

  it('skips files over the size limit and says so', async () => {
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, maxFileBytes: 60 });
    put('big.md', `green ${'x'.repeat(100)}`);
    const { response } = await tool.run({ query: 'green' }, context);
    expect(response.skipped).toEqual(['big.md (106 bytes, too large to search)']);
    expect(response.total_matches).toBe(2);
  });

  it('names a file it skipped as too large instead of saying nothing matches', async () => {
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, maxFileBytes: 60 });
    put('toobig.md', `green ${'x'.repeat(100)}`);
    const { response } = await tool.run({ query: 'green', files: 'toobig.md' }, context);
    expect(response.error).toBe('Nothing was searched: toobig.md (106 bytes, too large to search).');
  });

  it('skips files that are not text, even without NUL bytes, and names them', async () => {
    // A picture's bytes: no NUL, not UTF-8.
    writeFileSync(
      path.join(dir, 'cover.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x80, 0x67, 0x72, 0x65, 0x65, 0x6e]),
    );
    writeFileSync(path.join(dir, 'notes.bin'), `green ${'\u0001\u0002\u0003'.repeat(20)}`);
    const result = await search({ query: 'green' });
    expect(result.total_matches).toBe(2);
    expect(String(result.matches)).not.toMatch(/cover|notes|\uFFFD/);
    expect(result.skipped).toEqual(['cover.png (not UTF-8 text)', 'notes.bin (not UTF-8 text)']);
  });

  it('needs an active project and a one-line query', async () => {
    expect((await searchFilesTool.run({ query: 'x' }, new TestToolContext())).response.error).toMatch(
      /No active project/,
    );
    expect((await search({ query: '' })).error).toMatch(/empty/);
    expect((await search({ query: 'a\nb' })).error).toMatch(/spans lines/);
  });
});

describe('file patterns (picomatch, matched in a worker)', () => {
  it.each([
    ['chapter_*.md', 'chapter_01.md', true],
    ['chapter_*.md', 'chapters/chapter_01.md', true],
    ['chapters/*.md', 'chapters/01.md', true],
    ['chapters/*.md', 'chapters/a/01.md', false],
    ['chapters/**', 'chapters/a/01.md', true],
    ['**/*.md', 'a.md', true],
    ['chapter_0?.md', 'chapter_01.md', true],
    ['chapter_0[12].md', 'chapter_03.md', false],
    ['chapter_0[!12].md', 'chapter_03.md', true],
    ['chapter_0[!12].md', 'chapter_01.md', false],
    ['{outline,bible}.md', 'bible.md', true],
    ['outline.md, chapter_02.md', 'chapter_02.md', true],
    ['*.md', 'notes.txt', false],
    ['a.md', 'xa.md', false],
  ])('%s matches %s: %s', (glob, file, expected) => {
    // The worker runs this very function; harmless patterns can be checked without one.
    expect(filterByGlobs(compileGlobs(glob), [file])).toEqual(expected ? [file] : []);
  });

  it('matches in the worker as in the function it runs', async () => {
    const globs = compileGlobs('chapter_*.md, {outline,bible}.md');
    const paths = ['chapter_01.md', 'x/chapter_02.md', 'bible.md', 'notes.txt'];
    expect(await matchGlobs(globs, paths, 5_000)).toEqual(['chapter_01.md', 'x/chapter_02.md', 'bible.md']);
  });

  it('stops a backtracking pattern in its worker while writer stays responsive, and says why', async () => {
    put(`${'a'.repeat(60)}.md`, 'green\n');
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, timeoutMs: 300 });
    // A timer set now must fire while the pattern is being matched: the main thread is never blocked by it.
    let tickedDuringMatch = false;
    let done = false;
    setTimeout(() => {
      tickedDuringMatch = !done;
    }, 50);
    const { response } = await tool.run({ query: 'green', files: `${'*a'.repeat(18)}*b` }, context);
    done = true;
    expect(tickedDuringMatch).toBe(true);
    expect(response).toEqual({
      error:
        `The file pattern "${'*a'.repeat(18)}*b" was stopped after 0.3 s: many "*" in one name (such as *a*a*a*b) can ` +
        'take forever to match. Use a simpler pattern, such as "chapter_*.md" or "chapters/**".',
    });
  });

  it('ends the match at once when the run is interrupted', async () => {
    const controller = new AbortController();
    const matching = matchGlobs(
      compileGlobs(`${'*a'.repeat(18)}*b`),
      [`${'a'.repeat(60)}.md`],
      60_000,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    await expect(matching).rejects.toThrow(/interrupted/);
  });
});

describe('search_files: lines shown', () => {
  it('shows the first line of a file, and no line before it', async () => {
    expect(await search({ query: '# One' })).toMatchObject({
      total_matches: 1,
      matches: 'chapter_01.md:1: # One\nchapter_01.md:2- ',
    });
  });

  it('cuts a long line at its end when the match is near the end, and at its start when near the start', async () => {
    const words = 'word '.repeat(200);
    put('end.md', `${words}needle`);
    expect((await search({ query: 'needle', files: 'end.md' })).matches).toBe(
      `end.md:1: …${`${words}needle`.slice(-300)}`,
    );
    put('start.md', `needle ${words}`);
    expect((await search({ query: 'needle', files: 'start.md' })).matches).toBe(
      `start.md:1: ${`needle ${words}`.slice(0, 300)}…`,
    );
  });

  it('shows a long line of context from its start', async () => {
    const words = 'word '.repeat(100);
    put('context.md', `${words}${words}\nneedle\n`);
    expect((await search({ query: 'needle', files: 'context.md' })).matches).toBe(
      `context.md:1- ${`${words}${words}`.slice(0, 300)}…\ncontext.md:2: needle`,
    );
  });

  it('shows a line of exactly 300 characters whole', async () => {
    const line = `needle${'x'.repeat(294)}`;
    put('exact.md', line);
    expect((await search({ query: 'needle', files: 'exact.md' })).matches).toBe(`exact.md:1: ${line}`);
  });
});

describe('search_files: regular expressions', () => {
  it('reads a pattern with Unicode features, matching case exactly when asked', async () => {
    const result = await search({ query: '\\p{Lu}{4}', regex: true, case_sensitive: true });
    expect(result).toMatchObject({
      total_matches: 1,
      matches: expect.stringContaining('chapter_02.md:4: MARA hid below.'),
    });
  });

  it('still reads a pattern with an escape Unicode patterns refuse, ignoring case or not as asked', async () => {
    expect((await search({ query: 'mara\\ had', regex: true })).total_matches).toBe(1);
    expect((await search({ query: 'mara\\ had', regex: true, case_sensitive: true })).total_matches).toBe(0);
    expect((await search({ query: 'Mara\\ had', regex: true, case_sensitive: true })).total_matches).toBe(1);
  });

  it('says why a pattern does not compile', async () => {
    expect((await search({ query: 'eyes [', regex: true })).error).toBe(
      'The regular expression does not compile: Invalid regular expression: /eyes [/iu: Unterminated character ' +
        'class. Fix it, or search plain text with regex false.',
    );
  });
});

describe('search_files: what is searched', () => {
  it('skips a file with a NUL byte as not text', async () => {
    put('data.md', 'green eyes\u0000');
    expect((await search({ query: 'green' })).skipped).toEqual(['data.md (not UTF-8 text)']);
  });

  it('searches a file with a few control characters (a bell, an escape) as text', async () => {
    put('ansi.md', 'green \u001b[1m eyes \u0007');
    expect((await search({ query: 'green', files: 'ansi.md' })).total_matches).toBe(1);
  });

  it('searches a file of exactly the size limit', async () => {
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, maxFileBytes: 60 });
    put('limit.md', `green ${'x'.repeat(54)}`);
    const { response } = await tool.run({ query: 'green', files: 'limit.md' }, context);
    expect(response).toMatchObject({ total_matches: 1 });
    expect(response.skipped).toBeUndefined();
  });

  it('stops adding files at the total limit, and says which were left out', async () => {
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, maxTotalBytes: 1024 * 1024 });
    const half = `green ${'x'.repeat(512 * 1024 - 6)}`;
    put('part/a.md', half);
    put('part/b.md', half);
    const both = await tool.run({ query: 'green', files: 'part/*' }, context);
    expect(both.response).toMatchObject({ total_matches: 2, files_searched: 2 });
    put('part/c.md', 'green');
    const { response } = await tool.run({ query: 'green', files: 'part/*' }, context);
    expect(response).toMatchObject({ total_matches: 2, skipped: ['part/c.md (the search reached its 1 MB limit)'] });
  });

  it('says when the project has no files yet', async () => {
    const fresh = new TestToolContext();
    await createProjectTool.run({ project_name: 'Empty' }, fresh);
    expect((await searchFilesTool.run({ query: 'x' }, fresh)).response).toEqual({
      error: 'The project has no files to search yet.',
    });
  });

  it('is interrupted while matching a file pattern', async () => {
    put(`${'a'.repeat(60)}.md`, 'green\n');
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, timeoutMs: 600_000 });
    const controller = new AbortController();
    const searching = tool.run({ query: 'green', files: `${'*a'.repeat(18)}*b` }, context, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect((await searching).response).toEqual({ error: 'The search was interrupted.' });
  }, 20_000);

  it('describes a call with its query and files, and tells the model how many matches it shows', () => {
    expect(searchFilesTool.describe({ query: 'Mara' })).toBe('search_files "Mara"');
    expect(searchFilesTool.describe({ query: 'Mara', files: 'ch*.md' })).toBe('search_files "Mara" in ch*.md');
    expect(searchFilesToolWith({ ...SEARCH_LIMITS, maxMatches: 7 }).description).toContain(
      'At most 7 matches are shown, with a count of the rest.',
    );
  });
});

describe('search_files as the model sees it', () => {
  it('explains the result format and describes every parameter', () => {
    const tool = searchFilesToolWith(SEARCH_LIMITS);
    // The name the system prompt and the model call it by.
    expect(tool.name).toBe('search_files');
    expect(tool.description).toMatch(/^Search the files of the active project for a word or phrase/);
    expect(tool.description).toContain('Case is ignored unless case_sensitive is true.');
    expect(tool.description).toContain('"file:line: text" with the line before and after as "file:line- text"');
    const properties = tool.parameters.properties as Record<string, { description?: string }>;
    expect(Object.keys(properties).sort()).toEqual(['case_sensitive', 'files', 'query', 'regex']);
    for (const [name, property] of Object.entries(properties)) expect(property.description, name).toMatch(/\w{3}/);
    expect(properties.files?.description).toContain('"chapter_*.md"');
    expect(tool.parameters.required).toEqual(['query']);
  });
});

describe('search_files: empty lines', () => {
  it('finds the one line of an empty file with a pattern that matches an empty line', async () => {
    put('empty.md', '');
    expect(await search({ query: '^$', regex: true, files: 'empty.md' })).toMatchObject({
      total_matches: 1,
      matches: 'empty.md:1: ',
    });
  });
});

describe('search_files: a pattern that matches an empty line', () => {
  it('does not count the end of a file that ends in a newline as a line', async () => {
    put('gaps.md', 'a\n\nb\n');
    expect(await search({ query: '^$', regex: true, files: 'gaps.md' })).toMatchObject({
      total_matches: 1,
      matches: 'gaps.md:1- a\ngaps.md:2: \ngaps.md:3- b',
    });
  });
});

describe('search_files: groups and skipped files', () => {
  it('divides the matches of one file that are far apart', async () => {
    put('far.md', 'bell\ntwo\nthree\nfour\nfive\nbell\n');
    expect((await search({ query: 'bell', files: 'far.md' })).matches).toBe(
      'far.md:1: bell\nfar.md:2- two\n--\nfar.md:5- five\nfar.md:6: bell',
    );
  });

  it('names every file it skipped when nothing was searched', async () => {
    const tool = searchFilesToolWith({ ...SEARCH_LIMITS, maxFileBytes: 60 });
    put('big/a.md', `green ${'x'.repeat(100)}`);
    put('big/b.md', `green ${'x'.repeat(100)}`);
    const { response } = await tool.run({ query: 'green', files: 'big/*' }, context);
    expect(response.error).toBe(
      'Nothing was searched: big/a.md (106 bytes, too large to search); big/b.md (106 bytes, too large to search).',
    );
  });
});
