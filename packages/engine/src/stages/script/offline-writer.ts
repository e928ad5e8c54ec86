import type { ScriptWriter } from '../../ports';
import type { EngineLanguage, ProductFacts, Script, ScriptScene } from '../../schema';
import type { CopyBank } from './copy/bank';
import { en } from './copy/en';
import { es } from './copy/es';
import { ptBR } from './copy/pt-br';
import { displayAddress, findMarketplace } from './marketplaces';
import { discountPercent, formatPrice } from './money';
import { createRandom, type Random } from './random';
import { asSentence, boundedSentence, cleanText, fillVariables, headlineName, lowerFirst, sentences, shortLine } from './text';

const BANKS: Record<EngineLanguage, CopyBank> = { en, es, 'pt-BR': ptBR };

// espeak-ng speaks about 14 characters a second at the speed we use; the script is sized on that.
const CHARS_PER_SECOND = 14;

/** How many benefits fit the target duration: 2 for short ads, up to 4 for a minute. */
export function benefitCount(targetSeconds: number): number {
  if (targetSeconds <= 20) return 2;
  if (targetSeconds <= 38) return 3;
  return 4;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Lines that read as benefits: from the features, else the description's sentences; no duplicates. */
function benefitSources(facts: ProductFacts): string[] {
  const fromFeatures = facts.features.map(cleanText);
  const fromDescription = sentences(facts.description);
  const candidates = [...fromFeatures, ...fromDescription].filter(
    (line) => line.length >= 12 && line.length <= 400 && !/https?:\/\/|www\./i.test(line) && /[a-zà-ÿ]{3}/i.test(line),
  );
  const seen = new Set<string>();
  return candidates.filter((line) => {
    const key = line.toLowerCase().replace(/[^a-zà-ÿ0-9]/g, '').slice(0, 40);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function hookScene(facts: ProductFacts, bank: CopyBank, random: Random, variables: Readonly<Record<string, string>>, maxChars: number): ScriptScene {
  const name = headlineName(facts.name);
  const personal = Boolean(variables.first_name?.trim());
  const values = { name, first_name: variables.first_name?.trim() ?? '' };
  const opening = fill(random.pick(personal ? bank.hook.personalNarration : bank.hook.narration), values);
  const firstSentence = sentences(facts.description).find((s) => s.length >= 20);
  const room = maxChars - opening.length - 1;
  const narration = firstSentence && room >= 40 ? `${opening} ${boundedSentence(firstSentence, room)}` : opening;
  const brandLine = facts.brand && !name.toLowerCase().includes(facts.brand.toLowerCase()) ? cleanText(facts.brand) : undefined;
  const subtitle = personal ? fill(bank.hook.personalSubtitle, values) : (brandLine ?? (firstSentence ? shortLine(firstSentence, 48) : undefined));
  return { kind: 'hook', title: name, ...(subtitle ? { subtitle } : {}), narration };
}

function benefitScenes(facts: ProductFacts, bank: CopyBank, random: Random, count: number, maxChars: number): ScriptScene[] {
  const sources = benefitSources(facts);
  const generic = [...bank.genericBenefits].sort(() => random.next() - 0.5);
  const connectors = [...bank.connectors].sort(() => random.next() - 0.5);
  // Sentences no benefit is made of may enrich the narration of one that has room (long ads).
  const spare = sources.slice(count);
  const scenes: ScriptScene[] = [];
  for (let i = 0; i < count; i++) {
    const source = sources[i];
    if (source) {
      let sentence = boundedSentence(source, maxChars);
      const extra = spare[0];
      if (extra && sentence.length + extra.length + 1 <= maxChars) {
        sentence = `${sentence} ${asSentence(extra)}`;
        spare.shift();
      }
      const narration = i === 0 ? sentence : `${connectors[(i - 1) % connectors.length] ?? ''}${lowerFirst(sentence)}`;
      scenes.push({ kind: 'benefit', title: shortLine(source), narration: asSentence(narration) });
    } else {
      const fallback = generic[(i - sources.length) % generic.length];
      if (fallback) scenes.push({ kind: 'benefit', title: fallback.title, narration: fallback.narration });
    }
  }
  return scenes;
}

function offerScene(facts: ProductFacts, bank: CopyBank, random: Random, language: EngineLanguage): ScriptScene | undefined {
  if (facts.price === undefined) return undefined;
  const price = formatPrice(facts.price, facts.currency, language);
  const percent = discountPercent(facts.price, facts.old_price);
  // Written as read; the voice stage turns amounts and percentages into words.
  if (percent !== undefined && facts.old_price !== undefined) {
    const oldPrice = formatPrice(facts.old_price, facts.currency, language);
    const narration = fill(random.pick(bank.offer.withOldPrice), { price, old: oldPrice, pct: String(percent) });
    return { kind: 'offer', title: price, subtitle: fill(bank.offer.was, { old: oldPrice }), narration, offer: { price, oldPrice, discountPercent: percent } };
  }
  return { kind: 'offer', title: price, narration: fill(random.pick(bank.offer.withoutOldPrice), { price }), offer: { price } };
}

function ctaScene(facts: ProductFacts, bank: CopyBank, random: Random, language: EngineLanguage): ScriptScene {
  const marketplace = findMarketplace({ name: facts.marketplace, url: facts.url });
  const site = displayAddress(facts.url);
  const host = facts.url ? new URL(facts.url).hostname.replace(/^www\./, '') : undefined;
  if (marketplace) {
    const values = { on: marketplace.on[language], market: marketplace.name };
    return {
      kind: 'cta',
      title: fill(random.pick(bank.cta.titleOnMarketplace), values),
      ...(site ? { subtitle: site } : {}),
      narration: fill(random.pick(bank.cta.narrationOnMarketplace), values),
    };
  }
  if (host) {
    return {
      kind: 'cta',
      title: fill(random.pick(bank.cta.titleOnSite), { site: host }),
      ...(site ? { subtitle: site } : {}),
      narration: random.pick(bank.cta.narrationOnSite),
    };
  }
  return { kind: 'cta', title: random.pick(bank.cta.titlePlain), narration: random.pick(bank.cta.narrationPlain) };
}

/**
 * Writes real ad copy from the facts alone, in the product's language, with no network: a hook that
 * names the product, 2–4 benefits from its features or description (a short line on screen, a fuller
 * sentence spoken), the price with old price and discount when known, and a call to action that
 * names the marketplace ("Compre agora no Mercado Livre"). The same seed gives the same script.
 */
export function writeOfflineScript(request: { facts: ProductFacts; targetSeconds: number; seed: number; variables?: Readonly<Record<string, string>> }): Script {
  const { facts, targetSeconds, seed } = request;
  const variables = request.variables ?? {};
  const language = facts.language;
  const bank = BANKS[language];
  const random = createRandom(seed, 'script');
  const count = benefitCount(targetSeconds);
  const budget = targetSeconds * CHARS_PER_SECOND;
  const scenes: ScriptScene[] = [
    hookScene(facts, bank, random, variables, Math.round(budget * 0.22)),
    ...benefitScenes(facts, bank, random, count, Math.max(60, Math.round((budget * 0.55) / count))),
  ];
  const offer = offerScene(facts, bank, random, language);
  if (offer) scenes.push(offer);
  scenes.push(ctaScene(facts, bank, random, language));
  // Product text may carry {{variables}} of its own (a campaign's template): fill them everywhere.
  const filled = scenes.map((scene) => ({
    ...scene,
    title: fillVariables(scene.title, variables),
    ...(scene.subtitle ? { subtitle: fillVariables(scene.subtitle, variables) } : {}),
    narration: fillVariables(scene.narration, variables),
  }));
  return { language, writer: 'offline', scenes: filled };
}

/** The offline writer as a ScriptWriter port. */
export const offlineScriptWriter: ScriptWriter = {
  name: 'offline',
  write: (request) => Promise.resolve(writeOfflineScript(request)),
};
