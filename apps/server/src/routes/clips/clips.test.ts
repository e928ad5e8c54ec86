import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Clip, ErrorBody, ListClipsResponse } from '@reelsmith/contracts';
import { campaigns, clips, videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { DEFAULT_TOOLS } from '@reelsmith/engine';
import { eq } from 'drizzle-orm';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeClipJob } from '../../jobs/normalize-clip';
import type { AppEnv } from '../../lib/app-env';
import { handleError } from '../../middleware/error-handler';
import { requestContext } from '../../middleware/request-context';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { makeSoundOnlyMp4, makeTestClip } from '../../test/clips';
import { testLogger } from '../../test/logger';
import { until } from '../../test/until';
import { clipRoutes } from './clips';

let mediaDir: string;
const media = {} as Record<'mp4' | 'mov' | 'webm' | 'long' | 'soundOnly', Buffer>;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'reelsmith-clip-media-'));
  media.mp4 = await makeTestClip(mediaDir, 'intro.mp4', { container: 'mp4' });
  media.mov = await makeTestClip(mediaDir, 'phone.mov', { container: 'mov', size: '120x160' });
  media.webm = await makeTestClip(mediaDir, 'screen.webm', { container: 'webm', audio: false });
  // 61 s, made fast: a few pixels, five frames a second, no sound.
  media.long = await makeTestClip(mediaDir, 'long.mp4', { container: 'mp4', seconds: 61, size: '32x32', rate: 5, audio: false });
  media.soundOnly = await makeSoundOnlyMp4(mediaDir);
}, 60_000);

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

/** A multipart upload of one file (and a name, if given). */
function uploadForm(bytes: Buffer | string, fileName: string, name?: string): FormData {
  const form = new FormData();
  form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], fileName));
  if (name) form.append('name', name);
  return form;
}

describe.each(DATABASE_KINDS)('clips (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { worker: { allowHosts: [] } });
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (form: FormData, user = owner, language = 'en') => t.app.request('/api/clips', { method: 'POST', headers: signedInHeaders(user.cookie, { 'accept-language': language }), body: form });
  const get = async (path: string, user = owner, headers: Record<string, string> = {}) => t.app.request(path, { headers: signedInHeaders(user.cookie, headers) });
  const readyClip = async (id: string) => until(async () => (await (await get(`/api/clips/${id}`)).json()) as Clip, (clip) => clip.status !== 'processing', 60_000);
  const uploadsLeft = async () => (existsSync(join(t.mediaDir, 'clips/uploads')) ? readdir(join(t.mediaDir, 'clips/uploads')) : []);

  it('takes an MP4, a MOV and a WebM, told by content, and makes each playable', async () => {
    const sent = [
      { bytes: media.mp4, fileName: 'intro.mp4', expected: { width: 160, height: 120, has_audio: true } },
      // Named like the wrong kind: the bytes decide.
      { bytes: media.mov, fileName: 'phone.webm', expected: { width: 120, height: 160, has_audio: true } },
      { bytes: media.webm, fileName: 'screen.webm', expected: { width: 160, height: 120, has_audio: false } },
    ];
    const ids: string[] = [];
    for (const { bytes, fileName } of sent) {
      const response = await upload(uploadForm(bytes, fileName));
      expect(response.status, await response.clone().text()).toBe(201);
      const clip = (await response.json()) as Clip;
      expect(clip).toMatchObject({ name: fileName, status: 'processing', size_bytes: bytes.length, video_url: null, error: null });
      ids.push(clip.id);
    }
    for (const [i, id] of ids.entries()) {
      const clip = await readyClip(id);
      expect(clip).toMatchObject({ status: 'ready', duration_ms: 2000, ...sent[i]?.expected, video_url: `/api/clips/${id}/file`, poster_url: `/api/clips/${id}/poster` });
      const part = await get(clip.video_url ?? '', owner, { range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect(Buffer.from(await part.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');
      const poster = await get(clip.poster_url ?? '');
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    // Newest first; the uploads are removed once each clip is ready (right after it is marked so).
    const { clips: listed } = (await (await get('/api/clips')).json()) as ListClipsResponse;
    expect(listed.map((clip) => clip.id)).toEqual([...ids].reverse());
    expect(await until(uploadsLeft, (names) => names.length === 0, 5_000)).toEqual([]);
  });

  it('refuses what is no clip it can use, each with its reason in the caller’s language', async () => {
    const refusals: { form: FormData; language?: string; status: number; code: string; message?: RegExp }[] = [
      { form: uploadForm('just some text, not a video\n', 'clip.mp4'), status: 415, code: 'CLIP_TYPE_INVALID', message: /^Please upload an MP4, MOV or WebM video$/ },
      { form: uploadForm('just some text, not a video\n', 'clip.mp4'), language: 'es', status: 415, code: 'CLIP_TYPE_INVALID', message: /^Sube un video MP4, MOV o WebM$/ },
      { form: uploadForm(Buffer.from('PK\x03\x04\x14\0\0\0\x08\0 an archive', 'latin1'), 'clip.zip'), language: 'pt-BR', status: 415, code: 'CLIP_TYPE_INVALID', message: /^Envie um vídeo MP4, MOV ou WebM$/ },
      { form: uploadForm(media.long, 'long.mp4'), status: 400, code: 'CLIP_TOO_LONG', message: /lasts 61 seconds.*at most 60 seconds/ },
      { form: uploadForm(media.soundOnly, 'song.mp4'), status: 400, code: 'CLIP_UNREADABLE' },
      { form: new FormData(), status: 400, code: 'VALIDATION_ERROR' },
    ];
    for (const { form, language, status, code, message } of refusals) {
      const response = await upload(form, owner, language);
      expect(response.status).toBe(status);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe(code);
      if (message) expect(error.message).toMatch(message);
    }
    const json = await t.app.request('/api/clips', { method: 'POST', headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }), body: '{}' });
    expect(json.status).toBe(415);
    // Nothing kept of any of them.
    expect(await uploadsLeft()).toEqual([]);
    const { clips: listed } = (await (await get('/api/clips')).json()) as ListClipsResponse;
    expect(listed.every((clip) => clip.status === 'ready')).toBe(true);
  });

  it('refuses an upload over the limit by its Content-Length, before reading it', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const form = uploadForm('x', 'x.mp4');
    const contentType = new Response(form).headers.get('content-type') ?? '';
    const response = await t.app.request(
      new Request('http://localhost/api/clips', { method: 'POST', headers: { ...signedInHeaders(owner.cookie), 'content-type': contentType, 'content-length': String(300 * 1024 * 1024) }, body, duplex: 'half' } as RequestInit & { duplex: 'half' }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'CLIP_TOO_LARGE', message: 'The video is too large: it can be at most 200 MB.' });
    // The stream starts filling its queue on its own; nothing beyond that was asked for.
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('refuses a streamed upload once it passes the limit, keeping nothing', async () => {
    // The sub-app alone, with a 64 KB limit: the request is as the real stack hands it over.
    const app = new OpenAPIHono<AppEnv>();
    app.use(requestId(), requestContext(testLogger));
    app.use(async (c, next) => {
      c.set('user', { id: owner.userId, email: owner.email, name: 'Owner' });
      await next();
    });
    app.route('/api/clips', clipRoutes({ db: t.database.db, mediaDir: t.mediaDir, queue: t.queue, tools: DEFAULT_TOOLS, maxClipBytes: 64 * 1024 }));
    app.onError(handleError);
    const encoded = new Response(uploadForm(Buffer.concat([media.mp4, Buffer.alloc(200 * 1024)]), 'big.mp4'));
    const contentType = encoded.headers.get('content-type') ?? '';
    const streamed = Buffer.from(await encoded.arrayBuffer());
    let offset = 0;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        if (offset >= streamed.length) return controller.close();
        controller.enqueue(Uint8Array.from(streamed.subarray(offset, offset + 16 * 1024)));
        offset += 16 * 1024;
      },
    });
    const response = await app.request(new Request('http://localhost/api/clips', { method: 'POST', headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit & { duplex: 'half' }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'CLIP_TOO_LARGE', message: 'The video is too large: it can be at most 64 KB.' });
    expect(pulls * 16 * 1024).toBeLessThan(streamed.length);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('keeps each clip to its owner, and deletes it with its files', async () => {
    const response = await upload(uploadForm(media.mp4, 'mine.mp4', 'My intro'));
    const { id, name } = (await response.json()) as Clip;
    expect(name).toBe('My intro');
    await readyClip(id);
    const stranger = await signUp(t.app);
    for (const path of [`/api/clips/${id}`, `/api/clips/${id}/file`, `/api/clips/${id}/poster`]) expect((await get(path, stranger)).status).toBe(404);
    expect((await t.app.request(`/api/clips/${id}`, { method: 'DELETE', headers: signedInHeaders(stranger.cookie) })).status).toBe(404);
    expect(((await (await get('/api/clips', stranger)).json()) as ListClipsResponse).clips).toEqual([]);

    const [row] = await t.database.db.select().from(clips).where(eq(clips.id, id));
    expect(existsSync(join(t.mediaDir, row?.mediaKey ?? 'none'))).toBe(true);
    expect((await t.app.request(`/api/clips/${id}`, { method: 'DELETE', headers: signedInHeaders(owner.cookie) })).status).toBe(204);
    expect((await get(`/api/clips/${id}`)).status).toBe(404);
    expect(existsSync(join(t.mediaDir, row?.mediaKey ?? 'none'))).toBe(false);
    expect(existsSync(join(t.mediaDir, row?.posterKey ?? 'none'))).toBe(false);
  });

  it('refuses to delete a clip a running or paused campaign plays; drafts lose it and their preview', async () => {
    const files = ['clips/in-use.mp4', 'clips/in-use.jpg', 'videos/preview.mp4', 'videos/preview.jpg', 'videos/preview.play.jpg'];
    await mkdir(join(t.mediaDir, 'clips'), { recursive: true });
    await mkdir(join(t.mediaDir, 'videos'), { recursive: true });
    for (const key of files) await writeFile(join(t.mediaDir, key), 'x');
    const [clip] = await t.database.db.insert(clips).values({ userId: owner.userId, name: 'Intro', status: 'ready', container: 'mp4', sizeBytes: 1, mediaKey: files[0], posterKey: files[1] }).returning();
    const campaign = (status: string) => ({ userId: owner.userId, name: status, status, language: 'en', format: '1:1', template: {}, mapping: {}, sourceFile: {}, clipId: clip!.id, clipPosition: 'start' });
    const [started, draft] = await t.database.db.insert(campaigns).values([campaign('running'), campaign('draft')]).returning();
    const [preview] = await t.database.db
      .insert(videos)
      .values({ userId: owner.userId, campaignId: draft!.id, title: 'Preview', format: '1:1', language: 'en', durationMs: 1000, width: 1080, height: 1080, mediaKey: files[2]!, posterKey: files[3]!, hasWatermark: false, shareSlug: `p-${draft!.id}` })
      .returning();
    await t.database.db.update(campaigns).set({ previewStatus: 'ready', previewVideoId: preview!.id }).where(eq(campaigns.id, draft!.id));
    const remove = (language = 'en') => t.app.request(`/api/clips/${clip!.id}`, { method: 'DELETE', headers: signedInHeaders(owner.cookie, { 'accept-language': language }) });

    for (const status of ['running', 'paused']) {
      await t.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, started!.id));
      const refused = await remove();
      expect(refused.status, status).toBe(409);
      expect(((await refused.json()) as ErrorBody).error).toEqual({ code: 'CLIP_IN_USE', message: 'A campaign that is running or paused plays this video clip. Delete it once that campaign has ended or been cancelled.' });
    }
    expect(((await (await remove('pt-BR')).json()) as ErrorBody).error.message).toBe('Uma campanha em andamento ou pausada exibe este clipe de vídeo. Exclua-o quando essa campanha terminar ou for cancelada.');
    // Nothing changed: the clip, its files and both campaigns' choice of it stay.
    expect(await t.database.db.select({ id: clips.id }).from(clips).where(eq(clips.id, clip!.id))).toHaveLength(1);
    expect((await t.database.db.select({ clipId: campaigns.clipId }).from(campaigns).where(eq(campaigns.clipId, clip!.id))).length).toBe(2);
    for (const key of files) expect(existsSync(join(t.mediaDir, key)), key).toBe(true);

    await t.database.db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, started!.id));
    expect((await remove()).status).toBe(204);
    const [draftNow] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, draft!.id));
    expect(draftNow).toMatchObject({ clipId: null, previewStatus: 'none', previewVideoId: null });
    expect(await t.database.db.select().from(videos).where(eq(videos.id, preview!.id))).toEqual([]);
    for (const key of files) expect(existsSync(join(t.mediaDir, key)), key).toBe(false);
  });

  it('marks a clip the worker cannot read as failed, saying why in the caller’s language', async () => {
    // An upload that passed its checks but whose bytes the worker finds broken.
    await mkdir(join(t.mediaDir, 'clips/uploads'), { recursive: true });
    await writeFile(join(t.mediaDir, 'clips/uploads/broken.upload'), Buffer.concat([media.mp4.subarray(0, 40), Buffer.alloc(2000)]));
    const [row] = await t.database.db.insert(clips).values({ userId: owner.userId, name: 'broken.mp4', container: 'mp4', sizeBytes: 2040, sourceKey: 'clips/uploads/broken.upload' }).returning();
    await t.queue.send({ job: normalizeClipJob, payload: { clipId: row?.id ?? '' } });
    const failed = await until(async () => (await (await get(`/api/clips/${row?.id}`, owner, { 'accept-language': 'es' })).json()) as Clip, (clip) => clip.status !== 'processing', 60_000);
    expect(failed).toMatchObject({ status: 'failed', video_url: null, error: 'No encontramos en este archivo un video que podamos reproducir. Expórtalo de nuevo como MP4 y súbelo.' });
    // The broken upload is removed right after the clip is marked failed.
    expect(await until(uploadsLeft, (names) => names.length === 0, 5_000)).toEqual([]);
  });
});
