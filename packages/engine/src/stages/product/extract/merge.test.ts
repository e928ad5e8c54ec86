import { describe, expect, it } from 'vitest';
import { mergeSources } from './merge';

describe('mergeSources', () => {
  it('fills each field from the most trusted source that has it, and records where it came from', () => {
    const { product, origins } = mergeSources([
      { source: 'json-ld', fields: { name: 'Cafeteira', price: '129.90' } },
      { source: 'meta', fields: { name: 'Cafeteira | Loja', price: '99', currency: 'BRL', description: 'Alumínio' } },
    ]);
    expect(product).toMatchObject({ name: 'Cafeteira', price: '129.90', currency: 'BRL', description: 'Alumínio' });
    expect(origins).toMatchObject({ name: 'json-ld', price: 'json-ld', currency: 'meta', description: 'meta' });
  });

  it('keeps an old price only when higher, and takes it from a source that read the same price', () => {
    expect(mergeSources([{ source: 'json-ld', fields: { price: '10', old_price: '8' } }]).product.old_price).toBeUndefined();
    const { product } = mergeSources([
      { source: 'json-ld', fields: { price: '10' } },
      { source: 'site', fields: { price: '10.00', old_price: '12' } },
      { source: 'heuristics', fields: { price: '11', old_price: '20' } },
    ]);
    expect(product.old_price).toBe('12');
  });

  it("never says a price of nothing: a structured price of 0 is a shop's placeholder, and the next source's price counts", () => {
    const { product, origins } = mergeSources([
      { source: 'json-ld', fields: { name: 'Lamp', price: '0', old_price: '59', currency: 'EUR' } },
      { source: 'heuristics', fields: { price: '49', currency: 'EUR' } },
    ]);
    expect(product).toMatchObject({ price: '49', currency: 'EUR' });
    expect(product.old_price).toBeUndefined();
    expect(origins.price).toBe('heuristics');
    expect(mergeSources([{ source: 'json-ld', fields: { name: 'Lamp', price: '0.00' } }]).product.price).toBeUndefined();
  });

  it('takes the price the page prints over a more trusted one when another source says it too, with that source’s currency and old price', () => {
    // An auction: its JSON-LD gives the starting bid, its price meta tags and its page the current one.
    const { product, origins } = mergeSources([
      { source: 'json-ld', fields: { name: 'Pillows, pair', price: '150', currency: 'USD' } },
      { source: 'meta', fields: { price: '200', currency: 'USD' } },
      { source: 'heuristics', fields: { price: '200.00', old_price: '250', currency: 'USD' } },
    ]);
    expect(product).toMatchObject({ name: 'Pillows, pair', price: '200', currency: 'USD' });
    expect(origins.price).toBe('meta');
    expect(product.old_price).toBe('250');
  });

  it('takes the price the page prints over price meta tags alone, which no visitor sees', () => {
    // A bookshop's meta tags give the price before VAT.
    const { product, origins } = mergeSources([
      { source: 'meta', fields: { name: 'Código do Trabalho', price: '67.84', currency: 'EUR' } },
      { source: 'heuristics', fields: { price: '71.91', old_price: '79.90', currency: 'EUR' } },
    ]);
    expect(product).toMatchObject({ name: 'Código do Trabalho', price: '71.91', old_price: '79.90', currency: 'EUR' });
    expect(origins.price).toBe('heuristics');
  });

  it('keeps the trusted price when the page’s price text alone differs, or as many sources say each amount', () => {
    const alone = mergeSources([
      { source: 'json-ld', fields: { price: '150', currency: 'USD' } },
      { source: 'heuristics', fields: { price: '200', currency: 'USD' } },
    ]);
    expect(alone.product.price).toBe('150');
    const tie = mergeSources([
      { source: 'json-ld', fields: { price: '150', currency: 'USD' } },
      { source: 'microdata', fields: { price: '150.00' } },
      { source: 'meta', fields: { price: '200', currency: 'USD' } },
      { source: 'heuristics', fields: { price: '200', currency: 'USD' } },
    ]);
    expect(tie.product.price).toBe('150');
    // Two other sources agreeing without the page's price text are no reason either.
    const unseen = mergeSources([
      { source: 'json-ld', fields: { price: '150' } },
      { source: 'meta', fields: { price: '200' } },
      { source: 'analytics', fields: { price: '200' } },
    ]);
    expect(unseen.product.price).toBe('150');
  });

  it("takes the page's price text over a trusted price the product's block only crosses out", () => {
    const sources = [
      { source: 'json-ld', fields: { name: 'Lamp', price: '100.00', currency: 'USD' } },
      { source: 'heuristics', fields: { price: '80', old_price: '100', currency: 'USD' } },
    ] as const;
    const struck = mergeSources([...sources], { crossedOut: new Set([100]) });
    expect(struck.product).toMatchObject({ name: 'Lamp', price: '80', old_price: '100', currency: 'USD' });
    expect(struck.origins.price).toBe('heuristics');
    // Not crossed out (printed as the price, or nowhere), the trusted amount stays, and so it does with no price text to set against it.
    expect(mergeSources([...sources], { crossedOut: new Set([80]) }).product.price).toBe('100.00');
    expect(mergeSources([sources[0]], { crossedOut: new Set([100]) }).product.price).toBe('100.00');
  });

  it('pools pictures, the most trusted source first, each picture once', () => {
    const { product } = mergeSources([
      { source: 'json-ld', fields: { images: ['https://cdn.example.com/a_300x300.jpg'] } },
      { source: 'meta', fields: { images: ['https://cdn.example.com/a_1024x1024.jpg', 'https://cdn.example.com/b.jpg'] } },
    ]);
    expect(product.images).toEqual(['https://cdn.example.com/a_1024x1024.jpg', 'https://cdn.example.com/b.jpg']);
  });
});
