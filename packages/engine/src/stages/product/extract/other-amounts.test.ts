import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { struckAmounts } from './other-amounts';

describe('struckAmounts', () => {
  it('reads struck boxes by their class words, not by letters inside other words', () => {
    const $ = load(
      '<del>€ 30,00</del><span class="price--old">€ 25,00</span><span class="oldPrice">€ 24,00</span><span class="prix-barre">€ 23,00</span>' +
        '<span class="price font-bold">€ 18,00</span><span class="qty-holder">Buy 18 now</span><div class="shipping-threshold">Free shipping over €25</div>',
    );
    expect([...struckAmounts({ $, host: 'shop.example.ie' }).keys()].sort()).toEqual([23, 24, 25, 30]);
  });
});

describe('struckAmounts said in words', () => {
  const amounts = (html: string) => [...struckAmounts({ $: load(html), host: 'shop.example.com' }).keys()].sort((a, b) => a - b);

  it('reads an amount that "Was", "Reg.", "statt" or Brazil\'s "de" call the price before a sale, in its box or beside a label', () => {
    expect(amounts('<p class="note">Was $100.00</p><p><span>Reg.</span> $90.00</p><div><span class="label">Was:</span> <span>$80.00</span></div>')).toEqual([80, 90, 100]);
    expect(amounts('<p>statt 49,95 €</p><p class="preco"><span>de R$ 199,90</span> <span>por R$ 149,90</span></p>')).toEqual([49.95, 199.9]);
  });

  it('reads no amount the words do not come right before, nor an instalment, nor a box of two amounts', () => {
    // Shopify themes label the current price "Regular price" for screen readers.
    expect(amounts('<div><span class="visually-hidden">Regular price</span><span class="product-single__price">$35.00</span></div>')).toEqual([]);
    expect(amounts('<div class="price">de la 14.44 Lei</div><p>Was $120.00 Now $100.00</p><p>ou 10x <span>de R$ 14,99</span> sem juros</p>')).toEqual([]);
  });
});
