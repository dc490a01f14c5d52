import { csvText } from '../platform/csv/csv-writer';
import type { BadRow, ParsedFile } from './source-rows';
import { TRANSACTION_ROW_FIELDS } from './transaction-row';

// Decision 0241: an import's rejected rows as a file an operator can open, fix and import again: each refused row
// by its line with why, then the row's own fields as the file gave them, under the import format's columns (a row
// that could not even be split into fields has only its line and why). Cells are escaped like every download
// (decision 0035).

const LINE = 'Line';
const REASON = 'Reason';

const cellOf = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
};

/** The rejected rows as CSV, or null when none was rejected. */
export function rejectedRowsCsv(file: ParsedFile, rejected: readonly BadRow[]): string | null {
  if (rejected.length === 0) return null;
  const fieldsByLine = new Map(file.rows.map((row) => [row.line, row.fields]));
  const fieldsOf = (line: number): Readonly<Record<string, unknown>> => {
    const fields = fieldsByLine.get(line);
    return typeof fields === 'object' && fields !== null && !Array.isArray(fields)
      ? (fields as Record<string, unknown>)
      : {};
  };
  // Every field of the import format, in its order (an empty cell is left out of a row's fields), then any other
  // key a JSON row had.
  const names = [
    ...new Set([...TRANSACTION_ROW_FIELDS, ...rejected.flatMap((row) => Object.keys(fieldsOf(row.line)))]),
  ];
  const rows = rejected.map((row) => {
    const fields = fieldsOf(row.line);
    return [row.line, row.reason, ...names.map((name) => cellOf(fields[name]))];
  });
  return csvText([LINE, REASON, ...names], rows);
}
