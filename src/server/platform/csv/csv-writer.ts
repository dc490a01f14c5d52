import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify/sync';
import { escapeFormula } from './csv-cell';

// Decision 0035: CSV with CRLF rows (RFC 4180), every text cell escaped against formula injection. Downloads are
// UTF-8 with a byte order mark (so spreadsheets read names and places as UTF-8) and stream a page of rows at a
// time (csv-stringify's stream mode would emit one chunk, so one HTTP write, per row: 100,000 of them).
// E-mailed reports are built whole and carry no BOM: they are ASCII (days, numbers, fixed headings), and
// PGlite drops a leading BOM when it reads text back, so an outbox attachment with one would differ by database.

type CsvCell = string | number | null;
export type CsvRow = readonly CsvCell[];

const BOM = '\uFEFF';

const options = (columns: readonly string[], header: boolean): Options => ({
  header,
  columns: [...columns],
  record_delimiter: 'windows',
  cast: { string: escapeFormula },
});

const rowsText = (columns: readonly string[], rows: readonly CsvRow[], header: boolean): string =>
  stringify(
    rows.map((row) => [...row]),
    options(columns, header),
  );

async function* csvChunks(columns: readonly string[], pages: AsyncIterable<readonly CsvRow[]>): AsyncGenerator<string> {
  yield BOM + rowsText(columns, [], true);
  for await (const page of pages) yield rowsText(columns, page, false);
}

/** Pulls pages only as fast as the reader takes the text: memory holds a page, never the whole file. */
export function csvStream(columns: readonly string[], pages: AsyncIterable<readonly CsvRow[]>): Readable {
  return Readable.from(csvChunks(columns, pages), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** A whole CSV, header first, without a BOM (see above). */
export function csvText(columns: readonly string[], rows: readonly CsvRow[]): string {
  return rowsText(columns, rows, true);
}
