import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../errors';

/** The delimiters a customer CSV may use: Excel in Brazil and Spain saves ';' (the comma is their decimal mark). */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** Non-blank rows of a sheet or CSV, trimmed, with the 1-based row number a spreadsheet app shows for each. */
export interface Grid {
  rows: string[][];
  rowNumbers: number[];
}

/** Records looked at to choose the delimiter. */
const SAMPLE_RECORDS = 50;

/**
 * Fields per record of the first non-blank records if `delimiter` split them, quotes respected: a
 * quote opens a field only at its start (after optional spaces), and "" inside quotes is a quote.
 */
function fieldCounts(text: string, delimiter: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let isQuoted = false;
  let isFieldStart = true;
  let isBlank = true;
  for (let i = 0; i < text.length && counts.length < SAMPLE_RECORDS; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"') {
        if (text[i + 1] === '"') i++;
        else isQuoted = false;
      }
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      if (!isBlank) counts.push(fields);
      fields = 1;
      isFieldStart = true;
      isBlank = true;
    } else if (char === delimiter) {
      fields++;
      isFieldStart = true;
      isBlank = false;
    } else if (char === '"' && isFieldStart) {
      isQuoted = true;
      isFieldStart = false;
      isBlank = false;
    } else if (char !== ' ') {
      isFieldStart = false;
      isBlank = false;
    }
  }
  if (!isBlank && counts.length < SAMPLE_RECORDS) counts.push(fields);
  return counts;
}

/** How well a delimiter splits the sample: share of records with the usual field count, header agreeing, field count. */
type Score = readonly [consistency: number, headerAgrees: number, fields: number];

const isBetter = (a: Score, b: Score): boolean => (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2]);

/**
 * The delimiter that splits the first records most consistently into more than one field. Ties go
 * to the one that splits the first record (the header) like the others, then to more fields, then
 * to the order of CSV_DELIMITERS. A single column, with no delimiter at all, reads as ','.
 */
export function detectDelimiter(text: string): string {
  let best: { delimiter: string; score: Score } = { delimiter: ',', score: [0, 0, 0] };
  for (const delimiter of CSV_DELIMITERS) {
    const counts = fieldCounts(text, delimiter);
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    // The usual field count; among equally frequent counts, the larger.
    const [mode, modeFrequency] = [...frequency].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a), [1, 0]);
    if (mode < 2) continue;
    const score: Score = [modeFrequency / counts.length, counts[0] === mode ? 1 : 0, mode];
    if (isBetter(score, best.score)) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Rows of CSV text (RFC 4180 and the looser files spreadsheet apps write), blank rows dropped. */
export function parseCsv(text: string, delimiter: string): Grid {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      // Rows may be ragged, and a stray quote inside an unquoted field is text, as Excel reads it.
      relax_column_count: true,
      relax_quotes: true,
      // Blank lines are kept so each record's index is the row number Excel shows for it.
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError('CUSTOMER_FILE_UNREADABLE', { internalMessage: `CSV does not parse: ${error.message}`, cause: error });
  }
  const grid: Grid = { rows: [], rowNumbers: [] };
  for (const [index, record] of records.entries()) {
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    grid.rows.push(cells);
    grid.rowNumbers.push(index + 1);
  }
  return grid;
}
