import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { creditBalances, creditLedger, videoJobs, videos } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';

type ErrorJson = { error: { code: string; message: string; details?: { field: string; message: string }[] } };
type JobJson = { status: string; title: string; error: string | null; result: { video_id: string; video_url: string } | null };

const DESCRIPTION = 'Caneca de cerâmica feita à mão, com esmalte azul.\n- Vai ao micro-ondas e à lava-louças\n- Capacidade de 350 ml';

/** A product-like photo: a coloured shape on a light background. */
async function photo(format: 'jpeg' | 'png', colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f4f1ea"/><circle cx="450" cy="600" r="280" fill="${colour}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** A PNG whose header claims 20000×20000 pixels (a decompression bomb's shape) with almost no data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

function form(fields: Record<string, string>, files: { bytes: Uint8Array; name: string; type: string }[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('product_images', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return data;
}

function ffprobe(file: string): { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]; format: { duration: string } } {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:format=duration', '-of', 'json', file], { encoding: 'utf8' })) as ReturnType<typeof ffprobe>;
}

describe('POST /api/videos/from-data', () => {
  let test: TestApp;
  let jpeg: Buffer;
  let png: Buffer;
  const scratch = mkdtempSync(join(tmpdir(), 'reelsmith-from-data-'));
  beforeAll(async () => {
    test = await createTestApp('pglite', { worker: { allowHosts: [] } });
    [jpeg, png] = await Promise.all([photo('jpeg', '#2f6fd0'), photo('png', '#d04a2f')]);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const post = async (user: SignedInUser | null, body: BodyInit, language = 'en', headers: Record<string, string> = {}) =>
    test.app.request('/api/videos/from-data', {
      method: 'POST',
      headers: user ? signedInHeaders(user.cookie, { 'accept-language': language, ...headers }) : { 'accept-language': language, ...headers },
      body,
      // A stream body needs it; harmless for the others.
      duplex: 'half',
    } as RequestInit);
  const get = (path: string, user: SignedInUser) => test.app.request(path, { headers: signedInHeaders(user.cookie) });
  const uploads = () => (existsSync(join(test.mediaDir, 'uploads')) ? readdirSync(join(test.mediaDir, 'uploads')) : []);
  const credits = async (user: SignedInUser) => ((await (await get('/api/me', user)).json()) as { credits: number }).credits;
  const jobsOf = (user: SignedInUser) => test.database.db.select().from(videoJobs).where(eq(videoJobs.userId, user.userId));

  async function waitForEnd(jobId: string, user: SignedInUser): Promise<JobJson> {
    let job = { status: 'pending' } as JobJson;
    for (let i = 0; i < 240 && (job.status === 'pending' || job.status === 'processing'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = (await (await get(`/api/jobs/${jobId}`, user)).json()) as JobJson;
    }
    return job;
  }

  it('makes a playable ad from a description and two photos, then removes the uploads', async () => {
    const ana = await signUp(test.app, { name: 'Ana' });
    const created = await post(
      ana,
      form({ product_description: `  ${DESCRIPTION}  `, video_title: 'Caneca Porto', format: '1:1' }, [
        { bytes: jpeg, name: 'front.jpg', type: 'image/jpeg' },
        // Named and typed wrongly on purpose: the content decides.
        { bytes: png, name: 'side.jpeg', type: 'application/octet-stream' },
      ]),
    );
    expect(created.status, await created.clone().text()).toBe(202);
    const { job_id: jobId } = (await created.json()) as { job_id: string };

    const [row] = await jobsOf(ana);
    expect(row).toMatchObject({ id: jobId, type: 'data', title: 'Caneca Porto' });
    expect(row?.input).toEqual({ kind: 'data', description: DESCRIPTION, name: 'Caneca Porto', imageKeys: [`uploads/${jobId}/1.jpg`, `uploads/${jobId}/2.png`], format: '1:1', language: 'pt-BR' });

    const job = await waitForEnd(jobId, ana);
    expect(job.error).toBeNull();
    expect(job).toMatchObject({ status: 'completed', title: 'Caneca Porto' });
    if (!job.result) throw new Error('no result');

    const file = await get(job.result.video_url, ana);
    expect(file.status).toBe(200);
    const path = join(scratch, 'caneca.mp4');
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    const probe = ffprobe(path);
    expect(probe.streams).toEqual(expect.arrayContaining([expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 1080, height: 1080 }), expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' })]));
    expect(Number(probe.format.duration)).toBeGreaterThan(10);

    const list = (await (await get('/api/videos', ana)).json()) as { videos: { title: string; source_url: string | null; language: string }[] };
    expect(list.videos).toEqual([expect.objectContaining({ title: 'Caneca Porto', source_url: null, language: 'pt-BR' })]);
    const [video] = await test.database.db.select().from(videos).where(eq(videos.userId, ana.userId));
    // The engine kept its own copies of the pictures beside the storyboard; the uploads are gone.
    expect(readdirSync(join(test.mediaDir, 'ads', jobId))).toEqual(expect.arrayContaining(['image-0.jpg', 'image-1.jpg', 'storyboard.json']));
    expect(video?.jobId).toBe(jobId);
    const storyboard = video?.storyboard as { product: { name: string }; language: string; assets: { images: unknown[] }; script: { scenes: { narration: string }[] } };
    expect(storyboard).toMatchObject({ product: { name: 'Caneca Porto' }, language: 'pt-BR' });
    expect(storyboard.assets.images).toHaveLength(2);
    expect(existsSync(join(test.mediaDir, 'uploads', jobId))).toBe(false);
    expect(await credits(ana)).toBe(0);
  }, 180_000);

  it('refuses bad input with a translated 4xx, makes no job, spends no credit and leaves no file', async () => {
    const carla = await signUp(test.app, { name: 'Carla' });
    const two = [
      { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' },
      { bytes: png, name: 'b.png', type: 'image/png' },
    ];
    const ok = { product_description: 'A blue ceramic mug made by hand, 350 ml.' };
    const big = await sharp({ create: { width: 2200, height: 1700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(big.length).toBeLessThan(12 * 1024 * 1024);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const cases: [string, BodyInit, string, number, string, string][] = [
      ['no image', form(ok), 'en', 400, 'IMAGES_REQUIRED', 'Please upload at least one product image'],
      ['six images', form(ok, [...two, ...two, ...two]), 'es', 400, 'TOO_MANY_IMAGES', 'Se permiten como máximo 5 imágenes'],
      ['an 11 MB image', form(ok, [two[0]!, { bytes: big, name: 'big.png', type: 'image/png' }]), 'en', 413, 'IMAGE_TOO_LARGE', 'Each image can be at most 10MB (PNG or JPG).'],
      ['a PDF named .jpg', form(ok, [{ bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' }]), 'pt-BR', 415, 'IMAGE_TYPE_INVALID', 'Selecione apenas arquivos de imagem (JPG, PNG etc.)'],
      ['a text file', form(ok, [two[0]!, { bytes: Buffer.from('just some notes\n'), name: 'notes.txt', type: 'text/plain' }]), 'en', 415, 'IMAGE_TYPE_INVALID', 'Please select only image files (JPG, PNG, etc.)'],
      ['a text value as an image', (() => { const data = form(ok); data.append('product_images', 'not a file'); return data; })(), 'en', 415, 'IMAGE_TYPE_INVALID', 'Please select only image files (JPG, PNG, etc.)'],
      ['a damaged JPEG', form(ok, [{ bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cut.jpg', type: 'image/jpeg' }]), 'en', 400, 'IMAGE_UNREADABLE', 'One of the images is damaged and cannot be read. Please choose another file.'],
      ['a decompression bomb', form(ok, [{ bytes: pngClaiming(20_000, 20_000), name: 'bomb.png', type: 'image/png' }]), 'es', 413, 'IMAGE_TOO_LARGE', 'Cada imagen puede tener como máximo 40 megapixels (PNG o JPG).'],
      ['a description of 15 characters', form({ product_description: '   Blue mug 350m   ' }, two), 'en', 400, 'DESCRIPTION_TOO_SHORT', 'Product description must be more than 15 characters'],
      ['a description of 15 characters (es)', form({ product_description: 'Taza azul 350ml' }, two), 'es', 400, 'DESCRIPTION_TOO_SHORT', 'La descripción del producto debe tener más de 15 caracteres'],
      ['no description', form({}, two), 'pt-BR', 400, 'DESCRIPTION_REQUIRED', 'Insira uma descrição do produto'],
      ['a blank description', form({ product_description: ' \n\t ' }, two), 'en', 400, 'DESCRIPTION_REQUIRED', 'Please enter a product description'],
      ['an unknown format', form({ ...ok, format: '4:3' }, two), 'en', 400, 'VALIDATION_ERROR', 'Some fields are invalid: format.'],
      ['a title of 201 characters', form({ ...ok, video_title: 'x'.repeat(201) }, two), 'en', 400, 'VALIDATION_ERROR', 'Some fields are invalid: video_title.'],
    ];
    for (const [name, body, language, status, code, message] of cases) {
      const response = await post(carla, body, language);
      expect(response.status, name).toBe(status);
      const json = (await response.json()) as ErrorJson;
      expect(json.error, name).toMatchObject({ code, message });
    }

    const json = await post(carla, JSON.stringify({ product_description: ok.product_description }), 'en', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported here.' } });
    // Only a multipart body escapes the API's 1 MB limit.
    const bigJson = await post(carla, JSON.stringify({ product_description: 'x'.repeat(2 * 1024 * 1024) }), 'en', { 'content-type': 'application/json' });
    expect(bigJson.status).toBe(413);
    expect(await bigJson.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large (limit 1 MB).' } });
    const urlEncoded = await post(carla, new URLSearchParams(ok), 'es');
    expect(urlEncoded.status).toBe(415);
    expect(((await urlEncoded.json()) as ErrorJson).error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Este tipo de contenido no se admite aquí.' });
    const broken = await post(carla, '--nope\r\nthis is not multipart', 'en', { 'content-type': 'multipart/form-data; boundary=abc' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorJson).error.code).toBe('BAD_REQUEST');

    // Too large as declared: refused before a byte is read.
    const declared = await post(carla, 'x', 'en', { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(60 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large (limit 51 MB).' } });
    // Too large as it streams (no Content-Length): refused once it passes the limit, not read to its end.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sent > 200 * 1024 * 1024) controller.close();
      },
    });
    const streamed = await post(carla, endless, 'en', { 'content-type': 'multipart/form-data; boundary=abc' });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(60 * 1024 * 1024);

    expect(await jobsOf(carla)).toEqual([]);
    expect(await credits(carla)).toBe(1);
    expect(uploads()).toEqual([]);
  }, 60_000);

  it('answers 401, 402 and 409 before reading the upload, keeping nothing', async () => {
    const photos = [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }];
    const body = () => form({ product_description: 'A blue ceramic mug made by hand, 350 ml.' }, photos);
    const anonymous = await post(null, body(), 'es');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No hay una sesión de autenticación' } });

    const dora = await signUp(test.app, { name: 'Dora' });
    // An active generation of hers, written straight to the database (no worker picks it up).
    await test.database.db.insert(videoJobs).values({ userId: dora.userId, type: 'url', title: 'Running', input: { kind: 'url', productUrl: 'https://shop.example/p', format: '9:16' } });
    const busy = await post(dora, body());
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ error: { code: 'ACTIVE_JOB_EXISTS', message: 'You already have a video generation in progress. Please wait for it to complete.' } });
    await test.database.db.update(videoJobs).set({ status: 'failed' }).where(eq(videoJobs.userId, dora.userId));
    await test.database.db.delete(creditLedger).where(eq(creditLedger.userId, dora.userId));
    await test.database.db.update(creditBalances).set({ balance: 0 }).where(eq(creditBalances.userId, dora.userId));
    const broke = await post(dora, body(), 'pt-BR');
    expect(broke.status).toBe(402);
    expect(((await broke.json()) as ErrorJson).error.code).toBe('INSUFFICIENT_CREDITS');
    expect(uploads()).toEqual([]);
  });

  it('makes one job of simultaneous uploads with one credit, titled "Custom Product Video"; cancelling it removes its uploads', async () => {
    const eva = await signUp(test.app, { name: 'Eva' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(eva, form({ product_description: 'Handmade ceramic mug with a blue glaze, 350 ml.' }, [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.every((status) => [202, 402, 409].includes(status))).toBe(true);
    const accepted = answers.find((answer) => answer.status === 202);
    const { job_id: jobId } = (await accepted!.json()) as { job_id: string };
    expect(uploads()).toEqual([jobId]);
    expect(((await (await get(`/api/jobs/${jobId}`, eva)).json()) as JobJson).title).toBe('Custom Product Video');

    expect((await test.app.request(`/api/jobs/${jobId}/cancel`, { method: 'POST', headers: signedInHeaders(eva.cookie) })).status).toBe(200);
    for (let i = 0; i < 300 && uploads().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uploads()).toEqual([]);
    expect(await jobsOf(eva)).toEqual([expect.objectContaining({ id: jobId, status: 'cancelled' })]);
    expect(await credits(eva)).toBe(1);
  }, 60_000);

  it('is documented as a multipart operation', async () => {
    const doc = (await (await test.app.request('/api/openapi.json')).json()) as { paths: Record<string, { post?: { requestBody: { content: Record<string, unknown> } } }> };
    expect(Object.keys(doc.paths['/api/videos/from-data']?.post?.requestBody.content ?? {})).toEqual(['multipart/form-data']);
  });
});
