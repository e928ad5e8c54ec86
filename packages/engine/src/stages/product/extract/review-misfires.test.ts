import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product';
import { findPriceText } from './price-heuristics';

// Pages that the adversarial reviews of the price rules wrote, review by review: each reads the one
// price a person reads at once, where a rule once hid it or let another amount take its place. The
// ordinary pages each rule must not fire on, by kind of rule, are in price-misfires.test.ts.

const priceOf = (html: string, url: string) => extractProduct({ html, url }).price;
/** The price the price text reads on a page whose <main> holds `main`. */
const mainTextPrice = (main: string, host: string) => findPriceText({ $: load(`<main>${main}</main>`), host }).price;

// The second review's pages, against rules tried and taken back: a dash before a labelled price, a
// model's "X" beside it, a visible amount whose sign is an icon, a description's "da 50 €", the
// everyday price named "original-price", a product block named "card" holding accessories.
describe('pages of the second review', () => {

  it.each([
    ['<h1>بخور فاخر</h1><p>بخور طبيعي.</p><p><b>السعر</b> - 150 ريال</p>', 'www.oud.example.sa', '150'],
    ['<h1>Sony Bravia 55" 4K TV</h1><table><tr><td>Model:</td><td>Bravia X90J</td></tr><tr><td>Price:</td><td>$1,099.99</td></tr></table>', 'www.tv.example.com', '1099.99'],
    ['<h1>Cotton Kurta</h1><div class="price-box"><span class="amount-visual" aria-hidden="true"><i class="fa fa-inr"></i> 1,299</span><span class="sr-only">₹1,299</span></div>', 'www.kurta.example.in', '1299'],
  ])('read the price: %s', (main, host, price) => {
    expect(mainTextPrice(main, host)).toBe(price);
  });

  it('take no instalment for the price when the everyday price is named "original-price"', () => {
    const main = '<h1>Denim Jacket</h1><div class="product-price"><span data-testid="original-price">$98.00</span></div><div>4 payments of <span data-testid="klarna-price">$24.50</span> with Klarna</div>';
    expect(mainTextPrice(main, 'www.denim.example.com')).not.toBe('24.5');
  });

  it('leave a gift card the amount its description states', () => {
    const html = `<html><head><meta name="description" content="Carta regalo da 50 €, valida un anno."></head><body><h1>Carta regalo</h1><p class="x1">50,00 €</p></body></html>`;
    expect(priceOf(html, 'https://www.regali.example.it/p/carta-regalo')).toBe('50');
  });

  it('give no price rather than an accessory of a product block named "card" (a sticky bar repeats the price)', () => {
    const main = `<div class="card product-card-detail"><h1>Phone Z 256 GB</h1><span class="price">$899.00</span>
      <div class="fbt"><h3><a href="/p/case">Case</a></h3><span class="price">$19.99</span><h3><a href="/p/glass">Glass</a></h3><span class="price">$19.99</span></div></div>
      <div class="sticky-bar"><span class="price">$899.00</span></div>`;
    expect(mainTextPrice(main, 'www.phones.example.com')).not.toBe('19.99');
  });
});

// The third review built pages against the rules for checkbox extras, hidden prices, visibility
// names, a price element's sale state, product columns in an <aside>, discount badges and rewards.
describe('pages of the third review', () => {

  it.each([
    // A consent or a switch in the buy box or the header is no extra's checkbox.
    ['<h1>Pod Kit XROS 3</h1><div class="buy-box"><div class="product-price"><span class="price">£24.99</span></div><select name="colour"><option>Black</option></select><input type="checkbox" id="age" required><label for="age">I confirm I am 18 or over</label><button type="submit">Add to basket</button></div>', 'www.vape.example.co.uk', '24.99'],
    ['<div class="product-header"><input type="checkbox" id="share-toggle" hidden><h1>Ceramic Pour-Over Dripper</h1><div class="product-header__price"><span class="money">$38.00</span></div><label for="share-toggle">Share</label></div>', 'www.kiln.example.com', '38'],
    // Hidden copies of the shown price (a sticky bar, a drawer) still count against an add-on.
    ['<h1>Trailblazer 2 Tent</h1><div class="price"><span class="price-item">$289.00</span></div><div class="protection-offer"><button type="button">3 years <span class="protection-offer__price">$24.99</span></button></div><div class="sticky-atc" style="display:none"><span class="price-item">$289.00</span></div>', 'www.tents.example.com', '289'],
    // A visibility name that names a price still says which price it is.
    ['<h1>Linen Shirt</h1><div class="product-price"><span class="price">$24.00</span></div><div class="product__size-hint show-from-price">Sizes start at <span class="price">$14.00</span></div>', 'www.linen.example.com', '24'],
    // A price element's "--discount" without an old price beside it, or with a minus, is the discount.
    ['<h1>Schreibtisch Flex 160x80 Eiche</h1><div class="quote-prices"><div class="quote-price quote-price--list"><span class="quote-price__label">Listenpreis</span> <span class="quote-price__value">1.200,00 €</span></div><div class="quote-price quote-price--discount"><span class="quote-price__label">Ihr Rabatt</span> <span class="quote-price__value quote-price__value--discount">180,00 €</span></div><div class="quote-price quote-price--final"><span class="quote-price__label">Ihr Preis</span> <span class="quote-price__value quote-price__value--final">1.020,00 €</span></div></div>', 'www.moebel.example.de', '1020'],
    ['<h1>Pračka Bosch Serie 4</h1><div class="price"><span class="price__value price__value--final">3 790 Kč</span> <span class="price__value price__value--discount">−1 200 Kč</span></div>', 'www.pracky.example.cz', '3790'],
    // Percentages in running words still qualify the amount after them.
    ['<h1>Akkuschrauber X18</h1><div class="product-price"><span class="price">99,99 €</span></div><div class="kundenkarte-preis">Mit Kundenkarte -10%: 89,99 €</div>', 'www.werkzeug.example.de', '99.99'],
    ['<h1>Fiets-tas Urban</h1><div class="product-price"><span class="price">€ 159,95</span></div><div class="price-with-code">Met code WANDEL -15%: € 135,96</div>', 'www.fietstas.example.nl', '159.95'],
    // A price box named for the reward it also shows is still the price.
    ['<h1>Trail Runner 3</h1><div class="pdp-price-loyalty"><div class="pdp-price"><span class="price">$64.00</span></div><p>Members earn 64 points</p></div>', 'www.run.example.com', '64'],
    ['<h1>Kaffeevollautomat Barista</h1><div class="price-box price-box--cashback"><span class="price">899,00 €</span> <span class="cashback-note">100 € Cashback vom Hersteller</span></div>', 'www.kaffee.example.de', '899'],
  ])('read the price: %s', (main, host, price) => {
    expect(mainTextPrice(main, host)).toBe(price);
  });

  it("take a menu drawer whose <h1> is the shop's name for no product column", () => {
    const related = (name: string, price: string) => `<div class="grid__item grid-product"><a href="/products/${name}" class="grid-product__link">${name}</a> <span class="grid-product__price">${price}</span></div>`;
    const html = `<body><aside id="NavDrawer" class="drawer" aria-hidden="true"><div class="drawer__contents"><h1 class="drawer__logo">Wild Thyme Apothecary</h1><ul><li><a href="/collections/body">Body</a></li></ul></div></aside>
      <main><div class="grid"><div class="grid__item"><div class="product-single__meta"><div class="product-block"><h1 class="product-single__title">Lavender Body Oil 100ml</h1></div>
        <div class="product-block product-block--price"><span class="product__price">$28.00</span></div></div></div></div>
      <div class="product-recommendations"><h2>You may also like</h2><div class="grid">${related('rose-face-oil', '$34.00')}${related('calendula-balm', '$18.00')}</div></div></main></body>`;
    expect(findPriceText({ $: load(html), host: 'www.wildthyme.example.com' }).price).toBe('28');
  });
});

// The fourth review built fresh pages against the narrowed rules.
describe('pages of the fourth review', () => {

  it.each([
    // A checkbox that opens a part of the page by CSS alone, or a consent after the price, is no extra's.
    ['<article class="tour"><h1 class="tour__title">Altstadt-Abendführung</h1><div class="tour__pricing"><input type="checkbox" id="pd-toggle" class="accordion-toggle"><label for="pd-toggle" class="accordion-label">Preis pro Person</label><div class="tour__price"><span class="amount">18,00 €</span></div></div><a class="btn" href="/buchen/altstadt">Jetzt buchen</a></article>', 'www.stadtfuehrung.example.de', '18'],
    ['<div class="pdp"><h1 class="pdp__name">Fjellsekk 45L</h1><input type="checkbox" id="buy-drawer" class="drawer-toggle" hidden><label for="buy-drawer" class="sticky-buy"><span class="sticky-buy__name">Fjellsekk 45L</span> <span class="sticky-buy__price">kr 1 499,00</span></label><div class="buy-drawer"><button>Legg i handlekurv</button></div></div>', 'www.nordlys.example.no', '1499'],
    ['<div class="event"><h1>Neujahrskonzert</h1><div class="event__checkout"><div class="event__sum"><div class="event__price">Preis: <b>89,00 €</b></div><input type="checkbox" id="agb2"><label for="agb2">Ich akzeptiere die AGB</label></div><div><button>Kaufen</button></div></div></div>', 'www.konzerte.example.de', '89'],
    // Beside the price and the old one, an amount named "--discount" is the saving.
    ['<h1 class="product__title">Пылесос Dyson V8 Absolute</h1><div class="product__price price"><span class="price__item price__item--current">34 990 ₽</span><span class="price__item price__item--old"><s>41 990 ₽</s></span><span class="price__item price__item--discount">7 000 ₽</span></div><button class="btn">В корзину</button>', 'www.pylesos.example.ru', '34990'],
    // A price box named for a coupon it offers, or wrapped with a cashback line, is still the price.
    ['<div id="cart"><h1 class="item_name">三徳包丁 180mm</h1><div class="price-coupon-area"><div class="price2"><span class="price2">8,800円</span></div><div class="coupon-link"><a href="/coupon">クーポンを取得する</a></div></div><button class="cart-button">買い物かごに入れる</button></div>', 'www.kitchen-mori.example.jp', '8800'],
    ['<h1 class="pdp-title">boAt Airdopes 141</h1><div class="pdp-buy-cashback-wrap"><div class="pdp-price"><span class="selling-price">₹1,299</span> <s class="mrp">₹4,490</s></div><div class="cashback-offer">Get ₹100 cashback with UPI</div></div><button>Buy Now</button>', 'www.boat.example.in', '1299'],
    ['<div class="product-info product-info--loyalty-enabled"><h1 class="product-info__title">Orijen Original Dry Dog Food 2kg</h1><div class="product-info__price"><span class="money">£27.99</span></div><div class="product-info__points">Earn 28 points with this purchase</div><form action="/cart/add"><button type="submit">Add to basket</button></form></div>', 'www.petshop.example.co.uk', '27.99'],
    // A subscription's checkbox is a choice sent with the form, whatever its id says.
    ['<h1 class="product__title">Collagen Peptides</h1><div class="price"><span class="price-item price-item--regular">$39.00</span></div><form class="product-form"><div class="subscription-option"><input type="checkbox" id="sub-toggle" name="selling_plan" value="6861"><label for="sub-toggle">Subscribe &amp; save 10% — <span class="sub-price">$35.10</span></label></div><button type="submit">Add to cart</button></form>', 'www.pureroots.example.com', '39'],
  ])('read the price: %s', (main, host, price) => {
    expect(mainTextPrice(main, host)).toBe(price);
  });

  it("take a side header whose <h1> is the shop's name, a link home, for no product column", () => {
    const html = `<body><main><aside class="site-sidebar"><h1 class="site-logo"><a href="/">Paper &amp; Ink</a></h1><div class="sidebar-cart"><a href="/cart">Bag (3)</a> <span class="cart-price">£36.00</span></div></aside>
      <div class="product-single"><h2 class="product-single__title">A5 Dot Grid Notebook</h2><p class="product-single__price">£12.00</p><form action="/cart/add"><button>Add to bag</button></form></div></main></body>`;
    expect(findPriceText({ $: load(html), host: 'www.paperink.example.co.uk' }).price).toBe('12');
  });
});

// A fifth review built 77 pages against the fourth probe set's rules (discount badges, things sold
// through offers, ranges yielding to the shown price, the region of a page's language).
describe('pages of the fifth review', () => {
  it.each([
    // A badge on a means of payment's, a card's or another offer's line marks a price for some. Falabella's
    // card price, named so by its data-cmr-price attribute, yields to the normal
    // price the badge takes 20 % off: what everyone without the card pays.
    ['<h1 class="nome-produto">Cafeteira Italiana 6 Xícaras</h1><div class="preco-produto"><strong class="preco-promocional">R$ 120,00</strong><div class="desconto-a-vista"><span class="desconto-badge">10%</span> <strong>R$ 108,00</strong> à vista no boleto bancário</div></div><a class="botao-comprar" href="/carrinho/adicionar">Comprar</a>', 'www.casadocafe.example.com.br', '120'],
    ['<h1 class="product-name">Zapatilla Running Hombre</h1><div class="pdp-prices"><ol><li data-cmr-price="31.992" class="prices-0"><div class="cmr-icon-container"><span class="copy12">$ 31.992</span><img alt="cmr-icon" src="/cmr.svg"></div></li><li data-normal-price="39.990" class="prices-1"><span class="copy3">$ 39.990</span></li></ol><div class="discount-badge"><span>-20%</span></div></div><button>Agregar al Carro</button>', 'www.tienda.example.cl', '39990'],
    ['<h1 class="f-productHeader-Title">Casque Sony WH-1000XM5</h1><div class="f-buyBox-offers"><div class="f-offer selected"><span class="f-offer-label">Neuf</span> <span class="f-offer-price">299,99 €</span></div><div class="f-offer"><span class="f-offer-label">Reconditionné</span> <span class="f-offer-badge">-20%</span> <span class="f-offer-price">239,99 €</span></div></div>', 'www.boutique.example.fr', undefined],
    // A tax rate is no discount: 3,000 yen before 8% tax is not 8% below 3,240.
    ['<h1 class="item-name">神戸チーズケーキ 5号</h1><div class="item-price-box"><p class="price-incl"><span class="label">販売価格</span> <span class="num">3,240円</span><span class="tax">（税込）</span></p><p class="price-excl">本体価格 3,000円 <span class="tax-rate">8%</span></p></div>', 'www.kobe-sweets.example.jp', '3240'],
  ])('take no price a badge does not point to: %s', (main, host, price) => {
    expect(mainTextPrice(main, host)).toBe(price);
  });

  it('take no site-wide event, service or reviewed app for the product of a page that names another', () => {
    const page = (node: string, body: string) => `<html><head><script type="application/ld+json">${node}</script></head><body>${body}</body></html>`;
    const workshop = '{"@type":"Event","name":"Beginner knitting workshop","startDate":"2026-12-05","offers":{"@type":"Offer","price":"35","priceCurrency":"USD"}}';
    expect(priceOf(page(workshop, '<h1>Merino DK Yarn, Forest</h1><div class="product-price">$14.50</div>'), 'https://www.yarnshop.example.com/products/merino-dk')).toBe('14.50');
    const app = '{"@type":"SoftwareApplication","name":"Budget Buddy","operatingSystem":"iOS","offers":{"@type":"Offer","price":"3.99","priceCurrency":"USD"},"review":{"@type":"Review","reviewRating":{"ratingValue":"4"}}}';
    expect(priceOf(page(app, '<h1>Budget Buddy review: the best budgeting app of the year?</h1><p>We tried it for a month.</p>'), 'https://www.techblog.example.com/reviews/budget-buddy')).toBeUndefined();
    const free = '{"@type":"MobileApplication","name":"Loja Brisa","offers":{"@type":"Offer","price":"0","priceCurrency":"USD"}}';
    expect(extractProduct({ html: page(free, '<h1>Loja Brisa</h1><div class="product-price">R$ 189,90</div>'), url: 'https://www.lojabrisa.example.com.br/app' })).toMatchObject({ price: '189.90', currency: 'BRL' });
  });

  it("give no price for a range the page shows from its low end to its top, and never the top (Magento's bundle box)", () => {
    const range = '{"@type":"Product","name":"Home office bundle","offers":{"@type":"AggregateOffer","lowPrice":"249.00","highPrice":"489.00","priceCurrency":"USD"}}';
    const html = `<html><head><script type="application/ld+json">${range}</script></head><body><h1>Home office bundle</h1><div class="price-box"><p class="price-from">From <span class="price">$249.00</span></p><p class="price-to">To <span class="price">$489.00</span></p></div></body></html>`;
    expect(priceOf(html, 'https://www.officeshop.example.com/home-office-bundle.html')).toBeUndefined();
  });

  it("read a translated page's '$' as the shop's own, not the translation's region", () => {
    const html = `<html lang="es-MX"><head><link rel="alternate" hreflang="en-US" href="https://www.texasboots.example.com/products/roper"><link rel="alternate" hreflang="es-MX" href="https://www.texasboots.example.com/es/products/roper"></head>
      <body><h1>Botas Roper</h1><div class="product-price">$219.99</div></body></html>`;
    expect(extractProduct({ html, url: 'https://www.texasboots.example.com/es/products/roper' })).toMatchObject({ price: '219.99', currency: 'USD' });
  });
});

// A sixth review built 84 pages against the narrowed rules.
describe('pages of the sixth review', () => {
  it.each([
    ['<div class="pdp"><h1 class="pdp-title">Dog Dental Chews, 30 count</h1><div class="pdp-price-row"><span class="price">$24.99</span> <span class="autoship-price">$23.74</span> <span class="badge">5% off</span> <span class="autoship-label">with Autoship</span></div></div>', 'www.petsupply.example.com', '23.74'],
    ['<div class="pdp"><h1 class="pdp__name">Galaxy S24 256GB</h1><div class="pdp__price"><span class="sales">$859.99</span> <span class="pill">10% off</span> <span class="tradein">$773.99 with trade-in</span></div></div>', 'www.phonedepot.example.com', '773.99'],
  ])('take no price a badge points to in a row of a repeat delivery or a trade-in: %s', (main, host, conditional) => {
    expect(mainTextPrice(main, host)).not.toBe(conditional);
  });

  it('read a translated page on a sibling subdomain in the shop\'s own currency', () => {
    const html = `<html lang="zh-CN"><head><link rel="alternate" hreflang="ja-JP" href="https://www.kyoto-tea.example.com/products/matcha"><link rel="alternate" hreflang="zh-CN" href="https://cn.kyoto-tea.example.com/products/matcha"></head>
      <body><h1>宇治抹茶 30g</h1><div class="product-price">¥3,240</div></body></html>`;
    expect(extractProduct({ html, url: 'https://cn.kyoto-tea.example.com/products/matcha' })).toMatchObject({ price: '3240', currency: 'JPY' });
  });

  it("price an event by the tickets one can still buy, and take no course's crossed-out, home page's or sale's offer", () => {
    const page = (node: string, body: string) => `<html><head><script type="application/ld+json">${node}</script></head><body>${body}</body></html>`;
    const tiers =
      '{"@type":"MusicEvent","name":"Harbour Lights Festival","offers":[{"@type":"Offer","name":"Early Bird","price":"30.00","priceCurrency":"USD","availability":"https://schema.org/SoldOut"},{"@type":"Offer","name":"General Admission","price":"45.00","priceCurrency":"USD","availability":"https://schema.org/InStock"}]}';
    expect(priceOf(page(tiers, '<h1>Harbour Lights Festival</h1><ul><li>Early Bird $30.00 (sold out)</li><li>General Admission $45.00</li></ul>'), 'https://tickets.example.com/e/harbour-lights')).toBe('45');
    const course = '{"@type":"Course","name":"Wheel Throwing Basics","offers":{"@type":"Offer","price":"89","priceCurrency":"USD"}}';
    expect(priceOf(page(course, '<h1>Wheel Throwing Basics</h1><div class="tutor-sidebar-card"><span>$49.00</span> <del>$89.00</del></div>'), 'https://learn.example.com/courses/wheel-throwing')).not.toBe('89');
    const app = '{"@type":"WebApplication","name":"Ledgerly","url":"https://www.ledgerly.example.com/","offers":{"@type":"Offer","price":"4.99","priceCurrency":"USD"}}';
    expect(priceOf(page(app, '<h1>Bookkeeping that does itself</h1><p>Plans from $4.99 a month.</p>'), 'https://www.ledgerly.example.com/')).toBeUndefined();
    const sale = '{"@type":"SaleEvent","name":"Black Friday Deals","url":"https://www.shop.example.com/black-friday","offers":{"@type":"Offer","price":"19.99","priceCurrency":"USD"}}';
    expect(priceOf(page(sale, '<h1>Black Friday Deals</h1><ul><li>Mug $19.99</li><li>Lamp $49.99</li></ul>'), 'https://www.shop.example.com/black-friday')).toBeUndefined();
  });
});

describe('pages of the seventh review', () => {
  it.each([
    // A description's amount after a word of delivery that names the product or says it ships free (cargo trousers, a cat carrier, free delivery said before the price).
    ['<html><head><title>t</title><meta name="description" content="Erkek Kargo Pantolon ₺299,90."></head><body><h1>Kargo Pantolon</h1><p class="x">₺299,90</p></body></html>', 'https://shop.example.com.tr/p', '299.90'],
    ['<html><head><title>t</title><meta name="description" content="Sac de transport chat, seulement 54,00 €."></head><body><h1>Sac</h1><p class="tarif">54,00 €</p></body></html>', 'https://shop.example.fr/p', '54.00'],
    ['<html><head><title>t</title><meta name="description" content="Freidora con envío gratis por sólo 59,90 €."></head><body><h1>Freidora</h1><p class="x">59,90 €</p></body></html>', 'https://shop.example.es/p', '59.90'],
    // A page's only price named as add-ons', members', wholesale, a packaging unit's, a market or a listed price (a shop of add-ons, a members' club, a wholesaler, a B2B shop selling per VPE, the day's price of lobster, a used item's asking price); a "non-member" price is everyone's.
    ['<html><head><title>t</title></head><body><h1>Airport</h1><div class="addon-buybox"><div class="price">€24.95</div></div></body></html>', 'https://shop.example.com/p', '24.95'],
    ['<html><head><title>t</title></head><body><h1>Pizza</h1><div class="product-addons"><form><span class="price">9,50 €</span></form></div></body></html>', 'https://shop.example.de/p', '9.50'],
    ['<html><head><title>t</title></head><body><h1>Oil</h1><span class="member-price">$5.49</span> <s>$7.99</s></body></html>', 'https://shop.example.com/p', '5.49'],
    ['<html><head><title>t</title></head><body><h1>Scarf</h1><span class="non-member-price">$85.00</span></body></html>', 'https://shop.example.com/p', '85.00'],
    ['<html><head><title>t</title></head><body><h1>Clasp</h1><div class="wholesale-price">$3.25</div></body></html>', 'https://shop.example.com/p', '3.25'],
    ['<html><head><title>t</title></head><body><h1>Camiseta</h1><div class="preco-atacado">R$ 19,90</div></body></html>', 'https://shop.example.com.br/p', '19.90'],
    ['<html><head><title>t</title></head><body><h1>Mazapán</h1><p class="precio-mayoreo">$289.00</p></body></html>', 'https://shop.example.mx/p', '289.00'],
    ['<html><head><title>t</title></head><body><h1>Schrauben</h1><div class="price-vpe">14,90 €</div></body></html>', 'https://shop.example.de/p', '14.90'],
    ['<html><head><title>t</title></head><body><h1>Lobster</h1><div class="market-price"><span class="product-price">$34.99</span></div></body></html>', 'https://shop.example.com/p', '34.99'],
    ['<html><head><title>t</title></head><body><h1>Lobster</h1><div class="product__price"><span>Market Price:</span> <span class="product__price-amount">S$38.00</span></div></body></html>', 'https://shop.example.sg/p', '38.00'],
    ['<html><head><title>t</title></head><body><h1>Amp</h1><span class="price price--listed">$1,150</span></body></html>', 'https://shop.example.com/p', '1150'],
    // Words said of the box beside, not of this amount: a handset's "本体価格（税込）" with tax, a "HEMAT" badge before a grocer's price, an add-on campaign's tag beside the price, a tax rate's digits in a note, an instalment count in a term.
    ['<html><head><title>t</title></head><body><h1>Phone</h1><dl><dt>本体価格（税込）</dt><dd><span class="price">21,780円</span></dd></dl></body></html>', 'https://shop.example.jp/p', '21780'],
    ['<html><head><title>t</title></head><body><h1>Minyak</h1><div><span>HEMAT</span> <span class="price">Rp 31.500</span></div></body></html>', 'https://shop.example.co.id/p', '31500'],
    ['<html><head><title>t</title></head><body><h1>Pan</h1><div><span class="price">NT$1,280</span> <span>滿千可加價購</span></div></body></html>', 'https://shop.example.com.tw/p', '1280'],
    ['<html><head><title>t</title></head><body><h1>Shredder</h1><div><div><span class="price">129,00 €</span> <small>inkl. 19% MwSt.</small></div><div class="price">108,40 € <small class="excl-tax-note">zzgl. 19% MwSt.</small></div></div></body></html>', 'https://shop.example.de/p', '129.00'],
    ['<html><head><title>t</title></head><body><h1>Phone</h1><div class="device-price"><dl class="device-price__item"><dt>一括</dt><dd><span class="price-num">21,780</span><span>円</span></dd></dl><dl class="device-price__item device-price__item--split"><dt>分割払い（24回）</dt><dd>月々<span class="price-monthly">907</span>円〜</dd></dl></div></body></html>', 'https://shop.example.jp/p', '21780'],
    // Layout: a table-layout shop's own cell linking to PayPal beside navigation cells; a buy box named a side box; osCommerce's quantity price breaks in its info box; a one-product shop named by its <h1> link home; radios a script chooses among; a Bengali weight beside an ASCII price.
    ['<html><head><title>Oak board</title></head><body><table><tr><td><a href="/boards.html">Boards</a></td><td><p>Oak board</p><p class="price">Price: £64.00</p><a href="https://www.paypal.com/cgi-bin/webscr?cmd=_cart"><img src="cart.gif"></a></td><td><a href="/walnut.html">Walnut board</a></td></tr></table></body></html>', 'http://www.example.co.uk/board.html', '64.00'],
    ['<html><head><title>Saddle</title></head><body><p>Brooks B17</p><div class="sidebox-content"><div class="product-price">£95.00</div></div></body></html>', 'https://www.example.co.uk/b17', '95.00'],
    ['<html><head><title>Clasp</title></head><body><table><tr><td class="infoBoxContents">Price for each</td><td class="infoBoxContents"><s>$9.80</s> <span class="productSpecialPrice">$8.45</span></td><td class="infoBoxContents">$7.95</td></tr></table></body></html>', 'https://www.example.com/product_info.php?products_id=1', '8.45'],
    ['<html><head><title>Nemurina | official shop</title></head><body><div id="wrapper"><div id="header"><h1><a href="/">Nemurina pillow</a></h1></div><div id="main"><div class="price-card"><p class="price-card__price">8,980円</p></div></div></div></body></html>', 'https://nemurina.example.jp/', '8980'],
    ['<html><head><title>Serum</title></head><body><h1>Serum</h1><div><span class="price-item">$29.99</span></div><div><span class="subscribe-price">Subscribe &amp; save: $26.99</span></div><label><input type="radio" name="q" value="1"> 1 bottle <span class="offer__price">$29.99</span></label><label><input type="radio" name="q" value="2"> 2 bottles <span class="offer__price">$53.98</span></label></body></html>', 'https://www.example.com/serum', '29.99'],
    ['<html><head><title>Rice</title></head><body><h1>Rice</h1><div class="product-price">৳ 165 <span class="product-unit">/ ১ কেজি</span></div></body></html>', 'https://www.example.com.bd/rice', '165'],
    // A "final price" that is not the price: hidden at £0.00, with delivery, after a mail-in rebate; and a structured price the page prints, a hundred times a per-metre price.
    ['<html><head><title>Board</title></head><body><h1>Board</h1><div class="summary"><p class="price"><span class="amount">£34.99</span></p><div class="final-price-box" style="display:none">Final price: <span>£0.00</span></div></div></body></html>', 'https://www.example.co.uk/board', '34.99'],
    ['<html><head><title>Sardinhas</title></head><body><h1>Sardinhas</h1><div class="precos"><div class="preco">14,90 €</div><div class="preco-final">Preço final c/ portes: 18,40 €</div></div></body></html>', 'https://www.example.pt/sardinhas', '14.90'],
    ['<html><head><title>Dyson</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Dyson V8","offers":{"@type":"Offer","price":"399.99","priceCurrency":"EUR"}}</script></head><body><div class="product"><h1>Dyson V8</h1><div class="product-price"><div class="current-price"><span class="current-price-value">399,99 €</span></div><div class="prix-final-odr">Prix final après ODR : <strong>349,99 €</strong></div></div></div></body></html>', 'https://www.example.fr/dyson-v8', '399.99'],
    ['<html><head><title>Cable</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"NYM-J 100 m","offers":{"@type":"Offer","price":69,"priceCurrency":"EUR"}}</script></head><body><h1>NYM-J 100 m</h1><div class="product-price">69,00 €<br><span>inkl. 19 % MwSt. zzgl. Versandkosten</span></div><div class="product-meterpreis">Meterpreis: 0,69 €</div></body></html>', 'https://www.example.de/nym', '69'],
  ])('read the price: %s', (html, url, price) => {
    expect(Number(priceOf(html, url))).toBe(Number(price));
  });
});

describe('pages of the eighth review', () => {
  it.each([
    // A wholesale price beside a minimum order or a reference retail price (上代); a price block's "--coret" state.
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="produto"> <h1>Blusa canelada</h1> <strong class="preco-atacado">R$ 24,90</strong> <p>Pedido mínimo: <span class="valor">R$ 300,00</span></p> </div> <div class="barra-fixa"><span class="preco-atacado">R$ 24,90</span></div> </body> </html>', 'https://shop.example.com.br/p', '24.90'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="item"> <h1>リネン キッチンクロス</h1> <dl><dt>卸価格</dt><dd class="item-price item-price--wholesale">1,320円</dd> <dt>参考上代</dt><dd class="item-price item-price--retail">2,640円</dd></dl> </div> </body> </html>', 'https://shop.example.jp/p', '1320'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="detail"> <h1>Gamis Alya</h1> <div class="harga harga--coret"><del class="harga__lama">Rp 249.000</del> <span class="harga__baru">Rp 189.000</span></div> </div> </body> </html>', 'https://shop.example.co.id/p', '189000'],
    // A description listing its price after a delivery tick ("✓ Aynı Gün Kargo ✓ 349,90 TL").
    ['<!DOCTYPE html> <html> <head> <title>Product</title> <meta name="description" content="Kargo Pantolon ✓ Aynı Gün Kargo ✓ 349,90 TL"> </head> <body> <div class="urun"> <h1>Kargo Pantolon</h1> <div class="fiyat">₺349,90</div> <div class="havale">Havale ile %3 indirimli: <span class="fiyat">₺339,40</span></div> </div> </body> </html>', 'https://shop.example.com.tr/p', '349.90'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> <meta name="description" content="Bosch perilica posuđa ✔ Besplatna dostava ✔ 2.999,00 kn"> </head> <body> <div class="proizvod"> <h1>Bosch perilica posuđa</h1> <div class="cijena">2.999,00 kn (398,04 €)</div> </div> </body> </html>', 'https://shop.example.hr/p', '2999.00'],
    // Badges in the price box ("JIMAT", an add-on campaign's 加價購), a handset's 本体価格 with tax, a coupon or free delivery mentioned beside the price.
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>MILO 2kg</h1> <div class="price"><span class="tag">Jimat</span> RM41.90</div> </div> </body> </html>', 'https://shop.example.com.my/p', '41.90'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>陶瓷手沖咖啡組</h1> <div class="price">NT$1,280 <span class="tag">滿千加價購</span></div> </div> </body> </html>', 'https://shop.example.com.tw/p', '1280'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>iPhone SE 64GB</h1> <dl><dt>本体価格</dt><dd class="price">￥29,800 税込</dd></dl> </div> </body> </html>', 'https://shop.example.jp/p', '29800'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <div class="ec-grid2__cell"> <h1>Nintendo Switch 有機ELモデル</h1> <div class="price"><span class="label">本体価格【税込】</span> <span class="price02-default">￥37,980</span></div> </div> </div> <ul class="shelf"><li><a href="/products/detail/1190"><img src="/1190.jpg" alt=""><p>マリオカート8 デラックス</p></a><p class="price02-default">￥5,980</p></li></ul> </body> </html>', 'https://shop.example.jp/p', '37980'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <script>gtag(\'event\', \'view_item\', { currency: \'JPY\', value: 19800 });</script> <div class="item"> <h1>サイドテーブル</h1> <p class="itemPrice">19,800円（税込）<br>本体価格 18,000円</p> </div> </body> </html>', 'https://shop.example.jp/p', '19800'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>SONY α7 IV ボディ</h1> <table><tr><th>本体価格 ※税込</th><td class="product_price">248,000円</td></tr></table> </div> <div class="together"><a href="?pid=158812400"><img src="/158812400_th.jpg" alt=""><span>FE 24-105mm F4 G OSS</span></a><span class="price">148,500円</span></div> </body> </html>', 'https://shop.example.jp/p', '248000'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>Travessa oval</h1> <p class="price"><span class="amount">24,90 €</span> <small>c/ portes grátis</small></p> </div> </body> </html>', 'https://shop.example.pt/p', '24.90'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>Lounge-Sessel Lago</h1> <div class="product--price"><span class="price--content">249,00 €</span> <span class="hint">Jetzt mit Gutschein sparen</span></div> </div> </body> </html>', 'https://shop.example.de/p', '249.00'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>Moulin à café</h1> <div class="current-price"><span class="price">64,90 €</span> <span class="hint">Encore moins cher avec coupon</span></div> </div> </body> </html>', 'https://shop.example.fr/p', '64.90'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>Taladro Bosch</h1> <div class="price-info"><span class="price">59,95 €</span><div class="tag">Envío gratis con cupón</div></div> </div> </body> </html>', 'https://shop.example.es/p', '59.95'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>Linen duvet cover</h1> <div class="price-wrap"><span class="price">$129.00</span> <span class="badge">Extra savings with coupon</span></div> </div> </body> </html>', 'https://shop.example.com/p', '129.00'],
    // A line-through in a custom property, or over a box whose sale price floats or is an inline block.
    ['<html><head><title>Apron</title></head><body><h1>Linen Apron</h1> <div class="product-block--price" style="--compare-decoration: line-through;"><span class="product__price">$32.00</span> <span class="product__price--compare">$45.00</span></div> </body></html>', 'https://linen.example.com/products/apron', '32.00'],
    ['<html><head><title>Deckchair</title></head><body><h1>Deckchair</h1> <div style="text-decoration: line-through">UVP 349,00 € <span class="preis" style="float: right; text-decoration: none">279,00 €</span></div> </body></html>', 'https://www.garten.example.de/deckchair.html', '279.00'],
    ['<html><head><title>Czajnik</title></head><body><h1>Czajnik Retro</h1> <div style="text-decoration: line-through">Cena regularna: 189,00 zł <span class="cena-promocyjna" style="display: inline-block; text-decoration: none">149,00 zł</span></div> </body></html>', 'https://www.kuchnia.example.pl/czajnik', '149.00'],
    // Other shops' "final price" boxes: after a cashback, a trade-in, with a code, with Pix.
    ['<html><head><title>EOS R6</title></head><body><h1>Canon EOS R6</h1> <div class="info"><div class="product--price"><span class="price--content">2.199,00 €</span></div><div class="product--price price--final-cashback">Endpreis nach Canon Cashback: 1.999,00 €</div></div> </body></html>', 'https://www.foto.example.de/eos-r6', '2199.00'],
    ['<html><head><title>Roomba</title></head><body><div class="product"><h1>Roomba i7+</h1> <div class="product-prices"><div class="product-price" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><div class="current-price"><span itemprop="price" content="749">749,00 €</span></div></div><div class="prezzo-finale">Prezzo finale dopo il cashback: <strong>649,00 €</strong></div></div> </div></body></html>', 'https://www.casa.example.it/roomba-i7', '749.00'],
    ['<html><head><title>iPhone</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"iPhone 13 Pro","offers":{"@type":"Offer","price":"899.00","priceCurrency":"USD"}}</script></head><body> <div class="summary"><h1>iPhone 13 Pro 256GB</h1><p class="price"><span class="amount">$899.00</span></p><div class="final-price">Final price after trade-in: <span>$649.00</span></div></div> </body></html>', 'https://recell.example.com/product/iphone-13-pro/', '899.00'],
    ['<html><head><title>Yogamatte</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Yogamatte","offers":{"@type":"Offer","price":"89.90","priceCurrency":"EUR"}}</script></head><body><div class="product"><h1>Yogamatte Grip Pro</h1> <div class="price-wrapper"><span class="product-price">89,90 €</span><div class="dcp-final-price">Endpreis mit Code SOMMERYOGA: <strong>76,42 €</strong></div></div> </div></body></html>', 'https://matten.example.de/products/yogamatte', '89.90'],
    ['<html><head><title>Air Fryer</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Air Fryer","offers":{"@type":"Offer","price":"449.90","priceCurrency":"BRL"}}</script></head><body><div class="product"><h1>Air Fryer Mondial 4L</h1> <div class="produto-precos"><span class="preco-por">R$ 449,90</span> <span class="preco-final-pix">Preço final no Pix: R$ 427,40</span></div> </div></body></html>', 'https://www.casa.example.com.br/air-fryer', '449.90'],
    // A base price beside a total that prints it again; a price with tax in brackets, said so beside.
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="configurator"> <h1>Stad S7</h1> <div class="base-price"><span class="price">€ 2.499,00</span></div> <div class="service"><span class="price">€ 79,00</span></div> <div class="total"><span class="price">€ 2.499,00</span></div> </div> </body> </html>', 'https://shop.example.de/p', '2499.00'],
    ['<!DOCTYPE html> <html> <head> <title>Product</title> </head> <body> <div class="product"> <h1>DeWALT hammer drill</h1> <p class="row"><span class="price">$208.18</span> ex GST</p> <p class="row"><span class="price">($229.00)</span> inc GST</p> </div> </body> </html>', 'https://shop.example.com.au/p', '229.00'],
    // Layout: a table row of side boxes and the product's long cell; osCommerce's buttons row in its cart form; an <h1> linking to its own page; a side column's heading that only begins the title; a subscription checked by default.
    ['<html><head><title>Ship Bell</title></head><body><table><tr> <td><a href="/lamp.html"><img src="/lamp.jpg"></a> Lamp £39.95</td> <td><b>Ship Bell 6 inch</b> <p>Cast brass bell with bracket and lanyard, hand polished, supplied in a gift box. Height with bracket 22cm, weight 1.6kg. Engraving available on request.</p> Price: <font class="price">£54.95</font> <a href="/engraving.html"><img src="/i/engrave.gif"> Engraving</a></td> <td><a href="/clock.html"><img src="/clock.jpg"></a> Clock £89.00</td> </tr></table></body></html>', 'http://www.nautical.example.co.uk/bells/ship-bell.html', '54.95'],
    ['<html><head><title>Kites</title></head><body><form name="cart_quantity" action="product_info.php?action=add_product" method="post"><table class="infoBox"><tr class="infoBoxContents"><td><table><tr> <td class="main"><a href="product_reviews.php?products_id=42"><img src="button_reviews.gif"></a> <b>Our Price:</b> <span class="productPrice">£189.95</span></td> <td class="main"><input type="image" src="button_in_cart.gif"></td></tr></table></td></tr></table></form></body></html>', 'https://www.kites.example.co.uk/catalog/product_info.php?products_id=42', '189.95'],
    ['<html><head><title>Teapot</title></head><body> <div id="product"><h1><a href="./">Ash-Glazed Teapot</a></h1><p class="price">$145.00</p></div> <div id="matching"><h1>Matching pieces</h1><p class="price">$85.00</p></div> </body></html>', 'https://www.pottery.example.com/shop/teapot/', '145.00'],
    ['<html><head><title>Sencha Fukamushi 100g | Chanoha Tea</title></head><body> <div id="header"><h1><a href="https://www.chanoha.example.com/">Chanoha Tea</a></h1></div> <div id="left"><div class="box"><h3>Sencha</h3><p>Tea of the month <span class="price">$18.50</span></p></div></div> <div id="main"><h2>Sencha Fukamushi 100g</h2><p class="price">$24.00</p><div class="buybar"><span class="price">$24.00</span></div></div> </body></html>', 'https://www.chanoha.example.com/sencha-fukamushi.html', '24.00'],
    ['<html><head><title>青汁</title></head><body><h1>青汁 30包</h1> <div class="item-price">販売価格 <span class="item-price-num">3,980円</span>（税込）</div> <label><input type="radio" name="buy_type" value="normal"> 通常購入 <span class="buy-type-price">3,980円</span></label> <label><input type="radio" name="buy_type" value="teiki" checked> 定期便 初回 <span class="buy-type-price">1,990円</span></label> </body></html>', 'https://www.aojiru.example.jp/item/30/', '3980'],
  ])('read the price: %s', (html, url, price) => {
    expect(Number(priceOf(html, url))).toBe(Number(price));
  });
});

describe('pages of the ninth review', () => {
  it.each([
    // A Shopify section named for combos around the product's own price; Amazon's "priceToPay".
    ['<html><head><title>Ultimate Beard Care Combo</title></head><body><div id="ProductSection-product-combo-template"><h1 class="product-single__title">Ultimate Beard Care Combo</h1><p class="product-single__prices"><s id="ComparePrice-product-combo-template" class="product-single__sale-price">Rs. 1,497</s><span id="ProductPrice-product-combo-template" class="product-single__price">Rs. 1,099</span></p><button type="submit">Add to cart</button></div></body></html>', 'https://www.beardshop.example.in/products/ultimate-beard-care-combo', '1099'],
    ['<html><head><title>Kaffeevollautomat</title></head><body><h1>Siemens EQ.6 plus s300</h1> <div id="corePrice_feature_div"><span class="a-price apexPriceToPay">679,99 €</span> <span class="basisPrice">UVP: <s>1.199,00 €</s></span></div></body></html>', 'https://www.amazon.de/dp/B07CZPK31Q', '679.99'],
    // An amount about another currency's total; a deal on three beside the price of one; a set's or four tyres' price beside the price of one.
    ['<html><head><title>Kind of Blue</title></head><body><h1>Miles Davis - Kind of Blue</h1> <div class="price_box"><span class="price">€22.00</span> <span class="item_shipping">+€14.00 shipping</span> <span class="converted_price">about <span class="converted_total">$43.61</span> total</span></div></body></html>', 'https://www.discogs.com/sell/item/1304821177', '22.00'],
    ['<html><head><title>Leite</title></head><body><h1>Leite Integral 1L</h1> <div class="product-detail__price"><span class="current-price">R$ 9,49</span><span class="unit">/un</span></div> <div class="product-detail__promo"><span class="promo-label">Leve 3 por</span> <span class="promo-price">R$ 24,99</span></div></body></html>', 'https://www.paodeacucar.com/produto/1', '9.49'],
    ['<html><head><title>Tire</title></head><body><h1>Michelin Defender2</h1> <div class="product-price"><span class="price">$189.99</span> each</div> <div class="set-price"><span class="label">Set of 4:</span> <span class="price">$759.96</span></div></body></html>', 'https://www.discounttire.com/buy-tires/michelin-defender2/p/1', '189.99'],
    ['<html><head><title>Reifen</title></head><body><h1>Continental WinterContact TS 870</h1> <div class="artikel-preis"><span class="preis">89,90 €</span> / Stück</div> <div class="satz-preis"><span class="label">Preis für 4 Reifen:</span> <span class="preis">359,60 €</span></div></body></html>', 'https://www.reifen.example.de/continental-ts870', '89.90'],
    // Australia's dollar written "A$", no range's top; a multibuy offer after the price, not a label of it.
    ['<html><head><title>Game on Steam</title></head><body><div class="apphub_AppName">Night City Story</div><div class="game_purchase_action"><div class="game_purchase_action_bg"><div class="game_purchase_price price" data-price-final="7995">A$ 79.95</div><div class="btn_addtocart"><a href="#"><span>Add to Cart</span></a></div></div></div></body></html>', 'https://store.steampowered.com/app/1091500/x/', '79.95'],
    ['<html><head><title>AirPods Pro - Apple (AU)</title></head><body><h1 class="as-productname">AirPods Pro</h1><div class="as-price as-pdp-price"><span class="as-price-currentprice as-pdp-currentprice"><span class="current_price">A$399.00</span></span></div><button>Add to Bag</button></body></html>', 'https://www.apple.com/au/shop/product/MWP22FE/A/airpods-pro', '399.00'],
    ['<html><head><title>Argan Oil Shampoo</title></head><body><h1>Argan Oil Shampoo 250ml</h1><div class="price-panel"><div class="price"><span class="price__current">£4.99</span></div><a class="promotion-label" href="/offers">Buy 2 get one free</a></div><button>Add to basket</button></body></html>', 'https://www.pharmacy.example.co.uk/argan-oil-shampoo/p/817263', '4.99'],
    ['<html><head><title>Vitamin C</title></head><body><h1>Vitamin C 1000mg 60 Tablets</h1><div class="price-panel"><div class="price"><span class="price__current">£6.50</span></div><a class="promotion-label" href="/offers">Buy 3 get the cheapest free</a></div><button>Add to basket</button></body></html>', 'https://www.pharmacy.example.co.uk/vitamin-c/p/5521', '6.50'],
  ])('read the price: %s', (html, url, price) => {
    expect(Number(priceOf(html, url))).toBe(Number(price));
  });

  it.each([
    // A bundle's range from its low end to its top, in French; a pack's per-piece price in Tesco's per-measure box beside a pack price the names hide.
    ['<html lang="fr"><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Pack bureau","offers":{"@type":"AggregateOffer","lowPrice":"249.00","highPrice":"489.00","priceCurrency":"EUR"}}</script></head><body><h1>Pack bureau</h1><div class="price-box price-final_price"><p class="price-from"><span class="price-label">De</span> <span class="price-wrapper"><span class="price">249,00 €</span></span></p><p class="price-to"><span class="price-label">À</span> <span class="price-wrapper"><span class="price">489,00 €</span></span></p></div></body></html>', 'https://www.bureau.example.fr/pack-bureau.html'],
    ['<html><body><div class="product-details-tile"><h1 class="product-details-tile__title">Tesco Free Range Large Eggs 6 Pack</h1> <div class="price-details--wrapper"><div class="price-control-wrapper"> <div class="price-per-sellable-unit price-per-sellable-unit--price price-per-sellable-unit--price-per-item"><div><span data-auto="price-value" class="value">1.15</span><span class="currency">£</span></div></div> <div class="price-per-quantity-weight"><span class="currency">£</span><span data-auto="price-value" class="value">0.19</span><span class="weight">/each</span></div> </div></div></div></body></html>', 'https://www.tesco.com/groceries/en-GB/products/254656543'],
  ])('give no price: %s', (html, url) => {
    expect(priceOf(html, url)).toBeUndefined();
  });
});
