import { describe, expect, it } from 'vitest';
import { fromJsonLd } from './json-ld';
import { repairJson } from './lenient-json';
import { load } from 'cheerio';

const parsed = (text: string): unknown => JSON.parse(repairJson(text));

describe('repairJson', () => {
  it('leaves valid JSON as it is', () => {
    const samples = [
      '{"name":"Lamp \\"Aurora\\"","price":"249.00","tags":["a","b"],"n":null,"ok":true,"x":-1.5e3}',
      '[{"a":"\\u00e9\\n\\t\\\\"},{"b":{"c":[]}}]',
      '{ "url": "https://shop.example.com/p?a=1&b=2", "path": "a/b" }',
    ];
    for (const sample of samples) expect(repairJson(sample)).toBe(sample);
  });

  it('drops JavaScript comments and trailing commas, outside strings only', () => {
    const text = `{
      "@type": "Product", // the product
      /* "sku": "X1", */
      "name": "Shelf // oak",
      "offers": { "price": "19.90", },
    }`;
    expect(parsed(text)).toEqual({ '@type': 'Product', name: 'Shelf // oak', offers: { price: '19.90' } });
  });

  it('keeps quotes a shop left unescaped inside a string as text', () => {
    const text = '{"@type":"Product","name":"Chair","description":"<p style="color: red;">Solid "beech" seat</p>","price":"89"}';
    expect(parsed(text)).toEqual({ '@type': 'Product', name: 'Chair', description: '<p style="color: red;">Solid "beech" seat</p>', price: '89' });
  });

  it("reads escapes JSON does not have: \\' and \\x26 as the characters, a lone backslash as itself", () => {
    expect(parsed(String.raw`{"name":"Kid\'s bike","brand":"R\x26D","file":"C:\media\photo.jpg"}`)).toEqual({ name: "Kid's bike", brand: 'R&D', file: 'C:\\media\\photo.jpg' });
  });

  it('reads raw line breaks in a string as spaces, leaves out a stray closing brace, and makes a list of objects in a row', () => {
    expect(parsed('{"name":"Two\nlines"}}')).toEqual({ name: 'Two lines' });
    expect(parsed('{"a":1}\n{"b":2};')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('closes a block cut short where it ends', () => {
    expect(parsed('{"@type":"Product","name":"Kettle","offers":{"price":"24.50","priceCurrency":"EUR"')).toEqual({
      '@type': 'Product',
      name: 'Kettle',
      offers: { price: '24.50', priceCurrency: 'EUR' },
    });
  });
});

describe('fromJsonLd on a broken block', () => {
  it('still reads the product whose description holds unescaped HTML, and the one with a stray brace', () => {
    const page = (json: string) => load(`<html><head><script type="application/ld+json">${json}</script></head><body><h1>Sunglasses</h1></body></html>`);
    const url = new URL('https://shop.example.co.uk/p/sunglasses');
    const described = '{"@context":"https://schema.org","@type":"Product","name":"Sunglasses","description":"<p class="lead">Cat eye</p>","offers":{"@type":"Offer","price":"285.00","priceCurrency":"GBP"}}';
    expect(fromJsonLd({ $: page(described), url })).toMatchObject({ name: 'Sunglasses', price: '285', currency: 'GBP' });
    const braced = '{"@context":"https://schema.org","@type":"Product","name":"Sunglasses","offers":{"@type":"Offer","price":"285.00","priceCurrency":"GBP"}}}';
    expect(fromJsonLd({ $: page(braced), url })).toMatchObject({ name: 'Sunglasses', price: '285', currency: 'GBP' });
  });
});
