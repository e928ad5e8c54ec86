import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';

// Price blocks of large shops the benchmark's public half lacks, as their pages marked them up in
// 2020–22, without structured data, so the price comes from the page's text. Each page keeps what
// misled the reader: a price with a code, a set's worth, an open-box offer, a fee, a service, a
// member price, a sample, other products' boxes named as such, and the names a page's layout or
// screen-reader text gives its boxes.

describe('prices that are not what everyone pays for this product', () => {
  it("reads the sale price, not the price with a promotion code (Kohl's)", () => {
    const html = page(
      "Men's Flannel Button-Down Shirt | Kohl's",
      `<h1 class="product-title">Men's Sonoma Goods For Life Flannel Button-Down Shirt</h1>
      <div class="pdp-price-container" id="pdp-Pricing">
        <div class="pdpprice-row2"><span class="pdpprice-row2-main-text">$17.99</span><span class="pdpprice-row2-sale-text"> Sale</span></div>
        <div class="pdpprice-row1"><span class="pdpprice-row1-reg-price">Regular <span class="pdpprice-row1-reg-price-strike">$36.00</span></span></div>
        <div class="pdp-offers"><div class="pdp-offer-callout">Take 15% off with code CYBER15 · <span class="pdp-offer-price">Your Price $15.29 with code</span></div></div>
      </div>`,
    );
    expect(read(html, 'https://www.kohls.com/product/prd-4162734/flannel-shirt.jsp')).toMatchObject({ price: '17.99', currency: 'USD' });
  });

  it("reads Kohl's sale price beside a regular price in a box named 'struck', not 'strike'", () => {
    const html = page(
      "The Big One Supersoft Plush Throw | Kohl's",
      `<h1 class="product-title">The Big One® Supersoft Plush Throw</h1>
      <div class="pdp-price pdp-Pricing"><div class="pdpprice-row2"><span class="pdpprice-row2-main-text pdpprice-row2-main-text-red">$14.99</span> <span class="pdpprice-row2-main-text-label">Sale</span></div>
      <div class="pdpprice-row1">Regular <span class="pdpprice-row1-reg-price-struck">$39.99</span></div></div>`,
    );
    expect(read(html, 'https://www.kohls.com/product/prd-2536474/the-big-one-supersoft-plush-throw.jsp')).toMatchObject({ price: '14.99', currency: 'USD' });
  });

  it("reads the sale price, not the set's worth (Sephora)", () => {
    const html = page(
      'Mini Lip Glow Oil Trio | Sephora',
      `<h1>Mini Lip Glow Oil Trio</h1>
      <p class="product-price"><b class="price-sale">$31.50</b> <s class="price-list">$45.00</s> <span class="price-value">($72.00 value)</span></p>
      <p>or 4 payments of $7.88 with <b>Klarna.</b></p>`,
    );
    expect(read(html, 'https://www.sephora.com/product/mini-lip-glow-oil-trio-P482211')).toMatchObject({ price: '31.50', currency: 'USD' });
  });

  it('reads the new price, not an open-box offer nor the screen-reader text that says the price again (Best Buy)', () => {
    const html = page(
      'Sony 65" Class X80J 4K TV - Best Buy',
      `<div class="shop-product-title"><h1 class="heading-5">Sony - 65" Class X80J 4K Ultra HD LED Google TV</h1></div>
      <div class="shop-pricing-price"><div class="priceView-price">
        <div class="priceView-hero-price priceView-customer-price"><span aria-hidden="true">$799.99</span><span class="sr-only">Your price for this item is $799.99</span></div>
        <div class="pricing-price__regular-price">Was $999.99</div></div></div>
      <div class="shop-open-box-price"><span class="open-box-label">Open-Box</span> <span class="open-box-price">$719.99</span></div>`,
    );
    expect(read(html, 'https://www.bestbuy.com/site/sony-65-class-x80j/6459312.p')).toMatchObject({ price: '799.99', currency: 'USD' });
  });

  it('reads the price, not a mail-in rebate (Newegg)', () => {
    const html = page(
      'WD 2TB External Hard Drive - Newegg.com',
      `<h1 class="product-title">WD 2TB Elements Portable External Hard Drive</h1>
      <div class="product-price"><ul class="price">
        <li class="price-current">$<strong>149</strong><sup>.99</sup></li>
        <li class="price-note"><span class="price-note-dollar">$10.00</span><span class="price-note-label"> Mail-in Rebate Card</span></li></ul></div>`,
    );
    expect(read(html, 'https://www.newegg.com/p/N82E16822234350')).toMatchObject({ price: '149.99', currency: 'USD' });
  });

  it('reads the price, not the eco-fee it includes (Darty, Boulanger)', () => {
    const html = page(
      'Lave-linge Bosch WAN28208FF - Darty',
      `<div class="product_head main_product"><h1 class="product_name">Lave-linge hublot BOSCH WAN28208FF</h1>
        <div class="darty_prix darty_mediumbig">499<span class="darty_cents">€00</span></div>
        <p class="price__ecopart">Dont 7,00 € d'éco-participation</p></div>`,
    );
    expect(read(html, 'https://www.darty.com/nav/achat/lave_linge/WAN28208FF.html')).toMatchObject({ price: '499', currency: 'EUR' });
  });

  it("reads JD's price, not the members' PLUS price", () => {
    const html = page(
      '美的电饭煲4L - 京东',
      `<div class="itemInfo-wrap"><div class="sku-name">美的（Midea）电饭煲电饭锅4L家用智能预约</div>
        <div class="summary-price J-summary-price"><div class="dt">京 东 价</div><div class="dd"><span class="p-price"><span>￥</span><span class="price J-p-100004285614">299.00</span></span></div></div>
        <div class="summary-price J-summary-price-plus"><div class="dt">PLUS价</div><div class="dd"><span class="p-price-plus"><span class="price">￥289.00</span></span></div></div></div>`,
    );
    expect(read(html, 'https://item.jd.com/100004285614.html')).toMatchObject({ price: '299' });
  });

  it("gives no price for a page that shows only a supplier's price range, not its sample price (Alibaba)", () => {
    const html = page(
      'Custom Cotton Tote Bag - Alibaba.com',
      `<div class="ma-main-wrap"><h1 class="ma-title">Custom Printed Cotton Canvas Tote Bag</h1>
        <div class="ma-reference-price"><span class="ma-ref-price-title">FOB Reference Price:</span> <span class="ma-ref-price">US $6.80 - $9.50</span></div>
        <dl class="ma-brief-item"><dt>Sample Price:</dt><dd><span class="sample-price">US $15.00</span>/Piece, 1 Piece (Min. Order)</dd></dl></div>`,
    );
    expect(read(html, 'https://www.alibaba.com/product-detail/Custom-Cotton-Tote_1600123456789.html').price).toBeUndefined();
  });

});

describe('boxes of other products, and names that are not about the price', () => {
  it("gives no price for a range of sizes, not the price of a recently viewed product (Next)", () => {
    const html = page(
      'Navy Long Sleeve T-Shirt | Next UK',
      `<div class="StyleContent"><div class="StyleHeader"><h1>Navy Long Sleeve Crew Neck T-Shirt (3mths-7yrs)</h1></div>
        <div class="StyleCopy"><div class="Price"><div class="nowPrice"><span>£6 - £9</span></div></div></div></div>
      <div class="RecentlyViewed"><h2>Recently Viewed</h2><div class="Product"><a href="/style/st401234">Grey Bouclé Cushion</a><div class="Price">£22</div></div></div>`,
    );
    expect(read(html, 'https://www.next.co.uk/style/st479342/c45631').price).toBeUndefined();
  });

  it('reads a price inside layout utility classes (Tailwind\'s "max-w-7xl", "from-white") and a block named "grid"', () => {
    const tailwind = page(
      'Desk Lamp',
      `<div class="max-w-7xl mx-auto px-4"><div class="bg-gradient-to-r from-white to-gray-50"><h1 class="text-3xl">Desk Lamp</h1><p class="text-2xl product-price">$20.00</p></div></div>`,
    );
    expect(read(tailwind, 'https://www.lamps.example.com/p/desk-lamp')).toMatchObject({ price: '20', currency: 'USD' });
    const grid = page(
      'LED Bulbs (16-Pack) - The Home Depot',
      `<div class="grid" data-component="ProductDetails"><h1 class="product-details__title">60-Watt Equivalent A19 LED Light Bulb (16-Pack)</h1>
        <div class="price-detailed__wrapper"><div class="price"><div class="price-format__main-price"><span class="price-format__large-symbols">$</span><span>24</span><span class="price-format__large-symbols">97</span></div></div>
        <div class="price-detailed__unit-cost"><span>($1.56 /bulb)</span></div></div></div>`,
    );
    expect(read(grid, 'https://www.homedepot.com/p/Philips-LED-16-Pack/313587112')).toMatchObject({ price: '24.97', currency: 'USD' });
  });

  it('reads a price beside which the saving is named in a data-testid (Walmart)', () => {
    const walmart = page(
      'Ninja Professional Plus Blender - Walmart.com',
      `<section class="product-info"><h1 class="f3 b">Ninja Professional Plus Blender with Auto-iQ, BN701</h1>
        <div class="flex flex-wrap" data-testid="price-wrap"><span class="b f1 green">Now $79.00</span> <span class="f6 gray strike">$99.99</span>
          <div class="f6" data-testid="you-save">You save <span class="green b">$20.99</span></div></div></section>`,
    );
    expect(read(walmart, 'https://www.walmart.com/ip/Ninja-Blender/570000001')).toMatchObject({ price: '79', currency: 'USD' });
  });

});

describe('screen-reader text and prices split into parts', () => {
  it('reads a price split into "44." and "99" apart, its screen-reader copy left out (MediaMarkt)', () => {
    const html = page(
      'FIFA 22 - MediaMarkt',
      `<div class="ProductDetailPage__StyledGrid-sc-10n3nb6-0"><h1>FIFA 22 - [PlayStation 5]</h1>
        <div data-test="mms-product-price" class="StyledPriceWrapper-sc-1xaeo8e-0">
          <div data-test="mms-strike-price"><p class="StrikePrice-sc-1ryecu2-1">statt <span class="StrikeThrough">69,99 €</span></p></div>
          <span class="ScreenreaderTextSpan-sc-11hj9ix-0">44,99 €</span>
          <div aria-hidden="true" data-test="mms-branded-price">
            <span data-test="branded-price-currency">€</span>
            <span data-test="branded-price-whole-value">44.</span>
            <span data-test="branded-price-decimal-value">99</span>
          </div></div></div>`,
    );
    expect(read(html, 'https://www.mediamarkt.de/de/product/_fifa-22-2765432.html')).toMatchObject({ price: '44.99', currency: 'EUR' });
  });

  it('reads a price labelled "Price:", beside the crossed-out original price (Etsy, Bootstrap)', () => {
    const html = page(
      'Personalized Leather Keychain - Etsy',
      `<h1 class="wt-text-body-03">Personalized Leather Keychain, Custom Initials</h1>
      <div data-buy-box-region="price"><div class="wt-display-flex-xs">
        <p class="wt-text-title-03"><span class="wt-screen-reader-only">Price:</span>$24.00</p>
        <p class="wt-text-strikethrough wt-text-caption"><span class="wt-screen-reader-only">Original Price:</span>$32.00</p></div></div>`,
    );
    expect(read(html, 'https://www.etsy.com/listing/1012345678/personalized-leather-keychain')).toMatchObject({ price: '24', currency: 'USD' });
    // The original price's label only for screen readers: the crossed-out box beside is still no second price.
    const bootstrap = page(
      'Leather Keychain',
      `<h1>Personalized Leather Keychain</h1><div class="buy-box"><p class="lead"><b>Price:</b> $24.00</p><p class="price-old text-muted"><span class="sr-only">Original price:</span>$32.00</p></div>`,
    );
    expect(read(bootstrap, 'https://www.leather.example.com/p/keychain')).toMatchObject({ price: '24', currency: 'USD' });
  });
});

describe('prices of countries the public half has few of', () => {
  it.each([
    { beforeTax: 'Hinta ilman ALV:tä 322,50 €', shown: '399,90 €', host: 'www.shop.example.fi', price: '399.90', currency: 'EUR' },
    { beforeTax: 'eks. mva 7 992 kr', shown: '9 990 kr', host: 'www.shop.example.no', price: '9990', currency: 'NOK' },
    { beforeTax: 'áfa nélkül 10.228 Ft', shown: '12.990 Ft', host: 'www.shop.example.hu', price: '12990', currency: 'HUF' },
    { beforeTax: 'fără TVA 840,34 lei', shown: '999,99 lei', host: 'www.shop.example.ro', price: '999.99', currency: 'RON' },
    { beforeTax: 'без НДС 15 833 ₽', shown: '18 999 ₽', host: 'www.shop.example.ru', price: '18999', currency: 'RUB' },
    { beforeTax: 'KDV hariç 1.332,50 TL', shown: '1.599,00 TL', host: 'www.shop.example.com.tr', price: '1599', currency: 'TRY' },
  ])('reads the price with tax, not the one before it: "$beforeTax"', ({ beforeTax, shown, host, price, currency }) => {
    const html = page(
      'Robot vacuum',
      `<main><h1>Robot vacuum i3+</h1><div class="product-price"><span class="price-current">${shown}</span></div><div class="product-price-vat">${beforeTax}</div></main>`,
    );
    expect(read(html, `https://${host}/p/robot-vacuum`)).toMatchObject({ price, currency });
  });
});
