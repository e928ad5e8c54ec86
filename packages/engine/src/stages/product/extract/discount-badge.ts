import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { CURRENCY_AMOUNTS, detectCurrency } from './currency';
import { amountsIn, amountValue, PRICE_NUMBER, type ParsedPrice } from './parse-price';
import { priceText } from './price-text';
import { isOldPriceName, isPriceToPayName, namesOf } from './price-names';
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

// Words that make one of two amounts a price for some buyers or some offers, however much lower:
// a means of payment (Pix, boleto, cash, bank transfer, a shop's card), members, students, tax,
// another condition of the item, a subscription or repeat delivery, a trade-in, the shop's app, a
// code or coupon, a quantity ("Mix 6+", "buy 2").
const CONDITION =
  /\b(?:pix|boleto|[àa] vista|transfer\w*|dep[óo]sito|efectivo|contado|cash|tarjeta|cart[ãa]o|card|cmr|members?|club\w*|klubb\w*|medlem\w*|mitglied\w*|socios?|adh[ée]rents?|prime|vip|students?|tax|vat|iva|mwst|ust|tva|btw|moms|neuf|new|nuevo|novo|reconditionn\w*|refurb\w*|used|usad[oa]|occasion|subscri\w*|abo|autoship|repeat|trade[- ]?in|app|codes?|c[oó]digo|coupons?|cup[oó]n|cupom|gutschein\w*|mix|buy \d+)\b|\d\s?\+|税/i;

// The same conditions as a box's markup names them, on its elements' names and attributes or an icon's
// alternative text ("data-cmr-price", "cmr-icon", "price-member", "pix-price"): a shorter list, as
// "card" and "new" name layouts and sale prices too.
const CONDITION_NAME = /\b(?:pix|boleto|vista|transfer\w*|cash|cmr|tarjeta|members?|club\w*|klubb\w*|loyalty|subscri\w*|autoship|trade ?in|coupon|tax|vat|refurb\w*|used)\b/i;

function conditionNamed($: CheerioAPI, box: Element): boolean {
  const names = [box, ...$(box).find('*').toArray()].flatMap((el) => [...Object.keys(el.attribs), el.attribs.class ?? '', el.attribs.id ?? '', el.attribs.alt ?? '']);
  return CONDITION_NAME.test(names.join(' ').replace(/[_\d]+/g, ' ').replace(/([a-z])(?=[A-Z])/g, '$1 '));
}

// Amounts of a box, each once, above 0.
function amountsOf(text: string): { amount: string; value: number }[] {
  return [...amountsIn(text)].flatMap((amount) => (amount !== undefined && (amountValue(amount) ?? 0) > 0 ? [{ amount, value: amountValue(amount) ?? 0 }] : []));
}

// The lower amount as the badge's share below the higher, as badges round it (to half a percent).
const isShareBelow = (low: number, high: number, percent: number): boolean => Math.abs(low - high * (1 - percent / 100)) <= high * 0.005 + 0.01;

/**
 * The boxes where a discount badge sits beside exactly two amounts with their currency, the lower
 * the badge's share below the higher: the higher is the price before the discount and the lower the
 * price, even where the page marks neither so (Coupang's "origin-price" beside its sale price, "22%"
 * before it; HKTVmall's "price" beside "promotional", "-18%" after them). The box is the badge's
 * nearest parent, up to three up, that holds two amounts or more. A badge whose own line holds the
 * lower amount alone qualifies that one ("R$ 108,00 à vista · 10% OFF"), and words of a condition
 * (a means of payment, members, tax, another offer), in its text or its markup's names, or words that
 * make an amount per unit or "from" rule the box out.
 */
export function discountedPairs($: CheerioAPI, root: Element | undefined, host: string): DiscountedPair[] {
  const pairs: DiscountedPair[] = [];
  const boxes = 'span, div, em, i, b, strong, small, p, mark, ins, label';
  for (const badge of (root ? $(root).find(boxes) : $.root().find(boxes)).toArray()) {
    const percent = percentOf(badge);
    if (percent === undefined || percent === 0) continue;
    let box = badge.parent;
    let nearest: { amount: string; value: number }[] | undefined;
    for (let depth = 0; depth < 3 && box && isTag(box) && box.name !== 'body'; depth++, box = box.parent) {
      const text = priceText(box);
      const amounts = amountsOf(text);
      if (amounts.length > 0) nearest ??= amounts;
      if (amounts.length < 2 || (text.match(CURRENCY_AMOUNTS) ?? []).length < 2) continue;
      const words = priceText(box, { skip: (node) => node === badge });
      const [high, low] = amounts.sort((a, b) => b.value - a.value);
      const badgesLower = nearest?.length === 1 && nearest[0]?.value === low?.value;
      // Words said of the higher amount ("van € 29,99 voor", "Από 29,90 € Σε", "Nedsat fra 1.199,95 kr. til")
      // call it the price before the sale: they qualify the pair's low amount no more than a "was" does.
      const aboutLow = high ? words.replace(new RegExp(PRICE_NUMBER.source, 'g'), (m) => (amountValue([...amountsIn(m)][0]) === high.value ? ' ' : m)) : words;
      if (amounts.length === 2 && high && low && !badgesLower && !QUALIFIED.test(aboutLow) && !CONDITION.test(words) && !conditionNamed($, box) && isShareBelow(low.value, high.value, percent)) {
        const currency = detectCurrency(text, host);
        pairs.push({ box, before: high.value, price: currency ? { amount: low.amount, currency } : { amount: low.amount } });
      }
      break;
    }
  }
  return pairs;
}

// A discount's badge in the price's box ("<span class="badge">-15%</span>", "(–13 %)") is no part of
// the price, nor a percentage that qualifies it ("Mit Kundenkarte -10%: 89,99 €" is running words, and
// does); neither is a discount's amount in brackets after it ("26,910원 <span>(2,990원 할인)</span>",
// "<small>(save $5.00)</small>").
const DISCOUNT_BADGE = /^\s*[(（]?\s*[-−–]\s?\d{1,2}(?:[.,]\d{1,2})?\s?%\s*[)）]?\s*$/;
const DISCOUNT_NOTE = /^\s*[(（][^()（）]*\d[^()（）]*[)）]\s*$/;
// Not the words of a sale price that begin so ("(할인가 35,100원)", "(优惠价 ¥259)").
const DISCOUNT_WORD = /할인(?!가)|割引(?!価格)|値引(?!価格)|优惠(?!价)|優惠(?!價)|\b(?:off|save|saving|you save|spar\w*|sconto|desconto|descuento|rabatt|remise|korting|zniżk\w*|sleva|hemat)\b/i;
// PrestaShop's "Save 20%" in the price's box, in the shop's language ("Économisez 20%", "Ahorra 20%",
// "Risparmia 20%", "Sie sparen 20%", "Zaoszczędź 20%", "Bespaar 20%"): a percentage alone, no amount.
const SAVING_PERCENT =
  /^\s*(?:save|you save|économisez|economisez|ahorr[ae]s?|risparmi[a]?|sie sparen|spare|spar|zaoszczędź|oszczędzasz|bespaar|poupe|economize|ušetříte|ušetríte|estalviï)\s*[:：]?\s*[-−–]?\d{1,2}(?:[.,]\d{1,2})?\s?%\s*$/i;
// A saving said as a percentage is the badge of a sale: in a box named the price to pay (PrestaShop's
// "current-price"), or in one that prints the price before it (struck or named so). Beside another
// amount alone (a subscription's, a pack's, a member's: "£8.55 Save 10%" under "Subscribe & save") it is
// that amount's condition, which its percentage keeps telling.
const isStruckOrOld = (node: Element): boolean =>
  node.name === 'del' || node.name === 's' || node.name === 'strike' || isOldPriceName(namesOf(node)) || node.children.some((child) => isTag(child) && isStruckOrOld(child));
function isSaleBadge(node: Element): boolean {
  for (let up = node.parent, depth = 0; up && isTag(up) && depth < 2; up = up.parent, depth++) {
    if (isPriceToPayName(namesOf(up)) || up.children.some((child) => child !== node && isTag(child) && isStruckOrOld(child))) return true;
  }
  return false;
}
export const isDiscountBadge = (node: Element): boolean => {
  const text = priceText(node);
  return DISCOUNT_BADGE.test(text) || (SAVING_PERCENT.test(text) && isSaleBadge(node)) || (DISCOUNT_NOTE.test(text) && DISCOUNT_WORD.test(text));
};
