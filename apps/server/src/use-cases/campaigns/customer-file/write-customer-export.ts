import { stringify } from 'csv-stringify/sync';
import { loadExcelJS } from './read-xlsx';

/** The file formats a customer list is exported in. */
export type ExportFormat = 'csv' | 'xlsx';

/** A signed number as people write one: an E.164 phone, a negative amount. Inert in any spreadsheet. */
const PLAIN_NUMBER = /^[+-]\d[\d.,]*$/;

/**
 * A cell made inert for spreadsheet apps (OWASP "CSV injection"): text starting with = + - @, tab or
 * carriage return would run as a formula, so it gets a leading single quote, which Excel hides —
 * except a plain signed number (+5511987654321, -12.50), which a CRM importing the file needs as it is.
 */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const text = stringify(
    [columns, ...rows].map((cells) => cells.map(neutralizeCell)),
    // The BOM makes Excel read UTF-8, so accents survive; CRLF and quoting any line break follow RFC 4180.
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
  return Buffer.from(text, 'utf8');
}

async function writeXlsx(columns: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  // Plain string values only: exceljs writes a formula solely for { formula } objects, and the text
  // format (@) keeps Excel from turning digits into numbers when a cell is edited.
  for (const cells of [columns, ...rows]) {
    const row = worksheet.addRow(cells.map(String));
    row.eachCell((cell) => {
      cell.numFmt = '@';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The customer list as a file to download: CSV (UTF-8 with BOM, formulas neutralised) or XLSX (every cell a string). */
export function writeCustomerExport(columns: string[], rows: string[][], format: ExportFormat): Promise<Buffer> {
  return format === 'csv' ? Promise.resolve(writeCsv(columns, rows)) : writeXlsx(columns, rows);
}
