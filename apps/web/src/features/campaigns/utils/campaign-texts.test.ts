import type { Language } from '@reelsmith/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import ptBR from '../../../locales/pt-BR.json';

const catalogs = { en, es, 'pt-BR': ptBR } as const;
const tFor = async (language: Language) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: catalogs[language] } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
};

describe('the campaign texts', () => {
  it.each([
    ['en', 'Start campaign · 1 credit', 'Start campaign · 1,200 credits', '3 of 40 videos ready'],
    ['es', 'Iniciar campaña · 1 crédito', 'Iniciar campaña · 1.200 créditos', '3 de 40 videos listos'],
    ['pt-BR', 'Iniciar campanha · 1 crédito', 'Iniciar campanha · 1.200 créditos', '3 de 40 vídeos prontos'],
  ] as const)('say the cost and progress in %s, one or many', async (language, one, many, progress) => {
    const t = await tFor(language);
    expect(t('campaigns.confirm.button', { count: 1, formatted: '1' })).toBe(one);
    expect(t('campaigns.confirm.button', { count: 1200, formatted: '1,200'.replace(',', language === 'en' ? ',' : '.') })).toBe(many);
    expect(t('campaigns.run.summary', { ready: '3', total: '40', count: 40 })).toBe(progress);
  });

  it('keep the {{variable}} examples as written, not filled in', async () => {
    const t = await tFor('en');
    expect(t('campaigns.script.fallbackExample')).toBe('{{first_name|there}}');
    expect(t('campaigns.delivery.subjectPlaceholder')).toBe('{{first_name|Hello}}, a video for you');
    expect(t('campaigns.script.linkHint')).toContain('{{payment_link}}');
  });
});
