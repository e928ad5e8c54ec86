import { z } from 'zod';
import { CLIP_STATUSES, MAX_CLIP_BYTES, MAX_CLIP_SECONDS } from '../constants';

/** The multipart field that carries the video of POST /api/clips. */
export const CLIP_FILE_FIELD = 'file';

/** Longest clip name, in characters. */
export const MAX_CLIP_NAME_LENGTH = 120;

/** The multipart body of POST /api/clips as OpenAPI describes it (a file cannot be zod). */
export const uploadClipBodyDoc = {
  type: 'object' as const,
  required: [CLIP_FILE_FIELD],
  properties: {
    [CLIP_FILE_FIELD]: { type: 'string' as const, format: 'binary', description: `MP4, MOV or WebM (told by content), at most ${MAX_CLIP_BYTES / 1024 / 1024} MB and ${MAX_CLIP_SECONDS} s` },
    name: { type: 'string' as const, maxLength: MAX_CLIP_NAME_LENGTH, description: 'The file’s name by default' },
  },
};

/** The text fields of POST /api/clips beside the file. */
export const uploadClipFieldsSchema = z.object({ name: z.string().trim().min(1).max(MAX_CLIP_NAME_LENGTH).optional() });

/** A clip the business uploaded to play in its campaigns (the "Upload video" screen). */
export const clipSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(CLIP_STATUSES),
    duration_ms: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    has_audio: z.boolean().nullable(),
    size_bytes: z.number().int(),
    video_url: z.string().nullable().meta({ description: 'The normalised MP4 (owner only), once ready' }),
    poster_url: z.string().nullable(),
    error: z.string().nullable().meta({ description: 'Why it could not be used, in the caller’s language' }),
    created_at: z.string(),
  })
  .meta({ id: 'Clip' });

/** An uploaded clip. */
export type Clip = z.infer<typeof clipSchema>;

/** GET /api/clips answer: the caller's clips, newest first. */
export const listClipsResponseSchema = z.object({ clips: z.array(clipSchema) }).meta({ id: 'ListClipsResponse' });

/** GET /api/clips answer. */
export type ListClipsResponse = z.infer<typeof listClipsResponseSchema>;
