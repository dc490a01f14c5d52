// Decision 0144: the CLI's transaction import (docs/import-format.md) from the admin screens. The file
// travels as text inside a JSON body; the preview answers the report an import would give and changes nothing.
// A module of its own: only the lazily loaded import screen imports it.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { IsoDateTimeSchema, text } from './primitives';

/** The largest request body the import routes read (HTTP 413 above); the file itself must be a little smaller. */
export const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const ImportBodySchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS),
  /** The file's text, as read by the browser. */
  content: text(z.maxLength(IMPORT_BODY_LIMIT)),
  /** The file's name, for the import history (decision 0241). */
  name: z.optional(text(z.trim(), z.maxLength(255))),
});

const CountSchema = z.int().check(z.nonnegative());
/** A 1-based line of the uploaded file. */
const LineSchema = z.int().check(z.positive());

const ImportReportSchema = z.object({
  /** Why the file as a whole could not be read (nothing imports); null when its rows were read. */
  fileError: z.nullable(z.string()),
  /** Rows imported, or for the preview, the rows an import now would import. */
  imported: CountSchema,
  /** Rows whose reference number is stored already: skipped. */
  duplicatesInDatabase: CountSchema,
  /** Rows repeating a reference number seen earlier in the file: skipped. */
  duplicatesInFile: CountSchema,
  /**
   * Decision 0146: both kinds of duplicate by the file's line, sorted by line; `repeatOfLine` is the earlier line
   * holding the same reference number, null when the number is stored already. At most one entry per row, as
   * `rejected`: the 2 MB body bounds both.
   */
  duplicates: z.array(z.object({ line: LineSchema, referenceNo: z.string(), repeatOfLine: z.nullable(LineSchema) })),
  /** Rows refused, by the file's line, sorted by line. */
  rejected: z.array(z.object({ line: LineSchema, reason: z.string() })),
  /** The cardholders that gained spend. */
  cardholders: CountSchema,
  /** The bonus records the import created (the CLI's evaluation); null for the preview. */
  bonusRecordsCreated: z.nullable(CountSchema),
});

export type ImportReport = z.infer<typeof ImportReportSchema>;

export const adminImportPreviewCall = defineCall({
  name: 'adminImportPreview',
  method: 'POST',
  path: '/api/admin/import/transactions/preview',
  prefix: '',
  access: 'admin',
  body: ImportBodySchema,
  data: ImportReportSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

export const adminImportCall = defineCall({
  name: 'adminImport',
  method: 'POST',
  path: '/api/admin/import/transactions',
  prefix: '',
  access: 'admin',
  body: ImportBodySchema,
  data: ImportReportSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** Decision 0241: how many of the newest imports the import screen lists. */
export const IMPORT_HISTORY_SIZE = 20;

const ImportRunSchema = z.object({
  id: z.int(),
  /** `screen`: from the import screen; `cli`: `npm run import`. */
  source: z.enum(['screen', 'cli']),
  fileName: z.nullable(z.string()),
  fileError: z.nullable(z.string()),
  imported: CountSchema,
  duplicates: CountSchema,
  rejected: CountSchema,
  cardholders: CountSchema,
  /** The admin's e-mail; null for `npm run import`. */
  importedBy: z.nullable(z.string()),
  importedAt: IsoDateTimeSchema,
  /** Its rejected rows may be downloaded (`importRejectedRowsCall`). */
  rejectedFile: z.boolean(),
});

export type ImportRunEntry = z.infer<typeof ImportRunSchema>;

/** Decision 0241: the newest imports, from the screen and from the command line, newest first. */
export const importHistoryCall = defineCall({
  name: 'importHistory',
  method: 'GET',
  path: '/api/admin/import/history',
  prefix: '',
  access: 'admin',
  data: z.object({ imports: z.array(ImportRunSchema) }),
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** Decision 0241: an import's rejected rows with why, as CSV. */
export const importRejectedRowsCall = defineCall({
  name: 'importRejectedRows',
  method: 'GET',
  path: '/api/admin/import/history/{id}/rejected',
  prefix: '',
  access: 'admin',
  kind: 'csv',
  data: z.string(),
  statusIds: [],
  successIds: [],
});
