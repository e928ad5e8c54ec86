import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { EngineLanguage } from '../../schema';

/** Settings of an OpenAI-compatible chat model. */
export interface LlmSettings {
  /** e.g. https://api.openai.com/v1, or any compatible server. */
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

/** How long a model may take to answer when the settings do not say. */
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

/** The languages as a prompt names them. */
export const LANGUAGE_NAMES: Record<EngineLanguage, string> = { en: 'English', es: 'Spanish (Latin American)', 'pt-BR': 'Brazilian Portuguese' };

/** The chat model the settings name, through the Vercel AI SDK's OpenAI provider at their base URL. */
export function chatModel(settings: LlmSettings): LanguageModel {
  return createOpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey, name: 'reelsmith-llm' }).chat(settings.model);
}
