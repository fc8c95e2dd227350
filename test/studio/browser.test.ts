import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { type Studio, startStudio } from '../../src/studio/server.js';
import { BOOK_DIR, bookReply, chapterOfRequest } from '../support/bookAuthor.js';
import { chromiumMissing, launchChromium, PWNED_MARKS } from '../support/chromium.js';
import { tempDir } from '../support/cli.js';
import { type GeminiServer, startGeminiServer } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';
import { hasScript, startInPty } from '../support/pty.js';
import { writeProject } from './support.js';

/**
 * The studio in a real browser: Debian's chromium driven by playwright-core
 * (no browser download), as the export's browser test does. Every page
 * loads without a script error, at 1280 and 400 px, light and dark
 * (screenshots kept in reports/studio/, which git ignores); a run started in
 * a terminal shows up live; a finding dismissed here is in review.md and
 * stays dismissed after `writer check`; hostile chapters stay inert.
 * Skipped, saying why, where chromium is not installed.
 */

const missing = chromiumMissing;
const SHOTS = path.join(import.meta.dirname, '..', '..', 'reports', 'studio');

let browser: BrowserContext;
let profile: string;
let studio: Studio;
let cwd: string;
let gemini: GeminiServer | undefined;

/** A page that records every script error and dialog it meets. */
async function open(url: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(url);
  return { page, errors };
}

const base = () => `http://127.0.0.1:${studio.port}`;

describe.skipIf(missing)(`writer studio in chromium${missing ? ` (skipped: ${missing})` : ''}`, () => {
  beforeAll(async () => {
    cwd = tempDir();
    writeProject(path.join(cwd, 'drafts'));
    await runInProcess(['check', 'Gull_Rock', '-o', 'drafts'], { cwd });
    studio = await startStudio({ outputDir: path.join(cwd, 'drafts'), prices: DEFAULT_PRICES, meta: { lang: 'en' } });
    ({ browser, profile } = await launchChromium());
    // Nothing leaves the machine: only the studio answers.
    await browser.route(
      (url) => url.host !== `127.0.0.1:${studio.port}`,
      (route) => route.abort(),
    );
    // The token, traded for the cookie once for the whole browser.
    const page = await browser.newPage();
    await page.goto(studio.url);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await studio?.close();
    await gemini?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('loads every page with no script error, at 1280 and 400 px, light and dark (screenshots kept)', async () => {
    const pages: Array<[string, string, string]> = [
      ['projects', '/', '[data-project]'],
      ['project', '/p/Gull_Rock', 'table.outline'],
      ['reader', '/p/Gull_Rock/read/chapter_02.md', '.finding'],
      ['plan', '/p/Gull_Rock/plan', 'textarea'],
      ['map', '/p/Gull_Rock/map', 'table.map'],
    ];
    for (const [name, url, ready] of pages)
      for (const width of [1280, 400])
        for (const scheme of ['light', 'dark'] as const) {
          const { page, errors } = await open(`${base()}${url}`, width);
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForSelector(ready);
          // Every control has a name a screen reader says.
          const unlabelled = await page.evaluate<string[]>(
            "[...document.querySelectorAll('button, input, textarea, select, progress')].filter((e) => !(e.labels?.length || e.getAttribute('aria-label') || e.textContent.trim())).map((e) => e.outerHTML)",
          );
          expect(unlabelled, `${name}`).toEqual([]);
          // Nothing wider than the window: readable at 400 px without scrolling sideways.
          const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
          expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`), fullPage: width === 400 });
          expect(errors, `${name} at ${width} ${scheme}`).toEqual([]);
          await page.close();
        }
  }, 120_000);

  it('the continuity map: a click on a cell shows the lines, each a link into the reader', async () => {
    const { page, errors } = await open(`${base()}/p/Gull_Rock/map`);
    const cell = page.getByRole('button', { name: /^Jonas Pell in chapter_01\.md: 1 lines?$/ });
    await cell.focus();
    await page.keyboard.press('Enter');
    const line = page.locator('.lines li a').first();
    await line.waitFor();
    expect(await page.locator('.lines li').first().textContent()).toContain('Jonas Pell met her at the quay.');
    await line.click();
    await page.waitForURL(/\/read\/chapter_01\.md#line-\d+$/);
    await page.locator('.book').getByText('Jonas Pell met her at the quay.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the plan: the check is shown before a save; a plan with problems is saved only when asked again', async () => {
    const outlineFile = path.join(cwd, 'drafts', 'Gull_Rock', 'outline.md');
    const before = readFileSync(outlineFile, 'utf8');
    const { page, errors } = await open(`${base()}/p/Gull_Rock/plan`);
    const outline = page.getByLabel('outline.md', { exact: true });
    await outline.fill(`${before}- Chapter four, the homecoming\n`);
    await page.getByRole('button', { name: 'Save outline.md' }).click();
    await page.getByRole('button', { name: /^Save anyway \(1 problem\)$/ }).waitFor();
    await page.locator('.editor[data-file="outline.md"] .problem').filter({ hasText: 'has no file name' }).waitFor();
    expect(readFileSync(outlineFile, 'utf8')).toBe(before);
    await page.getByRole('button', { name: /^Save anyway/ }).click();
    await page.getByText('Saved outline.md.').waitFor();
    expect(readFileSync(outlineFile, 'utf8')).toBe(`${before}- Chapter four, the homecoming\n`);
    writeFileSync(outlineFile, before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a finding dismissed in the browser is in review.md and stays dismissed after writer check', async () => {
    const { page, errors } = await open(`${base()}/p/Gull_Rock/read/chapter_02.md`);
    const finding = page.locator('.finding[data-state="open"]').filter({ hasText: 'the chapter is short' });
    await finding.getByRole('button', { name: 'Dismiss with a reason…' }).click();
    // By keyboard: the reason field has the focus, Enter submits.
    await page.keyboard.type('short on purpose');
    await page.keyboard.press('Enter');
    await page.locator('.finding[data-state="dismissed"]').filter({ hasText: 'short on purpose' }).waitFor();
    const review = readFileSync(path.join(cwd, 'drafts', 'Gull_Rock', 'review.md'), 'utf8');
    expect(review).toMatch(
      /^- \[dismissed\] \[check\] chapter_02\.md:1 — length — the chapter is short: .* \[id:[0-9a-f]+\] — short on purpose\n$/,
    );
    await runInProcess(['check', 'Gull_Rock', '-o', 'drafts'], { cwd });
    await page.reload();
    await page.locator('.finding[data-state="dismissed"]').filter({ hasText: 'short on purpose' }).waitFor();
    expect(await page.locator('.finding[data-state="open"]').filter({ hasText: 'the chapter is short' }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders hostile chapters inert: <script>, <img onerror>, javascript: links, 5,000 nested quotes, 5 MB', async () => {
    const dir = path.join(cwd, 'drafts', 'Gull_Rock');
    writeFileSync(
      path.join(dir, 'chapter_03.md'),
      [
        '# Storm',
        '<script>document.body.setAttribute("data-pwned-script", "1")</script>',
        '<img src="x" onerror="document.body.setAttribute(\'data-pwned-img\', \'1\')">',
        'A [link](javascript:document.body.setAttribute("data-pwned-link","1")) and [another](JaVaScRiPt:alert(1)).',
        '<a href="javascript:alert(2)" onclick="alert(3)">raw</a>',
        `${'> '.repeat(5000)}deep`,
      ].join('\n\n'),
    );
    const { page, errors } = await open(`${base()}/p/Gull_Rock/read/chapter_03.md`);
    await page.getByText('deep').first().waitFor();
    await page.locator('.book p', { hasText: 'and another' }).click(); // text, not a link: nothing happens
    await page.locator('.book p', { hasText: 'raw' }).click();
    expect(await page.locator('.book a[href^="javascript" i], .book script, .book img, .book [onerror]').count()).toBe(
      0,
    );
    expect(await page.evaluate<string[]>(PWNED_MARKS)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'hostile-1280-light.png') });
    expect(errors).toEqual([]);
    await page.close();

    writeFileSync(
      path.join(dir, 'chapter_03.md'),
      `# Long\n\n${'The sea was grey and cold that night. '.repeat(140_000)}\n`,
    );
    const big = await open(`${base()}/p/Gull_Rock/read/chapter_03.md`);
    await big.page.waitForSelector('.book .block', { timeout: 20_000 });
    expect(big.errors).toEqual([]);
    await big.page.close();
  }, 60_000);

  it.skipIf(!hasScript)(
    'a run started in a terminal appears on the open project list, and its board follows it without a reload',
    async () => {
      const book = { chapters: 3, pieces: 3, words: 40 };
      gemini = await startGeminiServer({
        replies: (request) => ({ ...bookReply(request, book), ...(chapterOfRequest(request) ? { delayMs: 300 } : {}) }),
      });
      const { page, errors } = await open(`${base()}/`);
      await page.waitForSelector('[data-project="Gull_Rock"]');
      await page.evaluate('window.notReloaded = true');
      const run = startInPty(
        ['Write a novel in three parts', '--parallel', '2', '-o', 'drafts', '--model', 'gemini-2.5-flash'],
        { cwd, env: { GOOGLE_GEMINI_BASE_URL: gemini.url }, guardMs: 60_000 },
      );
      const card = page.locator(`[data-project="${BOOK_DIR}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.getByRole('link').click();
      await page.evaluate('window.notReloaded = true');
      // The board: every chapter session, followed until each is done.
      for (let n = 1; n <= book.chapters; n++)
        await page.waitForSelector(`table.board tr[data-file="chapter_0${n}.md"][data-state="done"]`, {
          timeout: 40_000,
        });
      const { code } = await run.result;
      expect(code).toBe(0);
      await page.locator('#project-state').filter({ hasText: 'finished' }).waitFor({ timeout: 10_000 });
      expect(await page.evaluate('window.notReloaded')).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'board-1280-light.png') });
      await page.setViewportSize({ width: 400, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: path.join(SHOTS, 'board-400-dark.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );
});
