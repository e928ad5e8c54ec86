import { describe, expect, it } from 'vitest';
import { SITE_MEDIA } from '../../../config/site-media';
import { debtCollectionDemo, ecommerceExamples } from './landing-media';

describe('the landing videos of each language', () => {
  it('shares one set between English and Spanish, and gives Brazilian Portuguese its own', () => {
    expect(ecommerceExamples('en')).toBe(SITE_MEDIA.ecommerce.enEs);
    expect(ecommerceExamples('es')).toBe(SITE_MEDIA.ecommerce.enEs);
    expect(ecommerceExamples('pt-BR')).toBe(SITE_MEDIA.ecommerce.ptBR);
    expect(debtCollectionDemo('es')).toBe(SITE_MEDIA.debtCollection.enEs);
    expect(debtCollectionDemo('pt-BR')).toBe(SITE_MEDIA.debtCollection.ptBR);
  });

  it('shows two product videos', () => {
    expect(ecommerceExamples('en')).toHaveLength(2);
    expect(ecommerceExamples('pt-BR')).toHaveLength(2);
  });
});
