import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Debian's Chromium; CI installs it (apt-get install -y chromium). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the options that work on these machines (no sandbox as
 * root, no GPU, no background traffic). A missing browser fails the test: skipping would let CI
 * pass without a browser ever opening the page.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  }
  // Loaded here, so that tests without a browser do not load Playwright.
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
