import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findOldPriceText, findPriceText } from './price-heuristics';

const host = 'loja.example.com.br';

describe('findPriceText', () => {
  it('reads the one price marked as a price, leaving out old, instalment and cart prices', () => {
    const $ = load(
      '<header><span class="cart-total">R$ 0,00</span></header><div class="preco"><del>R$ 1.599,90</del> <span class="preco-atual">R$ 1.299,90</span></div><p class="parcelas price-installments">10x de R$ 129,99</p>',
    );
    expect(findPriceText({ $, host })).toEqual({ price: '1299.90', currency: 'BRL' });
    expect(findOldPriceText({ $, host })).toBe('1599.90');
  });

  it('gives no price when candidates disagree with none standing out', () => {
    const $ = load('<span class="price">R$ 49,90</span><span class="price">R$ 59,90</span>');
    expect(findPriceText({ $, host })).toEqual({});
  });

  it('skips amounts qualified as before tax or per month', () => {
    const $ = load('<div class="price">40.00€</div><div class="price-tax">Brez DDV: <span class="price-net">36.53€</span></div>');
    expect(findPriceText({ $, host: 'shop.example.si' })).toEqual({ price: '40', currency: 'EUR' });
  });

  it('leaves out amounts labelled before tax in other languages, also when the label is a sibling', () => {
    const nl = load('<div class="price-box"><span class="label">Excl. btw</span> <span class="price">€ 82,64</span></div><div class="price-box"><span class="price">€ 99,99</span></div>');
    expect(findPriceText({ $: nl, host: 'winkel.example.nl' })).toEqual({ price: '99.99', currency: 'EUR' });
    const de = load('<p class="preis">119,00 €</p><p class="preis-netto-info"><span class="preis">100,00 €</span> zzgl. MwSt.</p>');
    expect(findPriceText({ $: de, host: 'shop.example.de' })).toEqual({ price: '119', currency: 'EUR' });
    const it_ = load('<div class="prezzo">122,00 €</div><div><span class="prezzo">100,00 €</span> <small>senza IVA</small></div>');
    expect(findPriceText({ $: it_, host: 'negozio.example.it' })).toEqual({ price: '122', currency: 'EUR' });
  });
});

describe('findPriceText in the product block', () => {
  const related = (price: string) => `<ul class="related"><li><span class="price">${price}</span></li></ul>`;

  it('takes the price beside the heading when other products\' prices leave the page unclear', () => {
    const $ = load(
      `<main><div class="product"><h1>Ortopedski ulošci po mjeri</h1><div class="ek-slider-price"><span class="ek-slider-pricenew">270,00 Kn</span> <span class="ek-slider-priceold">540,00 Kn</span></div><form action="/kupi"><button>Kupi</button></form></div>
      <div class="grid"><div class="card"><span class="item-price">169,00 Kn</span></div><div class="card"><span class="item-price">343,00 Kn</span></div></div></main>`,
    );
    expect(findPriceText({ $, host: 'www.klinika.example.hr' }).price).toBe('270');
  });

  it('reads an English page the same way, and keeps old prices out of the block', () => {
    const $ = load(
      `<section><h1>Trail running shoe</h1><div class="product-card"><span class="price">$89.00</span><s class="price">$120.00</s></div></section><div class="tile"><span class="price">$45.00</span></div><div class="tile"><span class="price">$59.00</span></div>`,
    );
    expect(findPriceText({ $, host: 'shop.example.com' })).toEqual({ price: '89', currency: 'USD' });
  });

  it('gives no price when the block itself is unclear, and ignores a heading in the page header', () => {
    const unclear = load(`<div><h1>Set</h1><span class="price">€ 10,00</span><span class="price">€ 12,00</span></div>${related('€ 5,00')}`);
    expect(findPriceText({ $: unclear, host: 'shop.example.nl' })).toEqual({});
    const header = load(`<header><h1>Shop</h1><span class="price">€ 3,00</span></header><div class="card"><span class="price">€ 10,00</span></div><div class="card"><span class="price">€ 12,00</span></div>`);
    expect(findPriceText({ $: header, host: 'shop.example.nl' })).toEqual({});
  });
});
