import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/**
 * Debian's chromium driven by playwright-core (no browser download), for the
 * export's and the studio's browser tests. Started with a fresh profile and
 * without the background traffic a closed network refuses.
 */

export const CHROMIUM = '/usr/bin/chromium';

/** Why the browser tests cannot run here, or undefined when they can. */
export const chromiumMissing = existsSync(CHROMIUM)
  ? undefined
  : `${CHROMIUM} is not installed (apt-get install chromium)`;

/** Run in the page (as source: the tests are not type-checked against the DOM): the marks a script left. */
export const PWNED_MARKS =
  "[document.documentElement, document.body].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('data-pwned')))";

/** A headless chromium with a profile of its own (the caller removes `profile` after closing `browser`). */
export async function launchChromium(): Promise<{ browser: BrowserContext; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'writer-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return { browser, profile };
}
