import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { readCsvRows } from './read-csv-rows';
import { readJsonRows } from './read-json-rows';
import { ImportFileError, type ParsedFile } from './source-rows';

/** A `.csv` or `.json` file by its extension (docs/import-format.md). Errors name no path: the caller adds it. */
export function readImportFile(path: string): ParsedFile {
  const extension = extname(path).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    throw new ImportFileError('the file name must end in .csv or .json');
  }
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    throw new ImportFileError((error as Error).message);
  }
  return extension === '.csv' ? readCsvRows(content) : readJsonRows(content);
}
