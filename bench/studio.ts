import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { cliPath, fmt, median, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * `writer studio`: the built CLI serving an output folder, as a browser asks
 * it. The first page of a 350,000-word project (the page, its modules and
 * the project's data), a change on disk until the page has its new data
 * (the event on the stream, then the refetch), and the studio's peak memory
 * with 50 projects, each page of each asked for once.
 */

const PARAGRAPH =
  'The tide came in over the black stones below the light, and Mara watched it from the lamp room with the logbook open on her knees. ';

/** A project as a one-loop run leaves it: outline, bible, chapters and a journal holding every chapter's write. */
function writeProject(dir: string, chapters: number, wordsPerChapter: number): void {
  mkdirSync(path.join(dir, '.writer'), { recursive: true });
  const perParagraph = PARAGRAPH.split(' ').length - 1;
  const body = `${PARAGRAPH.repeat(Math.ceil(wordsPerChapter / perParagraph / 6)).trim()}\n\n`.repeat(6);
  const file = (n: number) => `chapter_${String(n).padStart(3, '0')}.md`;
  const outline = [`# Outline: ${path.basename(dir)}`, ''];
  const records: unknown[] = [
    { type: 'session', version: 1, prompt: 'Write a long novel', model: 'gemini-2.5-pro', startedAt: 'x' },
  ];
  for (let n = 1; n <= chapters; n++) {
    const text = `# Chapter ${n}\n\n${body}`;
    writeFileSync(path.join(dir, file(n)), text);
    outline.push(`- \`${file(n)}\` — Chapter ${n} — the tide turns — ${wordsPerChapter} words`);
    const usage = { promptTokens: 20_000 + n * 4_000, outputTokens: 5_000 };
    records.push(
      {
        type: 'message',
        iteration: n,
        content: {
          role: 'model',
          parts: [{ functionCall: { name: 'write_file', args: { filename: file(n), content: text, mode: 'create' } } }],
        },
        usage,
      },
      {
        type: 'message',
        iteration: n,
        content: { role: 'user', parts: [{ functionResponse: { name: 'write_file', response: { ok: true } } }] },
      },
    );
  }
  writeFileSync(path.join(dir, 'outline.md'), `${outline.join('\n')}\n`);
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n\n## Characters\n- Mara Venn, 34, keeper of Gull Rock.\n');
  writeFileSync(path.join(dir, '.writer', 'session.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
}

interface Served {
  child: ChildProcess;
  port: number;
  cookie: string;
  peakMb(): number;
  stop(): Promise<void>;
}

function get(port: number, url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers: { Cookie: cookie } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Start `writer studio -o DIR` and trade its printed token for the cookie. */
async function serve(outputDir: string): Promise<Served> {
  const child = spawn(process.execPath, [cliPath, 'studio', '-o', outputDir], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // gone
    }
  }, 20);
  const first = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] as string);
    });
    child.on('close', () => reject(new Error(`writer studio ended: ${out}`)));
  });
  const match = /http:\/\/127\.0\.0\.1:(\d+)\/\?token=(\S+)/.exec(first);
  if (!match) throw new Error(`no address in "${first}"`);
  const port = Number(match[1]);
  const cookie = await new Promise<string>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: `/?token=${match[2]}` }, (res) => {
      res.resume();
      const set = res.headers['set-cookie']?.[0]?.split(';')[0];
      if (set) resolve(set);
      else reject(new Error('no cookie'));
    }).end();
  });
  return {
    child,
    port,
    cookie,
    peakMb: () => peakKb / 1024,
    stop: () =>
      new Promise((resolve) => {
        clearInterval(poll);
        child.on('close', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/** What the project page loads: the page, its stylesheet and modules, and the project's data. */
const PAGE = ['/assets/studio.css', '/assets/app.js', '/assets/dom.js', '/assets/project.js'];

async function firstPage(served: Served, name: string): Promise<number> {
  const started = performance.now();
  await get(served.port, `/p/${name}`, served.cookie);
  await Promise.all([
    ...PAGE.map((url) => get(served.port, url, served.cookie)),
    get(served.port, `/api/p/${name}`, served.cookie),
  ]);
  return performance.now() - started;
}

/** From a write on disk to the page holding the new data: the change event, then the refetch the page makes. */
async function changeToPage(served: Served, project: string, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let started = 0;
    const req = request(
      { host: '127.0.0.1', port: served.port, path: '/api/events', headers: { Cookie: served.cookie } },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          if (text.startsWith('retry:')) {
            // Connected: now change the file.
            setTimeout(() => {
              started = performance.now();
              appendFileSync(file, '\nOne more line, written while the studio watched.\n');
            }, 200);
            return;
          }
          if (!text.includes('event: change') || started === 0) return;
          void get(served.port, `/api/p/${project}`, served.cookie).then(() => {
            const ms = performance.now() - started;
            req.destroy();
            resolve(ms);
          }, reject);
        });
      },
    );
    req.on('error', () => undefined);
    req.end();
  });
}

export async function studioBench(quick: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  // The big project: 100 chapters of 3,500 words.
  const bigOut = tmp('studio-big');
  const chapters = quick ? 20 : 100;
  writeProject(path.join(bigOut, 'Long_Novel'), chapters, 3_500);
  const big = await serve(bigOut);
  const cold = await firstPage(big, 'Long_Novel');
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) warm.push(await firstPage(big, 'Long_Novel'));
  const changes: number[] = [];
  for (let i = 0; i < 5; i++)
    changes.push(await changeToPage(big, 'Long_Novel', path.join(bigOut, 'Long_Novel', 'chapter_050.md')));
  await big.stop();
  const words = chapters * 3_500;
  rows.push(
    {
      metric: `Studio: first page of a ${fmt(words)}-word project (the page, its modules and the project's data), first / median of 5 more`,
      result: `${fmt(cold)} ms / ${fmt(median(warm))} ms`,
      goal: quick ? '(quick run: smaller project)' : '≤ 500 ms',
      met: quick ? undefined : cold <= 500,
    },
    {
      metric: 'Studio: a change on disk until the page has the new data (event, then refetch), median of 5',
      result: `${fmt(median(changes))} ms (slowest ${fmt(Math.max(...changes))} ms)`,
      goal: '≤ 1 s',
      met: Math.max(...changes) <= 1000,
    },
  );

  // 50 projects of 20 chapters of 3,000 words each (3 million words in all), every page asked for once.
  const manyOut = tmp('studio-many');
  const count = quick ? 10 : 50;
  for (let i = 1; i <= count; i++) writeProject(path.join(manyOut, `Novel_${i}`), 20, 3_000);
  const many = await serve(manyOut);
  await get(many.port, '/api/projects', many.cookie);
  for (let i = 1; i <= count; i++) {
    await get(many.port, `/api/p/Novel_${i}`, many.cookie);
    await get(many.port, `/api/p/Novel_${i}/chapter/chapter_001.md`, many.cookie);
    await get(many.port, `/api/p/Novel_${i}/map`, many.cookie);
  }
  await get(many.port, '/api/projects', many.cookie);
  const peak = many.peakMb();
  await many.stop();
  rows.push({
    metric: `Studio with ${count} projects (${fmt(count * 60_000)} words): peak memory (RSS) after the list and every project's page, first chapter and map`,
    result: `${fmt(peak)} MB`,
    goal: quick ? '(quick run: fewer projects)' : '≤ 150 MB',
    met: quick ? undefined : peak <= 150,
  });
  return rows;
}
