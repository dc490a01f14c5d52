import type { Kysely } from 'kysely';
import { type EgcStatusEvent, EgcStatusEventSchema, MAX_EGC_STATUS_EVENTS } from '../../contract/provider';
import type { Database } from '../db/schema';
import { type HeaderCheck, readCsvRows } from '../import/read-csv-rows';
import { type BadRow, ImportFileError } from '../import/source-rows';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { applyEgcStatusEvents } from './egc-status.service';

// docs/provider-egc-status.md "Files": the same events as the webhook, one per CSV row under the header
// `code,status,at`, for providers that send files. Bad rows are reported by line and skipped; the good ones apply.
// A report names a row by its line, never by its code: codes stay out of terminals and logs (decision 0080).

const COLUMNS = ['code', 'status', 'at'] as const;

const checkHeader: HeaderCheck = (header) => {
  const unknown = header.filter((column) => !(COLUMNS as readonly string[]).includes(column));
  const missing = COLUMNS.filter((column) => !header.includes(column));
  if (unknown.length > 0 || missing.length > 0 || header.length !== COLUMNS.length) {
    throw new ImportFileError(`line 1: the header must be ${COLUMNS.join(',')}`);
  }
};

interface FileEvent {
  readonly line: number;
  readonly event: EgcStatusEvent;
}

interface EgcStatusFile {
  readonly events: readonly FileEvent[];
  readonly badRows: readonly BadRow[];
}

/** The file's events, each with its line, and the rows that are not events. */
export function readEgcStatusFile(file: Buffer): EgcStatusFile {
  const parsed = readCsvRows(file, checkHeader);
  const badRows: BadRow[] = [...parsed.badRows];
  const events: FileEvent[] = [];
  for (const row of parsed.rows) {
    const result = EgcStatusEventSchema.safeParse(row.fields);
    if (result.success) events.push({ line: row.line, event: result.data });
    else badRows.push({ line: row.line, reason: result.error.issues.map(describeIssue).join('; ') });
  }
  return { events, badRows: badRows.sort((a, b) => a.line - b.line) };
}

const describeIssue = (issue: { path: PropertyKey[]; message: string }) =>
  `${issue.path.map(String).join('.') || 'row'} ${issue.message}`;

export interface EgcStatusFileSummary {
  readonly events: number;
  readonly applied: number;
  readonly unchanged: number;
  /** Rows that are not events, and rows whose code no eGC has. */
  readonly badRows: readonly BadRow[];
}

/** Applies a file's events in batches of the webhook's size, each batch one transaction, in the order they happened. */
export async function importEgcStatusFile(
  db: Kysely<Database>,
  { events, badRows }: EgcStatusFile,
  { now, egcCodeKeys }: { now: Date; egcCodeKeys: EgcCodeKeys },
): Promise<EgcStatusFileSummary> {
  const ordered = [...events].sort((a, b) => Date.parse(a.event.at) - Date.parse(b.event.at) || a.line - b.line);
  let applied = 0;
  let unchanged = 0;
  const unknown = new Set<string>();
  for (let start = 0; start < ordered.length; start += MAX_EGC_STATUS_EVENTS) {
    const batch = ordered.slice(start, start + MAX_EGC_STATUS_EVENTS).map((each) => each.event);
    const result = await applyEgcStatusEvents(db, batch, { source: 'file', now, egcCodeKeys });
    applied += result.applied;
    unchanged += result.unchanged;
    for (const code of result.unknownCodes) unknown.add(code);
  }
  const unknownRows = events
    .filter((each) => unknown.has(each.event.code))
    .map((each) => ({ line: each.line, reason: 'no eGC has this code; nothing changed' }));
  return {
    events: events.length,
    applied,
    unchanged,
    badRows: [...badRows, ...unknownRows].sort((a, b) => a.line - b.line),
  };
}
