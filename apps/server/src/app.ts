import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@reelsmith/db';
import { DEFAULT_TOOLS, type EngineTools, type ToolStatus } from '@reelsmith/engine';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth-routes';
import { blogRoutes } from './routes/blog/blog';
import { blogUploadRoutes } from './routes/blog/blog-uploads';
import { campaignRoutes } from './routes/campaigns/campaigns';
import { isClipUpload } from './routes/clips/clip-upload-form';
import { clipRoutes } from './routes/clips/clips';
import { isCampaignImagesUpload } from './routes/campaigns/campaign-product-images';
import { isCustomerFileUpload } from './routes/campaigns/customer-file-form';
import { contactRoutes } from './routes/contact/contact';
import { feedbackRoutes } from './routes/feedback/url-to-video-feedback';
import { videoFeedbackRoutes } from './routes/feedback/video-feedback';
import type { Auth } from './auth/create-auth';
import { AppError } from './errors';
import type { JobQueue } from './jobs/job-queue';
import type { AppEnv } from './lib/app-env';
import { handleError } from './middleware/error-handler';
import { eventRoutes } from './routes/events/events';
import { rateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { requestLogger } from './middleware/request-logger';
import { sameOrigin } from './middleware/same-origin';
import { signInRequired } from './middleware/sign-in-required';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { utf8Json } from './middleware/utf8-json';
import { healthRoutes } from './routes/health/health';
import { siteConfigRoutes } from './routes/site-config/site-config';
import type { SiteSettings } from './lib/site-settings';
import { meRoutes } from './routes/me/me';
import { apiKeyRoutes } from './routes/api-keys/api-keys';
import { jobRoutes } from './routes/jobs/jobs';
import { planRoutes } from './routes/plans/plans';
import { webhookRoutes } from './routes/webhooks/webhooks';
import type { Payments } from './use-cases/payments/payments';
import { isUploadRequest } from './routes/videos/product-form';
import { videoRoutes } from './routes/videos/videos';
import { waitlistRoutes } from './routes/waitlist/waitlist';
import { watchRoutes } from './routes/watch/watch';
import { watchThumbnailRoutes } from './routes/watch/watch-thumbnail';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe';
import { webRoutes } from './routes/web/web';

/** Everything the HTTP app needs, built once by the entry point. */
export interface AppDeps {
  logger: Logger;
  database: Database;
  queue: JobQueue;
  /** Accounts and sessions (better-auth), see auth/create-auth.ts. */
  auth: Auth;
  probeTools: () => Promise<{ ffmpeg: ToolStatus; espeakNg: ToolStatus }>;
  /** ffmpeg (FFMPEG_PATH, ffprobe beside it) to read uploaded clips; the programs on PATH when not given. */
  tools?: EngineTools;
  webDistDir: string;
  /** Blog posts and the uploads folder (CONTENT_DIR), see use-cases/blog. */
  contentDir: string;
  /** Where videos and posters are stored (DATA_DIR/media). */
  mediaDir: string;
  /** The address the platform is reached at (PUBLIC_URL): share links and Open Graph tags are absolute. */
  publicUrl: string;
  trustProxy: boolean;
  /** Requests a minute one client may send to each public form. */
  formRateLimitPerMinute: number;
  /** How packs are paid for: the test-mode card form, or Stripe Checkout and its webhook. */
  payments: Payments;
  /** Whether a language model is configured (LLM_*): campaigns may then be personalized by AI per row. */
  aiAvailable: boolean;
  /** The booking widget and Google Analytics, when configured: the page and its CSP allow them. */
  site: SiteSettings;
  version: string;
  startedAt: number;
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The server secret better-auth signs sessions with (BETTER_AUTH_SECRET), which unsubscribe links are signed with too. */
function authSecret(auth: Auth): string {
  const { secret } = auth.options;
  if (!secret) throw new Error('The auth secret is missing: createAuth always sets it');
  return secret;
}
/** Analytics events one client may send a minute. */
const EVENTS_PER_MINUTE = 120;

function apiRoutes(deps: AppDeps) {
  const api = new OpenAPIHono<AppEnv>();
  const formLimit = rateLimit({ max: deps.formRateLimitPerMinute, windowMs: 60_000, trustProxy: deps.trustProxy });
  api.use(
    // The photo, customer-file and clip uploads set their own, larger limits (routes/videos/product-form.ts,
    // routes/campaigns/customer-file-form.ts, routes/clips/clip-upload-form.ts); nothing else may pass 1 MB.
    except(
      (c) => isUploadRequest(c) || isCustomerFileUpload(c) || isCampaignImagesUpload(c) || isClipUpload(c),
      bodyLimit({
        maxSize: JSON_BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: '1 MB' } });
        },
      }),
    ),
    // Given the API alone, so the web app's catch-all GET does not count as "another method".
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        c.json(new AppError('METHOD_NOT_ALLOWED').toBody(c.get('language')), 405, { Allow: methods.join(', ') }),
    }),
  );
  api.use(utf8Json);
  api.use('/waitlist', formLimit);
  api.use('/contact', formLimit);
  api.use('/feedback/*', formLimit);
  // A page view per navigation: a limit of its own, generous for people, a wall for floods.
  api.use('/events', rateLimit({ max: EVENTS_PER_MINUTE, windowMs: 60_000, trustProxy: deps.trustProxy }));
  // A watch page reports up to six events a view: the same allowance, for views of shared videos.
  api.use('/watch/:slug/events', rateLimit({ max: EVENTS_PER_MINUTE, windowMs: 60_000, trustProxy: deps.trustProxy }));
  // Sign-in and sign-up are public forms too: one limiter each, so guessing passwords is slow.
  const authLimit = () => rateLimit({ max: deps.formRateLimitPerMinute, windowMs: 60_000, trustProxy: deps.trustProxy });
  api.use('/auth/sign-in/*', authLimit());
  api.use('/auth/sign-up/*', authLimit());
  // So are the password-reset forms: asking floods a mailbox, and the reset takes a guess at a token.
  api.use('/auth/request-password-reset', authLimit());
  api.use('/auth/reset-password', authLimit());
  // Provider webhooks (Stripe) carry no credential of ours: a stray cookie or key must neither sign
  // them in nor bring them under the same-origin check. Their signature is what they are trusted for.
  api.use('*', except('/api/webhooks/*', session({ auth: deps.auth, db: deps.database.db })));
  // The origins better-auth trusts for its own endpoints (PUBLIC_URL and AUTH_TRUSTED_ORIGINS).
  const trusted = deps.auth.options.trustedOrigins;
  api.use('*', sameOrigin(Array.isArray(trusted) ? trusted : []));
  api.use('*', signInRequired());

  api.route('/health', healthRoutes(deps));
  api.route('/blog', blogRoutes({ contentDir: deps.contentDir }));
  api.route('/site-config', siteConfigRoutes(deps.site));
  api.route('/waitlist', waitlistRoutes({ db: deps.database.db }));
  api.route('/contact', contactRoutes({ db: deps.database.db }));
  api.route('/feedback', feedbackRoutes({ db: deps.database.db }));
  api.route('/events', eventRoutes({ db: deps.database.db }));
  api.route('/jobs', jobRoutes({ db: deps.database.db }));
  api.route('/', planRoutes({ db: deps.database.db, payments: deps.payments }));
  // Stripe calls this without cookie or Origin: it is trusted for its signature alone.
  api.route('/webhooks', webhookRoutes({ db: deps.database.db, payments: deps.payments }));
  api.route('/videos', videoRoutes({ db: deps.database.db, queue: deps.queue, mediaDir: deps.mediaDir, publicUrl: deps.publicUrl }));
  // Public: a video's unguessable share slug is all it takes to watch it.
  api.route('/watch', watchRoutes({ db: deps.database.db, mediaDir: deps.mediaDir }));
  // The poster with a play button that campaign e-mails show (routes/watch/watch-thumbnail.ts).
  api.route('/watch', watchThumbnailRoutes({ db: deps.database.db, mediaDir: deps.mediaDir }));
  // Public: the signed token of a campaign e-mail's unsubscribe link is the credential. The worker
  // signs with the same server secret (jobs/delivery-jobs.ts).
  api.route('/unsubscribe', unsubscribeRoutes({ db: deps.database.db, secret: authSecret(deps.auth) }));
  api.route('/videos', videoFeedbackRoutes({ db: deps.database.db }));
  api.route('/campaigns', campaignRoutes({ db: deps.database.db, mediaDir: deps.mediaDir, queue: deps.queue, publicUrl: deps.publicUrl, aiAvailable: deps.aiAvailable }));
  api.route('/clips', clipRoutes({ db: deps.database.db, mediaDir: deps.mediaDir, queue: deps.queue, tools: deps.tools ?? DEFAULT_TOOLS }));
  api.route('/auth', authRoutes(deps.auth));
  api.route('/me', meRoutes({ db: deps.database.db }));
  api.route('/api-keys', apiKeyRoutes({ db: deps.database.db }));
  // Answered, not thrown: methodNotAllowed turns this 404 into a 405 when the path exists for another method.
  api.all('*', (c) => c.json(new AppError('NOT_FOUND').toBody(c.get('language')), 404));
  return api;
}

/** The HTTP application: middleware stack and resource mounts; no environment, no globals. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestId(), requestContext(deps.logger), requestLogger(), securityHeaders(deps.site), compress());
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Reelsmith API', version: deps.version, description: 'AI video ads and personalized video at scale.' },
  });
  app.route('/api', apiRoutes(deps));
  app.route('/uploads/blog', blogUploadRoutes({ contentDir: deps.contentDir }));
  app.route('/', webRoutes({ webDistDir: deps.webDistDir, db: deps.database.db, publicUrl: deps.publicUrl }));
  app.notFound(() => {
    throw new AppError('NOT_FOUND');
  });
  app.onError(handleError);
  return app;
}
