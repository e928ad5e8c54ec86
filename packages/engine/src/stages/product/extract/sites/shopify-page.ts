import { normalizeCurrencyCode } from '../currency';
import { isShopifyPage, fromShopifyJson, writesDecimalAmounts } from '../shopify';
import type { ProductFields } from '../types';
import type { SiteExtractor } from './site-extractor';

// Themes embed the same object as products/<handle>.js in one of these scripts.
const PRODUCT_JSON = 'script[type="application/json"][data-product-json], script[id^="ProductJson"], script[type="application/json"][id*="product-json" i]';

/** Shopify storefronts: the product JSON the theme embeds, and the shop's active currency. */
export const shopifyPage: SiteExtractor = {
  id: 'shopify',
  matches: ({ html, url }) => url.pathname.includes('/products/') && isShopifyPage(html),
  extract: ({ $, html, url }) => {
    const currency = normalizeCurrencyCode(/Shopify\.currency\s*=\s*\{\s*"active"\s*:\s*"([A-Z]{3})"/.exec(html)?.[1]);
    let fields: ProductFields = {};
    const embedded = $(PRODUCT_JSON).first().text();
    if (embedded) {
      try {
        fields = fromShopifyJson({ json: JSON.parse(embedded) as unknown, url: url.href, inUnits: writesDecimalAmounts(embedded) });
      } catch {
        // A theme's broken JSON: the page's other sources still apply.
      }
    }
    return currency ? { ...fields, currency } : fields;
  },
};
