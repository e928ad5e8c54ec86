import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findPriceText } from './price-heuristics';

// Prices a page names in words, not class names (noted-prices.ts), as the price text reads them.

describe('prices named in words, not class names', () => {
  it('reads the amount beside "VAT included" where made-up class names say nothing', () => {
    const $ = load(
      '<h1 class="OEhtt9">BULL BAROQUE - Slim fit jeans</h1><div class="Bqz_1C"><div class="_0xLoFW"><span class="uqkIZw">€344.00</span><span class="u-6V88">VAT included</span></div></div>' +
        '<section><div class="k9x"><a href="/other">TELO BELT</a><span class="uqkIZw">€299.00</span></div><div class="k9x"><span class="uqkIZw">€189.95</span></div></section>',
    );
    expect(findPriceText({ $, host: 'www.shop.example.ie' })).toEqual({ price: '344', currency: 'EUR' });
    const german = load('<h1>Sneaker</h1><div class="a1"><span>89,95 €</span> <small>inkl. MwSt.</small></div>');
    expect(findPriceText({ $: german, host: 'www.shop.example.de' })).toEqual({ price: '89.95', currency: 'EUR' });
    const finnish = load('<h1>Takki</h1><div class="x"><span>129,95 €</span><span>sis. 24% alv</span></div>');
    expect(findPriceText({ $: finnish, host: 'www.shop.example.fi' })).toEqual({ price: '129.95', currency: 'EUR' });
  });

  it.each([
    { layout: 'a table', shop: 'shop.example.com', html: '<table><tr><td>List Price:</td><td>$59.90</td></tr><tr><td>Price:</td><td>$39.90</td></tr><tr><td>You Save:</td><td>$20.00 (33%)</td></tr></table>', price: '39.90', currency: 'USD' },
    { layout: 'a definition list', shop: 'shop.example.de', html: '<dl><dt>UVP:</dt><dd>59,90 €</dd><dt>Preis:</dt><dd>39,90 €</dd></dl>', price: '39.90', currency: 'EUR' },
    { layout: 'paragraphs', shop: 'shop.example.com', html: '<div><p>Price: <b>$39.90</b></p><p>Shipping: $5.00</p></div>', price: '39.90', currency: 'USD' },
    { layout: 'made-up classes', shop: 'shop.example.ru', html: '<div class="q0"><div class="a1"><span class="b2">Цена:</span> <span class="c3">1 990 ₽</span></div><div class="a1"><span class="b2">Доставка:</span> <span class="c3">300 ₽</span></div></div>', price: '1990', currency: 'RUB' },
  ])('reads a labelled price beside a labelled list price, shipping or saving in $layout', ({ shop, html, price, currency }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop })).toEqual({ price, currency });
  });

  it('reads no price beside a "from" amount, which says the price depends on the choice', () => {
    const $ = load('<h1>Takki</h1><div class="x1"><p>from 74,95 €</p><p><span>99,95 €</span> <span>incl. 24% VAT</span></p></div>');
    expect(findPriceText({ $, host: 'www.shop.example.fi' })).toEqual({});
  });

  // A note that tax is included follows the amount; a label goes before it.
  it.each([
    { words: 'IVA incluído', shown: '24,90 €', host: 'www.loja.example.pt', price: '24.90', currency: 'EUR' },
    { words: 'cu TVA', shown: '173,34 lei', host: 'www.magazin.example.ro', price: '173.34', currency: 'RON' },
    { words: 'με ΦΠΑ', shown: '19,90 €', host: 'www.katastima.example.gr', price: '19.90', currency: 'EUR' },
    { words: 'bruttó', shown: '12 990 Ft', host: 'www.bolt.example.hu', price: '12990', currency: 'HUF' },
    { words: 'KDV dahil', shown: '1.299,00 TL', host: 'www.magaza.example.com.tr', price: '1299', currency: 'TRY' },
    { words: 'כולל מע"מ', shown: '349 ₪', host: 'www.hanut.example.co.il', price: '349', currency: 'ILS' },
    { words: '부가세 포함', shown: '29,000원', host: 'www.shop.example.co.kr', price: '29000', currency: 'KRW' },
    { label: true, words: '판매가', shown: '29,000원', host: 'www.shop.example.co.kr', price: '29000', currency: 'KRW' },
    { label: true, words: 'מחיר:', shown: '₪ 349', host: 'www.hanut.example.co.il', price: '349', currency: 'ILS' },
    { label: true, words: 'السعر:', shown: '99 ر.س', host: 'www.matjar.example.sa', price: '99', currency: 'SAR' },
    { label: true, words: 'ราคา', shown: '1,290 บาท', host: 'www.shop.example.co.th', price: '1290', currency: 'THB' },
    { label: true, words: 'Cena:', shown: '1 299 zł', host: 'www.sklep.example.pl', price: '1299', currency: 'PLN' },
  ])('reads the amount beside $words', ({ label, words, shown, host: shop, price, currency }) => {
    const parts = [`<span>${shown}</span>`, `<span>${words}</span>`];
    const $ = load(`<h1>Product</h1><div class="q1">${(label ? parts.reverse() : parts).join(' ')}</div><p>In stock</p>`);
    expect(findPriceText({ $, host: shop })).toEqual({ price, currency });
  });

  it('gives no price when the box around the tax note holds another amount, or the note sits on other products', () => {
    const sale = load('<h1>Takki</h1><div class="a"><span>alkaen 74,95 €</span><div class="b"><span>99,95 €</span><span>sis. 24% alv</span></div></div>');
    expect(findPriceText({ $: sale, host: 'www.shop.example.fi' })).toEqual({});
    const cards = load(
      '<h1>Sale</h1><ul><li><a href="/a"><span>€19.99</span> <small>incl. VAT</small></a></li><li><a href="/b"><span>€19.99</span> <small>incl. VAT</small></a></li></ul>',
    );
    expect(findPriceText({ $: cards, host: 'www.shop.example.ie' })).toEqual({});
    const from = load('<h1>Drill</h1><div>from <div class="b"><span>€99.00</span> <small>incl. VAT</small></div></div>');
    expect(findPriceText({ $: from, host: 'www.shop.example.ie' })).toEqual({});
    const beforeTax = load('<h1>Drill</h1><p><span>€99.00</span> <small>excl. VAT</small></p>');
    expect(findPriceText({ $: beforeTax, host: 'www.shop.example.ie' })).toEqual({});
  });

  it('counts as another amount in the box around a note only an amount written with a currency', () => {
    // "Age 3" and "Set 2" are words beside numbers, not prices: the label's amount stands alone.
    const toy = load('<h1>Wooden train</h1><div><p><span>Price:</span> <b>£12.99</b></p><p>Age 3+</p><p>Set 2 of 4</p></div>');
    expect(findPriceText({ $: toy, host: 'www.shop.example.co.uk' })).toEqual({ price: '12.99', currency: 'GBP' });
    // Every sign the price reader knows makes a second amount, so the label's amount is unclear.
    for (const [label, shown, other, shop] of [
      ['Price:', '₱1,299.00', '₱1,599.00', 'www.shop.example.ph'],
      ['ราคา', '฿1,290', '฿1,590', 'www.shop.example.co.th'],
      ['Giá:', '250.000₫', '300.000₫', 'www.shop.example.vn'],
      ['Цена:', '1 299 руб', '1 599 руб', 'www.shop.example.ru'],
      ['Harga:', 'Rp 149.000', 'Rp 199.000', 'www.toko.example.co.id'],
    ] as const) {
      const $ = load(`<h1>Product</h1><div><p><span>${label}</span> <b>${shown}</b></p><p>${other}</p></div>`);
      expect(findPriceText({ $, host: shop })).toEqual({});
      const alone = load(`<h1>Product</h1><div><p><span>${label}</span> <b>${shown}</b></p><p>In stock</p></div>`);
      expect(findPriceText({ $: alone, host: shop }).price).toBeDefined();
    }
  });

  it('reads the amount a label calls the price in a table layout, but not a label of another price', () => {
    const table = load('<h1>Roast goose</h1><table><tr><th>Price:</th><td><b>NT$ 294</b></td></tr><tr><th>Weight</th><td>600 g</td></tr></table>');
    expect(findPriceText({ $: table, host: 'www.shop.example.com.tw' })).toEqual({ price: '294', currency: 'TWD' });
    const both = load('<h1>Kettle</h1><div class="x"><p><span>Our price:</span> <b>£24.99</b> <small>inc. VAT</small></p><p>In stock</p></div><p>Delivery from £3.95</p>');
    expect(findPriceText({ $: both, host: 'www.shop.example.co.uk' })).toEqual({ price: '24.99', currency: 'GBP' });
    const russian = load('<h1>Набор стаканов</h1><p><span>Цена:</span> <strong>249 ₽</strong></p>');
    expect(findPriceText({ $: russian, host: 'www.shop.example.ru' })).toEqual({ price: '249', currency: 'RUB' });
    const japanese = load('<h1>ステンレスケトル</h1><dl><dt>販売価格</dt><dd><span>1,980円</span></dd></dl>');
    expect(findPriceText({ $: japanese, host: 'shop.example.jp' })).toEqual({ price: '1980', currency: 'JPY' });
    const regularJapanese = load('<h1>ステンレスケトル</h1><dl><dt>通常価格</dt><dd><span>2,480円</span></dd></dl>');
    expect(findPriceText({ $: regularJapanese, host: 'shop.example.jp' })).toEqual({});
    const regular = load('<h1>Kettle</h1><p><span>Regular price:</span> <b>$49.00</b></p>');
    expect(findPriceText({ $: regular, host: 'www.shop.example.com' })).toEqual({});
    const monthly = load('<h1>Sofa</h1><p><span>Price:</span> <b>$49.00/month</b></p>');
    expect(findPriceText({ $: monthly, host: 'www.shop.example.com' })).toEqual({});
  });
});
