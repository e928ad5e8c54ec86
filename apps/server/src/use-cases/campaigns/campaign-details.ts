import {
  CAMPAIGN_SAMPLE_ROWS,
  MAX_LISTED_SKIPPED_ROWS,
  requiredTemplateVariables,
  translate,
  type CampaignDelivery,
  type CampaignDetails,
  type CampaignPersonalization,
  type CampaignSourceFile,
  type CampaignStatus,
  type CampaignTemplate,
  type ClipPosition,
  type Language,
  type VideoFormat,
  VOICE_KINDS,
} from '@reelsmith/contracts';
import type { CountryCode } from 'libphonenumber-js/max';
import { campaignPreview, type CampaignExtras } from './campaign-extras';
import { productImageKeys, productImageUrl, publicProduct } from './campaign-settings';
import { checkRows, skipMessageKey, type Recipient, type SkippedRow } from './customer-file/check-rows';
import type { CustomerTable } from './customer-file/read-customer-file';
import type { CampaignRow } from './find-campaign';

/**
 * The country of phone numbers written without +: a campaign in Brazilian Portuguese calls Brazil,
 * one in Spanish Spain, one in English the United States. A number in international form is read
 * as it says, whatever the language.
 */
export const DEFAULT_PHONE_COUNTRY: Readonly<Record<Language, CountryCode>> = { 'pt-BR': 'BR', es: 'ES', en: 'US' };

/** source_file as stored: what the API shows, and the row counts the campaign list shows without reading the file. */
export interface StoredSourceFile extends CampaignSourceFile {
  recipients_count: number;
  skipped_count: number;
  /** The stored table's file once the file was read again (customer-table-store.ts); the upload's table without it. */
  table_file?: string;
}

/** What the settings that decide who gets a video make of the table. */
export interface RowCheck {
  requiredVariables: string[];
  recipients: Recipient[];
  skipped: SkippedRow[];
}

/** Splits the table into recipients and skipped rows for this template, mapping and language. */
export function checkCampaignRows(settings: { template: CampaignTemplate; mapping: Record<string, string>; language: Language }, table: CustomerTable): RowCheck {
  const requiredVariables = requiredTemplateVariables(settings.template);
  return { requiredVariables, ...checkRows(table, settings.mapping, { requiredVariables, defaultCountry: DEFAULT_PHONE_COUNTRY[settings.language] }) };
}

/** The source file as the API shows it (the stored counts stay inside). */
function publicSourceFile(stored: StoredSourceFile): CampaignSourceFile {
  const { name, kind, size, sheet, sheets, encoding, delimiter, has_header, row_count } = stored;
  return { name, kind, size, sheet, sheets, encoding, delimiter, has_header, row_count };
}

/**
 * A campaign as GET /api/campaigns/:id answers it, skip reasons and preview error in the caller's
 * language; `extras` are what the database knows beside the row (campaign-extras.ts).
 */
export function campaignDetails(campaign: CampaignRow, table: CustomerTable, check: RowCheck, language: Language, extras: CampaignExtras): CampaignDetails {
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status as CampaignStatus,
    language: campaign.language as Language,
    format: campaign.format as VideoFormat,
    template: campaign.template as CampaignTemplate,
    mapping: campaign.mapping as Record<string, string>,
    cta: campaign.cta as CampaignDetails['cta'],
    delivery: campaign.delivery as CampaignDelivery,
    personalization: campaign.personalization as CampaignPersonalization,
    voice: VOICE_KINDS.find((kind) => kind === campaign.voice) ?? null,
    product: publicProduct(campaign.product),
    product_images: productImageKeys(campaign.product).map((_, index) => productImageUrl(campaign.id, index + 1)),
    clip: campaign.clipId ? { clip_id: campaign.clipId, position: (campaign.clipPosition ?? 'start') as ClipPosition } : null,
    // The first row that gets a video is the one a preview shows (a change of mapping or script clears it).
    preview: campaignPreview(campaign, { row: check.recipients[0]?.row ?? null, video: extras.previewVideo, language }),
    webhook_secret: campaign.webhookSecret,
    counts: extras.counts,
    views: extras.views,
    ai_available: extras.aiAvailable,
    confirmed_at: campaign.confirmedAt?.toISOString() ?? null,
    completed_at: campaign.completedAt?.toISOString() ?? null,
    source_file: publicSourceFile(campaign.sourceFile as StoredSourceFile),
    columns: table.columns,
    sample_rows: table.rows.slice(0, CAMPAIGN_SAMPLE_ROWS),
    required_variables: check.requiredVariables,
    recipients_count: check.recipients.length,
    skipped: check.skipped.slice(0, MAX_LISTED_SKIPPED_ROWS).map(({ row, reason, detail }) => ({
      row,
      reason,
      message: translate(language, skipMessageKey(reason), { row, detail: detail ?? '' }),
    })),
    skipped_count: check.skipped.length,
    created_at: campaign.createdAt.toISOString(),
  };
}
