import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Where e2e runs write screenshots for people to look at. */
export const E2E_OUTPUT_DIR = fileURLToPath(new URL('../../../../test-output/e2e/', import.meta.url));

/** Debian's Chromium, headless, with nothing reaching out to Google's services. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
