import { cellKind } from './cell-kinds';

/** Header labels are short; a longer first-row cell is data (an address, a message). */
const MAX_LABEL_LENGTH = 60;
/** Rows under the first compared with it. */
const ROWS_COMPARED = 50;

/**
 * True when the first row reads as column names: every cell up to its last is filled, none is an
 * e-mail, phone, link or date, fewer than half are numbers, the labels are distinct and short, and
 * they do not repeat as values in their own column below. A file with only text and no contact
 * column stays ambiguous; it is read as having a header, as nearly every exported list has one.
 */
export function detectHeader(rows: readonly (readonly string[])[]): boolean {
  const first = rows[0];
  if (!first) return false;
  const lastFilled = first.findLastIndex((cell) => cell !== '');
  const labels = first.slice(0, lastFilled + 1);
  if (labels.length === 0 || labels.some((label) => label === '' || label.length > MAX_LABEL_LENGTH)) return false;
  const kinds = labels.map(cellKind);
  if (kinds.some((kind) => kind === 'email' || kind === 'phone' || kind === 'url' || kind === 'date')) return false;
  if (kinds.filter((kind) => kind === 'number').length * 2 >= labels.length) return false;
  const folded = labels.map((label) => label.toLocaleLowerCase());
  if (new Set(folded).size < labels.length) return false;
  const below = rows.slice(1, 1 + ROWS_COMPARED);
  const repeated = folded.filter((label, column) => below.some((row) => (row[column] ?? '').toLocaleLowerCase() === label)).length;
  return repeated * 2 < labels.length;
}
