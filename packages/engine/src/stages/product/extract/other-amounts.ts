import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN, dashedCurrency, hasCurrencySign } from './currency';
import { isInFrame, isInLinkAway, isOptionalExtra, printsCurrencyAmount, struck } from './page-layout';
import { amountsIn, amountValue, parsePrice, PRICE_NUMBER } from './parse-price';
import { candidates, isMarkedOther, isOldPriceBox, labelText, NAMED } from './price-candidates';
import { conditionalPriceName, isPriceNamed, namesOf, OTHER_PRODUCTS_LAYOUT, wordsOf } from './price-names';
import { definitionOf, isScreenReaderLabel, priceText } from './price-text';
import { ANY_CARD_PRICE, BEFORE_SALE, BEFORE_SALE_LABEL, BEFORE_TAX, CARD_OR_MEMBER_PRICE, INSTALMENT, LOWEST_OVER_DAYS, QUALIFIED, TAX_INCLUDED } from './price-words';
import { mainProductBlock } from './product-block';
import { isTag, isText, UNREAD } from './text';

// Amounts of the product's block that are not its price: crossed out or called the price before a
// sale (its old price), and those it prints only as some other price.

// "Was $100.00", "de R$ 199,90", "Was: $100.00" (a label and its amount in one box): one amount, with
// its currency, that the words before it call the price before a sale.
function isSaidBeforeSale(text: string): boolean {
  return BEFORE_SALE.test(text) && amountsIn(text).size === 1;
}

/**
 * Every amount the page crosses out or names a list price (struck text, boxes named old, was, list
 * price, barré…, or whose words say so: "Was $100", "de R$ 199,90") inside `within` (the whole page
 * when absent), outside header and footer.
 */
export function struckAmounts(options: { $: CheerioAPI; host: string; within?: Element; dashed?: boolean }): Map<number, string> {
  const { $, host, within, dashed = false } = options;
  const amounts = new Map<number, string>();
  const root = within ?? $('body')[0];
  if (!root) return amounts;
  const boxes = new Set([...$(root).find('*').toArray().filter((el) => isOldPriceBox($, el)), ...boxesSaidBeforeSale(root)]);
  for (const el of boxes) {
    if (isInFrame($, el) || isInOtherProducts($, el, within) || isInLinkAway($, el)) continue;
    const text = priceText(el);
    if (text.length > 40 || !(hasCurrencySign(text, host) || (dashed && dashedCurrency(text.replace(BEFORE_SALE, '').trim(), host)))) continue;
    const parsed = parsePrice(text.replace(BEFORE_SALE, ''), host);
    if (parsed) amounts.set(Number(parsed.amount), parsed.amount);
  }
  return amounts;
}

/**
 * Boxes under `root` whose words call their one amount the price before a sale: a short text that
 * says both ("Was $100.00"), or a label alone and its box up to two levels around it
 * ("<p><span>Was:</span> <span>$100.00</span></p>"). Only such short texts are read further, and each
 * box's text once: a long description full of "de 3 peças" reads its paragraph once, not once per "de".
 */
function boxesSaidBeforeSale(root: Element): Element[] {
  const found: Element[] = [];
  const texts = new Map<Element, string>();
  const textOf = (box: Element): string => {
    let text = texts.get(box);
    if (text === undefined) texts.set(box, (text = priceText(box)));
    return text;
  };
  const visit = (node: AnyNode): void => {
    if (isText(node)) {
      if (node.data.length > 40 || !(BEFORE_SALE.test(node.data) || BEFORE_SALE_LABEL.test(node.data))) return;
      // "<dt>通常価格</dt><dd>3,980円</dd>": the term labels the value after it.
      const definition = definitionOf(node.parent);
      if (definition && node.parent && isTag(node.parent)) {
        if (isSaidBeforeSale(`${textOf(node.parent)} ${textOf(definition)}`)) found.push(definition);
        return;
      }
      let box = node.parent;
      for (let depth = 0; depth < 3 && box && isTag(box) && box !== root.parent; depth++, box = box.parent) {
        const text = textOf(box);
        if (text.length > 40) return;
        if (!isSaidBeforeSale(text)) continue;
        const around = box.parent && isTag(box.parent) ? textOf(box.parent) : '';
        if (around.length > 80 || !INSTALMENT.test(around)) found.push(box);
        return;
      }
    } else if (isTag(node) && !UNREAD.has(node.name) && !isScreenReaderLabel(node)) node.children.forEach(visit);
  };
  visit(root);
  return found;
}

// Inside a box laid out for other products (a carousel, tiles, cards) below `within`.
function isInOtherProducts($: CheerioAPI, el: Element, within: Element | undefined): boolean {
  for (let node: AnyNode | null = el.parent; node && isTag(node) && node !== within; node = node.parent) {
    if (OTHER_PRODUCTS_LAYOUT.test(namesOf(node))) return true;
  }
  return false;
}

// The amounts the product's block prints as its price, cards and sliders in it taken in, read once
// for both readers below.
const blockAmounts = new WeakMap<Element, { key: string; amounts: Set<number> }>();
function blockPrices($: CheerioAPI, host: string, block: Element, dashed = false): Set<number> {
  const known = blockAmounts.get(block);
  if (known?.key === `${host} ${dashed}`) return known.amounts;
  const amounts = new Set(candidates($, host, block, false, dashed).map((parsed) => amountValue(parsed.amount) ?? -1));
  blockAmounts.set(block, { key: `${host} ${dashed}`, amounts });
  return amounts;
}

/** The amounts crossed out in the product's own block (around its heading), where they are its old price. */
export function productStruckAmounts(options: { $: CheerioAPI; host: string; dashed?: boolean }): Set<number> {
  const block = mainProductBlock(options.$);
  if (!block) return new Set();
  // An amount the block also prints as its price is no list price ("price-item--regular" is Shopify
  // Dawn's current price when nothing is on sale, and Dawn prints it again in its sale box).
  const current = blockPrices(options.$, options.host, block, options.dashed);
  // An old price is above a price the block prints: a block with no price, or only higher ones,
  // crosses out nothing of this product's (a label read wrongly must not strike the only price).
  const lowest = Math.min(...current);
  return new Set([...struckAmounts({ ...options, within: block }).keys()].filter((amount) => !current.has(amount) && amount > lowest));
}

/**
 * The amounts the product's block (around its heading) prints only as some other price, where the
 * price its text shows (`shown`) is one of the block's own: in a box named a price that the page
 * calls another (by its names, crossed out, as an option not chosen, by words of a price before tax
 * or before a sale, or of a price for the shop's card holders or members, or by a name that yields to
 * the lower price shown), never as its price. Structured data at one of them is stale or speaks of another
 * variant (H&M's JSON-LD at the price before the sale the page calls "original", Wayfair's at the
 * default size it offers as an unchosen option, a shop's at its price before tax, Ripley's at the
 * price for its card's holders). A box left out
 * for other words beside it ("Dostępny od ręki"), or named "regular" alone (a price everyone pays
 * beside a club's), calls its amount nothing; nor does a price the text found outside the block.
 */
export function productOtherAmounts(options: { $: CheerioAPI; host: string; shown: number | undefined }): Set<number> {
  const { $, host, shown } = options;
  const block = mainProductBlock($);
  if (!block || shown === undefined) return new Set();
  const current = blockPrices($, host, block);
  if (!current.has(shown)) return new Set();
  const others = new Set<number>();
  for (const el of $(block).find(NAMED).toArray()) {
    if (!isPriceNamed(namesOf(el)) || $(el).find(NAMED).toArray().some((child) => isPriceNamed(namesOf(child)))) continue;
    const text = priceText(el);
    if (text.length > 60 || amountsIn(text).size !== 1 || !hasCurrencySign(text, host)) continue;
    // A card's price only where the card is the shop's own: "Precio tarjeta", any card's, is everyone's
    // list price beside a price for cash, and structured data at it is right.
    const isOwnCardPrice = (words: string) => CARD_OR_MEMBER_PRICE.test(words) && !ANY_CARD_PRICE.test(words);
    // The lowest price of the last 30 days is a past price too ("Cel mai mic pret din ultimele 30 de zile: 2.599,99 lei").
    const byWords = labelText($, el).some((words) => BEFORE_TAX.test(words) || BEFORE_SALE.test(words) || BEFORE_SALE_LABEL.test(words) || LOWEST_OVER_DAYS.test(words) || isOwnCardPrice(words));
    const value = amountValue(parsePrice(text.replace(BEFORE_SALE, ''), host)?.amount);
    // A box named a price that yields to a lower one (Depop's "FullPrice"), above the shown price, where
    // that price is printed alone in a box named a price (Depop's "DiscountPrice"): a
    // lower amount said with words ("Pay a £89.90 deposit today" under a furniture shop's "full-price"
    // £899.00) is no price the full one yields to, and JSON-LD at the full price is right.
    // So does a box named "regular" above it (PrestaShop's "regular-price" over its "current-price"):
    // beside a club's price the shown one is everyone's, the regular box's own amount.
    const yieldsToShown = (conditionalPriceName(namesOf(el)) === 'lower' || isNamedRegularOnly($, el)) && value !== undefined && value > shown && isPrintedAlone($, block, shown, host);
    if (!byWords && !yieldsToShown && !(isMarkedOther($, el, block, false) && !isNamedRegularOnly($, el))) continue;
    if (value !== undefined && value > 0 && !current.has(value)) others.add(value);
  }
  // Another choice's amount, named a price or not: a tile or option not chosen beside the one chosen
  // (Linio's "<a class="config-option">64 GB · $3,799.00</a>" beside the 128 GB one selected, a
  // drop-down's "30 ml - 29,00 €" beside the "50 ml - 42,00 €" it selects). Not an
  // amount the block also prints outside such choices, unqualified: the chosen tile's or the price
  // line's, where another colour costs the same ("Black £2,199.00" beside the chosen "Cream £2,199.00");
  // a "from" amount ("Modelos desde $8,499.00") is still the cheapest choice's.
  const [extras, plain] = [new Set<number>(), new Set<number>()];
  for (const el of $(block).find('*').toArray()) {
    if (!printsCurrencyAmount(el) || el.children.some(printsCurrencyAmount)) continue;
    const value = amountValue(parsePrice(signedAmount(priceText(el)) ?? '', host)?.amount);
    if (value === undefined || value <= 0) continue;
    if (isOptionalExtra($, el) || isUnchosenOption(el)) extras.add(value);
    else if (!labelText($, el).some((text) => QUALIFIED.test(text))) plain.add(value);
  }
  for (const value of extras) if (!plain.has(value) && !current.has(value)) others.add(value);
  return others;
}

// An option of a drop-down list beside the one it selects ("30 ml - 29,00 €" beside the selected "50 ml - 42,00 €").
function isUnchosenOption(el: Element): boolean {
  const list = el.parent;
  if (el.name !== 'option' || el.attribs.selected !== undefined || !list || !isTag(list)) return false;
  return list.children.some((other) => isTag(other) && other.name === 'option' && other.attribs.selected !== undefined);
}

// A short text's one amount written with its currency, the words around it left out ("64 GB · $3,799.00").
function signedAmount(text: string): string | undefined {
  const signed = text.length <= 60 ? [...text.matchAll(CURRENCY_AMOUNTS)] : [];
  if (signed.length !== 1 || signed[0]?.index === undefined) return undefined;
  let start = signed[0].index;
  while (start > 0 && /[\d.,'’\s]/.test(text.charAt(start - 1))) start--;
  return text.slice(start).trim();
}

// Whether a box named a price in the block holds `amount` alone, with its currency and tax words at most.
function isPrintedAlone($: CheerioAPI, block: Element, amount: number, host: string): boolean {
  return $(block)
    .find(NAMED)
    .toArray()
    .some((el) => {
      const text = priceText(el);
      if (!isPriceNamed(namesOf(el)) || amountsIn(text).size !== 1 || amountValue(parsePrice(text, host)?.amount) !== amount) return false;
      return text.replace(TAX_INCLUDED, ' ').replace(CURRENCY_SIGN, ' ').replace(PRICE_NUMBER, ' ').replace(/[\s().,:*\-–]+/g, '').length === 0;
    });
}

// "price price--regular" on an amount or the two boxes around it, not crossed out nor named old: the
// price when nothing is on sale in many themes, or everyone's price beside a member's.
function isNamedRegularOnly($: CheerioAPI, el: Element): boolean {
  if ($(el).closest(struck($)).length > 0 || isOldPriceBox($, el)) return false;
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 3 && node && isTag(node); depth++, node = node.parent) if (wordsOf(namesOf(node)).includes('regular')) return true;
  return false;
}

/**
 * The crossed-out price near the product ("de R$ 1.599,90 por…", <del>, "was"), when exactly one amount
 * other than the price is struck (a theme may strike the price itself in a box it hides).
 */
export function findOldPriceText(options: { $: CheerioAPI; host: string; price: string }): string | undefined {
  const { $, host, price } = options;
  const block = mainProductBlock($);
  const amounts = struckAmounts({ $, host, ...(block ? { within: block } : {}) });
  amounts.delete(amountValue(price) ?? -1);
  return amounts.size === 1 ? [...amounts.values()][0] : undefined;
}
