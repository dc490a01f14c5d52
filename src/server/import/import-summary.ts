import type { ImportSummary } from './import-transactions.service';

// What `npm run import` prints, and its exit code (docs/import-format.md): 0 when every row was imported or
// skipped as a duplicate, 1 when some rows were bad (the good ones are imported all the same).

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function formatImportSummary(summary: ImportSummary, fileName: string): string {
  const lines = [`Imported ${plural(summary.imported, 'transaction')} from ${fileName}.`];
  const duplicates = summary.duplicatesInDatabase + summary.duplicatesInFile;
  lines.push(
    `Duplicates skipped: ${duplicates} (${summary.duplicatesInDatabase} already in the database, ` +
      `${summary.duplicatesInFile} repeated in the file).`,
  );
  if (summary.badRows.length === 0) {
    lines.push('Bad rows: 0.');
  } else {
    lines.push(`Bad rows: ${summary.badRows.length}, not imported:`);
    lines.push(...summary.badRows.map((bad) => `  line ${bad.line}: ${bad.reason}`));
  }
  lines.push(
    `Bonus rounds: ${plural(summary.bonus.evaluated, 'registered cardholder')} evaluated, ` +
      `${plural(summary.bonus.created, 'bonus record')} created.`,
  );
  return lines.join('\n');
}

export function importExitCode(summary: ImportSummary): 0 | 1 {
  return summary.badRows.length === 0 ? 0 : 1;
}
