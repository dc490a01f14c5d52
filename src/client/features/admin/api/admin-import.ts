import {
  adminImportCall,
  adminImportPreviewCall,
  IMPORT_BODY_LIMIT,
  type ImportFormat,
  type ImportReport,
} from '../../../../contract/admin-import';
import { adminRead } from './admin-call';

// Decision 0144: the file travels as text in the JSON body; the server reads it with the CLI's readers.

export interface ImportFile {
  readonly format: ImportFormat;
  readonly content: string;
  /** The file's name, for the import history (decision 0241). */
  readonly name?: string;
}

/** The file's format by its name's ending, as the CLI decides it; null for any other file. */
export function importFormatOf(fileName: string): ImportFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';
  return null;
}

/** True when the request body would pass the server's limit (the JSON quoting makes it larger than the file). */
export const fitsImportLimit = (file: ImportFile): boolean =>
  new TextEncoder().encode(JSON.stringify(file)).length <= IMPORT_BODY_LIMIT;

export const previewImport = (file: ImportFile): Promise<ImportReport> =>
  adminRead(adminImportPreviewCall, { body: file });

export const runImport = (file: ImportFile): Promise<ImportReport> => adminRead(adminImportCall, { body: file });
