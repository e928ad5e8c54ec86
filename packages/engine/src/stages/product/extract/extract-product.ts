import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { findMarketplace } from '../../script/marketplaces';
import { fromAnalytics } from './analytics';
import { currencyHost, printsDashedPrices } from './currency';
import { fromDescriptionPrice } from './description-price';
import { fromJsonLd } from './json-ld';
import { guessLanguage } from './language';
import { isBeforeTax, mergeSources, type FieldOrigins, type MergeOptions } from './merge';
import { amountValue } from './parse-price';
import { fromMetaTags } from './meta-tags';
import { fromMicrodata, fromRdfa } from './microdata';
import { fromPageContent, mainHeading } from './page-heuristics';
import { findPriceText, firstOfTwoNamedPrices, type HeuristicPrice } from './price-heuristics';
import { productOtherAmounts, productStruckAmounts } from './other-amounts';
import { printsOnlyAsLowestEnd } from './schema-product';
import { isShopifyCollection } from './shopify';
import { isAroundProduct, leadsAway } from './page-layout';
import { mainProductBlock } from './product-block';
import { looksLikeProductPage } from './product-signals';
import { SITE_EXTRACTORS } from './sites/site-extractors';
import { findPrintedPrice, holdsAmount, shownText } from './printed-price';
import { isOldPriceName, isPriceNamed, namesOf } from './price-names';
import { TAX_INCLUDED } from './price-words';
import { priceText } from './price-text';
import { isTag, plainWords } from './text';
import type { ExtractedProduct, PageContext, ProductFields, SourceFields } from './types';

// The product stage reads pages through this module alone.
export { detectBlockedPage } from './blocked-page';
export { hasProduct } from './product-signals';
export { fromShopifyJson, shopifyProductJsonUrl } from './shopify';
export type { ExtractedProduct } from './types';

/** A product extraction with the source that gave each field. */
export interface ExplainedExtraction {
  product: ExtractedProduct;
  origins: FieldOrigins;
  /** The site extractor that read the page, if one did. */
  site?: string;
}

function hasFacts(fields: ProductFields): boolean {
  return Boolean(fields.name ?? fields.price ?? fields.images?.length);
}

/**
 * The two weakest sources of a price, the page's analytics tags and its price text: when their prices
 * differ, neither price is trusted, unless the tags report the price before tax of the one the text
 * shows (a dataLayer's "priceExTax":1480 beside "¥1,628（税込）"): then the text's stands.
 */
function unlessTheyDisagree(reported: ProductFields, visible: ProductFields, known: MergeOptions): [ProductFields, ProductFields] {
  const [told, shown] = [amountValue(reported.price), amountValue(visible.price)];
  if (told === undefined || shown === undefined || told === shown) return [reported, visible];
  if (reported.price !== undefined && isBeforeTax(reported.price, reported.currency, shown, known)) return [{}, visible];
  return [{}, withoutPrice(visible)];
}

function withoutPrice(fields: ProductFields): ProductFields {
  const rest = { ...fields };
  delete rest.price;
  delete rest.currency;
  delete rest.old_price;
  return rest;
}

/**
 * "1999" in the structured data where the page shows "19,99€" and prints no 1999 (a theme that strips
 * the decimal mark, or gives cents), "3800" where it shows "$38": the price is the page's. A 100 m cable ring at 69,00 € beside
 * "Meterpreis: 0,69 €" keeps its 69, which the page prints.
 */
function inCents(fields: ProductFields, shown: number | undefined, page: PageContext): ProductFields {
  const price = amountValue(fields.price);
  if (price === undefined || shown === undefined || price !== Math.round(shown * 100)) return fields;
  if (findPrintedPrice(shownText(page.$), fields.price ?? '', currencyHost(page.$, page.url)) !== undefined) return fields;
  const corrected = { ...fields, price: shown.toFixed(2) };
  delete corrected.old_price;
  return corrected;
}

/**
 * The page's heading when it says the structured name as the shop shows it to people: the same
 * words set otherwise ("Table, oak" where the data says "Table - oak"), or with the brand before them
 * ("RETRAK EUSELFIEW Selfie Stick" where the data says "EUSELFIEW Selfie Stick", "Tommy Jeans OFLEKI"
 * for "OFLEKI"), a name an ad can say alone. Never the brand added when the name already holds it,
 * so no name says it twice.
 */
function headingName(product: ExtractedProduct, heading: string | undefined): string | undefined {
  const { name, brand } = product;
  if (!heading || !name) return undefined;
  const [headingWords, nameWords, brandWords] = [plainWords(heading), plainWords(name), plainWords(brand ?? '')];
  if (!nameWords) return undefined;
  // A heading in capitals is styling; the name keeps its own case.
  if (headingWords === nameWords) return heading === heading.toUpperCase() && name !== name.toUpperCase() ? undefined : heading;
  if (!brandWords || ` ${nameWords} `.includes(` ${brandWords} `)) return undefined;
  return headingWords === `${brandWords} ${nameWords}` ? heading : undefined;
}

/**
 * Last, where no source gives a price, a round one the page prints with a dash for its cents and no
 * sign ("3 290,-" in a Norwegian shop's price box, "279.–" in a Swiss one's): weak evidence, never
 * set against another source's price but one the page prints only so crossed out or after a word
 * of a price before the sale (Komplett's JSON-LD left at 3690 beside "2 990,-" and "Før 3 690,-"),
 * or that is its price before tax (see isBeforeTax),
 * where the product's block offers no members', club or trade-in price: those strike the price
 * everyone pays beside their own (see CONDITIONAL_OFFER).
 * Not where the price text read a price that was left out (its analytics tags say another amount: a
 * Dutch phone's "€ 25,00" a month beside the "€ 799,00" its tag reports): reading the text again
 * would bring it back.
 */
// Words of a price for members, a trade-in or a paid plan, against which a shop strikes the price
// everyone pays: XXL's "Medlemspris 1 199,-" over "Ord. pris 1 499,-", Clas Ohlson's "Klubbpris 999:-",
// Elkjøp's "Med innbytte 8 990,-" over "Før 9 990,-", Alza's "S AlzaPlus+ 6 990,-", Migros' "Mit Cumulus".
const CONDITIONAL_OFFER = /medlem|klubb|\bclub\b|innbytte|inbyte|bytte ?pris|trade-?in|alzaplus|plus-?(?:pris|medlem)|mitglied|cumulus|supercard|člen|věrnost|leden ?prijs|ledenvoordeel/i;
const offersConditionalPrice = ($: CheerioAPI): boolean => {
  const block = mainProductBlock($);
  return CONDITIONAL_OFFER.test(block ? $(block).text() : $('main').text());
};

function withDashedPrice(product: ExtractedProduct, origins: FieldOrigins, $: CheerioAPI, host: string, known: MergeOptions, dashedText: () => HeuristicPrice): void {
  if (!printsDashedPrices(host)) return;
  const stale =
    product.price !== undefined &&
    productStruckAmounts({ $, host, dashed: true }).has(amountValue(product.price) ?? -1) &&
    !offersConditionalPrice($);
  const { price, currency } = dashedText();
  if (price === undefined) return;
  // A price before tax gives way too, as against the price text (Alza's JSON-LD at 10735.54 beside "Cena s DPH: 12 990,-").
  if (product.price !== undefined && !stale && !isBeforeTax(product.price, product.currency, Number(price), known)) return;
  if (stale && Number(product.price) > Number(price)) [product.old_price, origins.old_price] = [product.price, origins.price ?? 'heuristics'];
  [product.price, origins.price] = [price, 'heuristics'];
  if (currency) [product.currency, origins.currency] = [currency, 'heuristics'];
}

// A price meta tag, or a site's own data (a Shopify theme's first variant), at an amount the page
// prints only as a range's low end, no variant chosen (a Magento bundle's "Van € 24,95 Tot € 61,85",
// "$89.99 – $129.99" beside "Select length"), is no price.
function unlessLowestEnd(fields: ProductFields, page: PageContext): ProductFields {
  return fields.price !== undefined && printsOnlyAsLowestEnd(page.$, page.url, fields.price) ? withoutPrice(fields) : fields;
}

/**
 * Whether the page prints the amount only in the options of a drop-down list, none of them selected,
 * while the option selected there holds the amount shown: another variant's price ("Oatmeal Linen
 * Blend - $2,495.00" beside the selected "Moss Performance Velvet - $2,795.00").
 */
function isOtherChoice($: CheerioAPI, host: string, amount: string, shown: number): boolean {
  if (holdsAmount(shownText($, { outsideChoices: true }), amount)) return false;
  const options = $('select option').toArray();
  const holds = (option: Element, value: string): boolean => findPrintedPrice($(option).text(), value, host) !== undefined;
  const selected = options.filter((option) => option.attribs.selected !== undefined);
  const [chosen] = selected;
  if (selected.length !== 1 || !chosen) return false;
  return holds(chosen, String(shown)) && !holds(chosen, amount) && options.some((option) => option !== chosen && holds(option, amount));
}

// Old prices' boxes a theme prints empty where nothing is on sale (Dawn's "<s class="price-item
// price-item--regular"></s>"), and boxes of the page's frame, say nothing of how the price is drawn.
const OLD_PRICE_TAGS = new Set(['s', 'del', 'strike']);

/**
 * Whether the product's block (the page, where none is found) holds a price box with no amount in it:
 * empty ("<div class="product-price" data-price-target></div>", "<product-price data-amount="12000">"),
 * a spinner, or a placeholder ("Loading price…", "—", "$ -- --", "0.00", "N/A", "From", "Price:"). A script
 * fills it, so the price it draws may be one the page's text prints nowhere. A price box is the
 * outermost box named a price: its label and currency boxes inside one that holds the amount are parts
 * of a printed price.
 */
function drawsPriceByScript($: CheerioAPI, block: Element | undefined): boolean {
  const root = block ?? $('body')[0];
  if (!root) return false;
  const isPriceBox = (box: Element): boolean => {
    const names = `${box.name} ${namesOf(box)}`;
    return isPriceNamed(names) && !isOldPriceName(names) && !OLD_PRICE_TAGS.has(box.name);
  };
  const insidePriceBox = (box: Element): boolean => {
    for (let node = box.parent; node && node !== root; node = node.parent) if (isTag(node) && isPriceBox(node)) return true;
    return false;
  };
  return $(root)
    .find('*')
    .toArray()
    .some((box) => isPriceBox(box) && !/[1-9]/.test($(box).text()) && $(box).find('input, select').length === 0 && !insidePriceBox(box) && !isAroundProduct($, box));
}

/**
 * The facts of a product page, from every source the page offers, merged field by field, most
 * trusted first: JSON-LD, the site's own markup, microdata, RDFa, meta tags, what the page tells
 * its analytics tags (when the page prints that amount too), then the visible page.
 */
export function explainExtraction(options: { html: string; url: string }): ExplainedExtraction {
  const url = new URL(options.url);
  const $ = load(options.html);
  const page: PageContext = { $, url, html: options.html };
  const heading = mainHeading($);
  const host = currencyHost($, url);
  const crossedOut = productStruckAmounts({ $, host });
  // What the page shows: its price text also chooses among structured offers that disagree.
  const visible = fromPageContent({ $, url });
  // A shop that writes round prices with a dash ("1.299,-") shows that price where the text reads no other.
  // Read once, here and by withDashedPrice.
  let dashed: HeuristicPrice | undefined;
  const dashedText = (): HeuristicPrice => (dashed ??= findPriceText({ $, host, dashed: true }));
  const read = { $, url, heading, crossedOut, shown: amountValue(visible.price) ?? (printsDashedPrices(host) ? amountValue(dashedText().price) : undefined) };
  const site = SITE_EXTRACTORS.find((extractor) => extractor.matches(page));
  const structured: SourceFields[] = [
    { source: 'json-ld', fields: inCents(fromJsonLd(read), read.shown, page) },
    { source: 'site', fields: site ? unlessLowestEnd(site.extract(page), page) : {} },
    { source: 'microdata', fields: inCents(fromMicrodata(read), read.shown, page) },
    { source: 'rdfa', fields: inCents(fromRdfa(read), read.shown, page) },
  ];
  // What the page reports to its analytics tags or states in its description, each only when the
  // page prints that amount too; the tags first.
  // A "$", "kr" or "¥" agrees with whichever dollar, crown or yen the data names (a Canadian shop's
  // "$199.99" on a .com beside JSON-LD in CAD): printed in that currency.
  const isPrinted = (amount: string, currency: string | undefined): boolean => {
    const printed = findPrintedPrice(shownText($), amount, host, currency);
    return printed !== undefined && (printed.currency === undefined || printed.currency === currency);
  };
  // The page's footer counts too: "All prices include VAT" is said once for the whole shop.
  const body = $('body')[0];
  const taxes = { isPrinted, saysTaxIncluded: body !== undefined && TAX_INCLUDED.test(priceText(body)) };
  const tagged = fromAnalytics({ $, url, crossedOut });
  const reported: SourceFields = tagged.price !== undefined ? { source: 'analytics', fields: tagged } : { source: 'description', fields: fromDescriptionPrice({ $, url, crossedOut }) };
  const [reportedFields, content] = unlessTheyDisagree(reported.fields, visible, taxes);
  // A page's heading and meta tags name a product only on a page that sells one: not a Shopify
  // collection's, which lists its products at /collections/<handle> ("/collections/soy-candles").
  const isProductPage =
    !isShopifyCollection(options.html, url) && (structured.some((s) => hasFacts(s.fields)) || content.price !== undefined || reportedFields.price !== undefined || looksLikeProductPage($));
  const sources = isProductPage
    ? [
        ...structured,
        { source: 'meta', fields: unlessLowestEnd(fromMetaTags({ $, url }), page) } as const,
        { source: reported.source, fields: reportedFields },
        { source: 'heuristics', fields: content } as const,
      ]
    : structured;
  const printedAsOther = productOtherAmounts({ $, host, shown: read.shown });
  // Held in the product's block, where there is one, outside its links to other pages: a review's
  // "Bought when it dropped to £499", or another colour's tile "279,99 TL" that links to its own page,
  // holds no price of this product.
  const block = mainProductBlock($);
  const linkAway = (node: Element): boolean => node.name === 'a' && leadsAway(node.attribs.href);
  const isHeld = (amount: string): boolean => holdsAmount(block ? priceText(block, { lines: true, skip: linkAway }) : shownText($), amount);
  const known = {
    ...taxes,
    crossedOut,
    printedAsOther,
    isHeld,
    isOtherChoice: (amount: string, shown: number) => isOtherChoice($, host, amount, shown),
    // Looked at only where structured data and the price text disagree: it reads every box of the block.
    drawsPrice: () => drawsPriceByScript($, block),
  };
  const { product, origins } = mergeSources(sources, known);
  if (isProductPage && visible.price === undefined) withDashedPrice(product, origins, $, host, known, dashedText);
  // Last, where no source reads a price and the price text reads none: the first of two amounts the
  // product's block names a price (see firstOfTwoNamedPrices).
  if (isProductPage && product.price === undefined && visible.price === undefined) {
    const { price, currency } = firstOfTwoNamedPrices({ $, url, host });
    if (price !== undefined) [product.price, origins.price] = [price, 'heuristics'];
    if (price !== undefined && currency && !product.currency) [product.currency, origins.currency] = [currency, 'heuristics'];
  }
  const shown = headingName(product, heading);
  if (shown) product.name = shown;
  const marketplace = findMarketplace({ url: url.href })?.name;
  if (marketplace) product.marketplace = marketplace;
  const language = guessLanguage({ $, url, currency: product.currency, text: product.description ?? product.name });
  if (language) product.language = language;
  return { product, origins, ...(site ? { site: site.id } : {}) };
}

/** The facts a product page gives about its product (see explainExtraction for where each came from). */
export function extractProduct(options: { html: string; url: string }): ExtractedProduct {
  return explainExtraction(options).product;
}
