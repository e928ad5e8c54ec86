import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CampaignDetails, Language } from '@reelsmith/contracts';
import { campaigns, type Db } from '@reelsmith/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { CheckedImage } from '../uploads/check-product-images';
import { previewSettingsHash, productImageKeys } from './campaign-settings';
import { clearCampaignPreview } from './clear-campaign-preview';
import { campaignFolderKey } from './customer-table-store';
import { assertDraft, findOwnCampaign } from './find-campaign';
import { getCampaign } from './get-campaign';

const removeKeys = (mediaDir: string, keys: readonly string[]) => Promise.all(keys.map((key) => rm(join(mediaDir, key), { force: true })));

/**
 * Replaces the pictures of a draft's manual product with checked ones (checkProductImages), stored
 * as sent under campaigns/<id>/product/ with names of their own, so a plan made from the old ones is
 * never mistaken for one of the new ones. Only the product's image_keys are written, under the row's
 * lock; the files of the keys the row held until then go once it names the new ones, so two uploads
 * at once leave no file behind. The preview is cleared when the videos change. NOT_FOUND for anyone
 * else's campaign.
 */
export async function replaceCampaignProductImages(options: {
  db: Db;
  mediaDir: string;
  userId: string;
  campaignId: string;
  images: readonly CheckedImage[];
  callerLanguage: Language;
  aiAvailable?: boolean;
}): Promise<CampaignDetails> {
  const { db, mediaDir } = options;
  const campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  const batch = randomBytes(6).toString('base64url');
  const folder = `${campaignFolderKey(campaign.id)}/product`;
  const keys = options.images.map((image, index) => `${folder}/${batch}-${index + 1}.${image.extension}`);
  try {
    await mkdir(join(mediaDir, folder), { recursive: true });
    await Promise.all(options.images.map((image, index) => writeFile(join(mediaDir, keys[index] ?? ''), image.bytes, { flag: 'wx' })));
  } catch (error) {
    await removeKeys(mediaDir, keys);
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not store the campaign’s pictures' });
  }
  const changed = await db
    .transaction(async (tx) => {
      // Locked, so the keys replaced are the ones the row holds now (a second upload at once waits);
      // only image_keys is written, so a PATCH's product committed meanwhile stays.
      const [before] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.userId, options.userId)))
        .for('update');
      if (before?.status !== 'draft') return undefined;
      const [updated] = await tx
        .update(campaigns)
        .set({ product: sql`coalesce(${campaigns.product}, '{}'::jsonb) || jsonb_build_object('image_keys', ${JSON.stringify(keys)}::jsonb)` })
        .where(eq(campaigns.id, campaign.id))
        .returning();
      return updated ? { before, updated } : undefined;
    })
    .catch(async (error: unknown) => {
      await removeKeys(mediaDir, keys);
      throw error;
    });
  if (!changed) {
    await removeKeys(mediaDir, keys);
    throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: `campaign ${campaign.id} left draft during the upload` });
  }
  await removeKeys(mediaDir, productImageKeys(changed.before.product));
  if (previewSettingsHash(changed.before) !== previewSettingsHash(changed.updated)) await clearCampaignPreview({ db, mediaDir, campaignId: campaign.id });
  return getCampaign({ ...options, language: options.callerLanguage });
}

/** The n-th (from 1) picture of one of the user's campaigns, as a stored file; anything else is NOT_FOUND. */
export async function campaignProductImage(options: { db: Db; mediaDir: string; userId: string; campaignId: string; n: string }): Promise<{ path: string; type: string; fileName: string }> {
  const campaign = await findOwnCampaign(options);
  const index = /^[1-9]\d{0,2}$/.test(options.n) ? Number(options.n) - 1 : -1;
  const key = productImageKeys(campaign.product)[index];
  if (!key) throw new AppError('NOT_FOUND');
  const extension = key.endsWith('.png') ? 'png' : 'jpg';
  return { path: join(options.mediaDir, key), type: extension === 'png' ? 'image/png' : 'image/jpeg', fileName: `product-${options.n}.${extension}` };
}
