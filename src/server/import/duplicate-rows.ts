import type { MatchedRow } from './match-cardholders';

// docs/import-format.md skips duplicates by reference number: already stored, or repeated in the file. Decision
// 0146: the report names each skipped row by its line, as it names the rejected ones, so an operator can find it.

export interface DuplicateRow {
  /** 1-based line of the file where the skipped row starts. */
  readonly line: number;
  readonly referenceNo: string;
  /** The earlier line of the file holding the same reference number; null when the number is stored already. */
  readonly repeatOfLine: number | null;
}

/** The first row of each reference number, and the later rows that repeat one (each with that first row's line). */
export function firstOfEachReference(rows: readonly MatchedRow[]): { unique: MatchedRow[]; repeats: DuplicateRow[] } {
  const firstLine = new Map<string, number>();
  const unique: MatchedRow[] = [];
  const repeats: DuplicateRow[] = [];
  for (const matched of rows) {
    const { referenceNo } = matched.row;
    const earlier = firstLine.get(referenceNo);
    if (earlier === undefined) {
      firstLine.set(referenceNo, matched.line);
      unique.push(matched);
    } else {
      repeats.push({ line: matched.line, referenceNo, repeatOfLine: earlier });
    }
  }
  return { unique, repeats };
}

/** The rows left out because their reference number is stored already, `isNew` telling which ones were not. */
export function storedDuplicates(
  unique: readonly MatchedRow[],
  isNew: (referenceNo: string) => boolean,
): DuplicateRow[] {
  return unique
    .filter(({ row }) => !isNew(row.referenceNo))
    .map(({ line, row }) => ({ line, referenceNo: row.referenceNo, repeatOfLine: null }));
}

/** Both kinds in one list by line, with the counts the CLI prints. */
export function duplicatesReport(stored: readonly DuplicateRow[], repeats: readonly DuplicateRow[]) {
  return {
    duplicatesInDatabase: stored.length,
    duplicatesInFile: repeats.length,
    duplicates: [...stored, ...repeats].sort((a, b) => a.line - b.line),
  };
}
