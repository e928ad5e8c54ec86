import { createRoute, z } from '@hono/zod-openapi';
import { MAX_CAMPAIGN_PREVIEWS_PER_HOUR, campaignPreviewSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { previewCampaignJob } from '../../jobs/campaign-preview';
import type { JobQueue } from '../../jobs/job-queue';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { AppError } from '../../errors';
import { fixedWindow, type FixedWindow } from '../../middleware/rate-limit';
import { requireUser } from '../../middleware/require-user';
import { abandonCampaignPreview, startCampaignPreview } from '../../use-cases/campaigns/start-campaign-preview';

const postPreview = createRoute({
  method: 'post',
  path: '/{id}/preview',
  summary: 'Render a draft’s first row that gets a video, as confirming would make it: free, out of My videos; GET /api/campaigns/{id} follows it',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonResponse(campaignPreviewSchema, 'The preview of the current settings is ready'),
    202: jsonResponse(campaignPreviewSchema, 'Rendering (started now or earlier): its status is in the campaign’s preview'),
    400: errorResponse('CAMPAIGN_NO_RECIPIENTS: no row gets a video with this mapping and script'),
    401: errorResponse("UNAUTHENTICATED: 'No authentication session'"),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('CAMPAIGN_NOT_DRAFT: the campaign has started'),
    429: errorResponse(`CAMPAIGN_PREVIEW_LIMIT: more than ${MAX_CAMPAIGN_PREVIEWS_PER_HOUR} previews started by this user within the hour`),
  },
});

/** POST /api/campaigns/:id/preview, mounted inside the campaigns sub-app (signed in). */
export function campaignPreviewRoutes(deps: { db: Db; mediaDir: string; queue: JobQueue; previews?: FixedWindow }) {
  // Counted per user, and only for previews that start a render (asking again while one renders, or
  // once it is ready, costs nothing).
  const previews = deps.previews ?? fixedWindow({ max: MAX_CAMPAIGN_PREVIEWS_PER_HOUR, windowMs: 60 * 60_000 });
  return createRouter().openapi(postPreview, async (c) => {
    const campaignId = c.req.valid('param').id;
    const userId = requireUser(c).id;
    const { started, preview } = await startCampaignPreview({ db: deps.db, mediaDir: deps.mediaDir, userId, campaignId, language: c.get('language') });
    if (started) {
      const retryAfter = previews.hit(userId);
      if (retryAfter !== null) {
        await abandonCampaignPreview({ db: deps.db, campaignId });
        c.header('Retry-After', String(retryAfter));
        throw new AppError('CAMPAIGN_PREVIEW_LIMIT', { params: { limit: MAX_CAMPAIGN_PREVIEWS_PER_HOUR, minutes: Math.max(1, Math.ceil(retryAfter / 60)) }, internalMessage: 'preview budget spent' });
      }
      try {
        await deps.queue.send({ job: previewCampaignJob, payload: { campaignId } });
      } catch (error) {
        await abandonCampaignPreview({ db: deps.db, campaignId });
        throw error;
      }
    }
    return preview.status === 'ready' ? c.json(preview, 200) : c.json(preview, 202);
  });
}
