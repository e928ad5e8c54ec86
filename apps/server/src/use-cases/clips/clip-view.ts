import { translate, type Clip, type ClipStatus, type Language, type MessageKey } from '@reelsmith/contracts';
import type { clips } from '@reelsmith/db';

/** A clip row. */
export type ClipRow = typeof clips.$inferSelect;

/** The owner's address of a clip's normalised MP4 (byte ranges). */
export const clipFileUrl = (clipId: string) => `/api/clips/${clipId}/file`;
/** The owner's address of a clip's poster. */
export const clipPosterUrl = (clipId: string) => `/api/clips/${clipId}/poster`;

/** A clip as the API shows it to its owner, its error in the caller's language. */
export function clipView(row: ClipRow, language: Language): Clip {
  const isReady = row.status === 'ready';
  return {
    id: row.id,
    name: row.name,
    status: row.status as ClipStatus,
    duration_ms: row.durationMs,
    width: row.width,
    height: row.height,
    has_audio: row.hasAudio,
    size_bytes: row.sizeBytes,
    video_url: isReady && row.mediaKey ? clipFileUrl(row.id) : null,
    poster_url: isReady && row.posterKey ? clipPosterUrl(row.id) : null,
    // Stored as a message key, so each caller reads it in their own language.
    error: row.error ? translate(language, row.error as MessageKey) : null,
    created_at: row.createdAt.toISOString(),
  };
}
