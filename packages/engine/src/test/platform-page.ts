import { explainExtraction } from '../stages/product/extract/extract-product';

// Product pages of shop platforms as their default templates mark up prices, for the platform tests
// of the price reader: a page around a body, and what the extractor reads on it.

/** A whole page around a body. */
export const page = (title: string, body: string, head = '') => `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** The price, currency and old price the extractor reads on a page, and the source of the price. */
export function readPrice(html: string, url: string) {
  const { product, origins } = explainExtraction({ html, url });
  return { price: product.price, currency: product.currency, old_price: product.old_price, from: origins.price };
}
