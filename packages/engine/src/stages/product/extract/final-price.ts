import type { Element } from 'domhandler';
import { CURRENCY_AMOUNTS } from './currency';
import { isHiddenByPage } from './page-layout';
import { amountsIn, amountValue } from './parse-price';
import { isPriceNamed, namesOf } from './price-names';
import { priceText } from './price-text';
import { QUALIFIED } from './price-words';
import { isTag } from './text';

// A box named the final price by Shoptet ("price-final") or VirtueMart ("PricesalesPrice") holds the
// price after every discount: another amount beside it, in the same box, is some other price
// (Shoptet's "price-standard" before the discount, "price-additional" before VAT, VirtueMart's
// "PricetaxAmount"). Other shops' "final price" boxes are a price after a cashback, a trade-in, a code
// or a means of payment, and say nothing of the amounts beside them.
const FINAL_PRICE = /^(?:price-final|Pricesales[Pp]rice)$/;
// The box must show one amount with its currency, above 0, and words that qualify it none: a hidden
// options total at £0.00 is no price.
function isFinalPriceBox(node: Element): boolean {
  if (!(node.attribs.class ?? '').split(/\s+/).some((name) => FINAL_PRICE.test(name)) || isHiddenByPage(node)) return false;
  const text = priceText(node);
  const amounts = [...amountsIn(text)];
  return text.length <= 80 && amounts.length === 1 && (amountValue(amounts[0]) ?? 0) > 0 && text.search(CURRENCY_AMOUNTS) >= 0 && !QUALIFIED.test(text);
}
function finalPriceBeside(el: Element): Element | undefined {
  let node: Element = el;
  for (let depth = 0; depth < 2 && node.parent && isTag(node.parent); depth++, node = node.parent) {
    if (isFinalPriceBox(node)) return undefined;
    const final = node.parent.children.find((child): child is Element => child !== node && isTag(child) && isFinalPriceBox(child));
    if (final) return final;
  }
  return undefined;
}
export const isBesideFinalPrice = (el: Element): boolean => finalPriceBeside(el) !== undefined;

// A price box beside the final price with a higher amount alone is the price before the discount.
export function isBeforeFinalPrice(el: Element): boolean {
  if (!isPriceNamed(namesOf(el))) return false;
  const final = finalPriceBeside(el);
  const [own, after] = [amountsIn(priceText(el)), final ? amountsIn(priceText(final)) : new Set()];
  if (own.size !== 1 || after.size !== 1) return false;
  const [before, price] = [amountValue([...own][0]), amountValue([...after][0] as string | undefined)];
  return before !== undefined && price !== undefined && before > price;
}
