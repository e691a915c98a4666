/**
 * Debian's Chromium for the release tests' browser checks (playwright-core drives it): skipped
 * without it, unless QUIRE_REQUIRE_BROWSER=1 (set by .ci/run, which installs it), where a missing
 * browser fails the file instead. `useBrowser()` launches one browser for a describe block.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable && process.env.QUIRE_REQUIRE_BROWSER === '1')
  throw new Error(`Chromium not found at ${CHROMIUM}: .ci/run installs it (apt-get install chromium)`);

/** Headless, without the network chatter of a desktop browser (updates, sync, first-run pages). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** One browser for the enclosing describe block: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}
