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
});
