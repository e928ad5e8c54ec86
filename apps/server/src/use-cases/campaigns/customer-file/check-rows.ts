import { isValidEmail, type MessageKey } from '@reelsmith/contracts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { CustomerTable } from './read-customer-file';
import type { ColumnMapping } from './suggest-mapping';

/** A row that gets a video: its row number in the file, its variables, and its contact normalised. */
export interface Recipient {
  row: number;
  variables: Record<string, string>;
  email?: string;
  /** E.164, e.g. +5511987654321. */
  phone?: string;
}

/** Why a row gets no video. */
export const SKIP_REASONS = ['INVALID_EMAIL', 'INVALID_PHONE', 'DUPLICATE_EMAIL', 'MISSING_VARIABLE'] as const;
/** A reason a row gets no video. */
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A row that gets no video, why, and a short detail: the bad value, the missing variable, or the row it repeats. */
export interface SkippedRow {
  row: number;
  reason: SkipReason;
  detail?: string;
}

/** What checkRows needs beyond the table: the variables the script uses without a fallback, and the country of phones written without +. */
export interface CheckRowsOptions {
  requiredVariables: readonly string[];
  defaultCountry?: CountryCode;
}

/** The catalog key of a skip reason's message, which takes {{row}} and {{detail}}. */
export function skipMessageKey(reason: SkipReason): MessageKey {
  return `customerFile.skip_${reason}`;
}

const MAX_DETAIL_LENGTH = 60;

const shorten = (text: string) => (text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH - 1)}…` : text);

/**
 * A mailbox the campaign can reach. The browser rule (isValidEmail) accepts a domain without a dot,
 * which in a customer list is always a typo ("ana@gmail") and would only bounce.
 */
function isDeliverableEmail(email: string): boolean {
  return isValidEmail(email) && /@[^@]+\.[^@.]+$/.test(email);
}

/**
 * A phone in E.164, or undefined when it is not a valid number. Without a +, the default country's
 * rules apply; failing those, the digits are tried as an international number, as spreadsheets
 * drop the + of a number typed as 5511987654321 (and 00 is the international prefix in most countries).
 */
export function normalizePhone(text: string, defaultCountry?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (parsed?.isValid()) return parsed.number;
  if (text.trim().startsWith('+')) return undefined;
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isValid() ? international.number : undefined;
}

/** The variables of one row, and first_name from the full name when no column gives it. */
function rowVariables(cells: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [column, variable] of Object.entries(mapping)) variables[variable] = cells[Number(column)] ?? '';
  if (!('first_name' in variables) && variables.name) variables.first_name = variables.name.split(/\s+/)[0] ?? '';
  return variables;
}

/**
 * Splits the table into recipients and skipped rows. A row is skipped for an invalid e-mail or
 * phone, for a required variable left empty, or for an e-mail (case-insensitive) that an earlier
 * recipient already has; only recipients claim an e-mail, so a skipped row never hides a good one.
 * An empty e-mail or phone cell is not an error: the column may be optional.
 */
export function checkRows(table: CustomerTable, mapping: ColumnMapping, options: CheckRowsOptions): { recipients: Recipient[]; skipped: SkippedRow[] } {
  const recipients: Recipient[] = [];
  const skipped: SkippedRow[] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const [index, cells] of table.rows.entries()) {
    const row = table.rowNumbers[index] ?? index + 1;
    const variables = rowVariables(cells, mapping);
    const email = variables.email?.trim() ?? '';
    const phoneText = variables.phone?.trim() ?? '';
    if (email && !isDeliverableEmail(email)) {
      skipped.push({ row, reason: 'INVALID_EMAIL', detail: shorten(email) });
      continue;
    }
    const phone = phoneText ? normalizePhone(phoneText, options.defaultCountry) : undefined;
    if (phoneText && !phone) {
      skipped.push({ row, reason: 'INVALID_PHONE', detail: shorten(phoneText) });
      continue;
    }
    const missing = options.requiredVariables.find((variable) => !variables[variable]?.trim());
    if (missing !== undefined) {
      skipped.push({ row, reason: 'MISSING_VARIABLE', detail: shorten(missing) });
      continue;
    }
    const emailKey = email.toLowerCase();
    const firstRow = firstRowOfEmail.get(emailKey);
    if (email && firstRow !== undefined) {
      skipped.push({ row, reason: 'DUPLICATE_EMAIL', detail: String(firstRow) });
      continue;
    }
    if (email) firstRowOfEmail.set(emailKey, row);
    recipients.push({ row, variables, ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
  }
  return { recipients, skipped };
}
