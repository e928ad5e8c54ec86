import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { explainExtraction } from './extract-product';
import { fromJsonLd, parseJsonLd } from './json-ld';

const url = new URL('https://shop.example.com/p/cafeteira?variant=2');
const read = (json: string) => fromJsonLd({ $: load(`<script type="application/ld+json">${json}</script>`), url });

describe('fromJsonLd', () => {
  it('reads a Product with an Offer', () => {
    expect(read('{"@type":"Product","name":"Cafeteira","brand":{"@type":"Brand","name":"Tramontina"},"image":["/a.jpg"],"offers":{"@type":"Offer","price":"129.90","priceCurrency":"BRL"}}')).toMatchObject({
      name: 'Cafeteira',
      brand: 'Tramontina',
      price: '129.90',
      currency: 'BRL',
      images: ['https://shop.example.com/a.jpg'],
    });
  });

  it('finds the product inside @graph, typed as a list of full addresses', () => {
    const product = read('{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["http://schema.org/Product"],"name":"Mesa","offers":[{"@type":"Offer","price":450,"priceCurrency":"GBP"}]}]}');
    expect(product).toMatchObject({ name: 'Mesa', price: '450', currency: 'GBP' });
  });

  it('prices offers that disagree by the amount the page shows, the first offer when it shows none', () => {
    const sizes = '{"@type":"Product","name":"Sneaker","offers":[{"@type":"Offer","sku":"S","price":"74.95","priceCurrency":"EUR"},{"@type":"Offer","sku":"M","price":"79.95","priceCurrency":"EUR"}]}';
    const page = (shown: string) => `<script type="application/ld+json">${sizes}</script><h1>Sneaker</h1><div class="product-price">${shown}</div>`;
    const address = 'https://shop.example.eu/sneaker';
    expect(explainExtraction({ html: page('79,95 €'), url: address }).product.price).toBe('79.95');
    expect(explainExtraction({ html: page('Sold out'), url: address }).product.price).toBe('74.95');
  });

  it('prices a ProductGroup by the variant in the address', () => {
    const product = read(
      '{"@type":"ProductGroup","name":"Camiseta","hasVariant":[{"@type":"Product","sku":"1","offers":{"price":"49.90","priceCurrency":"BRL"}},{"@type":"Product","sku":"2","offers":{"price":"59.90","priceCurrency":"BRL"}}]}',
    );
    expect(product).toMatchObject({ name: 'Camiseta', price: '59.90' });
  });

  it("takes no product's price when products of different names tie and neither the heading nor the address names one", () => {
    const related =
      '[{"@type":"Product","name":"Cadeira Eames","offers":{"price":"349.90","priceCurrency":"BRL"}},{"@type":"Product","name":"Mesa Saarinen","offers":{"price":"899.90","priceCurrency":"BRL"}}]';
    expect(read(related).price).toBeUndefined();
    const $ = load(`<script type="application/ld+json">${related}</script>`);
    expect(fromJsonLd({ $, url, heading: 'Mesa Saarinen' })).toMatchObject({ name: 'Mesa Saarinen', price: '899.90' });
    // The heading names it whatever the punctuation.
    expect(fromJsonLd({ $: load(`<script type="application/ld+json">${related.replace('Mesa Saarinen', 'Mesa Saarinen - oval')}</script>`), url, heading: 'Mesa Saarinen, oval' }).price).toBe('899.90');
    // Variants of one product listed as products of the same name still read.
    expect(read(related.replace('Mesa Saarinen', 'Cadeira Eames').replace('899.90', '349.90')).price).toBe('349.90');
  });

  it('reads the product, not the products it names as related or similar', () => {
    const product = read(
      '{"@type":"Product","name":"Cadeira Eames","offers":{"price":"349.90","priceCurrency":"BRL"},"isRelatedTo":[{"@type":"Product","name":"Mesa Saarinen","offers":{"price":"899.90","priceCurrency":"BRL"}}],"isSimilarTo":{"@type":"Product","name":"Cadeira Tulipa","offers":{"price":"299.90","priceCurrency":"BRL"}}}',
    );
    expect(product).toMatchObject({ name: 'Cadeira Eames', price: '349.90' });
  });

  it('leaves out offers at 0 (variants sold out or priced on request) when another offer has a price', () => {
    const product = read(
      '{"@type":"Product","name":"Cadeira","offers":[{"@type":"Offer","sku":"1","price":"0.00","priceCurrency":"BRL"},{"@type":"Offer","sku":"3","price":"349.90","priceCurrency":"BRL"}]}',
    );
    expect(product).toMatchObject({ price: '349.90', currency: 'BRL' });
    expect(read('{"@type":"Product","name":"Cadeira","offers":{"@type":"Offer","price":0,"priceCurrency":"BRL"}}').price).toBeUndefined();
  });

  it('takes no rent or subscription for the price: a lease, or a price per month or year', () => {
    const offer = (extra: string) => read(`{"@type":"Product","name":"iPhone 16 Pro","offers":{"@type":"Offer","price":"49.90","priceCurrency":"EUR"${extra}}}`);
    expect(offer(',"businessFunction":"http://purl.org/goodrelations/v1#LeaseOut"').price).toBeUndefined();
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","price":"49.90","referenceQuantity":{"@type":"QuantitativeValue","value":"1","unitCode":"MON"}}').price).toBeUndefined();
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","price":"49.90","billingDuration":12}').price).toBeUndefined();
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","price":"49.90","unitCode":"MON"}').price).toBeUndefined();
    // An instalment plan that pays the whole price, listed beside it, is a sale; so is a duration of 0.
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","priceComponentType":"https://schema.org/Installment","price":"49.90","billingDuration":10,"billingIncrement":4.99}').price).toBe('49.90');
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","price":"49.90","billingDuration":0}').price).toBe('49.90');
    // A price per unit of a thing (per kilogram) is still a sale.
    expect(offer(',"priceSpecification":{"@type":"UnitPriceSpecification","price":"49.90","referenceQuantity":{"@type":"QuantitativeValue","value":"1","unitCode":"KGM"}}').price).toBe('49.90');
  });

  it('takes an AggregateOffer\'s lowPrice and a list price from priceSpecification', () => {
    expect(read('{"@type":"Product","name":"Tênis","offers":{"@type":"AggregateOffer","lowPrice":"199.90","highPrice":"199.90","priceCurrency":"BRL"}}').price).toBe('199.90');
    const product = read(
      '{"@type":"Product","name":"Fone","offers":{"@type":"Offer","priceSpecification":[{"@type":"UnitPriceSpecification","price":"99.90","priceCurrency":"BRL"},{"@type":"UnitPriceSpecification","priceType":"https://schema.org/ListPrice","price":"149.90","priceCurrency":"BRL"}]}}',
    );
    expect(product).toMatchObject({ price: '99.90', old_price: '149.90', currency: 'BRL' });
  });

  it('leaves out an offer at the price the product block crosses out, only when it is above another offer', () => {
    const offers = '{"@type":"Product","name":"Vestido","offers":[{"@type":"Offer","sku":"S","price":"25.00","priceCurrency":"EUR"},{"@type":"Offer","sku":"L","price":"20.00","priceCurrency":"EUR"}]}';
    const html = (block: string, after = '') => `<script type="application/ld+json">${offers}</script><div><h1>Vestido</h1><div class="price">${block}</div></div>${after}`;
    const price = (page: string, address = 'https://shop.example.ie/p/vestido') => explainExtraction({ html: page, url: address }).product;
    expect(price(html('<del>€ 25,00</del> € 20,00'))).toMatchObject({ price: '20', old_price: '25' });
    // The variant the address names wins among the offers, but not over the page: it shows its €25 crossed out and €20 as the price.
    expect(price(html('<del>€ 25,00</del> € 20,00'), 'https://shop.example.ie/p/vestido?variant=S')).toMatchObject({ price: '20', old_price: '25' });
    // A struck amount below every offer, or another product's, changes nothing.
    expect(price(html('€ 25,00'), 'https://shop.example.ie/p/vestido?variant=S').price).toBe('25');
    expect(price(html('<del>€ 20,00</del> € 25,00')).price).toBe('25');
    expect(price(html('€ 25,00', '<ul class="related"><li><del>€ 25,00</del> € 19,00</li></ul>')).price).toBe('25');
  });

  it('takes the price the page shows over a JSON-LD price it prints only as the price before a sale', () => {
    const data = '{"@type":"Product","name":"Lamp","offers":{"@type":"Offer","price":"100.00","priceCurrency":"USD"}}';
    const read = (block: string) => explainExtraction({ html: `<script type="application/ld+json">${data}</script><div><h1>Lamp</h1>${block}</div>`, url: 'https://shop.example.com/p/lamp' }).product;
    expect(read('<div class="price-box"><span class="price">$80.00</span> <span class="note">Was $100.00</span></div>')).toMatchObject({ price: '80', old_price: '100' });
    expect(read('<p class="price-before">$100.00</p><p class="price">$80.00</p>')).toMatchObject({ price: '80', old_price: '100' });
    // Printed as a price too, or nowhere (a price a script draws beside an add-on's), the JSON-LD price stands.
    expect(read('<div class="price">$80.00</div><p>Lamp and shade: $100.00</p>').price).toBe('100');
    expect(read('<div class="product-price"></div><label>Gift wrap <span class="price">$5.00</span></label>').price).toBe('100');
  });

  it("takes Shopify Dawn's regular price for the current one when nothing is on sale", () => {
    const offers = '{"@type":"Product","name":"Mug","offers":[{"@type":"Offer","url":"https://shop.example.com/products/mug?variant=1","price":"35.00","priceCurrency":"USD"},{"@type":"Offer","url":"https://shop.example.com/products/mug?variant=2","price":"29.00","priceCurrency":"USD"}]}';
    // Dawn's price.liquid: the regular box shows the price; the hidden sale box repeats it beside a struck "compare at".
    const dawn =
      '<div class="price__container"><div class="price__regular"><span class="price-item price-item--regular">$35.00 USD</span></div>' +
      '<div class="price__sale"><s class="price-item price-item--regular">$35.00 USD</s><span class="price-item price-item--sale price-item--last">$35.00 USD</span></div></div>';
    const html = `<script type="application/ld+json">${offers}</script><div class="product__info"><h1>Mug</h1><div class="price">${dawn}</div></div>`;
    expect(explainExtraction({ html, url: 'https://shop.example.com/products/mug' }).product).toMatchObject({ price: '35' });
  });

  it('prefers the page\'s own product over related ones', () => {
    const $ = load(
      '<h1>Panela Inox</h1><script type="application/ld+json">[{"@type":"Product","name":"Tampa"},{"@type":"Product","name":"Panela Inox","offers":{"price":"89.90"}}]</script>',
    );
    expect(fromJsonLd({ $, url, heading: 'Panela Inox' }).name).toBe('Panela Inox');
  });

  it("sells an event's tickets, a course or an app through its offers when the page describes no product, is about it and prints the price", () => {
    const named = (json: string, heading: string, shown = '') =>
      fromJsonLd({ $: load(`<script type="application/ld+json">${json}</script><h1>${heading}</h1><p>${shown}</p>`), url, heading });
    const event =
      '{"@type":"MusicEvent","name":"Lina de Lima en vivo","startDate":"2026-12-31T21:00","offers":{"@type":"AggregateOffer","lowPrice":"3340","highPrice":"3340","priceCurrency":"CLP"}}';
    expect(named(event, 'Lina de Lima en vivo', 'Entradas: $3.340')).toMatchObject({ name: 'Lina de Lima en vivo', price: '3340', currency: 'CLP' });
    const course = '{"@type":"Course","name":"Excel avanzado","offers":{"@type":"Offer","price":"49.90","priceCurrency":"BRL"}}';
    expect(named(course, 'Excel Avanzado', 'R$ 49,90')).toMatchObject({ price: '49.90', currency: 'BRL' });
    // Not where the page prints another amount, or crosses this one out: its data may be stale.
    expect(named(course, 'Excel Avanzado', 'R$ 39,90').price).toBeUndefined();
    expect(named(course, 'Excel Avanzado', 'R$ 39,90 <del>R$ 49,90</del>').price).toBeUndefined();
    // At the page's own address, whatever the heading says.
    expect(read(`{"@type":"Event","name":"Jazz night","url":"${url.href}","offers":{"price":"25","priceCurrency":"EUR"}}`).name).toBe('Jazz night');
    // Not one the heading does not name, nor a free one, nor one without offers; a product beside it is the page's own.
    expect(named(event, 'Entradas y conciertos en Santiago', '$3.340').price).toBeUndefined();
    expect(named('{"@type":"MobileApplication","name":"Loja","offers":{"price":"0","priceCurrency":"USD"}}', 'Loja')).toEqual({});
    expect(named('{"@type":"Event","name":"Open day","startDate":"2026-12-01"}', 'Open day').price).toBeUndefined();
    expect(named(`[${event},{"@type":"Product","name":"Poster","offers":{"price":"9900","priceCurrency":"CLP"}}]`, 'Lina de Lima en vivo')).toMatchObject({ name: 'Poster', price: '9900' });
  });

  it('tolerates broken JSON: comments, CDATA, raw line breaks, trailing commas, objects in a row', () => {
    expect(parseJsonLd('<!-- {"@type":"Product","name":"A",} -->')).toEqual([{ '@type': 'Product', name: 'A' }]);
    expect(parseJsonLd('//<![CDATA[\n{"name":"B\nC"}\n//]]>')).toEqual([{ name: 'B C' }]);
    expect(parseJsonLd('{"a":1}{"b":2}')).toEqual([[{ a: 1 }, { b: 2 }]]);
    expect(parseJsonLd('not json')).toEqual([]);
  });
});
