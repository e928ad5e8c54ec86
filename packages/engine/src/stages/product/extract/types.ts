import type { CheerioAPI } from 'cheerio';
import type { EngineLanguage } from '../../../schema';

/** What a page says about its product; every field optional except the lists. */
export interface ExtractedProduct {
  name?: string;
  description?: string;
  features: string[];
  /** A decimal string: "1299.90" (dot, no thousands separators). */
  price?: string;
  /** The crossed-out or list price, kept only when it is higher than price. */
  old_price?: string;
  /** ISO 4217. */
  currency?: string;
  brand?: string;
  /** Absolute addresses, one per picture (its largest size), the main product picture first. */
  images: string[];
  /** findMarketplace(...)?.name */
  marketplace?: string;
  language?: EngineLanguage;
}

/**
 * What one source of facts found: any field, lists included, may be missing. A source that gives a
 * price range instead of a price (no variant chosen) names its ends, so that the merge takes no price
 * meta tag's amount at one of them for the price.
 */
export type ProductFields = Partial<ExtractedProduct> & { rangeEnds?: string[] };

/** Where a fact came from, most trusted first. */
// A site extractor is written for its host's markup, so it outranks the generic inline readers
// (eBay's microdata names the item "Details about …") and Open Graph, whose titles carry the shop's name.
export const SOURCES = ['shopify-json', 'json-ld', 'site', 'microdata', 'rdfa', 'meta', 'analytics', 'description', 'heuristics'] as const;
/** Where a fact came from. */
export type SourceName = (typeof SOURCES)[number];

/** One source's findings, in the merge order. */
export interface SourceFields {
  source: SourceName;
  fields: ProductFields;
}

/** A parsed page and its address, as every reader receives it. */
export interface PageContext {
  $: CheerioAPI;
  url: URL;
  html: string;
}

/** What the page shows of its price, by which a reader of structured data chooses among offers. */
export interface ShownPrices {
  /** Amounts the page crosses out: an offer at one of them is a list price, not the price. */
  crossedOut?: ReadonlySet<number>;
  /** The amount the page's price text reads as the price, when one stands out. */
  shown?: number;
}

/** What a reader of the page's structured data (JSON-LD, microdata, RDFa) is given. */
export interface StructuredDataOptions extends ShownPrices {
  $: CheerioAPI;
  url: URL;
  /** The page's main heading, which tells its own product from related ones. */
  heading?: string;
}
