import { PRODUCT_IMAGES_FIELD, type Language, type VideoFormat } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';
import type { CreatedVideoJob } from './create-video-from-url';

/** What the manual entry sends: a description, 1–5 pictures and the optional choices. */
export interface VideoFromData {
  description: string;
  images: readonly File[];
  title?: string;
  format: VideoFormat;
  language?: Language;
}

/** The multipart body of POST /api/videos/from-data, with the API's field names. */
export function videoFromDataForm(input: VideoFromData): FormData {
  const form = new FormData();
  form.set('product_description', input.description);
  for (const image of input.images) form.append(PRODUCT_IMAGES_FIELD, image, image.name);
  if (input.title) form.set('video_title', input.title);
  form.set('format', input.format);
  if (input.language) form.set('language', input.language);
  return form;
}

/** POST /api/videos/from-data: queues an ad of a description and pictures (one credit). */
export function createVideoFromData(input: VideoFromData): Promise<CreatedVideoJob> {
  return api<CreatedVideoJob>('/api/videos/from-data', { form: videoFromDataForm(input) });
}
