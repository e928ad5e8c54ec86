import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product';
import { parsePrice } from './parse-price';
import { findPriceText } from './price-heuristics';

// Ordinary pages on which a rule for old prices, other prices or local signs must not fire: each
// page here has one price a person reads at once, and a rule that misfires on it either hides that
// price or, worse, lets another amount of the page (a gift wrap, an e-book, shipping) take its place.

const withJsonLd = (price: string, currency: string, body: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Product","name":"Product","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${currency}"}}</script></head><body>${body}</body></html>`;
const priceOf = (html: string, url: string) => extractProduct({ html, url }).price;

describe('class words of an old price', () => {
  it.each([
    '<p class="text-xl font-normal price">$49.99</p>',
    '<p class="leading-normal" id="price">$49.99</p>',
    '<p class="flex-initial price">$49.99</p>',
    '<p class="price origin-top">$49.99</p>',
    '<p class="price retail-layout">$49.99</p>',
  ])('are read within one class name, never across two (%s)', (shown) => {
    const html = withJsonLd('49.99', 'USD', `<main><h1>Shirt</h1>${shown}<div class="addon"><span class="price">$4.99</span> Gift wrap</div></main>`);
    expect(priceOf(html, 'https://shop.example.com/p/shirt')).toBe('49.99');
  });

  it.each(['product__price--reg js-price', 'retail-price', 'price-standard', 'price-initial', 'origin-price'])(
    'leave a name some themes give their current price (%s) the price',
    (name) => {
      const $ = load(`<main><h1>Tee</h1><div class="product-info"><span class="${name}">$25.00</span></div><div class="addon"><label>Gift wrap</label> <span class="price">$4.99</span></div></main>`);
      expect(findPriceText({ $, host: 'shop.example.com' }).price).not.toBe('4.99');
      const alone = load(`<main><h1>Tee</h1><div class="product-info"><span class="${name}">$25.00</span></div></main>`);
      expect(findPriceText({ $: alone, host: 'shop.example.com' }).price).toBe('25');
    },
  );

  it("leave Magento 2's \"normal-price\", the price of a product with options, the price", () => {
    const html = withJsonLd(
      '45',
      'USD',
      '<main><h1>Hoodie</h1><div class="price-box price-final_price"><span class="normal-price"><span class="price-container price-final_price"><span class="price-wrapper"><span class="price">$45.00</span></span></span></span></div><div class="giftwrap"><span class="price">$4.99</span></div></main>',
    );
    expect(priceOf(html, 'https://shop.example.com/hoodie.html')).toBe('45');
  });

  it('take a discount badge for a discount, not for a box around the price', () => {
    const $ = load('<h1>Shoe</h1><div class="product-price"><s class="price-old">$40.00</s></div><div class="badge badge--discount"><span class="price">$10.00</span></div>');
    expect(findPriceText({ $, host: 'shop.example.com' })).toEqual({});
  });

  it("leave Magento 1's non-sale \"regular-price\" as unclear beside another amount as it was, not outranked by it", () => {
    const $ = load('<h1>Shoe</h1><div class="price-box"><span class="regular-price"><span class="price">$30.00</span></span></div><div class="giftwrap"><span class="price">$4.99</span></div>');
    expect(findPriceText({ $, host: 'shop.example.com' }).price).not.toBe('4.99');
  });
});

describe('words of a list price', () => {
  it('leave "定価", the price a Japanese bookshop sells at, the price', () => {
    const html = withJsonLd('1980', 'JPY', '<main><h1>本</h1><dl><dt>定価</dt><dd><span class="price">1,980円</span></dd></dl><div class="ebook"><span class="price">1,584円</span></div></main>');
    expect(priceOf(html, 'https://books.example.jp/item/1')).toBe('1980');
  });

  it('leave "MRP", the only price of an Indian product not on sale, the price', () => {
    const html = withJsonLd('999', 'INR', '<main><h1>Kurta</h1><div><span>MRP</span> <span class="price">₹999</span></div><div class="cod"><span class="price">₹49</span></div></main>');
    expect(priceOf(html, 'https://shop.example.in/kurta')).toBe('999');
  });

  it.each([
    ['shop.example.com', '<div><span>Van Heusen</span> <span class="price">$39.99</span></div>', '39.99'],
    ['shop.example.com.tr', '<div><span>Kargo Bedava</span> <span class="price">399,90 TL</span></div>', '399.90'],
    ['shop.example.es', '<div><span>Envío gratis</span> <span class="price">39,99 €</span></div>', '39.99'],
    ['shop.example.de', '<div class="product-detail-price-container"><span class="badge">Versandkostenfrei</span> <p class="product-detail-price">29,99 €*</p></div>', '29.99'],
    ['shop.example.com.tw', '<div><span>起司蛋糕</span> <span class="price">NT$380</span></div>', '380'],
    ['shop.example.jp', '<div><span>東京から発送</span> <span class="price">1,980円</span></div>', '1980'],
    ['shop.example.com', '<div><span>Free shipping for members</span> <span class="price">$39.99</span></div>', '39.99'],
    ['loja.example.com.br', '<div><span class="price">R$ 159,90</span> <span>Pague com Pix</span></div>', '159.90'],
  ])('are not read in a brand, a badge or a word that only holds them (%s: %s)', (shop, html, price) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop }).price).toBe(price);
  });
});

describe("Shopify's screen-reader labels", () => {
  // Dawn labels its current price "Regular price" for screen readers when nothing is on sale, in the
  // shop's language; the words shops print beside a list price say the same in some languages.
  const dawn = (regular: string, sale: string, amount: string) =>
    `<h1>Product</h1><div class="price price--large"><div class="price__container">
      <div class="price__regular"><span class="visually-hidden visually-hidden--inline">${regular}</span>
        <span class="price-item price-item--regular">${amount}</span></div>
      <div class="price__sale"><span class="visually-hidden visually-hidden--inline">${regular}</span>
        <span><s class="price-item price-item--regular"></s></span>
        <span class="visually-hidden visually-hidden--inline">${sale}</span>
        <span class="price-item price-item--sale price-item--last">${amount}</span></div></div></div>`;

  it.each([
    ['shop.example.nl', 'Normale prijs', 'Aanbiedingsprijs', '€29,99 EUR', '29.99'],
    ['shop.example.com.tr', 'Normal fiyat', 'İndirimli fiyat', '299,90 TL', '299.90'],
    ['shop.example.pl', 'Cena regularna', 'Cena promocyjna', '129,00 zł', '129'],
    ['shop.example.cz', 'Běžná cena', 'Akční cena', '1 290 Kč', '1290'],
    ['shop.example.se', 'Ordinarie pris', 'Försäljningspris', '399 kr', '399'],
    ['shop.example.dk', 'Normalpris', 'Udsalgspris', '299,00 kr', '299'],
    ['shop.example.it', 'Prezzo di listino', 'Prezzo di vendita', '€39,90', '39.90'],
    ['shop.example.com.br', 'Preço normal', 'Preço promocional', 'R$ 149,90', '149.90'],
    ['shop.example.jp', '通常価格', 'セール価格', '¥2,980', '2980'],
    ['shop.example.com.tw', '原價', '特價', 'NT$1,280', '1280'],
    ['shop.example.co.kr', '정가', '판매가', '₩29,000', '29000'],
  ])('leave the price labelled as the regular one when nothing is on sale (%s: %s)', (shop, regular, sale, amount, price) => {
    expect(findPriceText({ $: load(dawn(regular, sale, amount)), host: shop }).price).toBe(price);
  });

  // Older themes (Simple, Venture, Brooklyn) print the hidden label right before the only price.
  const simple = (regular: string, amount: string) =>
    `<main><h1>Trui</h1><div class="product-single__prices"><span id="PriceA11y" class="visually-hidden">${regular}</span><span id="ProductPrice" class="product-single__price">${amount}</span></div></main>`;

  it.each([
    ['shop.example.nl', 'Normale prijs', '€34,99', '34.99'],
    ['shop.example.pl', 'Cena regularna', '129,00 zł', '129'],
    ['shop.example.jp', '通常価格', '¥2,980', '2980'],
    ['shop.example.co.kr', '정가', '₩29,000', '29000'],
  ])('leave the only price, labelled for screen readers as the regular one, the price (%s: %s)', (shop, regular, amount, price) => {
    expect(findPriceText({ $: load(simple(regular, amount)), host: shop }).price).toBe(price);
  });

  it('take no offer for a list price because a screen reader hears "Regular price" before it', () => {
    const offers = '[{"@type":"Offer","price":"34.99","priceCurrency":"EUR"},{"@type":"Offer","price":"29.99","priceCurrency":"EUR"}]';
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Trui","offers":${offers}}</script></head><body>${simple('Normale prijs', '€34,99')}</body></html>`;
    const product = extractProduct({ html, url: 'https://shop.example.nl/products/trui' });
    expect(product.price).toBe('34.99');
    expect(product.old_price).toBeUndefined();
  });
});

describe('crossed-out amounts', () => {
  it('are above a price the block prints: a list-price word before the only price strikes nothing', () => {
    const html =
      '<html><head><meta property="og:description" content="純棉T恤，售價 NT$1,280。"></head><body><main><h1>棉T</h1>' +
      '<div class="product-price"><span class="price-label">原價</span> <span class="price">NT$1,280</span></div></main></body></html>';
    expect(priceOf(html, 'https://shop.example.com.tw/products/tee')).toBe('1280');
  });
});

describe('local digits and signs', () => {
  it('read the Arabic comma between digits as a mark of the number, not its end', () => {
    expect(parsePrice('۱۵۷،۰۰۰ تومان', 'shop.example.ir')).toEqual({ amount: '157000' });
    expect(parsePrice('٢٤٩،٥٠ ر.س', 'shop.example.sa')).toEqual({ amount: '249.50', currency: 'SAR' });
  });

  it('find a heading written in full-width letters and digits by the page title written the same way', () => {
    const html =
      '<html><head><meta property="og:title" content="ケース　ｉＰｈｏｎｅ１５"></head><body><main><div class="item"><h2>ケース　ｉＰｈｏｎｅ１５</h2><p class="price">1,980円</p></div>' +
      '<div class="others"><div><p class="price">2,480円</p></div><div><p class="price">880円</p></div></div></main></body></html>';
    expect(findPriceText({ $: load(html), host: 'shop.example.jp' })).toEqual({ price: '1980', currency: 'JPY' });
  });

  it.each([
    ['Canon EOS R6 body, in stock: $2,499', '2499'],
    ['2 Din Android car stereo for 129,99 €', '129.99'],
    ['SR44 batteries, pack of 10, for $4.99', '4.99'],
  ])('take no model name for an amount in a currency (%s)', (description, price) => {
    const html = `<html><head><meta name="description" content="${description}"></head><body><h1>Product</h1><p>${description}</p></body></html>`;
    expect(priceOf(html, 'https://shop.example.com/p/1')).toBe(price);
  });
});

describe('payment plans', () => {
  it.each([
    '<p class="afterpay-paragraph">or 4 interest-free payments of <strong class="afterpay-amount">$10.00</strong> with <img alt="Afterpay"></p>',
    '<p class="klarna-info">Pay in 3 interest-free installments of <span class="klarna-amount">$13.33</span></p>',
  ])('give no price per instalment, beside a price named by its label (%s)', (plan) => {
    const $ = load(`<h1>Jacket</h1><div><b>Price:</b> $40.00</div>${plan}`);
    expect(findPriceText({ $, host: 'shop.example.com' }).price).toBe('40');
  });
});

describe('add-ons', () => {
  it.each([
    '<div class="addon"><label>Gift wrap</label> <span class="price">$4.99</span></div>',
    '<div class="service"><span>Protection plan</span> <span class="price">$19.99</span></div>',
  ])("give no price of their own beside a price the page names only as old, nor beside the price (%s)", (addon) => {
    const onlyOld = load(`<main><h1>Tee</h1><div class="product-info"><span class="price-anterior">$25.00</span></div>${addon}</main>`);
    expect(findPriceText({ $: onlyOld, host: 'shop.example.com' }).price).toBeUndefined();
    const withPrice = load(`<main><h1>Tee</h1><div class="product-info"><span class="price">$25.00</span></div>${addon}</main>`);
    expect(findPriceText({ $: withPrice, host: 'shop.example.com' }).price).toBe('25');
  });
});

// Pages a review built against rules tried and narrowed: each fired on its page (a shop's own price
// named as a service's, a used item's or a sample's, a buy box in a sidebar, a badge beside the price).
describe('names and words that other shops give their own price', () => {
  const textPrice = (main: string, host: string) => findPriceText({ $: load(`<header><a class="cart">Cart</a></header><main>${main}</main>`), host }).price;

  it.each([
    ['<div class="service-info"><h1>Inspektion</h1><div class="service-price"><span class="price">149,00 €</span></div></div>', 'www.werkstatt.example.de', '149'],
    ['<div class="offer"><h1>Der Process</h1><span class="price-used">8,49 €</span> Zustand: sehr gut</div>', 'www.buecher.example.de', '8.49'],
    ['<div class="product"><h1>Leica Q2</h1><span class="usedPrice">£1,049.00</span></div>', 'www.cameras.example.co.uk', '1049'],
    ['<div class="product"><h1>Eau de Parfum, 2 ml</h1><div class="sample-price"><span class="price">4,95 €</span></div></div>', 'www.duft.example.de', '4.95'],
    ['<div class="product"><h1>Kettle</h1><span class="cut-price">£14.99</span> <span class="rrp">RRP £29.99</span></div>', 'www.kitchen.example.co.uk', '14.99'],
    ['<div class="row"><div class="col-md-5 sidebar sticky-top"><h1>Tent</h1><span class="price">$249.00</span></div><div class="col-md-7"><p>Fuel canister <span class="addon-price">$9.99</span></p></div></div>', 'www.outdoor.example.com', '249'],
  ])('leave a shop its own price box: %s', (main, host, price) => {
    expect(textPrice(main, host)).toBe(price);
  });

  it.each([
    ['<span class="price">$89.99</span> <span class="badge">Coupon available</span>', 'www.shop.example.com', '89.99'],
    ['<span class="price">$119.00</span> <a href="#promo">Have a promo code?</a>', 'www.shop.example.com', '119'],
    ['<span class="price">$12.97</span> <span class="badge">Value size</span>', 'www.shop.example.com', '12.97'],
    ['<span class="price">$1,999.99</span> <span>Instant rebate applied</span>', 'www.shop.example.ca', '1999.99'],
    ['<span class="price">£15.00</span> <span>of which half goes to charity</span>', 'www.shop.example.co.uk', '15'],
    ['<span class="price">499,00 €</span> <span>Éco-participation incluse</span>', 'www.shop.example.fr', '499'],
    ['<span class="price">$899.99</span> <span>+ EHF</span>', 'www.shop.example.ca', '899.99'],
    ['<span class="price">4 990 kr</span> <button type="button">Visa utan moms</button>', 'www.shop.example.se', '4990'],
    ['<dl><dt>Galaxy Buds Plus 價格</dt><dd><span class="price">NT$3,990</span></dd></dl>', 'www.shop.example.com.tw', '3990'],
  ])('leave the price beside a badge, a link or a word about something else: %s', (box, host, price) => {
    expect(textPrice(`<div class="product"><h1>Product</h1><div class="buy">${box}</div></div>`, host)).toBe(price);
  });

  it.each([
    ['<span class="price">24 990 Kč</span><span class="splatky-cena">Splátky od 1 249,- měsíčně</span>', 'www.shop.example.cz', '24990'],
    ['<span class="price">CHF 699.–</span><span class="price-vrg">inkl. vRG 5.–</span>', 'www.shop.example.ch', '699'],
    ['<span class="price">kr 1 299,-</span><div class="frakt-pris">Frakt fra 99,-</div>', 'www.shop.example.no', '1299'],
  ])('read a dashed amount with words around it as no price of its own: %s', (box, host, price) => {
    expect(textPrice(`<div class="product"><h1>Product</h1><div class="buy">${box}</div></div>`, host)).toBe(price);
  });

  it('take an amount with a minus in a box named as a discounted price for the discount, not a price', () => {
    const main = '<div class="product"><h1>Drill</h1><span class="price">159,99 €</span><div class="product-price-discount"><span class="price">- 40,00 €</span></div></div>';
    expect(textPrice(main, 'www.shop.example.de')).toBe('159.99');
  });

  it('leave a description that says the price and "+ free shipping" its price', () => {
    const html = `<html><head><meta name="description" content="Now $49.99 + free shipping."></head><body><h1>Desk fan</h1><p class="x1">$49.99</p></body></html>`;
    expect(priceOf(html, 'https://www.fans.example.com/p/desk-fan')).toBe('49.99');
  });
});
