import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { AMBIGUOUS_SIGNS, CURRENCY_SIGN, WORD_CODES, detectCurrency } from './currency';
import { amountValue, parseAmount } from './parse-price';
import { isAroundProduct, isBeforeTaxBox, leadsAway } from './page-layout';
import { classAndId, OTHER_PRODUCTS_LAYOUT, PRODUCTS_LIST_LAYOUT } from './price-names';
import { priceText } from './price-text';
import { BEFORE_TAX } from './price-words';
import { isTag } from './text';

// Where a page prints an amount, and how: the sources that read a price somewhere no visitor looks
// (analytics tags, a description) check it here against what the page shows.

// The amount as shops print it: thousands grouped or not, any decimal mark, whole amounts with or
// without ",00"/".-". What the match reads as must be the amount itself (checked by parseAmount).
// Loosely, also as the price text reads amounts a parser would not: the euro sign for a decimal mark
// ("449<sup>€99</sup>"), cents in a box of their own on the next line ("179\n<sup>99</sup>"), lakhs
// grouped ("1,29,990").
function printedPattern(amount: string, { loose = false } = {}): RegExp {
  const [whole = '', fraction = ''] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[.,'’ \\u00a0\\u202f]?");
  const lakhs = loose && whole.length > 5 ? `|${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}` : '';
  const mark = loose ? '(?:[.,]|\\s*€\\s*|\\s+)' : '[.,]';
  const cents = fraction ? `${mark}${fraction.padEnd(2, '0')}` : `(?:[.,](?:00|[-–]{1,2}))?`;
  return new RegExp(`(?<![\\d.,])(?:${grouped}${lakhs})${cents}(?![\\d]|[.,]\\d)`, 'g');
}

/** A currency sign right before the end of a text, or right at its start: an amount's sign on either side. */
export const SIGN_BEFORE = new RegExp(`(?:${CURRENCY_SIGN.source})\\.?\\s?$`);
export const SIGN_AFTER = new RegExp(`^\\s?(?:${CURRENCY_SIGN.source})`);

// One end of a price range ("19,95 € – 29,95 €") or a "from" price ("desde 19,95 €", "as low as $45")
// is no price of the product as it stands. The dash of an amount's whole crowns joins no range
// ("3.999,-Før 4.999,-", "1.299,–1299.–" where a screen reader's copy follows).
/** A dash for the cents of whole crowns or francs right after an amount (",-", ".–", ":-"). */
export const DASH_CENTS = /^[.,:][-–—]{1,2}/;
// After the amount, its own cents' dash or none, then the range's dash.
const OWN_DASH = String.raw`(?:[.,:][-–—]{1,2}|(?![.,:][-–—]))`;
const RANGE_BEFORE = new RegExp(String.raw`\d${OWN_DASH}[^\d\n]{0,5}[-–—][^\d\n]{0,5}$`);
// A discount's badge after the amount ("79,96 € -20%") ends no range.
const RANGE_AFTER = new RegExp(String.raw`^${OWN_DASH}[^\d\n]{0,5}[-–—][^\d\n]{0,5}\d(?![\d.,]*\s?%)`);
// Dutch "van" is a Magento bundle's "Van € 24,95 Tot € 61,85", or the price before a sale ("van € 29,95 voor € 19,95"):
// no price of the product as it stands either way. Only on the amount's own line, or as a label on a
// line of its own ("Van\n€ 24,95"): a heading that ends in the English noun ("Wooden Ice Cream Van"
// over "£34.99") says nothing of the price below it.
const FROM_BEFORE =
  /(?:\b(?:from|desde|ab|as low as|starting at)|a partir de|à partir de|a partire da)\s*[:：]?\s*\S{0,3}\s?$|\bvan(?:af)?[^\S\n]*[:：]?[^\S\n]*\S{0,3}[^\S\n]?$|\n[^\S\n]*van(?:af)?[^\S\n]*[:：]?\s*\S{0,3}\s?$/i;

// Where the text prints the amount, each place as its start and end: the matches of printedPattern
// whose number reads as that amount.
function placesOf(text: string, amount: string): { index: number; end: number; match: string }[] {
  return [...text.matchAll(printedPattern(amount))]
    .filter((match) => amountValue(parseAmount(match[0])) === amountValue(amount))
    .map((match) => ({ index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, match: match[0] }));
}

// A currency sign right before or right after the amount at [index, end).
const isSigned = (text: string, index: number, end: number): boolean => SIGN_BEFORE.test(text.slice(Math.max(0, index - 8), index)) || SIGN_AFTER.test(text.slice(end, end + 8));

function isRangeEnd(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 20), index);
  return RANGE_BEFORE.test(before) || RANGE_AFTER.test(text.slice(end, end + 12)) || FROM_BEFORE.test(before);
}

/** Whether the text holds the amount at all, a currency beside it or not ("8 990,-"), in any form the price text reads. */
export function holdsAmount(text: string, amount: string): boolean {
  return placesOf(text, amount).length > 0 || printedPattern(amount, { loose: true }).test(text);
}

// A range whose sign follows its upper end alone ("19,95 – 34,95 €"): its lower end is signed too.
const SIGNED_UPPER_END = new RegExp(`^[^\\d\\n]{0,5}[-–—][^\\d\\n]{0,5}\\d[\\d.,'’ \\u00a0\\u202f]*\\s?(?:${CURRENCY_SIGN.source})`);

/**
 * Whether the text prints the amount, with its currency, only as a range's end or a "from" price
 * ("from $45.00", "$45.00 – $120.00"), never as a price of its own: a single structured offer at it is
 * the lowest variant's.
 */
export function printsOnlyAsRangeEnd(text: string, amount: string, host = ''): boolean {
  if (findPrintedPrice(text, amount, host) !== undefined) return false;
  return placesOf(text, amount).some(({ index, end }) => (isSigned(text, index, end) || SIGNED_UPPER_END.test(text.slice(end, end + 24))) && isRangeEnd(text, index, end));
}

// A discount said as such before its amount ("Less: -$200.00", "Instant Savings $200", "You save
// $20", "Sie sparen 30 €") or after it ("$200 OFF"). A minus alone says no discount: a deposit paid
// today ("Deposit paid today -£299.80" before the balance due), an old phone's exchange value ("-₹14,000.00")
// are taken off too. Not one only some shoppers get (a rebate, a trade-in or exchange, a coupon or code,
// a card's or member's, a subscriber's, a student's or teacher's).
const DISCOUNT_BEFORE = /\b(?:less|save|savings?|you save|discount|sie sparen|rabatt|remise|économisez|descuento|ahorra\w*|sconto|risparmi\w*|desconto|economi\w*)\b\s*[:：]?\s*\S{0,3}\s?$/i;
const DISCOUNT_AFTER = /^\s*(?:off|de desconto|de descuento|rabatt)\b/i;
const CONDITIONAL_DISCOUNT = /rebate|trade|exchange|coupon|code|card|member|club|cashback|reward|gift|points|bonus|pix|boleto|tarjeta|karte|carte|subscri|abonn|autoship|student|educat|teacher/i;

/**
 * Whether the text prints the amount as a discount, signed, between the price before it and the price
 * after it, as the lines of a sum ("Online Price $1,299.99 · Less: -$200.00 · Your Price $1,099.99").
 * Printed after both ("$34.00 · $30.60 every 4 weeks · You save $3.40", "£2.25 · Nectar Price £1.75 ·
 * Save £0.50"), it is what another offer beside the price saves: a subscriber's, a loyalty scheme's, a
 * refurbished unit's.
 */
export function printsAsDiscount(text: string, amount: string, higher: string, lower: string): boolean {
  const [highs, lows] = [placesOf(text, higher), placesOf(text, lower)];
  return placesOf(text, amount).some(({ index, end }) => {
    const before = text.slice(Math.max(0, index - 30), index);
    const between = highs.some((high) => high.index < index) && lows.some((low) => low.index > end);
    return (
      isSigned(text, index, end) &&
      between &&
      (DISCOUNT_BEFORE.test(before) || DISCOUNT_AFTER.test(text.slice(end, end + 14))) &&
      !CONDITIONAL_DISCOUNT.test(`${before}${text.slice(end, end + 30)}`)
    );
  });
}

/** How the page prints an amount as a price. */
export interface PrintedPrice {
  /** The currency its sign names, if it names one alone ("$" does not, outside the countries that use it). */
  currency?: string;
}

// An amount given for reference or converted ("Preço de referência nos EUA: US$ 49.99", "Precio
// referencial en dólares: US$ 775.13", "approx. US $11.69", "≈ $21.50"): no price the page asks.
const REFERENCE_BEFORE = /refer[eê]ncia|referencial|reference|\bapprox|\baprox|≈|\bca\.|\bcirca\b|\benviron\b|ungef[äa]hr/i;

/**
 * Where the page prints the amount as a price: a currency sign or code right before or after it, no
 * word around it saying it is before tax or given for reference. A sign wins over a code; a code that is also an English
 * word ("PEN", "TRY") counts only when it is the currency the tag names (`expected`).
 */
export function findPrintedPrice(text: string, amount: string, host = '', expected?: string): PrintedPrice | undefined {
  let byCode: PrintedPrice | undefined;
  for (const match of text.matchAll(printedPattern(amount))) {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    const before = text.slice(Math.max(0, index - 8), index);
    const after = text.slice(end, end + 8);
    // "€ 1 299" holds 299 only as the end of a larger number.
    const continuesNumber = /(?:^|[^\d.,])\d{1,3}[ \u00a0\u202f'’]$/.test(before) && /^\d{3}(?!\d)/.test(match[0]);
    if (continuesNumber || amountValue(parseAmount(match[0])) !== amountValue(amount)) continue;
    const sign = (SIGN_BEFORE.exec(before)?.[0] ?? SIGN_AFTER.exec(after)?.[0])?.trim().replace(/\.$/, '');
    // Words about this amount only, not past another number on either side ("19,800円（税込） 本体価格 18,000円"),
    // on its line or, where the line holds none, on a whole line of words right above it (a table's
    // "本体価格" header cell over its "3,000円").
    const lines = text.slice(Math.max(0, index - 25), index).replace(/^.*\d/s, '').split('\n');
    const [own = '', above = ''] = lines.slice(-2).reverse();
    const wordsBefore = lines.length >= 3 && own.replace(SIGN_BEFORE, '').trim() === '' ? `${above}\n${own}` : own;
    const wordsAfter = text.slice(end, end + 25).replace(/\d.*$/s, '').replace(/\n.*$/s, '');
    if (!sign || BEFORE_TAX.test(`${wordsBefore}${match[0]}${wordsAfter}`) || REFERENCE_BEFORE.test(text.slice(Math.max(0, index - 60), index).replace(/^.*[\d\n]/s, '')) || isRangeEnd(text, index, end)) continue;
    const isCode = /^[A-Z]{3}$/.test(sign);
    if (isCode && WORD_CODES.has(sign) && sign !== expected) continue;
    // "$" or "元" agrees with whichever dollar or yuan the tag names; alone, the shop's country decides.
    const named = !AMBIGUOUS_SIGNS.has(sign) ? detectCurrency(sign, host) : expected ? undefined : detectCurrency(sign, host, { ambiguous: false });
    const printed = named ? { currency: named } : {};
    if (!isCode) return printed;
    byCode ??= printed;
  }
  return byCode;
}

// One page's shown text, read once however many sources check an amount against it (as each reader asks for it).
const shownTexts = new WeakMap<object, Map<string, string>>();

/** What shownText leaves out beside the page's frame and other products' boxes. */
export interface ShownTextOptions {
  /** The options of drop-down lists, whose amounts are each a choice's ("Black - £39.99"). */
  outsideChoices?: boolean;
  /** Other products' cards in lists, carousels and grids (a link inside, the heading outside). */
  outsideCards?: boolean;
}

/**
 * The text of the page where its product is shown, as priceText reads it, line by line: not the
 * header's "free shipping over $50", nor related products, nor a box that holds the price before tax,
 * nor a button's words ("Show prices excl. VAT" beside the price is a switch, not its label).
 * Sources that only trust an amount the page prints check it here.
 */
export function shownText($: CheerioAPI, options: ShownTextOptions = {}): string {
  const document = $.root()[0];
  const key = `${options.outsideChoices === true} ${options.outsideCards === true}`;
  const known = document && shownTexts.get(document)?.get(key);
  if (known !== undefined) return known;
  const heading = $('h1').first()[0];
  const linksAway = (node: Element): boolean => $(node).find('a[href]').toArray().some((link) => leadsAway(link.attribs.href));
  // A card is another product's in a box named for a list or carousel of them, or beside another box
  // of its tag and class that links away too (a grid's tiles). A card, tile or grid alone is the
  // product's own: Bootstrap's "card" around the buy box with its "Versandkosten" link, a Tailwind
  // "grid" of the picture and the price under the heading.
  const isAlike = (node: Element, other: AnyNode): boolean =>
    other !== node && isTag(other) && other.name === node.name && other.attribs.class === node.attribs.class && linksAway(other);
  const isCard = (node: Element): boolean =>
    OTHER_PRODUCTS_LAYOUT.test(classAndId(node)) &&
    linksAway(node) &&
    !(heading && $.contains(node, heading)) &&
    (PRODUCTS_LIST_LAYOUT.test(classAndId(node)) || (node.parent?.children ?? []).some((other) => isAlike(node, other)));
  const skip = (node: Element) =>
    node.name === 'button' ||
    (options.outsideChoices === true && node.name === 'select') ||
    (options.outsideCards === true && isCard(node)) ||
    isAroundProduct($, node) ||
    isBeforeTaxBox(node);
  const body = $('body')[0];
  const text = body ? priceText(body, { skip, lines: true }) : '';
  if (document) shownTexts.set(document, (shownTexts.get(document) ?? new Map<string, string>()).set(key, text));
  return text;
}
