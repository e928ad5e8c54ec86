import { describe, expect, it } from 'vitest';
import { localizePath, matchPageRoute, splitLanguagePrefix, switchLanguagePath } from './routes';

describe('language prefixes', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog', 'en', '/blog'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/blog', 'es', '/blog'],
    ['/ptbr', 'pt-BR', '/'],
    ['/ptbr/videos/42', 'pt-BR', '/videos/42'],
    // Only whole segments are prefixes.
    ['/estore', 'en', '/estore'],
    ['/ptbrx/blog', 'en', '/ptbrx/blog'],
  ])('%s is %s %s', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it('adds the prefix, with the bare prefix for home', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/blog', 'pt-BR')).toBe('/ptbr/blog');
    expect(localizePath('contact', 'es')).toBe('/es/contact');
  });

  it('swaps the prefix and keeps the page', () => {
    expect(switchLanguagePath('/es/blog', 'en')).toBe('/blog');
    expect(switchLanguagePath('/blog', 'pt-BR')).toBe('/ptbr/blog');
    expect(switchLanguagePath('/ptbr', 'es')).toBe('/es');
    expect(switchLanguagePath('/es/nowhere', 'pt-BR')).toBe('/ptbr/nowhere');
  });
});

describe('matchPageRoute', () => {
  it.each([
    ['/', 'home'],
    ['/es', 'home'],
    ['/ptbr/', 'home'],
    ['/es/debt_collection', 'debtCollection'],
    ['/url-to-video-public', 'urlToVideoPublic'],
    ['/ptbr/videos/abc', 'video'],
    ['/campaigns/new', 'campaignNew'],
    ['/campaigns/7', 'campaign'],
    ['/checkout/success/', 'checkoutSuccess'],
    ['/v/Xy_9-abcDEF0', 'watch'],
    ['/ptbr/v/Xy_9-abcDEF0', 'watch'],
  ])('%s shows %s', (pathname, page) => {
    expect(matchPageRoute(pathname)).toBe(page);
  });

  it.each(['/nowhere', '/es/nowhere', '/blog/extra', '/settings/x', '/fr', '/es/es', '/v', '/v/a/b'])('%s is no page', (pathname) => {
    expect(matchPageRoute(pathname)).toBeUndefined();
  });
});
