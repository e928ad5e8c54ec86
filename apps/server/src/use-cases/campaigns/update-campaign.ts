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
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookSecretAfter } from '../../delivery/webhook-signature';
import { AppError } from '../../errors';
import { campaignDetails, checkCampaignRows, type StoredSourceFile } from './campaign-details';
import { loadCampaignExtras } from './campaign-extras';
import { previewSettingsHash } from './campaign-settings';
import { clearCampaignPreview } from './clear-campaign-preview';
import { carryMapping } from './customer-file/carry-mapping';
import type { CustomerTable } from './customer-file/read-customer-file';
import { currentTableFile, readCustomerTable, removeCustomerTable } from './customer-table-store';
import { assertDraft, findOwnCampaign, type CampaignRow } from './find-campaign';
import { readingFields, rereadCustomerFile, type RereadTable } from './reread-customer-file';

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

/**
 * The stored product after a change: the new product (or none) keeps the pictures uploaded before —
 * those the row holds as it is written, not as it was read, since an upload may have replaced them.
 */
function productAfter(product: NonNullable<CampaignChanges['product']> | null): SQL {
  const keys = sql`${campaigns.product} -> 'image_keys'`;
  const pictures = sql`case when jsonb_typeof(${keys}) = 'array' and ${keys} <> '[]'::jsonb then jsonb_build_object('image_keys', ${keys}) end`;
  return product === null ? pictures : sql`${JSON.stringify(product)}::jsonb || coalesce(${pictures}, '{}'::jsonb)`;
}

/** A clip the campaign may play: the caller's (NOT_FOUND otherwise) and normalised (CLIP_NOT_READY otherwise). */
async function assertUsableClip(db: Db, userId: string, clipId: string): Promise<void> {
  const [clip] = await db.select({ status: clips.status }).from(clips).where(and(eq(clips.id, clipId), eq(clips.userId, userId)));
  if (!clip) throw new AppError('NOT_FOUND', { internalMessage: `clip ${clipId} is not the caller's` });
  if (clip.status !== 'ready') throw new AppError('CLIP_NOT_READY', { internalMessage: `clip ${clipId} is ${clip.status}` });
}

/** What updateCampaign needs. */
interface UpdateCampaignOptions {
  db: Db;
  mediaDir: string;
  userId: string;
  campaignId: string;
  changes: CampaignChanges;
  /** The caller's language, for the answer's messages. */
  callerLanguage: Language;
  /** Whether the server has a language model (personalization 'ai'); false unless said. */
  aiAvailable?: boolean;
}

/**
 * Changes a draft campaign (CAMPAIGN_NOT_DRAFT once it started; NOT_FOUND for anyone else's) and
 * checks its rows again. A mapping replaces the previous one and must name columns the file has;
 * delivery settings replace the previous ones; a null cta, product or clip removes it. The
 * campaign's language is the script's: a new template brings its language unless `language` is
 * also given. Personalization by AI needs a language model (AI_UNAVAILABLE). `sheet` and
 * `has_header` read the stored file again (reread-customer-file.ts): the new table replaces the
 * old, and the mapping follows the columns (carryMapping). A change to what the videos look like
 * clears the preview.
 */
export async function updateCampaign(options: UpdateCampaignOptions): Promise<CampaignDetails> {
  const { changes } = options;
  const campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  if (changes.personalization === 'ai' && options.aiAvailable !== true) throw new AppError('AI_UNAVAILABLE', { internalMessage: 'no language model is configured' });
  if (changes.clip) await assertUsableClip(options.db, options.userId, changes.clip.clip_id);
  const current = await readCustomerTable({ mediaDir: options.mediaDir, campaign });
  const isRereading = changes.sheet !== undefined || changes.has_header !== undefined;
  const reread = isRereading ? await rereadCustomerFile({ mediaDir: options.mediaDir, campaign, sheet: changes.sheet, hasHeader: changes.has_header }) : undefined;
  const { updated, table, check } = await writeChanges({ ...options, campaign, current, reread }).catch(async (error: unknown) => {
    // Refused or not written: the table read again was never named by the row.
    if (reread) await removeCustomerTable({ mediaDir: options.mediaDir, campaignId: campaign.id, file: reread.tableFile });
    throw error;
  });
  // The row names the new table now; a request that read the row before gets the old table or a 503.
  if (reread) await removeCustomerTable({ mediaDir: options.mediaDir, campaignId: campaign.id, file: currentTableFile(campaign) });
  // Cleared whatever the preview's status was read as: one may have started since. Another sheet or
  // header changes the rows, so it counts (previewSettingsHash includes the reading).
  const looksChanged = previewSettingsHash(campaign) !== previewSettingsHash(updated);
  if (looksChanged) await clearCampaignPreview({ db: options.db, mediaDir: options.mediaDir, campaignId: campaign.id });
  const shown = looksChanged ? { ...updated, previewStatus: 'none', previewVideoId: null, previewError: null } : updated;
  return campaignDetails(shown, table, check, options.callerLanguage, await loadCampaignExtras(options.db, shown, options.aiAvailable ?? false));
}

/** Checks the changes against the table (the file read again, or the one stored) and writes them: the row as changed, and its rows checked. */
async function writeChanges(options: UpdateCampaignOptions & { campaign: CampaignRow; current: CustomerTable; reread: RereadTable | undefined }) {
  const { changes, campaign, current, reread } = options;
  const table = reread?.table ?? current;
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
  const storedMapping = campaign.mapping as Record<string, string>;
  const mapping = changes.mapping ?? (reread ? carryMapping(storedMapping, current, reread.table) : storedMapping);
  const check = checkCampaignRows({ template, mapping, language }, table);
  const counts = { recipients_count: check.recipients.length, skipped_count: check.skipped.length };
  const [updated] = await options.db
    .update(campaigns)
    .set({
      language,
      template,
      mapping,
      // Only the counts, unless the file was read again: a reading saved meanwhile by another request stays.
      sourceFile: reread ? { ...(campaign.sourceFile as StoredSourceFile), ...readingFields(reread), ...counts } : sql`${campaigns.sourceFile} || ${JSON.stringify(counts)}::jsonb`,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.format === undefined ? {} : { format: changes.format }),
      ...(changes.cta === undefined ? {} : { cta: changes.cta }),
      ...(changes.delivery === undefined ? {} : { delivery: changes.delivery, webhookSecret: webhookSecretAfter(changes.delivery, campaign.webhookSecret) }),
      ...(changes.personalization === undefined ? {} : { personalization: changes.personalization }),
      ...(changes.voice === undefined ? {} : { voice: changes.voice }),
      ...(changes.product === undefined ? {} : { product: productAfter(changes.product) }),
      ...(changes.clip === undefined ? {} : { clipId: changes.clip?.clip_id ?? null, clipPosition: changes.clip?.position ?? null }),
    })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.userId, options.userId), eq(campaigns.status, 'draft')))
    .returning();
  // Confirmed (or deleted) between the read and this write.
  if (!updated) throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: `campaign ${campaign.id} left draft during the update` });
  return { updated, table, check };
}
