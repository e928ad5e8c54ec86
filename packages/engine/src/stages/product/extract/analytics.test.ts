import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fromAnalytics, isPrintedPrice } from './analytics';
import { explainExtraction } from './extract-product';

const url = new URL('https://loja.example.com.br/p/cafeteira');
const page = (script: string, body: string) => `<html><head><script>${script}</script></head><body>${body}</body></html>`;
const read = (script: string, body: string) => fromAnalytics({ $: load(page(script, body)), url });

describe('fromAnalytics', () => {
  it("reads Meta's ViewContent value and currency when the page prints that amount", () => {
    const script = "fbq('track', 'ViewContent', { content_ids: ['1131'], content_type: 'product', value: 1299.9, currency: 'BRL' });";
    expect(read(script, '<div class="deal">Por <b>R$ 1.299,90</b></div>')).toEqual({ price: '1299.90', currency: 'BRL' });
  });

  it('reads GA4 view_item from gtag and from the dataLayer, and Enhanced Ecommerce detail products', () => {
    expect(read("gtag('event', 'view_item', { currency: 'EUR', items: [{ item_id: 'A1', price: 19.5 }] });", '<p>19,50 €</p>').price).toBe('19.50');
    expect(read('dataLayer.push({"event":"view_item","ecommerce":{"currency":"USD","value":"49.00","items":[]}});', '<p>$49</p>').price).toBe('49');
    expect(read("dataLayer.push({'ecommerce': {'detail': {'products': [{'name': 'Fan', 'price': '2433'}]}}});", '<span>₹2,433</span>').price).toBe('2433');
  });

  it('reads Google Ads remarketing parameters only on a page they call a product page', () => {
    expect(read("var google_tag_params = { ecomm_totalvalue: 88.00, ecomm_pagetype: 'product' };", '<p>88 €</p>').price).toBe('88');
    expect(read("var google_tag_params = { ecomm_totalvalue: 88.00, ecomm_pagetype: 'cart' };", '<p>88 €</p>').price).toBeUndefined();
  });

  it('gives nothing when the amount is not printed as a price, is an expression, or the reports disagree', () => {
    const viewContent = (value: string) => `fbq('track', 'ViewContent', { value: ${value}, currency: 'BRL' });`;
    // A bundle or a cart value the visitor never sees, or the number printed without a currency.
    expect(read(viewContent('990'), '<p>R$ 99 por pacote</p>')).toEqual({});
    expect(read(viewContent('990'), '<p>Código 990</p>')).toEqual({});
    expect(read(viewContent('google_tag_manager["GTM-1"].macro(7)'), '<p>R$ 7</p>')).toEqual({});
    expect(read(`${viewContent('10')} gtag('event', 'view_item', { value: 12 });`, '<p>R$ 10</p><p>R$ 12</p>')).toEqual({});
    // In a script only, never shown.
    expect(read(viewContent('10'), '<script>var p = "R$ 10";</script>')).toEqual({});
  });
});

describe('isPrintedPrice', () => {
  it('matches the amount however it is grouped and marked, next to a currency', () => {
    expect(isPrintedPrice('Preço R$ 1.299,90 à vista', '1299.90')).toBe(true);
    expect(isPrintedPrice('44 890 тг.', '44890')).toBe(true);
    expect(isPrintedPrice('CHF 1’299.– inkl.', '1299')).toBe(true);
    expect(isPrintedPrice("CHF 1'299.-- inkl.", '1299')).toBe(true);
    expect(isPrintedPrice('USD 25.00', '25')).toBe(true);
    // Part of another number is not the amount.
    expect(isPrintedPrice('R$ 1.299,90', '299.90')).toBe(false);
    expect(isPrintedPrice('R$ 29,90', '29')).toBe(false);
  });
});

describe('the analytics source in the whole extraction', () => {
  it('prices a page whose only machine-readable price is its pixel, behind every structured source', () => {
    const script = "fbq('track', 'ViewContent', { value: 29, currency: 'TWD' });";
    const only = explainExtraction({ html: page(script, '<h1>西莎小羊肉餐盒</h1><div class="pdeal">最低價$<span>29</span>元起/罐</div>'), url: 'https://shop.example.tw/p/1131' });
    expect(only.product).toMatchObject({ price: '29', currency: 'TWD' });
    expect(only.origins.price).toBe('analytics');
    const withMeta = explainExtraction({
      html: page(script, '<meta property="product:price:amount" content="35"><h1>Caixa</h1><p>$29</p><p>$35</p>'),
      url: 'https://shop.example.tw/p/1131',
    });
    expect(withMeta.origins.price).toBe('meta');
  });
});
