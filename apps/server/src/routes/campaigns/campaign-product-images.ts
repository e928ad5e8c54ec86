import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MIN_PRODUCT_IMAGES, PRODUCT_IMAGES_FIELD, campaignDetailsSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { campaignProductImage, replaceCampaignProductImages } from '../../use-cases/campaigns/campaign-product-images';
import { assertDraft, findOwnCampaign } from '../../use-cases/campaigns/find-campaign';
import { checkProductImages } from '../../use-cases/uploads/check-product-images';
import { fileResponse } from '../../use-cases/videos/serve-media';
import { multipartOnly, readProductForm, uploadBodyLimit } from '../videos/product-form';

const SIGNED_OUT = "UNAUTHENTICATED: 'No authentication session'";

/**
 * A multipart POST /api/campaigns/:id/product-images: a picture upload, which the API's 1 MB limit
 * leaves to uploadBodyLimit (five pictures of 10 MB). Anything else sent there keeps the 1 MB limit.
 */
export function isCampaignImagesUpload(c: Context): boolean {
  return c.req.method === 'POST' && /^\/api\/campaigns\/[^/]+\/product-images\/?$/.test(c.req.path) && /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

/** The body of POST /api/campaigns/:id/product-images as OpenAPI describes it (files cannot be zod). */
const imagesBodyDoc = {
  type: 'object' as const,
  required: [PRODUCT_IMAGES_FIELD],
  properties: {
    [PRODUCT_IMAGES_FIELD]: {
      type: 'array' as const,
      minItems: MIN_PRODUCT_IMAGES,
      maxItems: MAX_PRODUCT_IMAGES,
      items: { type: 'string' as const, format: 'binary', description: `PNG or JPEG (by content), at most ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB` },
    },
  },
};

// Before the body is read: another user's campaign is NOT_FOUND and a started one CAMPAIGN_NOT_DRAFT,
// without taking in 50 MB first.
const ownDraftOnly =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    assertDraft(await findOwnCampaign({ db, userId: requireUser(c).id, campaignId: c.req.param('id') ?? '' }));
    await next();
  };

const postImages = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/{id}/product-images',
    summary: 'Replace the pictures of a draft’s manual product: 1–5 PNG or JPEG files (multipart/form-data, checked by content)',
    middleware: [ownDraftOnly(db), multipartOnly, uploadBodyLimit],
    request: { params: z.object({ id: z.string().max(100) }), body: { required: true, content: { 'multipart/form-data': { schema: imagesBodyDoc } } } },
    responses: {
      200: jsonResponse(campaignDetailsSchema, 'The campaign with its new pictures (product_images); its preview is cleared'),
      400: errorResponse('IMAGES_REQUIRED, TOO_MANY_IMAGES, IMAGE_UNREADABLE or BAD_REQUEST'),
      401: errorResponse(SIGNED_OUT),
      404: errorResponse('NOT_FOUND'),
      409: errorResponse('CAMPAIGN_NOT_DRAFT: the campaign has started'),
      413: errorResponse('IMAGE_TOO_LARGE (10 MB or 40 megapixels a picture) or PAYLOAD_TOO_LARGE'),
      415: errorResponse('IMAGE_TYPE_INVALID (not a PNG or JPEG by content) or UNSUPPORTED_MEDIA_TYPE (not multipart)'),
    },
  });

const getImage = createRoute({
  method: 'get',
  path: '/{id}/product-images/{n}',
  summary: 'One picture (from 1) of your campaign’s manual product',
  // n is read by the handler, after the campaign is found: anyone else's campaign is NOT_FOUND whatever n says.
  request: { params: z.object({ id: z.string().max(100), n: z.string().max(10) }) },
  responses: { 200: { description: 'The picture (PNG or JPEG)' }, 401: errorResponse(SIGNED_OUT), 404: errorResponse('NOT_FOUND') },
});

/** POST /api/campaigns/:id/product-images and GET …/product-images/:n, mounted inside the campaigns sub-app (signed in). */
export function campaignProductImageRoutes(deps: { db: Db; mediaDir: string; aiAvailable: boolean }) {
  return createRouter()
    .openapi(postImages(deps.db), async (c) => {
      const form = await readProductForm(c, []);
      const images = await checkProductImages(form.images);
      const changed = await replaceCampaignProductImages({
        db: deps.db,
        mediaDir: deps.mediaDir,
        userId: requireUser(c).id,
        campaignId: c.req.valid('param').id,
        images,
        callerLanguage: c.get('language'),
        aiAvailable: deps.aiAvailable,
      });
      return c.json(changed, 200);
    })
    .openapi(getImage, async (c) => {
      const { id, n } = c.req.valid('param');
      const image = await campaignProductImage({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, campaignId: id, n });
      return fileResponse({ ...image, range: undefined, download: false });
    });
}
