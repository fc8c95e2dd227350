import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..', 'src');

/**
 * Every folder of src/ (and each module at its top) in layers, highest first.
 * A module imports only from its own folder or from a layer below its own;
 * folders that share a layer do not import from each other. A new folder
 * must be given its place here (the test fails until it is).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['writer.ts'], // the CLI entry
  ['studio'], // the output folder in a browser: shows what the commands report
  ['cli'], // the commands
  ['batch', 'parallel', 'import'], // many sessions at once; a manuscript made into a project
  ['revise.ts'],
  ['recovery.ts'],
  // The loop and the session; reading a finished project (the loop gets the checker's findings from its caller).
  ['agent', 'check', 'export'],
  ['craft'], // outline, completion, review, status
  ['context'], // the context window: estimates, compression, summaries
  ['ui'], // what the loop reports, and how it is shown
  ['cost', 'tools'],
  ['journal'], // persistence: the session journal, replay, exactly-once writes
  ['project'], // the project folder and its files
  ['config', 'prompts'],
  ['model'], // the model interface and the Gemini client
  ['util'],
];

const rank = new Map(LAYERS.flatMap((layer, i) => layer.map((unit) => [unit, i] as const)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The folder (or top-level module) of src/ a file belongs to. */
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] as string;

/** Every module of src/ a file imports, types and lazy `import()` included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
}

const files = sources(SRC);
const edges = new Map(files.map((file) => [file, importsOf(file)]));

describe('layers', () => {
  it('gives every folder of src/ a layer', () => {
    expect([...new Set(files.map(unitOf))].filter((unit) => !rank.has(unit))).toEqual([]);
  });

  it('imports only point down (or stay inside a folder)', () => {
    const upward = files.flatMap((file) =>
      (edges.get(file) ?? []).flatMap((target) => {
        const [from, to] = [unitOf(file), unitOf(target)];
        if (from === to) return [];
        const down = (rank.get(to) ?? -1) > (rank.get(from) ?? Number.POSITIVE_INFINITY);
        return down ? [] : [`${path.relative(SRC, file)} → ${path.relative(SRC, target)}`];
      }),
    );
    expect(upward).toEqual([]);
  });

  it('has no circle of imports between files, type-only imports included', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(SRC, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of edges.get(file) ?? []) if (edges.has(target)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});

/** The modules a file loads when it is loaded: `import … from` that is not type-only, not a lazy `import()`. */
function loadedWith(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)].map(
    (m) => m[1] as string,
  );
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
}

/** The modules of src/ a start from `entry` compiles before any lazy `import()`, relative to src/. */
function compiledFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !files.includes(file)) return;
    seen.add(file);
    for (const target of loadedWith(file)) visit(target);
  };
  visit(path.join(SRC, entry));
  return [...seen].map((f) => path.relative(SRC, f));
}

describe('what a start compiles', () => {
  // The checker is over a megabyte of code: compiling it was a quarter of a second of every writer start, paid
  // by runs that never reach a review. A run and a batch load it when they review or stitch, not before.
  it.each(['cli/run.ts', 'cli/batch.ts'])('%s loads the checker only when it is used', (entry) => {
    const loaded = compiledFrom(entry);
    // The walk reaches the review's entry (so an import form this reading misses would show here)…
    expect(loaded).toContain(path.join('check', 'reviewPass.ts'));
    // …and not the checker behind it.
    expect(loaded.filter((f) => f === path.join('check', 'index.ts'))).toEqual([]);
  });

  // `writer check` on a manuscript is timed from the process's start (issue 29: 100,000 words in 2 s): it compiles
  // the checker and not the sessions' machinery (chapter sessions, locks, journals' replay) that `writer status` reads.
  it('cli/check.ts loads no session machinery before a newest project is looked for', () => {
    const loaded = compiledFrom(path.join('cli', 'check.ts'));
    expect(loaded).toContain(path.join('check', 'index.ts'));
    expect(
      loaded.filter((f) => /^(?:parallel|agent|batch|model|context)\//.test(f) || f === path.join('cli', 'status.ts')),
    ).toEqual([]);
  });

  // yaml and smol-toml are loaded when a bible or a config is in their format, not at every start (tens of
  // milliseconds of compiling that a manuscript with a Markdown bible and no config never uses).
  it('writer check of a Markdown bible and no config loads neither yaml nor smol-toml', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-arch-'));
    try {
      writeFileSync(path.join(dir, 'chapter_01.md'), '# One\n\nMara Voss had grey eyes. She walked to the harbour.\n');
      writeFileSync(path.join(dir, 'bible.md'), '## Characters\n\n### Mara Voss\n- Eyes: grey\n');
      // What is imported (a resolve hook prints each module) and what is required (the CommonJS cache), in a
      // process of its own: this one's modules are shared with other test files.
      const hooks = `data:text/javascript,${encodeURIComponent(
        'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("LOADED " + r.url + "\\n"); return r; }',
      )}`;
      const script = [
        "import { createRequire, register } from 'node:module';",
        `register(${JSON.stringify(hooks)});`,
        `const { checkProject } = await import(${JSON.stringify(path.join(SRC, '..', 'dist', 'src', 'check', 'index.js'))});`,
        `await checkProject(${JSON.stringify(dir)}, {});`,
        'for (const k of Object.keys(createRequire(import.meta.url).cache)) process.stderr.write("LOADED " + k + "\\n");',
      ].join('\n');
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(0);
      // The walk sees the checker's own modules (so a hook that printed nothing would show here)…
      expect(run.stderr).toContain('/dist/src/check/facts.js');
      const loaded = ['yaml', 'smol-toml'].filter((p) => run.stderr.includes(`/node_modules/${p}/`));
      expect(loaded).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
