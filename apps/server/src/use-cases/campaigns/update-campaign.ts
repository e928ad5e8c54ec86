import { isDeepStrictEqual } from 'node:util';
import {
  CAMPAIGN_TEMPLATE_NAMES,
  DEFAULT_CAMPAIGN_TEMPLATES,
  type CampaignDetails,
  type CampaignTemplate,
  type Language,
  type updateCampaignRequestSchema,
} from '@reelsmith/contracts';
import { campaigns, clips, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookSecretAfter } from '../../delivery/webhook-signature';
import { AppError } from '../../errors';
import { campaignDetails, checkCampaignRows, type StoredSourceFile } from './campaign-details';
import { loadCampaignExtras } from './campaign-extras';
import { previewSettingsHash, storedProduct, type StoredProduct } from './campaign-settings';
import { clearCampaignPreview } from './clear-campaign-preview';
import { readCustomerTable } from './customer-table-store';
import { assertDraft, findOwnCampaign } from './find-campaign';

/** What PATCH /api/campaigns/:id may change, validated. */
export type CampaignChanges = z.output<typeof updateCampaignRequestSchema>;

/**
 * The template after a change of language: a template still equal to one of the old language's
 * defaults becomes the same default in the new language; one the user wrote keeps its texts.
 */
function templateInLanguage(template: CampaignTemplate, from: Language, to: Language): CampaignTemplate {
  const name = CAMPAIGN_TEMPLATE_NAMES.find((candidate) => isDeepStrictEqual(DEFAULT_CAMPAIGN_TEMPLATES[from][candidate], template));
  return name ? DEFAULT_CAMPAIGN_TEMPLATES[to][name] : { ...template, language: to };
}

/** The stored product after a change: the new product (or none) keeps the pictures uploaded before. */
function productAfter(current: unknown, product: CampaignChanges['product']): StoredProduct | null {
  const { image_keys: keys } = storedProduct(current);
  const pictures = keys?.length ? { image_keys: keys } : {};
  if (product === null) return keys?.length ? pictures : null;
  return { ...product, ...pictures };
}

/** A clip the campaign may play: the caller's (NOT_FOUND otherwise) and normalised (CLIP_NOT_READY otherwise). */
async function assertUsableClip(db: Db, userId: string, clipId: string): Promise<void> {
  const [clip] = await db.select({ status: clips.status }).from(clips).where(and(eq(clips.id, clipId), eq(clips.userId, userId)));
  if (!clip) throw new AppError('NOT_FOUND', { internalMessage: `clip ${clipId} is not the caller's` });
  if (clip.status !== 'ready') throw new AppError('CLIP_NOT_READY', { internalMessage: `clip ${clipId} is ${clip.status}` });
}

/**
 * Changes a draft campaign (CAMPAIGN_NOT_DRAFT once it started; NOT_FOUND for anyone else's) and
 * checks its rows again. A mapping replaces the previous one and must name columns the file has;
 * delivery settings replace the previous ones; a null cta, product or clip removes it. The
 * campaign's language is the script's: a new template brings its language unless `language` is
 * also given. Personalization by AI needs a language model (AI_UNAVAILABLE). A change to what the
 * videos look like clears the preview.
 */
export async function updateCampaign(options: {
  db: Db;
  mediaDir: string;
  userId: string;
  campaignId: string;
  changes: CampaignChanges;
  /** The caller's language, for the answer's messages. */
  callerLanguage: Language;
  /** Whether the server has a language model (personalization 'ai'); false unless said. */
  aiAvailable?: boolean;
}): Promise<CampaignDetails> {
  const { changes } = options;
  const campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  if (changes.personalization === 'ai' && options.aiAvailable !== true) throw new AppError('AI_UNAVAILABLE', { internalMessage: 'no language model is configured' });
  if (changes.clip) await assertUsableClip(options.db, options.userId, changes.clip.clip_id);
  const table = await readCustomerTable({ mediaDir: options.mediaDir, campaignId: campaign.id });
  const missingColumns = Object.keys(changes.mapping ?? {}).filter((column) => Number(column) >= table.columns.length);
  if (missingColumns.length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      params: { fields: missingColumns.map((column) => `mapping.${column}`).join(', ') },
      details: missingColumns.map((column) => ({ field: `mapping.${column}`, key: 'validation.invalid_value' })),
      internalMessage: `the file has ${table.columns.length} columns`,
    });
  }
  const language = changes.language ?? changes.template?.language ?? (campaign.language as Language);
  const template = changes.template
    ? { ...changes.template, language }
    : templateInLanguage(campaign.template as CampaignTemplate, campaign.language as Language, language);
  const mapping = changes.mapping ?? (campaign.mapping as Record<string, string>);
  const check = checkCampaignRows({ template, mapping, language }, table);
  const sourceFile: StoredSourceFile = { ...(campaign.sourceFile as StoredSourceFile), recipients_count: check.recipients.length, skipped_count: check.skipped.length };
  const [updated] = await options.db
    .update(campaigns)
    .set({
      language,
      template,
      mapping,
      sourceFile,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.format === undefined ? {} : { format: changes.format }),
      ...(changes.cta === undefined ? {} : { cta: changes.cta }),
      ...(changes.delivery === undefined ? {} : { delivery: changes.delivery, webhookSecret: webhookSecretAfter(changes.delivery, campaign.webhookSecret) }),
      ...(changes.personalization === undefined ? {} : { personalization: changes.personalization }),
      ...(changes.voice === undefined ? {} : { voice: changes.voice }),
      ...(changes.product === undefined ? {} : { product: productAfter(campaign.product, changes.product) }),
      ...(changes.clip === undefined ? {} : { clipId: changes.clip?.clip_id ?? null, clipPosition: changes.clip?.position ?? null }),
    })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.userId, options.userId), eq(campaigns.status, 'draft')))
    .returning();
  // Confirmed (or deleted) between the read and this write.
  if (!updated) throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: `campaign ${campaign.id} left draft during the update` });
  // Cleared whatever the preview's status was read as: one may have started since.
  const looksChanged = previewSettingsHash(campaign) !== previewSettingsHash(updated);
  if (looksChanged) await clearCampaignPreview({ db: options.db, mediaDir: options.mediaDir, campaignId: campaign.id });
  const current = looksChanged ? { ...updated, previewStatus: 'none', previewVideoId: null, previewError: null } : updated;
  return campaignDetails(current, table, check, options.callerLanguage, await loadCampaignExtras(options.db, current, options.aiAvailable ?? false));
}
