import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { CURRENCY_SIGN } from './currency';
import { amountValue, parsePrice, type ParsedPrice } from './parse-price';

// Class and id words that mark a price, in the languages of the shops we see.
const PRICE_HINT = /price|preco|preço|precio|prix|preis|prezzo|prijs|cena|cijena|valor|amount|cost/i;
// Prices that are not what one pays now: old, list, per-instalment, per-unit, shipping, other products.
const NOT_THE_PRICE =
  /old|was|strike|streich|before|regular|list-?price|listprice|compare|original|barre|rrp|msrp|uvp|previous|crossed|saving|save|discount|instal|parcel|month|per-?unit|unit-?price|shipping|delivery|frete|envio|related|recommend|\breco(?:s)?(?=[-_\s]|$)|similar|upsell|cross-?sell|mini-?cart|cart-?(?:item|drawer|popup|summary|preview)|basket-?item|bundle|accessor|review|range|from|filter|facet|minimum|max/i;
// Layout words that on a page at large mostly hold other products' prices (lists, sliders, cards).
const OTHER_PRODUCTS_LAYOUT = /product-?list|list-?item|carousel|slider|tile|card|grid|teaser/i;
const STRUCK = 'del, s, strike';
const OUTSIDE = 'header, footer, nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], noscript, script, style';
// A price written alone: a currency and an amount and nothing else of note.
const CURRENCY_MARK = /[$€£¥₹₽₺₩₪₴₸元円]|R\$|zł|Kč|тг|руб|\b(?:[A-Z]{3}|Rs\.?|kr|kn|lei|Ft|CHF)\b/i;
const CURRENCY_AMOUNTS = /(?:[$€£¥₹₽₺₩₪₴₸]|R\$|zł|Kč|тг|\b(?:[A-Z]{3}|Rs\.?|kr|kn|lei|Ft)\b)\s?\d|\d\s?(?:[$€£¥₹₽₺₩₪₴₸元円]|zł|Kč|тг|\b(?:[A-Z]{3}|kr|kn|lei|Ft)\b)/gi;
// Amounts before tax or per instalment, said in words next to them.
/** Words that say an amount is before tax ("bez DPH", "zzgl. MwSt.", "Excl. VAT", "税抜"). */
export const BEFORE_TAX =
  /\b(bez|brez|excl|exkl|netto|without|sin iva|sem impostos|ohne|hors|ht)\b|(?:\bex\.?|\bplus|\bzzgl\.?|\+)\s?(?:vat|gst|tax|btw|moms|mwst|iva|tva)\b|\b(?:zonder|senza|sans|sense)\s(?:btw|iva|tva)\b|税抜|税別|不含税|未稅|未税/i;
const QUALIFIED = new RegExp(`%|x\\s*de|\\bx\\b|\\/\\s*(mês|mes|month|mo|kg|m²|m2|un)|${BEFORE_TAX.source}|bonus|бонус`, 'i');
function classes(el: Cheerio<Element>): string {
  return `${el.attr('class') ?? ''} ${el.attr('id') ?? ''} ${el.attr('data-testid') ?? ''}`;
}

function squeezed(el: Cheerio<Element>): string {
  return el.text().replace(/\s+/g, ' ').trim();
}

// Elements whose text no visitor reads (scripts and styles are nodes of their own type).
const UNREAD = new Set(['noscript', 'template', 'svg']);
const isText = (node: AnyNode): node is Text => (node.type as string) === 'text';
const isTag = (node: AnyNode): node is Element => (node.type as string) === 'tag';

/**
 * An element's text as a visitor reads it, with cents printed apart given their decimal mark:
 * "173<sup>34</sup> Lei" and "$229<span class="right">99</span>" read as "173.34 Lei" and "$229.99",
 * not 17334 and 22999. Two digits alone in an element right after a digit are cents; the mark is the
 * one the whole part does not already use to group thousands. Scripts and styles are left out.
 */
export function priceText(el: Element): string {
  let text = '';
  const walk = (node: AnyNode): void => {
    if (isText(node)) text += node.data;
    if (!isTag(node) || UNREAD.has(node.name)) return;
    const [only] = node.children;
    if (node !== el && node.children.length === 1 && only && isText(only) && /^\d{2}$/.test(only.data) && /\d$/.test(text)) {
      const whole = /[\d.,]*$/.exec(text)?.[0] ?? '';
      text += `${whole.includes('.') && !whole.includes(',') ? ',' : '.'}${only.data}`;
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(el);
  return text.replace(/\s+/g, ' ').trim();
}

// The words around an amount alone (its own box and up to three parents that hold no other number),
// where shops write "bez DPH", "inkl. MwSt.", "Excl. VAT" beside a price.
function labelText($: CheerioAPI, el: Element): string[] {
  const own = squeezed($(el));
  const texts = [own];
  let parent = $(el).parent();
  for (let depth = 0; depth < 3 && parent.length; depth++, parent = parent.parent()) {
    const text = squeezed(parent);
    // Only words around this amount alone qualify it; a parent holding other numbers is a wider box.
    if (text.length > 60 || /\d/.test(text.replace(own, ''))) break;
    texts.push(text);
  }
  return texts;
}

// True when this element or one of its close ancestors (inside `within`, when given) is marked as
// some other price. Layout words (list, slider, card…) count only outside the product's own block.
function isOtherPrice($: CheerioAPI, el: Element, within?: Element): boolean {
  let node: Cheerio<Element> = $(el);
  for (let depth = 0; depth < 6 && node.length; depth++) {
    const words = classes(node);
    if (NOT_THE_PRICE.test(words) || (!within && OTHER_PRODUCTS_LAYOUT.test(words))) return true;
    if (node[0] === within) break;
    node = node.parent();
  }
  if ($(el).closest(STRUCK).length > 0 || $(el).find(STRUCK).length > 0 || $(el).closest(OUTSIDE).length > 0) return true;
  // "Without VAT: <span>36.53€</span>": the words qualifying an amount often sit in its parent.
  return labelText($, el).some((text) => QUALIFIED.test(text));
}

function readCandidate($: CheerioAPI, el: Element, host: string): ParsedPrice | undefined {
  const text = priceText(el);
  if (!text || text.length > 40 || !/\d/.test(text) || !CURRENCY_MARK.test(text) || QUALIFIED.test(text)) return undefined;
  // Two amounts in one element (old and new, with and without tax): which one is meant is unclear.
  if ((text.match(CURRENCY_AMOUNTS)?.length ?? 0) > 1 || (text.match(/\d[\d.,\s]*\d/g)?.length ?? 0) > 1) return undefined;
  const parsed = parsePrice(text, host);
  return parsed && Number(parsed.amount) > 0 ? parsed : undefined;
}

/** What the page's own price text says, when one amount clearly stands out. */
export interface HeuristicPrice {
  price?: string;
  currency?: string;
}

// Price candidates inside `root` (the whole page when absent), innermost only: nested price elements
// print one amount once.
function candidates($: CheerioAPI, host: string, root?: Element): ParsedPrice[] {
  const found = new Map<Element, ParsedPrice>();
  (root ? $(root).find('[class], [id]') : $('[class], [id]')).each((_, el) => {
    if (!PRICE_HINT.test(classes($(el)))) return;
    const parsed = readCandidate($, el, host);
    if (parsed && !isOtherPrice($, el, root)) found.set(el, parsed);
  });
  return [...found]
    .filter(([el]) => !$(el).find('*').toArray().some((child) => found.has(child)))
    .map(([, parsed]) => parsed);
}

// The product's own block: the nearest box around the page's main heading (outside header and
// navigation) that holds a price element. Its prices are this product's even when the theme names
// them as in a slider or a card; other products' lists sit outside it.
function mainProductBlock($: CheerioAPI): Element | undefined {
  const heading = $('h1')
    .toArray()
    .find((el) => $(el).closest(OUTSIDE).length === 0 && squeezed($(el)).length >= 2);
  if (!heading) return undefined;
  let node = $(heading).parent();
  for (let depth = 0; depth < 4 && node.length && !node.is('body, html'); depth++, node = node.parent()) {
    const hasPrice = node
      .find('[class], [id]')
      .toArray()
      .some((el) => PRICE_HINT.test(classes($(el))) && /\d/.test($(el).text()));
    if (hasPrice) return node[0];
  }
  return undefined;
}

/**
 * The price printed in elements marked as a price (class/id words in several languages), leaving out
 * old, instalment, before-tax, shipping and other products' prices. Precision first: when the
 * candidates disagree and no amount is at least twice as frequent as any other, the product's own
 * block around its heading decides alone; when that too is unclear, there is no price.
 */
export function findPriceText(options: { $: CheerioAPI; host: string }): HeuristicPrice {
  const { $, host } = options;
  const block = mainProductBlock($);
  const inBlock = block ? decide(candidates($, host, block)) : {};
  if (inBlock.price !== undefined) return inBlock;
  return decide(candidates($, host));
}

/** The amount that stands out among candidates: the only one, or one at least twice as frequent as the next. */
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
  if (!top || (next && top.count < 2 * next.count)) return {};
  return { price: top.parsed.amount, currency: top.parsed.currency ?? ranked.find((r) => r.parsed.currency)?.parsed.currency };
}

// Words of a class or id that name a crossed-out or list price ("price--old", "oldPrice", "prix-barre",
// "reco_cinema__streich-price", "precio-tachado").
const OLD_PRICE_WORDS = new Set(
  'old was strike strikethrough striked struck crossed compare barre barred streich streichpreis uvp rrp msrp regular original listprice anterior antigo tachado'.split(' '),
);

// The words of an element's class and id, camelCase split: "price-old oldPrice" → price, old, old, price.
function classWords(el: Cheerio<Element>): string[] {
  return `${el.attr('class') ?? ''} ${el.attr('id') ?? ''}`
    .split(/[^A-Za-z]+/)
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])/))
    .map((word) => word.toLowerCase());
}

function isOldPriceBox($: CheerioAPI, el: Element): boolean {
  if ($(el).is(STRUCK)) return true;
  const words = classWords($(el));
  return words.some((word) => OLD_PRICE_WORDS.has(word)) || (words.includes('list') && words.includes('price'));
}

/**
 * Every amount the page crosses out or names a list price (struck text, boxes named old, was, list
 * price, barré…) inside `within` (the whole page when absent), outside header and footer.
 */
export function struckAmounts(options: { $: CheerioAPI; host: string; within?: Element }): Map<number, string> {
  const { $, host, within } = options;
  const amounts = new Map<number, string>();
  const elements = within ? $(within).find('*') : $('body *');
  elements.each((_, el) => {
    if (!isOldPriceBox($, el) || $(el).closest(OUTSIDE).length) return;
    const text = priceText(el);
    if (text.length > 40 || !CURRENCY_SIGN.test(text)) return;
    const parsed = parsePrice(text.replace(/^(de|was|antes|era|statt)\s*:?/i, ''), host);
    if (parsed) amounts.set(Number(parsed.amount), parsed.amount);
  });
  return amounts;
}

/** The amounts crossed out in the product's own block (around its heading), where they are its old price. */
export function productStruckAmounts(options: { $: CheerioAPI; host: string }): Set<number> {
  const block = mainProductBlock(options.$);
  return block ? new Set(struckAmounts({ ...options, within: block }).keys()) : new Set();
}

/** The crossed-out price near the product ("de R$ 1.599,90 por…", <del>, "was"), when exactly one amount is struck. */
export function findOldPriceText(options: { $: CheerioAPI; host: string }): string | undefined {
  const block = mainProductBlock(options.$);
  const amounts = struckAmounts({ ...options, ...(block ? { within: block } : {}) });
  return amounts.size === 1 ? [...amounts.values()][0] : undefined;
}
