import sharp from 'sharp';
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
 * icons, logos, tracking pixels and sprite strips dropped by their measured size, one photo listed
 * at several sizes kept once (its largest copy, told by its colours on a coarse grid). Each is
 * re-encoded as JPEG, so WebP, AVIF and GIF pages work like any other.
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
  const pictures: (Picture | undefined)[] = new Array<Picture | undefined>(candidates.length);
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

  // In page order (best first), the same picture once: a shop lists one photo at several sizes
  // (a zoom, a thumbnail, a copy its CDN resized), and an ad showing it twice shows it twice. The
  // largest copy is kept, in the place of the first. `kept` holds candidates' indexes.
  const kept: number[] = [];
  const pixels = (i: number) => (outcomes[i]?.width ?? 0) * (outcomes[i]?.height ?? 0);
  for (const [i, picture] of pictures.entries()) {
    if (!picture) continue;
    const slot = kept.findIndex((k) => isSamePicture(pictures[k]?.print, picture.print));
    const same = kept[slot];
    if (same === undefined) {
      if (kept.length < MAX_PRODUCT_IMAGES) kept.push(i);
    } else if (pixels(i) > pixels(same)) {
      markDuplicate(outcomes[same]);
      kept[slot] = i;
    } else {
      markDuplicate(outcomes[i]);
    }
  }
  const images = kept.map((i) => {
    const outcome = outcomes[i];
    if (outcome) outcome.kept = true;
    return Uint8Array.from(pictures[i]?.bytes ?? []);
  });
  for (const outcome of outcomes) if (outcome.reason) logger.info('product picture skipped', { url: outcome.url, reason: outcome.reason });
  return { images, outcomes };
}

function markDuplicate(outcome: ImageOutcome | undefined): void {
  if (outcome) Object.assign(outcome, { kept: false, reason: 'duplicate' });
}

/** A downloaded picture, re-encoded, and what tells it from others. */
interface Picture {
  bytes: Buffer;
  print: Fingerprint;
}

/** What tells one picture from another at any size: its shape, and its colours on a 16×16 grid. */
interface Fingerprint {
  aspect: number;
  /** RGB of each cell, row by row. */
  cells: Buffer;
}

async function fingerprint(picture: Buffer, aspect: number): Promise<Fingerprint> {
  return { aspect, cells: await sharp(picture).resize(16, 16, { fit: 'fill' }).raw().toBuffer() };
}

/**
 * Two copies of one photo: the same shape (within 3 %) and the same colours cell by cell, within
 * what resizing and JPEG leave (6 levels on average, 64 at most: a photo and its 300 px copy at JPEG
 * quality 50 differ by 3 and 24). A red and a blue version of one product, or the product turned,
 * differ by over a hundred levels where they differ.
 */
function isSamePicture(a: Fingerprint | undefined, b: Fingerprint): boolean {
  if (!a || Math.abs(a.aspect - b.aspect) / a.aspect > 0.03) return false;
  let total = 0;
  for (let i = 0; i < a.cells.length; i++) {
    const difference = Math.abs((a.cells[i] ?? 0) - (b.cells[i] ?? 0));
    if (difference > 64) return false;
    total += difference;
  }
  return total / a.cells.length <= 6;
}

async function downloadOne(options: { url: string; fetcher: Fetcher; language?: EngineLanguage; signal?: AbortSignal }): Promise<{ picture?: Picture; outcome: Omit<ImageOutcome, 'url' | 'kept'> }> {
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
    const bytes = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
    return { picture: { bytes, print: await fingerprint(bytes, width / height) }, outcome: { width, height } };
  } catch (error) {
    return { outcome: { reason: error instanceof EngineError && error.code === 'IMAGE_TOO_LARGE' ? 'too large' : 'unreadable' } };
  }
}

