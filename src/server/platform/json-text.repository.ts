import { sql } from 'kysely';

// Reads that come back as one JSON text (decisions 0130, 0193) write their timestamps the way the answers do.

/** A timestamptz as `Date.prototype.toISOString` writes it (UTC, milliseconds, 'Z'), formatted by the database. */
export const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** An ISO text from `isoText` (or null) as the Date the row's column would have decoded to. */
export const dateOf = (text: string | null): Date | null => (text === null ? null : new Date(text));
