// A Chromium (the one scripts/findChromium.mjs chose, passed as CHROMIUM_PATH) driven by playwright-core, with the flags this machine needs (no sandbox as root;
// no background networking, whose connections the closed network refuses). Used by the browser tests
// and by bench/web.mjs.
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
