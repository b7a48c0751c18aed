import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); no browser download needed. */
export const chromiumPath = '/usr/bin/chromium';

const launchArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ChromiumAvailability = { available: true } | { available: false; reason: string };

/**
 * Whether browser tests can run here. In CI a missing browser is an error, never a skip, so
 * a green run always means the browser tests ran.
 */
export function checkChromium(): ChromiumAvailability {
  if (fs.existsSync(chromiumPath)) {
    return { available: true };
  }
  const reason = `Chromium is not installed at ${chromiumPath} (apt-get install chromium)`;
  if (process.env.CI === 'true') {
    throw new Error(`${reason}. Browser tests must run in CI.`);
  }
  return { available: false, reason };
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: launchArgs });
