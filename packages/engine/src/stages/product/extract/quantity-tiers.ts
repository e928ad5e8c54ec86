import type { Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN } from './currency';
import { amountValue, parseAmount, PRICE_NUMBER } from './parse-price';
import { SIGN_AFTER, SIGN_BEFORE } from './printed-price';
import { cellsOf, priceText, tableOf } from './price-text';
import { asciiDigits, isTag } from './text';

// A row of a quantity ladder begins with its quantities: a range ("2 - 99 Pieces", "1~9 sets", "10 à
// 49"), a lower bound (">= 10 sets", "100+", "ab 50 Stück", "500 or more"), and at most a unit of
// goods after them, before the amount. Not a row of sizes or ages ("2 - 4 years", "6-12 M"), whose
// prices are variants'.
const COUNT = String.raw`\d[\d,.\s]*`;
const UNIT = String.raw`(?:pieces?|pcs?|sets?|units?|items?|pairs?|packs?|boxes|box|cartons?|bags?|rolls?|kg|st(?:k|ück)?|stuks|unidad(?:es)?|unid|peças?|pçs|pezzi|pz|pièces?|шт|个|件|個|点|개)\.?`;
// What joins a range's ends, says a lower bound before its count, or one after it.
const RANGE_JOIN = String.raw`(?:[-–~]|to|bis|a|à|até)`;
const FROM = String.raw`(?:>=?|≥|from|ab|desde|a partir de|à partir de|dès)`;
const AND_UP = String.raw`(?:\+|or more|and (?:up|above)|ou mais|o más|et plus|und mehr|以上)`;
const QUANTITIES = new RegExp(
  String.raw`^\s*(?:${COUNT}\s*${RANGE_JOIN}\s*${COUNT}|${FROM}\s*${COUNT}|\d[\d,.]*\s*${AND_UP})\s*(?:${UNIT})?\s*[:：]?(?=\s*(?:${CURRENCY_SIGN.source}|[^\s\p{L}]))`,
  'iu',
);

// The amount a row prints with its currency, the last one so written ("10 - 49 12,50 €", "2 - 99 Pieces $3.80").
const NUMBERS = new RegExp(PRICE_NUMBER.source, 'g');

// A table's quantity column holds each step's count in a cell of its own, a bare number where the
// column's heading says it is a quantity ("Ab Menge", "Qty"): the count a step starts from. Not under
// another heading ("Größe": 38, 40, 42 are sizes, whose prices are variants').
const BARE_COUNT = new RegExp(String.raw`^\s*\d[\d,.]*\s*(?:${UNIT})?\s*$`, 'iu');
const QUANTITY_HEADING = /^\s*(?:ab\s+|from\s+|min\.?\s+)?(?:menge|anzahl|st(?:ü|ue)ck(?:zahl)?|qty|quantity|quantit[éeà]|cantidad|quantidade|aantal|ilo[śs][ćc]|antal|m[æa]ngde|määrä|počet|数量)\b/iu;
function headsQuantities(row: Element): boolean {
  const table = tableOf(row);
  const heading = table ? firstHeadingCell(table) : undefined;
  return heading !== undefined && QUANTITY_HEADING.test(priceText(heading));
}
function firstHeadingCell(node: Element): Element | undefined {
  for (const child of node.children.filter(isTag)) {
    const found = child.name === 'th' ? child : firstHeadingCell(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * A row as one step reads: a table's row (`column` set) as its first cell, its quantities, and the
 * amount's own cell, whose bracketed unit price is no step's amount ("20,99 € (10,50 € / kg)"): a
 * ladder prints a price per piece in each of its columns (before and with tax). Any other row whole.
 */
function rowText(row: Element, column: number | undefined): string {
  const cells = cellsOf(row);
  const [first, cell] = [cells[0], column === undefined ? undefined : cells[column]];
  if (!first || !cell || column === 0) return asciiDigits(priceText(row));
  const count = asciiDigits(priceText(first));
  return `${BARE_COUNT.test(count) && headsQuantities(row) ? `${count.trim()}+` : count} ${asciiDigits(priceText(cell)).replace(/\([^()]*\)/g, ' ')}`;
}

/** The amount of a row that reads as one step of a quantity ladder (its quantities first, then one amount with its currency), else undefined. */
function tierAmount(text: string): number | undefined {
  if (text.length > 80 || !QUANTITIES.test(text) || (text.match(CURRENCY_AMOUNTS)?.length ?? 0) !== 1) return undefined;
  let amount: string | undefined;
  for (const match of text.matchAll(NUMBERS)) {
    const at = match.index ?? 0;
    if (SIGN_BEFORE.test(text.slice(0, at)) || SIGN_AFTER.test(text.slice(at + match[0].length))) amount = match[0];
  }
  const value = amountValue(amount === undefined ? undefined : parseAmount(amount));
  return value !== undefined && value > 0 ? value : undefined;
}

// A lower bound alone before a row's amount ("ab 10 Stück", ">= 50", "100+"), and its count.
const LOWER_BOUND = new RegExp(String.raw`^\s*(?:${FROM}\s*(\d[\d,.]*)|(\d[\d,.]*)\s*${AND_UP})`, 'iu');
function startsAboveOne(text: string | undefined): boolean {
  const bound = text === undefined ? null : LOWER_BOUND.exec(text);
  return bound ? quantityOf(bound[1] ?? bound[2] ?? '') > 1 : false;
}

// A row's range of quantities ("9 - 18 kg", "1,000 - 4,999 Pieces"), its ends as numbers.
const RANGE_END = String.raw`\d(?:[\d,.]|\s(?=\d{3}(?![\d,.])))*`;
const RANGE = new RegExp(String.raw`^\s*(${RANGE_END})\s*${RANGE_JOIN}\s*(${RANGE_END})`, 'iu');
// A count as written, thousands grouped or not ("1,000", "1 000", "4,5").
const quantityOf = (text: string): number => {
  const digits = text.replace(/\s/g, '');
  return Number(/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(digits) ? digits.replace(/[.,]/g, '') : digits.replace(',', '.'));
};
function overlap(texts: string[]): boolean {
  let end: number | undefined;
  for (const text of texts) {
    const range = RANGE.exec(text);
    const bound = LOWER_BOUND.exec(text);
    const start = range ? quantityOf(range[1] ?? '') : bound ? quantityOf(bound[1] ?? bound[2] ?? '') : undefined;
    if (start !== undefined && end !== undefined && start < end) return true;
    end = range ? quantityOf(range[2] ?? '') : undefined;
  }
  return false;
}

/**
 * The step of a quantity ladder an amount sits in (Alibaba's "2 - 99 Pieces $3.80" then "100 - 999
 * Pieces $3.20", a trade shop's "1-9" and "10+" rows): rows side by side, each its quantities and one
 * amount, each step cheaper than the one before. A list whose amounts grow (a dog's weight, "2 - 4,5 kg"
 * then "4,5 - 10 kg", or sizes "92-98" then "104-110") chooses variants, no ladder.
 */
function quantityTier(el: Element): number | undefined {
  let row: Element = el;
  // The box one level below `row`: in a table's row, the amount's cell.
  let cell: Element | undefined;
  for (let depth = 0; depth < 4 && row.parent && isTag(row.parent); depth++, cell = row, row = row.parent) {
    const rows = row.parent.children.filter((child): child is Element => isTag(child) && child.name === row.name);
    if (rows.length < 2) continue;
    const column = row.name === 'tr' && cell ? cellsOf(row).indexOf(cell) : undefined;
    const texts = rows.map((each) => rowText(each, column));
    const amounts = texts.map(tierAmount);
    if (!amounts.every((amount): amount is number => amount !== undefined)) continue;
    if (!amounts.every((amount, i) => i === 0 || amount < (amounts[i - 1] ?? 0))) return undefined;
    // Ranges that overlap ("0 - 13 kg", "9 - 18 kg", "15 - 36 kg": a child seat's weight groups, whose
    // prices fall too) choose variants: a ladder's next step starts where the last one ended or later.
    if (overlap(texts)) return undefined;
    // A first step from more than one piece on ("ab 10 Stück", "desde 50 unidades") leaves the price of
    // one to the page's own price box: every step is a price for buying more.
    return rows.indexOf(row) + (startsAboveOne(texts[0]) ? 1 : 0);
  }
  return undefined;
}

/**
 * Whether an amount is a later step of a quantity ladder: the first step is what the smallest order
 * pays for each piece, the price; the later ones are prices for buying more.
 */
export const isLaterQuantityTier = (el: Element): boolean => (quantityTier(el) ?? 0) > 0;
