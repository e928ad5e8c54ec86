import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN, hasCurrencySign } from './currency';
import { pageHeading, printsCurrencyAmount, struck } from './page-layout';
import { amountsIn, parsePrice, PRICE_NUMBER, type ParsedPrice } from './parse-price';
import { isMarkedOther, isOldPriceBox } from './price-candidates';
import { definitionOf, isScreenReaderLabel, priceText, termOf } from './price-text';
import { ASIDE_AMOUNT, BEFORE_SALE, BEFORE_SALE_LABEL, BEFORE_TAX, INSTALMENT, PERCENTAGES, PRICE_LABEL, QUALIFIED, REGULAR_LABEL, REWARD_POINTS, SELLING_PRICE_LABEL, TAX_INCLUDED } from './price-words';
import { asciiDigits, isTag, isText, UNREAD } from './text';

// Prices a page names in words instead of class names ("Price: £12.99", "€344.00 VAT included").

/**
 * Prices the page names as such in words instead of class names (pages styled by made-up class names,
 * or older table layouts): a box that reads as a price label and one amount ("Price: £12.99"), or as
 * one amount and a note that tax is included ("€344.00 VAT included"). The box must hold nothing
 * else, and the box around it no other amount: "from 74,95 € / 99,95 € incl. 24% VAT" is unclear.
 */
export function notedPrices($: CheerioAPI, host: string): ParsedPrice[] {
  const found = new Map<Element, ParsedPrice>();
  const notes: { node: AnyNode; words: string; firstOnly: boolean }[] = [];
  // A label for screen readers names the amount beside it only as a price ("<span class="sr-only">
  // Verkaufspreis:</span>21,25 €", Etsy's), never as one with tax, which it may say of another. It and a
  // selling price's words name the price only as the first amount under the page's heading (see
  // isFirstAmount).
  const collect = (node: AnyNode, forTheEar = false): void => {
    if (notes.length >= 200) return;
    if (isText(node)) {
      const words = node.data.length <= 200 ? asciiDigits(node.data).replace(/\s+/g, ' ').trim() : '';
      if (words && words.length <= 40 && (PRICE_LABEL.test(words) || (!forTheEar && TAX_INCLUDED.test(words)))) {
        notes.push({ node: forTheEar ? node.parent ?? node : node, words, firstOnly: forTheEar || SELLING_PRICE_LABEL.test(words) });
      }
    } else if (isTag(node) && !UNREAD.has(node.name)) {
      const label = forTheEar || isScreenReaderLabel(node);
      node.children.forEach((child) => collect(child, label));
    }
  };
  $('body').toArray().forEach((body) => collect(body));
  for (const { node, words, firstOnly } of notes) {
    const definition = definitionOf(node.parent);
    if (definition) {
      const text = priceText(definition);
      const parsed = text.length <= 80 ? readNotedAmount($, definition, text, text.replace(TAX_INCLUDED, ' ').trim(), host) : undefined;
      if (parsed && (!firstOnly || isFirstAmount($, definition))) found.set(definition, parsed);
      continue;
    }
    let box = node.parent;
    for (let depth = 0; depth < 3 && box && isTag(box) && box.name !== 'body'; depth++, box = box.parent) {
      const text = priceText(box);
      if (text.length > 80) break;
      if (!/\d/.test(text.replace(PERCENTAGES, ''))) continue;
      // "Price: €12.99 incl. VAT" names it both ways.
      const parsed = readNotedAmount($, box, text, text.replace(words, ' ').replace(TAX_INCLUDED, ' ').trim(), host);
      if (parsed && (!firstOnly || isFirstAmount($, box))) found.set(box, parsed);
      break;
    }
  }
  return [...found.values()];
}

// Whether a box holds the first amount with its currency the page prints under its heading, neither
// crossed out nor said of something else ("Save $5.00", "Was 25,00 €"): where Etsy's "Verkaufspreis:"
// for screen readers names its price. Such a label further down names another's that no visible word
// tells apart (a "Pairs well with" card's "<span class="sr-only">Price</span>$48.00" below the
// product's own $24.00, another seller's offer), and a wholesaler's "Verkaufspreis: 17,95 €" below
// its own 8,90 € is the price it recommends its customers sell at.
const firstAmounts = new WeakMap<object, Element | null>();
function isFirstAmount($: CheerioAPI, box: Element): boolean {
  const document = $.root()[0];
  let first = document ? firstAmounts.get(document) : undefined;
  if (first === undefined) {
    first = firstAmountUnder($, pageHeading($)) ?? null;
    if (document) firstAmounts.set(document, first);
  }
  return first !== null && (first === box || $.contains(box, first));
}
function firstAmountUnder($: CheerioAPI, heading: Element | undefined): Element | undefined {
  if (!heading) return undefined;
  // The page's elements in the order it prints them: those after the heading and its own.
  const all = $('body *').toArray();
  return all
    .slice(all.indexOf(heading) + 1)
    .find((el) => !$.contains(heading, el) && printsCurrencyAmount(el) && !el.children.some(printsCurrencyAmount) && $(el).closest(struck($)).length === 0 && !QUALIFIED.test(priceText(el)));
}

// What the boxes beside `box` say, leaving out those that hold an amount aside from the price (an old
// or list price, crossed out or named so, "List Price: $59.90", or its label alone; a regular price,
// "Reg: $259.99", beside the price the words name; shipping; a saving; an instalment; the price before
// tax, "¥11,636(税抜)" beside "¥12,800(税込)"; the points it earns, "獲得ポイント：128pt（1%）"). A definition
// list's value reads with its term.
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
    .filter((text) => text.length > 80 || !(BEFORE_SALE.test(text) || BEFORE_SALE_LABEL.test(text) || REGULAR_LABEL.test(text) || ASIDE_AMOUNT.test(text) || INSTALMENT.test(text) || BEFORE_TAX.test(text) || (REWARD_POINTS.test(text) && text.search(CURRENCY_AMOUNTS) < 0)))
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
