import type { Db } from '@reelsmith/db';
import { createDeliveryHooks, type DeliveryHooks } from '../delivery/delivery-hooks';
import { createEmailChannel } from '../delivery/email-channel';
import { createWebhookSender } from '../delivery/webhook-sender';
import type { Mailer } from '../mail/mailer';
import { campaignEmailHandler, campaignEmailJob } from './campaign-email';
import { campaignWebhookHandler, campaignWebhookJob } from './campaign-webhook';
import type { CatalogEntry } from './catalog';
import type { JobQueue } from './job-queue';

/** How a worker delivers campaign videos, from the configuration. */
export interface DeliveryConfig {
  mailer: Mailer;
  /** PUBLIC_URL: the links of e-mails and webhook payloads are absolute. */
  publicUrl: string;
  /** The server secret (BETTER_AUTH_SECRET), which signs unsubscribe links; the API checks them with the same. */
  secret: string;
  /** Hosts a webhook may reach although local (FETCH_ALLOW_HOSTS: development and tests), over plain http too. */
  webhookAllowHosts: readonly string[];
}

/** The kinds of delivery jobs, for a process that only sends jobs. */
export const DELIVERY_JOB_DEFINITIONS = [campaignEmailJob, campaignWebhookJob];

/** The delivery jobs with their handlers, and the hooks the campaign workers call where delivery starts. */
export function deliveryJobs(deps: DeliveryConfig & { db: Db; mediaDir: string; queue: () => JobQueue }): { hooks: DeliveryHooks; entries: CatalogEntry<unknown>[] } {
  const channel = createEmailChannel({ db: deps.db, mailer: deps.mailer, mediaDir: deps.mediaDir, publicUrl: deps.publicUrl, secret: deps.secret });
  const send = createWebhookSender({ allowHosts: deps.webhookAllowHosts });
  return {
    hooks: createDeliveryHooks({ queue: deps.queue, publicUrl: deps.publicUrl }),
    entries: [
      { definition: campaignEmailJob, handler: campaignEmailHandler({ db: deps.db, channel }) },
      { definition: campaignWebhookJob, handler: campaignWebhookHandler({ db: deps.db, send }) },
    ] as CatalogEntry<unknown>[],
  };
}
