import { describe, expect, it } from 'vitest';
import { page, readPrice as read } from '../../../test/platform-page';

// A shop of one country on a domain of none (.com, .shop) writes "$", "R" or "￥" as its own
// country's; the page's language tag or og:locale names that country.
describe('the currency of a shop whose domain names no country', () => {
  it.each([
    { lang: 'es-CL', locale: '', shown: '$24.990', host: 'www.tienda.example.com', price: '24990', currency: 'CLP' },
    { lang: 'es', locale: 'es_CO', shown: '$ 189.900', host: 'tienda.example.shop', price: '189900', currency: 'COP' },
    { lang: 'en-ZA', locale: '', shown: 'R 1,299', host: 'www.takealot.com', price: '1299', currency: 'ZAR' },
    { lang: 'zh-CN', locale: '', shown: '￥1299.00', host: 'item.jd.com', price: '1299', currency: 'CNY' },
    { lang: 'sv-SE', locale: '', shown: '1 499 kr', host: 'www.butik.example.com', price: '1499', currency: 'SEK' },
  ])('reads "$shown" in $lang $locale as $currency', ({ lang, locale, shown, host, price, currency }) => {
    const ogLocale = locale ? `<meta property="og:locale" content="${locale}">` : '';
    const body = `<main><h1>Robot vacuum i3+</h1><div class="product-price"><span class="price-current">${shown}</span></div></main>`;
    const html = page('Robot vacuum', body, ogLocale).replace('<html>', `<html lang="${lang}">`);
    expect(read(html, `https://${host}/p/robot-vacuum`)).toMatchObject({ price, currency });
  });

  it("keeps the country of the shop's domain, and a language without a region names none", () => {
    const html = (lang: string, shown: string) => page('Robot vacuum', `<main><h1>Robot vacuum i3+</h1><div class="product-price">${shown}</div></main>`).replace('<html>', `<html lang="${lang}">`);
    expect(read(html('en-US', '$ 1.299'), 'https://www.tienda.example.com.ar/p/robot')).toMatchObject({ price: '1299', currency: 'ARS' });
    expect(read(html('es', '$1,299.00'), 'https://www.tienda.example.com/p/robot')).toMatchObject({ price: '1299', currency: 'USD' });
    expect(read(html('es-419', '$1,299.00'), 'https://www.tienda.example.com/p/robot')).toMatchObject({ price: '1299', currency: 'USD' });
  });

  // Found on a twelfth set of probe pages (Takealot's page in plain "en"), and the Coppel and Falabella
  // pages of earlier sets.
  it.each([
    { address: 'https://www.takealot.com/philips-shaver/PLID53412788', shown: 'R 1,299', price: '1299', currency: 'ZAR' },
    { address: 'https://www.coppel.com/pantalla-samsung-50-pulgadas-4k-pm-5184742', shown: '$8,999', price: '8999', currency: 'MXN' },
    { address: 'https://www.falabella.com/falabella-cl/product/881512345/Robot', shown: '$ 249.990', price: '249990', currency: 'CLP' },
    { address: 'https://www.tienda.example.com/es-mx/p/robot', shown: '$8,999', price: '8999', currency: 'MXN' },
  ])('reads "$shown" at $address, a national shop or a folder naming its country, as $currency', ({ address, shown, price, currency }) => {
    const html = page('Robot vacuum', `<main><h1>Robot vacuum i3+</h1><div class="product-price">${shown}</div></main>`).replace('<html>', '<html lang="en">');
    expect(read(html, address)).toMatchObject({ price, currency });
  });
});
