import { parsePrice } from '../parse-price';
import { absoluteUrl, asList, asRecord, cleanText } from '../text';
import type { ProductFields } from '../types';
import { imagesAt, isHost, priceAt, textAt, type SiteExtractor } from './site-extractor';

// OLX Brasil renders its ad from a JSON blob in #initial-data (data-json); the DOM repeats part of it.
function fromInitialData(json: string | undefined, url: URL): ProductFields {
  if (!json) return {};
  let ad: Record<string, unknown> | undefined;
  try {
    ad = asRecord(asRecord(JSON.parse(json))?.ad);
  } catch {
    return {};
  }
  if (!ad) return {};
  const price = typeof ad.priceValue === 'string' ? parsePrice(ad.priceValue, url.hostname) : undefined;
  const old = typeof ad.oldPrice === 'string' ? parsePrice(ad.oldPrice, url.hostname) : undefined;
  const properties = asList(ad.properties).flatMap((p) => {
    const node = asRecord(p);
    const label = cleanText(node?.label);
    const value = cleanText(node?.value);
    return label && value ? [`${label}: ${value}`] : [];
  });
  return {
    name: cleanText(ad.subject),
    description: cleanText(ad.body),
    features: properties,
    price: price?.amount,
    old_price: old?.amount,
    currency: price?.currency,
    images: asList(ad.images).flatMap((image) => absoluteUrl(asRecord(image)?.original, url) ?? []),
  };
}

/** OLX Brasil: the ad's JSON (subject, body, priceValue, pictures, properties), else its title and price box. */
export const olx: SiteExtractor = {
  id: 'olx',
  matches: ({ url }) => isHost(url, /(^|\.)olx\.com\.br$/),
  extract: ({ $, url }) => {
    const data = fromInitialData($('script#initial-data').attr('data-json'), url);
    if (data.name) return data;
    const price = priceAt($, url.hostname, '#price-box-container h2', '[data-testid="ad-price"]');
    return {
      name: textAt($, '#description-title h1', 'h1'),
      description: textAt($, '[data-section="description"] p', '#description p'),
      price: price?.amount,
      currency: price?.currency,
      images: imagesAt($, url, '[data-testid="ad-gallery"] img, #gallery img', ['src']),
    };
  },
};
