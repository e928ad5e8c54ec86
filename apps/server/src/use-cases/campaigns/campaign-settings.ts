import { createHash } from 'node:crypto';
import type { CampaignProduct } from '@reelsmith/contracts';
import type { CampaignRow } from './find-campaign';

/**
 * campaigns.product as stored: the product the API shows (absent while none is chosen) and the keys
 * of the pictures uploaded for a manual product. The pictures are kept when the source changes, so
 * switching to a URL and back loses nothing.
 */
export type StoredProduct = Partial<CampaignProduct> & { image_keys?: string[] };

/** The stored product, whatever the column holds. */
export const storedProduct = (product: unknown): StoredProduct => (product && typeof product === 'object' ? product : {});

/** The product as the API shows it, or null when none is chosen. */
export function publicProduct(product: unknown): CampaignProduct | null {
  const { image_keys: _keys, ...rest } = storedProduct(product);
  if (rest.source === 'url' && rest.url) return { source: 'url', url: rest.url };
  if (rest.source === 'manual' && rest.name) return { source: 'manual', name: rest.name, ...(rest.description ? { description: rest.description } : {}) };
  return null;
}

/** The media keys of the pictures uploaded for the campaign's manual product. */
export const productImageKeys = (product: unknown): string[] => (storedProduct(product).image_keys ?? []).filter((key) => typeof key === 'string');

/** Where the owner fetches the n-th (from 1) picture of a campaign's manual product. */
export const productImageUrl = (campaignId: string, n: number) => `/api/campaigns/${campaignId}/product-images/${n}`;

/** A JSON text with object keys sorted, so equal settings hash equally whatever order jsonb returns. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (item && typeof item === 'object') return Object.fromEntries(Object.keys(item).sort().map((key) => [key, sorted((item as Record<string, unknown>)[key])]));
    return item;
  };
  return JSON.stringify(sorted(value) ?? null);
}

/** What a campaign's product changes in its videos: the page read, or the name, words and pictures typed in. */
function productInputs(product: unknown): unknown {
  const shown = publicProduct(product);
  if (shown?.source === 'manual') return { ...shown, images: productImageKeys(product) };
  return shown;
}

/** The settings that shape a campaign's shared segments. */
export type PlanSettings = Pick<CampaignRow, 'template' | 'language' | 'format' | 'voice' | 'product' | 'personalization' | 'clipId' | 'clipPosition'>;

/**
 * A hash of everything that shapes a campaign's shared segments, and whether they carry the
 * watermark (a preview of an account without a pack does; a started campaign never): a plan made
 * for the same hash (by a preview) is reused as it is when the campaign starts. Bump `plan` when the
 * plan's making changes.
 */
export function campaignSettingsHash(campaign: PlanSettings, look: { watermark: boolean }): string {
  const settings = {
    plan: 1,
    watermark: look.watermark,
    template: campaign.template,
    language: campaign.language,
    format: campaign.format,
    voice: campaign.voice,
    product: productInputs(campaign.product),
    personalization: campaign.personalization,
    clip: campaign.clipId ? { id: campaign.clipId, position: campaign.clipPosition } : null,
  };
  return createHash('sha256').update(canonicalJson(settings)).digest('hex');
}

/** How the customer file was read (sheet, header): which rows there are, and so which is the first. */
function fileReading(sourceFile: unknown): unknown {
  const { sheet = null, has_header: hasHeader = null } = (sourceFile && typeof sourceFile === 'object' ? sourceFile : {}) as { sheet?: unknown; has_header?: unknown };
  return { sheet, has_header: hasHeader };
}

/**
 * A hash of what a draft's preview shows: the plan's settings, the mapping that fills the first row
 * and how the file was read (another sheet or header gives other rows).
 */
export function previewSettingsHash(campaign: PlanSettings & Pick<CampaignRow, 'mapping' | 'sourceFile'>): string {
  return createHash('sha256').update(`${campaignSettingsHash(campaign, { watermark: false })}\n${canonicalJson(campaign.mapping)}\n${canonicalJson(fileReading(campaign.sourceFile))}`).digest('hex');
}
