import type { EngineLanguage } from '../../schema';

/** Intl locale for each language when the currency does not say more; Spanish: Mexico first. */
const LOCALES: Record<EngineLanguage, string> = { en: 'en-US', es: 'es-MX', 'pt-BR': 'pt-BR' };

/** Where a currency is at home, per language: its shoppers read "$" as it, so the short symbol is enough. */
const HOME_LOCALES: Record<EngineLanguage, Readonly<Record<string, string>>> = {
  en: { USD: 'en-US', GBP: 'en-GB', EUR: 'en-IE', CAD: 'en-CA', AUD: 'en-AU', NZD: 'en-NZ', INR: 'en-IN' },
  es: { MXN: 'es-MX', EUR: 'es-ES', ARS: 'es-AR', COP: 'es-CO', CLP: 'es-CL', PEN: 'es-PE', UYU: 'es-UY', USD: 'es-US' },
  'pt-BR': { BRL: 'pt-BR', EUR: 'pt-PT' },
};

/**
 * The price as shoppers read it in the language and the currency's country: "R$ 1.299,90",
 * "$1,299.90" (US dollars in English, Mexican pesos in Spanish), "1299,90 €". A currency away from
 * home keeps its distinct symbol ("US$ 49,90" in Portuguese).
 */
export function formatPrice(amount: number, currency: string | undefined, language: EngineLanguage): string {
  const home = currency ? HOME_LOCALES[language][currency] : undefined;
  const locale = home ?? LOCALES[language];
  if (!currency) {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 }).format(amount);
  }
  try {
    const fractionDigits = amount % 1 === 0 ? 0 : undefined;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: home ? 'narrowSymbol' : 'symbol',
      ...(fractionDigits === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    // An unknown currency code: the number and the code.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** The whole-percent discount from the old price to the price, when there is one worth saying. */
export function discountPercent(price: number | undefined, oldPrice: number | undefined): number | undefined {
  if (price === undefined || oldPrice === undefined || oldPrice <= price || oldPrice <= 0) return undefined;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent >= 1 && percent <= 99 ? percent : undefined;
}

type Names = { one: string; many: string; cent: string; cents: string };

// What a voice should say for each currency: a symbol like "R$" is read as letters otherwise.
const CURRENCY_WORDS: Record<string, Record<EngineLanguage, Names>> = {
  USD: {
    en: { one: 'dollar', many: 'dollars', cent: 'cent', cents: 'cents' },
    es: { one: 'dólar', many: 'dólares', cent: 'centavo', cents: 'centavos' },
    'pt-BR': { one: 'dólar', many: 'dólares', cent: 'centavo', cents: 'centavos' },
  },
  BRL: {
    en: { one: 'real', many: 'reais', cent: 'centavo', cents: 'centavos' },
    es: { one: 'real', many: 'reales', cent: 'centavo', cents: 'centavos' },
    'pt-BR': { one: 'real', many: 'reais', cent: 'centavo', cents: 'centavos' },
  },
  EUR: {
    en: { one: 'euro', many: 'euros', cent: 'cent', cents: 'cents' },
    es: { one: 'euro', many: 'euros', cent: 'céntimo', cents: 'céntimos' },
    'pt-BR': { one: 'euro', many: 'euros', cent: 'centavo', cents: 'centavos' },
  },
  GBP: {
    en: { one: 'pound', many: 'pounds', cent: 'penny', cents: 'pence' },
    es: { one: 'libra', many: 'libras', cent: 'penique', cents: 'peniques' },
    'pt-BR': { one: 'libra', many: 'libras', cent: 'pêni', cents: 'pence' },
  },
};
const PESO: Record<EngineLanguage, Names> = {
  en: { one: 'peso', many: 'pesos', cent: 'centavo', cents: 'centavos' },
  es: { one: 'peso', many: 'pesos', cent: 'centavo', cents: 'centavos' },
  'pt-BR': { one: 'peso', many: 'pesos', cent: 'centavo', cents: 'centavos' },
};
for (const code of ['MXN', 'ARS', 'COP', 'CLP', 'UYU', 'PHP']) CURRENCY_WORDS[code] = PESO;

const AND: Record<EngineLanguage, string> = { en: 'and', es: 'con', 'pt-BR': 'e' };

/** The price as a voice should say it: "1299 reais e 90 centavos", "49 dollars". */
export function spokenPrice(amount: number, currency: string | undefined, language: EngineLanguage): string {
  const units = Math.floor(amount + 1e-9);
  const cents = Math.round((amount - units) * 100);
  const names = currency ? CURRENCY_WORDS[currency]?.[language] : undefined;
  if (!names) {
    const number = cents ? `${units}.${String(cents).padStart(2, '0')}` : String(units);
    return currency ? `${number} ${currency.split('').join(' ')}` : number;
  }
  const whole = `${units} ${units === 1 ? names.one : names.many}`;
  return cents ? `${whole} ${AND[language]} ${cents} ${cents === 1 ? names.cent : names.cents}` : whole;
}
