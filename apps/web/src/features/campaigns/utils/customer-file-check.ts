import { MAX_CUSTOMER_FILE_BYTES } from '@reelsmith/contracts';

/** A message of the shared catalog (the server says the same sentences), with its values. */
export interface SharedMessage {
  key: `shared:errors.${string}`;
  params?: Record<string, string | number>;
}

/** The file picker's hint to the browser: what a customer list may be. */
export const CUSTOMER_FILE_ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Delimited text in any of the names spreadsheet apps save it under, and Excel's .xlsx (the server
// reads no older .xls).
const EXTENSIONS = new Set(['csv', 'tsv', 'txt', 'xlsx']);
// Windows reports a .csv as application/vnd.ms-excel when Excel is installed.
const TYPES = new Set(['text/csv', 'text/plain', 'text/tab-separated-values', 'application/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

/** The picked file's facts the check needs. */
export interface PickedCustomerFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Spec §5: a customer list must be CSV or Excel ('Please upload a CSV or Excel file'), and at most
 * 10 MB. Told here by the name (or, without an extension, by the browser's type) so nothing is sent
 * for nothing; the server checks the content again and has the last word. Null when it may go.
 */
export function checkCustomerFile(file: PickedCustomerFile): SharedMessage | null {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const isAccepted = extension === undefined ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.has(extension);
  if (!isAccepted) return { key: 'shared:errors.CUSTOMER_FILE_TYPE_INVALID' };
  if (file.size === 0) return { key: 'shared:errors.CUSTOMER_FILE_EMPTY' };
  if (file.size > MAX_CUSTOMER_FILE_BYTES) return { key: 'shared:errors.CUSTOMER_FILE_TOO_LARGE', params: { limit: `${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB` } };
  return null;
}

/** A byte count for people: 1.2 MB, 34 KB, 512 B. */
export function formatBytes(bytes: number, language: string): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / 1024 / 1024, 1)} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes, 0)} B`;
}
