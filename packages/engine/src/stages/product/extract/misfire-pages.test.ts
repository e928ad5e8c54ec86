import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product';

// The minimal pages on which a price rule once misfired (fixtures/product-pages/misfire-pages/README.md):
// each must read at the price a shopper would say, or at none.
const PAGES = join(import.meta.dirname, '../../../../fixtures/product-pages/misfire-pages');
const pages = readdirSync(PAGES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const name = file.replace(/\.html$/, '');
    const { url, price, currency, why } = JSON.parse(readFileSync(join(PAGES, `${name}.json`), 'utf8')) as { url: string; price: string | null; currency: string | null; why: string };
    return { name, url, price, currency, why, html: readFileSync(join(PAGES, file), 'utf8') };
  });

describe('pages on which a price rule once misfired', () => {
  it('holds them all', () => {
    expect(pages.length).toBeGreaterThanOrEqual(571);
  });

  it.each(pages)('$name: $why', ({ url, price, currency, html }) => {
    const product = extractProduct({ html, url });
    expect(product.price === undefined ? null : Number(product.price)).toBe(price === null ? null : Number(price));
    if (price !== null) expect(product.currency).toBe(currency);
  });
});
