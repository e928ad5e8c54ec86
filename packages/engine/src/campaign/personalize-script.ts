import { z } from 'zod';
import { EngineError } from '../errors';
import { silentLogger, type Logger, type RecipientScene, type RecipientWriter } from '../ports';
import type { SceneKind } from '../schema';
import { cleanText, fillVariables, requiredVariables } from '../stages/script/text';
import { campaignSceneSchema, type CampaignScene, type CampaignTemplate } from './campaign-plan';

/** A recipient's scenes, and who wrote them: the recipient writer, or 'template' when it fell back. */
export interface PersonalizedScript {
  writer: string;
  scenes: CampaignScene[];
  /** Why the writer's scenes were not used (also logged); absent when they were. */
  fallback?: string;
}

/** The scenes a recipient writer must answer: the template's kinds in the template's order, each checked by `scene`. */
export function recipientScenesSchema<Scene extends z.ZodType<{ kind: SceneKind }>>(kinds: readonly SceneKind[], scene: Scene) {
  return z
    .array(scene)
    .length(kinds.length, { error: `there must be exactly ${kinds.length} scenes` })
    .refine((scenes) => scenes.every((scene, i) => scene.kind === kinds[i]), { error: `the scenes must be, in order: ${kinds.join(', ')}` });
}

const VARIABLE = /\{\{\s*([\w.]+)\s*(?:\|[^}]*)?\}\}/g;
// A web address: with a scheme, starting www., or a bare host name with a path or a letter TLD.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\b(?:\/[^\s<>"']*)?/gi;

/** Whitespace of any kind as one space, so "R$ 10" and "R$\u00a010" read the same. */
const normal = (text: string) => cleanText(text).replace(/\s+/g, ' ');

/** The values of the variables a template text names that this row has (a fallback is not a value). */
function valuesIn(text: string | undefined, variables: Readonly<Record<string, string>>): { name: string; value: string }[] {
  return [...(text ?? '').matchAll(VARIABLE)].flatMap((match) => {
    const name = match[1] ?? '';
    const value = variables[name]?.trim();
    return value ? [{ name, value: normal(value) }] : [];
  });
}

/** The template's scenes filled in with the row's values: what the recipient gets without a writer. */
export function fillScenes(scenes: readonly CampaignScene[], variables: Readonly<Record<string, string>>): CampaignScene[] {
  return scenes.map((scene) => {
    const subtitle = scene.subtitle ? fillVariables(scene.subtitle, variables).trim() : '';
    return { kind: scene.kind, title: fillVariables(scene.title, variables).trim(), ...(subtitle ? { subtitle } : {}), narration: fillVariables(scene.narration, variables).trim() };
  });
}

/**
 * Checks a writer's scenes against the template: same kinds in the same order and within the
 * limits, every value a template scene shows still shown by that scene and every value it says still
 * said (verbatim), no {{variable}} left, and no web address that neither the template nor the row
 * holds. Returns the scenes cleaned, or what is wrong with them.
 */
export function checkRewrite(options: { template: readonly CampaignScene[]; variables: Readonly<Record<string, string>>; written: unknown }): { scenes: CampaignScene[] } | { problem: string } {
  const { template, variables } = options;
  const parsed = recipientScenesSchema(template.map((scene) => scene.kind), campaignSceneSchema).safeParse(options.written);
  if (!parsed.success) return { problem: `the scenes do not fit: ${parsed.error.issues[0]?.message ?? 'unknown'}` };
  const scenes = parsed.data.map((scene): CampaignScene => {
    const subtitle = scene.subtitle ? normal(scene.subtitle) : '';
    return { kind: scene.kind, title: normal(scene.title), ...(subtitle ? { subtitle } : {}), narration: normal(scene.narration) };
  });
  const known = normal([...fillScenes(template, variables).flatMap((s) => [s.title, s.subtitle ?? '', s.narration]), ...Object.values(variables)].join(' ')).toLowerCase();
  for (const [i, scene] of scenes.entries()) {
    const source = template[i] as CampaignScene;
    const place = `scene ${i + 1} (${scene.kind})`;
    const shown = `${scene.title} ${scene.subtitle ?? ''}`;
    if (!scene.title || !scene.narration) return { problem: `${place} has no text left once cleaned` };
    if (/\{\{|\}\}/.test(`${shown} ${scene.narration}`)) return { problem: `${place} left a {{variable}} in its text` };
    const groups = [
      { where: 'on screen', used: [...valuesIn(source.title, variables), ...valuesIn(source.subtitle, variables)], text: shown },
      { where: 'in its narration', used: valuesIn(source.narration, variables), text: scene.narration },
    ];
    for (const { where, used, text } of groups) {
      const dropped = used.find(({ value }) => !text.includes(value));
      if (dropped) return { problem: `${place} no longer has {{${dropped.name}}} ("${dropped.value}") ${where}` };
    }
    const added = [...`${shown} ${scene.narration}`.matchAll(ADDRESS)].map((m) => m[0].replace(/[.,;:!?)]+$/, '')).find((address) => !known.includes(address.toLowerCase()));
    if (added) return { problem: `${place} has a web address that is not the row's: ${added}` };
  }
  return { scenes };
}

/**
 * Writes one recipient's scenes with the writer (a language model) from the template and the row's
 * values. When the writer fails, is too slow, or writes scenes that do not pass `checkRewrite`, the
 * template filled in is used instead and the log says why: a row never fails for its writer. A row
 * missing a value the template needs fails here, before the writer is asked; a cancellation stops it.
 */
export async function personalizeScript(request: {
  template: Pick<CampaignTemplate, 'language' | 'scenes' | 'link'>;
  variables: Readonly<Record<string, string>>;
  writer: RecipientWriter;
  logger?: Logger;
  signal?: AbortSignal;
}): Promise<PersonalizedScript> {
  const { template, variables, writer, signal } = request;
  const texts = template.scenes.flatMap((scene) => [scene.title, scene.subtitle ?? '', scene.narration]).concat(template.link ?? '');
  const missing = [...new Set(texts.flatMap(requiredVariables))].filter((name) => !variables[name]?.trim());
  if (missing.length > 0) throw new EngineError('input', 'INVALID_INPUT', `No value for ${missing.map((name) => `{{${name}}}`).join(', ')}`, false);
  const filled = fillScenes(template.scenes, variables);
  const values = Object.fromEntries(Object.entries(variables).filter(([, value]) => value.trim() !== ''));
  let failure: { code: string; reason: string };
  try {
    const written: RecipientScene[] = await writer.rewrite({ scenes: filled, values, language: template.language, ...(signal ? { signal } : {}) });
    const checked = checkRewrite({ template: template.scenes, variables, written });
    if ('scenes' in checked) return { writer: writer.name, scenes: checked.scenes };
    failure = { code: 'PROVIDER_INVALID_OUTPUT', reason: checked.problem };
  } catch (error) {
    if (error instanceof EngineError && error.code === 'CANCELLED') throw error;
    if (signal?.aborted) throw new EngineError('script', 'CANCELLED', 'The script was cancelled', false, { cause: error });
    failure = { code: error instanceof EngineError ? error.code : 'UNKNOWN', reason: error instanceof Error ? error.message : String(error) };
  }
  (request.logger ?? silentLogger).warn("the recipient's script could not be personalized; the template filled in was used instead", { writer: writer.name, ...failure });
  return { writer: 'template', scenes: filled, fallback: failure.reason };
}
