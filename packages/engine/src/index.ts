// The engine's public API: what the server, the worker and the CLI use. Everything else is inside.
export {
  AD_FORMATS,
  ENGINE_LANGUAGES,
  adOptionsSchema,
  productFactsSchema,
  scriptSchema,
  storyboardSchema,
  type AdFormat,
  type AdOptions,
  type AdOptionsInput,
  type EngineLanguage,
  type ImageSource,
  type ProductFacts,
  type ProductFactsInput,
  type Script,
  type ScriptScene,
  type Storyboard,
} from './schema';
export { silentLogger, type Logger, type ProgressListener, type RecipientScene, type RecipientWriter, type ScriptWriter, type SpokenSpan, type Voice } from './ports';
export { EngineError, type EngineErrorCode, type EngineStage } from './errors';
export { createAd, renderAd, type AdProviders, type CreatedAd } from './pipeline/create-ad';
export { validateInput } from './pipeline/validate-input';
export type { RenderedVideo } from './stages/render/render-storyboard';
export { offlineScriptWriter, writeOfflineScript } from './stages/script/offline-writer';
export { createLlmScriptWriter, type LlmSettings } from './stages/script/llm-writer';
export { createLlmRecipientWriter } from './stages/script/llm-recipient-writer';
export { formatPrice } from './stages/script/money';
export { fillVariables } from './stages/script/text';
export { createEspeakVoice } from './stages/voice/espeak-voice';
export { createOpenAiVoice, type SpeechSettings } from './stages/voice/openai-voice';
export { createSafeFetcher, type SafeFetcherOptions } from './stages/product/safe-fetch';
export { safePost, type SafePostOptions, type SafePostRequest, type SafePostResponse } from './stages/product/safe-post';
export { MAX_BODY_BYTES, MAX_REDIRECTS, pageFailureType, type FetchedResource, type Fetcher, type FetchRequest, type PageFailureType } from './stages/product/fetcher';
export { factsFromPage, readProductFile, readProductPage, type ProductPage } from './stages/product/read-product';
export type { ExtractedProduct } from './stages/product/extract/extract-product';
export type { BrowserRenderOptions } from './stages/product/render-page';
export { titleFromUrl } from './stages/product/title-from-url';
export { descriptionLanguage, factsFromDescription, priceInText } from './stages/product/facts-from-description';
export { MAX_INPUT_PIXELS, inspectImage } from './stages/images/read-image';
export { exampleFacts } from './examples';
export { DEFAULT_TOOLS, type EngineTools } from './adapters/ffmpeg';
export { runProcess, type RunProcessOptions, type ProcessResult } from './adapters/run-process';
export { probeTools, type ToolStatus, type ToolPaths } from './adapters/system-tools';
export { campaignTemplateSchema, isPersonal, type CampaignPlan, type CampaignScene, type CampaignTemplate, type CampaignTemplateInput } from './campaign/campaign-plan';
export { prepareCampaign } from './campaign/prepare-campaign';
export type { CampaignClip, ClipPosition } from './campaign/clip-segment';
export { normalizeClip } from './stages/clip/normalize-clip';
export { probeClip, type ClipContainer, type ClipFacts } from './stages/clip/probe-clip';
export { readCampaignPlan, renderRecipient, type RecipientVideo } from './campaign/render-recipient';
export { checkRewrite, personalizeScript, type PersonalizedScript } from './campaign/personalize-script';
