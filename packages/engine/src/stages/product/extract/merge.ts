import { sharesSign } from './currency';
import { dedupeImages } from './images';
import { amountValue } from './parse-price';
import type { ExtractedProduct, SourceFields, SourceName } from './types';

/** Which source gave each field of a merged product, for debugging. */
export type FieldOrigins = Partial<Record<keyof ExtractedProduct, SourceName>>;

const SCALARS = ['name', 'description', 'brand', 'price', 'currency', 'marketplace', 'language'] as const;

/** What the merge may know of the page. */
export interface MergeOptions {
  /** Amounts the product's block crosses out or calls the price before a sale, and never prints as its price. */
  crossedOut?: ReadonlySet<number>;
  /** Amounts the product's block prints only as some other price (see productOtherAmounts). */
  printedAsOther?: ReadonlySet<number>;
  /** Whether the page prints an amount in a currency as a price anywhere (see findPrintedPrice). */
  isPrinted?: (amount: string, currency: string | undefined) => boolean;
  /** Whether the text of the product's block (of the page, where none is found) holds an amount at all, as a price or not (see holdsAmount). */
  isHeld?: (amount: string) => boolean;
  /** Whether the page says its prices include tax ("（税込）", "inkl. MwSt.", "TVA incluse"). */
  saysTaxIncluded?: boolean;
  /**
   * Whether the page prints an amount only as another variant's choice in a drop-down list, while the
   * choice selected there holds the amount shown (see isOtherChoice).
   */
  isOtherChoice?: (amount: string, shown: number) => boolean;
  /** Whether the product's block holds a price box with no amount in it, one a script fills (see drawsPriceByScript). */
  drawsPrice?: () => boolean;
}

// Rates of value-added and consumption taxes around the world (Japan's 8 % and 10 %, Germany's 7 % and 19 %…).
const TAX_RATES = [5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27];

/**
 * Whether a structured price is the price before tax of the one the page shows, on a page that says
 * its prices include tax: the price shown is that amount with a usual tax rate added (to the unit it
 * is written in), and the page prints that amount nowhere as a price, or only beside words of a price
 * before tax (Nitori's JSON-LD at 27264 beside "¥29,990（税込）", a MakeShop's at its "本体価格 3,000円"
 * beside "販売価格 3,300円(税込)", AO's at 499.17 beside "£599" and "Price includes VAT").
 */
export function isBeforeTax(price: string, currency: string | undefined, shown: number, { saysTaxIncluded, isPrinted }: MergeOptions): boolean {
  const amount = amountValue(price);
  if (amount === undefined || saysTaxIncluded !== true || isPrinted?.(price, currency) !== false) return false;
  const unit = Number.isInteger(amount) && Number.isInteger(shown) ? 1 : 0.011;
  return TAX_RATES.some((rate) => Math.abs(amount * (1 + rate / 100) - shown) < unit);
}

/**
 * Sources merged field by field, most trusted first: a later source only fills what earlier ones
 * lacked. The old price travels with the price that it is older than, and pictures are pooled (the
 * most trusted source's first) because each source tends to know only some of them.
 */
export function mergeSources(given: SourceFields[], options: MergeOptions = {}): { product: ExtractedProduct; origins: FieldOrigins } {
  const sources = withThePriceThePageShows(given, options);
  const product: ExtractedProduct = { features: [], images: [] };
  const origins: FieldOrigins = {};
  const pictures: string[] = [];
  // The ends of a range a more trusted source gives for the price: a price meta tag at one of them
  // repeats that end (WooCommerce's for a variable product is its lowest variant's), not a variant's
  // price. Sources checked against what the page prints (analytics tags, a description) still count:
  // a price-comparison page's lowest offer, which its sellers' list prints, is its price.
  const rangeEnds = new Set<number | undefined>();
  for (const { source, fields } of sources) {
    for (const key of SCALARS) {
      const value = fields[key];
      if (product[key] !== undefined || value === undefined || value === '') continue;
      // A price of nothing is a shop's placeholder ("call for price", a variant not yet priced), never
      // what an ad should say; the next source may know the real one.
      if (key === 'price' && !(Number(value) > 0)) continue;
      if (key === 'price' && source === 'meta' && rangeEnds.has(amountValue(value))) continue;
      (product as unknown as Record<string, unknown>)[key] = value;
      origins[key] = source;
      // An old price only means something next to the price it was read with.
      if (key === 'price' && fields.old_price !== undefined) [product.old_price, origins.old_price] = [fields.old_price, source];
    }
    for (const end of fields.rangeEnds ?? []) rangeEnds.add(amountValue(end));
    if (product.features.length === 0 && fields.features?.length) [product.features, origins.features] = [fields.features, source];
    if (fields.images?.length) {
      origins.images ??= source;
      pictures.push(...fields.images);
    }
  }
  // Another source that read the same price may know the old one (a site's markup, say).
  if (product.old_price === undefined && product.price !== undefined) {
    const same = sources.find((s) => s.fields.old_price !== undefined && amountValue(s.fields.price) === amountValue(product.price));
    if (same) [product.old_price, origins.old_price] = [same.fields.old_price, same.source];
  }
  product.images = dedupeImages(pictures);
  dropDubiousOldPrice(product);
  return { product, origins };
}

const PRICE_FIELDS = ['price', 'old_price', 'currency'] as const;

/**
 * The price the page prints outranks a more trusted source's when more sources say it: an auction's
 * structured data gives its starting bid ($150) where the page and its price meta tags give the
 * current one ($200). It also outranks price meta tags alone, which no visitor sees and which some
 * shops fill with the price before tax (67.84 € for a book the page sells at 71,91 €). The sources
 * that say another amount lose their price, its old price and its currency; everything else they
 * know still counts. So does a trusted amount the product's block only crosses out or calls the
 * price before a sale (`crossedOut`): structured data left at the list price while the visitor is
 * shown the sale price. A trusted amount the page prints nowhere is stale too within a factor of two
 * of the price text's, where it is a markdown's or another variant's the data was not brought up to
 * date with, or between the price text's and an old price the block crosses out, where it is an
 * earlier markdown's. Further off it stands: its price may be drawn by a script, and the price text's
 * lone amount then be an add-on's; not in a currency other than the price text's, where it is another
 * market's, nor where it is the price shown before tax (see isBeforeTax). Otherwise the page's price
 * text alone against the trusted source, or a tie, changes nothing.
 */
function withThePriceThePageShows(sources: SourceFields[], { crossedOut, printedAsOther, isPrinted, isHeld, saysTaxIncluded, isOtherChoice, drawsPrice }: MergeOptions): SourceFields[] {
  const priced = sources.filter((s) => Number(s.fields.price) > 0);
  const heuristic = priced.find((s) => s.source === 'heuristics')?.fields;
  const shown = amountValue(heuristic?.price);
  const trusted = amountValue(priced[0]?.fields.price);
  if (shown === undefined || trusted === undefined) return sources;
  // Structured data in another currency than the page's price, at an amount the page never prints
  // in it: another market's price (GOG's JSON-LD at 9.99 USD on its Polish page at 23,80 zł), or the
  // same number under the shop's home currency (a Swedish brand's Finnish shop: JSON-LD 39.95 SEK
  // beside "39,95 €").
  const { price: trustedPrice, currency: trustedCurrency } = priced[0]?.fields ?? {};
  const foreign =
    trustedPrice !== undefined && trustedCurrency !== undefined && heuristic?.currency !== undefined && heuristic.currency !== trustedCurrency && isPrinted?.(trustedPrice, trustedCurrency) === false;
  // Not where the page's sign is one the structured currency shares ("5 999 lei" beside JSON-LD in
  // MDL, "Rs.6,490.00" beside PKR): the sign says nothing against it.
  if (shown === trusted && (!foreign || sharesSign(heuristic?.currency, trustedCurrency))) return sources;
  const saying = (amount: number) => priced.filter((s) => amountValue(s.fields.price) === amount);
  const [forShown, forTrusted] = [saying(shown), saying(trusted)];
  const onlyMetaTags = forTrusted.every((s) => s.source === 'meta');
  const outvoted = forShown.length >= 2 && forShown.length > forTrusted.length;
  // Structured data left at an earlier markdown: between the sale price the page shows and the old
  // price its product's block crosses out, at an amount the page's text holds nowhere (Dyson's JSON-LD
  // at £649.99 beside "£599.99 Was £699.99"). Not one the page prints in a way no price is read, before
  // tax as a trade shop prints all its prices ("Aktionspreis: 149,00 € zzgl. MwSt. statt 179,00 €").
  const earlierMarkdown =
    trustedPrice !== undefined && trusted > shown && [...(crossedOut ?? [])].some((old) => old > trusted) && isHeld?.(trustedPrice) === false;
  const beforeTax = trustedPrice !== undefined && isBeforeTax(trustedPrice, trustedCurrency, shown, { saysTaxIncluded, isPrinted });
  // Structured data left at another variant's price: the page prints it only as that variant's choice
  // in its drop-down ("Oatmeal Linen Blend - $2,495.00"), and shows the price of the one selected there
  // (a Shopify theme's JSON-LD and price meta tag at the first variant beside "?variant=" in the address).
  const otherVariant = trustedPrice !== undefined && isOtherChoice?.(trustedPrice, shown) === true;
  // Structured data at an amount the page prints nowhere, as a price or as bare digits in the product's
  // block, near the price its text reads: the data was left at a price the shop has since changed (a
  // markdown, a campaign price, the variant the page opened on), and the shopper pays what is shown
  // (Flipkart's JSON-LD at ₹66,999 beside "₹69,999", a Carrefour's at 3.49 beside "3,79 €"). Within a
  // factor of two, as markdowns and neighbouring variants are: a lone amount far below the data's is
  // more likely an add-on's ($29 beside an iPhone's $999 drawn by a script). Not where the product's
  // price box is empty: a script draws the price there, and the amount the text reads is then some
  // other offer's (a refurbished one, a member's, a multi-buy's, a trade-in's).
  const staleNearby =
    trustedPrice !== undefined &&
    shown >= trusted / 2 &&
    shown <= trusted * 2 &&
    isPrinted?.(trustedPrice, trustedCurrency) === false &&
    isHeld?.(trustedPrice) === false &&
    drawsPrice?.() !== true;
  if (!onlyMetaTags && !outvoted && !foreign && !earlierMarkdown && !beforeTax && !otherVariant && !staleNearby && !crossedOut?.has(trusted) && !printedAsOther?.has(trusted)) return sources;
  return sources.map((s) => {
    if (s.fields.price === undefined || (amountValue(s.fields.price) === shown && !(foreign && s.fields.currency === trustedCurrency))) return s;
    const fields = { ...s.fields };
    for (const key of PRICE_FIELDS) delete fields[key];
    return { ...s, fields };
  });
}

function dropDubiousOldPrice(product: ExtractedProduct): void {
  const price = amountValue(product.price);
  const old = amountValue(product.old_price);
  if (old === undefined || price === undefined || old <= price) delete product.old_price;
}

