import type { CheerioAPI } from 'cheerio';
import { currencyHost } from './currency';
import { amountValue, parsePrice } from './parse-price';
import { struck } from './page-layout';
import { findPrintedPrice, holdsAmount, printsOnlyAsRangeEnd, shownText } from './printed-price';
import { choosePrice, readOffers, typesOf } from './schema-offers';
import { absoluteUrl, asList, asRecord, cleanText, first, plainWords } from './text';
import type { ProductFields, StructuredDataOptions } from './types';

type SchemaNode = Record<string, unknown>;

// Product and the schema.org types that are products too.
const PRODUCT_TYPES = new Set(['product', 'productgroup', 'productmodel', 'individualproduct', 'someproducts', 'vehicle', 'car', 'motorcycle', 'book', 'dietarysupplement', 'drug']);

/** Whether a schema.org node is a product (Product, ProductGroup, a type given as a list or a full address). */
export function isProductNode(node: SchemaNode): boolean {
  return typesOf(node).some((type) => PRODUCT_TYPES.has(type));
}

// Things of other types a page sells through their offers when it describes no product: an event's
// tickets (Event, MusicEvent, TheaterEvent…), a course, an app or game, a tour, a service. Only the
// page's own subject, at a price: named as its heading names it or at its address, with an offer
// above 0. Shops mark up a workshop, their service or their app on every page, and a review article
// its app with offers, and those sell nothing on the page.
// A sale, a delivery or a broadcast is an event that sells no ticket; a site's home page is about the
// site, whatever it marks up at its address.
const OFFERED_TYPES = new Set(['course', 'softwareapplication', 'mobileapplication', 'webapplication', 'videogame', 'touristtrip', 'trip', 'service']);
const NO_TICKETS = /^(?:sale|delivery|publication|broadcast|ondemand|user\w*)event$/;

function isOfferedThing(node: SchemaNode, url: URL, heading: string | undefined): boolean {
  if (!typesOf(node).some((type) => OFFERED_TYPES.has(type) || (type.endsWith('event') && !NO_TICKETS.test(type)))) return false;
  const name = plainWords(textOf(node.name) ?? '');
  const isSubject = (isAtAddress(node, url) && url.pathname.replace(/\/+$/, '') !== '') || (name !== '' && name === plainWords(heading ?? ''));
  return isSubject && readOffers(node.offers, url.hostname).some((offer) => (amountValue(offer.price) ?? 0) > 0);
}

/** Every object inside parsed structured data, depth first (through @graph, lists and nesting). */
export function allNodes(value: unknown, into: SchemaNode[] = [], depth = 0): SchemaNode[] {
  if (depth > 12) return into;
  if (Array.isArray(value)) {
    for (const item of value) allNodes(item, into, depth + 1);
    return into;
  }
  const node = asRecord(value);
  if (!node) return into;
  into.push(node);
  for (const child of Object.values(node)) if (child && typeof child === 'object') allNodes(child, into, depth + 1);
  return into;
}

function textOf(value: unknown): string | undefined {
  const item = first(value);
  const node = asRecord(item);
  return cleanText(node ? (node.name ?? node['@value']) : item);
}

function imagesOf(value: unknown, base: URL): string[] {
  return asList(value).flatMap((item) => {
    const node = asRecord(item);
    const url = absoluteUrl(node ? (first(node.contentUrl) ?? first(node.url)) : item, base);
    return url ? [url] : [];
  });
}

/** The facts of one schema.org product node, its variants' offers included when it is a ProductGroup. */
export function readSchemaProduct(node: SchemaNode, options: StructuredDataOptions): ProductFields {
  const { url } = options;
  const host = currencyHost(options.$, url);
  const variants = asList(node.hasVariant).flatMap((v) => (asRecord(v) ? [asRecord(v) as SchemaNode] : []));
  const offers = readOffers(node.offers, host);
  // A ProductGroup prices its variants; the group's own offers (if any) come first.
  for (const variant of variants) {
    for (const offer of readOffers(variant.offers, host)) {
      if (typeof variant.sku === 'string') offer.sku ??= variant.sku;
      if (typeof variant.url === 'string') offer.url ??= variant.url;
      offers.push(offer);
    }
  }
  const chosen = choosePrice(offers, url, options);
  // An event's, course's or app's offer is less often kept up to date than a product's: its price
  // counts only where the page prints it as a price and crosses it out nowhere (a course's regular
  // price beside its sale price).
  if (chosen?.price !== undefined && !isProductNode(node) && !isPrintedPrice(options, chosen.price, host)) delete chosen.price;
  // Every offer sold out or discontinued, at an amount the page prints nowhere: the data is left from
  // when it sold ("Produkten har utgått", "Нет в наличии" over an empty price box), and no shopper
  // sees that price. A sold-out product whose page still shows its amount, in any form, keeps it.
  // Its price meta tag, left from the same time, yields too, and its currency goes with it: the page may
  // show another ("$199.00 CAD" where the data gives 149.00 USD).
  const withdrawn = chosen?.price !== undefined && chosen.unavailable && !holdsAmount(shownText(options.$, { outsideCards: true }), chosen.price) ? chosen.price : undefined;
  if (chosen && withdrawn !== undefined) delete chosen.price;
  // One offer at an amount the page prints only as a "from" price or a range's end, no variant chosen
  // (Squarespace's JSON-LD at its lowest variant beside "from $45.00"): a range's end, no price.
  const lowest = chosen?.price !== undefined && printsOnlyAsLowestEnd(options.$, url, chosen.price) ? chosen.price : undefined;
  if (chosen && lowest !== undefined) delete chosen.price;
  const images = imagesOf(node.image, url);
  if (images.length === 0) for (const variant of variants) images.push(...imagesOf(variant.image, url));
  const fields: ProductFields = {
    name: textOf(node.name),
    description: textOf(node.description),
    brand: textOf(node.brand) ?? textOf(node.manufacturer),
    price: chosen?.price,
    old_price: chosen?.oldPrice,
    currency: withdrawn !== undefined ? undefined : (chosen?.currency ?? offers.find((o) => o.currency)?.currency),
    images,
    ...(chosen?.rangeEnds && !isVariantChosen(options.$, url) ? { rangeEnds: unprintedEnds(chosen.rangeEnds, options.$, host) } : {}),
    ...(withdrawn !== undefined || lowest !== undefined ? { rangeEnds: [withdrawn ?? lowest ?? ''] } : {}),
  };
  return fields;
}

// The ends of a range the page prints as no price of their own, only as the range's ends ("12,50 € –
// 89,00 €") or as one option's of a drop-down list ("Black - £39.99"): a price-comparison page's
// lowest offer, printed in its sellers' list, is its price.
function unprintedEnds(ends: string[], $: CheerioAPI, host: string): string[] {
  return ends.filter((end) => findPrintedPrice(shownText($, { outsideChoices: true }), end, host) === undefined);
}

/**
 * Whether the page, opening on no variant, prints an amount only as a "from" price or a range's end
 * ("from $45.00", "Van € 24,95 Tot € 61,85"): structured data or a price meta tag at it is the lowest
 * variant's, no price.
 */
export function printsOnlyAsLowestEnd($: CheerioAPI, url: URL, amount: string): boolean {
  return !isVariantChosen($, url) && printsOnlyAsRangeEnd(shownText($, { outsideChoices: true }), amount, currencyHost($, url));
}

// A variant the page opens on: one its address names ("?variant=", "?sku=", WooCommerce's
// "?attribute_pa_size=") or its variations form chooses by default. A price meta tag at a range's end
// may then be that variant's.
function isVariantChosen($: CheerioAPI, url: URL): boolean {
  if ([...url.searchParams.keys()].some((key) => /^(?:variant|sku|attribute_)/i.test(key))) return true;
  const selectors = 'select[name^="attribute" i], .variations_form select, select[class*="variation-selector" i], [class*="variation-selector" i] select';
  if ($(selectors).find('option[selected]').toArray().some((option) => Boolean(option.attribs.value))) return true;
  return $('[class*="variation-selector" i] [role="radio"][aria-checked="true"], .variations_form input[type="radio"][checked]').length > 0;
}

function isAtAddress(node: SchemaNode, url: URL): boolean {
  return typeof node.url === 'string' && absoluteUrl(node.url, url)?.split(/[?#]/)[0] === url.href.split(/[?#]/)[0];
}

function isPrintedPrice({ $ }: StructuredDataOptions, amount: string, host: string): boolean {
  const value = amountValue(amount);
  const isStruck = $(struck($))
    .toArray()
    .some((el) => amountValue(parsePrice($(el).text(), host)?.amount) === value);
  return value !== undefined && !isStruck && findPrintedPrice(shownText($), amount, host) !== undefined;
}

/** How surely a product node is the page's own product rather than a related one. */
function score(node: SchemaNode, url: URL, heading: string | undefined): number {
  let points = 0;
  if (node.offers || node.hasVariant) points += 2;
  if (isAtAddress(node, url)) points += 3;
  // Named as the heading names it, whatever the punctuation ("Table - oak" for "Table, oak").
  const [name, named] = [` ${plainWords(textOf(node.name) ?? '')} `, ` ${plainWords(heading ?? '')} `];
  if (name.trim() && named.trim() && (named.includes(name) || name.includes(named))) points += 2;
  if (typesOf(node).includes('productgroup')) points += 1;
  return points;
}

/**
 * The page's own product among the product nodes of its structured data (or, when there are none,
 * the events, courses, apps, tours or services it offers), if any, leaving out the products nested
 * in another. When products of different names tie (related products listed beside
 * it, none named by the heading or the address), none is surely the page's own.
 */
export function mainProductNode(nodes: SchemaNode[], url: URL, heading?: string): SchemaNode | undefined {
  const described = nodes.filter(isProductNode);
  const products = described.length ? described : nodes.filter((node) => isOfferedThing(node, url, heading));
  // A product inside another is its variant (read through its group) or one it names as related,
  // similar or an accessory: never the page's own.
  const nested = new Set(products.flatMap((p) => Object.values(p).flatMap((value) => (value && typeof value === 'object' ? allNodes(value) : []))));
  let best: SchemaNode | undefined;
  let bestScore = -1;
  let tiedNames = new Set<string | undefined>();
  for (const product of products) {
    if (nested.has(product)) continue;
    const points = score(product, url, heading);
    const name = textOf(product.name)?.toLowerCase();
    if (points > bestScore) [best, bestScore, tiedNames] = [product, points, new Set([name])];
    else if (points === bestScore) tiedNames.add(name);
  }
  return tiedNames.size > 1 ? undefined : best;
}
