import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { CURRENCY_SIGN } from './currency';
import { notedPrices } from './noted-prices';
import { struck } from './page-layout';
import { amountValue, parsePrice, type ParsedPrice } from './parse-price';
import { candidates, isOtherPrice, squeezed } from './price-candidates';
import { printsAsDiscount } from './printed-price';
import { priceText } from './price-text';
import { mainProductBlock } from './product-block';
import { printsOnlyAsLowestEnd } from './schema-product';
import { isTag } from './text';

// The price the page's text shows: the candidates of the product's block first, then the page's,
// then amounts printed bare or named in words, kept only where one amount clearly stands out.

/** What the page's own price text says, when one amount clearly stands out. */
export interface HeuristicPrice {
  price?: string;
  currency?: string;
}

// The line of a parent's text that holds a bold amount (its whole text where none does).
function boldLine(parent: Element, bold: string): string {
  const text = priceText(parent, { lines: true });
  return text.split('\n').find((line) => line.includes(bold)) ?? text;
}

// "<h2>£98.00</h2>" (OpenCart's default theme): an element of the product's block whose whole text is
// one amount with its currency, links aside ("245.000 TL <a>Fiyat Geçmişi</a>", a price history), not
// crossed out, not in another product's card, not bold inside a sentence.
function barePrices($: CheerioAPI, host: string, block: Element): ParsedPrice[] {
  return $(block)
    .find('h2, h3, h4, strong, b')
    .toArray()
    .flatMap((el) => {
      const text = squeezed($(el).clone().find('a').remove().end());
      const rest = text.replace(CURRENCY_SIGN, '').replace(/\d[\d.,\s\u00a0'’]*/, '').trim();
      if (text.length > 24 || rest !== '' || !CURRENCY_SIGN.test(text)) return [];
      if ($(el).closest(struck($)).length > 0 || isOtherPrice($, el, block, true)) return [];
      // Bold in a sentence is the sentence's ("Je betaalt dan <b>€ 44,99</b> voor 2 blikken."), not a price box:
      // its line, not its parent's whole text ("<strong>149,00 €</strong><br>inkl. 19% MwSt., zzgl.
      // Versandkosten<br>Lieferzeit: 2–4 Werktage" is a price box with its notes on lines of their own).
      if ((el.name === 'strong' || el.name === 'b') && el.parent && isTag(el.parent) && boldLine(el.parent, priceText(el)).length > 60) return [];
      const parsed = parsePrice(text, host);
      return parsed && Number(parsed.amount) > 0 ? [parsed] : [];
    });
}

/**
 * The price printed in elements marked as a price (class/id words in several languages), leaving out
 * old, instalment, before-tax, shipping and other products' prices. Precision first: when the
 * candidates disagree and no amount is at least twice as frequent as any other, the product's own
 * block around its heading decides alone; when that too is unclear, there is no price. `dashed` reads
 * round amounts with a dash for their cents and no sign too (see dashedCurrency).
 */
export function findPriceText(options: { $: CheerioAPI; host: string; dashed?: boolean }): HeuristicPrice {
  const { $, host, dashed = false } = options;
  const block = mainProductBlock($);
  const named = block ? candidates($, host, block, true, dashed) : [];
  const steps = [
    // The product's block, its lists and cards of other products ("complete the look") left out…
    () => decide(named),
    // …or, where the block names two amounts and prints between them what the higher loses to reach
    // the lower, the lower…
    () => (block ? afterPrintedDiscount(named, priceText(block)) : {}),
    // …the page, the same way…
    () => decide(candidates($, host, undefined, true, dashed)),
    // …then the block taking in what its theme names as cards or sliders, unless it has grown to
    // hold other products (their names as links under headings).
    () => (block && $(block).find('h2 a, h3 a, h4 a').length < 2 ? decide(candidates($, host, block, false, dashed)) : {}),
    // …and last, when the block names no price at all (names that disagree are no gap to fill), an
    // amount it prints alone as a heading or in bold.
    () => (block && named.length === 0 ? decide(barePrices($, host, block)) : {}),
    // …and where nothing on the page is named a price, an amount its words call the price.
    () => decide(notedPrices($, host)),
  ];
  for (const step of steps) {
    const found = step();
    if (found.price !== undefined) return found;
  }
  return {};
}

/**
 * Where no source reads a price, and the product's block names exactly two amounts a price, neither
 * told apart by its names or words, the first where it is the higher: everyone's price, printed before
 * a member's, a card's, a unit's, a cash or a before-tax price ("$5.49 ea" over a "comparison-price"
 * "$3.14 / 100g", "16€60" over a members' "14€94"). A last guess: a wrong price costs a page little
 * more than a missing one, and such a first amount is the price far more often than not. Not a lower
 * first amount, which may as well be a coupon's, a deposit's, a trade-in's or a loyalty card's price
 * printed before the price as a sale's printed before the old one; nor three amounts or more (a table
 * of sizes, each at its own price), nor the low end of a range with no variant chosen ("$19.95 –
 * $29.95"), which prices nothing.
 */
export function firstOfTwoNamedPrices(options: { $: CheerioAPI; url: URL; host: string }): HeuristicPrice {
  const { $, url, host } = options;
  const block = mainProductBlock($);
  const named = block ? candidates($, host, block, true) : [];
  const [first] = named;
  const [higher, lower, ...more] = [...new Set(named.map((parsed) => amountValue(parsed.amount) ?? -1))];
  if (!first || higher === undefined || lower === undefined || more.length > 0 || higher < lower || printsOnlyAsLowestEnd($, url, first.amount)) return {};
  return { price: first.amount, currency: first.currency ?? named.find((parsed) => parsed.currency)?.currency };
}

// "Online Price $1,299.99 · Less: -$200.00 · Your Price $1,099.99" (Costco): two amounts named a price,
// where the block prints their difference as a discount between them, are the price before it and
// after it (see printsAsDiscount).
function afterPrintedDiscount(found: ParsedPrice[], text: string): HeuristicPrice {
  const values = [...new Set(found.map((parsed) => amountValue(parsed.amount) ?? -1))].sort((a, b) => a - b);
  const [low, high] = values;
  if (values.length !== 2 || low === undefined || high === undefined || low <= 0) return {};
  const difference = (Math.round((high - low) * 100) / 100).toFixed(2);
  const [lower, higher] = [low, high].map((value) => found.find((parsed) => amountValue(parsed.amount) === value));
  if (!lower || !higher || !printsAsDiscount(text, difference, higher.amount, lower.amount)) return {};
  return { price: lower.amount, currency: lower.currency ?? found.find((parsed) => parsed.currency)?.currency };
}

/**
 * The amount that stands out among candidates: the only one, or one at least twice as frequent as the
 * next and more than a third of them all. Two of six different amounts (a sellers' table under a
 * price-comparison page's own price) stand out from no one.
 */
export function decide(found: ParsedPrice[]): HeuristicPrice {
  const counts = new Map<number, { parsed: ParsedPrice; count: number }>();
  for (const parsed of found) {
    const value = amountValue(parsed.amount) ?? -1;
    const entry = counts.get(value) ?? { parsed, count: 0 };
    entry.count += 1;
    counts.set(value, entry);
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count);
  const [top, next] = ranked;
  if (!top || (next && top.count < 2 * next.count) || top.count * 3 <= found.length) return {};
  return { price: top.parsed.amount, currency: top.parsed.currency ?? ranked.find((r) => r.parsed.currency)?.parsed.currency };
}
