import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CampaignDelivery, Language } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, users, videos, type Db } from '@reelsmith/db';
import sharp from 'sharp';
import type { JobContext } from '../jobs/job-queue';
import { testLogger } from './logger';

const TEMPLATE = { language: 'en', scenes: [{ kind: 'hook', title: 'Hi {{first_name}}', narration: 'Hi {{first_name}}.' }] };

/** A job context for calling a handler directly, as the queue would on this attempt. */
export const jobContext = (attempt = 0): JobContext => ({ jobId: randomUUID(), attempt, signal: new AbortController().signal, logger: testLogger });

/** One row of a campaign made by readyCampaign. */
export interface ReadyRow {
  email?: string | null;
  phone?: string | null;
  variables: Record<string, string>;
}

/**
 * A running campaign whose rows have their videos made, as the render job leaves them — video rows,
 * a real poster on disk, recipients 'ready' — so delivery can be tested without rendering. With
 * `emailQueued`, the rows with an address are queued for e-mail, as the ready hook does.
 */
export async function readyCampaign(
  db: Db,
  mediaDir: string,
  options: { rows: ReadyRow[]; delivery?: CampaignDelivery; cta?: { label: string; url: string } | null; webhookSecret?: string | null; language?: Language; userId?: string; emailQueued?: boolean },
) {
  const userId = options.userId ?? randomUUID();
  if (!options.userId) await db.insert(users).values({ id: userId, name: 'Acme Account', email: `${userId}@example.com` });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      userId,
      name: 'Spring offer',
      status: 'running',
      language: options.language ?? 'en',
      format: '9:16',
      template: { ...TEMPLATE, language: options.language ?? 'en' },
      mapping: {},
      sourceFile: {},
      delivery: options.delivery ?? {},
      cta: options.cta ?? null,
      webhookSecret: options.webhookSecret ?? null,
      confirmedAt: new Date(),
    })
    .returning();
  if (!campaign) throw new Error('no campaign inserted');
  mkdirSync(join(mediaDir, 'videos'), { recursive: true });
  const poster = await sharp({ create: { width: 180, height: 320, channels: 3, background: '#2a4d8f' } }).jpeg().toBuffer();
  const recipients = [];
  for (const [index, row] of options.rows.entries()) {
    const key = randomBytes(12).toString('base64url');
    writeFileSync(join(mediaDir, `videos/${key}.jpg`), poster);
    writeFileSync(join(mediaDir, `videos/${key}.mp4`), 'video bytes');
    const [video] = await db
      .insert(videos)
      .values({ userId, campaignId: campaign.id, title: `Spring offer #${index + 2}`, format: '9:16', language: campaign.language, durationMs: 12_000, width: 1080, height: 1920, mediaKey: `videos/${key}.mp4`, posterKey: `videos/${key}.jpg`, hasWatermark: false, shareSlug: randomBytes(9).toString('base64url') })
      .returning();
    const [recipient] = await db
      .insert(campaignRecipients)
      .values({
        campaignId: campaign.id,
        rowNumber: index + 2,
        variables: row.variables,
        email: row.email ?? null,
        phone: row.phone ?? null,
        status: 'ready',
        videoId: video?.id ?? null,
        emailStatus: options.emailQueued && row.email ? 'queued' : null,
      })
      .returning();
    if (!video || !recipient) throw new Error('no recipient inserted');
    recipients.push({ id: recipient.id, video });
  }
  return { userId, campaign, recipients };
}
