// What a file reader hands the import: the rows it could read, each with the line it starts on, and the rows it
// could not even split into fields. Field values are still unchecked (transaction-row.ts checks them).

export interface SourceRow {
  /** 1-based line of the file where the row starts. */
  readonly line: number;
  readonly fields: unknown;
}

export interface BadRow {
  readonly line: number;
  readonly reason: string;
}

export interface ParsedFile {
  readonly rows: readonly SourceRow[];
  readonly badRows: readonly BadRow[];
}

/** The file as a whole cannot be read (not a JSON array, a CSV header with an unknown column, …): nothing imports. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
