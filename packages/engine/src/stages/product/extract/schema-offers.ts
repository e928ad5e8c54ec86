import { normalizeCurrencyCode } from './currency';
import { amountValue, parseStructuredPrice } from './parse-price';
import { asList, asRecord, first } from './text';
import type { ShownPrices } from './types';

type SchemaNode = Record<string, unknown>;

/** One offer as schema.org gives it, reduced to what we use. */
export interface OfferPrice {
  price?: string;
  oldPrice?: string;
  currency?: string;
  url?: string;
  sku?: string;
  /** An AggregateOffer's lowPrice, a "from" price. */
  isLow?: boolean;
  /** The top of that range, its highPrice. */
  high?: string;
  /** Sold out, discontinued or otherwise not to be bought now. */
  unavailable?: boolean;
  /** Where a range stands for the price (no variant chosen): its ends, which price nothing. */
  rangeEnds?: string[];
}

/** The last word of each schema.org type ("http://schema.org/Product" → "product"), lower-cased. */
export function typesOf(node: SchemaNode): string[] {
  return asList(node['@type'] ?? node.type).flatMap((type) =>
    typeof type === 'string' ? type.split(/\s+/).map((t) => (t.split(/[/#:]/).at(-1) ?? '').toLowerCase()) : [],
  );
}

// List and strike-through prices in priceSpecification are the old price, not what one pays.
const LIST_PRICE = /list|strikethrough|msrp|srp|original|regular/i;

function readSpecification(spec: unknown, offer: OfferPrice, host: string): void {
  for (const item of asList(spec)) {
    const node = asRecord(item);
    if (!node) continue;
    const price = parseStructuredPrice(first(node.price));
    const currency = normalizeCurrencyCode(first(node.priceCurrency), host);
    if (!price) continue;
    const type = typeof node.priceType === 'string' ? node.priceType : '';
    if (LIST_PRICE.test(type)) offer.oldPrice ??= price;
    else offer.price ??= price;
    offer.currency ??= currency;
  }
}

const UNAVAILABLE = /(?:SoldOut|OutOfStock|Discontinued)$/i;

// UN/CEFACT codes of time units: a price per month, year, week, day or hour.
const TIME_UNITS = new Set(['MON', 'ANN', 'WEE', 'DAY', 'HUR', 'MIN']);

/**
 * An offer to rent or subscribe, not to sell: a lease (GoodRelations' "LeaseOut"), or a price given
 * per unit of time ("referenceQuantity": 1 MON, "unitCode": "MON", a "billingDuration" above 0). Its
 * amount is a rent, never what the product costs (Grover's "49,90 € monatlich" for a phone). An
 * instalment plan that pays the whole price is no rent.
 */
function isPricePerPeriod(node: SchemaNode): boolean {
  const business = first(node.businessFunction);
  if (typeof business === 'string' && /LeaseOut$/i.test(business)) return true;
  return asList(node.priceSpecification).some((item) => {
    const spec = asRecord(item);
    if (!spec) return false;
    if (paysWholePrice(spec)) return false;
    const quantity = asRecord(first(spec.referenceQuantity));
    const unit = first(quantity?.unitCode) ?? first(spec.unitCode);
    const duration = first(spec.billingDuration);
    return (typeof unit === 'string' && TIME_UNITS.has(unit.toUpperCase())) || (duration !== undefined && duration !== null && duration !== 0 && duration !== '');
  });
}

// An installment plan of the whole price ("10x de R$ 359,90" for R$ 3.599,00: billingDuration times
// billingIncrement is its price), as deco.cx's VTEX, Linx and VNDA offers list theirs beside the price.
function paysWholePrice(spec: Record<string, unknown>): boolean {
  const [count, each, total] = [Number(first(spec.billingDuration)), Number(first(spec.billingIncrement)), Number(first(spec.price))];
  const type = first(spec.priceComponentType);
  return typeof type === 'string' && /Installment$/i.test(type) && count > 0 && each > 0 && total > 0 && Math.abs(count * each - total) <= Math.max(0.05 * count, total * 0.001);
}

/** Every offer of a Product, an Offer, an AggregateOffer (its lowPrice and its offers) or a list of them. */
export function readOffers(value: unknown, host: string): OfferPrice[] {
  const offers: OfferPrice[] = [];
  for (const item of asList(value)) {
    const node = asRecord(item);
    if (!node) continue;
    const types = typesOf(node);
    const offer: OfferPrice = {};
    offer.price = parseStructuredPrice(first(node.price));
    if (!offer.price && node.lowPrice !== undefined) {
      offer.price = parseStructuredPrice(first(node.lowPrice));
      const high = parseStructuredPrice(first(node.highPrice));
      offer.isLow = offer.price !== undefined && high !== undefined && amountValue(high) !== amountValue(offer.price);
      if (offer.isLow) offer.high = high;
    }
    offer.currency = normalizeCurrencyCode(first(node.priceCurrency), host);
    const availability = first(node.availability);
    if (typeof availability === 'string' && UNAVAILABLE.test(availability)) offer.unavailable = true;
    readSpecification(node.priceSpecification, offer, host);
    if (typeof node.url === 'string') offer.url = node.url;
    if (typeof node.sku === 'string' || typeof node.sku === 'number') offer.sku = String(node.sku);
    if ((offer.price || offer.oldPrice) && !isPricePerPeriod(node)) offers.push(offer);
    // An AggregateOffer lists its offers too; read them after its own lowPrice.
    if (types.includes('aggregateoffer') || node.offers) {
      const inners = readOffers(node.offers, host);
      for (const inner of inners) {
        inner.currency ??= offer.currency;
        offers.push(inner);
      }
      // An AggregateOffer that says nothing of its stock is as sold out as every offer it lists (VTEX's, Bitrix's).
      if (availability === undefined && inners.length > 0 && inners.every((inner) => inner.unavailable)) offer.unavailable = true;
    }
  }
  return offers;
}

// The same page with another value of a parameter the page's own address sets ("?size=80x200" beside "?size=90x200").
function isOtherVariant(address: string, page: URL): boolean {
  try {
    const url = new URL(address, page);
    return url.pathname === page.pathname && [...page.searchParams].some(([key, value]) => url.searchParams.has(key) && url.searchParams.get(key) !== value);
  } catch {
    return false;
  }
}

function sameAddress(a: string, b: URL): boolean {
  try {
    const url = new URL(a, b);
    return url.pathname === b.pathname && (url.search === b.search || !url.search);
  } catch {
    return false;
  }
}

/**
 * The price the page asks among several offers: the only one when they agree; else the offer of the
 * variant in the address; else, leaving out offers at a price the product's block crosses out that
 * is above another offer's (a list price given as an offer, which then is the old price), the offer
 * at the price the page's text shows (the variant the page opens on), the offer of the page's own
 * address, or the first offer. An offer at 0 never counts. A range alone ("lowPrice" to "highPrice")
 * prices no offer where the page's text shows no amount: with no variant chosen the page shows the
 * range itself, and the shopper's price is not known. Nor where the text shows an amount above the
 * low end up to the top: the page opens on a variant the range does not name ("From $999" for a
 * phone shown at $1,099; Fnac's own new copy at the top of a range its sellers' used copies open),
 * and its text prices it. The text never reads a range's top it says so ("To $489.00" in Magento's
 * bundle box). Where the text shows the low end, or an amount outside the range (an add-on's), the
 * low end is the price. A range left unpriced gives its ends (`rangeEnds`): a price meta tag at one of
 * them is that end too (a WooCommerce variable product's at its lowest variant).
 */
export function choosePrice(offers: OfferPrice[], url: URL, { crossedOut, shown }: ShownPrices = {}): OfferPrice | undefined {
  // A price of 0 is a variant without one (sold out, "ask for a price"), never what the product costs;
  // a sold-out offer (an early-bird ticket, a size gone) yields to one that can be bought.
  const positive = offers.filter((o) => (amountValue(o.price) ?? 0) > 0);
  const available = positive.filter((o) => !o.unavailable);
  const priced = available.length > 0 ? available : positive;
  if (priced.length === 0) return undefined;
  // A range alone and a text that shows no amount, or one above its low end up to its top: no price here.
  if (priced.every((o) => o.isLow) && !priced.some((o) => amountValue(o.price) === shown) && (shown === undefined || priced.some((o) => isInsideRange(o, shown))))
    return { currency: priced[0]?.currency, rangeEnds: priced.flatMap((o) => [o.price ?? '', o.high ?? '']).filter(Boolean) };
  // Offers all at another variant's address, where the page's text shows another amount (Jysk's one
  // offer at "?size=80x200" on the page of "?size=90x200"): the page's variant is none of them.
  if (shown !== undefined && !priced.some((o) => amountValue(o.price) === shown) && priced.every((o) => o.url !== undefined && isOtherVariant(o.url, url))) return undefined;
  if (agree(priced)) return priced.find((o) => !o.isLow) ?? priced[0];
  // "?variant=", "?sku=", and their ids ("?skuId=2025633", Sephora's; "?variant_id="), where they
  // single out one offer's price: not a range's low end, which is no variant's, nor offers at several
  // prices whose addresses all hold the id (Best Buy's "6408356.p?skuId=6408356" for its new and
  // open-box units alike; "?variant_id=7" inside another size's "?variant_id=17").
  const variant = [...url.searchParams].find(([key]) => /^(?:variant|sku)(?:[-_]?id)?$/i.test(key))?.[1];
  const named = variant ? priced.filter((o) => !o.isLow && (o.sku === variant || o.url?.includes(variant))) : [];
  if (named[0] && agree(named)) return named[0];
  const lowest = Math.min(...priced.map((o) => amountValue(o.price) ?? Infinity));
  const isListPrice = (o: OfferPrice) => {
    const value = amountValue(o.price) ?? -1;
    return value > lowest && crossedOut?.has(value) === true;
  };
  const current = priced.filter((o) => !isListPrice(o));
  const atShown = current.filter((o) => amountValue(o.price) === shown);
  const chosen = byAddress(atShown.length > 0 ? atShown : current, url);
  const listPrice = priced.find(isListPrice)?.price;
  return chosen && listPrice !== undefined && current.length < priced.length ? { ...chosen, oldPrice: chosen.oldPrice ?? listPrice } : chosen;
}

function isInsideRange(offer: OfferPrice, amount: number): boolean {
  const [low, high] = [amountValue(offer.price), amountValue(offer.high)];
  return low !== undefined && high !== undefined && amount > low && amount <= high;
}

function agree(offers: OfferPrice[]): boolean {
  return new Set(offers.map((o) => amountValue(o.price))).size === 1;
}

function byAddress(priced: OfferPrice[], url: URL): OfferPrice | undefined {
  if (agree(priced)) return priced.find((o) => !o.isLow) ?? priced[0];
  // A range's low end at the page's own address (Shopware 5's AggregateOffer around its quantity
  // tiers, which have no address of their own) is no offer of one: the first tier is. Beside offers
  // at their own addresses (variants, another product's) it is still the page's.
  const tiersOnly = priced.every((o) => o.isLow || !o.url);
  const byUrl = priced.filter((o) => !(o.isLow && tiersOnly) && o.url && sameAddress(o.url, url));
  if (byUrl.length === 1) return byUrl[0];
  return priced.find((o) => !o.isLow) ?? priced[0];
}
