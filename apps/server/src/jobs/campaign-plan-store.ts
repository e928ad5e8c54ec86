import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { campaigns, type Db, type videos } from '@reelsmith/db';
import type { DbOrTx } from '../use-cases/credits/change-credits';
import {
  campaignTemplateSchema,
  factsFromPage,
  fillVariables,
  prepareCampaign,
  readCampaignPlan,
  readProductPage,
  renderRecipient,
  type AdProviders,
  type BrowserRenderOptions,
  type CampaignPlan,
  type EngineLanguage,
  type EngineTools,
  type Fetcher,
  type ImageSource,
  type PersonalizedScript,
  type RecipientVideo,
  type RecipientWriter,
} from '@reelsmith/engine';
import { eq } from 'drizzle-orm';
import { campaignSettingsHash, productImageKeys, publicProduct } from '../use-cases/campaigns/campaign-settings';
import type { CampaignRow } from '../use-cases/campaigns/find-campaign';
import { campaignClip } from '../use-cases/clips/campaign-clip';
import { PermanentJobError } from './define-job';
import { engineLogger } from './generate-video';
import type { JobContext } from './job-queue';
import { writeRowScript } from './recipient-script';

/** What making a campaign's plan and its videos takes. */
export interface CampaignRenderDeps {
  db: Db;
  mediaDir: string;
  tools: EngineTools;
  providers?: Pick<AdProviders, 'voice'>;
  /** Rewrites each row's scenes for campaigns personalized by AI: the language model of config.llm. */
  recipientWriter?: RecipientWriter;
  /** Reads a campaign's product page: the server's safe fetcher (a campaign with a product URL needs it). */
  fetcher?: Fetcher;
  browser?: BrowserRenderOptions | false;
}

/** A campaign's folder under the media folder; its plan (shared segments) is in plan/. */
export const campaignDir = (mediaDir: string, campaignId: string) => join(mediaDir, 'campaigns', campaignId);
/** The folder of a campaign's plan. */
export const planDirOf = (mediaDir: string, campaignId: string) => join(campaignDir(mediaDir, campaignId), 'plan');
/** The file of a plan that names the settings it was made for (campaignSettingsHash). */
const SETTINGS_HASH_FILE = 'settings-hash';

/** The settings hash of the plan in this folder, or null when there is no whole plan. */
const planHash = (planDir: string) => readFile(join(planDir, SETTINGS_HASH_FILE), 'utf8').then((text) => text.trim(), () => null);

/** A draft's settings changed (or it started) while its preview's plan was made: it is thrown away, not put in place. */
export class SettingsChanged extends Error {}

/** What a plan looks like beyond the campaign's settings: a preview of an account without a pack is watermarked. */
export interface PlanLook {
  watermark: boolean;
}

/**
 * Whether a campaign's plan is frozen: once a started campaign's plan is in place (its asset_key set
 * by the prepare that put it there), every later prepare — a retry, a resume, the sweep's — reuses
 * it as it is, even if what it was made of changed since (a clip deleted, a new plan version).
 */
const isFrozen = (campaign: Pick<CampaignRow, 'status' | 'assetKey'>) => campaign.status !== 'draft' && campaign.assetKey !== null;

/**
 * The plan (shared segments) of a campaign: the one in its plan folder when it was made for the same
 * settings and look (a preview's, or an earlier attempt's) or, once a started campaign's plan is in
 * place, whatever whole plan is there; else made now. A plan is drafted in a folder of its own and
 * renamed into place whole, so a worker that dies midway leaves nothing the next attempt could
 * mistake for a plan. Engine errors are thrown as they are (the caller decides whether to retry);
 * SettingsChanged when a draft's settings changed, or it started, while its preview's plan was made.
 */
export async function ensureCampaignPlan(deps: CampaignRenderDeps, campaign: CampaignRow, context: JobContext, look: PlanLook): Promise<{ planDir: string; plan: CampaignPlan }> {
  const planDir = planDirOf(deps.mediaDir, campaign.id);
  const hash = campaignSettingsHash(campaign, look);
  const existing = await planHash(planDir);
  if (existing === hash || (existing !== null && isFrozen(campaign))) {
    if (campaign.status !== 'draft' && campaign.assetKey === null) await freezePlan(deps.db, campaign.id);
    return { planDir, plan: await readPlan(planDir) };
  }
  const template = campaignTemplateSchema.safeParse({ ...(campaign.template as object), language: campaign.language });
  if (!template.success) throw new PermanentJobError(`The campaign's script is invalid: ${template.error.issues[0]?.message ?? ''}`);
  const draftDir = `${planDir}.draft-${context.jobId}-${context.attempt}`;
  await rm(draftDir, { recursive: true, force: true });
  try {
    const product = await productForPlan(deps, campaign, context);
    const clip = await campaignClip({ db: deps.db, mediaDir: deps.mediaDir, campaign });
    await prepareCampaign({
      // The product's name is the end card's headline unless the script gives one.
      template: { ...template.data, ...(template.data.headline || !product.name ? {} : { headline: product.name.slice(0, 160) }) },
      images: product.images,
      options: { format: campaign.format as CampaignPlan['format'], watermark: look.watermark, ...(campaign.voice ? { voice: campaign.voice } : {}) },
      providers: { ...deps.providers, tools: deps.tools },
      outputDir: draftDir,
      personalization: campaign.personalization === 'ai' ? 'ai' : 'template',
      ...(clip ? { clip } : {}),
      signal: context.signal,
    });
    await writeFile(join(draftDir, SETTINGS_HASH_FILE), hash);
    await putInPlace(deps.db, { campaign, look, draftDir, planDir, hash });
  } finally {
    await rm(draftDir, { recursive: true, force: true });
  }
  return { planDir, plan: await readPlan(planDir) };
}

/** Marks a started campaign's plan as in place (asset_key): from now on it is reused as it is. */
async function freezePlan(db: DbOrTx, campaignId: string): Promise<void> {
  await db.update(campaigns).set({ assetKey: join('campaigns', campaignId, 'plan') }).where(eq(campaigns.id, campaignId));
}

/**
 * Moves a whole draft plan into the plan folder, with the campaign's row locked, so a preview's plan
 * and a started campaign's never replace each other out of order (confirming locks the row too).
 * A preview's plan goes in only while the draft is still a draft of the same settings
 * (SettingsChanged otherwise); a started campaign's never fails on its settings, and keeps a plan
 * another prepare put in place first (the plan is frozen). A plan of the same hash already there
 * is kept, and ours dropped. The old plan is renamed aside first (rename cannot replace a folder
 * that has files) and removed once the transaction is over.
 */
async function putInPlace(db: Db, options: { campaign: CampaignRow; look: PlanLook; draftDir: string; planDir: string; hash: string }): Promise<void> {
  const { campaign, planDir, hash } = options;
  const aside = `${planDir}.old-${randomUUID()}`;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for('update');
      if (!current) throw new SettingsChanged(`campaign ${campaign.id} was deleted while its plan was made`);
      if (campaign.status === 'draft') {
        if (current.status !== 'draft' || campaignSettingsHash(current, options.look) !== hash) throw new SettingsChanged(`the settings of campaign ${campaign.id} changed while its plan was made`);
      } else if (isFrozen(current) && (await planHash(planDir)) !== null) {
        return;
      }
      if ((await planHash(planDir)) !== hash) {
        await rename(planDir, aside).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        await rename(options.draftDir, planDir);
      }
      if (campaign.status !== 'draft') await freezePlan(tx, campaign.id);
    });
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

/** The pictures and name a campaign's product gives its plan: the page read now, the ones typed in, or none. */
async function productForPlan(deps: CampaignRenderDeps, campaign: CampaignRow, context: JobContext): Promise<{ images: ImageSource[]; name?: string }> {
  const product = publicProduct(campaign.product);
  if (product?.source === 'manual') return { images: productImageKeys(campaign.product).map((key) => join(deps.mediaDir, key)), name: product.name };
  if (product?.source !== 'url') return { images: [] };
  if (!deps.fetcher) throw new PermanentJobError('this worker has no fetcher to read product pages');
  const language = campaign.language as EngineLanguage;
  const logger = engineLogger(context.logger);
  const page = await readProductPage({ url: product.url, fetcher: deps.fetcher, browser: deps.browser ?? false, language, signal: context.signal, logger });
  const facts = await factsFromPage({ page, fetcher: deps.fetcher, language, signal: context.signal, logger });
  return { images: facts.images, ...(facts.name ? { name: facts.name } : {}) };
}

const plans = new Map<string, { mtimeMs: number; plan: Promise<CampaignPlan> }>();
/** A campaign's plan, read once per worker process and read again when the plan was remade. */
export async function readPlan(planDir: string): Promise<CampaignPlan> {
  const { mtimeMs } = await stat(join(planDir, 'campaign.json'));
  const cached = plans.get(planDir);
  if (cached && cached.mtimeMs === mtimeMs) return cached.plan;
  const plan = readCampaignPlan(planDir);
  plans.set(planDir, { mtimeMs, plan });
  plan.catch(() => plans.delete(planDir));
  return plan;
}

/**
 * Makes one row's video from the campaign's plan: what a recipient job and a draft's preview both
 * render, so the preview is exactly what confirming makes. A campaign personalized by AI has the
 * row's scenes written first; they come back as `script`, to be stored with the row.
 */
export async function renderCampaignRow(
  deps: CampaignRenderDeps,
  request: { campaign: CampaignRow; planDir: string; plan: CampaignPlan; variables: Record<string, string>; videoPath: string; posterPath: string; signal: AbortSignal; logger: JobContext['logger'] },
): Promise<RecipientVideo & { script?: PersonalizedScript }> {
  const script = await writeRowScript({ campaign: request.campaign, variables: request.variables, writer: deps.recipientWriter, logger: request.logger, signal: request.signal });
  const video = await renderRecipient({
    planDir: request.planDir,
    plan: request.plan,
    variables: request.variables,
    ...(script ? { scenes: script.scenes } : {}),
    videoPath: request.videoPath,
    posterPath: request.posterPath,
    providers: { tools: deps.tools, ...(deps.providers?.voice ? { voice: deps.providers.voice } : {}) },
    signal: request.signal,
  });
  return script ? { ...video, script } : video;
}

/**
 * The videos row of a row's video (or a draft's preview): kept out of My videos by its campaign, and
 * titled for the person who watches it — the end card's headline with their values, e.g. "Acme Bank"
 * or "Hi Ana!" — rather than after the campaign, whose name is the business's own.
 */
export function campaignVideoRow(options: { campaign: CampaignRow; plan: CampaignPlan; variables: Record<string, string>; video: RecipientVideo; mediaKey: string; posterKey: string }): typeof videos.$inferInsert {
  const { campaign, video } = options;
  return {
    userId: campaign.userId,
    campaignId: campaign.id,
    title: (fillVariables(options.plan.headline, options.variables).trim() || campaign.name).slice(0, 200),
    format: video.format,
    language: campaign.language,
    durationMs: video.durationMs,
    width: video.width,
    height: video.height,
    mediaKey: options.mediaKey,
    posterKey: options.posterKey,
    hasWatermark: options.plan.watermark,
    shareSlug: randomBytes(9).toString('base64url'),
  };
}
