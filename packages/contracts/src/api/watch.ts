import { z } from 'zod';
import { VIDEO_FORMATS } from '../constants';
import { LANGUAGES } from '../languages';
import { PAGE_ROUTES } from '../routes';

/**
 * GET /api/watch/:slug: a shared video as anyone with its link sees it. Only what the watch page
 * shows: no owner, job, storage key or storyboard.
 */
export const watchVideoResponseSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    format: z.enum(VIDEO_FORMATS),
    width: z.number().int(),
    height: z.number().int(),
    duration_ms: z.number().int(),
    language: z.enum(LANGUAGES),
    video_url: z.string().meta({ description: 'The MP4, with byte ranges; add ?download=1 to save it' }),
    poster_url: z.string().nullable(),
    created_at: z.string(),
    cta: z
      .object({ label: z.string(), url: z.string() })
      .nullable()
      .meta({ description: 'The business’s call to action under a campaign video (label and address), or null' }),
  })
  .meta({ id: 'WatchVideo' });

/** A shared video as GET /api/watch/:slug answers it. */
export type WatchVideo = z.infer<typeof watchVideoResponseSchema>;

/** The language-free path of a video's public watch page: /v/<slug>. */
export function watchPagePath(slug: string): string {
  return PAGE_ROUTES.watch.replace(':slug', encodeURIComponent(slug));
}
