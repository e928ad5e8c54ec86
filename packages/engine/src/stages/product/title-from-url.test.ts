import { describe, expect, it } from 'vitest';
import { titleFromUrl } from './title-from-url';

describe('titleFromUrl', () => {
  it('names the video after the product slug of the address', () => {
    expect(titleFromUrl('https://produto.mercadolivre.com.br/MLB-1234567890-tenis-nike-air-max-90-masculino-_JM')).toBe('Tenis Nike Air Max 90 Masculino');
    expect(titleFromUrl('https://www.amazon.com/Echo-Dot-5th-Gen-2022/dp/B09B8V1LZ3/ref=sr_1_1')).toBe('Echo Dot 5th Gen 2022');
    expect(titleFromUrl('https://shop.example.com/products/luminaria-de-mesa-aurora?variant=4411')).toBe('Luminaria De Mesa Aurora');
    expect(titleFromUrl('https://loja.example.com.br/cafeteira-el%C3%A9trica-inox.html')).toBe('Cafeteira Elétrica Inox');
  });

  it('falls back on the site when the address has no words', () => {
    expect(titleFromUrl('https://www.ebay.com/itm/1234567890')).toBe('Ebay product');
    expect(titleFromUrl('https://www.olx.com.br/')).toBe('Olx product');
    expect(titleFromUrl('not an address')).toBe('Product Video');
  });
});
