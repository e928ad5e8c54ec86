import { currencyHost } from '../currency';
import { specLines } from '../features';
import { asRecord } from '../text';
import { imagesAt, isHost, priceAt, textAt, type SiteExtractor } from './site-extractor';

// The buy box's price, newest layout first. Other sellers' and other items' prices live elsewhere.
const PRICE = [
  '#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen',
  // A deal's table ("List Price" struck, then "Deal Price"): its price to pay is styled as text, like the struck one.
  // Not a range's ends ("$9.49 - $28.00" on a parent item no size is chosen of), each styled so.
  '#corePrice_desktop .apexPriceToPay:not(.a-price-range *) .a-offscreen',
  '#apex_desktop .apexPriceToPay:not(.a-price-range *) .a-offscreen',
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePrice_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#apex_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_ourprice',
  '#priceblock_saleprice',
  '#priceblock_pospromoprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#tp_price_block_total_price_ww .a-offscreen',
  '#kindle-price',
  // Books and media: the "Buy new" row of the buy box (used copies and other sellers sit apart).
  '#buyNewSection .offer-price',
  '#newAccordionRow .header-price',
  '#mediaNoAccordion .header-price',
];
const OLD_PRICE = ['.basisPrice .a-offscreen', '.a-text-price[data-a-strike="true"] .a-offscreen', '#listPrice', '.priceBlockStrikePriceString'];
// "Visit the Acme Store", "Brand: Acme", "Marca: Acme", "Besuche den Acme-Store"…
const BYLINE = /^(visit the |visita (la|lo) (tienda|store) de |visitar a loja |besuche den |visitez la boutique |visita lo store di )|(brand|marca|marke|marque):\s*|( store|-store| shop)$/gi;

function dynamicImages(attribute: string | undefined): string[] {
  if (!attribute) return [];
  try {
    // {"https://…_SX679_.jpg":[679,679], …}: the largest first.
    const sizes = asRecord(JSON.parse(attribute)) ?? {};
    return Object.entries(sizes)
      .sort(([, a], [, b]) => (Array.isArray(b) ? Number(b[0]) : 0) - (Array.isArray(a) ? Number(a[0]) : 0))
      .map(([url]) => url);
  } catch {
    return [];
  }
}

/** Amazon in every country: title, byline brand, the buy box's price, feature bullets, hi-res pictures. */
export const amazon: SiteExtractor = {
  id: 'amazon',
  matches: ({ url }) => isHost(url, /(^|\.)amazon\.[a-z.]+$/),
  extract: ({ $, url, html }) => {
    const host = currencyHost($, url);
    const price = priceAt($, host, ...PRICE);
    const hiRes = [...html.matchAll(/"hiRes":"(https:[^"]+)"/g)].map((m) => m[1] ?? '');
    const features = $('#feature-bullets li span.a-list-item, #feature-bullets li')
      .toArray()
      .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
      .filter((text) => text.length > 3 && !/make sure this fits|asegúrate de que|certifique-se/i.test(text));
    const specs = $('#productDetails_techSpec_section_1, #productOverview_feature_div table').get(0);
    return {
      name: textAt($, '#productTitle', '#title'),
      brand: textAt($, '#bylineInfo')?.replace(BYLINE, '').trim() || undefined,
      description: textAt($, '#productDescription'),
      features: [...new Set(features)].concat(specs ? specLines($, specs) : []).slice(0, 12),
      price: price?.amount,
      old_price: price ? priceAt($, host, ...OLD_PRICE)?.amount : undefined,
      currency: price?.currency,
      images: [
        ...imagesAt($, url, '#landingImage, #imgBlkFront, #ebooksImgBlkFront', ['data-old-hires']),
        ...dynamicImages($('#landingImage, #imgBlkFront').attr('data-a-dynamic-image')),
        ...hiRes,
      ],
    };
  },
};
