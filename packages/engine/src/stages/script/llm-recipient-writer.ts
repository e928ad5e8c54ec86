import { Output, generateText } from 'ai';
import { z } from 'zod';
import { callProvider } from '../../adapters/provider-errors';
import { campaignSceneSchema } from '../../campaign/campaign-plan';
import { recipientScenesSchema } from '../../campaign/personalize-script';
import type { RecipientScene, RecipientWriter } from '../../ports';
import type { EngineLanguage } from '../../schema';
import { DEFAULT_LLM_TIMEOUT_MS, LANGUAGE_NAMES, chatModel, type LlmSettings } from './llm-model';

// A strict structured-output schema (OpenAI's) must require every field: "no subtitle" comes as null.
const writtenSceneSchema = campaignSceneSchema.extend({ subtitle: campaignSceneSchema.shape.subtitle.unwrap().nullable() });

const SYSTEM =
  'You rewrite the scenes of a short personalized video that a business sends to one of its customers. ' +
  'You keep every fact and every detail exactly as given, and you answer with the JSON asked for, nothing else.';

function promptFor(scenes: readonly RecipientScene[], values: Readonly<Record<string, string>>, language: EngineLanguage): string {
  return [
    `Rewrite this ${scenes.length}-scene video for one person, in ${LANGUAGE_NAMES[language]}. Keep the same scenes in the same order, with the same kinds: ${scenes.map((s) => s.kind).join(', ')}.`,
    'The scenes as the business wrote them, for this person:',
    JSON.stringify(scenes, null, 2),
    "This person's details:",
    JSON.stringify(values, null, 2),
    'Make each scene warmer and more natural for this person, and use their details where they fit.',
    'Every detail that appears in a scene must stay in that scene, written exactly as given, character for character (amounts, dates, links, codes, names): in its title or subtitle when it is on screen, in its narration when it is said. Add no web address, figure, date or promise that is not above.',
    '"title" is a short on-screen line, about as long as the original, without a full stop; "subtitle" is a second line or null; "narration" is what a voice says: one to three natural sentences. No emoji, hashtags or markdown.',
  ].join('\n\n');
}

/**
 * Rewrites a campaign's scenes for one recipient with a chat model through the Vercel AI SDK (any
 * OpenAI-compatible server, the LLM script writer's settings), as structured output checked against
 * the template's kinds and limits. Fails with a typed error (PROVIDER_TIMEOUT, PROVIDER_UNREACHABLE,
 * PROVIDER_FAILED, PROVIDER_INVALID_OUTPUT, CANCELLED); personalizeScript decides the fallback.
 */
export function createLlmRecipientWriter(options: { settings: LlmSettings }): RecipientWriter {
  const { settings } = options;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const model = chatModel(settings);
  return {
    name: 'llm',
    async rewrite(request) {
      const schema = z.object({ scenes: recipientScenesSchema(request.scenes.map((scene) => scene.kind), writtenSceneSchema) });
      return callProvider({ stage: 'script', provider: `The language model ${settings.model}`, timeoutMs, signal: request.signal }, async (signal) => {
        const result = await generateText({
          model,
          output: Output.object({ schema, name: 'recipient_script', description: "A video's scenes rewritten for one person" }),
          system: SYSTEM,
          prompt: promptFor(request.scenes, request.values, request.language),
          maxRetries: 1,
          abortSignal: signal,
        });
        return result.output.scenes.map(({ subtitle, ...scene }): RecipientScene => (subtitle ? { ...scene, subtitle } : scene));
      });
    },
  };
}
