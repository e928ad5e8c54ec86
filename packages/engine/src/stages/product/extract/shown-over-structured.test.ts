import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';

// Structured data that says what the product's own block prints only as another price, and price
// ranges that name no price, as an eighth probe set showed them (H&M, Wayfair, a BigCommerce shop in
// Australia, a French B2B shop, WooCommerce variable products).

const jsonLd = (offers: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Product', offers })}</script>`;

describe("structured data at an amount the product's block prints only as another price", () => {
  it('takes the sale price the page shows over JSON-LD left at the price it calls original (H&M)', () => {
    const html = page(
      'Strickkleid - H&M DE',
      `<section class="product-detail"><h1 class="product-item-headline">Strickkleid</h1>
      <div class="price-box"><span class="price-value" id="price-value-red">19,99 €</span>
        <span class="price-value-original"><span class="visually-hidden">Vorheriger Preis: </span>29,99 €</span></div></section>`,
      jsonLd({ '@type': 'Offer', price: '29.99', priceCurrency: 'EUR' }),
    );
    expect(read(html, 'https://www2.hm.com/de_de/productpage.1199283001.html')).toMatchObject({ price: '19.99', currency: 'EUR', from: 'heuristics' });
  });

  it("takes the chosen size's price over JSON-LD of the default size the page offers as an unchosen option (Wayfair)", () => {
    const html = page(
      'Hillsby Oriental Area Rug | Wayfair',
      `<div class="ProductDetailInfoBlock"><h1>Hillsby Oriental Ivory/Navy Area Rug</h1>
      <div class="PriceBlock"><span class="SFPrice-price">$279.99</span><s class="SFPrice-listPrice">$399.99</s></div>
      <ul class="OptionTiles" role="radiogroup">
        <li><a class="OptionTile" role="radio" aria-checked="false" href="?piid=1"><span class="OptionTile-name">2' x 3'</span><span class="OptionTile-price">$89.99</span></a></li>
        <li><a class="OptionTile" role="radio" aria-checked="true" href="?piid=8"><span class="OptionTile-name">8' x 10'</span><span class="OptionTile-price">$279.99</span></a></li>
      </ul></div>`,
      jsonLd({ '@type': 'Offer', price: 89.99, priceCurrency: 'USD' }),
    );
    expect(read(html, 'https://www.wayfair.com/rugs/pdp/hillsby-w004318926.html?piid=8')).toMatchObject({ price: '279.99', currency: 'USD' });
  });

  it('takes the price with tax the page shows over microdata at its price without tax (BigCommerce)', () => {
    const html = page(
      'Jetboil Flash Cooking System | Wild Earth',
      `<div class="productView" itemscope itemtype="https://schema.org/Product"><h1 class="productView-title" itemprop="name">Jetboil Flash</h1>
      <div class="productView-price" itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <div class="price-section price-section--withTax"><span data-product-price-with-tax class="price price--withTax">$199.95</span></div>
        <meta itemprop="price" content="181.77"><meta itemprop="priceCurrency" content="AUD">
        <div class="price-section price-section--withoutTax"><span class="price-label">Ex GST:</span> <span data-product-price-without-tax class="price price--withoutTax">$181.77</span></div>
      </div></div>`,
    );
    expect(read(html, 'https://www.wildearth.com.au/jetboil-flash-cooking-system-carbon/')).toMatchObject({ price: '199.95', currency: 'AUD' });
  });

  it('keeps the structured price where the block prints it as its price too, or nowhere and far from the price shown', () => {
    // A sticky bar's current price beside an "original" box at the same amount: no stale data.
    const same = page(
      'Lamp',
      `<main><h1>Lamp</h1><div class="price-box"><span class="price">$49.00</span> <span class="price-original">$49.00</span></div>
      <aside class="bundle"><span class="price">$12.00</span></aside></main>`,
      jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }),
    );
    expect(read(same, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '49', from: 'json-ld' });
    // Printed nowhere and more than twice the amount the text reads, the structured amount may be one a
    // script draws beside an add-on's: it stands.
    const far = page('Lamp', '<main><h1>Lamp</h1><div class="price-box"><span class="price">$19.00</span></div></main>', jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }));
    expect(read(far, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '49', from: 'json-ld' });
  });

  it('gives the price shown where the structured amount is printed nowhere and within a factor of two of it: data left at an earlier price', () => {
    const markedDown = page('Lamp', '<main><h1>Lamp</h1><div class="price-box"><span class="price">$45.00</span></div></main>', jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }));
    expect(read(markedDown, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '45', from: 'heuristics' });
    const raised = page('Lamp', '<main><h1>Lamp</h1><div class="price-box"><span class="price">$59.00</span></div></main>', jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }));
    expect(read(raised, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '59', from: 'heuristics' });
    // Where the product's price box is empty, a script draws the price: the amount the text reads is
    // another offer's (a member's here), and the structured amount stands.
    const drawn = page(
      'Lamp',
      '<main><h1>Lamp</h1><div class="product-price" data-price-target></div><div class="member-deal"><span class="label">Members</span> <span class="price-sales">$45.00</span></div></main>',
      jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }),
    );
    expect(read(drawn, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '49', from: 'json-ld' });
    const loading = page(
      'Lamp',
      '<main><h1>Lamp</h1><div class="pdp-price"><span class="sr-only">Loading price…</span></div><div class="buying-option">Refurbished <span class="price">$45.00</span></div></main>',
      jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }),
    );
    expect(read(loading, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '49', from: 'json-ld' });
    // A placeholder in the price box ("—", "$ -- --", "0.00") is one too; its label and currency boxes
    // inside a price box that holds the amount are not.
    for (const placeholder of ['—', '$ -- --', '$0.00', '<span class="price-label">Price:</span>']) {
      const waiting = page(
        'Lamp',
        `<main><h1>Lamp</h1><div class="product-price">${placeholder}</div><div class="subscribe">Subscribe &amp; save <span class="price">$45.00</span></div></main>`,
        jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }),
      );
      expect(read(waiting, 'https://www.shop.example.com/lamp'), placeholder).toMatchObject({ price: '49', from: 'json-ld' });
    }
    const labelled = page(
      'Lamp',
      '<main><h1>Lamp</h1><div class="product-price"><span class="price-label">Price:</span> <span class="price-value">$45.00</span></div></main>',
      jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }),
    );
    expect(read(labelled, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '45', from: 'heuristics' });
    // Printed as bare digits in the product's block ("49.00" in a bundle's sum), the amount stands.
    const held = page('Lamp', '<main><h1>Lamp</h1><div class="price-box"><span class="price">$45.00</span></div><p>With shade: 49.00</p></main>', jsonLd({ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }));
    expect(read(held, 'https://www.shop.example.com/lamp')).toMatchObject({ price: '49', from: 'json-ld' });
  });
});

describe('structured data of a product no longer sold', () => {
  const soldOut = (availability: string) => jsonLd({ '@type': 'Offer', price: '6490', priceCurrency: 'SEK', availability });
  const discontinued = `<main><h1>Galaxy S10 128 GB</h1><div class="buy-box buy-box--discontinued"><h2>Produkten har utgått</h2>
    <p>Den här produkten säljs inte längre.</p></div><section class="similar"><h2>Liknande produkter</h2>
    <ul><li class="product-tile"><a href="/p/s20">Galaxy S20</a> <span class="price">7 990:-</span></li></ul></section></main>`;

  it('gives no price where every offer is sold out or discontinued and the page shows its amount nowhere (Elgiganten)', () => {
    for (const availability of ['https://schema.org/Discontinued', 'http://schema.org/OutOfStock', 'SoldOut']) {
      expect(read(page('Galaxy S10', discontinued, soldOut(availability)), 'https://www.elgiganten.se/product/galaxy-s10')).toMatchObject({ price: undefined });
    }
  });

  it('keeps the price of a sold-out product whose page still shows it, in any form, and of one in stock', () => {
    const shown = discontinued.replace('<p>Den här produkten säljs inte längre.</p>', '<p class="price">6 490,-</p>');
    expect(read(page('Galaxy S10', shown, soldOut('OutOfStock')), 'https://www.elgiganten.se/product/galaxy-s10')).toMatchObject({ price: '6490', currency: 'SEK' });
    // In stock, an amount printed nowhere may be one a script draws: it stands.
    expect(read(page('Galaxy S10', discontinued, soldOut('InStock')), 'https://www.elgiganten.se/product/galaxy-s10')).toMatchObject({ price: '6490', from: 'json-ld' });
  });
});

describe('a price range that names no price', () => {
  it("gives no price where a variable product's range stands for it and its price meta tag repeats the lowest end (WooCommerce)", () => {
    const html = page(
      'Aceite de Oliva Virgen Extra Picual – Castillo de Canena',
      `<div class="product type-product product-type-variable"><div class="summary entry-summary"><h1 class="product_title entry-title">Aceite de Oliva Virgen Extra Picual</h1>
      <p class="price"><span class="woocommerce-Price-amount amount"><bdi>12,50&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span> &ndash; <span class="woocommerce-Price-amount amount"><bdi>89,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></p>
      <form class="variations_form cart"><select id="formato" name="attribute_formato"><option value="">Elige una opción</option><option value="500ml">500 ml</option><option value="5l">5 l</option></select>
      <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><button type="submit" class="single_add_to_cart_button button alt disabled">Añadir al carrito</button></div></form></div></div>`,
      `<meta property="product:price:amount" content="12.50"><meta property="product:price:currency" content="EUR">${jsonLd([
        { '@type': 'AggregateOffer', lowPrice: '12.50', highPrice: '89.00', offerCount: 4, priceCurrency: 'EUR' },
      ])}`,
    );
    expect(read(html, 'https://www.castillodecanena.com/tienda/aceite-picual/')).toMatchObject({ price: undefined, currency: 'EUR' });
  });

  it('still takes a price meta tag inside the range, a variant the address chooses', () => {
    const html = page(
      'Tee',
      '<main><h1>Tee</h1><select><option>S</option><option selected>M</option></select></main>',
      `<meta property="product:price:amount" content="15.00"><meta property="product:price:currency" content="EUR">${jsonLd({
        '@type': 'AggregateOffer',
        lowPrice: '12.50',
        highPrice: '19.00',
        priceCurrency: 'EUR',
      })}`,
    );
    expect(read(html, 'https://www.shop.example.es/tee?variant=m')).toMatchObject({ price: '15', from: 'meta' });
  });
});

describe('one structured offer at an amount the page prints only as a "from" price', () => {
  const bowl = (shown: string) =>
    page(
      'Serving Bowl | Ceramics',
      `<main><h1>Serving Bowl</h1><div class="product-price">${shown}</div>
      <select name="size"><option value="" selected>Select Size</option><option>Small</option><option>Large</option></select><button>Add To Cart</button></main>`,
      `<meta property="product:price:amount" content="45.00">${jsonLd({ '@type': 'Offer', price: 45, priceCurrency: 'USD' })}`,
    );

  it('gives no price where no size is chosen (Squarespace)', () => {
    expect(read(bowl('from $45.00'), 'https://www.ceramics.example.com/shop/p/serving-bowl')).toMatchObject({ price: undefined });
  });

  it('keeps it where the address chooses the variant, or the page prints the amount as a price of its own', () => {
    expect(read(bowl('from $45.00'), 'https://www.ceramics.example.com/shop/p/serving-bowl?variant=small')).toMatchObject({ price: '45', from: 'json-ld' });
    expect(read(bowl('$45.00'), 'https://www.ceramics.example.com/shop/p/serving-bowl')).toMatchObject({ price: '45', from: 'json-ld' });
  });
});
