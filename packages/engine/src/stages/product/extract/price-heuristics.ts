import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN, hasCurrencySign } from './currency';
import { discountedPairs, isDiscountBadge, type DiscountedPair } from './discount-badge';
import { isBeforeFinalPrice, isBesideFinalPrice } from './final-price';
import { metaContent } from './meta-tags';
import { isHiddenByPage, isInFrame, isInLinkAway, isInProductList, isInSideBoxCard, isOptionalExtra, isSiteTitle, struck } from './page-layout';
import { amountsIn, amountValue, parsePrice, PRICE_NUMBER, withEuroAsDecimalMark, type ParsedPrice } from './parse-price';
import { conditionalPriceName, isNamedOther, isOldPriceName, isPriceNamed, isRewardName, NAMING_ATTRIBUTES, namesOf, OTHER_PRODUCTS_LAYOUT, withoutElementState, withoutStateModifiers, wordsOf, type PriceYield } from './price-names';
import { BLOCKS, ddText, definitionOf, isScreenReaderLabel, priceText, termOf } from './price-text';
import { ASIDE_AMOUNT, BEFORE_SALE, BEFORE_SALE_LABEL, BEFORE_TAX, INSTALMENT, MULTIBUY, OWN_BOX_ASIDE, PER_ITEM, PERCENTAGES, PRICE_LABEL, QUALIFIED, QUANTITY_TOTAL, TAX_INCLUDED } from './price-words';
import { asciiDigits, isTag, isText, UNREAD } from './text';

const NAMED = NAMING_ATTRIBUTES.map((name) => `[${name}]`).join(', ');

function squeezed(el: Cheerio<AnyNode>): string {
  return asciiDigits(el.text()).replace(/\s+/g, ' ').trim();
}

const INSTALMENT_COUNT = /\b\d{1,2}\s?x\b|\b\d{1,2}\s+(?:interest[- ]free\s+)?(?:payments|installments|instalments|raten|cuotas|parcelas|pagos|paiements|rate)\b|\bpay in \d\b/gi;

// The words around an amount alone (its own box and up to three parents that hold no other number),
// where shops write "bez DPH", "inkl. MwSt.", "Excl. VAT" beside a price. The box's own words leave
// out an old or other price it holds beside the price ("<span class="old">UVP 39,99 EUR</span> Ihr
// Preis 29,99 EUR", Gambio's "<span class="gm_products_vpe">25,90 EUR pro Liter</span>"), whose
// words are that price's; a box so named without an amount and its currency holds words of this one
// (PrestaShop's "tax-shipping-delivery-label": "Tax excluded", "<small class="excl-tax-note">zzgl. 19%
// MwSt.</small>"). A button's or a menu's words are actions, not labels
// ("Show prices excl. VAT"), though their digits still make a parent a wider box.
const CONTROLS = new Set(['button', 'select', 'option']);
function labelText($: CheerioAPI, el: Element): string[] {
  const whole = priceText(el);
  const texts = [
    priceText(el, { skip: (node) => isOldPriceBox($, node) || isDiscountBadge(node) || isQualifiedAmount(node) || (isNamedOther(namesOf(node)) && priceText(node).search(CURRENCY_AMOUNTS) >= 0) }),
  ];
  let parent = $(el).parent();
  for (let depth = 0; depth < 3 && parent.length; depth++, parent = parent.parent()) {
    const text = parent[0] ? priceText(parent[0]) : '';
    // Only words around this amount alone qualify it; a parent holding other numbers is a wider box.
    // An instalment count ("10x R$ 8,99", "or 4 interest-free payments of $10.00", "Pay in 3") is no
    // other amount, nor is a total's quantity ("Total for 4 tires:") or a deal's right before this
    // amount ("Leve 3 por R$ 24,99", not "£4.99 Buy 2 get one free"): their words still qualify this one.
    if (text.length > 60 || /\d/.test(withoutCounts(text, whole))) break;
    texts.push(parent[0] ? priceText(parent[0], { skip: (node) => CONTROLS.has(node.name) }) : '');
  }
  // "<dt>通常価格</dt><dd><span class="price">3,980円</span></dd>", when the definition holds no other
  // amount ("<dt>Sample Price:</dt><dd>US $15.00/Piece, 1 Piece (Min. Order)</dd>").
  const value = $(el).closest('dd')[0];
  const term = value && isTag(value) ? termOf(value) : undefined;
  if (value && isTag(value) && term && ddText(value).replace(whole, '').search(CURRENCY_AMOUNTS) < 0) texts.push(`${priceText(term)} ${whole}`);
  return texts;
}

const DEAL_BEFORE = new RegExp(`(?:${MULTIBUY.source})\\s*[:：]?\\s*$`, 'i');
function withoutCounts(text: string, amount: string): string {
  const at = text.indexOf(amount);
  const rest = text.replace(amount, '').replace(INSTALMENT_COUNT, '').replace(QUANTITY_TOTAL, '');
  return at > 0 && DEAL_BEFORE.test(text.slice(0, at)) ? rest.replace(MULTIBUY, '') : rest;
}

// True when this element or one of its close ancestors (inside `within`, when given) is marked as
// some other price. Layout words (list, slider, card…) count only outside the product's own block.
function isOtherPrice($: CheerioAPI, el: Element, within: Element | undefined, layoutCounts: boolean): boolean {
  // "Without VAT: <span>36.53€</span>": the words qualifying an amount often sit in its parent.
  return isMarkedOther($, el, within, layoutCounts) || labelText($, el).some((text) => QUALIFIED.test(text)) || isInOtherCurrency(el);
}

// An amount whose words qualify it only as a price per item ("$239.99 /ea."): the price, unless the
// page prints another (a pack's, a set's), to which it yields. Not in a box its names call a price
// per some measure (Tesco's "£0.19/each" in "price-per-quantity-weight" beside the pack's £1.15).
function isPricePerItem($: CheerioAPI, el: Element, within: Element | undefined, layoutCounts: boolean): boolean {
  if (isMarkedOther($, el, within, layoutCounts) || isInOtherCurrency(el) || isNamedPerMeasure(el)) return false;
  const texts = labelText($, el);
  return texts.some((text) => PER_ITEM.test(text) && !text.includes('(')) && !texts.some((text) => QUALIFIED.test(text.replace(PER_ITEM_ALL, ' ')));
}
const PER_ITEM_ALL = new RegExp(PER_ITEM.source, 'gi');
const PER_MEASURE = /\bper\b|\bunit\b|weight|measure|quantity/;
function isNamedPerMeasure(el: Element): boolean {
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 3 && node && isTag(node); depth++, node = node.parent) if (PER_MEASURE.test(wordsOf(namesOf(node)).join(' '))) return true;
  return false;
}

// An amount alone in brackets beside the price is the same price in another currency ("€149.00
// (£128.14)"), unless the words beside say it is the price with tax ("($229.00) inc GST").
const IN_BRACKETS = new RegExp(String.raw`^\s*\(\s*(?:${CURRENCY_SIGN.source})?\.?\s?\d[\d.,\s]*(?:${CURRENCY_SIGN.source})?\s*\)\s*$`);
function isInOtherCurrency(el: Element): boolean {
  if (!IN_BRACKETS.test(priceText(el))) return false;
  const around = el.parent && isTag(el.parent) ? priceText(el.parent) : '';
  return !(around.length <= 80 && TAX_INCLUDED.test(around));
}

// Marked by the page as some other price: by class words, crossed out, in the page's frame, or in a
// link to another page.
function isMarkedOther($: CheerioAPI, el: Element, within: Element | undefined, layoutCounts: boolean): boolean {
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 6 && node && isTag(node); depth++, node = node.parent) {
    const words = namesOf(node);
    const names = depth === 0 ? ownNames($, el, words) : withoutStateModifiers(words);
    if (isNamedOther(names) || (isRewardName(words) && (depth === 0 || isRewardBox($, node, el))) || (layoutCounts && OTHER_PRODUCTS_LAYOUT.test(words))) return true;
    if (node === within) break;
  }
  return (
    $(el).closest(struck($)).length > 0 ||
    holdsOnlyStruck($, el) ||
    isInFrame($, el) ||
    isInLinkAway($, el) ||
    isOptionalExtra($, el) ||
    isBesideFinalPrice(el) ||
    (layoutCounts && (isInProductList($, el) || isInSideBoxCard($, el)))
  );
}

// A box around an amount named for a reward ("<p class="loyalty-note">Gagnez <b>0,38€</b>…") holds that
// reward alone: no price box ("pdp-price-loyalty"), nor one that also holds other amounts, a heading, a
// form or a button ("product-info--loyalty-enabled", a price beside its cashback line).
function isRewardBox($: CheerioAPI, box: Element, el: Element): boolean {
  if (isPriceNamed(namesOf(box)) || $(box).find('h1, h2, form, button').length > 0) return false;
  return priceText(box).replace(priceText(el), '').search(CURRENCY_AMOUNTS) < 0;
}

// The amount's own names, without a price element's sale state when it stands beside the old price.
function ownNames($: CheerioAPI, el: Element, words: string): string {
  const plain = withoutElementState(words);
  return plain !== undefined && isSalePriceOfItsBlock($, el) ? plain : words;
}

// "<span class="price__value--discount">783 ₽</span>" beside the old price its block crosses out is the
// price after the discount; without an old price beside it, beside another amount too, or written with
// a minus ("−1 200 Kč"), it is the discount.
function isSalePriceOfItsBlock($: CheerioAPI, el: Element): boolean {
  const parent = el.parent;
  if (!parent || !isTag(parent) || /^\s*[-−–]/.test(priceText(el))) return false;
  const isOldPrice = (child: Element) => isOldPriceBox($, child) || $(child).find(struck($)).length > 0 || BEFORE_SALE.test(priceText(child).replace(/\s+/g, ' '));
  const siblings = parent.children.filter((child): child is Element => isTag(child) && child !== el);
  // Beside the old price and the price, an amount named so is the saving ("7 000 ₽").
  const isOtherAmount = (child: Element) => !isOldPrice(child) && priceText(child).search(CURRENCY_AMOUNTS) >= 0;
  return siblings.some(isOldPrice) && !siblings.some(isOtherAmount);
}


// A box whose amounts are all crossed out ("<span class="price"><del>$99</del></span>") holds an old
// price; one that also prints an amount outside its <del> (Salesforce's "<del>$99</del> $79") holds
// the price.
function holdsOnlyStruck($: CheerioAPI, el: Element): boolean {
  const selector = struck($);
  return $(el).find(selector).length > 0 && !/\d/.test(priceText(el, { skip: (node) => $(node).is(selector) }));
}


// "2,000円（税込 2,200円）": an amount followed by the total with tax in brackets is before tax, and
// the total is the price (since 2021 Japanese shops must show it). What the bracket holds, if any.
function taxIncludedBracket($: CheerioAPI, el: Element): string | undefined {
  const own = squeezed($(el));
  return /[（(]\s*税込([^）)]*\d[^）)]*)[）)]/.exec(squeezed($(el).parent()).replace(own, ''))?.[1];
}

// "<strong>€ <span class="price">20,90</span></strong>": an amount alone in its box, its currency
// sign just outside it, in a parent that holds nothing else.
function withParentsSign($: CheerioAPI, el: Element, text: string): string {
  if (!/\d/.test(text) || CURRENCY_SIGN.test(text)) return text;
  const parent = el.parent;
  if (!parent || !isTag(parent) || BLOCKS.has(el.name)) return text;
  const around = priceText(parent);
  const rest = around.replace(text, '').trim();
  return rest && rest.length <= 4 && !/\d/.test(rest) && CURRENCY_SIGN.test(rest) ? around : text;
}

// A candidate read from a box whose only amount sits in a box named an old price: some themes name
// their one price so (OpenCart Journal's "price-old-live"), others wrap the old price in a price box
// ("<li class="price-wrapper"><span class="price--compare">"). It counts only where no box prints an
// amount of its own. (An amount in a box named another kind of price, Magento 1's non-sale
// "regular-price", stays an ordinary candidate.)
type Candidate = ParsedPrice & { throughOther?: true; perItem?: true };

// A box's text without the boxes in it named an old or other price, or holding one amount their own
// words qualify: a box holding the price and the old one beside it ("<s>$30.00</s> $24.00"), or the
// price before tax ("1,296円(税込) <div>本体価格 1,200円</div>"), reads as its price.
function ownPriceText($: CheerioAPI, el: Element): string {
  return priceText(el, { skip: (node) => isOldPriceBox($, node) || isNamedOther(namesOf(node)) || isDiscountBadge(node) || isQualifiedAmount(node) });
}

function isQualifiedAmount(node: Element): boolean {
  const text = priceText(node);
  return text.length <= 60 && amountsIn(text).size === 1 && text.search(CURRENCY_AMOUNTS) >= 0 && QUALIFIED.test(text);
}

function readCandidate($: CheerioAPI, el: Element, host: string): Candidate | undefined {
  const own = ownPriceText($, el);
  const hasOwnAmount = /\d/.test(own);
  const throughOther = !hasOwnAmount && !/\d/.test(priceText(el, { skip: (node) => isOldPriceBox($, node) }));
  // A discount's note named as part of the price ("<span id="span_product_price_sale_rate">(3,900원
  // 할인)</span>") is no price.
  if (isDiscountBadge(el)) return undefined;
  // A box whose only amount is one its own words qualify ("本体価格 1,200円" in a box of its own) is that amount's.
  if (!hasOwnAmount && !/\d/.test(priceText(el, { skip: isQualifiedAmount }))) return undefined;
  const shown = withParentsSign($, el, hasOwnAmount ? own : priceText(el, { skip: isDiscountBadge }));
  if (shown.length > 40) return undefined;
  const text = withEuroAsDecimalMark(shown);
  // "$89.99 Each" is the price of one, which yields to another price the page prints (see isPricePerItem).
  const perItem = PER_ITEM.test(text) && !text.includes('(') && !isNamedPerMeasure(el);
  if (!text || !/\d/.test(text) || !hasCurrencySign(text, host) || QUALIFIED.test(perItem ? text.replace(PER_ITEM_ALL, ' ') : text)) return undefined;
  // A saving's or an add-on's words, not a badge without digits beside the price ("<span>HEMAT</span>").
  if (OWN_BOX_ASIDE.test(priceText(el, { skip: (node) => !/\d/.test(priceText(node)) }))) return undefined;
  // Two amounts in one element (old and new, with and without tax): which one is meant is unclear.
  // "$35.00 USD" and "￥298元" name their currency twice for one amount, and a theme that prints the
  // amount once per screen size ("109€ 109€") shows one price.
  const once = text.replace(/(\d)\s?(?:[A-Z]{3}|元)$/, '$1');
  const amounts = amountsIn(text);
  const signs = new Set(once.match(CURRENCY_AMOUNTS)?.map((match) => match.replace(/[\d\s]/g, '')));
  if (amounts.size > 1 || signs.size > 1) return undefined;
  const parsed = parsePrice(text, host);
  if (!parsed || !(Number(parsed.amount) > 0)) return undefined;
  return { ...parsed, ...(throughOther ? { throughOther } : {}), ...(perItem ? { perItem } : {}) };
}

// Where a discount badge tells the price from the one before it (see discountedPairs) in a box not
// marked as some other price, the amount before the discount is no candidate in that box, and the
// price is one even where the page does not name it a price.
function withDiscountBadges($: CheerioAPI, found: [Element, Candidate][], pairs: DiscountedPair[]): [Element, Candidate][] {
  let kept = found;
  for (const { box, before, price } of pairs) {
    const inBox = (el: Element) => el === box || $.contains(box, el);
    kept = kept.filter(([el, parsed]) => !(inBox(el) && amountValue(parsed.amount) === before));
    if (!kept.some(([el, parsed]) => inBox(el) && amountValue(parsed.amount) === amountValue(price.amount))) kept.push([box, price]);
  }
  return kept;
}

/** What the page's own price text says, when one amount clearly stands out. */
export interface HeuristicPrice {
  price?: string;
  currency?: string;
}

// Price candidates inside `root` (the whole page when absent), innermost only: nested price elements
// print one amount once.
function candidates($: CheerioAPI, host: string, root?: Element, layoutCounts = true): ParsedPrice[] {
  const found = new Map<Element, Candidate>();
  (root ? $(root).find(NAMED) : $.root().find(NAMED)).each((_, el) => {
    if (!isPriceNamed(namesOf(el))) return;
    let parsed = readCandidate($, el, host);
    if (!parsed) return;
    if (isOtherPrice($, el, root, layoutCounts)) {
      if (!isPricePerItem($, el, root, layoutCounts)) return;
      parsed = { ...parsed, perItem: true };
    }
    const bracket = taxIncludedBracket($, el);
    if (bracket === undefined) found.set(el, parsed);
    else {
      const total = parsePrice(bracket, host);
      if (total && Number(total.amount) > 0) found.set(el, { ...total, currency: total.currency ?? parsed.currency });
    }
  });
  const innermost = withDiscountBadges(
    $,
    [...found].filter(([el]) => !$(el).find('*').toArray().some((child) => found.has(child))),
    discountedPairs($, root, host).filter(({ box }) => !isMarkedOther($, box, root, layoutCounts)),
  );
  // A price the page hides until a script shows it (a flash sale not begun, a coupon's price, a
  // member's price) yields to those a visitor sees now; a hidden copy of an amount the page shows (a
  // sticky bar's, a drawer's) still counts.
  const seen = new Set(innermost.filter(([el]) => !isHiddenByPage(el)).map(([, parsed]) => amountValue(parsed.amount)));
  const shown = innermost.filter(([, parsed]) => seen.has(amountValue(parsed.amount)));
  const read = shown.length > 0 ? shown : innermost;
  const ownAmounts = read.filter(([, candidate]) => !candidate.throughOther);
  const own = ownAmounts.length > 0 ? ownAmounts : read;
  // A wholesale, listed, market or base price yields to a price the page prints without such a name
  // on the side it yields to (see conditionalPriceName), a price per item to any other.
  const sideOf = ([el, parsed]: [Element, Candidate]): PriceYield | undefined => (parsed.perItem ? 'any' : conditionalBox(el, root));
  const plain = own.filter((entry) => sideOf(entry) === undefined).map(([, parsed]) => amountValue(parsed.amount) ?? 0);
  const yields = (side: PriceYield, value: number) =>
    plain.some((other) => (side === 'higher' ? other > value : side === 'lower' ? other < value : side === 'any' ? other !== value : other >= value));
  // A plain box printing the same amount (a configurator's total beside its base price) keeps it.
  return own
    .filter(([el, parsed]) => {
      const side = sideOf([el, parsed]);
      const value = amountValue(parsed.amount) ?? 0;
      return side === undefined || plain.includes(value) || !yields(side, value);
    })
    .map(([, { amount, currency }]) => (currency ? { amount, currency } : { amount }));
}

// The side a price named conditionally by its own names or those of a box around it (below `within`)
// yields to.
function conditionalBox(el: Element, within: Element | undefined): PriceYield | undefined {
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 6 && node && isTag(node) && node !== within; depth++, node = node.parent) {
    const side = conditionalPriceName(namesOf(node));
    if (side) return side;
  }
  return undefined;
}


/**
 * Prices the page names as such in words instead of class names (pages styled by made-up class names,
 * or older table layouts): a box that reads as a price label and one amount ("Price: £12.99"), or as
 * one amount and a note that tax is included ("€344.00 VAT included"). The box must hold nothing
 * else, and the box around it no other amount: "from 74,95 € / 99,95 € incl. 24% VAT" is unclear.
 */
function notedPrices($: CheerioAPI, host: string): ParsedPrice[] {
  const found = new Map<Element, ParsedPrice>();
  const notes: { node: Text; words: string }[] = [];
  const collect = (node: AnyNode): void => {
    if (notes.length >= 200) return;
    if (isText(node)) {
      const words = node.data.length <= 200 ? asciiDigits(node.data).replace(/\s+/g, ' ').trim() : '';
      if (words && words.length <= 40 && (PRICE_LABEL.test(words) || TAX_INCLUDED.test(words))) notes.push({ node, words });
    } else if (isTag(node) && !UNREAD.has(node.name) && !isScreenReaderLabel(node)) node.children.forEach(collect);
  };
  $('body').toArray().forEach(collect);
  for (const { node, words } of notes) {
    const definition = definitionOf(node.parent);
    if (definition) {
      const text = priceText(definition);
      const parsed = text.length <= 80 ? readNotedAmount($, definition, text, text.replace(TAX_INCLUDED, ' ').trim(), host) : undefined;
      if (parsed) found.set(definition, parsed);
      continue;
    }
    let box = node.parent;
    for (let depth = 0; depth < 3 && box && isTag(box) && box.name !== 'body'; depth++, box = box.parent) {
      const text = priceText(box);
      if (text.length > 80) break;
      if (!/\d/.test(text.replace(PERCENTAGES, ''))) continue;
      // "Price: €12.99 incl. VAT" names it both ways.
      const parsed = readNotedAmount($, box, text, text.replace(words, ' ').replace(TAX_INCLUDED, ' ').trim(), host);
      if (parsed) found.set(box, parsed);
      break;
    }
  }
  return [...found.values()];
}

// What the boxes beside `box` say, leaving out those that hold an amount aside from the price (an old
// or list price, crossed out or named so, "List Price: $59.90", or its label alone; shipping; a
// saving; an instalment). A definition list's value reads with its term.
function besideText($: CheerioAPI, box: Element): string {
  const parent = box.parent;
  if (!parent || !isTag(parent)) return '';
  return parent.children
    .filter((child) => child !== box && !(isTag(child) && isOldPriceBox($, child)))
    .map((child) => {
      if (isText(child)) return child.data;
      if (!isTag(child)) return '';
      const term = child.name === 'dd' ? termOf(child) : undefined;
      return term ? `${priceText(term)} ${priceText(child)}` : priceText(child);
    })
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 80 || !(BEFORE_SALE.test(text) || BEFORE_SALE_LABEL.test(text) || ASIDE_AMOUNT.test(text) || INSTALMENT.test(text)))
    .join(' ');
}

// One amount with its currency (`text`, the note taken out of `boxText`) in a box of a price note,
// not crossed out, not another product's, and the boxes beside it holding no other amount.
function readNotedAmount($: CheerioAPI, box: Element, boxText: string, text: string, host: string): ParsedPrice | undefined {
  if (!hasCurrencySign(text, host) || QUALIFIED.test(text) || amountsIn(text).size !== 1) return undefined;
  const rest = text.replace(CURRENCY_SIGN, '').replace(PRICE_NUMBER, '').replace(/[\s().,:*\-–]+/g, '');
  if (rest.length > 0) return undefined;
  // The boxes beside say whether the amount is the price ("from", another amount with a currency)
  // when they are short.
  const around = besideText($, box);
  if (around.length <= 200 && (around.search(CURRENCY_AMOUNTS) >= 0 || QUALIFIED.test(around))) return undefined;
  if (isMarkedOther($, box, undefined, true)) return undefined;
  const parsed = parsePrice(text, host);
  return parsed && Number(parsed.amount) > 0 ? parsed : undefined;
}

const normalized = (text: string) => asciiDigits(text).replace(/\s+/g, ' ').trim().toLowerCase();

// A page without an <h1> names its product in a lesser heading: the first h2 or h3 whose text is the
// page's Open Graph title, or begins its <title> before a separator ("Name | Shop", "Name / Shop"; a side column's
// "Sencha" does not name "Sencha Fukamushi Premium 100g | Chanoha").
function namedHeading($: CheerioAPI): Element | undefined {
  const title = normalized(metaContent($, 'og:title') ?? '');
  const pageTitle = normalized($('title').first().text());
  return $('h2, h3')
    .toArray()
    .find((el) => {
      const text = normalized(squeezed($(el)));
      return text.length >= 4 && !isInFrame($, el) && (text === title || (pageTitle.startsWith(text) && /^(?:$|\s*[|\-–—:·•/／｜])/.test(pageTitle.slice(text.length))));
    });
}

// The product's own block: the nearest box around the page's main heading (outside header and
// navigation) that holds a price element. Its prices are this product's even when the theme names
// them as in a slider or a card; other products' lists sit outside it.
function mainProductBlock($: CheerioAPI): Element | undefined {
  // The shop's title as its <h1> (a link home) names no product, unless the page has no other heading:
  // a one-product shop's home page is named as its product.
  const headings = $('h1')
    .toArray()
    .filter((el) => !isInFrame($, el) && squeezed($(el)).length >= 2);
  const heading = headings.find((el) => !isSiteTitle($, el)) ?? namedHeading($) ?? headings[0];
  if (!heading) return undefined;
  let node = $(heading).parent();
  for (let depth = 0; depth < 4 && node.length && !node.is('body, html'); depth++, node = node.parent()) {
    const hasPrice = node
      .find(NAMED)
      .toArray()
      .some((el) => isPriceNamed(namesOf(el)) && /\d/.test(asciiDigits($(el).text())));
    if (hasPrice) return node[0];
  }
  return undefined;
}

// "<h2>£98.00</h2>" (OpenCart's default theme): an element of the product's block whose whole text is
// one amount with its currency, not crossed out, not in another product's card.
function barePrices($: CheerioAPI, host: string, block: Element): ParsedPrice[] {
  return $(block)
    .find('h2, h3, h4, strong, b')
    .toArray()
    .flatMap((el) => {
      const text = squeezed($(el));
      const rest = text.replace(CURRENCY_SIGN, '').replace(/\d[\d.,\s\u00a0'’]*/, '').trim();
      if (text.length > 24 || rest !== '' || !CURRENCY_SIGN.test(text)) return [];
      if ($(el).closest(struck($)).length > 0 || isOtherPrice($, el, block, true)) return [];
      const parsed = parsePrice(text, host);
      return parsed && Number(parsed.amount) > 0 ? [parsed] : [];
    });
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
  const named = block ? candidates($, host, block) : [];
  const steps = [
    // The product's block, its lists and cards of other products ("complete the look") left out…
    () => decide(named),
    // …the page, the same way…
    () => decide(candidates($, host)),
    // …then the block taking in what its theme names as cards or sliders, unless it has grown to
    // hold other products (their names as links under headings).
    () => (block && $(block).find('h2 a, h3 a, h4 a').length < 2 ? decide(candidates($, host, block, false)) : {}),
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


// "Was $100.00", "de R$ 199,90", "Was: $100.00" (a label and its amount in one box): one amount, with
// its currency, that the words before it call the price before a sale.
function isSaidBeforeSale(text: string): boolean {
  return BEFORE_SALE.test(text) && amountsIn(text).size === 1;
}

function isOldPriceBox($: CheerioAPI, el: Element): boolean {
  return $(el).is(struck($)) || isOldPriceName(namesOf(el)) || isBeforeFinalPrice(el);
}

/**
 * Every amount the page crosses out or names a list price (struck text, boxes named old, was, list
 * price, barré…, or whose words say so: "Was $100", "de R$ 199,90") inside `within` (the whole page
 * when absent), outside header and footer.
 */
export function struckAmounts(options: { $: CheerioAPI; host: string; within?: Element }): Map<number, string> {
  const { $, host, within } = options;
  const amounts = new Map<number, string>();
  const root = within ?? $('body')[0];
  if (!root) return amounts;
  const boxes = new Set([...$(root).find('*').toArray().filter((el) => isOldPriceBox($, el)), ...boxesSaidBeforeSale(root)]);
  for (const el of boxes) {
    if (isInFrame($, el) || isInOtherProducts($, el, within) || isInLinkAway($, el)) continue;
    const text = priceText(el);
    if (text.length > 40 || !hasCurrencySign(text, host)) continue;
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

/** The amounts crossed out in the product's own block (around its heading), where they are its old price. */
export function productStruckAmounts(options: { $: CheerioAPI; host: string }): Set<number> {
  const block = mainProductBlock(options.$);
  if (!block) return new Set();
  // An amount the block also prints as its price is no list price ("price-item--regular" is Shopify
  // Dawn's current price when nothing is on sale, and Dawn prints it again in its sale box).
  const current = new Set(candidates(options.$, options.host, block, false).map((parsed) => amountValue(parsed.amount) ?? -1));
  // An old price is above a price the block prints: a block with no price, or only higher ones,
  // crosses out nothing of this product's (a label read wrongly must not strike the only price).
  const lowest = Math.min(...current);
  return new Set([...struckAmounts({ ...options, within: block }).keys()].filter((amount) => !current.has(amount) && amount > lowest));
}

/**
 * The amounts the product's block (around its heading) prints only as some other price, where the
 * price its text shows (`shown`) is one of the block's own: in a box named a price that the page
 * calls another (by its names, crossed out, as an option not chosen, by words of a price before tax
 * or before a sale), never as its price. Structured data at one of them is stale or speaks of another
 * variant (H&M's JSON-LD at the price before the sale the page calls "original", Wayfair's at the
 * default size it offers as an unchosen option, a shop's at its price before tax). A box left out
 * for other words beside it ("Dostępny od ręki"), or named "regular" alone (a price everyone pays
 * beside a club's), calls its amount nothing; nor does a price the text found outside the block.
 */
export function productOtherAmounts(options: { $: CheerioAPI; host: string; shown: number | undefined }): Set<number> {
  const { $, host, shown } = options;
  const block = mainProductBlock($);
  if (!block || shown === undefined) return new Set();
  const current = new Set(candidates($, host, block, false).map((parsed) => amountValue(parsed.amount) ?? -1));
  if (!current.has(shown)) return new Set();
  const others = new Set<number>();
  for (const el of $(block).find(NAMED).toArray()) {
    if (!isPriceNamed(namesOf(el)) || $(el).find(NAMED).toArray().some((child) => isPriceNamed(namesOf(child)))) continue;
    const text = priceText(el);
    if (text.length > 60 || amountsIn(text).size !== 1 || !hasCurrencySign(text, host)) continue;
    const byWords = labelText($, el).some((words) => BEFORE_TAX.test(words) || BEFORE_SALE.test(words) || BEFORE_SALE_LABEL.test(words));
    if (!byWords && !(isMarkedOther($, el, block, false) && !isNamedRegularOnly($, el))) continue;
    const value = amountValue(parsePrice(text.replace(BEFORE_SALE, ''), host)?.amount);
    if (value !== undefined && value > 0 && !current.has(value)) others.add(value);
  }
  return others;
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
