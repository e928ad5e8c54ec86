import type { FaqItem } from './faq-page-data';

/** The e-commerce landing's nine questions, in the order shown, under `ecommerce.faq.items.*`. */
export const ECOMMERCE_FAQ_KEYS = ['materials', 'marketplaces', 'time', 'contents', 'formats', 'languages', 'price', 'free', 'posting'] as const;

/** The e-commerce FAQ in the language `text` reads: one source for the page and its FAQPage data. */
export function ecommerceFaqItems(text: (key: string) => string): FaqItem[] {
  return ECOMMERCE_FAQ_KEYS.map((key) => ({
    question: text(`ecommerce.faq.items.${key}.question`),
    answer: text(`ecommerce.faq.items.${key}.answer`),
  }));
}
