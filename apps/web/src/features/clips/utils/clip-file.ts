import { MAX_CLIP_BYTES } from '@reelsmith/contracts';

/** What the file input offers: the types of MP4, MOV and WebM videos. */
export const ACCEPTED_CLIP_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

const CLIP_EXTENSIONS = /\.(mp4|m4v|mov|qt|webm)$/i;

/** Why a chosen file is not sent: not a video of a kind we take, or too large. */
export type ClipFileProblem = 'type' | 'size';

/**
 * A first check in the browser, before a byte is sent: an MP4, MOV or WebM by its type or its name
 * (some systems give no type), no larger than the server takes. The server still checks the bytes.
 */
export function checkClipFile(file: { name: string; type: string; size: number }): ClipFileProblem | null {
  const isVideoKind = (ACCEPTED_CLIP_TYPES as readonly string[]).includes(file.type) || ((file.type === '' || file.type === 'application/octet-stream') && CLIP_EXTENSIONS.test(file.name));
  if (!isVideoKind) return 'type';
  if (file.size > MAX_CLIP_BYTES) return 'size';
  return null;
}

/** 52_428_800 → '50 MB', 1_536 → '1.5 KB', in the page's language. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value);
}

/** 42_300 ms → '0:42'; 61_000 ms → '1:01'. */
export function formatClipDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The share of an upload sent so far, as a whole percentage (0 when the size is unknown). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** The limit in words for the hint and the size error: '200 MB'. */
export const MAX_CLIP_SIZE_LABEL = `${MAX_CLIP_BYTES / 1024 / 1024} MB`;
