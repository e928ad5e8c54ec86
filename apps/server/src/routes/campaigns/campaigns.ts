import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignDetailsSchema,
  campaignStateResponseSchema,
  confirmCampaignResponseSchema,
  createCampaignBodyDoc,
  listCampaignsQuerySchema,
  listCampaignsResponseSchema,
  updateCampaignRequestSchema,
} from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { prepareCampaignJob } from '../../jobs/campaign-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { cancelCampaign, pauseCampaign, resumeCampaign } from '../../use-cases/campaigns/campaign-state';
import { confirmCampaign, undoConfirmation } from '../../use-cases/campaigns/confirm-campaign';
import { createCampaign } from '../../use-cases/campaigns/create-campaign';
import { deleteCampaign } from '../../use-cases/campaigns/delete-campaign';
import { getCampaign } from '../../use-cases/campaigns/get-campaign';
import { listCampaigns } from '../../use-cases/campaigns/list-campaigns';
import { updateCampaign } from '../../use-cases/campaigns/update-campaign';
import { multipartOnly } from '../videos/product-form';
import { campaignPreviewRoutes } from './campaign-preview';
import { campaignProductImageRoutes } from './campaign-product-images';
import { campaignTrackingRoutes } from './campaign-tracking';
import { customerFileBodyLimit, readCustomerFileForm } from './customer-file-form';

const SIGNED_OUT = "UNAUTHENTICATED: 'No authentication session'";
const idParam = z.object({ id: z.string().max(100) });

// Before validation, so a signed-out caller hears 401 whatever it sent, and sends no upload for nothing.
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const postCreate = createRoute({
  method: 'post',
  path: '/',
  summary: 'Start a campaign from a customer list (CSV or Excel, multipart/form-data): a draft, nothing charged',
  middleware: [multipartOnly, customerFileBodyLimit],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: createCampaignBodyDoc } } } },
  responses: {
    201: jsonResponse(campaignDetailsSchema, 'The draft: its columns, suggested mapping, default script and the rows that will get a video'),
    400: errorResponse('CUSTOMER_FILE_EMPTY, CUSTOMER_FILE_NO_ROWS, CUSTOMER_FILE_TOO_MANY_ROWS, CUSTOMER_FILE_UNREADABLE, CUSTOMER_FILE_SHEET_NOT_FOUND, VALIDATION_ERROR or BAD_REQUEST'),
    401: errorResponse(SIGNED_OUT),
    413: errorResponse('CUSTOMER_FILE_TOO_LARGE (over 10 MB)'),
    415: errorResponse('CUSTOMER_FILE_TYPE_INVALID (not CSV or Excel by content) or UNSUPPORTED_MEDIA_TYPE (not multipart)'),
  },
});

const getList = createRoute({
  method: 'get',
  path: '/',
  summary: 'The caller’s campaigns, newest first',
  request: { query: listCampaignsQuerySchema },
  responses: { 200: jsonResponse(listCampaignsResponseSchema, 'A page of campaigns'), 400: errorResponse('VALIDATION_ERROR'), 401: errorResponse(SIGNED_OUT) },
});

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One of your campaigns, with its file’s rows checked against its script and mapping, its preview, its recipients per status and how their videos were watched',
  request: { params: idParam },
  responses: { 200: jsonResponse(campaignDetailsSchema, 'The campaign'), 401: errorResponse(SIGNED_OUT), 404: errorResponse('NOT_FOUND') },
});

const patchOne = createRoute({
  method: 'patch',
  path: '/{id}',
  summary:
    'Change a draft campaign (name, language, format, script, column mapping, call to action, delivery, personalization, product, clip), or read its uploaded file again from another sheet or with or without a header; its rows are checked again, and a change to what the videos look like clears the preview',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: updateCampaignRequestSchema } } } },
  responses: {
    200: jsonResponse(campaignDetailsSchema, 'The campaign as changed'),
    400: errorResponse('VALIDATION_ERROR (e.g. two columns for one variable, a column the file does not have, a sheet for a CSV), CUSTOMER_FILE_SHEET_NOT_FOUND (and the other CUSTOMER_FILE_* errors of reading the file) or INVALID_JSON'),
    401: errorResponse(SIGNED_OUT),
    404: errorResponse('NOT_FOUND (also a clip that is not yours)'),
    409: errorResponse('CAMPAIGN_NOT_DRAFT: the campaign has started; AI_UNAVAILABLE: personalization "ai" without a language model on the server; CLIP_NOT_READY: the clip is still processing or failed; CUSTOMER_FILE_NOT_STORED: a draft made before uploaded files were kept cannot read its file again'),
  },
});

const deleteOne = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a draft campaign, its file and its preview',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse(SIGNED_OUT),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('CAMPAIGN_NOT_DRAFT: the campaign has started'),
  },
});

const postConfirm = createRoute({
  method: 'post',
  path: '/{id}/confirm',
  summary: 'Start a draft campaign: one credit per row that gets a video, charged now; the videos are made by the workers',
  request: { params: idParam },
  responses: {
    202: jsonResponse(confirmCampaignResponseSchema, 'Started: its recipients are charged and queued'),
    400: errorResponse('CAMPAIGN_NO_RECIPIENTS: no row can get a video with this mapping and script'),
    401: errorResponse(SIGNED_OUT),
    402: errorResponse('CAMPAIGN_INSUFFICIENT_CREDITS: the message says how many credits are needed, held and missing'),
    403: errorResponse('CAMPAIGN_PACK_REQUIRED: campaigns need a Standard or Premium pack'),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('CAMPAIGN_NOT_DRAFT: the campaign has started'),
  },
});

/** POST /api/campaigns/:id/<action>: pause, resume or cancel a started campaign. */
const stateRoute = (action: 'pause' | 'resume' | 'cancel', summary: string, conflict: string) =>
  createRoute({
    method: 'post',
    path: `/{id}/${action}`,
    summary,
    request: { params: idParam },
    responses: {
      200: jsonResponse(campaignStateResponseSchema, 'The campaign’s new status, and the credits given back (cancel)'),
      401: errorResponse(SIGNED_OUT),
      404: errorResponse('NOT_FOUND'),
      409: errorResponse(conflict),
    },
  });
const postPause = stateRoute('pause', 'Pause a running campaign: recipients not yet made wait', 'CAMPAIGN_NOT_RUNNING');
const postResume = stateRoute('resume', 'Resume a paused campaign where it was', 'CAMPAIGN_NOT_PAUSED');
const postCancel = stateRoute('cancel', 'Stop a running or paused campaign for good: every recipient not yet made is refunded', 'CAMPAIGN_NOT_RUNNING');

/** POST and GET /api/campaigns; GET, PATCH and DELETE /api/campaigns/:id; POST …/confirm, /pause, /resume, /cancel — with a session or an API key. */
export function campaignRoutes(deps: { db: Db; mediaDir: string; queue: JobQueue; publicUrl: string; aiAvailable: boolean }) {
  const router = createRouter();
  router.use('*', signedInOnly);
  router.route('/', campaignTrackingRoutes(deps));
  router.route('/', campaignPreviewRoutes(deps));
  router.route('/', campaignProductImageRoutes(deps));
  return router
    .openapi(postCreate, async (c) => {
      const user = requireUser(c);
      const { file, fields } = await readCustomerFileForm(c);
      const draft = await createCampaign({
        db: deps.db,
        mediaDir: deps.mediaDir,
        userId: user.id,
        file,
        name: fields.name,
        sheet: fields.sheet,
        hasHeader: fields.has_header === undefined ? undefined : fields.has_header === 'true',
        language: fields.language ?? c.get('language'),
        format: fields.format,
        callerLanguage: c.get('language'),
        aiAvailable: deps.aiAvailable,
      });
      return c.json(draft, 201);
    })
    .openapi(getList, async (c) => c.json(await listCampaigns({ db: deps.db, userId: requireUser(c).id, ...c.req.valid('query') }), 200))
    .openapi(getOne, async (c) =>
      c.json(await getCampaign({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, campaignId: c.req.valid('param').id, language: c.get('language'), aiAvailable: deps.aiAvailable }), 200),
    )
    .openapi(patchOne, async (c) => {
      const changed = await updateCampaign({
        db: deps.db,
        mediaDir: deps.mediaDir,
        userId: requireUser(c).id,
        campaignId: c.req.valid('param').id,
        changes: c.req.valid('json'),
        callerLanguage: c.get('language'),
        aiAvailable: deps.aiAvailable,
      });
      return c.json(changed, 200);
    })
    .openapi(postConfirm, async (c) => {
      const campaignId = c.req.valid('param').id;
      const userId = requireUser(c).id;
      const { recipients } = await confirmCampaign({ db: deps.db, mediaDir: deps.mediaDir, userId, campaignId });
      try {
        await deps.queue.send({ job: prepareCampaignJob, payload: { campaignId } });
      } catch (error) {
        // Charged but not queued: taken back whole, so nothing is paid for videos nobody will make.
        await undoConfirmation({ db: deps.db, userId, campaignId });
        throw error;
      }
      return c.json({ status: 'running' as const, recipients_count: recipients }, 202);
    })
    .openapi(postPause, async (c) => {
      await pauseCampaign({ db: deps.db, userId: requireUser(c).id, campaignId: c.req.valid('param').id });
      return c.json({ status: 'paused' as const, refunded: 0 }, 200);
    })
    .openapi(postResume, async (c) => {
      const campaignId = c.req.valid('param').id;
      await resumeCampaign({ db: deps.db, userId: requireUser(c).id, campaignId });
      // Preparing again reuses the plan and queues the rows still waiting.
      await deps.queue.send({ job: prepareCampaignJob, payload: { campaignId } });
      return c.json({ status: 'running' as const, refunded: 0 }, 200);
    })
    .openapi(postCancel, async (c) => {
      const { refunded } = await cancelCampaign({ db: deps.db, userId: requireUser(c).id, campaignId: c.req.valid('param').id });
      return c.json({ status: 'cancelled' as const, refunded }, 200);
    })
    .openapi(deleteOne, async (c) => {
      await deleteCampaign({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, campaignId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
