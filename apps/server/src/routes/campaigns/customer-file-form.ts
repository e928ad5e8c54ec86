import { CUSTOMER_FILE_FIELD, MAX_CUSTOMER_FILE_BYTES, createCampaignFieldsSchema } from '@reelsmith/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/validation-error';
import { readProductForm } from '../videos/product-form';

/**
 * A multipart POST /api/campaigns: the customer-file upload, which the API's 1 MB limit leaves to
 * customerFileBodyLimit. Anything else sent there keeps the 1 MB limit and is then refused.
 */
export function isCustomerFileUpload(c: Context): boolean {
  return c.req.method === 'POST' && /^\/api\/campaigns\/?$/.test(c.req.path) && /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

/** The largest upload body: the file and room for the text fields and part headers. */
export const MAX_CUSTOMER_UPLOAD_BYTES = MAX_CUSTOMER_FILE_BYTES + 1024 * 1024;

/**
 * The upload's own size limit, said in the file's terms: a Content-Length above it is refused before
 * a byte is read, and a chunked body is counted as it streams and refused once it passes the limit.
 */
export const customerFileBodyLimit = bodyLimit({
  maxSize: MAX_CUSTOMER_UPLOAD_BYTES,
  onError: () => {
    throw new AppError('CUSTOMER_FILE_TOO_LARGE', { params: { limit: `${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB` }, internalMessage: 'the upload body passed its limit' });
  },
});

/** The customer-file upload: the file (its name and bytes) and the validated text fields. */
export async function readCustomerFileForm(c: Context<AppEnv>) {
  const form = await readProductForm(c, [CUSTOMER_FILE_FIELD, ...Object.keys(createCampaignFieldsSchema.shape)]);
  const { [CUSTOMER_FILE_FIELD]: file, ...fields } = form.fields;
  const parsed = createCampaignFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  // An empty file input (no name, no bytes) is what a browser sends when nothing was chosen.
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
    throw new AppError('VALIDATION_ERROR', { params: { fields: CUSTOMER_FILE_FIELD }, details: [{ field: CUSTOMER_FILE_FIELD, key: 'validation.required' }] });
  }
  return { file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, fields: parsed.data };
}
