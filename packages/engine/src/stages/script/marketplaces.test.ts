import { describe, expect, it } from 'vitest';
import { displayAddress, findMarketplace } from './marketplaces';

describe('findMarketplace', () => {
  it.each([
    ['https://produto.mercadolivre.com.br/MLB-1', 'no Mercado Livre'],
    ['https://articulo.mercadolibre.com.mx/MLM-1', 'no Mercado Libre'],
    ['https://sp.olx.com.br/item', 'na OLX'],
    ['https://www.enjoei.com.br/p/vestido', 'no Enjoei'],
    ['https://www.ebay.com/itm/1', 'no eBay'],
    ['https://www.amazon.com.br/dp/B0', 'na Amazon'],
    ['https://www.facebook.com/marketplace/item/1', 'no Facebook Marketplace'],
  ])('%s → %s', (url, on) => {
    expect(findMarketplace({ url })?.on['pt-BR']).toBe(on);
  });

  it('prefers the name given, and knows no marketplace for a shop of its own', () => {
    expect(findMarketplace({ name: 'GoTrendier' })?.on.es).toBe('en GoTrendier');
    expect(findMarketplace({ name: 'Segunda Mano', url: 'https://example.com' })?.name).toBe('Segunda Mano');
    expect(findMarketplace({ url: 'https://www.facebook.com/somepage' })).toBeUndefined();
    expect(findMarketplace({ url: 'https://myshop.myshopify.com/products/x' })).toBeUndefined();
    expect(findMarketplace({ url: 'not a url' })).toBeUndefined();
  });

  it('shows a short address', () => {
    expect(displayAddress('https://www.shop.com/products/mug/')).toBe('shop.com/products/mug');
    expect(displayAddress('https://www.shop.com/products/a-very-long-product-handle-that-goes-on')).toBe('shop.com');
  });
});
