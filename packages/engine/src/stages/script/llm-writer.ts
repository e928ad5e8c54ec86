import { Output, generateText } from 'ai';
import { z } from 'zod';
import { callProvider, providerError } from '../../adapters/provider-errors';
import { EngineError } from '../../errors';
import type { Logger, ScriptWriter } from '../../ports';
import { scriptSchema, type ProductFacts, type Script, type ScriptScene } from '../../schema';
import { DEFAULT_LLM_TIMEOUT_MS, LANGUAGE_NAMES, chatModel, type LlmSettings } from './llm-model';
import { benefitCount, writeOfflineScript } from './offline-writer';
import { findMarketplace } from './marketplaces';
import { formatPrice } from './money';
import { cleanText, fillVariables, headlineName } from './text';

/**
 * What the model writes: the words only. Prices, the offer scene and the address are ours. Every
 * field is required (a missing subtitle is null): OpenAI's strict structured outputs refuse a schema
 * whose properties are not all listed as required.
 */
const llmScriptSchema = z.object({
  hook: z.object({ title: z.string().min(1).max(70), subtitle: z.string().max(70).nullable(), narration: z.string().min(1).max(320) }),
  benefits: z.array(z.object({ title: z.string().min(1).max(48), narration: z.string().min(1).max(240) })).min(2).max(4),
  cta: z.object({ title: z.string().min(1).max(60), narration: z.string().min(1).max(220) }),
});

/** Settings of an OpenAI-compatible chat model. */
export type { LlmSettings } from './llm-model';

function promptFor(facts: ProductFacts, count: number, targetSeconds: number, variables: Readonly<Record<string, string>>): string {
  const marketplace = findMarketplace({ name: facts.marketplace, url: facts.url });
  const product = {
    name: cleanText(facts.name),
    brand: facts.brand,
    description: cleanText(facts.description).slice(0, 2500),
    features: facts.features.slice(0, 12).map(cleanText),
    price: facts.price === undefined ? undefined : formatPrice(facts.price, facts.currency, facts.language),
    marketplace: marketplace?.name,
  };
  const personal = variables.first_name ? `The viewer's first name is ${variables.first_name}; greet them by name in the hook.` : '';
  return [
    `Write a ${targetSeconds}-second video ad script in ${LANGUAGE_NAMES[facts.language]} for this product:`,
    JSON.stringify(product, null, 2),
    `Give a hook, exactly ${count} benefits and a call to action${marketplace ? ` that sends viewers to ${marketplace.on[facts.language]}` : ''}.`,
    'Each "title" is a short on-screen line (at most 6 words, no full stop). Each "narration" is what a voice says: natural, warm, one or two sentences.',
    `Keep all narration together under ${Math.round(targetSeconds * 2.3)} words. Use only facts given above; no prices, no emoji, no hashtags.`,
    personal,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function assemble(words: z.infer<typeof llmScriptSchema>, facts: ProductFacts, count: number, variables: Readonly<Record<string, string>>): Script {
  // The offline writer's offer and address: the exact prices, formatted for the language.
  const offline = writeOfflineScript({ facts, targetSeconds: 30, seed: 1, variables });
  const offer = offline.scenes.find((s) => s.kind === 'offer');
  const cta = offline.scenes.find((s) => s.kind === 'cta');
  const drafted: ScriptScene[] = [
    { kind: 'hook', title: words.hook.title || headlineName(facts.name), ...(words.hook.subtitle ? { subtitle: words.hook.subtitle } : {}), narration: words.hook.narration },
    ...words.benefits.slice(0, count).map((b): ScriptScene => ({ kind: 'benefit', title: b.title.replace(/[.!]+$/, ''), narration: b.narration })),
    ...(offer ? [offer] : []),
    { kind: 'cta', title: words.cta.title, ...(cta?.subtitle ? { subtitle: cta.subtitle } : {}), narration: words.cta.narration },
  ];
  const scenes = drafted.map((scene): ScriptScene => ({
    ...scene,
    title: cleanText(fillVariables(scene.title, variables)),
    ...(scene.subtitle ? { subtitle: cleanText(fillVariables(scene.subtitle, variables)) } : {}),
    narration: cleanText(fillVariables(scene.narration, variables)),
  }));
  return scriptSchema.parse({ language: facts.language, writer: 'llm', scenes });
}

/**
 * Writes the script with a chat model through the Vercel AI SDK (any OpenAI-compatible server), as
 * structured output checked against a schema. When the model cannot be reached, is too slow, fails
 * or writes something that does not fit, the offline writer writes the script instead and the log
 * says why; with `fallback: 'none'` that failure is thrown as a typed error. A cancellation always
 * stops it.
 */
export function createLlmScriptWriter(options: { settings: LlmSettings; logger: Logger; fallback?: 'offline' | 'none' }): ScriptWriter {
  const { settings, logger, fallback = 'offline' } = options;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const model = chatModel(settings);
  return {
    name: 'llm',
    async write(request) {
      const count = benefitCount(request.targetSeconds);
      try {
        const output = await callProvider({ stage: 'script', provider: `The language model ${settings.model}`, timeoutMs, signal: request.signal }, async (signal) => {
          const result = await generateText({
            model,
            output: Output.object({ schema: llmScriptSchema, name: 'ad_script', description: 'The words of a short video ad' }),
            system: 'You write short, vivid, honest video ads for online sellers. You answer with the JSON asked for, nothing else.',
            prompt: promptFor(request.facts, count, request.targetSeconds, request.variables),
            seed: request.seed,
            maxRetries: 1,
            abortSignal: signal,
          });
          return result.output;
        });
        return assemble(output, request.facts, count, request.variables);
      } catch (caught) {
        const error = caught instanceof EngineError ? caught : providerError(caught, { stage: 'script', provider: `The language model ${settings.model}`, timeoutMs });
        if (error.code === 'CANCELLED') throw error;
        if (fallback === 'none') throw error;
        logger.warn('the language model could not write the script; the offline writer wrote it instead', { model: settings.model, code: error.code, reason: error.message });
        return writeOfflineScript(request);
      }
    },
  };
}
