// Before any browser test: find Chromium once, or stop with one line saying what to install
// (rather than one launch stack trace per suite).
import { findChromium, NO_CHROMIUM } from '../scripts/findChromium.mjs';

export default async function findBrowser() {
  const path = await findChromium();
  if (!path) {
    console.error(`\n${NO_CHROMIUM}`);
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = path;
}
