import { createRoute, z } from '@hono/zod-openapi';
import { campaignExportQuerySchema, campaignViewsQuerySchema, campaignViewsResponseSchema, listRecipientsQuerySchema, listRecipientsResponseSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { campaignViews } from '../../use-cases/campaigns/campaign-views';
import { exportRecipients } from '../../use-cases/campaigns/export-recipients';
import { listRecipients } from '../../use-cases/campaigns/list-recipients';

const SIGNED_OUT = "UNAUTHENTICATED: 'No authentication session'";
const idParam = z.object({ id: z.string().max(100) });

const getRecipients = createRoute({
  method: 'get',
  path: '/{id}/recipients',
  summary: 'A page of a campaign’s rows in file order: status, why a row has no video, its links, e-mail status and how far it was watched',
  request: { params: idParam, query: listRecipientsQuerySchema },
  responses: {
    200: jsonResponse(listRecipientsResponseSchema, 'A page of rows'),
    400: errorResponse('VALIDATION_ERROR'),
    401: errorResponse(SIGNED_OUT),
    404: errorResponse('NOT_FOUND'),
  },
});

const getViews = createRoute({
  method: 'get',
  path: '/{id}/views',
  summary: 'A campaign’s watch-page views over time: recipients who opened, played and watched to the end, per hour or day of a time zone',
  request: { params: idParam, query: campaignViewsQuerySchema },
  responses: {
    200: jsonResponse(campaignViewsResponseSchema, 'The series, oldest first, empty buckets included; by day when hours would be too many'),
    400: errorResponse('VALIDATION_ERROR (e.g. an unknown time zone)'),
    401: errorResponse(SIGNED_OUT),
    404: errorResponse('NOT_FOUND'),
  },
});

const getExport = createRoute({
  method: 'get',
  path: '/{id}/export',
  summary: 'Every row of a campaign as a CSV (UTF-8 with BOM) or Excel file, with its watch page and MP4 links; formula-like values neutralised',
  request: { params: idParam, query: campaignExportQuerySchema },
  responses: {
    200: { description: 'The file, as an attachment named after the campaign' },
    400: errorResponse('VALIDATION_ERROR'),
    401: errorResponse(SIGNED_OUT),
    404: errorResponse('NOT_FOUND'),
  },
});

/** An attachment header that survives any campaign name: an ASCII fallback, and the name itself (RFC 6266, RFC 5987). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** GET /api/campaigns/:id/recipients, /views and /export: who got a video, who watched it, and the whole list to download. Mounted by campaignRoutes, behind its sign-in check. */
export function campaignTrackingRoutes(deps: { db: Db; publicUrl: string }) {
  return createRouter()
    .openapi(getRecipients, async (c) =>
      c.json(
        await listRecipients({ db: deps.db, publicUrl: deps.publicUrl, userId: requireUser(c).id, campaignId: c.req.valid('param').id, ...c.req.valid('query'), language: c.get('language') }),
        200,
      ),
    )
    .openapi(getViews, async (c) => c.json(await campaignViews({ db: deps.db, userId: requireUser(c).id, campaignId: c.req.valid('param').id, ...c.req.valid('query') }), 200))
    .openapi(getExport, async (c) => {
      const exported = await exportRecipients({
        db: deps.db,
        publicUrl: deps.publicUrl,
        userId: requireUser(c).id,
        campaignId: c.req.valid('param').id,
        format: c.req.valid('query').format,
        language: c.get('language'),
      });
      return new Response(new Uint8Array(exported.file), {
        status: 200,
        // Private data: no cache keeps a copy.
        headers: { 'content-type': exported.contentType, 'content-disposition': attachment(exported.fileName), 'cache-control': 'no-store' },
      });
    });
}
