/** One question of a FAQ, as shown on the page and as told to search engines. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * schema.org FAQPage data for a page's questions, in the page's language. The answers are plain text
 * and must be the ones the page shows (search engines' rule for FAQ rich results).
 */
export function faqPageData({ items, language, url }: { items: readonly FaqItem[]; language: string; url?: string | null }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(url ? { url } : {}),
    inLanguage: language,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
