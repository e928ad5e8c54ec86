import { currencyHost } from '../currency';
import { specLines } from '../features';
import { imagesAt, isHost, priceAt, textAt, type SiteExtractor } from './site-extractor';

// An auction with Buy It Now ("Sofort-Kaufen") prints its current bid first, in ".x-bid-price": the
// price to buy at is the buy-now one.
const PRICE = ['.x-bin-price .x-price-primary', '.x-price-primary', '#prcIsum', '#mm-saleDscPrc', '#prcIsum_bidPrice', '.display-price'];
const OLD_PRICE = ['.x-price-was .ux-textspans--STRIKETHROUGH', '.x-additional-info .ux-textspans--STRIKETHROUGH', '#orgPrc', '#mm-saleOrgPrc'];

// eBay serves every picture at any size by its s-l<pixels> name; 1600 is the largest it keeps.
function largest(address: string): string {
  return address.replace(/\/s-l\d+\.(jpg|jpeg|png|webp)/i, '/s-l1600.$1');
}

function itemSpecifics($: Parameters<SiteExtractor['extract']>[0]['$']): string[] {
  const lines = $('.ux-layout-section-evo__col, .ux-labels-values')
    .toArray()
    .flatMap((el) => {
      const key = $(el).find('.ux-labels-values__labels').first().text().replace(/\s+/g, ' ').trim().replace(/:$/, '');
      const value = $(el).find('.ux-labels-values__values').first().text().replace(/\s+/g, ' ').trim();
      return key && value ? [`${key}: ${value}`] : [];
    });
  const table = $('.itemAttr table').get(0);
  return lines.length ? lines : table ? specLines($, table) : [];
}

/** eBay in every country: the item title, its price in the buy box, item specifics and the picture carousel. */
export const ebay: SiteExtractor = {
  id: 'ebay',
  matches: ({ url }) => isHost(url, /(^|\.)ebay\.[a-z.]+$/),
  extract: ({ $, url }) => {
    const host = currencyHost($, url);
    const price = priceAt($, host, ...PRICE);
    const specifics = [...new Set(itemSpecifics($))];
    const brand = specifics.find((line) => /^(brand|marca|marke|marque)\b/i.test(line))?.split(': ')[1];
    return {
      name: textAt($, 'h1.x-item-title__mainTitle', '#itemTitle')?.replace(/^(details about|detalles de|dettagli su|détails sur)\s*/i, ''),
      brand,
      features: specifics.slice(0, 12),
      price: price?.amount,
      old_price: price ? priceAt($, host, ...OLD_PRICE)?.amount : undefined,
      currency: price?.currency,
      images: imagesAt($, url, '.ux-image-carousel-item img, #icImg, #mainImgHldr img', ['data-zoom-src', 'data-src', 'src']).map(largest),
    };
  },
};
