import type { CustomerTable } from './read-customer-file';
import { suggestMapping } from './suggest-mapping';

/** What of a table decides which column is which. */
type Reading = Pick<CustomerTable, 'sheet' | 'hasHeader' | 'columns'>;

const isSameReading = (before: Reading, after: Reading) =>
  before.sheet === after.sheet && before.hasHeader === after.hasHeader && before.columns.length === after.columns.length && before.columns.every((column, index) => column === after.columns[index]);

/**
 * The mapping of a customer file read again (another sheet, header or not). Read the same way, the
 * mapping stays as it is (a column left unused stays unused). Otherwise, when both readings have a
 * header, each mapped column keeps its variable where a column of the same name still is, and the
 * other columns get what suggestMapping gives them, minus variables already taken; without a
 * header on either side the columns cannot be matched, and the mapping is suggested afresh.
 */
export function carryMapping(mapping: Readonly<Record<string, string>>, before: Reading, after: CustomerTable): Record<string, string> {
  if (isSameReading(before, after)) return Object.fromEntries(Object.entries(mapping).filter(([column]) => Number(column) < after.columns.length));
  const suggested = Object.entries(suggestMapping(after)).map(([column, variable]) => [column, variable] as const);
  if (!before.hasHeader || !after.hasHeader) return Object.fromEntries(suggested);
  const carried: Record<string, string> = {};
  for (const [column, variable] of Object.entries(mapping)) {
    const name = before.columns[Number(column)];
    // A repeated header name goes to its repeats in order.
    const index = after.columns.findIndex((candidate, at) => candidate === name && !(String(at) in carried));
    if (index >= 0) carried[String(index)] = variable;
  }
  const used = new Set(Object.values(carried));
  for (const [column, variable] of suggested) {
    if (column in carried || used.has(variable)) continue;
    carried[column] = variable;
    used.add(variable);
  }
  return carried;
}
