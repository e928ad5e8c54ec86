import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { explainExtraction } from './extract-product';
import { fromMetaTags } from './meta-tags';
import { fromMicrodata, fromRdfa } from './microdata';

const url = new URL('https://shop.example.com/item');

describe('microdata, RDFa and meta tags', () => {
  it('reads microdata with content attributes and nested offers', () => {
    const $ = load(
      '<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Lâmpada</h1><img itemprop="image" src="/l.jpg"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="19.90">R$ 19,90</span><meta itemprop="priceCurrency" content="BRL"></div></div>',
    );
    expect(fromMicrodata({ $, url })).toMatchObject({ name: 'Lâmpada', price: '19.90', currency: 'BRL', images: ['https://shop.example.com/l.jpg'] });
  });

  it('reads properties an item refers to by itemref, and not those of another item inside them', () => {
    const $ = load(
      '<div itemscope itemtype="https://schema.org/Product" itemref="buy-box gallery"><h1 itemprop="name">Desk lamp</h1></div>' +
        '<aside id="gallery"><img itemprop="image" src="/lamp.jpg"></aside>' +
        '<div id="buy-box"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="49.90"><meta itemprop="priceCurrency" content="EUR"></div>' +
        '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Bulb</span></div></div>',
    );
    expect(fromMicrodata({ $, url })).toMatchObject({ name: 'Desk lamp', price: '49.90', currency: 'EUR', images: ['https://shop.example.com/lamp.jpg'] });
  });

  it("names the product as its heading does when that is the brand before the structured name, and never says the brand twice", () => {
    const page = (name: string, heading: string) =>
      `<html><head><script type="application/ld+json">{"@type":"Product","name":"${name}","brand":{"@type":"Brand","name":"RETRAK"},"offers":{"price":"9.99","priceCurrency":"EUR"}}</script></head><body><h1>${heading}</h1></body></html>`;
    const name = (html: string) => explainExtraction({ html, url: url.href }).product.name;
    expect(name(page('EUSELFIEW Selfie Stick - Black', 'RETRAK EUSELFIEW Selfie Stick - Black'))).toBe('RETRAK EUSELFIEW Selfie Stick - Black');
    expect(name(page('Retrak Selfie Stick', 'RETRAK Retrak Selfie Stick'))).toBe('Retrak Selfie Stick');
    expect(name(page('EUSELFIEW Selfie Stick', 'Selfie sticks on sale'))).toBe('EUSELFIEW Selfie Stick');
  });

  it('names the product as its heading sets the same words, but not in capitals the name does not use', () => {
    const page = (name: string, heading: string) =>
      `<html><head><script type="application/ld+json">{"@type":"Product","name":"${name}","offers":{"price":"199","priceCurrency":"EUR"}}</script></head><body><h1>${heading}</h1></body></html>`;
    const name = (html: string) => explainExtraction({ html, url: url.href }).product.name;
    expect(name(page('MÖCKELBY Table - oak 235x100 cm', 'MÖCKELBY Table, oak, 235x100 cm'))).toBe('MÖCKELBY Table, oak, 235x100 cm');
    expect(name(page('Air Max 90', 'AIR MAX 90'))).toBe('Air Max 90');
    expect(name(page('Air Max 90', 'Air Max 90 Essential'))).toBe('Air Max 90');
  });

  it('reads the product, not the related products it holds as items of their own', () => {
    const related = (name: string, price: string) =>
      `<li itemprop="isRelatedTo" itemscope itemtype="http://schema.org/Product"><span itemprop="name">${name}</span><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="${price}"><meta itemprop="priceCurrency" content="EUR"></div></li>`;
    const $ = load(
      `<div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Lampe Atollo</span><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="499.00"><meta itemprop="priceCurrency" content="EUR"></div><ul>${related('Lampe Pipistrello', '389.00')}${related('Lampe Eclisse', '179.00')}</ul></div>`,
    );
    expect(fromMicrodata({ $, url })).toMatchObject({ name: 'Lampe Atollo', price: '499', currency: 'EUR' });
  });

  it('reads an Offer item with no Product around it', () => {
    const $ = load('<div itemscope itemtype="https://schema.org/Offer"><span itemprop="price">1,99</span></div>');
    expect(fromMicrodata({ $, url }).price).toBe('1.99');
  });

  it('leaves out an offer at the price the page crosses out when offers disagree', () => {
    const html =
      '<div itemscope itemtype="http://schema.org/Product" id="main"><h1 itemprop="name">Fairy Oak</h1>' +
      '<div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="18.00"><meta itemprop="url" content="https://shop.example.com/item"></div>' +
      '<div itemprop="offers" itemscope itemtype="http://schema.org/Offer" class="price"><meta itemprop="price" content="17.10"><strong>€ 17,10</strong> <span class="barred">€ 18,00</span></div></div>';
    expect(explainExtraction({ html, url: url.href }).product).toMatchObject({ price: '17.10', old_price: '18' });
    // With nothing crossed out, the offer at the amount the page shows as its price (in bold) wins;
    // where the page shows no amount, the offer of the page's own address.
    expect(explainExtraction({ html: html.replace('class="barred"', 'class="other"'), url: url.href }).product.price).toBe('17.10');
    expect(explainExtraction({ html: html.replace('<strong>€ 17,10</strong> <span class="barred">€ 18,00</span>', ''), url: url.href }).product.price).toBe('18');
  });

  it('reads RDFa with the schema: prefix', () => {
    const $ = load('<div typeof="schema:Product"><span property="schema:name">Tábua</span><div property="schema:offers" typeof="schema:Offer"><span property="schema:price" content="48.50"></span></div></div>');
    expect(fromRdfa({ $, url })).toMatchObject({ name: 'Tábua', price: '48.50' });
  });

  it('reads Open Graph and product meta tags, cutting the shop name off the title', () => {
    const $ = load(
      '<meta property="og:site_name" content="Loja"><meta property="og:title" content="Mochila 25L | Loja"><meta property="product:price:amount" content="189.90"><meta property="product:price:currency" content="BRL"><meta property="og:image" content="https://cdn.example.com/m.jpg">',
    );
    expect(fromMetaTags({ $, url })).toMatchObject({ name: 'Mochila 25L', price: '189.90', currency: 'BRL', images: ['https://cdn.example.com/m.jpg'] });
  });

  it("reads a Twitter card price under its label in the shop's language, but not a card's other price", () => {
    const $ = load('<meta name="twitter:label1" content="Price"><meta name="twitter:data1" content="$49.99">');
    expect(fromMetaTags({ $, url })).toMatchObject({ price: '49.99', currency: 'USD' });
    const finnish = load('<meta name="twitter:label1" content="Väri"><meta name="twitter:data1" content="musta"><meta name="twitter:label2" content="Hinta"><meta name="twitter:data2" content="74,95 €">');
    expect(fromMetaTags({ $: finnish, url })).toMatchObject({ price: '74.95', currency: 'EUR' });
    const regular = load('<meta name="twitter:label1" content="Regular price"><meta name="twitter:data1" content="$59.99">');
    expect(fromMetaTags({ $: regular, url }).price).toBeUndefined();
  });
});
