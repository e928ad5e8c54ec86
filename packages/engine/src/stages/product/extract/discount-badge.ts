import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { CURRENCY_AMOUNTS, detectCurrency } from './currency';
import { amountsIn, amountValue, type ParsedPrice } from './parse-price';
import { priceText } from './price-text';
import { QUALIFIED } from './price-words';
import { isTag, isText } from './text';

// A discount's badge: a box whose whole text is a percentage, with or without its minus or "off"
// ("22%", "-18%", "−15 %", "30% off").
const PERCENT_BADGE = /^\s*[-−–]?\s?(\d{1,2})\s?%(?:\s?off)?\s*$/i;

/** A box where a discount badge tells which of its two amounts is the price: the lower, that share below the higher. */
export interface DiscountedPair {
  box: Element;
  /** The price before the discount. */
  before: number;
  price: ParsedPrice;
}

function percentOf(el: Element): number | undefined {
  if (!el.children.every(isText)) return undefined;
  const percent = PERCENT_BADGE.exec(priceText(el))?.[1];
  return percent === undefined ? undefined : Number(percent);
}

/**
 * The boxes where a discount badge sits beside exactly two amounts with their currency, the lower
 * the badge's share below the higher (to within a percent of it, as badges round): the higher is the
 * price before the discount and the lower the price, even where the page marks neither so (Coupang's
 * "origin-price" beside its sale price, "22%" before it; HKTVmall's "price" beside "promotional",
 * "-18%" after them). The box is the badge's nearest parent, up to three up, that holds two amounts
 * or more, and words that make an amount a price for some or per unit (a Pix price, "/kg") rule it out.
 */
export function discountedPairs($: CheerioAPI, root: Element | undefined, host: string): DiscountedPair[] {
  const pairs: DiscountedPair[] = [];
  const boxes = 'span, div, em, i, b, strong, small, p, mark, ins, label';
  for (const badge of (root ? $(root).find(boxes) : $.root().find(boxes)).toArray()) {
    const percent = percentOf(badge);
    if (percent === undefined || percent === 0) continue;
    let box = badge.parent;
    for (let depth = 0; depth < 3 && box && isTag(box) && box.name !== 'body'; depth++, box = box.parent) {
      const text = priceText(box);
      const amounts = [...amountsIn(text)].map((amount) => ({ amount, value: amountValue(amount) ?? 0 })).filter((a) => a.amount !== undefined && a.value > 0);
      if (amounts.length < 2 || (text.match(CURRENCY_AMOUNTS) ?? []).length < 2) continue;
      // "R$ 89,90 · R$ 80,91 no Pix · 10% OFF", "€11.58/kg": the lower may be a price for some, or per unit.
      if (QUALIFIED.test(priceText(box, { skip: (node) => node === badge }))) break;
      const [high, low] = amounts.sort((a, b) => b.value - a.value);
      if (amounts.length === 2 && high && low?.amount && Math.abs(low.value - high.value * (1 - percent / 100)) <= high.value * 0.01) {
        const currency = detectCurrency(text, host);
        pairs.push({ box, before: high.value, price: currency ? { amount: low.amount, currency } : { amount: low.amount } });
      }
      break;
    }
  }
  return pairs;
}
