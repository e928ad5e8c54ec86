import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN, hasCurrencySign } from './currency';
import { amountsIn, parsePrice, PRICE_NUMBER, type ParsedPrice } from './parse-price';
import { isMarkedOther, isOldPriceBox } from './price-candidates';
import { definitionOf, isScreenReaderLabel, priceText, termOf } from './price-text';
import { ASIDE_AMOUNT, BEFORE_SALE, BEFORE_SALE_LABEL, INSTALMENT, PERCENTAGES, PRICE_LABEL, QUALIFIED, TAX_INCLUDED } from './price-words';
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
  const notes: { node: AnyNode; words: string }[] = [];
  // A label for screen readers names the amount beside it only as a price ("<span class="sr-only">
  // Verkaufspreis:</span>21,25 €", Etsy's), never as one with tax, which it may say of another.
  const collect = (node: AnyNode, forTheEar = false): void => {
    if (notes.length >= 200) return;
    if (isText(node)) {
      const words = node.data.length <= 200 ? asciiDigits(node.data).replace(/\s+/g, ' ').trim() : '';
      if (words && words.length <= 40 && (PRICE_LABEL.test(words) || (!forTheEar && TAX_INCLUDED.test(words)))) notes.push({ node: forTheEar ? node.parent ?? node : node, words });
    } else if (isTag(node) && !UNREAD.has(node.name)) {
      const label = forTheEar || isScreenReaderLabel(node);
      node.children.forEach((child) => collect(child, label));
    }
  };
  $('body').toArray().forEach((body) => collect(body));
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
