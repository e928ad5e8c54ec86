import type { Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN } from './currency';
import { priceText } from './price-text';
import { asciiDigits, isTag } from './text';

// A row of a quantity ladder begins with its quantities: a range ("2 - 99 Pieces", "1~9 sets", "10 à
// 49"), a lower bound (">= 10 sets", "100+", "ab 50 Stück", "500 or more"), and at most a unit of
// goods after them, before the amount. Not a row of sizes or ages ("2 - 4 years", "6-12 M"), whose prices are variants'.
const COUNT = String.raw`\d[\d,.\s]*`;
const UNIT = String.raw`(?:pieces?|pcs?|sets?|units?|items?|pairs?|packs?|boxes|box|cartons?|bags?|rolls?|kg|st(?:k|ück)?|stuks|unidad(?:es)?|unid|peças?|pçs|pezzi|pz|pièces?|шт|个|件|個|点|개)\.?`;
const QUANTITIES = new RegExp(
  String.raw`^\s*(?:${COUNT}\s*(?:[-–~]|to|bis|a|à|até)\s*${COUNT}|(?:>=?|≥|from|ab|desde|a partir de|à partir de|dès)\s*${COUNT}|\d[\d,.]*\s*(?:\+|or more|and (?:up|above)|ou mais|o más|et plus|und mehr|以上))\s*(?:${UNIT})?\s*[:：]?(?=\s*(?:${CURRENCY_SIGN.source}|[^\s\p{L}]))`,
  'iu',
);

/** Whether a row reads as one step of a quantity ladder: its quantities first, then one amount with its currency. */
function isTierRow(row: Element): boolean {
  const text = asciiDigits(priceText(row));
  return text.length <= 80 && QUANTITIES.test(text) && (text.match(CURRENCY_AMOUNTS)?.length ?? 0) === 1;
}

/**
 * Whether an amount is a later step of a quantity ladder (Alibaba's "2 - 99 Pieces $3.80" then
 * "100 - 999 Pieces $3.20", a trade shop's "1-9" and "10+" rows): rows side by side, each its
 * quantities and one amount. The first step is what the smallest order pays for each piece, the
 * price; the later ones are prices for buying more.
 */
export function isLaterQuantityTier(el: Element): boolean {
  let row: Element = el;
  for (let depth = 0; depth < 4 && row.parent && isTag(row.parent); depth++, row = row.parent) {
    const rows = row.parent.children.filter((child): child is Element => isTag(child) && child.name === row.name);
    if (rows.length >= 2 && rows.every(isTierRow)) return rows.indexOf(row) > 0;
  }
  return false;
}
