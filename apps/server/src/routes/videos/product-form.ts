import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES, PRODUCT_IMAGES_FIELD } from '@reelsmith/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';
import type { AppEnv } from '../../lib/app-env';

/** POST /api/videos/from-data below /api (videos.ts mounts it): the one route whose body is not 1 MB of JSON. */
export const FROM_DATA_PATH = '/videos/from-data';

/**
 * A multipart POST to the upload route: the one request the API's 1 MB limit leaves to
 * uploadBodyLimit. Anything else sent there (JSON, say) keeps the 1 MB limit and is then refused.
 */
export function isUploadRequest(c: Context): boolean {
  return c.req.method === 'POST' && c.req.path === `/api${FROM_DATA_PATH}` && /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

/** The largest upload body: five pictures of 10 MB and room for the text fields and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PRODUCT_IMAGES * MAX_PRODUCT_IMAGE_BYTES + 1024 * 1024;

/**
 * The upload's own size limit: a Content-Length above it is refused before a byte is read, and a
 * chunked body is counted as it streams and refused as soon as it passes the limit.
 */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: `${Math.round(MAX_UPLOAD_BODY_BYTES / 1024 / 1024)} MB` } });
  },
});

/** Only multipart/form-data with a boundary (415 otherwise), checked before the body is read. */
export const multipartOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { internalMessage: `content type ${JSON.stringify(type.slice(0, 100))}` });
  await next();
};

/** The parts of a product upload: text fields by name (an array when repeated), and the picture parts. */
export interface ProductForm {
  fields: Record<string, FormDataEntryValue | FormDataEntryValue[] | undefined>;
  images: (File | string)[];
}

/**
 * Reads the multipart body (bounded by uploadBodyLimit). A body that is not well-formed multipart
 * is BAD_REQUEST. An empty file input (no name, no bytes, as browsers send it) is no picture;
 * `product_images[]` is read as `product_images`.
 */
export async function readProductForm(c: Context<AppEnv>, fieldNames: readonly string[]): Promise<ProductForm> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', { cause: error, internalMessage: `unreadable multipart body: ${(error as Error).message}` });
  }
  const fields: ProductForm['fields'] = {};
  for (const name of fieldNames) {
    const values = form.getAll(name);
    fields[name] = values.length > 1 ? values : values[0];
  }
  const images = [...form.getAll(PRODUCT_IMAGES_FIELD), ...form.getAll(`${PRODUCT_IMAGES_FIELD}[]`)].filter((part) =>
    typeof part === 'string' ? part !== '' : !(part.size === 0 && part.name === ''),
  );
  return { fields, images };
}
