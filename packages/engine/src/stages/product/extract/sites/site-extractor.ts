import type { CheerioAPI } from 'cheerio';
import { amountsIn, parseAmount, parsePrice, type ParsedPrice } from '../parse-price';
import { absoluteUrl, cleanText } from '../text';
import type { PageContext, ProductFields } from '../types';

/** Reads one site's pages, chosen by host or by markup only that platform writes. */
export interface SiteExtractor {
  id: string;
  matches(page: PageContext): boolean;
  extract(page: PageContext): ProductFields;
}

/** The text of the first element matching one of the selectors, in order, that has any. */
export function textAt($: CheerioAPI, ...selectors: string[]): string | undefined {
  for (const selector of selectors) {
    for (const el of $(selector).toArray()) {
      // Through the markup, so list items and paragraphs stay apart as words.
      const text = cleanText($(el).attr('content') ?? $(el).html());
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * The first price that reads cleanly at one of the selectors, in order. A box printing two amounts
 * ("$12.99 - $24.99", a listing of many variants) names no one price and is passed over.
 */
export function priceAt($: CheerioAPI, host: string, ...selectors: string[]): ParsedPrice | undefined {
  for (const selector of selectors) {
    for (const el of $(selector).toArray()) {
      const raw = $(el).attr('content') ?? $(el).text();
      const parsed = parsePrice(raw, host);
      if (!parsed || amountsIn(raw).size !== 1) continue;
      // A content attribute holds the amount alone ("85.0"); the text beside it may name its currency ("GBP 85.00").
      const shown = parsed.currency ? undefined : parsePrice($(el).text(), host);
      return shown?.currency && shown.amount === parsed.amount ? shown : parsed;
    }
  }
  return undefined;
}

/** The amount of a price split into whole and cents elements ("1.299" + "90"), as many shops print it. */
export function splitPrice(whole: string | undefined, cents: string | undefined): string | undefined {
  if (!whole) return undefined;
  const units = whole.replace(/\D/g, '');
  return parseAmount(cents ? `${units}.${cents.replace(/\D/g, '')}` : units);
}

/** Absolute picture addresses from the first attribute each matching element has. */
export function imagesAt($: CheerioAPI, base: URL, selector: string, attributes: string[]): string[] {
  return $(selector)
    .toArray()
    .flatMap((el) => {
      for (const name of attributes) {
        const address = absoluteUrl($(el).attr(name), base);
        if (address) return [address];
      }
      return [];
    });
}

/** Whether the page's host is this domain or under it. */
export function isHost(url: URL, pattern: RegExp): boolean {
  return pattern.test(url.hostname.toLowerCase());
}
