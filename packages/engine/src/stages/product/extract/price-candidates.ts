import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { CURRENCY_AMOUNTS, CURRENCY_SIGN, dashedCurrency, hasCurrencySign } from './currency';
import { discountedPairs, isDiscountBadge, type DiscountedPair } from './discount-badge';
import { isBeforeFinalPrice, isBesideFinalPrice } from './final-price';
import { isAfterLinkAway, isHiddenByPage, isInFrame, isInLinkAway, isInProductList, isInSideBoxCard, isOptionalExtra, pageHeading, struck } from './page-layout';
import { amountsIn, amountValue, parsePrice, withEuroAsDecimalMark, type ParsedPrice } from './parse-price';
import { conditionalPriceName, isBidName, isBuyNowName, isClubName, isNamedOther, isOldPriceName, isPriceNamed, isPriceToPayName, isRewardName, NAMING_ATTRIBUTES, namesOf, OTHER_PRODUCTS_LAYOUT, withoutElementState, withoutStateModifiers, wordsOf, type PriceYield } from './price-names';
import { BLOCKS, columnHeading, ddText, priceText, termOf } from './price-text';
import { isLaterQuantityTier } from './quantity-tiers';
import { BEFORE_SALE, BEFORE_TAX, CARD_OR_MEMBER_PRICE, LOWEST_OVER_DAYS, MULTIBUY, OWN_BOX_ASIDE, PER_ITEM, PERCENT_FIRST, PERCENTAGES, QUALIFIED, QUANTITY_TOTAL, REGULAR_LABEL, SUBSCRIPTION, TAX_INCLUDED, TAX_RATE } from './price-words';
import { asciiDigits, isTag, isText } from './text';

// The price text's candidates: the amounts in boxes a page names a price, each read with the words and
// names around it that may call it some other price (old, per unit or instalment, before tax, a
// member's, another product's), and the price per item or the conditional price that yields to another.

export const NAMED = NAMING_ATTRIBUTES.map((name) => `[${name}]`).join(', ');

export function squeezed(el: Cheerio<AnyNode>): string {
  return asciiDigits(el.text()).replace(/\s+/g, ' ').trim();
}

const INSTALMENT_COUNT = /\b\d{1,2}\s?x\b|\b\d{1,2}\s+(?:interest[- ]free\s+)?(?:payments|installments|instalments|raten|cuotas|parcelas|pagos|paiements|rate|rata|taksit|ay)\b|\bpay in \d\b/gi;

// The words around an amount alone (its own box and up to three parents that hold no other number),
// where shops write "bez DPH", "inkl. MwSt.", "Excl. VAT" beside a price. The box's own words leave
// out an old or other price it holds beside the price ("<span class="old">UVP 39,99 EUR</span> Ihr
// Preis 29,99 EUR", Gambio's "<span class="gm_products_vpe">25,90 EUR pro Liter</span>"), whose
// words are that price's; a box so named without an amount and its currency holds words of this one
// (PrestaShop's "tax-shipping-delivery-label": "Tax excluded", "<small class="excl-tax-note">zzgl. 19%
// MwSt.</small>"). A button's or a menu's words are actions, not labels
// ("Show prices excl. VAT"), though their digits still make a parent a wider box; a discount's badge
// ("-20%", PrestaShop's "Économisez 20%") is no word of the price's in a parent either.
const CONTROLS = new Set(['button', 'select', 'option']);
export function labelText($: CheerioAPI, el: Element): string[] {
  const whole = priceText(el);
  const texts = [
    priceText(el, { skip: (node) => isOldPriceBox($, node) || isDiscountBadge(node) || isQualifiedAmount(node) || (isNamedOther(namesOf(node)) && priceText(node).search(CURRENCY_AMOUNTS) >= 0) }),
  ];
  let parent = $(el).parent();
  // The level from which the parents' words were reached only by taking out a count after the amount.
  let byCount: number | undefined;
  for (let depth = 0; depth < 3 && parent.length; depth++, parent = parent.parent()) {
    const text = parent[0] ? priceText(parent[0]) : '';
    // Only words around this amount alone qualify it; a parent holding other numbers is a wider box.
    // An instalment count ("10x R$ 8,99", "or 4 interest-free payments of $10.00", "Pay in 3") is no
    // other amount, nor is a total's quantity ("Total for 4 tires:") or a deal's right before this
    // amount ("Leve 3 por R$ 24,99", not "£4.99 Buy 2 get one free"): their words still qualify this one.
    if (text.length > 60 || /\d/.test(withoutCounts(text, whole))) break;
    if (byCount === undefined && /\d/.test(withoutCounts(text, whole, false))) byCount = texts.length;
    // A percentage written sign first is the discount the words give, not a word of its own: its "%"
    // does not make the amount some other price ("262,42 TL %25 İndirim", "KDV %20 dahil", "%100 Pamuk"), nor does a tax's rate ("inkl. 19% MwSt.").
    texts.push(parent[0] ? priceText(parent[0], { skip: (node) => CONTROLS.has(node.name) || (isDiscountBadge(node) && !SUBSCRIPTION_WORDS.test(text)) }).replace(PERCENT_FIRST, ' ').replace(TAX_RATE, ' ') : '');
  }
  // Kaspi's "29 166 ₸ x 12" under "Рассрочка" is an instalment; a wholesaler's "$ 4.590 x 12" a pack.
  if (byCount !== undefined && !texts.some((words) => INSTALMENT_WORDS.test(words))) texts.splice(byCount);
  // A picture in the amount's box, or beside it in a box around it alone, says what it is by its
  // alternative text: a shop's card's logo beside its holders' price (Paris's "Tarjeta Cencosud",
  // Falabella's "tarjeta-cmr"). A logo's name, without digits: not a badge's sentence about paying by
  // another's terms ("or 4 interest-free payments with Afterpay" beside a shop's one price).
  const box = el.parent && isTag(el.parent) && !/\d/.test(priceText(el.parent).replace(whole, '')) ? el.parent : undefined;
  const pictures = [...$(el).find('img[alt]').toArray(), ...(box ? $(box).children('img[alt]').toArray() : [])];
  texts.push(...pictures.map((img) => img.attribs.alt ?? '').filter((alt) => !/\d/.test(alt)));
  // The line right after the amount, a box of its own with no number but a percentage, where it says
  // the amount is one means of payment's or members' (Kabum's "R$ 3.909,92" over "À vista no PIX com
  // 15% de desconto", beside its card price "R$ 4.599,90"): only such words count from there.
  const next = $(el).next()[0];
  const after = next ? priceText(next).replace(PERCENTAGES, ' ') : '';
  // Not a line naming more than one means of payment ("no Pix, boleto ou cartão", "no Pix ou boleto"):
  // the amount is paid at once however one pays, everyone's.
  const anyMeans = /(?:,|\/|\bou\b|\be\b|\bo\b)\s*(?:(?:no|na|via|com|pelo|con)\s+)?(?:pix|boleto|cart[ãa]o|tarjeta|transfer|dep[óo]sito|d[ée]bito|cr[ée]dito|efectivo)/i;
  if (after.length <= 60 && !/\d/.test(after) && !anyMeans.test(after) && CARD_OR_MEMBER_PRICE.test(`${whole} ${after}`)) texts.push(`${whole} ${after}`);
  // "<dt>通常価格</dt><dd><span class="price">3,980円</span></dd>", when the definition holds no other
  // amount ("<dt>Sample Price:</dt><dd>US $15.00/Piece, 1 Piece (Min. Order)</dd>").
  const value = $(el).closest('dd')[0];
  const term = value && isTag(value) ? termOf(value) : undefined;
  if (value && isTag(value) && term && ddText(value).replace(whole, '').search(CURRENCY_AMOUNTS) < 0) texts.push(`${priceText(term)} ${whole}`);
  // A column's heading that says its amounts are before tax (a trade shop's "Preis (ohne MwSt.)" beside
  // "Preis (inkl. MwSt.)" over each step of its price table). Not one that names both ("Netto / Brutto"
  // over a single price "inkl. 19% MwSt."): it says nothing of which its amount is.
  const heading = columnHeading(el);
  const headingText = heading ? priceText(heading) : '';
  if (BEFORE_TAX.test(headingText) && !TAX_INCLUDED.test(headingText)) texts.push(`${headingText} ${whole}`);
  // A "from" word in a box of its own right before the amount's ("<span class="price-prefix">ab</span>
  // <span class="price">24,95 €</span>" beside a unit price in the same parent): the amount's label.
  const label = fromLabelBefore(el);
  if (label) texts.push(`${label} ${whole}`);
  return texts;
}

// A "from" word alone, as a range's price with no variant chosen is labelled ("ab", "From", "od",
// "à partir de", "desde"), not the words it takes beside something else ("ab Lager", "Gebraucht ab").
const FROM_LABEL = /^(?:ab|from|starting (?:at|from)|as low as|od|desde|a partir de|à partir de|a partire da|dès|vanaf|från|fra|alk\.|от|από)\s*[:：]?$/i;
function fromLabelBefore(el: Element): string | undefined {
  let node = el.prev;
  while (node && isText(node) && node.data.trim() === '') node = node.prev;
  if (!node || !(isText(node) || isTag(node))) return undefined;
  const words = (isText(node) ? node.data : priceText(node)).trim();
  return FROM_LABEL.test(words) ? words : undefined;
}

// A count of other sellers' offers ("34 offres neuves dès 279,90 €", "12 used from $219.00", Amazon
// Japan's "中古品 (2)点: ￥24,500 から") is no
// other amount: the words beyond it still call the amount a "from" price.
const OFFER_COUNT = /\b\d{1,4}\s+(?:(?:other|more|autres?|otras?|outras?|weitere)\s+)?(?:offers?|offres?|ofertas?|angebote?|sellers?|vendeurs?|vendedores|new|used|neufs?|occasions?)\b(?:\s+(?:neu(?:f|ves?)|new|used|d'occasion))?|[（(]\d{1,4}[)）]\s*点/gi;
// The count ends the box or names months ("x 12", "× 24 мес.", a Cyrillic "х 12"): one followed by a unit ("x 12 u.") is a pack's.
const COUNT_AFTER_AMOUNT = /^\s*[x×х]\s?\d{1,2}(?=\s*$|\s*(?:мес|ай|months?\b|mo\b|mes(?:es)?\b))/i;
const DEAL_BEFORE = new RegExp(`(?:${MULTIBUY.source})\\s*[:：]?\\s*$`, 'i');
const INSTALMENT_WORDS = /рассрочк|кредит|бөліп|taksit|cuotas?|\bmes(?:es)?\b|instal+ments?|months?|\bmo\b|мес|\bай\b|raten|parcel|pay in/i;
// A subscription's words around its saving's badge ("Subscribe & save $25.49 Save 15%"): the badge there
// is the subscription's, and still qualifies its price.
const SUBSCRIPTION_WORDS = new RegExp(`${SUBSCRIPTION.source}|repeat delivery`, 'i');
function withoutCounts(text: string, amount: string, afterAmount = true): string {
  const at = text.indexOf(amount);
  // Kaspi writes the count right after its amount ("29 166 ₸ x 12"); a count after a word ("Bandeja x 30",
  // "Paquete x 6") is the pack's, and still makes a wider box.
  const after = text.slice(at + amount.length);
  // A count of offers goes only before the amount ("34 offres neuves dès 279,90 €"): after it ("$69.99
  // See 12 offers from other sellers") its words are the offers', not this amount's.
  const afterCount = at >= 0 ? text.slice(0, at).replace(OFFER_COUNT, '') + (afterAmount ? after.replace(COUNT_AFTER_AMOUNT, '') : after) : text.replace(amount, '');
  // A percentage written sign first ("Havale/EFT ile 1.238,46 TL (%3 indirimli)") is the discount the
  // words give, no other amount.
  // Nor is a tax's rate ("202,44 zł netto (23% VAT)"): the words around it still qualify the amount.
  // Nor are the days of the lowest price over the last 30 ("Cel mai mic pret din ultimele 30 de zile:").
  const rest = afterCount.replace(INSTALMENT_COUNT, '').replace(QUANTITY_TOTAL, '').replace(PERCENT_FIRST, '').replace(TAX_RATE, '').replace(LOWEST_OVER_DAYS_ALL, (words) => words.replace(/\d/g, ''));
  return at > 0 && DEAL_BEFORE.test(text.slice(0, at)) ? rest.replace(MULTIBUY, '') : rest;
}

// True when this element or one of its close ancestors (inside `within`, when given) is marked as
// some other price. Layout words (list, slider, card…) count only outside the product's own block.
export function isOtherPrice($: CheerioAPI, el: Element, within: Element | undefined, layoutCounts: boolean): boolean {
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
const LOWEST_OVER_DAYS_ALL = new RegExp(LOWEST_OVER_DAYS.source, 'gi');
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
export function isMarkedOther($: CheerioAPI, el: Element, within: Element | undefined, layoutCounts: boolean): boolean {
  let node: AnyNode | null = el;
  const toPay = isPriceToPayName(namesOf(el));
  for (let depth = 0; depth < 6 && node && isTag(node); depth++, node = node.parent) {
    const words = namesOf(node);
    const names = depth === 0 ? ownNames($, el, words) : withoutStateModifiers(words);
    if (isNamedOther(names, toPay || (depth > 0 && /discount/i.test(names) && isSaleBlock($, node, el)), depth > 1) || (isRewardName(words) && (depth === 0 || isRewardBox($, node, el))) || (layoutCounts && OTHER_PRODUCTS_LAYOUT.test(words) && !holdsHeading($, node))) return true;
    if (node === within) break;
  }
  return (
    $(el).closest(struck($)).length > 0 ||
    holdsOnlyStruck($, el) ||
    isInFrame($, el) ||
    isInLinkAway($, el) ||
    isAfterLinkAway($, el) ||
    isOptionalExtra($, el) ||
    isBesideFinalPrice(el) ||
    isLaterQuantityTier(el) ||
    (layoutCounts && (isInProductList($, el) || isInSideBoxCard($, el)))
  );
}

// A layout box that holds the page's heading is the product's own column or card (Etsy's
// "wt-grid__item-md-5" around its title and price), not another product's. Any <h1> will not do: a
// header's "header-grid" holds the shop's title (an <h1> linking home) beside its basket's amount, and
// a hidden quick view of a recently viewed product ("quickview-grid") an <h1> of that product's own.
const holdsHeading = ($: CheerioAPI, box: Element): boolean => {
  const heading = pageHeading($);
  return heading !== undefined && $.contains(box, heading);
};

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

// A box around the amount that also holds an old price beside it, crossed out or so named
// (Myntra's "pdp-discount-container" around "pdp-price" and "pdp-mrp"): a sale's block, whose
// discount name says the amount is discounted, not that it is the discount.
function isSaleBlock($: CheerioAPI, box: Element, el: Element): boolean {
  return $(box)
    .find('*')
    .toArray()
    .some((part) => !$.contains(part, el) && part !== el && (isOldPriceName(namesOf(part)) || $(part).is(struck($))) && /\d/.test(priceText(part))) && !isSavingInBlock(box, el);
}
// An amount the block's words before it call a saving ("You save $20", "Sie sparen 30 €", "立省 ¥100"):
// the discount itself, whatever the block is named.
const SAVING_LABEL = /(?:\b(?:you save|save[ds]?|saving|sie sparen|spar\w*|économisez|ahorr\w*|risparmi\w*)|立省|节省|節省|할인\s*금액|割引額|値引額?)\s*[:：]?\s*$/i;
function isSavingInBlock(box: Element, el: Element): boolean {
  let before = '';
  for (let node: AnyNode | null = el; node && node !== box && before.length < 40; node = node.parent) {
    for (let prev = node.prev; prev && before.length < 40; prev = prev.prev) before = (isTag(prev) ? priceText(prev) : 'data' in prev ? String(prev.data) : '') + ' ' + before;
  }
  return SAVING_LABEL.test(before.trim());
}

// A box whose amounts are all crossed out ("<span class="price"><del>$99</del></span>") holds an old
// price; one that also prints an amount outside its <del> (Salesforce's "<del>$99</del> $79") holds
// the price.
function holdsOnlyStruck($: CheerioAPI, el: Element): boolean {
  const selector = struck($);
  return $(el).find(selector).length > 0 && !/\d/.test(priceText(el, { skip: (node) => $(node).is(selector) }));
}

// "2,000円（税込 2,200円）": an amount followed by the total with tax in brackets is before tax, and
// the total is the price (since 2021 Japanese shops must show it). What the bracket right after the
// box holds, if any: not a threshold's further on ("送料無料（税込1,000円以上）" below the price). Words
// that the box is before tax may come first ("1,800円+税（税込1,980円）", "2,000円（税抜）（税込 2,200円）").
const TAX_BRACKET = /^\s*(?:\+\s*税|[（(]\s*税[抜別]\s*[）)]|税[抜別])?\s*[（(]\s*税込([^）)]*\d[^）)]*)[）)]/;
// A bracket that holds a tax rate alone ("(税込 8%)", food's reduced rate) or a threshold ("（税込5,500円以上送料無料）") holds no total.
const isTaxTotal = (bracket: string): boolean => /\d/.test(bracket.replace(PERCENTAGES, '')) && !/以上/.test(bracket);
function taxIncludedBracket($: CheerioAPI, el: Element): string | undefined {
  const own = squeezed($(el));
  const around = squeezed($(el).parent());
  const at = around.indexOf(own);
  const bracket = at < 0 ? undefined : TAX_BRACKET.exec(around.slice(at + own.length))?.[1];
  return bracket !== undefined && isTaxTotal(bracket) ? bracket : undefined;
}
// The same in one box ("<span class="price">11,000円(税込12,100円)</span>", Color Me's): the total; a
// rate alone in the bracket ("1,080円(税込8%)") says the amount before it includes tax.
function withTaxInBrackets(text: string): string {
  const match = /^([^（(\d]*\d[^（(]*?)([（(]\s*税込[^）)]*\d[^）)]*[）)])\s*$/.exec(text);
  if (!match) return text;
  const bracket = (match[2] ?? '').replace(/^[（(]\s*税込|[）)]$/g, '');
  return isTaxTotal(bracket) ? bracket : /\d/.test(bracket.replace(PERCENTAGES, '')) ? text : (match[1] ?? text);
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

// A note that the amount includes tax, and what follows it ("inkl. gesetzl. MwSt., zzgl. Versandkosten",
// "شامل ضريبة القيمة المضافة"), said after the amount in its box: no words of the box's own about it.
function withoutTaxNote(text: string): string {
  const note = TAX_INCLUDED.exec(text);
  return note && /\d/.test(text.slice(0, note.index)) ? text.slice(0, note.index) : text;
}

function readCandidate($: CheerioAPI, el: Element, host: string, dashed: boolean): Candidate | undefined {
  const own = ownPriceText($, el);
  const hasOwnAmount = /\d/.test(own);
  // A discount's badge beside the old price ("<span class="old-price">579,00 €</span><span>-9%</span>")
  // is no amount of the box's own either.
  const throughOther = !hasOwnAmount && !/\d/.test(priceText(el, { skip: (node) => isOldPriceBox($, node) || isDiscountBadge(node) }));
  // A discount's note named as part of the price ("<span id="span_product_price_sale_rate">(3,900원
  // 할인)</span>") is no price.
  if (isDiscountBadge(el)) return undefined;
  // A box whose only amount is one its own words qualify ("本体価格 1,200円" in a box of its own) is that amount's.
  if (!hasOwnAmount && !/\d/.test(priceText(el, { skip: isQualifiedAmount }))) return undefined;
  const shown = withTaxInBrackets(withParentsSign($, el, hasOwnAmount ? own : priceText(el, { skip: isDiscountBadge })));
  if (withoutTaxNote(shown).length > 40) return undefined;
  const text = withEuroAsDecimalMark(shown);
  // "$89.99 Each" is the price of one, which yields to another price the page prints (see isPricePerItem).
  const perItem = PER_ITEM.test(text) && !text.includes('(') && !isNamedPerMeasure(el);
  const dashedSign = dashed ? dashedCurrency(text.trim(), host) : undefined;
  if (!text || !/\d/.test(text) || !(hasCurrencySign(text, host) || dashedSign) || QUALIFIED.test(perItem ? text.replace(PER_ITEM_ALL, ' ') : text)) return undefined;
  // The cents of an amount split over boxes ("<span class="m-price__int">79</span><span
  // class="m-price__dec">,90 €</span>") are no amount of their own; the box around both is.
  if (/^[^\d\p{L}]{0,3}[.,]\d/u.test(text.trim())) return undefined;
  // Nor is its whole part before a box of cents ("<span class="price-block__euro">€ 79</span><span
  // class="price-block__cents">,99</span>"), thousands marked or not ("€ 1.299" before ",99").
  const next = $(el).next()[0];
  if (next && !/[.,]\d{1,2}(?!\d)/.test(text) && /^\s*[.,]\d{2}(?!\d)/.test(priceText(next))) return undefined;
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
  return { ...parsed, ...(parsed.currency === undefined && dashedSign ? { currency: dashedSign } : {}), ...(throughOther ? { throughOther } : {}), ...(perItem ? { perItem } : {}) };
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

// Price candidates inside `root` (the whole page when absent), innermost only: nested price elements
// print one amount once. `dashed` also reads a box whose whole text is a round amount with a dash for
// its cents and no sign (see dashedCurrency).
export function candidates($: CheerioAPI, host: string, root?: Element, layoutCounts = true, dashed = false): ParsedPrice[] {
  const found = new Map<Element, Candidate>();
  const regular: number[] = [];
  const regularBoxes: ParsedPrice[] = [];
  // Regular amounts in a box beside no discount badge, which a unit's price may yield to (see yields).
  const unsold = new Set<number>();
  // Amounts their words call a member's or a card's price ("Klubbpris 749:-"), no candidates.
  const membersOnly: ParsedPrice[] = [];
  // Amounts said to be the regular price ("Reg: $22.00"), which yield to a lower price the page prints
  // plainly, a sale's, and to which a member's yields (see REGULAR_LABEL).
  const saidRegular = new Set<Element>();
  (root ? $(root).find(NAMED) : $.root().find(NAMED)).each((_, el) => {
    if (!isPriceNamed(namesOf(el))) return;
    let parsed = readCandidate($, el, host, dashed);
    if (!parsed) return;
    if (isOtherPrice($, el, root, layoutCounts)) {
      if (isRegularBox($, el, layoutCounts)) {
        regular.push(amountValue(parsed.amount) ?? 0);
        regularBoxes.push(parsed);
        if (!besideDiscountBadge($, el)) unsold.add(amountValue(parsed.amount) ?? 0);
      } else if (labelText($, el).some((text) => CARD_OR_MEMBER_PRICE.test(text))) membersOnly.push(parsed);
      if (!isPricePerItem($, el, root, layoutCounts)) return;
      parsed = { ...parsed, perItem: true };
    } else if (labelText($, el).some((text) => REGULAR_LABEL.test(text))) {
      saidRegular.add(el);
      regular.push(amountValue(parsed.amount) ?? 0);
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
  // on the side it yields to (see conditionalPriceName), a regular price to a lower one, a price per
  // item to any other.
  const sideOf = ([el, parsed]: [Element, Candidate]): PriceYield | undefined => (parsed.perItem ? 'any' : (conditionalBox(el, root) ?? (saidRegular.has(el) ? 'lower' : undefined)));
  const plain = own.filter((entry) => sideOf(entry) === undefined).map(([, parsed]) => amountValue(parsed.amount) ?? 0);
  // A member's or wholesale price yields to a higher one in a box named "regular" too (a winery's
  // "price--regular" beside "price--club", Shopline's "price-regular" beside its "member-price"),
  // though that box is no candidate of its own, and so does a box named a unit's price (Shopify Debut's
  // "price__unit" 19,98 €/pari beside its "price__regular" 39,95 € not on sale). Not a price per item
  // said in words ("$239.99 /ea." beside a "price-regular" $279.99 before the sale), nor to a regular
  // box beside a discount badge, the price before a sale ("price-regular" 29,90 Kč and "-17 %" beside
  // a shop's only "price-unit" 24,90 Kč).
  const isNamedUnit = (entry: [Element, Candidate]): boolean => sideOf(entry) === 'any' && !entry[1].perItem;
  const yields = (side: PriceYield, value: number, namedUnit: boolean) =>
    (side === 'higher' ? [...plain, ...regular] : namedUnit ? [...plain, ...unsold] : plain).some((other) => (side === 'higher' ? other > value : side === 'lower' ? other < value : side === 'any' ? other !== value : other >= value));
  // A plain box printing the same amount (a configurator's total beside its base price) keeps it.
  const unyielding = own.filter(([el, parsed]) => {
    const side = sideOf([el, parsed]);
    const value = amountValue(parsed.amount) ?? 0;
    return side === undefined || plain.includes(value) || !yields(side, value, isNamedUnit([el, parsed]));
  });
  // An auction's current bid yields to its buy-now price where the page prints one (eBay's "Aktuelles
  // Gebot EUR 80,00" beside "Sofort-Kaufen EUR 150,00"), to no other amount: with none, it is the price.
  // Not the buy-now price itself, in a box around both named a bid (an auction plugin's "auction-bid-box"
  // holding "Aktuelles Gebot: 980,00 €" and "Sofort kaufen: 1.450,00 €" in one named "buy-now").
  const buyNow = new Set(unyielding.filter(([el]) => isNamedAround(el, root, isBuyNowName)).map(([el]) => el));
  const kept = buyNow.size > 0 ? unyielding.filter(([el]) => buyNow.has(el) || !isNamedAround(el, root, isBidName)) : unyielding;
  // Where every candidate is a member's, wholesale or unit's price yielding only to one higher amount
  // in a box named "regular", or there is none but amounts said to be a member's, that amount is the
  // price everyone pays (Jula's "c-price--regular" 899:- beside its "c-price--club" "Klubbpris 749:-").
  const value = (parsed: ParsedPrice): number => amountValue(parsed.amount) ?? 0;
  const units = own.some(isNamedUnit);
  const yielding = own.every((entry) => sideOf(entry) === 'higher' || isNamedUnit(entry)) ? [...own.map(([, parsed]) => parsed), ...membersOnly] : [];
  const above = regularBoxes.filter((box) => (!units || unsold.has(value(box))) && yielding.every((parsed) => value(box) > value(parsed)));
  const everyone = kept.length === 0 && yielding.length > 0 && new Set(above.map(value)).size === 1 ? above.slice(0, 1) : [];
  return [...kept.map(([, parsed]) => parsed), ...everyone].map(({ amount, currency }) => (currency ? { amount, currency } : { amount }));
}

// A discount's badge ("-17 %", see isDiscountBadge) in a box around `el`, up to three up: the amounts
// beside it are a sale's.
function besideDiscountBadge($: CheerioAPI, el: Element): boolean {
  let node = el.parent;
  for (let depth = 0; depth < 3 && node && isTag(node) && node.name !== 'body'; depth++, node = node.parent) {
    if ($(node).find('*').toArray().some((child) => child.children.every(isText) && isDiscountBadge(child))) return true;
  }
  return false;
}

// A box named "regular" (on itself or its parent), neither named nor crossed out as an old price, nor
// in another product's card or link, nor qualified by its words: the price everyone pays, or the one
// before a sale.
function isRegularBox($: CheerioAPI, el: Element, layoutCounts: boolean): boolean {
  const boxes = [el, el.parent].filter((node): node is Element => node !== null && isTag(node));
  if (!boxes.some((node) => wordsOf(namesOf(node)).includes('regular')) || boxes.some((node) => isOldPriceName(namesOf(node)))) return false;
  if ($(el).closest(struck($)).length > 0 || isInLinkAway($, el) || (layoutCounts && (isInProductList($, el) || isInSideBoxCard($, el)))) return false;
  return !labelText($, el).some((text) => QUALIFIED.test(text));
}

// Whether the amount's box or one around it (below `within`) bears such names.
function isNamedAround(el: Element, within: Element | undefined, test: (names: string) => boolean): boolean {
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 4 && node && isTag(node) && node !== within; depth++, node = node.parent) if (test(namesOf(node))) return true;
  return false;
}

// The side a price named conditionally by its own names or those of a box around it (below `within`)
// yields to.
function conditionalBox(el: Element, within: Element | undefined): PriceYield | undefined {
  let node: AnyNode | null = el;
  for (let depth = 0; depth < 6 && node && isTag(node) && node !== within; depth++, node = node.parent) {
    const names = namesOf(node);
    // A club's name on a box around other amounts too ("product-prices_club" around everyone's price
    // and the member's) says the block shows a club's price, not that each is one.
    const side = conditionalPriceName(names) ?? (isClubName(names) && (depth === 0 || amountsIn(priceText(node)).size <= 1) ? 'higher' : undefined);
    if (side) return side;
  }
  return undefined;
}

export function isOldPriceBox($: CheerioAPI, el: Element): boolean {
  return $(el).is(struck($)) || isOldPriceName(namesOf(el)) || isBeforeFinalPrice(el);
}
