import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); the benchmark downloads no browser. */
export const chromiumPath = '/usr/bin/chromium';

const launchArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs `use` with a headless Chromium and always closes it; a missing browser is an error. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium is not installed at ${chromiumPath} (apt-get install chromium).`);
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
