import type { EngineLanguage } from '../../schema';
import { spokenPrice } from '../script/money';

const SYMBOLS: Record<string, string> = { 'R$': 'BRL', 'US$': 'USD', 'MX$': 'MXN', '€': 'EUR', '£': 'GBP' };
const PERCENT: Record<EngineLanguage, string> = { en: 'percent', es: 'por ciento', 'pt-BR': 'por cento' };

/**
 * A written amount as a number: "1.299,90" and "1,299.90" are both 1299.9. A separator followed by
 * exactly two digits at the end is the decimal one; any other separator groups thousands.
 */
export function parseAmount(written: string): number | undefined {
  const match = /^(\d{1,3}(?:[.,\u00a0 ]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(written.trim());
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/[.,\u00a0 ]/g, '');
  return Number(match[2] ? `${whole}.${match[2]}` : whole);
}

/**
 * What the voice should say for a text written to be read: amounts of money and percentages in
 * words ("R$ 1.299,90" → "1299 reais e 90 centavos", "25%" → "25 por cento"), since a voice reads
 * "R$" as letters. A bare "$" is the product's currency.
 */
export function speakable(text: string, language: EngineLanguage, currency?: string): string {
  const amount = String.raw`(\d[\d.,\u00a0]*\d|\d)`;
  const before = new RegExp(String.raw`(R\$|US\$|MX\$|€|£|\$|\b[A-Z]{3}(?=\s?\d))\s?${amount}`, 'g');
  const after = new RegExp(String.raw`${amount}\s?(€|R\$)`, 'g');
  const say = (symbol: string, written: string, whole: string) => {
    const value = parseAmount(written);
    if (value === undefined) return whole;
    const code = SYMBOLS[symbol] ?? (/^[A-Z]{3}$/.test(symbol) ? symbol : (currency ?? 'USD'));
    return spokenPrice(value, code, language);
  };
  return text
    .replace(before, (whole, symbol: string, written: string) => say(symbol, written, whole))
    .replace(after, (whole, written: string, symbol: string) => say(symbol, written, whole))
    .replace(/(\d+)\s?%/g, (_whole, n: string) => `${n} ${PERCENT[language]}`);
}
