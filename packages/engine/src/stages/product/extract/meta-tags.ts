import type { CheerioAPI } from 'cheerio';
import { currencyHost, normalizeCurrencyCode } from './currency';
import { parsePrice, parseStructuredPrice } from './parse-price';
import { PRICE_LABEL } from './price-words';
import { absoluteUrl, cleanText, stripSiteName } from './text';
import type { ProductFields } from './types';

/** The content of the first meta tag with one of these property or name values. */
export function metaContent($: CheerioAPI, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = $(`meta[property="${name}" i], meta[name="${name}" i], meta[itemprop="${name}" i]`).first().attr('content');
    const text = cleanText(value);
    if (text) return text;
  }
  return undefined;
}

// Twitter cards put the price in a numbered label/data pair ("Price" / "$49.99", "Hinta" / "74,95 €").
function twitterPrice($: CheerioAPI, host: string): ReturnType<typeof parsePrice> {
  for (const n of [1, 2, 3, 4]) {
    const label = metaContent($, `twitter:label${n}`);
    const data = metaContent($, `twitter:data${n}`);
    if (label && data && PRICE_LABEL.test(label)) return parsePrice(data, host);
  }
  return undefined;
}

/** The product as Open Graph, product:* and Twitter card meta tags describe it. */
export function fromMetaTags(options: { $: CheerioAPI; url: URL }): ProductFields {
  const { $, url } = options;
  const host = currencyHost($, url);
  const title = metaContent($, 'og:title', 'twitter:title');
  const siteName = metaContent($, 'og:site_name');
  const sale = parseStructuredPrice(metaContent($, 'product:sale_price:amount'));
  const amount = sale ?? parseStructuredPrice(metaContent($, 'product:price:amount', 'og:price:amount', 'product:price'));
  const original = parseStructuredPrice(metaContent($, 'product:original_price:amount', 'og:original_price:amount'));
  const twitter = amount ? undefined : twitterPrice($, host);
  const images = $('meta[property="og:image" i], meta[property="og:image:secure_url" i], meta[name="twitter:image" i], meta[property="twitter:image" i]')
    .toArray()
    .flatMap((el) => absoluteUrl($(el).attr('content'), url) ?? []);
  return {
    name: title ? stripSiteName(title, siteName) : undefined,
    description: metaContent($, 'og:description', 'twitter:description'),
    price: amount ?? twitter?.amount,
    old_price: sale ? (original ?? parseStructuredPrice(metaContent($, 'product:price:amount'))) : original,
    currency:
      normalizeCurrencyCode(metaContent($, 'product:price:currency', 'og:price:currency', 'product:sale_price:currency'), host) ??
      twitter?.currency,
    brand: metaContent($, 'product:brand', 'og:brand'),
    images,
  };
}
