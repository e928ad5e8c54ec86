import { normalizeAmount, parseStructuredPrice } from './parse-price';
import { absoluteUrl, asList, asRecord, cleanText } from './text';
import type { ExtractedProduct } from './types';

// Marks every Shopify storefront carries, whatever its theme.
const SHOPIFY_MARKUP = /cdn\.shopify\.com|Shopify\.shop\s*=|shopify-checkout-api-token|window\.ShopifyAnalytics|shopify-digital-wallet/;
// A market or language prefix ("/en-ca"), then /products/<handle> under a collection or not, or a
// collection's own list of products (/collections/<handle>).
const LOCALE = String.raw`(?:\/[a-z]{2}(?:-[a-z]{2})?)?`;
const PRODUCT_PATH = new RegExp(String.raw`^(${LOCALE})(?:\/collections\/[^/]+)?\/products\/([^/?#.]+)`, 'i');
const COLLECTION_PATH = new RegExp(String.raw`^${LOCALE}\/collections\/[^/]+\/?$`, 'i');

/** Whether the page was served by a Shopify storefront. */
export function isShopifyPage(html: string): boolean {
  return SHOPIFY_MARKUP.test(html);
}

/** Whether the page is a Shopify collection's list of products ("/collections/soy-candles"), which sells no one of them. */
export function isShopifyCollection(html: string, url: URL): boolean {
  return COLLECTION_PATH.test(url.pathname) && isShopifyPage(html);
}

/** The address of the product's JSON (…/products/<handle>.js) when the page is a Shopify product page. */
export function shopifyProductJsonUrl(options: { html: string; url: string }): string | undefined {
  if (!isShopifyPage(options.html)) return undefined;
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return undefined;
  }
  const match = PRODUCT_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, prefix = '', handle = ''] = match;
  return `${url.origin}${prefix}/products/${handle}.js`;
}

// products/<handle>.js and a theme's "{{ product | json }}" give prices as integer cents (also inside a
// theme's {"product": …} wrapper, Warehouse's); products/<handle>.json as decimal strings. A theme that
// writes its amounts with a decimal point ("price": 45.00, money_without_currency) writes them in units.
function priceOf(value: unknown, inUnits = false): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (!inUnits && typeof value === 'number' && Number.isInteger(value)) return normalizeAmount(String(Math.trunc(value / 100)), String(value % 100).padStart(2, '0'));
  return parseStructuredPrice(value);
}

/** Whether a product JSON's text writes its amounts as decimal numbers ("price": 45.00), not cents ("price": 4500). */
export function writesDecimalAmounts(text: string): boolean {
  return /"(?:price|compare_at_price)"\s*:\s*\d+\.\d/.test(text);
}

function imageOf(value: unknown, base: URL): string | undefined {
  const node = asRecord(value);
  return absoluteUrl(node ? node.src : value, base);
}

/**
 * The facts of a Shopify product from its products/<handle>.js or .json, priced as the variant in the
 * address; inUnits where the JSON's text writes its amounts with a decimal point (see priceOf).
 */
export function fromShopifyJson(options: { json: unknown; url: string; inUnits?: boolean }): ExtractedProduct {
  const base = new URL(options.url);
  const wrapped = asRecord(asRecord(options.json)?.product);
  const product = wrapped ?? asRecord(options.json) ?? {};
  const variants = asList(product.variants).flatMap((v) => {
    const node = asRecord(v);
    return node ? [node] : [];
  });
  const wanted = base.searchParams.get('variant');
  const variant = variants.find((v) => String(v.id) === wanted) ?? variants.find((v) => v.available !== false) ?? variants[0];
  const price = priceOf(variant?.price ?? product.price, options.inUnits);
  const oldPrice = priceOf(variant?.compare_at_price ?? product.compare_at_price, options.inUnits);
  const images = [imageOf(asRecord(variant?.featured_image) ?? product.featured_image ?? product.image, base), ...asList(product.images).map((i) => imageOf(i, base))];
  const extracted: ExtractedProduct = {
    features: [],
    images: [...new Set(images.filter((i): i is string => i !== undefined))],
  };
  const name = cleanText(product.title);
  const description = cleanText(product.description ?? product.body_html);
  const brand = cleanText(product.vendor);
  if (name) extracted.name = name;
  if (description) extracted.description = description;
  if (brand) extracted.brand = brand;
  if (price) extracted.price = price;
  if (oldPrice && price && Number(oldPrice) > Number(price)) extracted.old_price = oldPrice;
  return extracted;
}
