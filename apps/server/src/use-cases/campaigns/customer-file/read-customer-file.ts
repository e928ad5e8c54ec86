import { MAX_CUSTOMER_FILE_BYTES, MAX_CUSTOMER_ROWS } from '@reelsmith/contracts';
import { AppError } from '../../../errors';
import { decodeText, looksBinary, type TextEncoding } from './decode-text';
import { detectHeader } from './detect-header';
import { detectDelimiter, parseCsv, type Grid } from './parse-csv';
import { readXlsx } from './read-xlsx';
import { sniffFileType } from './sniff-file-type';

/** A customer file read as a table: one row per customer, every cell the text a spreadsheet app shows. */
export interface CustomerTable {
  kind: 'csv' | 'xlsx';
  /** CSV only: the encoding the text was in. */
  encoding?: TextEncoding;
  /** CSV only: the field delimiter found. */
  delimiter?: string;
  /** XLSX only: every sheet of the workbook, in order. */
  sheets?: string[];
  /** XLSX only: the sheet read. */
  sheet?: string;
  hasHeader: boolean;
  /** The header's labels, or "Column 1", "Column 2"… for a file without one or an unnamed column. */
  columns: string[];
  /** Data rows, each as long as columns. */
  rows: string[][];
  /** For each data row, its 1-based row number in the file as a spreadsheet app shows it. */
  rowNumbers: number[];
}

/** How to read a customer file; what is not given is detected. */
export interface ReadCustomerFileOptions {
  /** The workbook sheet to read; the first visible one by default. Ignored for CSV. */
  sheet?: string;
  hasHeader?: boolean;
}

function readCsvGrid(bytes: Uint8Array): Grid & Pick<CustomerTable, 'encoding' | 'delimiter'> {
  const { text, encoding } = decodeText(bytes);
  if (looksBinary(text)) throw new AppError('CUSTOMER_FILE_TYPE_INVALID', { internalMessage: `binary content (read as ${encoding})` });
  // Excel takes a first line "sep=;" as the delimiter to use, and neither shows it nor counts it as a row.
  const hint = /^sep=([^\r\n])\r?\n/i.exec(text);
  const body = hint ? text.slice(hint[0].length) : text;
  const delimiter = hint?.[1] ?? detectDelimiter(body);
  return { ...parseCsv(body, delimiter), encoding, delimiter };
}

/** The grid as a table: rows padded to one width, the header split off, the limits checked. */
function toTable(grid: Grid, hasHeaderOption: boolean | undefined): Pick<CustomerTable, 'hasHeader' | 'columns' | 'rows' | 'rowNumbers'> {
  if (grid.rows.length === 0) throw new AppError('CUSTOMER_FILE_EMPTY', { internalMessage: 'no non-blank row' });
  // Trailing empty cells (a trailing delimiter, formatted but empty cells) do not make a column.
  const width = grid.rows.reduce((widest, cells) => Math.max(widest, cells.findLastIndex((cell) => cell !== '') + 1), 0);
  const rows = grid.rows.map((cells) => Array.from({ length: width }, (_, column) => cells[column] ?? ''));
  const hasHeader = hasHeaderOption ?? detectHeader(rows);
  const header = hasHeader ? (rows.shift() ?? []) : [];
  const rowNumbers = hasHeader ? grid.rowNumbers.slice(1) : grid.rowNumbers;
  if (rows.length === 0) throw new AppError('CUSTOMER_FILE_NO_ROWS', { internalMessage: 'a header and no data row' });
  if (rows.length > MAX_CUSTOMER_ROWS) {
    throw new AppError('CUSTOMER_FILE_TOO_MANY_ROWS', { params: { count: rows.length, limit: MAX_CUSTOMER_ROWS }, internalMessage: `${rows.length} data rows` });
  }
  const columns = Array.from({ length: width }, (_, column) => header[column] || `Column ${column + 1}`);
  return { hasHeader, columns, rows, rowNumbers };
}

/**
 * Reads a customer list for a personalized campaign: CSV in any common encoding and delimiter, or
 * an Excel .xlsx sheet, told apart by content alone. Throws an AppError with a CUSTOMER_FILE_* code
 * for a file that is too large, of another type, unreadable, empty, without data rows, with too
 * many rows, or without the requested sheet.
 */
export async function readCustomerFile(bytes: Uint8Array, options: ReadCustomerFileOptions = {}): Promise<CustomerTable> {
  if (bytes.length > MAX_CUSTOMER_FILE_BYTES) {
    throw new AppError('CUSTOMER_FILE_TOO_LARGE', { params: { limit: `${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB` }, internalMessage: `${bytes.length} bytes` });
  }
  if (bytes.length === 0) throw new AppError('CUSTOMER_FILE_EMPTY', { internalMessage: 'zero bytes' });
  const type = sniffFileType(bytes);
  if (type.kind === 'refused') throw new AppError('CUSTOMER_FILE_TYPE_INVALID', { internalMessage: `the file is ${type.reason}` });
  if (type.kind === 'xlsx') {
    const { sheets, sheet, ...grid } = await readXlsx(bytes, options.sheet);
    return { kind: 'xlsx', sheets, sheet, ...toTable(grid, options.hasHeader) };
  }
  const { encoding, delimiter, ...grid } = readCsvGrid(bytes);
  return { kind: 'csv', encoding, delimiter, ...toTable(grid, options.hasHeader) };
}
