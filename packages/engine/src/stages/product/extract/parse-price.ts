import { detectCurrency, THOUSANDTHS } from './currency';
import { PERCENTAGES } from './price-words';
import { asciiDigits } from './text';

/** A price read from text: the amount as a decimal string, and the currency the text names. */
export interface ParsedPrice {
  amount: string;
  currency?: string;
}

/** An amount as shops print it. */
// Digits grouped by spaces or apostrophes ("1 299,90", "1'299.90"), else by "." and ",". A space
// only groups when three digits follow, so "49.90 2 items" stays 49.90.
export const PRICE_NUMBER = /\d{1,3}(?:[ \u00a0\u202f'’]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d(?:[\d.,]*\d)?/;

/** A decimal string with at least two fraction digits when it has any: "12.5" → "12.50", "349.00" → "349". */
export function normalizeAmount(whole: string, fraction = ''): string | undefined {
  const units = whole.replace(/^0+(?=\d)/, '');
  if (!/^\d{1,12}$/.test(units)) return undefined;
  const trimmed = fraction.replace(/0+$/, '');
  if (!trimmed) return units;
  return `${units}.${trimmed.padEnd(2, '0')}`;
}

/**
 * The number in price text, deciding decimal against thousands marks by position: the last mark is
 * the decimal one when both "." and "," appear; a lone mark followed by exactly three digits groups
 * thousands ("1.299" → 1299, "1,299" → 1299), otherwise it is decimal ("12,5" → 12.5). In a currency
 * counted in thousandths (`thousandths`: the dinars of Kuwait or Tunisia, say) three digits after a
 * lone mark are its fraction ("89.900" → 89.9).
 */
export function parseAmount(text: string, thousandths = false): string | undefined {
  const raw = PRICE_NUMBER.exec(asciiDigits(text))?.[0];
  if (!raw) return undefined;
  // Spaces and apostrophes only ever group thousands: "1 299,90", "1'299.90".
  const compact = raw.replace(/['’\s\u00a0\u202f]/g, '');
  const marks = compact.replace(/\d/g, '');
  if (!marks) return normalizeAmount(compact);
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const lastMark = compact[last] ?? '.';
  const after = compact.slice(last + 1);
  const before = compact.slice(0, last);
  const hasBoth = marks.includes('.') && marks.includes(',');
  const repeated = marks.split(lastMark).length - 1 > 1;
  if (hasBoth) {
    // The decimal mark appears once and last: "1.299,90", "1,299.90".
    if (repeated) return undefined;
    if (!isGrouped(before)) return undefined;
    return normalizeAmount(before.replace(/[.,]/g, ''), after);
  }
  if (repeated) return isGrouped(compact) ? normalizeAmount(compact.replace(/[.,]/g, '')) : undefined;
  if (after.length === 3 && !/^0+$/.test(before) && !thousandths) return normalizeAmount(before + after);
  return normalizeAmount(before, after);
}

// Thousands groups of exactly three digits after the first ("1.299.000", "12,345"), or grouped the
// Indian way, in lakhs and crores of two digits before the last three ("1,29,990", "12,34,56,789").
function isGrouped(value: string): boolean {
  return /^\d{1,3}([.,]\d{3})*$/.test(value) || /^\d{1,2}(,\d{2})+,\d{3}$/.test(value) || /^\d+$/.test(value);
}

/**
 * "35€99": French shops print the euro sign where the decimal mark goes. Written back as "35.99 €"
 * (with the mark the whole part does not already use for thousands, "1.299€99" → "1.299,99 €").
 */
export function withEuroAsDecimalMark(text: string): string {
  return text.replace(/(\d[\d.,\s\u00a0]*?)\s?€(?:(\d{2})(?![\d.,])|\s(\d{2})\s*$)/, (_, whole: string, glued?: string, apart?: string) => `${whole}${whole.includes('.') ? ',' : '.'}${glued ?? apart ?? ''} €`);
}

/** Price text as shops print it ("R$ 1.299,90", "$1,299.90", "1 299,90 zł", "USD 49.90") read as a decimal and a currency. */
export function parsePrice(text: string, host = ''): ParsedPrice | undefined {
  const squeezed = asciiDigits(text).replace(/\s+/g, ' ').trim();
  if (!squeezed || squeezed.length > 80) return undefined;
  const cleaned = withEuroAsDecimalMark(squeezed);
  const currency = detectCurrency(cleaned, host);
  const amount = parseAmount(cleaned, currency !== undefined && THOUSANDTHS.has(currency));
  if (amount === undefined) return undefined;
  return currency ? { amount, currency } : { amount };
}

const PRICE_NUMBERS = new RegExp(PRICE_NUMBER.source, 'g');

/**
 * The amounts a piece of price text prints, each once: "$12.99 - $24.99" prints two, "$35.00 USD" and
 * "109€ 109€" one. A percentage ("-20 %") is none.
 */
export function amountsIn(text: string): Set<string | undefined> {
  return new Set(withEuroAsDecimalMark(asciiDigits(text)).replace(PERCENTAGES, '').match(PRICE_NUMBERS)?.map((number) => parseAmount(number)));
}

/** A price given by structured data (a number, or a string such as "1299.90" or "1.299,90"). */
export function parseStructuredPrice(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? normalizeAmount(...(splitNumber(value))) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = asciiDigits(value).trim();
  // schema.org asks for a dot as the decimal mark, so "23.450" there is twenty-three and change.
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (plain) return normalizeAmount(plain[1] ?? '', plain[2]);
  return parseAmount(trimmed);
}

function splitNumber(value: number): [string, string] {
  const [whole = '0', fraction = ''] = value.toFixed(6).split('.');
  return [whole, fraction];
}

/** Compares two decimal strings as numbers. */
export function amountValue(amount: string | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const value = Number(amount);
  return Number.isFinite(value) ? value : undefined;
}
