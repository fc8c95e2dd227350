import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderHtml } from '../../src/export/html.js';
import { chromiumMissing, launchChromium, PWNED_MARKS } from '../support/chromium.js';
import { hostileProject, META } from './support.js';

/**
 * The exported web page in a real browser: Debian's chromium, driven by
 * playwright-core (no browser download). Every link is clicked; a link whose
 * script ran would mark the page with a data-pwned-N attribute or open a
 * dialog. Skipped, saying why, where chromium is not installed (.ci/run
 * installs it where it can).
 */

const missing = chromiumMissing;

/** The marks on the page once a click has settled; none when the click left the page (for a page not ours). */
async function marksAfterClick(page: Page, url: string): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    await page.waitForTimeout(100);
    await page.waitForLoadState('domcontentloaded');
    if (!page.url().startsWith(url)) return [];
    try {
      return await page.evaluate<string[]>(PWNED_MARKS);
    } catch (error) {
      // A navigation the click started replaced the page while it was read: read it again once it settled.
      if (attempt >= 3 || !/context was destroyed/.test(String(error))) throw error;
    }
  }
}

describe.skipIf(missing)(`exported HTML in chromium${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    ({ browser, profile } = await launchChromium());
    // Nothing leaves the machine: only the page's own file may load.
    await browser.route(/^(?!file:)/, (route) => route.abort());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('runs no script when any of its links is clicked', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'writer-page-')), 'book.html');
    writeFileSync(file, renderHtml(await loadBook(hostileProject(), META)));
    const url = pathToFileURL(file).href;
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(url);
    const links = await page.locator('a').count();
    expect(links).toBeGreaterThanOrEqual(6); // the 3 of the contents, the web, mail and next-chapter links
    const marks: string[] = [];
    for (let i = 0; i < links; i++) {
      // A link that left the page (a blocked web page, mail) is followed by the page again, fresh.
      if (!page.url().startsWith(url)) await page.goto(url);
      await page.locator('a').nth(i).click({ noWaitAfter: true, timeout: 30_000 });
      marks.push(...(await marksAfterClick(page, url)));
    }
    expect(marks).toEqual([]);
    expect(dialogs).toEqual([]);
    // The traps are on the page as text, for the reader to see.
    const text = await page.evaluate<string>('document.body.textContent');
    expect(text).toContain('click me');
    await page.close();
  }, 120_000);
});
