import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainExtraction, fromShopifyJson, hasProduct, shopifyProductJsonUrl } from './extract-product';
import type { ExtractedProduct } from './types';

const SYNTHETIC = join(import.meta.dirname, '../../../../fixtures/product-pages/synthetic');
type Expected = Partial<ExtractedProduct> & { url: string; json_url?: string; blocked?: boolean; has_product?: boolean };
const expected = JSON.parse(readFileSync(join(SYNTHETIC, 'expected.json'), 'utf8')) as Record<string, Expected>;
const page = (name: string) => readFileSync(join(SYNTHETIC, `${name}.html`), 'utf8');

describe('extraction of the synthetic pages', () => {
  it.each(Object.entries(expected).filter(([, e]) => e.has_product !== false))('%s', (name, { url, json_url: _json, ...facts }) => {
    const { product } = explainExtraction({ html: page(name), url });
    expect(product).toEqual({ features: [], images: [], ...facts });
    expect(hasProduct(product)).toBe(true);
  });

  it('reads each site page with its own extractor', () => {
    for (const [name, id] of Object.entries({ mercadolivre: 'mercadolivre', olx: 'olx', enjoei: 'enjoei', gotrendier: 'gotrendier', segundamano: 'segundamano', ebay: 'ebay', 'facebook-marketplace': 'facebook-marketplace', amazon: 'amazon', shopify: 'shopify', woocommerce: 'woocommerce' })) {
      expect(explainExtraction({ html: page(name), url: expected[name]?.url ?? '' }).site).toBe(id);
    }
  });

  it("reads an Amazon book's new price from the buy box, not a used copy's or another format's", () => {
    const html = `<html><body><span id="productTitle">The Pragmatic Programmer</span>
      <div id="tmmSwatches"><span class="a-color-price">$9.99</span><span class="a-color-price">$31.00</span></div>
      <div id="buyNewSection"><span class="a-size-medium a-color-price offer-price a-text-normal">$38.49</span></div>
      <div id="usedBuySection"><span class="a-color-price offer-price">$27.10</span></div></body></html>`;
    const { product, site } = explainExtraction({ html, url: 'https://www.amazon.com/dp/0135957052' });
    expect(site).toBe('amazon');
    expect(product).toMatchObject({ name: 'The Pragmatic Programmer', price: '38.49', currency: 'USD' });
    const accordion = html.replace('<div id="buyNewSection"><span class="a-size-medium a-color-price offer-price a-text-normal">$38.49</span></div>', '<div id="newAccordionRow"><span class="a-color-price header-price">$38.49</span></div>');
    expect(explainExtraction({ html: accordion, url: 'https://www.amazon.com/dp/0135957052' }).product.price).toBe('38.49');
  });

  it("reads an Amazon deal's price to pay from its table, not the struck list price or other colours' swatches", () => {
    const offscreen = (amount: string, extra = '') => `<span class="a-price a-text-price a-size-medium${extra}" data-a-size="b"><span class="a-offscreen">${amount}</span><span aria-hidden="true">${amount}</span></span>`;
    const html = `<html><body><span id="productTitle">Life Q30 Headphones</span>
      <ul><li><span class="a-size-mini twisterSwatchPrice"> $79.99 </span></li><li><span class="a-size-mini twisterSwatchPrice"> $79.99 </span></li></ul>
      <div id="corePrice_desktop"><table class="a-lineitem">
      <tr><td>List Price:</td><td>${offscreen('$79.99').replace('data-a-size="b"', 'data-a-size="b" data-a-strike="true"')}</td></tr>
      <tr><td>Deal Price:</td><td>${offscreen('$59.99', ' apexPriceToPay')}</td></tr>
      <tr><td>You Save:</td><td><span class="a-color-price">$20.00 (25%)</span></td></tr></table></div></body></html>`;
    const { product, origins } = explainExtraction({ html, url: 'https://www.amazon.com/dp/B08HMWZBXC' });
    expect(product).toMatchObject({ price: '59.99', old_price: '79.99', currency: 'USD' });
    expect(origins.price).toBe('site');
    // Read as any page, the swatches' other colours are no votes for their amount.
    expect(explainExtraction({ html, url: 'https://shop.example.com/dp/B08HMWZBXC' }).product.price).toBe('59.99');
  });

  it("reads an eBay listing's currency from its shown price where its content attribute holds the amount alone, and eBay's spaced prefixes", () => {
    const listing = (shown: string, content: string) => `<html><body><div id="LeftSummaryPanel" itemscope="itemscope" itemtype="https://schema.org/Product">
      <h1 id="itemTitle" itemprop="name">Canon EF 50mm f/1.8 STM Lens</h1>
      <span class="notranslate" id="prcIsum" itemprop="price" content="${content}">${shown}</span>
      <span id="prcIsumConv">Approximately US $113.52</span>
      <div id="vi-ppa-shipping">Shipping:</div><span id="fshippingCost" class="notranslate sh-cst"><span>${shown.replace(/[\d.]+$/, '14.50')}</span></span></div></body></html>`;
    const url = 'https://www.ebay.com/itm/184629517331';
    expect(explainExtraction({ html: listing('GBP 85.00', '85.0'), url }).product).toMatchObject({ price: '85', currency: 'GBP' });
    expect(explainExtraction({ html: listing('AU $24.00', '24.0'), url }).product).toMatchObject({ price: '24', currency: 'AUD' });
    expect(explainExtraction({ html: listing('NZ $30.00', '30.0'), url }).product).toMatchObject({ price: '30', currency: 'NZD' });
  });

  it('reads a Facebook Marketplace listing whose embedded data is spaced, as a saved or re-served page writes it', () => {
    const minified = page('facebook-marketplace');
    const spaced = minified.replace(/"(listing_price|amount|currency|marketplace_listing_title|redacted_description|text|listing_photos|uri)":/g, '"$1": ');
    expect(spaced).not.toBe(minified);
    const url = expected['facebook-marketplace']?.url ?? '';
    const { product } = explainExtraction({ html: minified, url });
    expect(explainExtraction({ html: spaced, url }).product).toMatchObject({ name: product.name, price: product.price, currency: product.currency, images: product.images });
    expect(product.price).toBeDefined();
  });

  it("leaves out a price range in Amazon's or eBay's price box: a listing of many variants names no one price", () => {
    const amazon = (price: string) => `<html><body><span id="productTitle">Linen shirt</span><span id="priceblock_ourprice" class="a-size-medium a-color-price">${price}</span></body></html>`;
    expect(explainExtraction({ html: amazon('$24.99'), url: 'https://www.amazon.com/dp/B08XYZ' }).product.price).toBe('24.99');
    const range = explainExtraction({ html: amazon('$12.99 - $24.99'), url: 'https://www.amazon.com/dp/B08XYZ' }).product;
    expect([range.name, range.price]).toEqual(['Linen shirt', undefined]);
    expect(explainExtraction({ html: amazon('12,99 € - 24,99 €'), url: 'https://www.amazon.de/dp/B08XYZ' }).product.price).toBeUndefined();
    // One amount printed with its code and sign, or French style, is one price.
    expect(explainExtraction({ html: amazon('EUR 24,99 €'), url: 'https://www.amazon.fr/dp/B08XYZ' }).product.price).toBe('24.99');
    expect(explainExtraction({ html: amazon('24€99'), url: 'https://www.amazon.fr/dp/B08XYZ' }).product.price).toBe('24.99');
    const ebay = '<html><body><h1 id="itemTitle">Details about  Phone case</h1><span id="prcIsum">US $3.99 to US $7.99</span></body></html>';
    const variants = explainExtraction({ html: ebay, url: 'https://www.ebay.com/itm/1234' }).product;
    expect([variants.name, variants.price]).toEqual(['Phone case', undefined]);
  });

  it('finds no product on a blog article or a challenge page', () => {
    for (const name of ['no-product', 'challenge-cloudflare']) {
      expect(hasProduct(explainExtraction({ html: page(name), url: expected[name]?.url ?? '' }).product)).toBe(false);
    }
  });

  it('gives the Shopify product JSON address and reads it', () => {
    const shop = expected.shopify;
    expect(shopifyProductJsonUrl({ html: page('shopify'), url: 'https://lojapassocerto.com.br/collections/tenis/products/tenis-corrida-leve-azul?variant=41001' })).toBe(shop?.json_url);
    expect(shopifyProductJsonUrl({ html: page('woocommerce'), url: 'https://casaclara.com.br/products/x' })).toBeUndefined();
    const json = JSON.parse(readFileSync(join(SYNTHETIC, 'shopify-product.js'), 'utf8')) as unknown;
    expect(fromShopifyJson({ json, url: shop?.url ?? '' })).toMatchObject({ name: shop?.name, price: '299.90', old_price: '399.90', brand: 'Passo Certo', images: shop?.images });
  });

  it('reads products/<handle>.json with decimal prices and the variant in the address', () => {
    const json = { product: { title: 'Caneca', vendor: 'Barro', variants: [{ id: 1, price: '39.90' }, { id: 2, price: '44.90', compare_at_price: '59.90' }], images: [{ src: '//shop.example.com/c.jpg' }] } };
    expect(fromShopifyJson({ json, url: 'https://shop.example.com/products/caneca?variant=2' })).toEqual({ name: 'Caneca', brand: 'Barro', price: '44.90', old_price: '59.90', features: [], images: ['https://shop.example.com/c.jpg'] });
  });
});
