// Where a Chromium for the browser tests is: CHROMIUM_PATH when set, else the system's (Debian's
// chromium, other distributions' names, Chrome), else the one a Playwright install downloaded, else
// the build that `npm ci` brings from the npm registry (@sparticuz/chromium), so a machine with no
// browser of its own still runs every test.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** The system's Chromium, or one Playwright downloaded; null when the machine has neither. */
export function findInstalledChromium() {
  const system = SYSTEM.find((p) => existsSync(p));
  if (system) return system;
  try {
    const downloaded = require('playwright-core').chromium.executablePath();
    return downloaded && existsSync(downloaded) ? downloaded : null;
  } catch {
    return null;
  }
}

/**
 * The Chromium shipped compressed inside the @sparticuz/chromium package, unpacked on first use into
 * the temporary folder (about 1 s; later calls find it there); null when the package is absent or the
 * platform is not one it was built for (it carries a Linux x64 build).
 */
export async function packagedChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const path = await chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The path of a Chromium executable, or null when none can be had. */
export async function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return findInstalledChromium() ?? (await packagedChromium());
}

/** The one line a person without Chromium reads instead of a stack trace per browser test. */
export const NO_CHROMIUM =
  'Browser tests need Chromium: `npm ci` brings one (@sparticuz/chromium, Linux x64); elsewhere install one (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';
