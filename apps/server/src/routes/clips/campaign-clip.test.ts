import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Clip } from '@reelsmith/contracts';
import { campaigns, videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';
import { makeTestClip } from '../../test/clips';
import { until } from '../../test/until';
import { changeCredits } from '../../use-cases/credits/change-credits';

const run = promisify(execFile);

const SCRIPT = {
  language: 'en',
  headline: 'Acme Mobile',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}.' },
    { kind: 'cta', title: 'See you soon', narration: 'See you soon at Acme.' },
  ],
};

/** The average colour of the middle of a video's frame at a time. */
async function colourAt(path: string, seconds: number): Promise<{ r: number; g: number; b: number }> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-ss', String(seconds), '-i', path, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 32 << 20 });
  const { data } = await sharp(stdout).extract({ left: 480, top: 480, width: 120, height: 120 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
}
const isClipBlue = ({ r, g, b }: { r: number; g: number; b: number }) => b > 180 && r < 80 && g < 110;

let clipDir: string;
let blueClip: Buffer;
beforeAll(async () => {
  clipDir = await mkdtemp(join(tmpdir(), 'reelsmith-campaign-clip-'));
  blueClip = await makeTestClip(clipDir, 'hello.mp4', { container: 'mp4', color: '0x1f4fe0', size: '160x90' });
});
afterAll(async () => {
  await rm(clipDir, { recursive: true, force: true });
});

describe.each(DATABASE_KINDS)('a campaign playing an uploaded clip first (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { worker: { allowHosts: [] } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes each video open on the clip, then tell its script', async () => {
    const user = await signUp(t.app);
    await changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
    const headers = signedInHeaders(user.cookie);
    const json = signedInHeaders(user.cookie, { 'content-type': 'application/json' });

    const form = new FormData();
    form.append('file', new File([new Uint8Array(blueClip)], 'hello.mp4'));
    const { id: clipId } = (await (await t.app.request('/api/clips', { method: 'POST', headers, body: form })).json()) as Clip;
    const clip = await until(async () => (await (await t.app.request(`/api/clips/${clipId}`, { headers })).json()) as Clip, (c) => c.status !== 'processing', 60_000);
    expect(clip.status).toBe('ready');

    const customers = new FormData();
    customers.append('file', new File([Buffer.from('First name,Email\nAna,ana@example.com\n')], 'customers.csv'));
    customers.append('format', '1:1');
    const { id } = (await (await t.app.request('/api/campaigns', { method: 'POST', headers, body: customers })).json()) as { id: string };
    const changed = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ template: SCRIPT, clip: { clip_id: clipId, position: 'start' } }) });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { clip: unknown }).clip).toEqual({ clip_id: clipId, position: 'start' });
    const confirmed = await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers });
    expect(confirmed.status, await confirmed.clone().text()).toBe(202);

    const status = await until(async () => (await t.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status, (s) => s === 'completed' || s === 'failed', 150_000);
    expect(status).toBe('completed');
    const [video] = await t.database.db.select().from(videos).where(eq(videos.campaignId, id));
    expect(video).toBeDefined();
    const path = join(t.mediaDir, video?.mediaKey ?? '');

    // The plan renders the clip once, as its first segment: two seconds at 30 fps.
    const plan = JSON.parse(await readFile(join(t.mediaDir, 'campaigns', id, 'plan', 'campaign.json'), 'utf8')) as { segments: { kind: string; scenes: number[]; frames?: number }[] };
    expect(plan.segments[0]).toMatchObject({ kind: 'shared', scenes: [], frames: 60 });
    // As long as the clip and the two scenes together, with both streams.
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', path]);
    const probed = JSON.parse(stdout) as { streams: { codec_type: string }[]; format: { duration: string } };
    expect(probed.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    const seconds = Number(probed.format.duration);
    expect(Math.abs(seconds * 1000 - (video?.durationMs ?? 0))).toBeLessThan(50);
    expect(seconds).toBeGreaterThan(2 + 3);
    // The clip first, then the scenes.
    expect(isClipBlue(await colourAt(path, 1))).toBe(true);
    expect(isClipBlue(await colourAt(path, 3))).toBe(false);
    expect(isClipBlue(await colourAt(path, seconds - 1))).toBe(false);
    // It waits for the clip (up to a minute) and the campaign's render (up to two and a half): its own
    // limit covers both, as the suite's 30 s did not on a busy machine.
  }, 240_000);
});
