import { type CsvError, parse } from 'csv-parse/sync';
import { type BadRow, ImportFileError, type ParsedFile, type SourceRow } from './source-rows';
import { TRANSACTION_ROW_FIELDS } from './transaction-row';

// docs/import-format.md: a CSV file with a header row naming the fields. Rows become objects keyed by the header;
// an empty cell is a field left out. A row with the wrong number of cells is a bad row at its line.

const NEWLINE = 0x0a;
const REQUIRED_COLUMNS = ['referenceNo', 'transactionDateTime', 'value'] as const;

/** `lineAt(offset)`: the 1-based line of the byte at `offset`. */
function lineIndex(file: Buffer): (offset: number) => number {
  const newlines: number[] = [];
  for (let at = file.indexOf(NEWLINE); at !== -1; at = file.indexOf(NEWLINE, at + 1)) newlines.push(at);
  return (offset) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((newlines[middle] ?? Number.POSITIVE_INFINITY) < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

const newlinesIn = (cells: readonly unknown[]): number =>
  cells.reduce<number>((count, cell) => count + (typeof cell === 'string' ? cell.split('\n').length - 1 : 0), 0);

/**
 * A row's start line: csv-parse reports the byte where a record ENDS (after its line break), and its own line
 * count runs ahead after a CRLF inside quotes; so take the line of the record's last byte, less the line breaks
 * inside its cells.
 */
const startLine = (lineAt: (offset: number) => number, endOffset: number, cells: readonly unknown[]): number =>
  lineAt(Math.max(0, endOffset - 1)) - newlinesIn(cells);

/** The transaction import's header rule (docs/import-format.md). */
function checkTransactionHeader(header: readonly string[]): void {
  const known = new Set<string>(TRANSACTION_ROW_FIELDS);
  const unknown = header.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `line 1: unknown column ${unknown.map((column) => `'${column}'`).join(', ')}; ` +
        `the columns are ${TRANSACTION_ROW_FIELDS.join(', ')}`,
    );
  }
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (repeated.length > 0) throw new ImportFileError(`line 1: column '${repeated[0]}' appears twice`);
  const missing: string[] = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (!header.includes('promoCode') && !header.includes('customerNo')) missing.unshift('promoCode or customerNo');
  if (missing.length > 0) {
    throw new ImportFileError(`line 1: missing column ${missing.map((column) => `'${column}'`).join(', ')}`);
  }
}

const withoutLineSuffix = (message: string) => message.replace(/ (on|at) line \d+\.?$/, '');

/** A quoting error leaves the parser unsure where later rows begin, so it refuses the file, not one row. */
function fileError(error: CsvError, lineAt: (offset: number) => number): ImportFileError {
  const line = typeof error.bytes === 'number' ? lineAt(error.bytes) : Number(error.lines);
  return new ImportFileError(`line ${line}: ${withoutLineSuffix(error.message)}`);
}

/** Throws an ImportFileError naming what is wrong with a header row. */
export type HeaderCheck = (header: readonly string[]) => void;

/** The records after the header as objects keyed by its columns; an empty cell is a field left out. */
function rowsUnderHeader(records: readonly { line: number; cells: string[] }[], checkHeader: HeaderCheck): SourceRow[] {
  const [header, ...body] = records;
  if (header === undefined) throw new ImportFileError('line 1: the file is empty; it needs a header row');
  checkHeader(header.cells);
  return body.map(({ line, cells }) => ({
    line,
    fields: Object.fromEntries(
      header.cells.map((column, index) => [column, cells[index]]).filter(([, cell]) => cell !== ''),
    ),
  }));
}

/** A CSV file's rows under its header; the header rule is the transaction import's unless given. */
export function readCsvRows(file: Buffer, checkHeader: HeaderCheck = checkTransactionHeader): ParsedFile {
  const lineAt = lineIndex(file);
  const records: { line: number; cells: string[] }[] = [];
  const badRows: BadRow[] = [];
  let headerLength = 0;
  // Set from the parser's callback: the first error that makes the whole file unreadable.
  const unreadable: { error?: ImportFileError } = {};
  try {
    parse(file, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_record: (cells: string[], context) => {
        records.push({ line: startLine(lineAt, context.bytes, cells), cells });
        headerLength ||= cells.length;
        return null;
      },
      on_skip: (error: CsvError | undefined) => {
        if (error === undefined || unreadable.error !== undefined) return undefined;
        const cells = error.record;
        if (error.code !== 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' || !Array.isArray(cells)) {
          unreadable.error = fileError(error, lineAt);
          return undefined;
        }
        const reason = `has ${cells.length} columns, the header has ${headerLength}`;
        badRows.push({ line: startLine(lineAt, Number(error.bytes), cells), reason });
        return undefined;
      },
    });
  } catch (error) {
    throw fileError(error as CsvError, lineAt);
  }
  if (unreadable.error !== undefined) throw unreadable.error;
  return { rows: rowsUnderHeader(records, checkHeader), badRows };
}
