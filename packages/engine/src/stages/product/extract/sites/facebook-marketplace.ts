import { parseStructuredPrice } from '../parse-price';
import { absoluteUrl, cleanText } from '../text';
import { isHost, type SiteExtractor } from './site-extractor';

// The listing lives in JSON inside scripts; its strings are JSON-escaped ("\u00e7", "\/").
function jsonString(html: string, pattern: RegExp): string | undefined {
  const raw = pattern.exec(html)?.[1];
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}

const STRING = '"((?:[^"\\\\]|\\\\.)*)"';
// A key and its value, spaced or not as the data was written ("amount":"450.00", "amount": "450.00").
const key = (name: string) => `"${name}"\\s*:\\s*`;

/** Facebook Marketplace items: title, price, description and photos from the listing's embedded data. */
export const facebookMarketplace: SiteExtractor = {
  id: 'facebook-marketplace',
  matches: ({ url }) => isHost(url, /(^|\.)facebook\.com$/) && url.pathname.startsWith('/marketplace/item/'),
  extract: ({ html, url }) => {
    const price = new RegExp(`${key('listing_price')}\\{[^}]*?${key('amount')}${STRING}`).exec(html)?.[1];
    const currency = new RegExp(`${key('listing_price')}\\{[^}]*?${key('currency')}${STRING}`).exec(html)?.[1];
    const photos = [...html.matchAll(new RegExp(`${key('listing_photos')}\\[(.*?)\\]`, 'g'))].flatMap((m) =>
      [...(m[1] ?? '').matchAll(new RegExp(`${key('uri')}${STRING}`, 'g'))].map((p) => jsonString(`"uri":"${p[1] ?? ''}"`, new RegExp(`${key('uri')}${STRING}`))),
    );
    return {
      name: cleanText(jsonString(html, new RegExp(`${key('marketplace_listing_title')}${STRING}`))),
      description: cleanText(jsonString(html, new RegExp(`${key('redacted_description')}\\{${key('text')}${STRING}`))),
      price: parseStructuredPrice(price),
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
      images: photos.flatMap((photo) => absoluteUrl(photo, url) ?? []),
    };
  },
};
