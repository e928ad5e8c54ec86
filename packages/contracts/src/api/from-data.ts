import { z } from 'zod';
import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MIN_DESCRIPTION_LENGTH_EXCLUSIVE, MIN_PRODUCT_IMAGES, VIDEO_FORMATS } from '../constants';
import { LANGUAGES } from '../languages';

/** The longest product description the manual entry takes (characters). */
export const MAX_DESCRIPTION_LENGTH = 5_000;
/** The title of a manual-entry video when the user gives none (spec §3). */
export const DEFAULT_DATA_VIDEO_TITLE = 'Custom Product Video';
/** The multipart field that carries the product pictures (repeated, 1–5 times). */
export const PRODUCT_IMAGES_FIELD = 'product_images';

/**
 * The text fields of POST /api/videos/from-data (multipart/form-data): the description (required,
 * more than 15 characters once trimmed, spec §5), and optionally a title, format and language. The
 * pictures travel beside them as `product_images` files and are checked by their content.
 */
export const createVideoFromDataFieldsSchema = z
  .object({
    product_description: z
      .string({ error: 'DESCRIPTION_REQUIRED' })
      // Multipart turns every line break into CRLF (HTML form encoding); we keep plain ones.
      .overwrite((text) => text.replace(/\r\n?/g, '\n'))
      .trim()
      .min(1, { error: 'DESCRIPTION_REQUIRED', abort: true })
      .min(MIN_DESCRIPTION_LENGTH_EXCLUSIVE + 1, { error: 'DESCRIPTION_TOO_SHORT', abort: true })
      .max(MAX_DESCRIPTION_LENGTH)
      // PostgreSQL text cannot hold U+0000.
      .refine((text) => !text.includes('\u0000')),
    video_title: z
      .string()
      .trim()
      .max(200)
      .refine((text) => !text.includes('\u0000'))
      .nullish()
      .transform((value) => value || null),
    format: z.enum(VIDEO_FORMATS).default('9:16'),
    language: z.enum(LANGUAGES).optional(),
  })
  .meta({ id: 'CreateVideoFromDataFields' });

/** The from-data text fields as sent. */
export type CreateVideoFromDataFields = z.input<typeof createVideoFromDataFieldsSchema>;

/** The multipart body of POST /api/videos/from-data as OpenAPI describes it (files cannot be zod). */
export const createVideoFromDataBodyDoc = {
  type: 'object' as const,
  required: ['product_description', PRODUCT_IMAGES_FIELD],
  properties: {
    product_description: { type: 'string' as const, minLength: MIN_DESCRIPTION_LENGTH_EXCLUSIVE + 1, maxLength: MAX_DESCRIPTION_LENGTH },
    [PRODUCT_IMAGES_FIELD]: {
      type: 'array' as const,
      minItems: MIN_PRODUCT_IMAGES,
      maxItems: MAX_PRODUCT_IMAGES,
      items: { type: 'string' as const, format: 'binary', description: `PNG or JPEG (by content), at most ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB` },
    },
    video_title: { type: 'string' as const, maxLength: 200 },
    format: { type: 'string' as const, enum: [...VIDEO_FORMATS], default: '9:16' },
    language: { type: 'string' as const, enum: [...LANGUAGES] },
  },
};
