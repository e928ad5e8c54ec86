import { EngineError, campaignTemplateSchema, personalizeScript, type PersonalizedScript, type RecipientWriter } from '@reelsmith/engine';
import type { CampaignRow } from '../use-cases/campaigns/find-campaign';
import { PermanentJobError } from './define-job';
import { engineLogger } from './generate-video';

/** Stands in when the server has no language model (LLM_* unset since the campaign was confirmed): every row falls back. */
const NO_MODEL: RecipientWriter = {
  name: 'none',
  rewrite: () => Promise.reject(new EngineError('script', 'PROVIDER_FAILED', 'no language model is configured (LLM_BASE_URL, LLM_API_KEY)', false)),
};

/**
 * The scenes a row of a campaign personalized by AI is rendered with: the language model's, or the
 * template filled in when it fails (the job log says why). Undefined for a template campaign, whose
 * rows are filled in by the render itself.
 */
export async function writeRowScript(options: {
  campaign: Pick<CampaignRow, 'personalization' | 'template' | 'language'>;
  variables: Readonly<Record<string, string>>;
  writer: RecipientWriter | undefined;
  logger: Parameters<typeof engineLogger>[0];
  signal: AbortSignal;
}): Promise<PersonalizedScript | undefined> {
  const { campaign } = options;
  if (campaign.personalization !== 'ai') return undefined;
  const template = campaignTemplateSchema.safeParse({ ...(campaign.template as object), language: campaign.language });
  if (!template.success) throw new PermanentJobError(`The campaign's script is invalid: ${template.error.issues[0]?.message ?? ''}`);
  return personalizeScript({ template: template.data, variables: options.variables, writer: options.writer ?? NO_MODEL, logger: engineLogger(options.logger), signal: options.signal });
}
