// Where a Chromium for the browser tests is: CHROMIUM_PATH when set, else the system's (Debian's
// chromium, other distributions' names, Chrome), else the one a Playwright install downloaded.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** The path of a Chromium executable, or null when this machine has none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  const system = SYSTEM.find((p) => existsSync(p));
  if (system) return system;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const downloaded = chromium.executablePath();
    return downloaded && existsSync(downloaded) ? downloaded : null;
  } catch {
    return null;
  }
}

/** The one line a person without Chromium reads instead of a stack trace per browser test. */
export const NO_CHROMIUM =
  'Browser tests need Chromium: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';
