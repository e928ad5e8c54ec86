import type { Language } from '@reelsmith/contracts';

/** A currency packs are sold in. */
export type PlanCurrency = 'USD' | 'BRL';

/** DESIGN.md: Brazilian Portuguese pages show reais; every other page shows dollars. */
export function currencyForLanguage(language: Language): PlanCurrency {
  return language === 'pt-BR' ? 'BRL' : 'USD';
}

/** A price as people of that language write it: '$9' in English, 'R$ 49' in Brazilian Portuguese; cents only when there are some. */
export function formatPrice(amount: number, currency: PlanCurrency, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
