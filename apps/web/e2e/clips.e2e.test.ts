import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MESSAGES } from '@reelsmith/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import { launchBrowser, newVisitorContext } from './support/browser';
import { seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

const run = promisify(execFile);
const OUTPUT = fileURLToPath(new URL('../../../test-output/e2e/', import.meta.url));

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let mediaDir: string;
let clip: Buffer;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-clip-'));
  // Two seconds of a moving pattern and a tone: a clip as small and quick as can be.
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=25:d=2', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', join(mediaDir, 'hello.mp4')]);
  clip = readFileSync(join(mediaDir, 'hello.mp4'));
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A signed-up visitor's page (the session cookie kept by the browser). */
async function signedInPage(): Promise<Page> {
  const page = await (await newVisitorContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${platform.baseUrl}/`);
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { name: 'Clip Owner', email: `e2e-${randomUUID()}@example.com`, password: 'clip-pass-1' },
  );
  expect(status).toBe(200);
  return page;
}

describe('upload video', () => {
  it('uploads a clip, follows it until it plays, and deletes it after asking', async () => {
    const page = await signedInPage();
    await page.goto(`${platform.baseUrl}/upload`);
    await page.getByRole('heading', { level: 1, name: en.clips.title }).waitFor();
    await page.getByText(en.clips.list.empty).waitFor();

    // A text file named like a video is refused in the browser with the server's own sentence.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await page.getByRole('alert').filter({ hasText: MESSAGES.en.errors.CLIP_TYPE_INVALID }).waitFor();
    // One that passes the browser's check but not the server's: the server's message is shown.
    await input.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('still not a video at all') });
    await page.getByRole('alert').filter({ hasText: MESSAGES.en.errors.CLIP_TYPE_INVALID }).waitFor();

    await input.setInputFiles({ name: 'hello.mp4', mimeType: 'video/mp4', buffer: clip });
    const card = page.getByRole('listitem').filter({ hasText: 'hello.mp4' });
    await card.getByText(en.clips.status.ready).waitFor({ timeout: 30_000 });
    // "We are preparing it" is gone once the list says it is ready.
    expect(await page.getByText(en.clips.uploaded.replace('{{name}}', 'hello.mp4')).count()).toBe(0);
    await card.locator('video').waitFor();
    await card.getByText(/^0:02 · 320×180/).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUTPUT}upload-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${OUTPUT}upload-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: en.clips.deleteTitle.replace('{{name}}', 'hello.mp4') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en.clips.confirmDelete.text).waitFor();
    await dialog.getByRole('button', { name: en.clips.confirmDelete.confirm }).click();
    await page.getByText(en.clips.list.empty).waitFor();
  });

  it('speaks Spanish under /es', async () => {
    const page = await signedInPage();
    await page.goto(`${platform.baseUrl}/es/upload`);
    await page.getByRole('heading', { level: 1, name: es.clips.title }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
    await page.getByRole('alert').filter({ hasText: MESSAGES.es.errors.CLIP_TYPE_INVALID }).waitFor();
  });
});
