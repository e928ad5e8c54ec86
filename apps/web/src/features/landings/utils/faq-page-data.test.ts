import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ptBR from '../../../locales/pt-BR.json';
import { ECOMMERCE_FAQ_KEYS, ecommerceFaqItems } from './ecommerce-faq';
import { faqPageData } from './faq-page-data';

/** The catalog's text at a dotted key. */
const reader = (catalog: Record<string, unknown>) => (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  if (typeof found !== 'string') throw new Error(`no text at ${key}`);
  return found;
};

describe('FAQPage data', () => {
  it('states each question with its accepted answer, in the page language', () => {
    const data = faqPageData({ items: [{ question: 'How long?', answer: 'Minutes.' }], language: 'en', url: 'https://reelsmith.example/ecommerce' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://reelsmith.example/ecommerce',
      inLanguage: 'en',
      mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Minutes.' } }],
    });
  });

  it('leaves the address out when the page has none', () => {
    expect(faqPageData({ items: [], language: 'es', url: null })).not.toHaveProperty('url');
  });
});

describe('the e-commerce FAQ', () => {
  it('has nine distinct questions, read from the catalog of the language', () => {
    expect(ECOMMERCE_FAQ_KEYS).toHaveLength(9);
    const items = ecommerceFaqItems(reader(ptBR));
    expect(new Set(items.map((item) => item.question)).size).toBe(9);
    expect(items[0]).toEqual({ question: ptBR.ecommerce.faq.items.materials.question, answer: ptBR.ecommerce.faq.items.materials.answer });
  });

  it('answers what the page promises: 2–5 minutes, and a free first video without a card', () => {
    const answers = Object.fromEntries(ecommerceFaqItems(reader(en)).map((item, index) => [ECOMMERCE_FAQ_KEYS[index], item.answer]));
    expect(answers.time).toContain('2 to 5 minutes');
    expect(answers.free).toMatch(/1 free credit.*credit card/);
  });
});
