import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { findOldPriceText } from './other-amounts';
import { decide, findPriceText } from './price-heuristics';
import { priceText } from './price-text';

const host = 'loja.example.com.br';

describe('findPriceText', () => {
  it('reads the one price marked as a price, leaving out old, instalment and cart prices', () => {
    const $ = load(
      '<header><span class="cart-total">R$ 0,00</span></header><div class="preco"><del>R$ 1.599,90</del> <span class="preco-atual">R$ 1.299,90</span></div><p class="parcelas price-installments">10x de R$ 129,99</p>',
    );
    expect(findPriceText({ $, host })).toEqual({ price: '1299.90', currency: 'BRL' });
    expect(findOldPriceText({ $, host, price: '1299.90' })).toBe('1599.90');
  });

  it('reads a price box whose tax note after the amount makes it long (noon, a Swiss Shopify shop)', () => {
    const noon = load(
      '<h1>Galaxy A54</h1><div class="priceWas">كان: <span class="oldPrice">ر.س.‏ 1,599.00</span></div><div class="priceNow">الآن: <span class="currency">ر.س.‏</span> <span class="amount">1,299.00</span> <span class="vatText">شامل ضريبة القيمة المضافة</span></div>',
    );
    expect(findPriceText({ $: noon, host: 'www.noon.com' })).toEqual({ price: '1299', currency: 'SAR' });
    const swiss = load(
      `<h1>Sideboard Aare – Nussbaum</h1><div class="product__price price"><div class="price__regular"><span class="price-item price-item--regular">CHF 1'490.–</span></div>
        <small class="tax-note">inkl. MwSt. · Lieferung und Montage in der Region Bern inklusive</small></div>`,
    );
    expect(findPriceText({ $: swiss, host: 'www.holzwerk.example.ch' })).toEqual({ price: '1490', currency: 'CHF' });
  });

  it('still leaves out a long box whose words before the amount are a sentence', () => {
    const $ = load('<h1>Kaffeemaschine</h1><p class="price-note">Mit dem Gutschein aus unserem Newsletter zahlen Sie nur 199,00 € inkl. MwSt.</p>');
    expect(findPriceText({ $, host: 'www.shop.example.de' }).price).toBeUndefined();
  });

  it("reads a price named only by the hooks shops' tests select by (data-test, data-automation-id)", () => {
    const target = load('<h1>Stand mixer</h1><div data-test="product-price">$279.99</div><div data-test="product-regular-price"><s>$329.99</s></div>');
    expect(findPriceText({ $: target, host: 'www.shop.example.com' })).toEqual({ price: '279.99', currency: 'USD' });
    const walmart = load('<h1>Kettle</h1><span data-automation-id="product-price"><span>$24.88</span></span>');
    expect(findPriceText({ $: walmart, host: 'www.shop.example.com' })).toEqual({ price: '24.88', currency: 'USD' });
    const classifieds = load('<h1>Infinix Hot 10</h1><section class="_2wMiF"><span class="_2xKfz" data-aut-id="itemPrice">Rs 23,450</span></section>');
    expect(findPriceText({ $: classifieds, host: 'www.ads.example.com.pk' })).toEqual({ price: '23450', currency: 'PKR' });
    const cypress = load('<h1>Glasses</h1><div data-cy="product-price">249 ₽</div>');
    expect(findPriceText({ $: cypress, host: 'www.shop.example.ru' })).toEqual({ price: '249', currency: 'RUB' });
  });

  it.each([
    { shop: 'www.magaza.example.com.tr', html: '<span class="urun-fiyat">1.299,00 TL</span>', price: '1299', currency: 'TRY' },
    { shop: 'www.toko.example.co.id', html: '<div class="harga-produk">Rp 149.000</div>', price: '149000', currency: 'IDR' },
    { shop: 'www.butik.example.se', html: '<p class="product-pris">1 295 kr</p>', price: '1295', currency: 'SEK' },
    { shop: 'www.butik.example.dk', html: '<p class="pris">Kr. 299,-</p>', price: '299', currency: 'DKK' },
    { shop: 'www.cuahang.example.vn', html: '<span class="gia-ban">350.000₫</span>', price: '350000', currency: 'VND' },
  ])('reads a price box named in the shop\'s own language ($html)', ({ shop, html, price, currency }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop })).toEqual({ price, currency });
  });

  it.each([
    { shop: 'www.souq.example.sa', html: '<div class="product-price"><del class="old-price">٢٩٩ ر.س</del> <span class="price">٢٤٩٫٥٠ ر.س</span></div>', price: '249.50', currency: 'SAR' },
    { shop: 'www.shop.example.ir', html: '<div class="c-price"><div class="c-price__value">۱۵۷٬۰۰۰ <span>تومان</span></div></div>', price: '157000' },
    { shop: 'item.shop.example.jp', html: '<span class="price">２，０００円</span><span>（税込 ２，２００円）</span>', price: '2200', currency: 'JPY' },
    { shop: 'www.shop.example.co.za', html: '<div class="product-price"><span class="currency">R</span> <span class="amount">1 299</span></div>', price: '1299', currency: 'ZAR' },
  ])('reads a price printed in the digits and signs of its country ($shop)', ({ shop, html, price, currency }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop })).toEqual(currency ? { price, currency } : { price });
  });

  it.each(['precio-anterior', 'preco-antigo', 'eskiFiyat', 'PiyasafiyatiContent', 'oude-prijs', 'adviesprijs', 'cena-przekreslona', 'puvodni-cena', 'prezzo-barrato', 'prix-initial', 'vorherPreis', 'hinta-vanha', 'normalprice', 'suggestPrice'])(
    'takes a box named the price before a sale in the shop\'s language (%s) for the old price',
    (name) => {
      const $ = load(`<h1>Product</h1><div class="prices"><span class="${name}">199,00 €</span> <span class="price-now">149,00 €</span></div>`);
      expect(findPriceText({ $, host: 'shop.example.eu' })).toEqual({ price: '149', currency: 'EUR' });
      expect(findOldPriceText({ $, host: 'shop.example.eu', price: '149' })).toBe('199');
    },
  );

  it("leaves out a price for those who pay with the shop's own card (Chile's \"Tarjeta\" prices)", () => {
    const $ = load('<h1>Zapatillas</h1><dl class="product-prices"><dt class="product-internet-price">$24.990</dt><dt class="product-ripley-price">$19.990 <span>con Tarjeta Ripley</span></dt></dl>');
    expect(findPriceText({ $, host: 'simple.tienda.example.cl' })).toEqual({ price: '24990', currency: 'CLP' });
  });

  it.each([
    { shop: 'shop.example.com', html: '<div>List Price: <span class="price">$59.90</span></div><div>Price: <span class="price">$39.90</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.co.uk', html: '<div>RRP <span class="price">£59.90</span></div><div>Our price <span class="price">£39.90</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.de', html: '<div>Bisher: <span class="price">59,90 €</span></div><div>Jetzt: <span class="price">39,90 €</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.fr', html: '<div>Prix initial : <span class="price">59,90 €</span></div><div><span class="price">39,90 €</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.es', html: '<div>Precio anterior: <span class="price">59,90 €</span></div><div>Precio: <span class="price">39,90 €</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.it', html: '<div>Prezzo di listino: <span class="price">59,90 €</span></div><div>Prezzo: <span class="price">39,90 €</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.nl', html: '<div>Adviesprijs: <span class="price">€ 59,90</span></div><div>Nu: <span class="price">€ 39,90</span></div>', price: '39.90', old: '59.90' },
    { shop: 'shop.example.pl', html: '<div>Cena regularna: <span class="price">159,00 zł</span></div><div>Cena: <span class="price">129,00 zł</span></div>', price: '129', old: '159' },
    { shop: 'shop.example.cz', html: '<div>Původní cena: <span class="price">1 590 Kč</span></div><div>Naše cena: <span class="price">1 290 Kč</span></div>', price: '1290', old: '1590' },
    { shop: 'shop.example.hu', html: '<div>Eredeti ár: <span class="price">15 990 Ft</span></div><div>Akciós ár: <span class="price">12 990 Ft</span></div>', price: '12990', old: '15990' },
    { shop: 'shop.example.ru', html: '<div>Старая цена: <span class="price">2 990 ₽</span></div><div>Цена: <span class="price">1 990 ₽</span></div>', price: '1990', old: '2990' },
    { shop: 'shop.example.com.tr', html: '<div>Piyasa Fiyatı: <span class="price">599,90 TL</span></div><div>Satış Fiyatı: <span class="price">399,90 TL</span></div>', price: '399.90', old: '599.90' },
    { shop: 'shop.example.se', html: '<div>Ord. pris <span class="price">599 kr</span></div><div>Nu <span class="price">399 kr</span></div>', price: '399', old: '599' },
    { shop: 'shop.example.com.tw', html: '<ul><li>原價：<span class="price">NT$1,580</span></li><li>特價：<span class="price">NT$1,280</span></li></ul>', price: '1280', old: '1580' },
    { shop: 'shop.example.jp', html: '<dl><dt>通常価格</dt><dd><span class="price">3,980円</span></dd><dt>販売価格</dt><dd><span class="price">2,980円</span></dd></dl>', price: '2980', old: '3980' },
    { shop: 'shop.example.co.kr', html: '<div><span>정가</span> <span class="price">35,000원</span></div><div><span>판매가</span> <span class="price">29,000원</span></div>', price: '29000', old: '35000' },
  ])('reads the price, not the amount its words call the list or original price ($shop)', ({ shop, html, price, old }) => {
    const $ = load(`<h1>Product</h1>${html}`);
    expect(findPriceText({ $, host: shop }).price).toBe(price);
    expect(findOldPriceText({ $, host: shop, price })).toBe(old);
  });

  it.each([
    { what: 'a Pix price', shop: 'loja.example.com.br', html: '<div class="product-price"><span class="price">R$ 159,90</span></div><div class="price-pix"><span class="price">R$ 143,91 no Pix</span></div>', price: '159.90' },
    { what: 'a member price', shop: 'shop.example.com', html: '<div class="product-price"><span class="price">$19.99</span></div><div><span class="price">Member price: $17.99</span></div>', price: '19.99' },
    { what: 'a Clubcard price', shop: 'shop.example.co.uk', html: '<div><span class="price">£3.00</span></div><div><span class="price">£2.50 Clubcard Price</span></div>', price: '3' },
    { what: 'a converted amount', shop: 'shop.example.de', html: '<div><span class="price">19,99 €</span></div><div><span class="price-converted">≈ $21.50</span></div>', price: '19.99' },
    {
      what: "a member's price and the estimate after coupons (JD)",
      shop: 'item.jd.com',
      html: '<div class="summary-price"><div class="dt">京 东 价</div><div class="dd"><span class="p-price"><span>￥</span><span class="price">4799.00</span></span> <div class="J-plus-price plus-price"><span class="p-price-plus"><span class="price">￥4749.00</span></span><img alt="PLUS会员专享价"></div></div></div><div class="summary-estimate"><div class="dt">到 手 价</div><div class="dd"><span class="estimate-price">￥4599.00</span></div></div>',
      price: '4799',
    },
    { what: "a VIP's price", shop: 'shop.example.com.tw', html: '<div><span class="price">NT$1,280</span></div><div class="vip-price"><span class="price">NT$1,180</span></div>', price: '1280' },
  ])('reads the price everyone pays, not $what beside it', ({ shop, html, price }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop }).price).toBe(price);
  });

  it.each(['1,980円～', '1,980円から', 'NT$1,280起', '¥159,800（税込）から', '3,980円(税込)～'])('takes %s for a "from" price, no price', (shown) => {
    expect(findPriceText({ $: load(`<h1>Product</h1><div><span class="price">${shown}</span></div>`), host: 'shop.example.jp' })).toEqual({});
  });

  it.each([
    { shop: 'www.sklep.example.pl', label: 'od', amount: '1 299 zł' },
    { shop: 'www.obchod.example.cz', label: 'Od', amount: '5 990 Kč' },
    { shop: 'www.magazin.example.ru', label: 'от', amount: '990 ₽' },
    { shop: 'www.katastima.example.gr', label: 'από', amount: '189,00 €' },
    { shop: 'www.butik.example.se', label: 'från', amount: '499 kr' },
    { shop: 'www.butik.example.no', label: 'fra', amount: 'kr 199,-' },
    { shop: 'www.toko.example.co.id', label: 'Mulai', amount: 'Rp 149.000' },
    { shop: 'www.magazin.example.ro', label: 'de la', amount: '14,44 Lei' },
  ])('takes "$label $amount" for a "from" price, no price', ({ shop, label, amount }) => {
    const $ = load(`<h1>Product</h1><div class="product-price"><span class="label">${label}</span> <span class="price">${amount}</span></div>`);
    expect(findPriceText({ $, host: shop })).toEqual({});
  });

  it.each([
    { shop: 'www.shop.example.de', shown: '49,90 € / Monat' },
    { shop: 'www.boutique.example.fr', shown: '29,99 € / mois' },
    { shop: 'www.negozio.example.it', shown: '19,90 € al mese' },
    { shop: 'www.winkel.example.nl', shown: '€ 27,- per maand' },
    { shop: 'www.butik.example.se', shown: '199 kr/mån' },
  ])('takes "$shown", a price per month, for no price', ({ shop, shown }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1><div><span class="price">${shown}</span></div>`), host: shop })).toEqual({});
  });

  it.each([
    { shop: 'www.kauppa.example.fi', shown: '19,90 € alkaen' },
    { shop: 'www.shop.example.co.kr', shown: '9,900원부터' },
    { shop: 'www.shop.example.co.th', shown: 'เริ่มต้น ฿590' },
  ])('takes "$shown", a "from" price said around the amount, for no price', ({ shop, shown }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1><div><span class="price">${shown}</span></div>`), host: shop })).toEqual({});
  });

  it.each(['product-price font-normal', 'flex-initial origin-top', 'katalog', 'retail-layout'])(
    'takes words that name other things too for an old price only beside a price word (%s)',
    (names) => {
      const $ = load(`<h1>Product</h1><div class="${names}"><div class="product-price">149,00 €</div></div>`);
      expect(findPriceText({ $, host: 'shop.example.eu' })).toEqual({ price: '149', currency: 'EUR' });
    },
  );

  it("reads a box holding the price after an old price named by its words, whose words are the old price's", () => {
    // Gambio prints "UVP 39,99 EUR" in an old-price box and the price as the box's own text.
    const $ = load('<h1>Kaffeemühle</h1><div class="price-container"><span class="productOldPrice">UVP 39,99 EUR</span><br>Ihr Preis 29,99 EUR</div>');
    expect(findPriceText({ $, host: 'www.shop.example.de' })).toEqual({ price: '29.99', currency: 'EUR' });
  });

  it('reads a box whose only amount sits in a box named another price only when no box prints one of its own', () => {
    // OpenCart Journal names its one price "price-old-live"; Shopify Brooklyn wraps its compare-at price in a price box.
    const journal = load('<h1>Sunglasses</h1><ul class="list-unstyled price-list"><li class="price"><span class="price-old-live">40.00€</span></li><li class="price-tax small">Brez DDV: <span class="price-tax-live">36.53€</span></li></ul>');
    expect(findPriceText({ $: journal, host: 'www.optika.example.si' })).toEqual({ price: '40', currency: 'EUR' });
    const brooklyn = load('<h1>Apron</h1><ul><li class="product-single__price-wrapper"><span class="visually-hidden">Regular price</span><span class="product-single__price--compare-at">$48.00</span></li><li><span class="product-single__price">$36.00</span></li></ul>');
    expect(findPriceText({ $: brooklyn, host: 'shop.example.com' })).toEqual({ price: '36', currency: 'USD' });
  });

  it('takes no letters inside other words for a price name ("enterprise" is no "pris")', () => {
    expect(findPriceText({ $: load('<h1>Plans</h1><div class="enterprise-plan">€5</div>'), host: 'www.saas.example.se' })).toEqual({});
    expect(findPriceText({ $: load('<h1>Plans</h1><div class="enterprisePlan">€5</div>'), host: 'www.saas.example.se' })).toEqual({});
  });

  it.each([
    { shop: 'www.auction.example.com', html: '<span id="prcIsum">US $1.99</span>', price: '1.99', currency: 'USD' },
    { shop: 'www.cuahang.example.vn', html: '<span class="giaBan">350.000₫</span>', price: '350000', currency: 'VND' },
  ])('reads a short price word that begins a camelCase name ($html)', ({ shop, html, price, currency }) => {
    expect(findPriceText({ $: load(`<h1>Product</h1>${html}`), host: shop })).toEqual({ price, currency });
  });

  it('reads a box named "with discount" as the price it holds, not as a discount', () => {
    const $ = load('<h1>Glasses</h1><div class="b_38dq _withAbsoluteDiscount"><div data-auto="price"><span>249 ₽</span></div></div><div class="card-discount"><span class="price">30 ₽</span></div>');
    expect(findPriceText({ $, host: 'www.shop.example.ru' })).toEqual({ price: '249', currency: 'RUB' });
  });

  it("reads a price in the product's own <header>, but not in the page's", () => {
    const $ = load(
      '<header class="site"><span class="price">£0.00</span></header><main><article><header class="product-header"><h1>Nest Mini</h1><p class="price price--large">£49.00</p></header></article></main><footer><p class="price">£3.95</p></footer>',
    );
    expect(findPriceText({ $, host: 'www.shop.example.co.uk' })).toEqual({ price: '49', currency: 'GBP' });
    const pageHeaderOnly = load('<body><header><h1>Shop</h1><span class="price">£49.00</span></header><p>Our story</p></body>');
    expect(findPriceText({ $: pageHeaderOnly, host: 'www.shop.example.co.uk' })).toEqual({});
  });

  it('reads a price named in a design system\'s words ("range-revamp-price"), and still leaves a price range out', () => {
    const ikea = load('<h1>MÖCKELBY Table</h1><div class="range-revamp-pip-price-package__main-price"><span class="range-revamp-price"><span class="range-revamp-price__currency">£</span><span class="range-revamp-price__integer">450</span></span></div>');
    expect(findPriceText({ $: ikea, host: 'www.shop.example.com' })).toEqual({ price: '450', currency: 'GBP' });
    const range = load('<h1>Mug</h1><span class="price">£450</span><span class="price-range">£12</span><span class="price-range-min">£3</span>');
    expect(findPriceText({ $: range, host: 'www.shop.example.com' })).toEqual({ price: '450', currency: 'GBP' });
  });

  it('reads a currency code run into its amount and the Arabic names of Gulf currencies', () => {
    expect(findPriceText({ $: load('<h1>Socks</h1><div class="product-price"><span>EUR15.99</span></div>'), host: 'www.shop.example.lv' })).toEqual({ price: '15.99', currency: 'EUR' });
    expect(findPriceText({ $: load('<h1>تيشيرت</h1><p class="product__price"><span>99 ر.س</span></p>'), host: 'ar-sa.shop.example.com' })).toEqual({ price: '99', currency: 'SAR' });
  });

  it('takes the currency sign from just outside a bare amount, and reads a "discount price" as the price after the discount', () => {
    const sign = load('<h1>Fairy Oak</h1><div class="pricing"><strong>€ <span class="gtmActualPrice">17,10</span></strong> <em>€ 18,00</em></div>');
    expect(findPriceText({ $: sign, host: 'www.shop.example.it' })).toEqual({ price: '17.10', currency: 'EUR' });
    // The sign must be all the parent adds: a parent with words or another number says something else.
    const words = load('<h1>Fairy Oak</h1><p>Spedizione gratuita da € <span class="price">25</span></p>');
    expect(findPriceText({ $: words, host: 'www.shop.example.it' })).toEqual({});
    const discounted = load('<h1>LED bar</h1><div><s>€ 99,00</s></div><div class="discountPrice"><span class="prodPrice">€ 88,00</span><span class="discount-badge">-11%</span></div><span class="discount-amount">€ 11,00</span>');
    expect(findPriceText({ $: discounted, host: 'www.shop.example.it' })).toEqual({ price: '88', currency: 'EUR' });
  });

  it('finds the product block of a page without <h1> by the heading that bears its name', () => {
    const related = '<ul class="products">' + ['13,50', '35,91', '19,71'].map((p) => `<li><span class="price">${p} €</span></li>`).join('') + '</ul>';
    const page = (heading: string) =>
      load(`<html><head><title>Código do Trabalho - Anotado | Livraria</title><meta property="og:title" content="Código do Trabalho - Anotado"></head><body><div class="product-details"><div>${heading}<div class="price-box"><span class="price">71,91 €</span></div></div></div>${related}</body></html>`);
    expect(findPriceText({ $: page('<h2 class="prod-name">Código do Trabalho - Anotado</h2>'), host: 'www.livraria.example.pt' })).toEqual({ price: '71.91', currency: 'EUR' });
    // A lesser heading that is not the product's name is no product block.
    expect(findPriceText({ $: page('<h2>Também pode gostar</h2>'), host: 'www.livraria.example.pt' })).toEqual({});
  });

  it("reads an amount the product's block prints alone as a heading, only when the block names no price", () => {
    const bare = load('<div id="content"><h1>Apple Cinema 30"</h1><ul><li><span style="text-decoration: line-through;">£122.00</span></li><li><h2>£98.00</h2></li><li>Ex Tax: £81.67</li></ul>' + ['iPhone', 'MacBook'].map((name) => `<div class="product-thumb"><h4><a href="/p/${name}">${name}</a></h4><p class="price">£101.00</p></div>`).join('') + '</div>');
    expect(findPriceText({ $: bare, host: 'www.shop.example.co.uk' })).toEqual({ price: '98', currency: 'GBP' });
    // Named prices that disagree leave the price out; a bold amount does not break the tie.
    const tie = load('<div><h1>Desktop i7</h1><div class="price-new">1,679 ₪</div><div class="price-tax"><span>Price with shipping: </span><strong>1,718 ₪</strong></div></div>');
    expect(findPriceText({ $: tie, host: 'www.shop.example.co.il' })).toEqual({});
  });

  it("leaves out the prices of other products' cards linked from the product's block, and a price labelled \"Normal:\"", () => {
    const card = (price: string, normal: string) =>
      `<li><a href="/p/${price}" class="js-product-layer"><div class="price"><div class="item-price offer-price">${price}</div><div class="item-price price-normal"><small>Normal:</small> ${normal}</div></div></a></li>`;
    const $ = load(
      `<div class="row-info-product"><div class="title"><h1>Retro console</h1></div><div class="product-price"><div class="item-price offer-price">$24.990</div><div class="item-price price-normal"><small>Normal:</small> $34.990</div></div><ul>${card('$46.990', '$59.990')}${card('$46.990', '$59.990')}</ul></div>`,
    );
    expect(findPriceText({ $, host: 'www.shop.example.cl' })).toEqual({ price: '24990', currency: 'CLP' });
    // A link within the page ("#reviews") or a script link is no other product.
    const anchors = load('<h1>Lamp</h1><a href="#buy" class="product-price">€ 39,90</a><a href="javascript:void(0)"><span class="price">€ 39,90</span></a>');
    expect(findPriceText({ $: anchors, host: 'www.shop.example.pt' })).toEqual({ price: '39.90', currency: 'EUR' });
  });

  it("takes an amount the page's own stylesheet crosses out for an old price, as with <s>", () => {
    const $ = load(
      '<html><head><style>.sc-a1{font-weight:700}.sc-b2 .sc-c3,.x>.sc-d4{color:#999;text-decoration:line-through}</style></head><body><h1>Sneakers</h1>' +
        '<div class="product-price"><span class="sc-c3">€ 99,95</span></div><div class="product-price"><span class="sc-a1">€ 74,95</span></div></body></html>',
    );
    expect(findPriceText({ $, host: 'www.shop.example.fi' })).toEqual({ price: '74.95', currency: 'EUR' });
    expect(findOldPriceText({ $, host: 'www.shop.example.fi', price: '74.95' })).toBe('99.95');
  });

  it('gives no price when candidates disagree with none standing out', () => {
    const $ = load('<span class="price">R$ 49,90</span><span class="price">R$ 59,90</span>');
    expect(findPriceText({ $, host })).toEqual({});
  });

  it('leaves out prices per unit of measure or per item, written with "/" or a word', () => {
    const us = load('<h1>Coffee pods, 24 count</h1><span class="price">$12.99</span><span class="a-price">($0.54 / Count)</span><span class="price">$0.54 per count</span>');
    expect(findPriceText({ $: us, host: 'www.shop.example.com' })).toEqual({ price: '12.99', currency: 'USD' });
    const de = load('<h1>Kaffee</h1><span class="price">12,99 €</span><span class="price-base">2,60 € pro 100 g</span><span class="price">2,60 € je kg</span>');
    expect(findPriceText({ $: de, host: 'www.shop.example.de' })).toEqual({ price: '12.99', currency: 'EUR' });
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

describe('price text as shops lay it out', () => {
  it('reads cents printed apart as cents, not as more units', () => {
    const ro = load('<h1>Whiskey</h1><p class="product-new-price"> 173<sup>34</sup> <span>Lei</span></p>');
    expect(findPriceText({ $: ro, host: 'www.shop.example.ro' })).toEqual({ price: '173.34', currency: 'RON' });
    const ca = load('<h1>Headphones</h1><div class="price salePrice">$229<span class="rightEndPrice">99</span></div>');
    expect(findPriceText({ $: ca, host: 'www.shop.example.ca' })).toEqual({ price: '229.99', currency: 'CAD' });
    const br = load('<h1>Sofá</h1><span class="preco">R$ 1.299<sup>90</sup></span>');
    expect(findPriceText({ $: br, host: 'loja.example.com.br' }).price).toBe('1299.90');
    // French shops put the euro sign where the decimal mark goes: "35€<sup>99</sup>".
    const fr = load('<h1>Robe</h1><div class="product-price">35€<sup>99</sup></div>');
    expect(findPriceText({ $: fr, host: 'www.shop.example.fr' })).toEqual({ price: '35.99', currency: 'EUR' });
    // Three digits apart are thousands, as written; a footnote mark is no part of the amount.
    expect(priceText(load('<span>R$ 1<b>299</b></span>')('span')[0]!)).toBe('R$ 1299');
    expect(priceText(load('<span class="price">$999<sup><a href="#fn1">12</a></sup></span>')('span')[0]!)).toBe('$999');
    // Cells, list items and buttons never run into each other.
    expect(priceText(load('<ul><li><button>45</button><button>50</button></li></ul>')('ul')[0]!, { lines: true })).toBe('45\n50');
  });

  it('reads one amount printed twice in its box (once per screen size, or with and without grouping) as one price', () => {
    const twice = load('<h1>Kettle</h1><div class="price"><span class="bigprices"><div><div>109€</div><div>109€</div></div><span class="bigpricesrc">109</span></span></div>');
    expect(findPriceText({ $: twice, host: 'www.shop.example.pt' })).toEqual({ price: '109', currency: 'EUR' });
    const grouped = load('<h1>Blender</h1><div class="price-new"><span>רק 1,679</span> <span class="price-value">1679</span> ₪</div>');
    expect(findPriceText({ $: grouped, host: 'www.shop.example.co.il' })).toEqual({ price: '1679', currency: 'ILS' });
    // Two different amounts in one box still say nothing clear.
    const two = load('<h1>Blender</h1><div class="price"><div>109€</div><div>99€</div></div>');
    expect(findPriceText({ $: two, host: 'www.shop.example.pt' })).toEqual({});
  });

  it("leaves out what an option adds, a total with delivery and an estimate in another currency", () => {
    const options = load(
      '<h1>Washing machine</h1><div class="price">109€</div><label><a href="/warranty-3">3-year warranty</a><span class="price-notice">+20.00€</span></label><label>5-year warranty<span class="price-notice">+129.00€</span></label>',
    );
    expect(findPriceText({ $: options, host: 'www.shop.example.pt' })).toEqual({ price: '109', currency: 'EUR' });
    const delivered = load('<h1>Blender</h1><div class="price">1,679 ₪</div><div class="price-tax">מחיר כולל משלוח: <strong class="price-total">1,718 ₪</strong></div>');
    expect(findPriceText({ $: delivered, host: 'www.shop.example.co.il' })).toEqual({ price: '1679', currency: 'ILS' });
    const withShipping = load('<h1>Lamp</h1><span class="price">£24.00</span><p>Total <span class="price">£28.95</span> including delivery</p>');
    expect(findPriceText({ $: withShipping, host: 'www.shop.example.co.uk' })).toEqual({ price: '24', currency: 'GBP' });
    const converted = load('<h1>Stamp</h1><span class="price">GBP 1.99</span><span class="converted-price">(approx. US $2.66)</span><span class="price">(approx. US $2.66)</span>');
    expect(findPriceText({ $: converted, host: 'www.shop.example.co.uk' })).toEqual({ price: '1.99', currency: 'GBP' });
  });

  it('keeps a recommendation strip inside the product block out of its price', () => {
    const $ = load(
      '<div class="product-info"><h1>Linen Shirt</h1><div class="product-price">$49.00</div><div class="complete-the-look"><div class="product-card"><span class="price">$19.00</span></div><div class="product-card"><span class="price">$19.00</span></div></div></div>',
    );
    expect(findPriceText({ $, host: 'shop.example.com' }).price).toBe('49');
  });

  it('takes only a currency sign or code in capitals for a currency, not any three-letter word', () => {
    const $ = load('<h1>Mug</h1><span class="price-note">Only 3 left now</span><span class="price">€ 12,00</span>');
    expect(findPriceText({ $, host: 'shop.example.ie' })).toEqual({ price: '12', currency: 'EUR' });
  });

  it('reads class words whole: "font-bold" is no old price, and "$35.00 USD" is one amount', () => {
    expect(findPriceText({ $: load('<h1>Vase</h1><span class="price font-bold">€ 18,00</span>'), host: 'shop.example.ie' }).price).toBe('18');
    expect(findPriceText({ $: load('<h1>Vase</h1><span class="price-item price-item--sale">$35.00 USD</span>'), host: 'shop.example.com' })).toEqual({ price: '35', currency: 'USD' });
  });

  it('prefers the product block to the page even when the page has a clear favourite elsewhere', () => {
    const $ = load(
      `<div class="product"><h1>Panel 30 x 30</h1><span class="price">32 zł</span></div>${'<div class="box"><span class="price">25,99 zł</span></div>'.repeat(3)}`,
    );
    expect(findPriceText({ $, host: 'sklep.example.pl' }).price).toBe('32');
  });

  it('leaves out recommendation sliders and German struck prices', () => {
    const $ = load(
      '<ul class="mfe-recos"><li class="mfe-reco-ct"><p class="mfe-price">£72.99</p></li><li class="mfe-reco-ct"><p class="mfe-price">£72.99</p></li></ul><span class="reco_cinema__streich-price">€ 199,99</span><span class="main-price">£115.00</span>',
    );
    expect(findPriceText({ $, host: 'www.shop.example.co.uk' }).price).toBe('115');
  });

  it('reads 元 and 円 as currencies, and leaves out Japanese and Chinese prices before tax', () => {
    expect(findPriceText({ $: load('<h1>鵝肉鬆</h1><span class="price">294 元</span>'), host: 'www.shop.example.tw' })).toEqual({ price: '294', currency: 'TWD' });
    const jp = load('<h1>茶碗</h1><p class="price">1,000円<span>(税抜)</span></p><p class="price">1,100円<span>(税込)</span></p>');
    expect(findPriceText({ $: jp, host: 'shop.example.jp' })).toEqual({ price: '1100', currency: 'JPY' });
    // The total with tax in brackets after the price before tax is the price; "（税込）" alone is no such bracket.
    expect(findPriceText({ $: load('<h1>茶碗</h1><p><span class="price">2,000円</span>（税込 2,200円）</p>'), host: 'shop.example.jp' })).toEqual({ price: '2200', currency: 'JPY' });
    expect(findPriceText({ $: load('<h1>茶碗</h1><p><span class="price">2,200円</span>（税込）</p>'), host: 'shop.example.jp' })).toEqual({ price: '2200', currency: 'JPY' });
  });
});

describe('decide', () => {
  const prices = (...amounts: string[]) => amounts.map((amount) => ({ amount, currency: 'INR' }));

  it('takes an amount twice as frequent as the next only when it is more than a third of them all', () => {
    expect(decide(prices('2433'))).toEqual({ price: '2433', currency: 'INR' });
    expect(decide(prices('2433', '2433', '2659'))).toEqual({ price: '2433', currency: 'INR' });
    expect(decide(prices('2900', '2900', '2433', '2659', '2679', '2999'))).toEqual({});
    expect(decide(prices('2433', '2659'))).toEqual({});
  });
});
