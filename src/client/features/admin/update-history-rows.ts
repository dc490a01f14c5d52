import type { ChangeLogEntry } from '../../../contract/admin';
import { formatDateTime, instantMillis } from './admin-dates';

export interface ChangeCell {
  readonly from: string | null;
  readonly to: string | null;
  readonly changed: boolean;
}

export interface HistoryRow {
  readonly key: string;
  readonly when: string;
  readonly modifiedBy: string;
  readonly emailAddress: ChangeCell;
  readonly mobileNO: ChangeCell;
  /** Decision 0218: why the change was asked for; null before reasons were kept. */
  readonly reason: string | null;
}

const cell = (from: string | null, to: string | null): ChangeCell => ({ from, to, changed: from !== to });

/** spec §3 edit history entries, spec §5 "edit history newest first"; equal times keep the server's order. */
export function updateHistoryRows(entries: readonly ChangeLogEntry[], timeZone: string): HistoryRow[] {
  return entries
    .map((entry, index) => ({ entry, index, at: instantMillis(entry.dateCreated) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ entry, index }) => ({
      key: `${entry.dateCreated}#${index}`,
      when: formatDateTime(entry.dateCreated, timeZone),
      modifiedBy: entry.modifiedBy,
      emailAddress: cell(entry.changeLog.from.emailAddress, entry.changeLog.to.emailAddress),
      mobileNO: cell(entry.changeLog.from.mobileNo, entry.changeLog.to.mobileNo),
      reason: entry.reason,
    }));
}
