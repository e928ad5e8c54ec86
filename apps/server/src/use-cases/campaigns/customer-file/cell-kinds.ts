/** What a cell's text looks like, for telling a header from data and guessing contact columns. */
export type CellKind = 'empty' | 'email' | 'url' | 'date' | 'phone' | 'number' | 'text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL = /^(?:https?:\/\/|www\.)\S+$/i;
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/;
// Digits with the punctuation people write phones with: +55 (11) 98765-4321, 011 98765 4321.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
// Amounts as written in en, es and pt-BR: 1299.90, 1.299,90, 1,299.90, R$ 50, -3, 15%.
const NUMBER = /^[-+]?(?:R\$|US\$|\$|€|£)?\s?(?:\d{1,3}(?:[.,\s]\d{3})+|\d+)(?:[.,]\d+)?\s?%?$/;

/** True when the text is written like a phone number: 8 to 15 digits, with a + or phone punctuation, or 10+ digits alone. */
function looksLikePhone(text: string): boolean {
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  if (digits < 8 || digits > 15) return false;
  if (/^\+|\(/.test(text)) return true;
  // A bare run of digits is an amount or an ID until it is as long as a number with an area code.
  if (/^\d+$/.test(text)) return digits >= 10;
  // Groups split by spaces or dashes (98765-4321), unlike one decimal or thousands mark (1.299,90).
  return /\d[\s-]\d/.test(text);
}

/** The kind of a trimmed cell text. */
export function cellKind(text: string): CellKind {
  if (text === '') return 'empty';
  if (EMAIL.test(text)) return 'email';
  if (URL.test(text)) return 'url';
  if (DATE.test(text)) return 'date';
  if (looksLikePhone(text)) return 'phone';
  if (NUMBER.test(text)) return 'number';
  return 'text';
}

/** The share of a column's non-empty cells (first 100 rows) that are of `kind`; 0 for an empty column. */
export function shareOfKind(rows: readonly (readonly string[])[], column: number, kind: CellKind): number {
  const kinds = rows
    .slice(0, 100)
    .map((row) => cellKind(row[column] ?? ''))
    .filter((found) => found !== 'empty');
  return kinds.length === 0 ? 0 : kinds.filter((found) => found === kind).length / kinds.length;
}
