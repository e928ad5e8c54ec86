import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_AMOUNTS } from './currency';
import { amountsIn } from './parse-price';
import { buyButtons } from './product-signals';
import { classAndId, isNamedOther, isOtherOffersName, isOtherProductsName, isPriceNamed, namesOf, wordsOf } from './price-names';
import { priceText } from './price-text';
import { BEFORE_TAX, QUALIFIED, SUBSCRIPTION } from './price-words';
import { isTag } from './text';

// Where a box sits on the page, as the price reader asks it: crossed out, in the page's frame (its
// header, footer, navigation, side columns), hidden, in a link to another page, beside a checkbox
// that adds an extra, or around other products. What a box's names and words say is in
// price-names.ts and price-words.ts.

const STRUCK = 'del, s, strike';
// Crossed out by an inline style (Cafe24's "<strong style="text-decoration:line-through">29,900원</strong>"):
// a box of one amount at most. A wider box so styled ("UVP 349,00 € <span style="float: right">279,00
// €</span>") holds a price its browser draws uncrossed; a custom property ("--compare-decoration:
// line-through") crosses out nothing by itself. Such boxes are marked once per page, so the selector
// finds them.
const INLINE_STRUCK = 'data-struck-inline';
const LINE_THROUGH_STYLE = /(?:^|;)\s*text-decoration(?:-line)?\s*:[^;]*line-through/i;

// Pages styled by class names a build tool made up ("b_36wIgmNEQ4", styled-components' "sc-a1b2")
// cross out the old price in their own <style>: the classes whose rules say line-through count as
// struck too. Rules made of classes alone are read whole (".a.b", ".box .old"); of others, a last part
// of classes alone names the struck element.
const struckSelectors = new WeakMap<CheerioAPI, string>();
const SCOPED = String.raw`(?:\.[\w-]+)+\[(?:_ngcontent-[\w-]+|data-v-[\w-]+)\]`;
const SCOPED_RULE = new RegExp(`^(?:${SCOPED}(?: > | ))*${SCOPED}$`);
const CLASSES_RULE = /^(?:\.[\w-]+)+(?:(?: > | )(?:\.[\w-]+)+)*$/;
export function struck($: CheerioAPI): string {
  let selector = struckSelectors.get($);
  if (selector !== undefined) return selector;
  const classes = new Set<string>();
  for (const style of $('style').toArray()) {
    for (const [, selectors = '', body = ''] of $(style).text().matchAll(/([^{}@]{1,400})\{([^{}]*)\}/g)) {
      if (!/text-decoration(?:-line)?\s*:[^;]*line-through/i.test(body)) continue;
      for (const part of selectors.split(',')) {
        // Angular and Vue scope a component's rules by an attribute after its classes
        // (".price__sale-value[_ngcontent-serverapp-c241]", ".old[data-v-7ba5bd90]"): the classes with that
        // attribute name the box, kept so that another component's ".price" is not struck with it.
        // A scoped rule's whole selector is kept (".price-box__old[_ngcontent-c1] .value[_ngcontent-c1]"),
        // as all the component's boxes bear that attribute.
        const scoped = part.trim().replace(/\s*>\s*/g, ' > ');
        if (SCOPED_RULE.test(scoped)) { classes.add(scoped); continue; }
        // A rule of classes alone keeps its whole selector where the page has such boxes: ".old-price
        // .price" crosses out a price in an old-price box, not every ".price" of the page (Magento's
        // special price beside it). A rule written for boxes the page lacks (a stylesheet shared by
        // its pages) names the element by its last part.
        if (CLASSES_RULE.test(scoped) && $(scoped).length > 0) { classes.add(scoped); continue; }
        const last = part.trim().split(/\s+|>|~|\+/).at(-1) ?? '';
        if (/^(?:\.[\w-]+)+$/.test(last)) classes.add(last);
      }
    }
  }
  for (const el of $('[style*="line-through" i]').toArray()) {
    if (LINE_THROUGH_STYLE.test(el.attribs.style ?? '') && amountsIn(priceText(el)).size <= 1) el.attribs[INLINE_STRUCK] = '';
  }
  selector = [STRUCK, `[${INLINE_STRUCK}]`, ...[...classes].slice(0, 200)].join(', ');
  struckSelectors.set($, selector);
  return selector;
}

// The page's frame and what no visitor reads. A <header> or <footer> is the page's only outside a
// section: inside <main>, <article> or <section> it heads that part (a product's name and price).
const FRAME = 'nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], noscript, script, style';
const SECTIONING = new Set(['main', 'article', 'section']);

// An <aside> is a column beside the page's content, unless it shows a price with a main heading or a
// buy button: some shops lay the product's name, price and buy button out in an <aside> beside its
// pictures, or its price and buy button alone under the heading (Thế Giới Di Động's "price_sale"). A
// menu drawer or a side header with the shop's name as its <h1>, a link home, is no product column.
const productColumns = new WeakMap<Element, boolean>();
function isProductColumn($: CheerioAPI, node: Element): boolean {
  if (node.name !== 'aside' || node.attribs['aria-hidden'] === 'true') return false;
  let known = productColumns.get(node);
  if (known === undefined) {
    const all = descendants(node);
    const heading = all.some((child) => child.name === 'h1' && !descendants(child).some((part) => part.name === 'a'));
    const priced = all.filter((child) => isPriceNamed(namesOf(child)) && /\d/.test(priceText(child)));
    // A price in a card of another product (a link to its page around its picture) is that product's.
    const inCard = (child: Element): boolean => {
      for (let up = child.parent; up && isTag(up) && up !== node; up = up.parent) if (isCard($, up)) return true;
      return false;
    };
    const buysHere = !heading && asideBuyButtons($).some((button) => $.contains(node, button));
    known = priced.length > 0 && (heading || (buysHere && priced.some((child) => !inCard(child))));
    productColumns.set(node, known);
  }
  return known;
}

// The page's buy buttons, where they all sit in asides and no price box shows outside the asides, the
// frame, links to other pages, lists and boxes of other products and lists of other sellers' offers; else none.
// Beside the product's own buy box, or a price it shows elsewhere, a sidebar's buttons are other
// sellers' offers, used stock, a deal of the day, accessories (a sold-out product beside a gift card's
// widget, a buy button the list of buttons does not know); beside a list of offers (Rakuten France's),
// the aside is the best offer's buy box. Found once a page.
const asideButtons = new WeakMap<object, AnyNode[]>();
function asideBuyButtons($: CheerioAPI): AnyNode[] {
  const document = $.root()[0];
  const known = document ? asideButtons.get(document) : undefined;
  if (known !== undefined) return known;
  const buttons = buyButtons($);
  const inFrame = (el: AnyNode): boolean => $(el).closest('aside, nav, header, footer').length > 0;
  const outside = (el: AnyNode): boolean => !inFrame(el) && !isInOtherOffers(el) && !isInOtherProducts(el);
  const priced = $('body [class], body [id]')
    .toArray()
    .filter((el) => isPriceNamed(namesOf(el)) && priceText(el).search(CURRENCY_AMOUNTS) >= 0 && $(el).closest('a[href]').length === 0);
  const onlyInAsides =
    (!buttons.some((button) => !inFrame(button)) && !priced.some((el) => !inFrame(el))) ||
    (!buttons.some(outside) && !priced.some((el) => outside(el) && !isInProductList($, el)) && !printsOwnAmount($, outside));
  const found = onlyInAsides ? buttons : [];
  if (document) asideButtons.set(document, found);
  return found;
}
// Where lists of other sellers' offers and of other products are all that show buy buttons and prices
// outside the asides (Rakuten's), an amount the page prints outside them, the asides, the frame and
// links, not crossed out and with no words that call it some other amount, alone in its box (not a
// sentence of the description: "disponible au prix de 10,50 €"), is the product's own price in a box
// not named one ("<strong class="big-number">1299,00 zł</strong>" above a list of outlet
// offers, a book's "<b>14,00 €</b>" above its other editions): the asides' buy buttons are then a
// deal's, a tip's, a warranty's.
function printsOwnAmount($: CheerioAPI, outside: (el: AnyNode) => boolean): boolean {
  return $('body *')
    .toArray()
    .some((el) => {
      if (!printsCurrencyAmount(el) || el.children.some(printsCurrencyAmount) || NO_PRICE_BOX.has(el.name)) return false;
      const text = priceText(el);
      return text.trim().length <= 20 && !QUALIFIED.test(text) && $(el).closest(`a[href], ${struck($)}`).length === 0 && outside(el) && !isInProductList($, el);
    });
}
/** Whether a node is a box whose text prints an amount with its currency. */
export const printsCurrencyAmount = (el: AnyNode): boolean => isTag(el) && priceText(el).search(CURRENCY_AMOUNTS) >= 0;
// Elements that hold no amount a visitor reads as a price: code, and the controls a buyer works.
const NO_PRICE_BOX = new Set(['script', 'style', 'noscript', 'template', 'button', 'select', 'option']);
// Inside a box named for other sellers' offers, or a list of offers, up to eight boxes up, that prints
// two amounts or more: one offer alone so named (a marketplace seller's "mp-offer" buy box, a list of
// one offer) is the product's own.
function isInOtherOffers(el: AnyNode): boolean {
  for (let node: AnyNode | null = el, depth = 0; depth < 8 && node && isTag(node); depth++, node = node.parent) {
    if (isOtherOffersName(namesOf(node)) && (priceText(node).match(CURRENCY_AMOUNTS)?.length ?? 0) >= 2) return true;
  }
  return false;
}
// Inside a box named for other products, up to eight boxes up (Magalu's "buy-together" under its
// <aside> buy box, "Compre junto").
function isInOtherProducts(el: AnyNode): boolean {
  for (let node: AnyNode | null = el, depth = 0; depth < 8 && node && isTag(node); depth++, node = node.parent) if (isOtherProductsName(namesOf(node))) return true;
  return false;
}
const descendants = (parent: Element): Element[] => parent.children.filter(isTag).flatMap((child) => [child, ...descendants(child)]);

function isPageHeaderOrFooter(node: Element): boolean {
  if (node.name !== 'header' && node.name !== 'footer') return false;
  for (let up = node.parent; up && isTag(up); up = up.parent) if (SECTIONING.has(up.name) || up.attribs.role === 'main') return false;
  return true;
}

// A box marked as the page's footer inside its main content is no footer where it holds a heading
// of the page's: Neto's product pages mark the column of the product's name and price so (<section
// role="contentinfo" aria-label="Product information">). A footer so marked inside a <main> that wraps
// the whole page (a single-page app's layout, "<main><header>…<footer role="contentinfo">") is still
// the page's, its newsletter's "5 € Gutschein" no price; so is one whose only <h1> is the shop's title.
const isInfoInMain = ($: CheerioAPI, node: Element): boolean =>
  node.attribs.role === 'contentinfo' && $(node).closest('main, [role="main"]').length > 0 && $(node).find('h1').toArray().some((heading) => !isSiteTitle($, heading));

/** Whether an element sits in the page's frame (its header, footer, navigation) or in unread text. */
export function isInFrame($: CheerioAPI, el: Element): boolean {
  if ($(el).parents().addBack().filter(FRAME).toArray().some((node) => !isProductColumn($, node) && !isInfoInMain($, node))) return true;
  // Upwards once: a header or footer counts unless a sectioning element holds it.
  let inHeaderOrFooter = false;
  for (let node: AnyNode | null = el; node && isTag(node); node = node.parent) {
    if (node.name === 'header' || node.name === 'footer') inHeaderOrFooter = true;
    else if (SECTIONING.has(node.name) || node.attribs.role === 'main') inHeaderOrFooter = false;
  }
  return inHeaderOrFooter;
}

// Hidden by the page itself: an inline "display: none" or "visibility: hidden", or the hidden attribute,
// on the element or a box around it.
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
export function isHiddenByPage(el: Element): boolean {
  for (let node: AnyNode | null = el; node && isTag(node) && node.name !== 'body'; node = node.parent) {
    if (node.attribs.hidden !== undefined || HIDING_STYLE.test(node.attribs.style ?? '')) return true;
  }
  return false;
}

// The shop's own name as a page's <h1>, a link to its home page around the shop's name or logo
// ("<h1><a href="/">Kamanouchi</a></h1>", as EC-CUBE's and many blog themes' headers print on every
// page): no product's heading.
const HOME = /^\s*(?:\/|\/index\.\w+|https?:\/\/[^/?#]+\/?)\s*$/i;
export function isSiteTitle($: CheerioAPI, heading: Element): boolean {
  const link = $(heading).find('a[href]').first();
  return link.length > 0 && HOME.test(link.attr('href') ?? '') && link.text().replace(/\s+/g, ' ').trim() === $(heading).text().replace(/\s+/g, ' ').trim();
}

// The page's own heading: its first <h1> outside the frame that names something (two characters or
// more), not the shop's title linking home; on a product page, the product's name. Found once a page.
const pageHeadings = new WeakMap<object, Element | null>();
export function pageHeading($: CheerioAPI): Element | undefined {
  const document = $.root()[0];
  const known = document ? pageHeadings.get(document) : undefined;
  if (known !== undefined) return known ?? undefined;
  const heading = $('h1')
    .toArray()
    .find((el) => !isInFrame($, el) && $(el).text().replace(/\s+/g, ' ').trim().length >= 2 && !isSiteTitle($, el));
  if (document) pageHeadings.set(document, heading ?? null);
  return heading;
}

// An address that leaves the page (not "#…" nor "javascript:").
export const leadsAway = (href: string | undefined): boolean => href !== undefined && !/^\s*(?:#|javascript:)/i.test(href);

// A price inside a link to another page is that page's: a card of another product or variant.
export function isInLinkAway($: CheerioAPI, el: Element): boolean {
  return leadsAway($(el).closest('a[href]').attr('href'));
}

// A price after a link away in a short line of its own is the linked product's: a pack or a bundle
// offered beside the product ("<a>Lot de 2 Effaclar Duo(+) 40ml</a> — 24,90 €"). The link names a
// product (three words or more, not a brand's one), and the line holds no heading of the page.
export function isAfterLinkAway($: CheerioAPI, el: Element): boolean {
  let inner: Element = el;
  for (let box = el.parent, depth = 0; depth < 2 && box && isTag(box) && box.name !== 'body'; depth++, inner = box, box = box.parent) {
    if (priceText(box).length > 120 || $(box).find('h1').length > 0) return false;
    const before = box.children.slice(0, box.children.indexOf(inner)).filter(isTag);
    if (before.some((child) => child.name === 'a' && leadsAway(child.attribs.href) && (priceText(child).match(/\p{L}{2,}/gu) ?? []).length >= 3)) return true;
  }
  return false;
}

// A list item or a table cell that links away with a picture, among three or more such beside it, is
// another product's card however the page names it (JD's "plist" of picks beside the product,
// X-Cart's rows of "also bought" cells): its price is that product's. Not an item holding the page's
// heading.
export function isInProductList($: CheerioAPI, el: Element): boolean {
  const item = $(el).closest('li, td')[0] ?? repeatedCard($, el);
  if (!item || !isTag(item)) return false;
  const list = item.parent;
  if (!list || !isTag(list) || !isCard($, item) || $(item).find('h1').length > 0) return false;
  // A table row lays out the page too (side columns beside the product's own cell, which may link to
  // its enlargement and hold a buy form): its cells are cards only where each is short and prints an
  // amount, and the price's own cell holds no form.
  const isCell = item.name === 'td';
  const isCellCard = (cell: Element) => {
    const text = priceText(cell);
    return text.length <= 150 && text.search(CURRENCY_AMOUNTS) >= 0;
  };
  if (isCell && ($(item).find('form, input, select, button').length > 0 || !isCellCard(item))) return false;
  const cards = list.children.filter((child): child is Element => isTag(child) && child.name === item.name && isCard($, child) && (!isCell || isCellCard(child)));
  return cards.length >= 3;
}

// A box around the amount that shares its tag and class with two or more boxes beside it, as cards of a
// grid of other products do without a list ("<div class="product_wrapper col-6">" in IdoSell's "also
// bought"), the nearest such box. Each prints its product's price in a box named a price, as a card
// does, and is short: Bootstrap's rows, columns and panels and a page's sections share their class too,
// and one of them holds the product's own buy box beside others that only mention an amount ("Kaffee-Abo
// schon ab 21,90 €", "Versandkostenfrei ab 39 €", "Erste Inspektion kostenlos – sonst 79,00 €").
// A card's picture links to its product's page; the rows of a buy box show icons beside their links
// ("Versand", "Finanzierung ab 27,04 € mtl.", "Eintausch-Bonus bis zu 50,00 €").
const linksPicture = (box: Element): boolean => descendants(box).some((part) => part.name === 'a' && linksToPage(part) && descendants(part).some((inner) => inner.name === 'img'));
const isShortPriced = (box: Element): boolean =>
  priceText(box).length <= 300 &&
  linksPicture(box) &&
  [box, ...descendants(box)].some((part) => isPriceNamed(namesOf(part)) && !isNamedOther(namesOf(part)) && priceText(part).search(CURRENCY_AMOUNTS) >= 0);
function repeatedCard($: CheerioAPI, el: Element): Element | undefined {
  let node: AnyNode | null = el.parent;
  for (let depth = 0; depth < 5 && node && isTag(node) && node.name !== 'body'; depth++, node = node.parent) {
    const { name, attribs } = node;
    const parent = node.parent;
    if (!attribs.class || !parent || !isTag(parent)) continue;
    const alike = parent.children.filter((child) => isTag(child) && child.name === name && child.attribs.class === attribs.class && isShortPriced(child));
    if (alike.length >= 3) return node;
  }
  return undefined;
}

// A box that links to another page (not to a picture's file) and holds a picture: a product's card.
const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#].*)?$/i;
const linksToPage = (link: Element): boolean => leadsAway(link.attribs.href) && !PICTURE_FILE.test(link.attribs.href ?? '');
function isCard($: CheerioAPI, box: Element): boolean {
  return $(box).find('a[href]').toArray().some(linksToPage) && $(box).find('img').length > 0;
}

// osCommerce's and Zen Cart's side boxes (specials, what's new, best sellers) hold other products'
// cards: a box that links to another page (not to a picture's file) with a picture. Not a box in a
// form (osCommerce names the product's own buttons row so, in its cart form) nor one holding the
// product's own price table (its quantity price breaks), which is no card.
const SIDE_BOX = /info-?box-?contents|side-?box-?content/i;
export function isInSideBoxCard($: CheerioAPI, el: Element): boolean {
  const box = $(el)
    .parents()
    .toArray()
    .slice(0, 6)
    .find((node) => SIDE_BOX.test(classAndId(node)));
  if (!box || $(box).closest('form').length > 0) return false;
  const card = $(el).closest('td, li, div').toArray().find(isTag);
  return card !== undefined && (card === box || $.contains(box, card)) && isCard($, card);
}

// An amount beside a checkbox is an extra the shopper may add ("☐ Extended warranty 2 years — 59,00 €",
// "☐ Gift wrap + £3.00"): its label holds the checkbox or names it, or a box around the amount that
// holds no other amount has the checkbox as its own child before the amount. A box that also holds a
// heading, a button, a menu or a quantity is the product's own header or buy box, whose checkbox is a
// consent or a switch ("I am 18 or over", "Include a gift receipt"); so is a box whose checkbox comes
// after the amount ("Preis: 89,00 € ☐ Ich akzeptiere die AGB"). A hidden checkbox, or one named a
// toggle, drawer or accordion and sending nothing with the form (no name), opens a part of the page by
// CSS alone: it is no extra.
const CHECKBOX = 'input[type="checkbox" i]';
const NOT_AN_OPTION_ROW = 'h1, h2, h3, button, select, input[type="submit" i], input[type="number" i]';
const SWITCH_NAMES = /toggle|drawer|accordion|collapse|switch|menu|modal/i;
// A required checkbox is a consent ("Ich bin mindestens 18 Jahre alt.", the terms), no extra one may choose.
const isChoice = (input: Element): boolean =>
  !isHiddenByPage(input) && input.attribs.required === undefined && (input.attribs.name !== undefined || !SWITCH_NAMES.test(classAndId(input)));
export function isOptionalExtra($: CheerioAPI, el: Element): boolean {
  if (isUnchosenTile($, el)) return true;
  const label = $(el).closest('label');
  if (label.length > 0) {
    const target = label.attr('for');
    if (label.find(CHECKBOX).toArray().some(isChoice)) return true;
    if (target && $(CHECKBOX).is((_, input) => input.attribs.id === target && isChoice(input))) return true;
    if (isUnchosenRadio($, label.toArray().find(isTag), target)) return true;
  }
  // A box around one radio's label and nothing else with digits (Easy Digital Downloads' "<li
  // id="edd_price_option_1"><label><input type="radio"> Basic – $19.00</label></li>").
  const labels = $(el).find('label').toArray();
  if (labels.length === 1 && labels[0] && priceText(el).replace(priceText(labels[0]), '').search(/\d/) < 0 && isUnchosenRadio($, labels[0], labels[0].attribs.for)) return true;
  const own = priceText(el);
  let inner: Element = el;
  for (let box = el.parent, depth = 0; depth < 3 && box && isTag(box) && box.name !== 'body' && box.name !== 'form'; depth++, inner = box, box = box.parent) {
    const rest = priceText(box).replace(own, '');
    if (rest.length > 200 || rest.search(CURRENCY_AMOUNTS) >= 0) return false;
    const children = box.children.filter(isTag);
    // The checkbox itself, or a label or a styled box around it, with no amount of its own (a term,
    // "Lisäturva 5 vuotta", may be), before the amount ("<label><input type="checkbox"> Recycle your old appliance</label> <span>£20.00</span>",
    // "<span class="service__check"><input type="checkbox"><span class="checkmark"></span></span>").
    const isCheckbox = (child: Element): boolean =>
      ($(child).is(CHECKBOX) && isChoice(child)) || ($(child).find(CHECKBOX).toArray().some(isChoice) && priceText(child).search(CURRENCY_AMOUNTS) < 0);
    const checkbox = children.findIndex(isCheckbox);
    if (checkbox >= 0) return checkbox < children.indexOf(inner) && $(box).find(NOT_AN_OPTION_ROW).length === 0;
  }
  return false;
}

// An amount in the label of a radio button not chosen, where the page checks another of its group, is
// what another choice costs: another size's price, an extended warranty, delivery to the room of
// one's choice. The chosen one's is the price the page shows anyway.
const RADIO = 'input[type="radio" i]';
// A repeated order's words (Subscribe & save, 定期便, "every 4 weeks", Petco's "Repeat Delivery", an
// Italian "Abbonamento", a German "Sparplan"), and a payment by the month ("Pay monthly £19.42/mo"
// chosen beside "Buy outright £699.00"): the one-time or outright price is the price.
const REPEATED_ORDER = new RegExp(`${SUBSCRIPTION.source}|every \\d+ (?:days?|weeks?|months?)|repeat delivery|abbonament|sparplan|pay monthly|\\d\\s?\\/\\s?mo(?:nth)?\\b`, 'i');
function isUnchosenRadio($: CheerioAPI, label: Element | undefined, target: string | undefined): boolean {
  const inLabel = label ? $(label).find(RADIO).toArray() : [];
  const radio = inLabel[0] ?? (target ? $(RADIO).toArray().find((input) => input.attribs.id === target) : undefined);
  if (radio === undefined || radio.attribs.checked !== undefined || isHiddenByPage(radio)) return false;
  // Only where the page checks another of its group: radios a script chooses among are all unchecked.
  // Not where the one checked is a repeated order's or a monthly payment's (see REPEATED_ORDER).
  const group = radio.attribs.name;
  const checked = group === undefined ? undefined : $(RADIO).toArray().find((other) => other !== radio && other.attribs.name === group && other.attribs.checked !== undefined);
  return checked !== undefined && !REPEATED_ORDER.test(priceText(checked.parent && isTag(checked.parent) ? checked.parent : checked));
}

// A tile the page marks as not chosen where its group marks another as chosen: another pack size's or
// colour's price (zooplus's "400 g — 6,99 €" beside the 10 kg chosen, Coupang's option list). Marked as
// a radio (role="radio", aria-checked="false"), as a toggle button not pressed beside one pressed
// (rebuy's condition grades: aria-pressed="false" on "Wie neu — 419,99 €" beside "Sehr gut — 399,99 €"
// pressed), or as one of an option list's items (its names, or the list's, say option, variant or
// swatch) beside an item of the same kind named selected or active. Not where the chosen one is a repeated order's or a
// monthly payment's, as above.
const OPTION_NAMES = /\b(?:options?|variants?|variations?|swatch(?:es)?|choices?)\b/;
const CHOSEN_NAMES = /\b(?:selected|active|checked|chosen|current)\b/;
function isUnchosenTile($: CheerioAPI, el: Element): boolean {
  const chosenBeside = (tile: Element): Element[] => {
    const radio = tile.attribs.role === 'radio';
    const group = radio ? ($(tile).closest('[role="radiogroup"]')[0] ?? tile.parent) : tile.parent;
    if (!group || !isTag(group)) return [];
    if (radio) return $(group).find('[role="radio"][aria-checked="true" i]').toArray();
    const isChosen = (node: Element): boolean => isChosenOption(node) || (optionNames(group) !== undefined && CHOSEN_NAMES.test(wordsOf(namesOf(node)).join(' ')));
    return group.children.filter((node): node is Element => isTag(node) && node !== tile && node.name === tile.name && isChosen(node));
  };
  const radio = $(el).closest('[role="radio"][aria-checked="false" i]').toArray().find(isTag);
  let chosen = radio ? chosenBeside(radio) : [];
  const toggle = radio ? undefined : $(el).closest('[aria-pressed="false" i]').toArray().find(isTag);
  for (let group = toggle?.parent, depth = 0; chosen.length === 0 && toggle && depth < 3 && group && isTag(group); depth++, group = group.parent) {
    chosen = $(group).find(`${toggle.name}[aria-pressed="true" i]`).toArray();
  }
  for (let node: AnyNode | null = el, depth = 0; chosen.length === 0 && depth < 5 && node && isTag(node); depth++, node = node.parent) {
    if (optionNames(node) === 'unchosen' || isOptionListItem(node)) chosen = chosenBeside(node);
  }
  return chosen.length > 0 && !chosen.some((box) => REPEATED_ORDER.test(priceText(box)));
}
// Whether a box's names call it an option list's item, chosen or not.
function optionNames(node: Element): 'chosen' | 'unchosen' | undefined {
  const names = wordsOf(namesOf(node)).join(' ');
  if (!OPTION_NAMES.test(names)) return undefined;
  return CHOSEN_NAMES.test(names) ? 'chosen' : 'unchosen';
}
const isChosenOption = (node: Element): boolean => optionNames(node) === 'chosen';
// An item of a list named as options, itself not named chosen ("<ul class="variant-box__list"><li
// class="selected">…</li><li>Solo — 119,00 €</li></ul>"): its neighbours are chosen where named so.
// A list's item only: a box of a product's "product-variants" that holds its price beside a
// "variant-selected" line naming the chosen colour is no option of its own.
const isOptionListItem = (node: Element): boolean =>
  node.name === 'li' && node.parent !== null && isTag(node.parent) && optionNames(node.parent) !== undefined && !CHOSEN_NAMES.test(wordsOf(namesOf(node)).join(' '));

// Boxes that hold other products or the shop's own notices, not this product: page header, footer,
// navigation, and lists of related, recommended, cross-sold or carted products.
const OUTSIDE_TAGS = new Set(['nav', 'aside']);
const OUTSIDE_ROLES = new Set(['navigation', 'banner', 'contentinfo']);
const OTHER_PRODUCTS_WORDS = new Set('related recommend recommended recommendations reco recos similar upsell upsells'.split(' '));

/** Whether an element holds the page's frame or other products rather than this product. */
export function isAroundProduct($: CheerioAPI, node: Element): boolean {
  if ((OUTSIDE_TAGS.has(node.name) && !isProductColumn($, node)) || isPageHeaderOrFooter(node) || OUTSIDE_ROLES.has(node.attribs.role ?? '')) return true;
  const words = wordsOf(classAndId(node));
  const joined = words.join('');
  // VTEX's product carousels are its "shelf" ("vtex-shelf-1-x-container"), not a product's shelf life.
  const isShelf = words.includes('shelf') && !words.includes('life');
  return words.some((word) => OTHER_PRODUCTS_WORDS.has(word)) || isShelf || joined.includes('crosssell') || joined.includes('minicart');
}

/**
 * Whether a box holds a price before tax by its class words ("price-excl-tax", Alza's "price_withoutVat";
 * not BigCommerce's "price--withoutTax", a US shop's only price) or its label attribute (Magento's
 * data-label="Excl. BTW").
 */
export function isBeforeTaxBox(node: Element): boolean {
  const words = wordsOf(classAndId(node)).join(' ');
  return /\b(?:excl(?:uding)?|ex) ?(?:tax|vat)\b|\bwithout ?vat\b/.test(words) || BEFORE_TAX.test(node.attribs['data-label'] ?? '');
}
