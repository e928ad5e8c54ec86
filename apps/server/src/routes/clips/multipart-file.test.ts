import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { multipartBoundary, receiveMultipartFile } from './multipart-file';

const BOUNDARY = '----reelsmithTestBoundary7MA4YWxkTrZu0gW';

/** A multipart body as a browser writes it. */
function body(parts: { name: string; fileName?: string; content: Buffer | string }[], epilogue = ''): Buffer {
  const pieces = parts.flatMap((part) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName.replaceAll('"', '%22')}"\r\nContent-Type: video/mp4`}\r\n\r\n`,
    part.content,
    '\r\n',
  ]);
  return Buffer.concat([...pieces, `--${BOUNDARY}--\r\n${epilogue}`].map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
}

/** A stream of the bytes in chunks of the given size, counting the chunks it was asked for. */
function streamOf(bytes: Buffer, chunkSize: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let offset = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(Uint8Array.from(bytes.subarray(offset, offset + chunkSize)));
      offset += chunkSize;
    },
  });
  return { stream, pulled: () => pulls };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelsmith-multipart-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const receive = (stream: ReadableStream<Uint8Array>, name: string, overrides: Partial<Parameters<typeof receiveMultipartFile>[0]> = {}) =>
  receiveMultipartFile({
    body: stream,
    boundary: BOUNDARY,
    fileField: 'file',
    textFields: ['name'],
    destination: join(dir, name),
    maxFileBytes: 1_000_000,
    maxBodyBytes: 1_100_000,
    tooLarge: () => new AppError('CLIP_TOO_LARGE', { params: { limit: '1 MB' } }),
    headBytes: 64,
    checkHead: () => {},
    ...overrides,
  });

describe('receiveMultipartFile', () => {
  // Bytes that look like the start of a boundary, a CRLF and dashes, inside the file itself.
  const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom'), Buffer.from(`\r\n--${BOUNDARY.slice(0, 20)}\r\n--`), Buffer.alloc(5000, 7), Buffer.from('\r\n-')]);
  const form = body([
    { name: 'name', content: 'Intro de Lucía' },
    { name: 'other', content: 'ignored' },
    { name: 'file', fileName: 'intro "final".mp4', content: video },
  ], 'an epilogue');

  it.each([1, 7, 64, 1 << 16])('writes the file as it streams and keeps the fields, in chunks of %i bytes', async (chunkSize) => {
    const { stream } = streamOf(form, chunkSize);
    const received = await receive(stream, `whole-${chunkSize}.bin`);
    expect(received.fields).toEqual({ name: 'Intro de Lucía' });
    expect(received.file).toMatchObject({ fileName: 'intro "final".mp4', size: video.length });
    expect((await readFile(join(dir, `whole-${chunkSize}.bin`))).equals(video)).toBe(true);
  });

  it('lets checkHead refuse the file from its first bytes, without reading the rest or keeping it', async () => {
    const large = body([{ name: 'file', fileName: 'a.zip', content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(500_000)]) }]);
    const { stream, pulled } = streamOf(large, 1024);
    const failure = await receive(stream, 'refused.bin', { checkHead: () => { throw new AppError('CLIP_TYPE_INVALID'); } }).catch((error: unknown) => error);
    expect((failure as AppError).code).toBe('CLIP_TYPE_INVALID');
    expect(pulled()).toBeLessThan(5);
    expect(await readdir(dir)).not.toContain('refused.bin');
  });

  it('refuses a file over its limit while it streams, and a body over its own', async () => {
    const big = body([{ name: 'file', fileName: 'big.mp4', content: Buffer.alloc(3000, 1) }]);
    const tooBig = await receive(streamOf(big, 500).stream, 'big.bin', { maxFileBytes: 2000 }).catch((error: unknown) => error);
    expect((tooBig as AppError).code).toBe('CLIP_TOO_LARGE');
    const padded = body([{ name: 'padding', content: Buffer.alloc(5000, 2) }, { name: 'file', fileName: 'small.mp4', content: 'x' }]);
    const overBody = await receive(streamOf(padded, 500).stream, 'padded.bin', { maxBodyBytes: 4000 }).catch((error: unknown) => error);
    expect((overBody as AppError).code).toBe('CLIP_TOO_LARGE');
    expect(await readdir(dir)).not.toContain('big.bin');
  });

  it('refuses a body cut short, and a field too long to be a name', async () => {
    const cut = form.subarray(0, form.length - 40);
    expect(((await receive(streamOf(cut, 100).stream, 'cut.bin').catch((error: unknown) => error)) as AppError).code).toBe('BAD_REQUEST');
    expect(await readdir(dir)).not.toContain('cut.bin');
    const long = body([{ name: 'name', content: 'x'.repeat(10_000) }]);
    expect(((await receive(streamOf(long, 1000).stream, 'long.bin').catch((error: unknown) => error)) as AppError).code).toBe('VALIDATION_ERROR');
  });

  it('reads the boundary from the content type, quoted or not', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });
});
