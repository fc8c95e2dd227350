import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { acquireLock, projectLockPath } from '../../src/project/lock.js';
import { type Studio, startStudio } from '../../src/studio/server.js';
import { tempDir } from '../support/cli.js';
import { guard } from '../support/guard.js';
import { runInProcess } from '../support/inProcess.js';
import { login, raw } from './http.js';
import { writeProject } from './support.js';

/**
 * The studio over HTTP, as a browser or an attacker's page reaches it: the
 * token, the Host, the origin and the path are checked before anything is
 * read; what the pages read and write is the project's own files.
 */

const TOKEN = 'a-test-token-of-no-special-shape';
const SECRET = 'the contents of a file outside the output folder';

let cwd: string;
let studio: Studio;
let cookie: string;
let project: string;

beforeEach(async () => {
  cwd = tempDir();
  const outputDir = path.join(cwd, 'drafts');
  project = writeProject(outputDir);
  // Beside the output folder and inside the project's .writer: neither may ever be served.
  writeFileSync(path.join(cwd, 'secret.txt'), SECRET);
  studio = await startStudio({ outputDir, prices: DEFAULT_PRICES, meta: { lang: 'en' }, token: TOKEN });
  cookie = await login(studio.port, TOKEN);
});

afterEach(async () => {
  await studio?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  raw(studio.port, url, { headers: { Cookie: cookie, ...headers } });
const post = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  raw(studio.port, url, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: `http://127.0.0.1:${studio.port}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(value),
  });

describe('writer studio: who may ask', () => {
  it('prints an address on 127.0.0.1 with the token; the token becomes an HttpOnly, SameSite=Strict cookie', async () => {
    expect(studio.url).toBe(`http://127.0.0.1:${studio.port}/?token=${TOKEN}`);
    const first = await raw(studio.port, `/p/Gull_Rock?token=${TOKEN}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/p/Gull_Rock'); // the token leaves the address bar
    const set = String(first.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect((await get('/api/projects')).status).toBe(200);
  });

  it('refuses a request without the token (401), with a wrong one, and with a wrong cookie', async () => {
    for (const url of ['/', '/api/projects', '/api/p/Gull_Rock', '/assets/app.js', '/api/events']) {
      expect((await raw(studio.port, url)).status, url).toBe(401);
      expect((await raw(studio.port, `${url}?token=wrong`)).status, url).toBe(401);
      expect((await raw(studio.port, url, { headers: { Cookie: 'writer_studio=wrong' } })).status, url).toBe(401);
    }
  });

  it('refuses a Host that is not the loopback address and port (DNS rebinding), token or not', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${studio.port}`,
      '127.0.0.1',
      `127.0.0.1:${studio.port + 1}`,
      'localhost',
      'evil.example:80',
    ])
      for (const url of ['/', `/?token=${TOKEN}`, '/api/projects']) {
        const res = await raw(studio.port, url, { headers: { Host: host, Cookie: cookie } });
        expect(res.status, `${host} ${url}`).toBe(403);
        expect(res.body).not.toContain('Gull');
      }
  });

  it('refuses a change without the same origin, even with the cookie', async () => {
    const body = { file: 'outline.md', text: '# changed' };
    for (const origin of [undefined, 'http://evil.example', `http://127.0.0.1:${studio.port + 1}`, 'null']) {
      const res = await post('/api/p/Gull_Rock/plan', body, origin === undefined ? { Origin: '' } : { Origin: origin });
      expect(res.status, String(origin)).toBe(403);
    }
    expect(readFileSync(path.join(project, 'outline.md'), 'utf8')).not.toContain('# changed');
  });

  it('refuses `..` and each of its encodings in any path, and serves nothing outside the output folder', async () => {
    const attempts = [
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/assets/%252e%252e%252fsecret.txt',
      '/assets/%25252e%25252e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/..\\..\\secret.txt',
      '/api/p/Gull_Rock/chapter/../../secret.txt',
      '/api/p/Gull_Rock/chapter/%2e%2e/%2e%2e/secret.txt',
      '/api/p/Gull_Rock/chapter/..%2F..%2Fsecret.txt',
      '/api/p/Gull_Rock/chapter/%c0%ae%c0%ae/secret.txt',
      '/api/p/..',
      '/api/p/%2e%2e/chapter/secret.txt',
      '/api/p/Gull_Rock/export/..%2f..%2fsecret.txt',
      '/p/../../secret.txt',
      '/./assets/app.js',
      '/assets/app.js%00.txt',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).not.toContain(SECRET);
    }
    // Names that are not the project's files are not found, however they are spelled.
    for (const url of [
      '/api/p/Gull_Rock/chapter/.writer/lock',
      '/api/p/Gull_Rock/chapter/secret.txt',
      '/api/p/Gull_Rock/chapter/bible.md',
      '/api/p/secret.txt',
      '/assets/index.ts',
    ])
      expect((await get(url)).status, url).toBe(404);
  });
});

describe('writer studio: what it shows and writes', () => {
  it('sends every page with a policy that runs no inline script and loads nothing from elsewhere', async () => {
    for (const url of ['/', '/p/Gull_Rock/read/chapter_01.md', '/api/p/Gull_Rock/chapter/chapter_01.md']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain('unsafe');
    }
  });

  it('tells an open event stream which project changed on disk', async () => {
    const events = await new Promise<{ text: () => string; close: () => void }>((resolve, reject) => {
      let text = '';
      const req = request(
        { host: '127.0.0.1', port: studio.port, path: '/api/events', headers: { Cookie: cookie } },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('error', () => undefined);
          resolve({ text: () => text, close: () => req.destroy() });
        },
      );
      req.on('error', reject);
      req.end();
    });
    // The studio watches the folder from its start: a write after that is one event naming the project.
    appendFileSync(path.join(project, 'chapter_01.md'), '\nOne more line.\n');
    await guard(
      new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (!events.text().includes('event: change\ndata: ["Gull_Rock"]')) return;
          clearInterval(poll);
          resolve();
        }, 20);
      }),
      () => `no change event: ${events.text()}`,
      { ms: 10_000 },
    );
    events.close();
  });

  it('lists the project with its title, words against target, chapters done and next command', async () => {
    const [entry] = JSON.parse((await get('/api/projects')).body) as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({
      name: 'Gull_Rock',
      title: 'The Gull Rock Light',
      targetWords: 900,
      chaptersDone: 2,
      chaptersPlanned: 3,
    });
    expect(entry?.words).toBeGreaterThan(60);
  });

  it('a finding dismissed with a reason is in review.md as the review pass writes it, and stays dismissed after writer check', async () => {
    const check = await runInProcess(['check', 'Gull_Rock', '-o', 'drafts'], { cwd });
    expect(check.stdout).toContain('chapter_02.md:1 — length — the chapter is short');
    const chapter = JSON.parse((await get('/api/p/Gull_Rock/chapter/chapter_02.md')).body) as {
      findings: Array<{
        id: string;
        file: string;
        line: number;
        category: string;
        message: string;
        state: string;
        reason?: string;
      }>;
    };
    const short = chapter.findings.find((f) => f.category === 'length');
    expect(short?.state).toBe('open');
    if (!short) return;

    // While a run holds the project, the mark is refused with the reason, and review.md is not touched.
    const lock = await acquireLock(projectLockPath(project), 'the project Gull_Rock');
    const refused = await post('/api/p/Gull_Rock/review', {
      ...short,
      mark: 'dismissed',
      reason: 'a short chapter on purpose',
    });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error).toContain(
      `Another writer is already working on the project Gull_Rock (process ${process.pid}`,
    );
    await lock.release();

    const done = await post('/api/p/Gull_Rock/review', {
      ...short,
      mark: 'dismissed',
      reason: 'a short chapter on purpose',
    });
    expect(done.status).toBe(200);
    const review = readFileSync(path.join(project, 'review.md'), 'utf8');
    expect(review).toBe(
      `- [dismissed] [check] chapter_02.md:${short.line} — ${short.category} — ${short.message} [id:${short.id}] — a short chapter on purpose\n`,
    );

    // The next writer check leaves it out, saying so; the reader still shows it dismissed, with the reason.
    const again = await runInProcess(['check', 'Gull_Rock', '-o', 'drafts'], { cwd });
    expect(again.stdout).not.toContain(short.message);
    expect(again.stdout).toContain('1 finding dismissed in review.md');
    const after = JSON.parse((await get('/api/p/Gull_Rock/chapter/chapter_02.md')).body) as typeof chapter;
    expect(after.findings.find((f) => f.message === short.message)).toMatchObject({
      state: 'dismissed',
      reason: 'a short chapter on purpose',
    });
    // writer status counts it resolved.
    const status = await runInProcess(['status', 'Gull_Rock', '-o', 'drafts'], { cwd });
    expect(status.stdout).toMatch(/Review: 0 fixed, 0 left, 1 dismissed/);
  });

  it('saves the plan atomically, refused while a run holds the project; the check of the text comes back', async () => {
    const checked = JSON.parse(
      (await post('/api/p/Gull_Rock/plan/check', { file: 'outline.md', text: '# nothing' })).body,
    );
    expect(checked.problems.join(' ')).toMatch(/names no chapter files/);
    const outline = readFileSync(path.join(project, 'outline.md'), 'utf8');
    const lock = await acquireLock(projectLockPath(project), 'the project Gull_Rock');
    const refused = await post('/api/p/Gull_Rock/plan', {
      file: 'outline.md',
      text: `${outline}- \`chapter_04.md\` — Home — ~300 words\n`,
    });
    expect(refused.status).toBe(409);
    expect(readFileSync(path.join(project, 'outline.md'), 'utf8')).toBe(outline);
    await lock.release();
    const saved = await post('/api/p/Gull_Rock/plan', {
      file: 'outline.md',
      text: `${outline}- \`chapter_04.md\` — Home — ~300 words\n`,
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body).notes.join(' ')).toContain('4 chapters');
    expect(readFileSync(path.join(project, 'outline.md'), 'utf8')).toContain('chapter_04.md');
    // Only the plan files: review.md, a chapter or the journal are not written from here.
    for (const file of ['review.md', 'chapter_01.md', '.writer/lock', '../secret.txt'])
      expect((await post('/api/p/Gull_Rock/plan', { file, text: 'x' })).status, file).toBe(404);
    expect(readFileSync(path.join(cwd, 'secret.txt'), 'utf8')).toBe(SECRET);
  });

  it('renders hostile chapters inert: no script, no handler, no javascript: link; 5,000 nested quotes and 5 MB render', async () => {
    writeFileSync(
      path.join(project, 'chapter_03.md'),
      `# Storm\n\n<script>document.body.dataset.pwned = 1</script>\n\n<img src=x onerror="document.body.dataset.pwned2 = 1">\n\n[click](javascript:alert(1)) and [ok](https://example.org)\n\n${'> '.repeat(5000)}deep\n`,
    );
    const page = JSON.parse((await get('/api/p/Gull_Rock/chapter/chapter_03.md')).body) as {
      blocks: Array<{ html: string }>;
    };
    const html = page.blocks.map((b) => b.html).join('\n');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org">ok</a>');
    expect(html).toContain('deep');

    mkdirSync(path.join(project, 'big'), { recursive: true });
    writeFileSync(
      path.join(project, 'chapter_03.md'),
      `# Long\n\n${'The sea was grey and cold that night. '.repeat(140_000)}\n`,
    );
    const big = await get('/api/p/Gull_Rock/chapter/chapter_03.md');
    expect(big.status, big.body.slice(0, 300)).toBe(200);
    expect(big.body.length).toBeGreaterThan(5_000_000);
  });

  it('downloads the books writer export writes', async () => {
    const html = await get('/api/p/Gull_Rock/export/html');
    expect(html.status).toBe(200);
    const exported = await runInProcess(['export', 'Gull_Rock', '--format', 'html', '-o', 'drafts'], { cwd });
    expect(exported.code).toBe(0);
    expect(html.body).toBe(readFileSync(path.join(cwd, 'drafts', 'Gull_Rock.manuscript.html'), 'utf8'));
    expect(html.headers['content-disposition']).toBe('attachment; filename="Gull_Rock.manuscript.html"');
    expect(html.body).toContain('<h2>Arrival</h2>');
    const epub = await get('/api/p/Gull_Rock/export/epub');
    expect(epub.headers['content-type']).toBe('application/epub+zip');
    expect(epub.body.slice(0, 2)).toBe('PK');
    expect((await get('/api/p/Gull_Rock/export/pdf')).status).toBe(404);
  });
});
