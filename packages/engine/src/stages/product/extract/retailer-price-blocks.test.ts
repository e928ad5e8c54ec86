import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';

// Price blocks of the big retailers the benchmark's public half lacks (H&M, ASOS, Fnac, Canadian
// Tire, Newegg) as a seventh set of probe pages showed them in 2020-21, without structured data:
// a block's state named after the block, a price element's modifier, other sellers' offers, a price
// per item beside a quantity's total, a pack's price beside its per-piece price, a combo's price.

describe("big retailers' price blocks the seventh probe set held", () => {
  it("reads a sale price whose box names its state after the block's own name (H&M's 'product-item-price-discount')", () => {
    const html = page(
      'Pullover mit Ballonärmeln - H&M DE',
      `<section class="name-price"><h1 class="primary product-item-headline">Pullover mit Ballonärmeln</h1>
      <div class="primary-row product-item-price product-item-price-discount">
        <span class="price-value" style="color:#d6001c">14,99 €</span><small class="price-value-original">29,99 €</small></div>
      <div class="product-item-marker-text red">Preis reduziert</div></section>`,
    );
    expect(read(html, 'https://www2.hm.com/de_de/productpage.0923134001.html')).toMatchObject({ price: '14.99', currency: 'EUR' });
  });

  it("reads a price named 'discounted', the price after the discount, not Klarna's instalment (ASOS)", () => {
    const html = page(
      'ASOS DESIGN shirred cuff midi tea dress | ASOS',
      `<section class="product-hero"><h1>ASOS DESIGN shirred cuff midi tea dress in ditsy floral</h1>
      <div class="product-price" id="product-price"><div data-id="price-react">
        <span class="current-price product-price-discounted" data-id="current-price">Now £22.00</span>
        <span class="product-prev-price" data-id="previous-price">Was £32.00</span><span class="product-discount">(-31%)</span></div></div>
      <div class="klarna-messaging"><p>Pay in 3 interest-free instalments of <strong>£7.33</strong> with Klarna.</p></div></section>`,
    );
    expect(read(html, 'https://www.asos.com/asos-design/asos-design-shirred-cuff-midi-tea-dress/prd/23087712')).toMatchObject({ price: '22', currency: 'GBP' });
  });

  it("reads Fnac's price, whose modifier 'reco' names no recommendations, not its marketplace sellers' offers", () => {
    const html = page(
      'Zelda: Breath of the Wild Nintendo Switch - Fnac',
      `<div class="f-productHeader"><h1 class="f-productHeader-Title">The Legend of Zelda: Breath of the Wild Nintendo Switch</h1>
      <div class="f-priceBox"><span class="f-priceBox-price f-priceBox-price--old">Prix conseillé <del>59,99 €</del></span>
        <span class="f-priceBox-price f-priceBox-price--reco checked">49<sup>€99</sup></span><span class="f-priceBox-discount">-17%</span></div>
      <div class="f-buyBox-mp"><h3>Autres offres (41)</h3><ul class="f-mpOffers">
        <li class="f-mpOffer"><span class="f-mpOffer-seller">GameCash</span><span class="f-mpOffer-price">44,90 €</span></li>
        <li class="f-mpOffer"><span class="f-mpOffer-seller">RetroLand</span><span class="f-mpOffer-price">32,50 €</span></li></ul></div></div>`,
    );
    expect(read(html, 'https://jeux-video.fnac.com/a10452428/the-legend-of-zelda-breath-of-the-wild-nintendo-switch')).toMatchObject({ price: '49.99', currency: 'EUR' });
  });

  it("reads a price per tire, not the total for the four the quantity is set to (Canadian Tire's '/ea.')", () => {
    const html = page(
      'MotoMaster Total Terrain AT3 Tire | Canadian Tire',
      `<main><h1 class="pdp-title">MotoMaster Total Terrain AT3 All-Terrain Tire</h1>
      <div class="price-block"><div class="price-block__highlight"><span class="price__reg-value js-price">$239.99</span><span class="price-block__unit">/ea.</span></div>
        <div class="price-block__total"><span class="price-block__total-label">Total for 4 tires:</span><span class="price-block__total-value">$959.96</span></div></div>
      <label>Quantity <input type="number" value="4"></label></main>`,
    );
    expect(read(html, 'https://www.canadiantire.ca/en/pdp/motomaster-total-terrain-at3-1411043p.html')).toMatchObject({ price: '239.99', currency: 'CAD' });
  });

  it("reads a price printed with 'Each' in its own box, not the rewards it earns (Canadian Tire)", () => {
    const html = page(
      'Mastercraft 20V Drill Combo Kit | Canadian Tire',
      `<div class="nl-product__details"><h1 class="nl-product__title">Mastercraft 20V Max Drill &amp; Impact Driver Combo Kit</h1>
      <div class="nl-price nl-price--sale"><div class="nl-price--total"><span class="nl-price__dollar">$</span><span class="nl-price__whole">89</span><sup class="nl-price__cents">.99</sup> <span class="nl-price__unit">Each</span></div>
        <div class="nl-price__was"><span class="nl-price__save">Save $90.00</span> <span class="nl-price__reg">Was <s>$179.99</s></span></div></div>
      <div class="nl-product__rewards">Get <strong>$0.45</strong> in CT Money on this item with Triangle Rewards.</div></div>`,
    );
    expect(read(html, 'https://www.canadiantire.ca/en/pdp/mastercraft-20v-combo-kit-0542806p.html')).toMatchObject({ price: '89.99', currency: 'CAD' });
  });

  it("reads a pack's price, not the price of each piece it holds", () => {
    const html = page(
      'Copy paper, 10 reams | Office shop',
      `<main><h1>Copy paper, 8.5" x 11", 10 reams</h1>
      <div class="product-price"><span class="price">$54.99</span></div><div class="unit-note"><span class="price">$5.50 each</span></div></main>`,
    );
    expect(read(html, 'https://www.officeshop.example.com/copy-paper-10-reams')).toMatchObject({ price: '54.99', currency: 'USD' });
  });

  it("gives no price where only a combo's price is printed (Newegg's 'combo-price')", () => {
    const html = page(
      'LG 38" UltraWide Monitor - Newegg.com',
      `<main><h1 class="product-title">LG 38WN95C-W 38" UltraWide Monitor</h1>
      <div class="product-price"><span class="price-map">See price in cart</span></div>
      <div class="combo-price"><span class="price-was">$1,519.98</span> <span class="price-current">$<strong>1,399</strong><sup>.99</sup></span></div></main>`,
    );
    expect(read(html, 'https://www.newegg.com/p/N82E16824026140').price).toBeUndefined();
  });
});
