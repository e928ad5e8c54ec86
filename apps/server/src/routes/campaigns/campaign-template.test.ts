import { CAMPAIGN_TEMPLATE_NAMES, DEFAULT_CAMPAIGN_TEMPLATES, LANGUAGES, campaignTemplateSchema, templateVariables } from '@reelsmith/contracts';
import { campaignTemplateSchema as engineTemplateSchema, isPersonal } from '@reelsmith/engine';
import { describe, expect, it } from 'vitest';

const scene = { kind: 'hook', title: 'Hi, {{first_name|there}}!', narration: 'Hi {{ first_name | there }}.' };

/** Templates both schemas must judge alike: valid ones, and ones wrong in each rule. */
const SAMPLES: [string, unknown][] = [
  ['a minimal template', { language: 'en', scenes: [scene] }],
  ['every field', { language: 'pt-BR', scenes: [scene, { kind: 'cta', title: 'Pague', subtitle: 'Agora', narration: 'Pague.' }], headline: 'Banco', link: '{{payment_link}}' }],
  ['eight scenes', { language: 'es', scenes: Array.from({ length: 8 }, () => scene) }],
  ['texts padded with spaces', { language: 'en', scenes: [{ ...scene, title: '  Hi  ' }], headline: ' Shop ' }],
  ['an unknown key (dropped by both)', { language: 'en', scenes: [scene], extra: 1 }],
  ['no scenes', { language: 'en', scenes: [] }],
  ['nine scenes', { language: 'en', scenes: Array.from({ length: 9 }, () => scene) }],
  ['an unknown language', { language: 'fr', scenes: [scene] }],
  ['pt without region', { language: 'pt', scenes: [scene] }],
  ['an unknown scene kind', { language: 'en', scenes: [{ ...scene, kind: 'intro' }] }],
  ['a blank title', { language: 'en', scenes: [{ ...scene, title: '   ' }] }],
  ['a title of 300', { language: 'en', scenes: [{ ...scene, title: 't'.repeat(300) }] }],
  ['a title of 301', { language: 'en', scenes: [{ ...scene, title: 't'.repeat(301) }] }],
  ['a subtitle of 301', { language: 'en', scenes: [{ ...scene, subtitle: 's'.repeat(301) }] }],
  ['an empty subtitle', { language: 'en', scenes: [{ ...scene, subtitle: '' }] }],
  ['a narration of 1000', { language: 'en', scenes: [{ ...scene, narration: 'n'.repeat(1_000) }] }],
  ['a narration of 1001', { language: 'en', scenes: [{ ...scene, narration: 'n'.repeat(1_001) }] }],
  ['no narration', { language: 'en', scenes: [{ kind: 'hook', title: 'Hi' }] }],
  ['an empty headline', { language: 'en', scenes: [scene], headline: '' }],
  ['a headline of 161', { language: 'en', scenes: [scene], headline: 'h'.repeat(161) }],
  ['a link of 2001', { language: 'en', scenes: [scene], link: 'l'.repeat(2_001) }],
  ['a number for a title', { language: 'en', scenes: [{ ...scene, title: 7 }] }],
  ['null', null],
  ['scenes as an object', { language: 'en', scenes: { 0: scene } }],
];

/** Values as a bank's or telecom's customer list typically has them, some long. */
const TYPICAL: Record<string, string> = {
  first_name: 'Maximiliano',
  amount: 'R$ 12.345,67',
  due_date: '15/08/2025',
  offer: '20% off your next bill',
  payment_link: 'https://pay.example.com/abc123',
};

const fill = (text: string) => text.replace(/\{\{\s*([\w.]+)\s*(?:\|[^}]*)?\}\}/g, (_whole, name: string) => TYPICAL[name] ?? '');

describe('the campaign template schema of contracts', () => {
  it.each(SAMPLES)('judges %s as the engine does', (_label, sample) => {
    const ours = campaignTemplateSchema.safeParse(sample);
    const engine = engineTemplateSchema.safeParse(sample);
    expect(ours.success).toBe(engine.success);
    if (ours.success && engine.success) expect(ours.data).toEqual(engine.data);
  });

  it('finds the variables, with or without a fallback, once each', () => {
    const template = {
      language: 'en' as const,
      scenes: [
        { kind: 'hook' as const, title: 'Hi {{ first_name | there }}', narration: 'Hi {{first_name|there}}, {{amount}} is due {{due_date|soon}}.' },
        { kind: 'cta' as const, title: 'Pay {{amount}}', narration: 'Pay by {{due_date}} at {{ shop.name |}}.' },
      ],
      link: '{{payment_link}}',
    };
    expect(templateVariables(template)).toEqual([
      { name: 'first_name', hasFallback: true },
      { name: 'amount', hasFallback: false },
      // Used once without a fallback: required.
      { name: 'due_date', hasFallback: false },
      // An empty fallback is no fallback.
      { name: 'shop.name', hasFallback: false },
      { name: 'payment_link', hasFallback: false },
    ]);
  });

  it.each(LANGUAGES.flatMap((language) => CAMPAIGN_TEMPLATE_NAMES.map((name) => [language, name] as const)))('the default %s %s script is valid, personal where it should be, and short on screen', (language, name) => {
    const template = DEFAULT_CAMPAIGN_TEMPLATES[language][name];
    expect(engineTemplateSchema.parse(template)).toEqual(template);
    expect(template.language).toBe(language);
    const required = templateVariables(template).filter((variable) => !variable.hasFallback).map((variable) => variable.name);
    expect(required).toEqual(name === 'payment_reminder' ? ['amount', 'due_date', 'payment_link'] : ['offer']);
    expect(templateVariables(template)[0]).toEqual({ name: 'first_name', hasFallback: true });
    expect(template.scenes.map((s) => s.kind)).toEqual(name === 'payment_reminder' ? ['hook', 'benefit', 'offer', 'cta'] : ['hook', 'benefit', 'benefit', 'offer', 'cta']);
    // The benefit scenes are the same for everyone: rendered once per campaign.
    for (const s of template.scenes.filter((s) => s.kind === 'benefit')) expect(isPersonal(s.title) || isPersonal(s.narration)).toBe(false);
    for (const s of template.scenes) expect(fill(s.title).length, fill(s.title)).toBeLessThanOrEqual(40);
  });
});
