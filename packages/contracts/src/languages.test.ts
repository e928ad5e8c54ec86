import { describe, expect, it } from 'vitest';
import { closestLanguage, languageFromAcceptLanguage } from './languages';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['en;q=0.5, es-MX;q=0.9', 'es'],
    ['de, *;q=0.5', 'en'],
    ['es;q=0, pt', 'pt-BR'],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('maps regional tags to our languages', () => {
    expect(closestLanguage('es_AR')).toBe('es');
    expect(closestLanguage('EN-gb')).toBe('en');
    expect(closestLanguage('it')).toBeUndefined();
  });
});
