import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_SIGN } from './currency';
import { asciiDigits, isTag, isText, UNREAD } from './text';

// Elements whose text never runs into the text around them: blocks, and the controls and links a
// page lines up (the "45 %" and "50 %" buttons before a price are no number "50 173.34").
export const BLOCKS = new Set(['a', 'button', 'label', 'option', 'select', 'address', 'article', 'aside', 'br', 'dd', 'div', 'dl', 'dt', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'td', 'th', 'tr', 'ul']);
// Words only screen readers hear, such as the "Regular price" Shopify themes print before the current
// price in the shop's language ("Normale prijs", "Cena regularna", "通常価格"): a label for the blind,
// not what a visitor reads beside the amount. A hidden box that holds an amount (Amazon's
// "a-offscreen" price, WooCommerce's "Original price was: $29.00") still counts, unless a box beside
// it shows the amount with its currency to the eye and hides it from screen readers (aria-hidden):
// then the hidden box says it again for the ear ("<span aria-hidden="true">$799.99</span><span
// class="sr-only">Your price for this item is $799.99</span>").
const SCREEN_READER_ONLY = /(?:^|\s)(?:visually-?hidden|sr-only|screen-reader-text|visuallyhidden|u-hidden-visually|hidden-visually|a-offscreen|[\w-]*screenreader-?text[\w-]*|[\w-]*screen-reader-only)(?:\s|$)/i;
const hasDigit = (node: AnyNode): boolean =>
  isText(node) ? /[\d\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/.test(node.data) : isTag(node) && node.children.some(hasDigit);
// The twin shows the amount with its currency: an icon font's sign ("<i class="fa fa-inr">") is no
// sign the text can read, and then the hidden copy says the currency.
const textOf = (node: AnyNode): string => (isText(node) ? node.data : isTag(node) ? node.children.map(textOf).join('') : '');
const saysAmountWithSign = (node: AnyNode): boolean => {
  const text = asciiDigits(textOf(node));
  return /\d/.test(text) && CURRENCY_SIGN.test(text);
};
function isShownToTheEyeOnly(node: AnyNode): boolean {
  return isTag(node) && node.attribs['aria-hidden'] === 'true' && saysAmountWithSign(node);
}

/** Whether an element is only for screen readers: hidden from sight by its class, and holding no amount, or one a box beside it shows. */
export function isScreenReaderLabel(node: Element): boolean {
  if (!SCREEN_READER_ONLY.test(node.attribs.class ?? '')) return false;
  return !hasDigit(node) || (node.parent?.children.some(isShownToTheEyeOnly) ?? false);
}

// The boxes a visitor sees of an amount whose screen reader's label says it with its currency, the
// sign drawn by a stylesheet ("<span class="sr-only">Price $4.50</span><span aria-hidden="true">4</span>
// <span aria-hidden="true">50</span>"): the label is read for them, so the amount is not read twice.
function isTwinOfLabel(node: Element): boolean {
  if (node.attribs['aria-hidden'] !== 'true' || !hasDigit(node) || isShownToTheEyeOnly(node)) return false;
  return (
    node.parent?.children.some((sibling) => isTag(sibling) && SCREEN_READER_ONLY.test(sibling.attribs.class ?? '') && saysAmountWithSign(sibling)) ?? false
  );
}

// A footnote mark ("$999<sup><a href="#fn1">12</a></sup>") is no part of the amount.
const isFootnote = (node: Element): boolean => node.name === 'sup' && node.children.some((child) => isTag(child) && child.name === 'a' && (child.attribs.href ?? '').startsWith('#'));

/**
 * An element's text as a visitor reads it (screen readers' labels left out), with cents printed apart given their decimal mark:
 * "173<sup>34</sup> Lei" and "$229<span class="right">99</span>" read as "173.34 Lei" and "$229.99",
 * not 17334 and 22999. Two digits alone in an inline element right after a digit are cents; the mark
 * is the one the whole part does not already use to group thousands. Scripts, styles and footnote
 * marks are left out, and blocks (paragraphs, cells, list items, links, buttons) are kept apart: by
 * a space, or with `lines` by a line break, so "50" on a button and "173.34" after it never read as
 * one number "50 173.34".
 */
export function priceText(el: Element, options: { skip?: (node: Element) => boolean; lines?: boolean } = {}): string {
  const { skip } = options;
  const parts: string[] = [];
  // Whether the box holds an ASCII digit, worked out once and only for a box with Devanagari or Bengali ones.
  let hasAscii: boolean | undefined;
  // The last characters written, all the cents rule looks at (the text itself may be a whole page).
  let tail = '';
  const write = (written: string) => {
    const text = asciiDigits(written, INDIC_DIGIT.test(written) ? (hasAscii ??= hasAsciiDigit(el)) : true);
    parts.push(text);
    tail = (tail + text).slice(-24);
  };
  const walk = (node: AnyNode): void => {
    if (isText(node)) write(node.data);
    if (!isTag(node) || UNREAD.has(node.name) || isFootnote(node) || (node !== el && (isScreenReaderLabel(node) || isTwinOfLabel(node) || skip?.(node)))) return;
    const block = BLOCKS.has(node.name);
    if (block) write('\n');
    const [only] = node.children;
    const cents = !block && node !== el && node.children.length === 1 && only && isText(only) && /^\d{2}$/.test(asciiDigits(only.data)) ? asciiDigits(only.data) : undefined;
    // "35€<sup>99</sup>": the euro sign stands where the decimal mark goes; parsePrice reads "35€99".
    if (cents && /\d\s?€$/.test(tail)) {
      write(cents);
      return;
    }
    // "<span>44.</span> <span>99</span>": the whole part ends with its mark, spaced from the cents.
    if (cents && /\d[.,]\s+$/.test(tail)) {
      while (parts.length > 0 && !/\S/.test(parts.at(-1) ?? '')) parts.pop();
      parts.push((parts.pop() ?? '').trimEnd());
      tail = tail.trimEnd();
      write(cents);
      return;
    }
    if (cents && /\d$/.test(tail)) {
      const whole = /[\d.,]*$/.exec(tail)?.[0] ?? '';
      write(`${whole.includes('.') && !whole.includes(',') ? ',' : '.'}${cents}`);
      return;
    }
    for (const child of node.children) walk(child);
    if (block) write('\n');
  };
  walk(el);
  const text = parts.join('');
  return (options.lines ? text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n[\s]*/g, '\n') : text.replace(/\s+/g, ' ')).trim();
}

const INDIC_DIGIT = /[\u0966-\u096f\u09e6-\u09ef]/;
// Whether a box's text holds an ASCII digit anywhere (its Devanagari and Bengali digits then read as
// letters: see asciiDigits).
function hasAsciiDigit(node: AnyNode): boolean {
  if (isText(node)) return /[0-9]/.test(node.data);
  return isTag(node) && !UNREAD.has(node.name) && node.children.some(hasAsciiDigit);
}

// A definition list names each value (<dd>) in the term (<dt>) before it: "<dt>Preis:</dt><dd>39,90 €</dd>".
export function definitionOf(term: AnyNode | null): Element | undefined {
  if (!term || !isTag(term) || term.name !== 'dt') return undefined;
  let next = term.nextSibling;
  while (next && !isTag(next)) next = next.nextSibling;
  return next && isTag(next) && next.name === 'dd' ? next : undefined;
}

// A definition's text, read once however many amounts inside it ask.
const ddTexts = new WeakMap<Element, string>();
export function ddText(value: Element): string {
  let text = ddTexts.get(value);
  if (text === undefined) ddTexts.set(value, (text = priceText(value)));
  return text;
}

export function termOf(value: Element): Element | undefined {
  let previous = value.prev;
  while (previous && !(isTag(previous) && (previous.name === 'dt' || previous.name === 'dd'))) previous = previous.prev;
  return previous && isTag(previous) && previous.name === 'dt' ? previous : undefined;
}

/** A table row's cells, data and header alike. */
export const cellsOf = (row: Element): Element[] => row.children.filter((child): child is Element => isTag(child) && (child.name === 'td' || child.name === 'th'));

/** The table a row (or any box inside one) belongs to. */
export function tableOf(node: Element): Element | undefined {
  let table: AnyNode | null = node.parent;
  while (table && isTag(table) && table.name !== 'table') table = table.parent;
  return table && isTag(table) ? table : undefined;
}

// A table's rows name their cells in the header row above: "<th>Preis (ohne MwSt.)</th>" over each
// row's "21,39 €". Only where the two rows have as many cells and none spans columns, so the header
// cell at the same place heads the same column.
/** The header cell over the table cell around `el` (up to three boxes up), if the table has a header row. */
export function columnHeading(el: Element): Element | undefined {
  let cell: AnyNode | null = el;
  for (let depth = 0; depth < 3 && cell && isTag(cell) && cell.name !== 'td'; depth++) cell = cell.parent;
  const row = cell && isTag(cell) && cell.name === 'td' ? cell.parent : null;
  const table = row && isTag(row) ? tableOf(row) : undefined;
  if (!cell || !isTag(cell) || !row || !isTag(row) || !table) return undefined;
  const header = headerRow(table);
  if (!header || header === row) return undefined;
  const [cells, headings] = [cellsOf(row), cellsOf(header)];
  // A header row with no corner cell over the rows' labels would put each heading over the next column.
  if (cells.length !== headings.length || [...cells, ...headings].some((each) => (each.attribs.colspan ?? '1') !== '1')) return undefined;
  return headings[cells.indexOf(cell)];
}

// The table's first row of header cells alone, in its <thead> or first in its body.
function headerRow(node: Element): Element | undefined {
  for (const child of node.children.filter(isTag)) {
    if (child.name === 'table') continue;
    if (child.name === 'tr') return cellsOf(child).every((cell) => cell.name === 'th') ? child : undefined;
    const found = headerRow(child);
    if (found) return found;
  }
  return undefined;
}
