import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { looksLikeProductPage } from './product-signals';

const withButton = (label: string, type = 'website') => load(`<html><head><meta property="og:type" content="${type}"></head><body><h1>Lamp</h1><button type="button">${label}</button></body></html>`);

describe('looksLikeProductPage', () => {
  it("knows a buy button in the shops' languages, not only ours", () => {
    for (const label of ['Add to trolley', 'Aggiungi al carrello', 'In winkelwagen', 'Dodaj do koszyka', 'Vložiť do košíka', 'В корзину', 'Lisää ostoskoriin', 'Sepete Ekle', '加入購物車', '立即购买', 'カートに入れる', '買い物かごに入れる']) {
      expect(looksLikeProductPage(withButton(label)), label).toBe(true);
    }
  });

  it('does not take an article, or a page whose buttons only sign in or search, for a product page', () => {
    expect(looksLikeProductPage(withButton('Sign in'))).toBe(false);
    expect(looksLikeProductPage(withButton('Search'))).toBe(false);
    expect(looksLikeProductPage(load('<html><head><meta property="og:type" content="article"></head><body><h1>Our lamps</h1><p>Read more</p></body></html>'))).toBe(false);
    expect(looksLikeProductPage(load('<html><head><meta property="og:type" content="product"></head><body></body></html>'))).toBe(true);
  });
});
