/**
 * A document date ('2025-01-28') written out in the page's language: 'January 28, 2025',
 * '28 de enero de 2025'. Read as UTC, so the server's prerender and every browser print the same day.
 */
export function formatLegalDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
