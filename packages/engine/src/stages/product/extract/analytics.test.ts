import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fromAnalytics } from './analytics';
import { explainExtraction } from './extract-product';

const url = new URL('https://loja.example.com.br/p/cafeteira');
const page = (script: string, body: string) => `<html><head><script>${script}</script></head><body>${body}</body></html>`;
const read = (script: string, body: string, crossedOut?: Set<number>) => fromAnalytics({ $: load(page(script, body)), url, ...(crossedOut ? { crossedOut } : {}) });
const viewContent = (value: string, currency = 'BRL') => `fbq('track', 'ViewContent', { content_type: 'product', value: ${value}, currency: '${currency}' });`;

describe('fromAnalytics', () => {
  it("reads Meta's ViewContent value and currency when the page prints that amount", () => {
    expect(read(viewContent('1299.9'), '<div class="deal">Por <b>R$ 1.299,90</b></div>')).toEqual({ price: '1299.90', currency: 'BRL' });
  });

  it('reads GA4 view_item from gtag and from the dataLayer, and Enhanced Ecommerce detail products', () => {
    expect(read("gtag('event', 'view_item', { currency: 'EUR', items: [{ item_id: 'A1', price: 19.5 }] });", '<p>19,50 €</p>').price).toBe('19.50');
    expect(read('dataLayer.push({"event":"view_item","ecommerce":{"currency":"USD","value":"49.00","items":[]}});', '<p>$49</p>').price).toBe('49');
    expect(read("dataLayer.push({'ecommerce': {'detail': {'products': [{'name': 'Fan', 'price': '2433'}]}}});", '<span>₹2,433</span>').price).toBe('2433');
  });

  it('reads Google Ads remarketing parameters only in an object that calls the page a product page', () => {
    expect(read("var google_tag_params = { ecomm_totalvalue: 88.00, ecomm_pagetype: 'product' };", '<p>88 €</p>').price).toBe('88');
    expect(read("var google_tag_params = { ecomm_totalvalue: 88.00, ecomm_pagetype: 'cart' };", '<p>88 €</p>').price).toBeUndefined();
    expect(read("var a = { ecomm_totalvalue: 88.00 }; var b = { ecomm_pagetype: 'product' };", '<p>88 €</p>').price).toBeUndefined();
  });

  it('reads only the report itself: not the next push, not another "detail", not a key that merely ends in price', () => {
    expect(read('dataLayer.push({"event":"view_item"}); dataLayer.push({"event":"cart","ecommerce":{"value":"120.00"}});', '<p>R$ 120,00</p>')).toEqual({});
    expect(read('window.__STATE__ = {"shipping":{"detail":{"price":"12.90"}}};', '<p>Frete R$ 12,90</p>')).toEqual({});
    expect(read("gtag('event', 'view_item', { items: [{ list_price: 120 }] });", '<p>R$ 120</p>')).toEqual({});
    // A comment or a string holding braces does not end the object early.
    expect(read("gtag('event', 'view_item', { /* } */ note: '}', value: 45 });", '<p>R$ 45</p>').price).toBe('45');
  });

  it('gives nothing for an amount it cannot read whole: an expression, one a comma cuts, one with three decimals', () => {
    expect(read(viewContent('google_tag_manager["GTM-1"].macro(7)'), '<p>R$ 7</p>')).toEqual({});
    expect(read(viewContent('1,299.00'), '<p>Aluguel a partir de R$ 1 por dia</p>')).toEqual({});
    expect(read("dataLayer.push({'detail': {'products': [{'price': '1.299'}]}});", '<p>1.299 €</p>')).toEqual({});
  });

  it('gives nothing when the page does not show that amount as what one pays', () => {
    // A bundle or a cart value the visitor never sees, or the number printed without a currency.
    expect(read(viewContent('990'), '<p>R$ 99 por pacote</p>')).toEqual({});
    expect(read(viewContent('42'), '<p>SIZE: 42</p>')).toEqual({});
    expect(read(viewContent('10'), '<p>10 PCS</p>')).toEqual({});
    expect(read(viewContent('12'), '<p>12x R$ 99,90</p>')).toEqual({});
    // In a script only, never shown.
    expect(read(viewContent('10'), '<script>var p = "R$ 10";</script>')).toEqual({});
    // Reported before tax, or at the price the product's block crosses out.
    expect(read("gtag('event', 'view_item', { value: 84.03 });", '<p>99,99 €</p><p>84,03 € zzgl. MwSt.</p>')).toEqual({});
    expect(read("gtag('event', 'view_item', { value: 120 });", '<s>R$ 120</s><div class="price">R$ 99</div>', new Set([120]))).toEqual({});
    // Said before tax in English, Dutch or German.
    for (const label of ['Tax excluded', 'excluding VAT', 'exclusief btw', 'exklusive MwSt.', 'Nettopreis']) {
      expect(read("gtag('event', 'view_item', { value: 24.37 });", `<p>€29,00</p><p>€24,37 ${label}</p>`)).toEqual({});
    }
    // Printed only in the page's header or among related products.
    expect(read(viewContent('50'), '<header>Frete grátis acima de R$ 50</header><section class="related-products"><p>R$ 50,00</p></section><p>R$ 45,00</p>')).toEqual({});
    // In another currency than the sign the page prints.
    expect(read(viewContent('1299.9', 'USD'), '<p>R$ 1.299,90</p>')).toEqual({});
  });

  it('gives nothing when the reports the page prints disagree', () => {
    expect(read(`${viewContent('10')} gtag('event', 'view_item', { value: 12 });`, '<p>R$ 10</p><p>R$ 12</p>')).toEqual({});
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

  it('trusts neither the tags nor the price text when they disagree, and either when they agree', () => {
    const html = (value: string) => page(`gtag('event', 'view_item', { value: ${value} });`, '<h1>Cafeteira</h1><p>Leve 2 por R$ 150</p><div class="price">R$ 99</div>');
    expect(explainExtraction({ html: html('150'), url: url.href }).product.price).toBeUndefined();
    const agreeing = explainExtraction({ html: html('99'), url: url.href });
    expect(agreeing.product).toMatchObject({ price: '99', currency: 'BRL' });
    expect(agreeing.origins.price).toBe('analytics');
  });
});
