import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';

// Product pages of common shop platforms and themes as their default templates mark up prices, with
// the structured data (JSON-LD, microdata, RDFa, product meta tags) taken out, so the price comes from
// the page's analytics tags and its price text alone. Each page keeps the distractors that matter:
// old prices, instalments, per-unit and before-tax prices, the header's cart, related products.
// Each test asserts what a careful reader would answer; `it.fails` marks a page the extractor gets
// wrong today, with what it returns and the rule that causes it in the comment above.
// The platforms shops use the world over; regional-platforms.test.ts holds those of one country or region.

describe('Shopify Dawn', () => {
  const dawnPrice = (regular: string, compareAt = '') => `
    <div class="price price--large${compareAt ? ' price--on-sale' : ''} price--show-badge"><div class="price__container">
      <div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span>
        <span class="price-item price-item--regular">${regular}</span></div>
      <div class="price__sale"><span class="visually-hidden visually-hidden--inline">Regular price</span>
        <span><s class="price-item price-item--regular">${compareAt}</s></span>
        <span class="visually-hidden visually-hidden--inline">Sale price</span>
        <span class="price-item price-item--sale price-item--last">${regular}</span></div>
      <small class="unit-price caption hidden"><span class="visually-hidden">Unit price</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span></span></small>
    </div><span class="badge price__badge-sale">Sale</span><span class="badge price__badge-sold-out">Sold out</span></div>`;
  const dawn = (title: string, price: string, card: string, currency: string) =>
    page(
      title,
      `<cart-drawer class="drawer"><div id="CartDrawer" class="cart-drawer"><table class="cart-items"><tr class="cart-item"><td class="cart-item__details"><a class="cart-item__name">Gift card</a></td>
        <td class="cart-item__totals right"><div class="cart-item__price-wrapper"><span class="price price--end">${card}</span></div></td></tr></table>
        <div class="totals"><h2 class="totals__total">Estimated total</h2><p class="totals__total-value">${card}</p></div></div></cart-drawer>
      <header class="header"><a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble"><div class="cart-count-bubble"><span aria-hidden="true">1</span></div></a></header>
      <main id="MainContent"><section id="MainProduct-template--1__main"><div class="product product--large grid grid--2-col-tablet">
        <div class="grid__item product__media-wrapper"><img src="//cdn.shopify.com/s/files/1/0001/products/p.jpg" width="1200" height="1200"></div>
        <div class="product__info-wrapper grid__item"><section class="product__info-container">
          <p class="product__text caption-with-letter-spacing">Field Co</p><div class="product__title"><h1>${title}</h1></div>
          <div class="no-js-hidden" id="price-template--1__main" role="status">${price}</div>
          <div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div>
          <form method="post" action="/cart/add" class="installment caption-large"><shopify-payment-terms variant-id="4001"></shopify-payment-terms></form>
          <form method="post" action="/cart/add" class="form"><button type="submit" name="add" class="product-form__submit button">Add to cart</button></form>
        </section></div></div></section>
      <product-recommendations class="related-products page-width"><h2 class="related-products__heading">You may also like</h2><ul class="grid product-grid">
        <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__information"><h3 class="card__heading">Socks</h3>${dawnPrice(card)}</div></div></li>
      </ul></product-recommendations></main>
      <script>window.Shopify = window.Shopify || {}; Shopify.shop = "field-co.myshopify.com"; Shopify.currency = {"active":"${currency}","rate":"1.0"};</script>`,
    );

  it('reads the sale price of a product on sale, not the compare-at price', () => {
    const html = dawn('Waxed canvas jacket', dawnPrice('£45.00 GBP', '£60.00 GBP'), '£25.00 GBP', 'GBP');
    expect(read(html, 'https://www.fieldco.co.uk/products/waxed-canvas-jacket')).toMatchObject({ price: '45', currency: 'GBP', old_price: '60' });
  });

  it('reads the price of a product not on sale, which Dawn prints in both its regular and its sale box', () => {
    const html = dawn('Merino crew jumper', dawnPrice('$89.00 AUD'), '$30.00 AUD', 'AUD');
    expect(read(html, 'https://fieldco.com.au/products/merino-crew')).toMatchObject({ price: '89', currency: 'AUD', old_price: undefined });
  });
});

describe('WooCommerce Storefront', () => {
  const storefront = (title: string, price: string, script: string) =>
    page(
      `${title} – Tienda Olivo`,
      `<header id="masthead" class="site-header" role="banner"><ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="/carrito/">
        <span class="woocommerce-Price-amount amount"><bdi>12,50&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span> <span class="count">1 producto</span></a></li></ul></header>
      <div id="primary" class="content-area"><main id="main" class="site-main"><div id="product-123" class="product type-product">
        <div class="woocommerce-product-gallery"><img src="/wp-content/uploads/camiseta.jpg" data-large_image="/wp-content/uploads/camiseta-full.jpg"></div>
        <div class="summary entry-summary"><h1 class="product_title entry-title">${title}</h1>${price}
          <div class="woocommerce-product-details__short-description"><p>Algodón orgánico, corte recto.</p></div>
          <form class="cart" method="post"><button type="submit" name="add-to-cart" value="123" class="single_add_to_cart_button button alt">Añadir al carrito</button></form></div>
        <section class="related products"><h2>Productos relacionados</h2><ul class="products columns-4">
          <li class="product type-product"><a href="/producto/gorra/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Gorra</h2>
            <span class="price"><span class="woocommerce-Price-amount amount"><bdi>12,50&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></span></a></li>
          <li class="product type-product"><a href="/producto/bolsa/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Bolsa</h2>
            <span class="price"><span class="woocommerce-Price-amount amount"><bdi>9,95&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></span></a></li>
        </ul></section></div></main></div>
      <script>fbq('track', 'ViewContent', {"source": "woocommerce", "content_name": "${title}", "content_type": "product", "value": "${script}", "currency": "EUR"});</script>`,
    );
  const amount = (value: string) => `<span class="woocommerce-Price-amount amount"><bdi>${value}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;

  it('reads the <ins> price of a simple product on sale, not the <del> one nor the header cart or related products', () => {
    const price = `<p class="price"><del aria-hidden="true">${amount('29,95')}</del> <span class="screen-reader-text">El precio original era: 29,95&nbsp;&euro;.</span><ins aria-hidden="true">${amount('24,95')}</ins><span class="screen-reader-text">El precio actual es: 24,95&nbsp;&euro;.</span></p>`;
    expect(read(storefront('Camiseta de algodón', price, '24.95'), 'https://tiendaolivo.es/producto/camiseta/')).toMatchObject({ price: '24.95', currency: 'EUR', old_price: '29.95' });
  });

  // The pixel reports the range's low end, printed as "19,95 € – 29,95 €" and "desde 19,95 €": one
  // end of a range or a "from" price is no price of the product (findPrintedPrice's isRangeEnd).
  it('gives no price for a variable product that prints a range, even when its pixel reports the lowest one', () => {
    const price = `<p class="price"><span class="woocommerce-Price-amount amount" aria-hidden="true"><bdi>19,95&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span> <span aria-hidden="true">–</span> ${amount('29,95')}<span class="screen-reader-text">Rango de precios: desde 19,95&nbsp;&euro; hasta 29,95&nbsp;&euro;</span></p>
      <div class="woocommerce-variation single_variation"></div>`;
    expect(read(storefront('Sudadera con capucha', price, '19.95'), 'https://tiendaolivo.es/producto/sudadera/').price).toBeUndefined();
  });
});

describe('Magento 2 Luma', () => {
  const luma = (title: string, info: string, currency = '$', head = '') =>
    page(
      title,
      `<header class="page-header"><div class="header content"><div data-block="minicart" class="minicart-wrapper"><a class="action showcart" href="/checkout/cart/"><span class="text">My Cart</span><span class="counter qty"><span class="counter-number">1</span></span></a></div></div></header>
      <main id="maincontent" class="page-main"><div class="columns"><div class="column main">
        <div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">${title}</span></h1></div>
          ${info}
          <div class="product-add-form"><form action="/checkout/cart/add/product/1556/" id="product_addtocart_form"><button type="submit" title="Add to Cart" class="action primary tocart" id="product-addtocart-button"><span>Add to Cart</span></button></form></div>
        </div>
        <div class="block related"><div class="block-title title"><strong id="block-related-heading">Related Products</strong></div><ol class="products list items product-items">
          <li class="item product product-item"><div class="product-item-info related-available"><strong class="product name product-item-name"><a class="product-item-link">Fusion Backpack</a></strong>
            <div class="price-box price-final_price" data-role="priceBox" data-product-id="14"><span class="price-container price-final_price tax weee"><span id="product-price-14" data-price-amount="59" data-price-type="finalPrice" class="price-wrapper "><span class="price">${currency}59.00</span></span></span></div></div></li>
        </ol></div></div></div></main>`,
      head,
    );
  const amount = (id: string, type: string, value: string, text: string) => `<span id="${id}" data-price-amount="${value}" data-price-type="${type}" class="price-wrapper "><span class="price">${text}</span></span>`;
  const sku = '<div class="product-info-stock-sku"><div class="stock available"><span>In stock</span></div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value">WS12</div></div></div>';

  it('reads the special price of a product on sale, not its old price', () => {
    const info = `<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1556" data-price-box="product-id-1556">
      <span class="special-price"><span class="price-container price-final_price tax weee"><span class="price-label">Special Price</span>${amount('product-price-1556', 'finalPrice', '17', '$17.00')}</span></span>
      <span class="old-price"><span class="price-container price-final_price tax weee"><span class="price-label">Regular Price</span>${amount('old-price-1556', 'oldPrice', '22', '$22.00')}</span></span>
    </div>${sku}</div>`;
    expect(read(luma('Radiant Tee', info), 'https://shop.lumagear.com/radiant-tee.html')).toMatchObject({ price: '17', currency: 'USD', old_price: '22' });
  });

  // "Buy 3 for $15.00 each" is a tier price: "tier" in its classes and "each"/"buy N" beside it.
  it('reads the price of one item, not the tier price for buying several', () => {
    const info = `<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1556">
      <span class="price-container price-final_price tax weee">${amount('product-price-1556', 'finalPrice', '17', '$17.00')}</span></div>${sku}</div>
      <ul class="prices-tier items"><li class="item">Buy 3 for <span class="price-container price-tier_price tax weee">${amount('', '', '15', '$15.00')}</span> each and <strong class="benefit">save<span class="percent tier-0">&nbsp;12</span>%</strong></li></ul>`;
    expect(read(luma('Radiant Tee', info), 'https://shop.lumagear.com/radiant-tee.html')).toMatchObject({ price: '17', currency: 'USD' });
  });

  // "As low as", "from", "a partir de", "ab" beside an amount make it a minimum price (QUALIFIED).
  it('gives no price for a configurable product priced "As low as" until an option is chosen', () => {
    const info = `<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1557">
      <span class="normal-price"><span class="price-container price-final_price tax weee"><span class="price-label">As low as</span>${amount('product-price-1557', 'finalPrice', '45', '$45.00')}</span></span></div>${sku}</div>
      <div class="swatch-opt"><div class="swatch-attribute size"><span class="swatch-attribute-label">Size</span><div class="swatch-option text">S</div><div class="swatch-option text">XL</div></div></div>`;
    expect(read(luma('Proteus Fitness Jackshirt', info), 'https://shop.lumagear.com/proteus-fitness-jackshirt.html').price).toBeUndefined();
  });

  // Magento labels the price before tax only in data-label="Excl. BTW" and its class words
  // (price-excluding-tax): the heuristics leave that box out, and so does the check of what the page
  // prints behind the dataLayer's value (isBeforeTaxBox).
  it('reads the price including VAT when the shop shows both, though its analytics report the price before tax', () => {
    const info = `<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1556"><span class="price-container price-final_price tax weee">
      <span id="price-including-tax-product-price-1556" data-label="Incl. BTW" data-price-amount="21.78" data-price-type="finalPrice" class="price-wrapper price-including-tax"><span class="price">€&nbsp;21,78</span></span>
      <span id="price-excluding-tax-product-price-1556" data-label="Excl. BTW" data-price-amount="18" data-price-type="basePrice" class="price-wrapper price-excluding-tax"><span class="price">€&nbsp;18,00</span></span>
    </span></div>${sku}</div>`;
    const head = `<script>window.dataLayer = window.dataLayer || []; dataLayer.push({"event": "view_item", "ecommerce": {"currency": "EUR", "value": 18.00, "items": [{"item_id": "WS12", "item_name": "Radiant Tee", "price": 18.00}]}});</script>`;
    expect(read(luma('Radiant Tee', info, '€ ', head), 'https://www.sportwinkel.nl/radiant-tee.html')).toMatchObject({ price: '21.78', currency: 'EUR' });
  });
});

describe('PrestaShop 1.7 classic', () => {
  const classic = (title: string, prices: string, related: string) =>
    page(
      title,
      `<header id="header"><div id="_desktop_cart"><div class="blockcart cart-preview active"><div class="header"><a rel="nofollow" href="/cart?action=show"><i class="material-icons shopping-cart">shopping_cart</i><span class="hidden-sm-down">Cart</span><span class="cart-products-count">(1)</span></a></div></div></div></header>
      <section id="wrapper"><div class="container"><div id="content-wrapper"><section id="main"><div class="row product-container">
        <div class="col-md-6"><section class="page-content" id="content"><div class="images-container"><img class="js-qv-product-cover" src="/2-large_default/hummingbird-printed-t-shirt.jpg"></div></section></div>
        <div class="col-md-6"><h1 class="h1">${title}</h1>${prices}
          <div class="product-information"><div id="product-description-short-1"><p>Regular fit, round neckline, short sleeves.</p></div>
          <div class="product-add-to-cart"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit">Add to cart</button></div></div></div>
      </div>
      <section class="product-accessories clearfix"><p class="h5 text-uppercase">You might also like</p><div class="products"><article class="product-miniature js-product-miniature"><div class="thumbnail-container"><div class="product-description">
        <h3 class="h3 product-title"><a href="/men/2-brown-bear-printed-sweater.html">Brown bear printed sweater</a></h3>
        <div class="product-price-and-shipping">${related}</div></div></div></article></div></section>
      </section></div></div></section>`,
    );

  // Classic wraps the current price in "product-price has-discount": a word after has/with says what
  // the box holds besides its price (withoutModifiers), not that it is another price.
  it('reads the current price of a product on sale, with "Tax included", not the regular price', () => {
    const prices = `<div class="product-prices js-product-prices">
      <div class="product-discount"><span class="regular-price">€23.90</span></div>
      <div class="product-price h5 has-discount"><div class="current-price"><span class="current-price-value" content="19.12">€19.12</span> <span class="discount discount-percentage">Save 20%</span></div></div>
      <div class="tax-shipping-delivery-label">Tax included</div></div>`;
    const related = '<span class="regular-price" aria-label="Regular price">€35.90</span><span class="price" aria-label="Price">€28.72</span>';
    expect(read(classic('Hummingbird printed t-shirt', prices, related), 'https://www.dublinthreads.ie/men/1-hummingbird-printed-t-shirt.html')).toMatchObject({ price: '19.12', currency: 'EUR' });
  });

  it('gives no price when the shop shows prices "Tax excluded"', () => {
    const prices = `<div class="product-prices js-product-prices">
      <div class="product-price h5 "><div class="current-price"><span class="current-price-value" content="15.93">£15.93</span></div></div>
      <div class="tax-shipping-delivery-label">Tax excluded</div></div>`;
    const related = '<span class="price" aria-label="Price">£23.93</span>';
    expect(read(classic('Hummingbird printed t-shirt', prices, related), 'https://trade.printworks.co.uk/men/1-hummingbird-printed-t-shirt.html').price).toBeUndefined();
  });
});

describe('BigCommerce Cornerstone', () => {
  const cornerstone = (prices: string) =>
    page(
      'Orbit Terrarium - Large - Common Good',
      `<header class="header" role="banner"><nav class="navUser"><a class="navUser-action navUser-action--cart" href="/cart.php"><span class="navUser-item-cartLabel">Cart</span> <span class="countPill cart-quantity">1</span></a></nav></header>
      <main class="body"><div class="container"><div class="productView"><section class="productView-images"><img src="https://cdn11.bigcommerce.com/s-abc/images/orbit.jpg"></section>
        <section class="productView-details product-data"><div class="productView-product"><h1 class="productView-title">Orbit Terrarium - Large</h1>
          <h2 class="productView-brand"><a href="/brands/common-good/"><span>Common Good</span></a></h2><div class="productView-price">${prices}</div></div>
          <form class="form" method="post" action="/cart.php"><input id="form-action-addToCart" type="submit" class="button button--primary" value="Add to Cart"></form></section></div>
        <div class="tab-content" id="tab-related"><section class="productCarousel"><article class="card"><div class="card-body"><h3 class="card-title">Fern Kit</h3>
          <div class="card-text" data-test-info-type="price"><div class="price-section price-section--withoutTax"><span data-product-price-without-tax class="price price--withoutTax">$49.95</span></div></div></div></article></section></div></div></main>`,
    );

  // The "Was" price is "price--non-sale"; "Was:" at the start of a price text marks an old one.
  it('reads the "Now" price of a product on sale, not the "Was" price', () => {
    const prices = `<div class="price-section price-section--withoutTax rrp-price--withoutTax" style="display: none;">MSRP: <span data-product-rrp-price-without-tax class="price price--rrp"></span></div>
      <div class="price-section price-section--withoutTax non-sale-price--withoutTax">Was: <span data-product-non-sale-price-without-tax class="price price--non-sale">$129.00</span></div>
      <div class="price-section price-section--withoutTax"><span class="price-label"></span><span class="price-now-label">Now:</span> <span data-product-price-without-tax class="price price--withoutTax">$109.00</span></div>
      <div class="price-section price-section--saving price"><span class="price">(You save</span> <span data-product-price-saved class="price price--saving">$20.00</span><span class="price">)</span></div>`;
    expect(read(cornerstone(prices), 'https://www.commongoodgoods.com/orbit-terrarium-large/')).toMatchObject({ price: '109', currency: 'USD' });
  });

  it('reads the price with GST when the shop shows it with and without, not the MSRP', () => {
    const prices = `<div class="price-section price-section--withTax rrp-price--withTax">MSRP: <span data-product-rrp-with-tax class="price price--rrp">$149.00</span></div>
      <div class="price-section price-section--withTax"><span data-product-price-with-tax class="price price--withTax">$119.90</span> <abbr title="Including Tax">(Inc. GST)</abbr></div>
      <div class="price-section price-section--withoutTax"><span data-product-price-without-tax class="price price--withoutTax">$109.00</span> <abbr title="Excluding Tax">(Ex. GST)</abbr></div>`;
    expect(read(cornerstone(prices), 'https://www.commongood.com.au/orbit-terrarium-large/')).toMatchObject({ price: '119.90', currency: 'AUD' });
  });
});

describe('OpenCart 3', () => {
  // OpenCart prints its price in an <h2> with no class, so nothing near the heading matches
  // PRICE_HINT; the block around the h1 grows to #content, whose related products ("product-thumb")
  // are left out as other products' cards. The price is the amount the block prints alone as a
  // heading (the old one is struck by an inline style, "Ex Tax" and "10 or more" carry words).
  it('reads the special price in the list under the heading, not "Ex Tax", the cart total or related products', () => {
    const related = (name: string, prices: string) =>
      `<div class="product-layout col-lg-3 col-md-3 col-sm-6 col-xs-12"><div class="product-thumb transition"><div class="caption"><h4><a href="/index.php?route=product/product&amp;product_id=40">${name}</a></h4><p class="price">${prices}</p></div></div></div>`;
    const html = page(
      'Apple Cinema 30"',
      `<header><div class="container"><div id="cart" class="btn-group btn-block"><button type="button" class="btn btn-inverse btn-block btn-lg dropdown-toggle"><i class="fa fa-shopping-cart"></i> <span id="cart-total">1 item(s) - £122.00</span></button></div></div></header>
      <div id="product-product" class="container"><div class="row"><div id="content" class="col-sm-12"><div class="row">
        <div class="col-sm-8"><ul class="thumbnails"><li><a class="thumbnail" href="/image/cache/catalog/demo/apple_cinema_30-500x500.jpg"><img src="/image/cache/catalog/demo/apple_cinema_30-228x228.jpg"></a></li></ul></div>
        <div class="col-sm-4"><h1>Apple Cinema 30"</h1>
          <ul class="list-unstyled"><li>Brand: <a href="/apple">Apple</a></li><li>Product Code: Product 15</li><li>Reward Points: 100</li><li>Availability: 2-3 Days</li></ul>
          <ul class="list-unstyled"><li><span style="text-decoration: line-through;">£122.00</span></li><li><h2>£98.00</h2></li><li>Ex Tax: £81.67</li><li>Price in reward points: 400</li>
            <li><hr></li><li>10 or more £88.00</li><li>20 or more £77.00</li></ul>
          <div id="product"><button type="button" id="button-cart" class="btn btn-primary btn-lg btn-block">Add to Cart</button></div></div></div>
        <h3>Related Products</h3><div class="row">
          ${related('iPhone', '<span class="price-new">£101.00</span> <span class="price-old">£122.00</span> <span class="price-tax">Ex Tax: £84.17</span>')}
          ${related('MacBook', '£602.00 <span class="price-tax">Ex Tax: £501.67</span>')}
        </div></div></div></div>`,
    );
    expect(read(html, 'https://www.gadgetden.co.uk/index.php?route=product/product&product_id=42')).toMatchObject({ price: '98', currency: 'GBP' });
  });
});

describe('Wix Stores', () => {
  // Wix hashes its class names and names its prices in data-hook ("formatted-primary-price"), which
  // classes() reads; the old one is the "secondary price".
  it('reads the sale price, which Wix names in data-hook attributes under hashed class names', () => {
    const html = page(
      'Linen Shirt | Aran Studio',
      `<header id="SITE_HEADER"><div data-hook="cart-icon-button" class="sBWdBhp"><span data-hook="items-count" class="s7Jrb8D">1</span></div></header>
      <main id="PAGES_CONTAINER"><div data-hook="product-page" class="s__0h4A5H"><article class="oL4bp5"><div data-hook="product-page-details" class="rSvrbs">
        <h1 data-hook="product-title" class="sP2zaQx">Linen Shirt</h1>
        <div data-hook="product-prices-wrapper" class="v6EaAw"><div data-hook="product-price" class="cfpn1d">
          <span data-hook="formatted-secondary-price" class="sw4Ojg">€60.00</span><span class="sr-only" data-hook="sr-formatted-secondary-price">Regular Price</span>
          <span data-hook="formatted-primary-price" class="cfpn1d E0ll0k">€45.00</span><span class="sr-only" data-hook="sr-formatted-primary-price">Sale Price</span></div></div>
        <button data-hook="add-to-cart" class="sHuJL0">Add to Cart</button></div></article>
        <section data-hook="related-products" class="Fd9sSf"><div data-hook="product-item-root" class="ETPbIy"><h3 data-hook="product-item-name" class="sFp0wJ">Linen Trousers</h3>
          <span data-hook="product-item-price-to-pay" class="cfpn1d">€55.00</span></div></section></div></main>`,
    );
    expect(read(html, 'https://www.aranstudio.ie/product-page/linen-shirt')).toMatchObject({ price: '45', currency: 'EUR' });
  });
});

describe('Squarespace 7.1', () => {
  const squarespace = (prices: string) =>
    page(
      'Stoneware Mug — Kiln & Co',
      `<header id="header" class="header"><div class="header-actions-action--cart"><a href="/cart" class="cart-style-icon header-icon"><span class="sqs-cart-quantity">1</span></a></div></header>
      <main id="page"><article class="ProductItem" data-item-id="61a1"><section class="ProductItem-summary"><div class="ProductItem-gallery"><img data-src="https://images.squarespace-cdn.com/content/v1/mug.jpg"></div>
        <div class="ProductItem-details"><h1 class="ProductItem-details-title" data-content-field="title">Stoneware Mug</h1>${prices}
          <div class="ProductItem-details-excerpt"><p>Wheel-thrown, dishwasher safe.</p></div>
          <div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div></div></section>
        <section class="product-related-products"><h2>You might also like</h2><div class="product-list-item"><h3 class="product-list-item-title">Side Plate</h3><div class="product-list-item-price">$18.00</div></div></section></article></main>`,
    );

  it('reads the price of a product not on sale', () => {
    expect(read(squarespace('<div class="product-price">$32.00</div>'), 'https://www.kilnandco.com/shop/p/stoneware-mug')).toMatchObject({ price: '32', currency: 'USD' });
  });

  // The sale price is bare text in a box that also holds the original price: the box reads as its
  // own text without the children that are other prices.
  it('reads the sale price, printed as bare text beside the original price in one box', () => {
    const prices = `<div class="product-price"><span class="visually-hidden v6-visually-hidden">Sale Price:</span>$24.00
      <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">$32.00</span></div>`;
    expect(read(squarespace(prices), 'https://www.kilnandco.com/shop/p/stoneware-mug')).toMatchObject({ price: '24', currency: 'USD' });
  });
});

describe('Salesforce Commerce Cloud (SFRA)', () => {
  // The price box holds the list price in <del> and the sale price beside it; recommendations below
  // are a slick carousel of tiles, each its own <del> and sale price.
  const sfra = (prices: string) =>
    page(
      'Linen Shirt | Northwind',
      `<header><div class="minicart"><span class="minicart-quantity">0</span></div></header>
      <div class="container product-detail product-wrapper" data-pid="LS-01"><div class="row"><div class="col-12"><h1 class="product-name">Linen Shirt</h1></div></div>
        <div class="row"><div class="col-sm-6 primary-images"><img src="/images/ls-01.jpg" class="d-block img-fluid"></div>
          <div class="col-sm-6"><div class="prices-add-to-cart-actions"><div class="prices"><div class="price">${prices}</div></div>
            <button class="add-to-cart btn btn-primary">Add to Cart</button></div></div></div>
        <div class="recommendations"><div class="product-carousel slick-slider"><div class="slick-slide"><div class="product-tile"><a class="link" href="/p/chinos">Chinos</a>
          <div class="price"><span><del><span class="strike-through list"><span class="value" content="89.00">$89.00</span></span></del><span class="sales"><span class="value" content="59.00">$59.00</span></span></span></div></div></div>
          <div class="slick-slide"><div class="product-tile"><a class="link" href="/p/belt">Belt</a><div class="price"><span><span class="sales"><span class="value" content="59.00">$59.00</span></span></span></div></div></div></div></div></div>`,
    );

  it('reads the sale price beside the list price in one box, not the list price nor the carousel', () => {
    const onSale = '<span><del><span class="strike-through list"><span class="value" content="99.00">$99.00</span></span></del><span class="sales"><span class="value" content="79.00">$79.00</span></span></span>';
    expect(read(sfra(onSale), 'https://www.northwind.example.com/linen-shirt/LS-01.html')).toMatchObject({ price: '79', currency: 'USD', old_price: '99' });
  });

  it('reads the price of a product not on sale', () => {
    const regular = '<span><span class="sales"><span class="value" content="99.00">$99.00</span></span></span>';
    expect(read(sfra(regular), 'https://www.northwind.example.com/linen-shirt/LS-01.html')).toMatchObject({ price: '99', currency: 'USD' });
  });
});

describe('Zen Cart (classic template)', () => {
  // Zen Cart names its crossed-out price "normalprice" and the one to pay "productSpecialPrice"; its
  // price heading also says "Save: 10% off", and the specials side box prints other products' prices.
  it('reads the special price, not the normal price nor the side box of specials', () => {
    const html = page(
      'Microsoft IntelliMouse Explorer : Zen Cart!, The Art of E-commerce',
      `<div id="headerWrapper"><div id="navMain"><ul class="back"><li><a href="/index.php?main_page=index">Home</a></li><li><a href="/index.php?main_page=shopping_cart">Shopping Cart</a></li></ul></div></div>
      <table width="100%" border="0" cellspacing="0" cellpadding="0" id="contentMainWrapper"><tr>
        <td id="navColumnOne" class="columnLeft" style="width: 150px"><div id="specials" class="leftBoxContainer"><h3 class="leftBoxHeading">Specials</h3><div class="sideBoxContent centeredContent"><a href="/index.php?main_page=product_info&amp;products_id=1"><img src="/images/matrox/mg200mms.gif" alt="Matrox G200 MMS" width="100" height="80"></a><br><a href="/index.php?main_page=product_info&amp;products_id=1">Matrox G200 MMS</a><div><span class="normalprice">$299.99 </span>&nbsp;<span class="productSpecialPrice">$239.99</span><span class="productPriceDiscount"><br>Save:&nbsp;20% off</span></div></div></div></td>
        <td valign="top"><div class="centerColumn" id="productGeneral"><form name="cart_quantity" action="/index.php?main_page=product_info&amp;action=add_product" method="post">
          <div id="productMainImage" class="centeredContent back"><a href="/images/large/microsoft/imexplorer_LRG.gif"><img src="/images/microsoft/imexplorer.gif" alt="Microsoft IntelliMouse Explorer" width="100" height="80"></a></div>
          <h1 id="productName" class="productGeneral">Microsoft IntelliMouse Explorer</h1>
          <h2 id="productPrices" class="productGeneral"><span class="normalprice">$64.95 </span>&nbsp;<span class="productSpecialPrice">$58.45</span><span class="productPriceDiscount"><br>Save:&nbsp;10% off</span></h2>
          <div id="productDescription" class="productGeneral biggerText">Microsoft introduces its most advanced mouse, the IntelliMouse Explorer.</div>
          <ul id="productDetailsList" class="floatingBox back"><li>Model: MSIMEXP</li><li>Shipping Weight: 8lbs</li><li>1000 Units in Stock</li></ul>
          <div id="cartAdd">Add to Cart: <input type="text" name="cart_quantity" value="1" maxlength="6" size="4"><input type="submit" value="Add to Cart"></div>
        </form></div></td></tr></table>`,
    );
    expect(read(html, 'https://www.mousehouse.example.com/index.php?main_page=product_info&products_id=26')).toMatchObject({ price: '58.45', currency: 'USD', old_price: '64.95' });
  });
});

describe('Shopify Brooklyn', () => {
  // Brooklyn puts the compare-at price alone in a box named a price ("ProductPriceWrapper"), whose
  // screen-reader label "Regular price" is the only text of its own: a box holding only another
  // price's amount is no price while another box prints one.
  it('reads the sale price, not the compare-at price in its own price box', () => {
    const html = page(
      'Linen Apron – Field & Hearth',
      `<header class="site-header"><a href="/cart" class="site-header__cart"><span class="icon__fallback-text">Cart</span></a></header>
      <main class="main-content"><div class="grid product-single"><div class="grid__item large--one-half"><img src="//cdn.shopify.com/s/files/1/0001/products/apron_1024x1024.jpg" alt="Linen Apron"></div>
        <div class="grid__item large--one-half"><div class="product-single__meta"><h1 class="product-single__title">Linen Apron</h1>
          <ul class="product-single__meta-list list--no-bullets list--inline"><li id="ProductPriceWrapper" class="product-single__price-wrapper"><span class="visually-hidden">Regular price</span><span id="ComparePrice" class="product-single__price--compare-at">$48.00</span></li>
            <li><span class="visually-hidden">Sale price</span><span id="ProductPrice" class="product-single__price">$36.00</span></li></ul>
          <form method="post" action="/cart/add" class="product-single__form"><button type="submit" name="add" id="AddToCart" class="btn btn--add-to-cart"><span id="AddToCartText">Add to Cart</span></button></form></div></div></div></main>`,
    );
    expect(read(html, 'https://fieldandhearth.example.com/products/linen-apron')).toMatchObject({ price: '36', currency: 'USD', old_price: '48' });
  });
});

describe('shop software of the 2000s laid out in tables (X-Cart, osCommerce 2.2)', () => {
  it('reads the price, not the "Market price", the same price in a second currency, nor a row of products also bought (X-Cart)', () => {
    const cell = (name: string, price: string) =>
      `<td class="product-cell"><div class="image"><a href="${name}.html"><img src="/images/T/${name}.jpg" width="120" height="120" alt=""></a></div><a href="${name}.html" class="product-title">${name}</a><div class="price-row"><span class="price">Our price:</span> <span class="price-value">${price}</span></div></td>`;
    const html = page(
      'Irish Wool Throw Blanket - Donegal Herringbone',
      `<div id="center-main"><h1>Irish Wool Throw Blanket - Donegal Herringbone</h1>
        <div class="dialog noborder"><div class="product-details"><form name="orderform" method="post" action="cart.php"><table class="product-properties"><tr>
          <td class="property-name product-price" valign="top">Price:</td>
          <td class="property-value" valign="top" colspan="2"><span class="product-price-value">€<span id="product_price">149.00</span></span>
            <span class="product-market-price"> <span class="alter-currency-value" id="product_alt_price">(£128.14)</span></span><br />
            <span class="product-market-price">Market price: <span class="market-price-value" id="product_market_price">€189.00</span></span>
            <span class="product-save" id="save_percent_box">&nbsp;save <span id="save_percent">21</span>%</span></td></tr></table></form></div></div>
        <div class="dialog"><div class="title"><h2>Customers who bought this product also bought</h2></div><div class="content"><table class="products products-table width-100"><tr>
          ${cell('merino-scarf', '€45.00 <span class="alt-price">(£38.70)</span>')}${cell('tweed-cushion', '€39.00')}${cell('baby-blanket', '€59.00')}</tr></table></div></div></div>`,
    );
    expect(read(html, 'https://www.atlanticweavers.ie/irish-wool-throw-blanket-donegal-herringbone.html')).toMatchObject({ price: '149', currency: 'EUR' });
  });

  it('reads the special price in the page heading, not the one of the specials box in the side column (osCommerce 2.2)', () => {
    const html = page(
      'Jatekkucko - Dobble társasjáték',
      `<table border="0" width="100%"><tr>
        <td width="125" valign="top"><table class="infoBox"><tr><td><table class="infoBoxContents"><tr><td align="center" class="boxText"><a href="https://www.jatekkucko.hu/product_info.php?products_id=412"><img src="images/carcassonne.jpg" width="100" height="100"></a><br><a href="https://www.jatekkucko.hu/product_info.php?products_id=412">Carcassonne alapjáték</a><br><s>9.990 Ft</s><br><span class="productSpecialPrice">8.490 Ft</span></td></tr></table></td></tr></table></td>
        <td width="100%" valign="top"><table border="0" width="100%"><tr><td class="pageHeading" valign="top">Dobble társasjáték</td><td class="pageHeading" align="right" valign="top"><s>5.990 Ft</s> <span class="productSpecialPrice">4.990 Ft</span></td></tr></table></td>
      </tr></table>`,
    );
    expect(read(html, 'https://www.jatekkucko.hu/product_info.php?products_id=233')).toMatchObject({ price: '4990', currency: 'HUF' });
  });
});

describe('prices printed beside words and amounts of their own', () => {
  it('reads "Nur 12,95 EUR" in a box that also holds the old price and the price per litre (Gambio)', () => {
    const html = page(
      'Olivenöl Kreta 500 ml',
      `<h1>Natives Olivenöl Extra, Kreta, 500 ml</h1><div class="product_info_price"><span id="gm_attr_calc_price"><span class="productOldPrice">Statt 14,95 EUR</span><br />
        Nur 12,95 EUR<br /><span class="gm_products_vpe">25,90 EUR pro Liter</span></span></div><div class="product_info_tax">inkl. 7 % MwSt. zzgl. Versand</div>`,
    );
    expect(read(html, 'https://www.feinkost-papadakis.de/olivenoel-kreta-500ml.html')).toMatchObject({ price: '12.95', currency: 'EUR' });
  });

  it('reads the price, not the reduction shown as a negative amount (PrestaShop 1.6)', () => {
    const html = page(
      'Fotelik samochodowy',
      `<h1>Fotelik samochodowy Cybex Sirona Z i-Size</h1><div class="content_prices clearfix"><div class="price"><p class="our_price_display"><span id="our_price_display" class="price">1 299,00 zł</span></p>
        <p id="old_price"><span id="old_price_display"><span class="price">1 499,00 zł</span></span></p><p id="reduction_amount"><span id="reduction_amount_display">-200,00 zł</span></p></div></div>`,
    );
    expect(read(html, 'https://www.bobasmarket.pl/foteliki/3187-cybex-sirona-z.html')).toMatchObject({ price: '1299', currency: 'PLN' });
  });

  it('reads the price, not the wholesale prices of larger quantities (Ecwid)', () => {
    const html = page(
      'Coffret de savons',
      `<div class="product-details__sidebar"><h1 class="product-details__product-title">Coffret de trois savons artisanaux</h1>
        <div class="product-details__product-price ec-price-item">32,00 $</div>
        <div class="details-product-wholesale"><div class="details-product-wholesale__title">Prix de gros</div>
          <div class="details-product-wholesale__item"><span class="details-product-wholesale__qty">3+</span> <span class="details-product-wholesale__price">29,00 $</span></div>
          <div class="details-product-wholesale__item"><span class="details-product-wholesale__qty">6+</span> <span class="details-product-wholesale__price">27,00 $</span></div></div></div>`,
    );
    expect(read(html, 'https://www.savonnerietroispignons.ca/boutique/coffret-savons-p123')).toMatchObject({ price: '32', currency: 'CAD' });
  });

  it('reads the price, not the prices of an extended warranty or a delivery offered beside unchosen radio buttons', () => {
    const html = page(
      'Portátil',
      `<h1>Portátil Lenovo IdeaPad 5 14"</h1><div class="product-prices"><div class="current-price"><span class="price">799,00 €</span></div></div>
        <div class="garantia"><label><input type="radio" name="garantia_extra" value="0" checked> Garantía del fabricante (2 años)</label>
          <label><input type="radio" name="garantia_extra" value="1"> +1 año de garantía &ndash; <span class="price">59,90 €</span></label>
          <label><input type="radio" name="garantia_extra" value="2"> +2 años de garantía a domicilio &ndash; <span class="price">99,00 €</span></label></div>`,
    );
    expect(read(html, 'https://www.infobaza.es/portatiles/1234-lenovo-ideapad-5.html')).toMatchObject({ price: '799', currency: 'EUR' });
  });

  it('reads the price in kuna, not the same price in euro after a slash (Croatia, 2022)', () => {
    const html = page(
      'Garmin Forerunner 255',
      `<div class="summary entry-summary"><h1 class="product_title entry-title">Garmin Forerunner 255</h1>
        <p class="price"><span class="woocommerce-Price-amount amount"><bdi>2.999,00&nbsp;<span class="woocommerce-Price-currencySymbol">kn</span></bdi></span> <span class="jo-dual-price">/ <span class="jo-dual-price__eur">398,04 €</span></span></p></div>`,
    );
    expect(read(html, 'https://www.jadranoutdoor.hr/proizvod/garmin-forerunner-255/')).toMatchObject({ price: '2999', currency: 'HRK' });
  });
});

describe('structured data in cents', () => {
  it('reads the price the page shows when the microdata gives it without its decimal mark (OpenCart Journal)', () => {
    const html = page(
      'Bērnu ziemas cepure',
      `<h1 class="heading-title" itemprop="name">Bērnu ziemas cepure ar pomponu</h1><div itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Bērnu ziemas cepure ar pomponu">
        <ul class="list-unstyled price" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR" /><meta itemprop="price" content="1999" />
          <li class="price-old">24,99€</li><li class="price-new">19,99€</li><li class="price-tax">Cena bez PVN: 16,52€</li></ul></div>`,
    );
    expect(read(html, 'https://www.mazulisi.lv/bernu-ziemas-cepure')).toMatchObject({ price: '19.99', currency: 'EUR' });
  });
});

describe('VirtueMart 3 (Joomla)', () => {
  // VirtueMart prints every price it works out, each in a row named "Price" glued to the field's name:
  // the sales price is the one to pay; the base price with tax is before the discount.
  it('reads the sales price, not the base price, the price before VAT, the discount nor the VAT amount', () => {
    const row = (field: string, label: string, amount: string) =>
      `<div class="Price${field} vm-display vm-price-value"><span class="vm-price-desc">${label}</span><span class="Price${field}">${amount}</span></div>`;
    const html = page(
      'Záhradný traktor Husqvarna TC 138',
      `<div class="product-container productdetails-view productdetails"><h1>Záhradný traktor Husqvarna TC 138</h1><div class="vm-product-details-container"><div class="product-price" id="productPrice58" data-vm="product-prices">
        ${row('basePriceWithTax', 'Základná cena s DPH: ', '2 149,00 €')}${row('salesPrice', 'Predajná cena: ', '1 899,00 €')}${row('priceWithoutTax', 'Predajná cena bez DPH: ', '1 582,50 €')}${row('discountAmount', 'Zľava: ', '-250,00 €')}${row('taxAmount', 'Výška DPH: ', '316,50 €')}
      </div></div></div>`,
    );
    expect(read(html, 'https://www.zahradnatechnika-mraz.sk/obchod/zahradne-traktory/husqvarna-tc-138-detail')).toMatchObject({ price: '1899', currency: 'EUR' });
  });
});

describe('Easy Digital Downloads', () => {
  it('reads the price of the option chosen, not of the options beside it', () => {
    const option = (id: number, name: string, amount: string, checked = '') =>
      `<li id="edd_price_option_412_${name.toLowerCase()}"><label for="edd_price_option_412_${id}"><input type="radio" ${checked} name="edd_options[price_id][]" id="edd_price_option_412_${id}" class="edd_price_option_412" value="${id}" data-price="${amount}"/>&nbsp;<span class="edd_price_option_name">${name}</span><span class="edd_price_option_sep">&nbsp;&ndash;&nbsp;</span><span class="edd_price_option_price">$${amount}</span></label></li>`;
    const html = page(
      'Nordic Light Lightroom Presets',
      `<article class="type-download"><h1 class="entry-title">Nordic Light Lightroom Presets</h1><div class="edd_download_purchase_form"><form id="edd_purchase_412" class="edd_download_purchase_form" method="post">
        <div class="edd_price_options edd_single_mode"><ul>${option(1, 'Basic', '19.00')}${option(2, 'Standard', '29.00', "checked='checked'")}${option(3, 'Pro', '49.00')}</ul></div>
        <a href="#" class="edd-add-to-cart button" data-price="0">Add to cart</a></form></div></article>`,
    );
    expect(read(html, 'https://northlightpresets.com/downloads/nordic-light/')).toMatchObject({ price: '29', currency: 'USD' });
  });
});
