import { createHash } from 'node:crypto';
import { EngineError } from '../../errors';
import { silentLogger, type Logger } from '../../ports';
import type { EngineLanguage } from '../../schema';
import { readImage } from '../images/read-image';
import type { Fetcher } from './fetcher';

/** Pictures an ad keeps at most. */
export const MAX_PRODUCT_IMAGES = 5;
/** Candidates downloaded at most: a page lists thumbnails, badges and logos beside its photos. */
const MAX_CANDIDATES = 12;
/** A product photo is at least this many pixels on its short side; icons and logos are smaller. */
const MIN_SHORT_SIDE = 200;
/** Wider or taller than this is a banner, a sprite sheet or a strip of thumbnails. */
const MAX_ASPECT = 3;
const DOWNLOADS_AT_ONCE = 4;

/** Why a candidate picture was not kept. */
type Rejection = 'unreadable' | 'too large' | 'too small' | 'not photo-shaped' | 'duplicate' | 'download failed';

/** What became of each candidate, for the job log. */
export interface ImageOutcome {
  url: string;
  kept: boolean;
  reason?: Rejection;
  width?: number;
  height?: number;
}

/**
 * Downloads a product's pictures through the fetcher (so each is checked like the page) and keeps
 * the first MAX_PRODUCT_IMAGES that are product photos: read by their content (a text file served
 * as image/jpeg is refused), turned upright by EXIF, decompression bombs refused by pixel count,
 * icons, logos, tracking pixels and sprite strips dropped by their measured size, the same picture
 * twice kept once. Each is re-encoded as JPEG, so WebP, AVIF and GIF pages work like any other.
 */
export async function downloadProductImages(options: {
  urls: readonly string[];
  fetcher: Fetcher;
  language?: EngineLanguage;
  signal?: AbortSignal;
  logger?: Logger;
}): Promise<{ images: Uint8Array<ArrayBuffer>[]; outcomes: ImageOutcome[] }> {
  const logger = options.logger ?? silentLogger;
  const candidates = [...new Set(options.urls.filter((url) => /^https?:\/\//i.test(url)))].slice(0, MAX_CANDIDATES);
  const outcomes: ImageOutcome[] = new Array<ImageOutcome>(candidates.length);
  const pictures: (Buffer | undefined)[] = new Array<Buffer | undefined>(candidates.length);
  let next = 0;
  const work = async () => {
    for (let i = next++; i < candidates.length; i = next++) {
      options.signal?.throwIfAborted();
      const url = candidates[i] ?? '';
      const result = await downloadOne({ ...options, url });
      outcomes[i] = { url, kept: false, ...result.outcome };
      pictures[i] = result.picture;
    }
  };
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, work));

  // In page order (best first), the same picture once.
  const seen = new Set<string>();
  const images: Uint8Array<ArrayBuffer>[] = [];
  pictures.forEach((picture, i) => {
    const outcome = outcomes[i];
    if (!picture || !outcome) return;
    const digest = createHash('sha256').update(picture).digest('hex');
    if (seen.has(digest)) {
      outcome.reason = 'duplicate';
    } else if (images.length < MAX_PRODUCT_IMAGES) {
      seen.add(digest);
      images.push(Uint8Array.from(picture));
      outcome.kept = true;
    }
  });
  for (const outcome of outcomes) if (outcome.reason) logger.info('product picture skipped', { url: outcome.url, reason: outcome.reason });
  return { images, outcomes };
}

async function downloadOne(options: { url: string; fetcher: Fetcher; language?: EngineLanguage; signal?: AbortSignal }): Promise<{ picture?: Buffer; outcome: Omit<ImageOutcome, 'url' | 'kept'> }> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    const resource = await options.fetcher.fetch({ url: options.url, kind: 'image', ...(options.language ? { language: options.language } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    body = new Uint8Array(resource.body);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'CANCELLED') throw error;
    return { outcome: { reason: 'download failed' } };
  }
  try {
    const { image, width, height } = await readImage(body, 'A product picture');
    if (Math.min(width, height) < MIN_SHORT_SIDE) return { outcome: { reason: 'too small', width, height } };
    if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT) return { outcome: { reason: 'not photo-shaped', width, height } };
    const picture = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
    return { picture, outcome: { width, height } };
  } catch (error) {
    return { outcome: { reason: error instanceof EngineError && error.code === 'IMAGE_TOO_LARGE' ? 'too large' : 'unreadable' } };
  }
}

